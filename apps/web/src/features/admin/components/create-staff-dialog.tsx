import { DialogContentText, TextField } from '@mui/material';
import { emailSchema, usernameSchema } from '@oece/contracts';
import { useState } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { fieldError } from '../../../components/ui/field-error';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSubmit } from '../../../components/ui/use-submit';
import { useCreateStaff } from '../api/create-staff';
import { ShownLink } from './shown-link';

const EMPTY = { username: '', firstName: '', lastName: '', email: '' };

/**
 * A new administrator: no password is chosen here, the new staff member creates theirs from the
 * e-mailed link (shown once to copy when no e-mail can leave).
 */
export function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const create = useCreateStaff();
  const [form, setForm] = useState(EMPTY);
  const [shown, setShown] = useState<{ link: string; message: string } | null>(null);
  const errors = {
    username: fieldError(usernameSchema, form.username),
    email: fieldError(emailSchema, form.email),
  };
  const filled = Object.values(form).every((value) => value.trim() !== '');
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const creating = useSubmit(async () => {
    const result = await create.mutateAsync(form);
    if (result.link) {
      setShown({ link: result.link, message: result.message });
      return;
    }
    toast.show(`Administrador creado. ${result.message}`, { severity: 'success', duration: SNACKBAR_MS });
    close();
  }, 'Error de red');

  function close() {
    setForm(EMPTY);
    setShown(null);
    creating.reset();
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Crear administrador"
      onSubmit={() => (shown ? close() : void creating.submit())}
      submitLabel={shown ? 'Listo' : 'Crear administrador'}
      pendingLabel="Creando..."
      pending={creating.pending}
      ready={Boolean(shown) || (filled && !errors.username && !errors.email)}
      error={creating.error && `Error al crear el administrador: ${creating.error}`}
      maxWidth="sm"
    >
      {shown ? (
        <ShownLink link={shown.link} message={shown.message} />
      ) : (
        <>
          <DialogContentText>
            Le enviaremos un enlace para crear su propia contraseña (al menos 12 caracteres). Ingresará por la
            página de administradores, con su verificación en dos pasos si el sitio la exige.
          </DialogContentText>
          <TextField
            label="Usuario"
            value={form.username}
            onChange={set('username')}
            error={errors.username !== undefined}
            helperText={errors.username}
            required
            autoFocus
          />
          <TextField label="Nombres" value={form.firstName} onChange={set('firstName')} required />
          <TextField label="Apellidos" value={form.lastName} onChange={set('lastName')} required />
          <TextField
            label="Correo"
            type="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email !== undefined}
            helperText={errors.email}
            required
          />
        </>
      )}
    </FormDialog>
  );
}
