import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@oece/contracts';
import { SessionChecker } from '../../features/auth/components/session-checker';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { DemoSiteBanner } from '../../components/demo-site-banner';
import { useBrand } from '../../config/settings';

/** The console's sections, in the order of the navigation bar. */
const SECTIONS: readonly (readonly [string, string])[] = [
  [paths.admin.users, 'Usuarios'],
  [paths.admin.questions, 'Preguntas'],
  [paths.admin.questionReports, 'Reportes'],
  [paths.admin.accessCodes, 'Códigos de acceso'],
  [paths.admin.schedule, 'Cronograma'],
  [paths.admin.orders, 'Órdenes'],
  [paths.admin.mail, 'Correos'],
  [paths.admin.jobs, 'Tareas'],
  [paths.admin.security, 'Seguridad'],
  [paths.admin.staff, 'Equipo'],
  [paths.admin.audit, 'Auditoría'],
];

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
            {SECTIONS.map(([to, label]) => (
              <Button key={to} color="inherit" component={NavLink} to={to} sx={CURRENT_SECTION}>
                {label}
              </Button>
            ))}
          </Box>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
        <Outlet />
      </Container>
      <SessionChecker loginPath={paths.admin.login} />
    </Box>
  );
}
