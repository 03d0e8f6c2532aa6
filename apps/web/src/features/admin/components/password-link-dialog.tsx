import { DialogContentText } from '@mui/material';
import { useState } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSubmit } from '../../../components/ui/use-submit';
import { useResendCredentials } from '../api/orders-and-mail';
import { ShownLink } from './shown-link';

/** Whom a link goes to: the user's id, and how the dialog names them (their address). */
export interface LinkRecipient {
  userId: number;
  to: string;
}

/**
 * Sends a user a fresh link to set their password (7 days, once); their current password keeps
 * working. When no e-mail can leave, the link is shown once here, to copy and pass on by WhatsApp.
 */
export function PasswordLinkDialog({
  recipient,
  onClose,
}: {
  recipient: LinkRecipient | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const resend = useResendCredentials();
  const [shown, setShown] = useState<{ link: string; message: string } | null>(null);
  const sending = useSubmit(async (userId: number) => {
    const result = await resend.mutateAsync(userId);
    if (result.link) {
      setShown({ link: result.link, message: result.message });
      return;
    }
    toast.show(result.message, { severity: 'success', duration: SNACKBAR_MS });
    close();
  }, 'Error de red');

  function close() {
    setShown(null);
    sending.reset();
    onClose();
  }

  return (
    <FormDialog
      open={recipient !== null}
      onClose={close}
      title="Enviar enlace de contraseña"
      onSubmit={() => {
        if (shown) close();
        else if (recipient) void sending.submit(recipient.userId);
      }}
      submitLabel={shown ? 'Listo' : 'Enviar enlace'}
      pendingLabel="Enviando..."
      pending={sending.pending}
      error={sending.error}
    >
      {shown ? (
        <ShownLink link={shown.link} message={shown.message} />
      ) : (
        <DialogContentText>
          Se enviará a {recipient?.to} un enlace para crear una nueva contraseña. Vale por 7 días y sirve una
          sola vez; su contraseña actual seguirá funcionando hasta que la cambie.
        </DialogContentText>
      )}
    </FormDialog>
  );
}
