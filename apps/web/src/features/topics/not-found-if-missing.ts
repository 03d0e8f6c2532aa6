import { data } from 'react-router';
import { ApiError } from '../../lib/api-client';

/**
 * The page's data, or the 404 page (with HTTP 404) when the API has no such topic or competency,
 * or none at all on this brand; a malformed address names none either.
 */
export async function notFoundIfMissing<T>(loading: Promise<T>): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404, statusText: 'Página no encontrada' });
    }
    throw error;
  }
}
