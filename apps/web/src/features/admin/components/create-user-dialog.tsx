import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { daysSchema, passwordSchema, usernameSchema, paths } from '@oece/contracts';
import { capitalizeName, MEMBERSHIP_LABELS, MEMBERSHIP_LEVELS, type MembershipLevel } from '@oece/domain';
import { useState, type FormEvent } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useBrand } from '../../../config/settings';
import { ApiError } from '../../../lib/api-client';
import { useCreateUser } from '../api/create-user';
import { fieldError, numberOrNull } from './field-error';
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
  const [error, setError] = useState<string | null>(null);
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

  function close() {
    setForm(initial);
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const firstName = capitalizeName(form.firstName);
    try {
      await create.mutateAsync({
        username: form.username.trim(),
        firstName,
        lastName: capitalizeName(form.lastName),
        password: form.password.trim(),
        days: numberOrNull(form.days),
        membershipLevel: level || null,
      });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Error al crear usuario');
      return;
    }
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
    close();
  }

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Crear usuario</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">Error al crear usuario: {error}</Alert>}
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
            helperText={errors.password ?? 'Al menos 6 caracteres'}
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
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancelar</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending || invalid || !form.username.trim() || !form.password.trim()}
          >
            {create.isPending ? 'Creando...' : 'Crear usuario'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
