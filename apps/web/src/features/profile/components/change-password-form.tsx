import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { NewPasswordFields, newPasswordReady } from '../../../components/ui/new-password-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { changeOwnPassword } from '../api/change-own-password';

interface Errors {
  current?: string;
  next?: string;
  form?: string;
}

/** The member's own password: the current one, and the new one twice. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const ready = current.trim() !== '' && newPasswordReady(next, repeated);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setDone(null);
    try {
      const answer = await changeOwnPassword({ currentPassword: current.trim(), newPassword: next.trim() });
      setDone(answer.message);
      setCurrent('');
      setNext('');
      setRepeated('');
    } catch (caught) {
      if (!(caught instanceof ApiError) || caught.isNetwork) {
        setErrors({ form: 'Error de conexión. Revisa tu internet e inténtalo de nuevo.' });
      } else if (caught.code === 'INVALID_PASSWORD') {
        setErrors({ current: caught.message });
      } else if (caught.code === 'VALIDATION_ERROR') {
        setErrors({ next: caught.message });
      } else {
        setErrors({ form: caught.message });
      }
    } finally {
      setPending(false);
    }
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
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
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
          <Button type="submit" variant="contained" disabled={pending || !ready}>
            {pending ? 'Guardando...' : 'Cambiar contraseña'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
