import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { NavLink, Outlet } from 'react-router';
import { SessionChecker } from '../../features/auth/components/session-checker';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { paths } from '../../config/paths';
import { brand } from '../../config/settings';

export function AdminLayout() {
  const logout = useLogout(paths.admin.login);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
      <AppBar position="sticky" elevation={1}>
        <Toolbar component="nav" aria-label="Administración" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{brand.name} · Administración</Typography>
          <Button color="inherit" component={NavLink} to={paths.admin.users}>
            Usuarios
          </Button>
          <Button color="inherit" component={NavLink} to={paths.admin.accessCodes}>
            Códigos de acceso
          </Button>
          <Button color="inherit" onClick={() => void logout()}>
            Cerrar sesión
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Outlet />
      </Container>
      <SessionChecker loginPath={paths.admin.login} />
    </Box>
  );
}
