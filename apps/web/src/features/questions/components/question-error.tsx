import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { NotFoundPage } from '../../../components/not-found-page';

/**
 * A question that is not public (unknown, archived or a draft) is a real 404 page; a failure to
 * load it says why and offers to try again.
 */
export function QuestionError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundPage
        title="No se encontró la pregunta"
        text="La pregunta que buscas no existe o ya no está publicada. Ponte a prueba con el simulador."
      />
    );
  }
  return <LoadError what="Error al cargar la pregunta" />;
}
