import { Alert, Box, Button, Card, CardContent, Link as MuiLink, TextField, Typography } from '@mui/material';
import { paths } from '@oece/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSubmit } from '../../../components/ui/use-submit';
import { chatLink, useSettings } from '../../../config/settings';
import { island } from '../../../app/islands/island';
import { trackedLink } from '../../../lib/analytics';
import { useHydrated } from '../../../lib/use-hydrated';
import { requestPasswordReset } from '../api/request-password-reset';

/**
 * Asks for a link to set a new password, by the account's username or e-mail. The whole card is the
 * page's island: its form, its answer and the links under it.
 */
export function ForgotPasswordForm() {
  const settings = useSettings();
  const hydrated = useHydrated();
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const sending = useSubmit(async () => {
    const answer = await requestPasswordReset({ login: login.trim().toLowerCase() });
    setSent(answer.message);
  }, 'Error de conexión. Revisa tu internet e inténtalo de nuevo.');

  function submit(event: FormEvent) {
    event.preventDefault();
    void sending.submit();
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, p: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            ¿Olvidaste tu contraseña?
          </Typography>
          {sent ? (
            <Alert severity="success" role="status">
              {sent}
            </Alert>
          ) : (
            <>
              <Typography color="text.secondary">
                Escribe tu usuario o tu correo. Si tu cuenta tiene un correo registrado, te enviaremos un
                enlace para crear una nueva contraseña.
              </Typography>
              {sending.error && <Alert severity="error">{sending.error}</Alert>}
              <TextField
                // Not a generated id: the island's own root would generate another than the server's.
                id="forgot-password-login"
                label="Usuario o correo"
                name="username"
                autoComplete="username"
                value={login}
                onChange={(event) => setLogin(event.target.value)}
                autoFocus
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={sending.pending || !hydrated || !login.trim()}
              >
                {sending.pending ? 'Enviando...' : 'Enviar enlace'}
              </Button>
            </>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            ¿No tienes correo registrado?{' '}
            <MuiLink
              href={chatLink(settings, `Hola, olvidé mi contraseña del ${settings.brand.name}.`)}
              target="_blank"
              rel="noopener"
              {...trackedLink('whatsapp_contact', 'forgot_password')}
            >
              Escríbenos por WhatsApp
            </MuiLink>
          </Typography>
          <MuiLink component={Link} to={paths.login} sx={{ textAlign: 'center' }}>
            Volver a iniciar sesión
          </MuiLink>
        </CardContent>
      </Card>
    </Box>
  );
}

export const ForgotPasswordPage = island('forgot-password-form', ForgotPasswordForm);
