import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Box, Button, TextField, Typography } from '@mui/material';
import type { AccessCode } from '@oece/contracts';
import { useState, type FormEvent } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useSubmit } from '../../../components/ui/use-submit';
import { useCreateAccessCode } from '../api/create-access-code';
import { useAccessCodes } from '../api/get-access-codes';

// The contract's limit: the field stops at it instead of the server refusing a longer note.
const NOTE_MAX_LENGTH = 200;

export function GenerateAccessCodeForm() {
  const toast = useToast();
  const create = useCreateAccessCode();
  const [note, setNote] = useState('');
  const [created, setCreated] = useState<AccessCode | null>(null);
  // A code revoked in the list below must not stay here ready to be copied and sent.
  const codes = useAccessCodes();
  const revoked = codes.data?.accessCodes.some((code) => code.id === created?.id && code.state === 'REVOKED');

  const generating = useSubmit(async () => {
    const { accessCode } = await create.mutateAsync({ note: note.trim() });
    setCreated(accessCode);
    setNote('');
  }, 'Error de red');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failure = await generating.submit();
    if (failure) {
      toast.show(`No se pudo generar el código: ${failure}`, { severity: 'error', duration: SNACKBAR_MS });
    }
  }

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toast.show('Código copiado', { severity: 'success', duration: SNACKBAR_MS });
    } catch {
      toast.show('No se pudo copiar el código', { severity: 'warning', duration: SNACKBAR_MS });
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          label="Nota (opcional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          helperText="Para recordar a quién se entregó el código."
          sx={{ flex: '1 1 260px' }}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
        <Button type="submit" variant="contained" disabled={generating.pending} sx={{ mt: 1 }}>
          {generating.pending ? 'Generando...' : 'Generar código'}
        </Button>
      </Box>
      {created && !revoked && (
        <Alert severity="success" onClose={() => setCreated(null)} closeText="Cerrar">
          <AlertTitle>Código generado</AlertTitle>
          <Typography
            data-testid="generated-access-code"
            sx={{
              fontFamily: 'monospace',
              fontSize: { xs: '1.1rem', sm: '1.75rem' },
              fontWeight: 700,
              letterSpacing: '0.05em',
              overflowWrap: 'anywhere',
            }}
          >
            {created.code}
          </Typography>
          {created.note && <Typography variant="body2">Nota: {created.note}</Typography>}
          <Button
            variant="outlined"
            color="success"
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copy(created.code)}
            sx={{ mt: 1 }}
          >
            Copiar
          </Button>
        </Alert>
      )}
    </Box>
  );
}
