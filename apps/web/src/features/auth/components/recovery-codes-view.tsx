import { Alert, Box, Button, Typography } from '@mui/material';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { saveFile } from '../../../lib/save-file';

/**
 * The recovery codes, shown once: each lets the administrator in once without the phone. Nothing
 * goes on until they say the codes are kept.
 */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const toast = useToast();
  const text = `Códigos de recuperación (cada uno sirve una sola vez):\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.show('Códigos copiados', { severity: 'success', duration: SNACKBAR_MS });
    } catch {
      toast.show('No se pudo copiar: descárgalos o anótalos.', { severity: 'error', duration: SNACKBAR_MS });
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="warning">
        Guarda estos códigos en un lugar seguro: no se volverán a mostrar. Si pierdes tu teléfono, cada código
        te permite ingresar una sola vez.
      </Alert>
      <Box
        component="ul"
        aria-label="Códigos de recuperación"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
        }}
      >
        {codes.map((code) => (
          <Typography component="li" key={code} sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
            {code}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copiar
        </Button>
        <Button
          variant="outlined"
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'codigos-de-recuperacion.txt')}
        >
          Descargar
        </Button>
      </Box>
      <Button variant="contained" onClick={onDone}>
        Ya los guardé
      </Button>
    </Box>
  );
}
