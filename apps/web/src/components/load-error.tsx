import { Alert, Box, Button, Container } from '@mui/material';
import { useRevalidator, useRouteError } from 'react-router';

/** A page whose data failed to load: what failed, the server's reason, and a way to try again. */
export function LoadError({ what }: { what: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const message = error instanceof Error && error.message ? error.message : 'Error desconocido';
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {what}: {message}
      </Alert>
      <Box sx={{ textAlign: 'center' }}>
        <Button variant="contained" onClick={() => void revalidator.revalidate()}>
          Intentar de nuevo
        </Button>
      </Box>
    </Container>
  );
}
