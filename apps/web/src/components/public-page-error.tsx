import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LoadError } from './load-error';
import { NotFoundPage } from './not-found-page';

/**
 * A public page that is not there (a 404, or a page its brand does not have), with its own words
 * when it has them, or whose data failed to load: what failed, why, and a way to try again.
 */
export function PublicPageError({
  what,
  notFound,
}: {
  what: string;
  notFound?: { title: string; text: string };
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage {...notFound} />;
  return <LoadError what={what} />;
}
