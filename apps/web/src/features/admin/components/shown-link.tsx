import { Alert, Button, TextField } from '@mui/material';
import { SNACKBAR_MS, useToast } from '../../../components/toast';

/**
 * A link to create a password that no e-mail could carry, shown this once with the server's words,
 * to copy and pass on by WhatsApp: it is kept nowhere.
 */
export function ShownLink({ link, message }: { link: string; message: string }) {
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.show('Enlace copiado', { severity: 'success', duration: SNACKBAR_MS });
    } catch {
      toast.show('No se pudo copiar el enlace: selecciónalo y cópialo a mano', {
        severity: 'warning',
        duration: SNACKBAR_MS,
      });
    }
  }

  return (
    <>
      <Alert severity="warning">{message} No se guarda: cópialo ahora.</Alert>
      <TextField
        label="Enlace para crear la contraseña"
        value={link}
        fullWidth
        multiline
        slotProps={{ htmlInput: { readOnly: true } }}
        onFocus={(event) => event.target.select()}
      />
      <Button variant="outlined" sx={{ justifySelf: 'start' }} onClick={() => void copy()}>
        Copiar enlace
      </Button>
    </>
  );
}
