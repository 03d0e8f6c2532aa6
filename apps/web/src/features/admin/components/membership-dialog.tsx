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
import { daysSchema, type User } from '@oece/contracts';
import {
  formatDate,
  MEMBERSHIP_LABELS,
  MEMBERSHIP_LEVELS,
  membershipExpiration,
  type MembershipLevel,
} from '@oece/domain';
import { useState, type FormEvent } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useUpdateMembership } from '../api/update-membership';
import { fieldError, numberOrNull } from './field-error';

/** What saving would give: the level's length (or the days typed) from now. */
function end(level: MembershipLevel, days: string): Date {
  return membershipExpiration(level, new Date(), numberOrNull(days));
}

export function MembershipDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateMembership();
  // The page mounts one dialog per user (key): it opens on the user's current level.
  const [level, setLevel] = useState<MembershipLevel>(user?.currentMembership?.level ?? 'BASIC');
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  const daysError = fieldError(daysSchema, numberOrNull(days));

  function close() {
    setDays('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    try {
      await update.mutateAsync({
        userId: user.id,
        membershipType: level,
        days: numberOrNull(days),
      });
      toast.show('Membresía actualizada correctamente', { severity: 'success', duration: SNACKBAR_MS });
      close();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Error al actualizar membresía');
    }
  }

  return (
    <Dialog open={user !== null} onClose={close} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Actualizar membresía</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">Error al actualizar membresía: {error}</Alert>}
          <TextField label="Usuario" value={user?.username ?? ''} disabled />
          <TextField
            select
            label="Tipo de membresía"
            value={level}
            onChange={(event) => setLevel(event.target.value as MembershipLevel)}
            helperText={daysError ? undefined : `Desde hoy hasta el ${formatDate(end(level, days))}`}
          >
            {MEMBERSHIP_LEVELS.map((option) => (
              <MenuItem key={option} value={option}>
                {MEMBERSHIP_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Días de acceso"
            type="number"
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={daysError !== undefined}
            helperText={daysError ?? 'Vacío: la duración del nivel elegido, desde hoy'}
            slotProps={{ htmlInput: { min: 1 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={update.isPending || daysError !== undefined}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
