import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoadError } from './load-error';
import { NotFoundPage } from './not-found-page';

/** A public page that is not there (404, or on a brand without it) or whose data failed to load. */
export function PublicPageError({ what }: { what: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <LoadError what={what} />;
}
