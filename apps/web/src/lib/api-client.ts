import type { ErrorCode } from '@oece/contracts';

/** Any non-2xx answer (status > 0) or a failure to reach the server (status 0, code NETWORK). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'UNKNOWN',
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetwork() {
    return this.status === 0;
  }
}

const TOKEN_KEY = 'oece.token';

export const tokenStore = {
  // A page rendered on the server has no storage, hence no session: public pages render as a visitor's.
  get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY)),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

let onUnauthorized: ((error: ApiError) => void) | null = null;

/** The auth feature registers what a 401 on an authorised call does (log out). */
export function setUnauthorizedHandler(handler: ((error: ApiError) => void) | null) {
  onUnauthorized = handler;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Skip the global 401 handler (login, session ping: the caller decides). */
  handleUnauthorized?: boolean;
  signal?: AbortSignal;
}

/** The one fetch client of the app: JSON in and out, the bare token as Authorization. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStore.get();
  if (token) headers.authorization = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Error de red');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiError(response.status, data);
    if (response.status === 401 && token && options.handleUnauthorized !== false) onUnauthorized?.(error);
    throw error;
  }
  return data as T;
}

/** The error of a non-2xx answer, from the API's error body `{ code, message }` when it has one. */
export function apiError(status: number, data: unknown): ApiError {
  const body = (data ?? {}) as { code?: ErrorCode; message?: string };
  return new ApiError(status, body.code ?? 'UNKNOWN', body.message ?? `HTTP error! status: ${status}`);
}
