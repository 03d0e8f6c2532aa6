import { TextField } from '@mui/material';
import { passwordSchema, type User } from '@oece/contracts';
import { useState } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSubmit } from '../../../components/ui/use-submit';
import { useChangePassword } from '../api/change-password';
import { fieldError } from '../../../components/ui/field-error';

export function ChangePasswordDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const toast = useToast();
  const change = useChangePassword();
  const [password, setPassword] = useState('');
  const passwordError = fieldError(passwordSchema, password);
  const saving = useSubmit(async (userId: number) => {
    await change.mutateAsync({ userId, newPassword: password.trim() });
    toast.show('Contraseña actualizada correctamente', { severity: 'success', duration: SNACKBAR_MS });
    close();
  }, 'Error de red');

  function close() {
    setPassword('');
    saving.reset();
    onClose();
  }

  return (
    <FormDialog
      open={user !== null}
      onClose={close}
      title="Cambiar contraseña"
      onSubmit={() => {
        if (user) void saving.submit(user.id);
      }}
      submitLabel="Guardar"
      pending={saving.pending}
      ready={password.trim() !== '' && passwordError === undefined}
      error={saving.error && `Error al actualizar contraseña: ${saving.error}`}
    >
      <TextField label="Usuario" value={user?.username ?? ''} disabled />
      <TextField
        label="Nueva contraseña"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError !== undefined}
        helperText={
          passwordError ??
          'Al menos 8 caracteres (12 para un administrador), ni común ni igual al usuario. Se cerrarán sus sesiones abiertas.'
        }
        autoFocus
        required
      />
    </FormDialog>
  );
}
