import http from 'node:http';

/** One JSON request of a bench, through its keep-alive agent; the body comes back as text. */
export function httpRequest(
  agent: http.Agent,
  origin: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; encoding?: string; timeoutMs: number },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      `${origin}${url}`,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: options.token } : {}),
          ...(options.encoding ? { 'accept-encoding': options.encoding } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}
