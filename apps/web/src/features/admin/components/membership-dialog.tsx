import { MenuItem, TextField } from '@mui/material';
import { daysSchema, type User } from '@oece/contracts';
import {
  formatDate,
  MEMBERSHIP_LABELS,
  MEMBERSHIP_LEVELS,
  membershipExpiration,
  type MembershipLevel,
} from '@oece/domain';
import { useState } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSubmit } from '../../../components/ui/use-submit';
import { useUpdateMembership } from '../api/update-membership';
import { fieldError, numberOrNull } from '../../../components/ui/field-error';

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
  const daysError = fieldError(daysSchema, numberOrNull(days));
  const saving = useSubmit(async (userId: number) => {
    await update.mutateAsync({ userId, membershipType: level, days: numberOrNull(days) });
    toast.show('Membresía actualizada correctamente', { severity: 'success', duration: SNACKBAR_MS });
    close();
  }, 'Error de red');

  function close() {
    setDays('');
    saving.reset();
    onClose();
  }

  return (
    <FormDialog
      open={user !== null}
      onClose={close}
      title="Actualizar membresía"
      onSubmit={() => {
        if (user) void saving.submit(user.id);
      }}
      submitLabel="Guardar"
      pending={saving.pending}
      ready={daysError === undefined}
      error={saving.error && `Error al actualizar membresía: ${saving.error}`}
    >
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
    </FormDialog>
  );
}
