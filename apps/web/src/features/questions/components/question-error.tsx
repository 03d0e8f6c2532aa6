import { Alert, Box, Button, Container } from '@mui/material';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';

/**
 * A question that is not public (unknown, archived or a draft) is a real 404 page; a failure to
 * load it says why and offers to try again.
 */
export function QuestionError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundPage
        title="No se encontró la pregunta"
        text="La pregunta que buscas no existe o ya no está publicada. Ponte a prueba con el simulador."
      />
    );
  }
  const message = error instanceof Error && error.message ? error.message : 'Error desconocido';
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        Error al cargar la pregunta: {message}
      </Alert>
      <Box sx={{ textAlign: 'center' }}>
        <Button variant="contained" onClick={() => void revalidator.revalidate()}>
          Intentar de nuevo
        </Button>
      </Box>
    </Container>
  );
}
