import { Box, DialogContentText } from '@mui/material';
import type { AccessCode } from '@oece/contracts';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSubmit } from '../../../components/ui/use-submit';
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
  const revoking = useSubmit(async (id: number) => {
    await revoke.mutateAsync(id);
    toast.show('Código revocado', { severity: 'success', duration: SNACKBAR_MS });
    onClose();
  }, 'Error de red');

  async function confirm() {
    if (!accessCode) return;
    const failure = await revoking.submit(accessCode.id);
    if (failure) {
      toast.show(`No se pudo revocar el código: ${failure}`, { severity: 'error', duration: SNACKBAR_MS });
    }
  }

  return (
    <FormDialog
      open={accessCode !== null}
      onClose={onClose}
      title="Revocar código"
      onSubmit={() => void confirm()}
      submitLabel="Revocar"
      pendingLabel="Revocando..."
      submitColor="error"
      pending={revoking.pending}
    >
      <DialogContentText>
        ¿Revocar el código{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
          {accessCode?.code}
        </Box>
        ? Quien lo use ya no podrá dar exámenes completos con él. Esta acción no se puede deshacer.
      </DialogContentText>
    </FormDialog>
  );
}
