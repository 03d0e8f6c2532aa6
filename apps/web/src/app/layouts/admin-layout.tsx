import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@oece/contracts';
import { SessionChecker } from '../../features/auth/components/session-checker';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { DemoSiteBanner } from '../../components/demo-site-banner';
import { useBrand } from '../../config/settings';

/** NavLink marks the current section with .active (and aria-current="page"). */
const CURRENT_SECTION = { '&.active': { bgcolor: 'rgba(255, 255, 255, 0.18)' } } as const;

export function AdminLayout() {
  const brand = useBrand();
  const logout = useLogout(paths.admin.login);
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.50' }}>
      <DemoSiteBanner />
      <AppBar position="sticky" elevation={1}>
        <Toolbar
          component="nav"
          aria-label="Administración"
          sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, md: 0 } }}
        >
          <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
            {/* On a phone the bar keeps to two rows: the title, then the sections side by side. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {brand.name} ·{' '}
            </Box>
            Administración
          </Typography>
          <Button color="inherit" onClick={() => void logout()} sx={{ order: { xs: 0, md: 1 } }}>
            Cerrar sesión
          </Button>
          <Box
            sx={{
              display: 'flex',
              gap: 0.5,
              overflowX: 'auto',
              whiteSpace: 'nowrap',
              width: { xs: '100%', md: 'auto' },
              '& > a': { flexShrink: 0 },
            }}
          >
            <Button color="inherit" component={NavLink} to={paths.admin.users} sx={CURRENT_SECTION}>
              Usuarios
            </Button>
            <Button color="inherit" component={NavLink} to={paths.admin.questions} sx={CURRENT_SECTION}>
              Preguntas
            </Button>
            <Button color="inherit" component={NavLink} to={paths.admin.questionReports} sx={CURRENT_SECTION}>
              Reportes
            </Button>
            <Button color="inherit" component={NavLink} to={paths.admin.accessCodes} sx={CURRENT_SECTION}>
              Códigos de acceso
            </Button>
            <Button color="inherit" component={NavLink} to={paths.admin.schedule} sx={CURRENT_SECTION}>
              Cronograma
            </Button>
            <Button color="inherit" component={NavLink} to={paths.admin.orders} sx={CURRENT_SECTION}>
              Órdenes
            </Button>
            <Button color="inherit" component={NavLink} to={paths.admin.mail} sx={CURRENT_SECTION}>
              Correos
            </Button>
            <Button color="inherit" component={NavLink} to={paths.admin.jobs} sx={CURRENT_SECTION}>
              Tareas
            </Button>
            <Button color="inherit" component={NavLink} to={paths.admin.security} sx={CURRENT_SECTION}>
              Seguridad
            </Button>
            <Button color="inherit" component={NavLink} to={paths.admin.staff} sx={CURRENT_SECTION}>
              Equipo
            </Button>
            <Button color="inherit" component={NavLink} to={paths.admin.audit} sx={CURRENT_SECTION}>
              Auditoría
            </Button>
          </Box>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Outlet />
      </Container>
      <SessionChecker loginPath={paths.admin.login} />
    </Box>
  );
}
