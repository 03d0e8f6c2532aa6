import { DialogContentText } from '@mui/material';
import type { StaffMember } from '@oece/contracts';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSubmit } from '../../../components/ui/use-submit';
import { useSetStaffActive } from '../api/set-staff-active';

/** Confirms deactivating an administrator's account (its sessions end) or reactivating it. */
export function StaffActiveDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const toast = useToast();
  const setActive = useSetStaffActive();
  const activating = member?.deactivatedAt !== null;
  const saving = useSubmit(async (id: number) => {
    const result = await setActive.mutateAsync({ id, active: activating });
    toast.show(result.message, { severity: 'success', duration: SNACKBAR_MS });
    close();
  }, 'Error de red');

  function close() {
    saving.reset();
    onClose();
  }

  return (
    <FormDialog
      open={member !== null}
      onClose={close}
      title={activating ? 'Reactivar administrador' : 'Desactivar administrador'}
      onSubmit={() => member && void saving.submit(member.id)}
      submitLabel={activating ? 'Reactivar' : 'Desactivar'}
      pendingLabel="Guardando..."
      submitColor={activating ? 'primary' : 'error'}
      pending={saving.pending}
      error={saving.error}
    >
      <DialogContentText>
        {activating
          ? `¿Reactivar la cuenta de ${member?.username}? Podrá volver a ingresar con su contraseña.`
          : `¿Desactivar la cuenta de ${member?.username}? Sus sesiones se cerrarán y no podrá ingresar hasta que otro administrador la reactive.`}
      </DialogContentText>
    </FormDialog>
  );
}
