import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { passwordSchema, type User } from '@oece/contracts';
import { useState, type FormEvent } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';
import { fieldError } from './field-error';

export function ChangePasswordDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const toast = useToast();
  const change = useChangePassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordError = fieldError(passwordSchema, password);

  function close() {
    setPassword('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    try {
      await change.mutateAsync({ userId: user.id, newPassword: password.trim() });
      toast.show('Contraseña actualizada correctamente', { severity: 'success', duration: SNACKBAR_MS });
      close();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Error al actualizar contraseña');
    }
  }

  return (
    <Dialog open={user !== null} onClose={close} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Cambiar contraseña</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">Error al actualizar contraseña: {error}</Alert>}
          <TextField label="Usuario" value={user?.username ?? ''} disabled />
          <TextField
            label="Nueva contraseña"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError !== undefined}
            helperText={passwordError ?? 'Al menos 6 caracteres. Se cerrarán sus sesiones abiertas.'}
            autoFocus
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancelar</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending || !password.trim() || passwordError !== undefined}
          >
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
