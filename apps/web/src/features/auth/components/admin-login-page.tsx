import { Box, Button, Card, CardContent, Link as MuiLink, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@oece/contracts';
import { SNACKBAR_MS, useToast } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { login } from '../api/login';
import { adminLoginMessage } from './admin-login-message';
import { PasswordField } from '../../../components/ui/password-field';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn(await login({ username, password }, 'admin'));
      navigate(paths.admin.users, { replace: true });
    } catch (error) {
      toast.show(adminLoginMessage(error), { severity: 'error', duration: SNACKBAR_MS });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, bgcolor: 'grey.100' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, p: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Administración
          </Typography>
          <TextField
            label="Usuario"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoFocus
          />
          <PasswordField
            label="Contraseña"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={busy || !username.trim() || !password.trim()}>
            {busy ? 'Ingresando...' : 'Ingresar'}
          </Button>
          <MuiLink component={Link} to={paths.forgotPassword} variant="body2" sx={{ textAlign: 'center' }}>
            ¿Olvidaste tu contraseña?
          </MuiLink>
        </CardContent>
      </Card>
    </Box>
  );
}
