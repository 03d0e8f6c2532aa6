import { TextField } from '@mui/material';
import { PERSON_NAME_MAX_LENGTH, requiredPersonNameSchema } from '@oece/contracts';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { fieldError } from '../../../components/ui/field-error';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSubmit } from '../../../components/ui/use-submit';
import { updateOwnNames } from '../api/update-own-names';

const firstNameSchema = requiredPersonNameSchema('El nombre');
const lastNameSchema = requiredPersonNameSchema('El apellido');

/**
 * The member's own names, as the dashboard greets them: both required. Mounted when opened, with
 * the current `names` filled in; `onSaved` reloads the session's user.
 */
export function NamesDialog({
  names,
  onClose,
  onSaved,
}: {
  names: { firstName: string; lastName: string };
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const toast = useToast();
  const [form, setForm] = useState(names);
  const errors = {
    firstName: fieldError(firstNameSchema, form.firstName),
    lastName: fieldError(lastNameSchema, form.lastName),
  };
  const ready =
    form.firstName.trim() !== '' && form.lastName.trim() !== '' && !errors.firstName && !errors.lastName;
  const saving = useSubmit(async () => {
    await updateOwnNames(form);
    await onSaved();
    toast.show('Tus nombres quedaron guardados.', { severity: 'success' });
    onClose();
  }, 'Error de conexión. Revisa tu internet e inténtalo de nuevo.');
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Editar mis nombres"
      onSubmit={() => void saving.submit()}
      submitLabel="Guardar"
      pendingLabel="Guardando..."
      pending={saving.pending}
      ready={ready}
      error={saving.error}
    >
      <TextField
        label="Nombres"
        autoComplete="given-name"
        value={form.firstName}
        onChange={set('firstName')}
        error={errors.firstName !== undefined}
        helperText={errors.firstName}
        slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX_LENGTH } }}
        required
        autoFocus
      />
      <TextField
        label="Apellidos"
        autoComplete="family-name"
        value={form.lastName}
        onChange={set('lastName')}
        error={errors.lastName !== undefined}
        helperText={errors.lastName}
        slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX_LENGTH } }}
        required
      />
    </FormDialog>
  );
}
