import type { TasteResponse } from '@oece/contracts';
import type { ApiGet } from '../../../lib/page-data';

/** GET /questions/taste, through the API its loader reads (in-process on the server). */
export function getTaste(get: ApiGet): Promise<TasteResponse> {
  return get<TasteResponse>('/questions/taste');
}
