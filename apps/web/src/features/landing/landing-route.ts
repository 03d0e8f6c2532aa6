import type { TasteQuestion } from '@oece/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderApi } from '../../lib/page-data';
import { getTaste } from './api/get-taste';

/**
 * The landing page's questions to try. They are an extra of the page: when they cannot be read,
 * the page still arrives, without them, rather than as an error.
 */
export async function landingLoader({ context }: LoaderFunctionArgs): Promise<TasteQuestion[]> {
  try {
    return (await getTaste(loaderApi(context).get)).questions;
  } catch {
    return [];
  }
}
