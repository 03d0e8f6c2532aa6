import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { AccessCode } from '@oece/contracts';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useRevokeAccessCode } from '../api/revoke-access-code';

export function RevokeAccessCodeDialog({
  accessCode,
  onClose,
}: {
  accessCode: AccessCode | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const revoke = useRevokeAccessCode();

  async function confirm() {
    if (!accessCode) return;
    try {
      await revoke.mutateAsync(accessCode.id);
      toast.show('Código revocado', { severity: 'success', duration: SNACKBAR_MS });
      onClose();
    } catch (caught) {
      const reason = caught instanceof ApiError ? caught.message : 'Error desconocido';
      toast.show(`No se pudo revocar el código: ${reason}`, { severity: 'error', duration: SNACKBAR_MS });
    }
  }

  return (
    <Dialog open={accessCode !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Revocar código</DialogTitle>
      <DialogContent>
        <DialogContentText>
          ¿Revocar el código{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {accessCode?.code}
          </Box>
          ? Quien lo use ya no podrá dar exámenes completos con él. Esta acción no se puede deshacer.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" color="error" onClick={() => void confirm()} disabled={revoke.isPending}>
          {revoke.isPending ? 'Revocando...' : 'Revocar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
