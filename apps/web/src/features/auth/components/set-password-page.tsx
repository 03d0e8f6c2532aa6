import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  paths,
  type PasswordTokenPurpose,
} from '@oece/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { NewPasswordFields, newPasswordReady } from '../../../components/ui/new-password-fields';
import { useSubmit } from '../../../components/ui/use-submit';
import { ApiError } from '../../../lib/api-client';
import { setPasswordWithLink } from '../api/set-password-with-link';

const TITLES: Record<PasswordTokenPurpose, string> = {
  SETUP: 'Crea tu contraseña',
  RESET: 'Crea una nueva contraseña',
};

type State =
  | { step: 'form' }
  | { step: 'done'; username: string; loginPath: string }
  /** The link is incomplete, expired or used: a new one is needed. */
  | { step: 'invalid'; message: string };

/**
 * Where an e-mailed link to set a password leads. Its token comes after # (never sent to the server
 * with the page), read here only in the browser.
 */
export function SetPasswordPage({ purpose }: { purpose: PasswordTokenPurpose }) {
  const token = useLocation().hash.slice(1);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [answered, setAnswered] = useState<State>({ step: 'form' });
  const saving = useSubmit(async () => {
    try {
      const answer = await setPasswordWithLink({ token, newPassword: password.trim() });
      setAnswered({ step: 'done', username: answer.username, loginPath: answer.loginPath });
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.code === 'PASSWORD_LINK_INVALID')) throw caught;
      setAnswered({ step: 'invalid', message: caught.message });
    }
  }, 'Error de conexión. Revisa tu internet e inténtalo de nuevo.');
  const state: State = token
    ? answered
    : { step: 'invalid', message: 'Este enlace está incompleto: ábrelo tal como llegó a tu correo.' };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (token) void saving.submit();
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, p: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {TITLES[purpose]}
          </Typography>
          {state.step === 'done' && (
            <>
              <Alert severity="success" role="status">
                Listo: tu contraseña quedó guardada. Ingresa con tu usuario <strong>{state.username}</strong>{' '}
                y tu nueva contraseña.
              </Alert>
              <Button variant="contained" size="large" component={Link} to={state.loginPath}>
                Iniciar sesión
              </Button>
            </>
          )}
          {state.step === 'invalid' && (
            <>
              <Alert severity="warning">{state.message}</Alert>
              <Button variant="contained" component={Link} to={paths.forgotPassword}>
                Pedir un enlace nuevo
              </Button>
            </>
          )}
          {state.step === 'form' && (
            <>
              <Typography color="text.secondary">
                Usa al menos {PASSWORD_MIN_LENGTH} caracteres ({ADMIN_PASSWORD_MIN_LENGTH} si administras el
                sitio); mejor una frase que solo tú recuerdes. Evita contraseñas comunes y tu propio usuario.
              </Typography>
              <NewPasswordFields
                password={password}
                repeated={repeated}
                onPassword={(value) => {
                  setPassword(value);
                  saving.reset();
                }}
                onRepeated={setRepeated}
                serverError={saving.error}
                autoFocus
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={saving.pending || !token || !newPasswordReady(password, repeated)}
              >
                {saving.pending ? 'Guardando...' : 'Guardar contraseña'}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
