import { TextField } from '@mui/material';
import { emailSchema, type User } from '@oece/contracts';
import { useState } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSubmit } from '../../../components/ui/use-submit';
import { useUpdateEmail } from '../api/orders-and-mail';
import { fieldError } from '../../../components/ui/field-error';

/** Sets the address a user's credentials are e-mailed to; empty removes it. Mount with a key per user. */
export function EmailDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateEmail();
  const [email, setEmail] = useState(user?.email ?? '');
  const emailError = fieldError(emailSchema, email.trim());
  const saving = useSubmit(async (userId: number) => {
    const result = await update.mutateAsync({ userId, email: email.trim() || null });
    toast.show(result.message, { severity: 'success', duration: SNACKBAR_MS });
    onClose();
  }, 'Error de red');

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      title="Cambiar correo"
      onSubmit={() => {
        if (user) void saving.submit(user.id);
      }}
      submitLabel="Guardar"
      pending={saving.pending}
      ready={emailError === undefined}
      error={saving.error}
    >
      <TextField label="Usuario" value={user?.username ?? ''} disabled />
      <TextField
        label="Correo electrónico"
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          saving.reset();
        }}
        error={emailError !== undefined}
        helperText={
          emailError ?? 'Aquí se envían sus enlaces de contraseña y sus pagos. Déjalo vacío para quitarlo.'
        }
        autoFocus
      />
    </FormDialog>
  );
}
