import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** The path and query after /api. */
  path: string;
  body: unknown;
}

/** What the fake server answers a call with: a status and a JSON body, or a network failure. */
export type ApiAnswer = { status?: number; body: unknown } | 'network failure';

/**
 * Replaces fetch with a server that answers each call through `answer`; the calls are kept in
 * order for the test to read what was sent.
 */
export function mockApi(answer: (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: url.replace(/^\/api/, ''),
        body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
      };
      calls.push(call);
      const result = await answer(call);
      if (result === 'network failure') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(result.body), {
        status: result.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
