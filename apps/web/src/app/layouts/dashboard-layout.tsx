import AccountCircle from '@mui/icons-material/AccountCircle';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import HomeIcon from '@mui/icons-material/Home';
import InsightsIcon from '@mui/icons-material/Insights';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import QuizIcon from '@mui/icons-material/Quiz';
import ReplayIcon from '@mui/icons-material/Replay';
import SellIcon from '@mui/icons-material/Sell';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
} from '@mui/material';
import type { Brand } from '@oece/domain';
import { useState, type ReactNode } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { paths } from '@oece/contracts';
import { SessionChecker } from '../../features/auth/components/session-checker';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useBrand } from '../../config/settings';
import { useSession } from '../../lib/session';
import { useInFocusMode } from '../../components/focus-mode';
import { DemoSiteBanner } from '../../components/demo-site-banner';
import { PlanStatus } from '../../components/plan-status';

const DRAWER_WIDTH = 240;

interface MenuEntry {
  label: string;
  to: string;
  icon: ReactNode;
  end?: boolean;
}

function menu(brand: Brand): MenuEntry[] {
  return [
    { label: 'Inicio', to: paths.dashboard.home, icon: <HomeIcon />, end: true },
    { label: 'Mi perfil', to: paths.dashboard.profile, icon: <PersonIcon /> },
    { label: 'Dar examen', to: paths.dashboard.exams, icon: <QuizIcon /> },
    { label: 'Mi progreso', to: paths.dashboard.history, icon: <InsightsIcon /> },
    ...(brand.premiumExtras
      ? [{ label: 'Repaso de errores', to: paths.dashboard.review, icon: <ReplayIcon /> }]
      : []),
    ...(brand.pricing ? [{ label: 'Nuestros planes', to: paths.dashboard.pricing, icon: <SellIcon /> }] : []),
    ...(brand.publicContent
      ? [{ label: 'Cronograma', to: paths.schedule, icon: <CalendarMonthIcon /> }]
      : []),
  ];
}

export function DashboardLayout() {
  const brand = useBrand();
  const [mobileOpen, setMobileOpen] = useState(false);
  const logout = useLogout();
  // A running exam has the screen to itself.
  const focus = useInFocusMode();

  const drawer = (
    <Box component="nav" aria-label="Menú lateral">
      <Toolbar sx={{ gap: 1 }}>
        <img src={brand.logo} alt="" width={28} height={28} />
        <Typography sx={{ fontWeight: 700 }}>{brand.name}</Typography>
      </Toolbar>
      <Divider />
      <List>
        {/* Each entry in its own list item: a link or button straight inside the list is not one. */}
        {menu(brand).map((entry) => (
          <ListItem key={entry.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={entry.to}
              end={entry.end}
              onClick={() => setMobileOpen(false)}
              sx={{ '&.active': { bgcolor: 'action.selected' } }}
            >
              <ListItemIcon>{entry.icon}</ListItemIcon>
              <ListItemText primary={entry.label} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton onClick={() => void logout()}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Cerrar sesión" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SessionChecker loginPath={paths.login} />
      {!focus && (
        <>
          <AppBar
            position="fixed"
            color="default"
            elevation={1}
            sx={{
              bgcolor: 'background.paper',
              width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
              ml: { md: `${DRAWER_WIDTH}px` },
            }}
          >
            <Toolbar>
              <IconButton
                aria-label="Abrir menú"
                edge="start"
                onClick={() => setMobileOpen(true)}
                sx={{ mr: 1, display: { md: 'none' } }}
              >
                <MenuIcon />
              </IconButton>
              <Box sx={{ flexGrow: 1 }} />
              <UserMenu onLogout={() => void logout()} />
            </Toolbar>
          </AppBar>
          <Box component="div" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
            <Drawer
              variant="temporary"
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              ModalProps={{ keepMounted: true }}
              slotProps={{ paper: { 'aria-label': 'Menú' } }}
              sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
            >
              {drawer}
            </Drawer>
            <Drawer
              variant="permanent"
              open
              sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
            >
              {drawer}
            </Drawer>
          </Box>
        </>
      )}
      <Box
        component="main"
        sx={{ flexGrow: 1, minWidth: 0, p: focus ? 0 : { xs: 2, md: 3 }, mt: focus ? 0 : 8 }}
      >
        {/* Under the fixed bar, in the page's flow: a banner above the bar would hide behind it. */}
        <DemoSiteBanner />
        {!focus && <PlanStatus />}
        <Outlet />
      </Box>
    </Box>
  );
}

function UserMenu({ onLogout }: { onLogout: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user?.firstName || user?.username || '';
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  return (
    <>
      {/* Its name starts with the name it shows (WCAG 2.5.3), then says what it opens. */}
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`${name}, menú de usuario`}
      >
        <Box component="span" sx={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {name}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => go(paths.dashboard.profile)}>Mi perfil</MenuItem>
        <MenuItem onClick={() => go(paths.dashboard.exams)}>Dar examen</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          Cerrar sesión
        </MenuItem>
      </Menu>
    </>
  );
}
