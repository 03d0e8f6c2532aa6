import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { Crumb } from '../lib/breadcrumbs';

/** Where a public page sits in the site, each step above it a link. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <MuiBreadcrumbs aria-label="Ruta de navegación" sx={{ mb: 2, fontSize: '0.875rem' }}>
      {crumbs.map((crumb) =>
        crumb.to === undefined ? (
          <Typography key={crumb.label} color="text.primary" aria-current="page" sx={{ fontSize: 'inherit' }}>
            {crumb.label}
          </Typography>
        ) : (
          <MuiLink key={crumb.label} component={Link} to={crumb.to} color="inherit">
            {crumb.label}
          </MuiLink>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
