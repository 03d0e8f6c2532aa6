import { Alert, Box, Container } from '@mui/material';
import { useRouteError } from 'react-router';
import { ReloadLink } from './reload-link';

/** A page whose data failed to load: what failed, the server's reason, and a way to try again. */
export function LoadError({ what }: { what: string }) {
  const error = useRouteError();
  const message = error instanceof Error && error.message ? error.message : 'Error desconocido';
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {what}: {message}
      </Alert>
      <Box sx={{ textAlign: 'center' }}>
        <ReloadLink>Intentar de nuevo</ReloadLink>
      </Box>
    </Container>
  );
}
