import type { AppLoadContext } from 'react-router';
import { api } from './api-client';

/** A GET on the API: the parsed JSON of a 2xx answer, else an `ApiError`. */
export type ApiGet = <T>(path: string) => Promise<T>;

declare module 'react-router' {
  interface AppLoadContext {
    /** Set by the server's renderer: the API answered in-process, as to a visitor. */
    serverApi?: ApiGet;
  }
}

/**
 * The API a route's loader reads. On the server it is answered in-process and anonymously, since
 * a rendered page is shared by every visitor; in the browser it is the app's client, with the
 * session and cookies of whoever is looking (`personal`).
 */
export function loaderApi(context: AppLoadContext | undefined): { get: ApiGet; personal: boolean } {
  const serverApi = context?.serverApi;
  return serverApi ? { get: serverApi, personal: false } : { get: (path) => api(path), personal: true };
}
