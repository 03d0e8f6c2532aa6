import { Alert, Box, Button, Container } from '@mui/material';
import { useRevalidator, useRouteError } from 'react-router';

export function DailyQuestionError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const message = error instanceof Error && error.message ? error.message : 'Error desconocido';
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        Error al cargar la pregunta del día: {message}
      </Alert>
      <Box sx={{ textAlign: 'center' }}>
        <Button variant="contained" onClick={() => void revalidator.revalidate()}>
          Intentar de nuevo
        </Button>
      </Box>
    </Container>
  );
}
