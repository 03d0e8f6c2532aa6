import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { Crumb } from '../lib/breadcrumbs';

/** Where a page sits on the site: each step a link, the page itself last, as plain text. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const current = trail.at(-1);
  return (
    <MuiBreadcrumbs aria-label="Ruta de navegación" sx={{ mb: 2, fontSize: '0.875rem' }}>
      {trail.slice(0, -1).map((crumb) => (
        <MuiLink key={crumb.to} component={Link} to={crumb.to} color="inherit" underline="always">
          {crumb.label}
        </MuiLink>
      ))}
      {current && (
        <Typography aria-current="page" color="text.primary" sx={{ fontSize: 'inherit' }}>
          {current.label}
        </Typography>
      )}
    </MuiBreadcrumbs>
  );
}
