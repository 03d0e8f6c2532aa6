import { Alert, Box, Button, Card, CardContent, Link as MuiLink, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@oece/contracts';
import { chatLink, useSettings } from '../../../config/settings';
import { trackedLink } from '../../../lib/analytics';
import { island } from '../../../app/islands/island';
import { useSession } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { login, LoginError } from '../api/login';
import { PasswordField } from '../../../components/ui/password-field';

/** The login card: all of it is the page's island (its form, and the links under it). */
export function LoginForm() {
  const settings = useSettings();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // What the browser filled in before the page's code ran (typed, or the password manager's) counts.
  useEffect(() => {
    const fields = form.current?.elements;
    const value = (name: string) => (fields?.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    setUsername((current) => current || value('username'));
    setPassword((current) => current || value('password'));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(await login({ username, password }));
      navigate(paths.dashboard.exams, { replace: true });
    } catch (caught) {
      setError(caught instanceof LoginError ? caught.message : 'Error al iniciar sesión');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent
          component="form"
          ref={form}
          onSubmit={submit}
          noValidate
          sx={{ display: 'grid', gap: 2, p: 3 }}
        >
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Iniciar sesión
          </Typography>
          <Typography color="text.secondary">
            Accede con el usuario y la contraseña de tu membresía.
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Usuario"
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoFocus
          />
          <PasswordField
            label="Contraseña"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !hydrated || !username.trim() || !password.trim()}
          >
            {busy ? 'Ingresando...' : 'Iniciar sesión'}
          </Button>
          <MuiLink component={Link} to={paths.forgotPassword} variant="body2" sx={{ textAlign: 'center' }}>
            ¿Olvidaste tu contraseña?
          </MuiLink>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
            ¿Aún no tienes acceso?
          </Typography>
          {settings.brand.pricing && (
            <Button variant="outlined" component={Link} to={paths.pricing}>
              Ver planes
            </Button>
          )}
          <MuiLink
            href={chatLink(settings, `Hola, quiero acceder al ${settings.brand.name}.`)}
            target="_blank"
            rel="noopener"
            {...trackedLink('whatsapp_contact', 'login')}
            variant="body2"
            sx={{ textAlign: 'center' }}
          >
            Escríbenos por WhatsApp
          </MuiLink>
        </CardContent>
      </Card>
    </Box>
  );
}

export const LoginPage = island('login-form', LoginForm);
