import type { ErrorCode } from '@oece/contracts';

/** Any non-2xx answer (status > 0) or a failure to reach the server (status 0, code NETWORK). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK' | 'UNKNOWN',
    message: string,
    /** The answer's body as sent, for a route whose errors say more than a code and a message. */
    readonly body: unknown = null,
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

/**
 * The request every call shares: the bare token as Authorization, a network failure as
 * `ApiError(0, 'NETWORK')`, a non-2xx answer as the `ApiError` of its body (after the 401 handler).
 */
async function send(path: string, accept: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept };
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
  if (!response.ok) {
    const error = apiError(response.status, await readJson(response));
    if (response.status === 401 && token && options.handleUnauthorized !== false) onUnauthorized?.(error);
    throw error;
  }
  return response;
}

/** The body as JSON; null when it is empty or not JSON. */
function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/** A query string of the parameters that have a value (trimmed), '' when none has: `?a=1&b=x`. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params)
    .map(([key, value]) => [key, String(value ?? '').trim()] as const)
    .filter(([, value]) => value !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, value]))}` : '';
}

/** The one fetch client of the app: JSON in and out, the bare token as Authorization. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readJson(await send(path, 'application/json', options))) as T;
}

/** A file the API sends as an attachment, with the name the server gave it (null: it gave none). */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, '*/*', options);
  const filename = filenameFromDisposition(response.headers.get('content-disposition'));
  return { blob: await response.blob(), filename };
}

/**
 * The file name of a `content-disposition` header: the RFC 5987 `filename*` (UTF-8) when present,
 * else `filename`, quoted or not; null when there is none. Any folder part is dropped.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[2]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  if (name === null) {
    const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
    if (plain) name = plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!.trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/** The error of a non-2xx answer, from the API's error body `{ code, message }` when it has one. */
export function apiError(status: number, data: unknown): ApiError {
  const body = (data ?? {}) as { code?: ErrorCode; message?: string };
  return new ApiError(status, body.code ?? 'UNKNOWN', body.message ?? `HTTP error! status: ${status}`, data);
}
