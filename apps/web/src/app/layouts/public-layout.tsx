import { AppBar, Box, Button, Container, Link as MuiLink, Toolbar, Typography } from '@mui/material';
import {
  ARTICLES,
  COMPETENCIES,
  COMPETENCY_LABELS,
  COMPETENCY_SLUGS,
  LEGAL_TEXT_SHORT_NAMES,
  LEGAL_TEXTS,
  type Brand,
} from '@oece/domain';
import { Link, NavLink, Outlet } from 'react-router';
import { paths } from '@oece/contracts';
import { chatLink, useSettings } from '../../config/settings';
import { trackedLink } from '../../lib/analytics';
import { useSession } from '../../lib/session';
import { DemoSiteBanner } from '../../components/demo-site-banner';
import { useInFocusMode } from '../../components/focus-mode';
import { PublicMenu, type NavItem } from './public-menu';

/** An administrator does not get 'Dar examen' in the public bar. */
function navItems(brand: Brand, isAdmin: boolean): NavItem[] {
  return [
    { label: 'Inicio', to: paths.home },
    ...(isAdmin ? [] : [{ label: 'Dar examen', to: paths.exams }]),
    ...(brand.pricing ? [{ label: 'Precios', to: paths.pricing }] : []),
    ...(brand.publicContent ? [{ label: 'Cronograma', to: paths.schedule }] : []),
    { label: 'Acceder', to: paths.login },
  ];
}

export function PublicLayout() {
  const { brand } = useSettings();
  const { isAdmin } = useSession();
  const items = navItems(brand, isAdmin);
  // A running exam has the screen to itself.
  const focus = useInFocusMode();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <DemoSiteBanner />
      {!focus && (
        <AppBar position="sticky" color="default" elevation={1} sx={{ bgcolor: 'background.paper' }}>
          <Toolbar component="nav" aria-label="Principal" sx={{ gap: 1 }}>
            <Box
              component={Link}
              to={paths.home}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: 'inherit',
                textDecoration: 'none',
                flexGrow: 1,
              }}
            >
              <img src={brand.logo} alt="" width={32} height={32} />
              <Typography
                variant="h6"
                component="span"
                sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' } }}
              >
                {brand.name}
              </Typography>
            </Box>
            <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
              {items.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  end
                  variant={item.to === paths.login ? 'contained' : 'text'}
                  sx={{
                    '&.active:not(.MuiButton-contained)': {
                      color: 'primary.main',
                      textDecoration: 'underline',
                    },
                  }}
                  color={item.to === paths.login ? 'primary' : 'inherit'}
                >
                  {item.label}
                </Button>
              ))}
            </Box>
            <PublicMenu items={items} />
          </Toolbar>
        </AppBar>
      )}
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      {!focus && <Footer />}
    </Box>
  );
}

const FOOTER_LINK = { color: 'grey.100', display: 'block', py: 0.5 } as const;

/**
 * The footer; the main brand's adds where to read and plan, the exam's topics, and the help block:
 * hours and contact.
 */
function Footer() {
  const settings = useSettings();
  const { brand } = settings;
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', py: 4, mt: 6 }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, justifyContent: 'space-between' }}
      >
        <Box sx={{ flex: '1 1 220px' }}>
          <Typography sx={{ fontWeight: 700 }}>{brand.name}</Typography>
          <Typography variant="body2" sx={{ color: 'grey.400' }}>
            Preparación para la certificación OECE bajo la Ley N° 32069.
          </Typography>
        </Box>
        {brand.publicContent && (
          <Box component="nav" aria-label="Guías y recursos" sx={{ flex: '1 1 220px' }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.5 }}>
              Guías y recursos
            </Typography>
            {Object.values(ARTICLES).map((article) => (
              <MuiLink
                key={article.slug}
                component={Link}
                to={paths.article(article.slug)}
                variant="body2"
                sx={FOOTER_LINK}
              >
                {article.label}
              </MuiLink>
            ))}
            <MuiLink component={Link} to={paths.schedule} variant="body2" sx={FOOTER_LINK}>
              Cronograma de exámenes
            </MuiLink>
            {LEGAL_TEXTS.map((text) => (
              <MuiLink key={text} component={Link} to={paths.lawText(text)} variant="body2" sx={FOOTER_LINK}>
                {LEGAL_TEXT_SHORT_NAMES[text]}
              </MuiLink>
            ))}
            {brand.pricing && (
              <MuiLink component={Link} to={paths.pricing} variant="body2" sx={FOOTER_LINK}>
                Precios
              </MuiLink>
            )}
          </Box>
        )}
        {brand.publicContent && (
          <Box component="nav" aria-label="Temas del examen" sx={{ flex: '1 1 220px' }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.5 }}>
              Temas del examen
            </Typography>
            <MuiLink component={Link} to={paths.topics} variant="body2" sx={FOOTER_LINK}>
              Temas
            </MuiLink>
            {COMPETENCIES.map((competency) => (
              <MuiLink
                key={competency}
                component={Link}
                to={paths.competency(COMPETENCY_SLUGS[competency])}
                variant="body2"
                sx={FOOTER_LINK}
              >
                {COMPETENCY_LABELS[competency]}
              </MuiLink>
            ))}
          </Box>
        )}
        {brand.contactBlock && (
          <Box data-testid="contact-block" sx={{ flex: '1 1 220px' }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', mb: 0.5 }}>
              Ayuda y contacto
            </Typography>
            <Typography variant="body2">Atención todos los días de 8:00 a. m. a 10:00 p. m.</Typography>
            <Typography variant="body2">
              WhatsApp:{' '}
              <MuiLink
                href={chatLink(settings)}
                color="inherit"
                target="_blank"
                rel="noopener"
                {...trackedLink('whatsapp_contact', 'footer')}
              >
                +{settings.whatsappNumber}
              </MuiLink>
            </Typography>
            <Typography variant="body2">
              Correo:{' '}
              <MuiLink href={`mailto:${settings.supportEmail}`} color="inherit">
                {settings.supportEmail}
              </MuiLink>
            </Typography>
          </Box>
        )}
      </Container>
    </Box>
  );
}
