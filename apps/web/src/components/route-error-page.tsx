import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { paths } from '@oece/contracts';
import { reportError } from '../lib/error-reporting';
import { ReloadLink } from './reload-link';
import { useDocumentTitle } from './use-document-title';

/**
 * What a route shows when it cannot render: most often a page's code that failed to download on a
 * weak connection, or a tab left open across a new version. A full reload fixes both. It belongs to the
 * app (a visitor's public page has no router in the browser: a failed island leaves its page as the
 * server sent it), yet it is a plain link, so it also works where the server renders it.
 */
export function RouteErrorPage() {
  useDocumentTitle('No se pudo cargar la página');
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 700 }}>
        No se pudo cargar la página
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Revisa tu conexión a internet y vuelve a cargar la página. Tus respuestas ya guardadas no se pierden.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <ReloadLink>Volver a cargar</ReloadLink>
        <Button variant="outlined" href={paths.home}>
          Ir al inicio
        </Button>
      </Box>
    </Box>
  );
}
