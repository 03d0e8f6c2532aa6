import { MenuItem, TextField } from '@mui/material';
import { daysSchema, passwordSchema, usernameSchema, paths } from '@oece/contracts';
import { capitalizeName, MEMBERSHIP_LABELS, MEMBERSHIP_LEVELS, type MembershipLevel } from '@oece/domain';
import { useState } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSubmit } from '../../../components/ui/use-submit';
import { useBrand } from '../../../config/settings';
import { useCreateUser } from '../api/create-user';
import { fieldError, numberOrNull } from '../../../components/ui/field-error';
import { welcomeMessage } from './welcome-message';

const EMPTY = { username: '', firstName: '', lastName: '', password: '', days: '' };
/** Without the paid offer no level is chosen, so the days are asked for, starting from a month. */
const ACCESS_DAYS_DEFAULT = '30';

export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const brand = useBrand();
  const toast = useToast();
  const create = useCreateUser();
  const daysRequired = !brand.paidOffer;
  const initial = daysRequired ? { ...EMPTY, days: ACCESS_DAYS_DEFAULT } : EMPTY;
  const [form, setForm] = useState(initial);
  const [level, setLevel] = useState<MembershipLevel | ''>(brand.paidOffer ? 'FREE' : '');
  const errors = {
    username: fieldError(usernameSchema, form.username),
    password: fieldError(passwordSchema, form.password),
    days:
      daysRequired && !form.days.trim()
        ? 'Indica los días de acceso'
        : fieldError(daysSchema, numberOrNull(form.days)),
  };
  const invalid = Object.values(errors).some((message) => message !== undefined);
  const set = (field: keyof typeof initial) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const creating = useSubmit(async () => {
    const firstName = capitalizeName(form.firstName);
    await create.mutateAsync({
      username: form.username.trim(),
      firstName,
      lastName: capitalizeName(form.lastName),
      password: form.password.trim(),
      days: numberOrNull(form.days),
      membershipLevel: level || null,
    });
    await copyWelcome(firstName);
    close();
  }, 'Error de red');

  /** The new member's credentials, ready to paste into a message; the user exists either way. */
  async function copyWelcome(firstName: string) {
    const text = welcomeMessage({
      brandName: brand.name,
      loginUrl: `${window.location.origin}${paths.login}`,
      username: form.username.trim().toLowerCase(),
      password: form.password.trim(),
      firstName,
    });
    try {
      await navigator.clipboard.writeText(text);
      toast.show('Usuario creado - Mensaje copiado al portapapeles', {
        severity: 'success',
        duration: SNACKBAR_MS,
      });
    } catch {
      toast.show('Usuario creado - No se pudo copiar el mensaje al portapapeles', {
        severity: 'warning',
        duration: SNACKBAR_MS,
      });
    }
  }

  function close() {
    setForm(initial);
    creating.reset();
    onClose();
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Crear usuario"
      onSubmit={() => void creating.submit()}
      submitLabel="Crear usuario"
      pendingLabel="Creando..."
      pending={creating.pending}
      ready={!invalid && form.username.trim() !== '' && form.password.trim() !== ''}
      error={creating.error && `Error al crear usuario: ${creating.error}`}
      maxWidth="sm"
    >
      <TextField
        label="DNI (usuario)"
        value={form.username}
        onChange={set('username')}
        error={errors.username !== undefined}
        helperText={errors.username}
        required
        autoFocus
      />
      <TextField label="Nombres" value={form.firstName} onChange={set('firstName')} />
      <TextField label="Apellidos" value={form.lastName} onChange={set('lastName')} />
      <TextField
        label="Contraseña"
        value={form.password}
        onChange={set('password')}
        error={errors.password !== undefined}
        helperText={errors.password ?? 'Al menos 8 caracteres, ni común ni igual al usuario'}
        required
      />
      <TextField
        label="Días de acceso"
        type="number"
        value={form.days}
        onChange={set('days')}
        error={errors.days !== undefined}
        helperText={
          errors.days ?? (daysRequired ? 'Cuentan desde hoy' : 'Vacío: la duración del nivel elegido')
        }
        required={daysRequired}
        slotProps={{ htmlInput: { min: 1 } }}
      />
      {brand.paidOffer && (
        <TextField
          select
          label="Tipo de membresía"
          value={level}
          onChange={(event) => setLevel(event.target.value as MembershipLevel)}
        >
          {MEMBERSHIP_LEVELS.map((option) => (
            <MenuItem key={option} value={option}>
              {MEMBERSHIP_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
