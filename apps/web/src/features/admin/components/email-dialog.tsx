import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { emailSchema, type User } from '@oece/contracts';
import { useState, type FormEvent } from 'react';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useUpdateEmail } from '../api/orders-and-mail';
import { fieldError } from './field-error';

/** Sets the address a user's credentials are e-mailed to; empty removes it. Mount with a key per user. */
export function EmailDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateEmail();
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const emailError = fieldError(emailSchema, email.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    try {
      const result = await update.mutateAsync({ userId: user.id, email: email.trim() || null });
      toast.show(result.message, { severity: 'success', duration: SNACKBAR_MS });
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Error al actualizar el correo');
    }
  }

  return (
    <Dialog open={user !== null} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Cambiar correo</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField label="Usuario" value={user?.username ?? ''} disabled />
          <TextField
            label="Correo electrónico"
            type="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            error={emailError !== undefined}
            helperText={emailError ?? 'Aquí se envían sus credenciales. Déjalo vacío para quitarlo.'}
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={update.isPending || emailError !== undefined}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
