import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { paths } from '@oece/contracts';
import { useDocumentTitle } from './use-document-title';

export function NotFoundPage({
  title = 'Página no encontrada',
  text = 'La dirección que buscas no existe o fue movida.',
}: {
  title?: string;
  text?: string;
}) {
  // Its own title, over the route's: a page that is not there (on this brand) is not named.
  useDocumentTitle(title);
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      <Button variant="contained" component={Link} to={paths.home}>
        Volver al inicio
      </Button>
    </Box>
  );
}
