import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields, newPasswordReady } from '../../../components/ui/new-password-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { useSubmit } from '../../../components/ui/use-submit';
import { ApiError } from '../../../lib/api-client';
import { changeOwnPassword } from '../api/change-own-password';

/** Where the server's refusal belongs: the current password, or the new one. */
interface FieldErrors {
  current?: string;
  next?: string;
}

const FIELD_OF_CODE: Record<string, keyof FieldErrors> = {
  INVALID_PASSWORD: 'current',
  VALIDATION_ERROR: 'next',
};

/** The member's own password: the current one, and the new one twice. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const saving = useSubmit(async () => {
    setErrors({});
    setDone(null);
    try {
      const answer = await changeOwnPassword({ currentPassword: current.trim(), newPassword: next.trim() });
      setDone(answer.message);
      setCurrent('');
      setNext('');
      setRepeated('');
    } catch (caught) {
      // A refusal of one field is shown under it; any other failure above the form.
      if (!(caught instanceof ApiError)) throw caught;
      const field = FIELD_OF_CODE[caught.code];
      if (!field) throw caught;
      setErrors({ [field]: caught.message });
    }
  }, 'Error de conexión. Revisa tu internet e inténtalo de nuevo.');

  const ready = current.trim() !== '' && newPasswordReady(next, repeated);

  function submit(event: FormEvent) {
    event.preventDefault();
    void saving.submit();
  }

  return (
    <Card sx={{ mt: 3 }}>
      <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Cambiar contraseña
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Al guardarla se cerrarán tus sesiones en otros dispositivos; esta sigue abierta.
        </Typography>
        {done && (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        )}
        {saving.error && <Alert severity="error">{saving.error}</Alert>}
        <PasswordField
          label="Contraseña actual"
          name="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
            setErrors((previous) => ({ ...previous, current: undefined }));
          }}
          error={errors.current !== undefined}
          helperText={errors.current}
        />
        <NewPasswordFields
          password={next}
          repeated={repeated}
          onPassword={(value) => {
            setNext(value);
            setErrors((previous) => ({ ...previous, next: undefined }));
          }}
          onRepeated={setRepeated}
          serverError={errors.next}
          hint="Al menos 8 caracteres; evita contraseñas comunes y tu usuario."
        />
        <Box>
          <Button type="submit" variant="contained" disabled={saving.pending || !ready}>
            {saving.pending ? 'Guardando...' : 'Cambiar contraseña'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
