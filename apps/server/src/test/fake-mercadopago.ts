import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

const SAMPLES = new URL('../modules/payments/samples/mercadopago/', import.meta.url);
/** A recorded answer of Mercado Pago's API (samples/mercadopago/*.json). */
export function recorded(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${name}.json`, SAMPLES), 'utf8'));
}

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local server that plays api.mercadopago.com with recorded payloads: preferences are created,
 * payments (read one by one, or searched by their order) are what the test put there, anything
 * else is the provider's 404. Every call needs the
 * bearer token.
 */
export async function startFakeMercadoPago(accessToken: string) {
  const requests: Received[] = [];
  const payments = new Map<string, Record<string, unknown>>();
  let failure: number | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString();
      const body = text ? JSON.parse(text) : undefined;
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        return send(401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
      }
      if (failure)
        return send(failure, { message: 'internal_error', error: 'internal_error', status: failure });
      if (req.method === 'POST' && path === '/checkout/preferences/') {
        return send(201, { ...recorded('preference-created'), external_reference: body.external_reference });
      }
      const url = new URL(path, 'http://fake');
      if (req.method === 'GET' && url.pathname === '/v1/payments/search') {
        const reference = url.searchParams.get('external_reference');
        const results = [...payments.values()]
          .filter((payment) => payment.external_reference === reference)
          .reverse();
        return send(200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
      }
      const payment = /^\/v1\/payments\/(\d+)$/.exec(path);
      if (req.method === 'GET' && payment && payments.has(payment[1]!))
        return send(200, payments.get(payment[1]!));
      send(404, recorded('not-found'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The SDK calls the global fetch with its fixed base address: send those calls here instead.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
    realFetch(typeof input === 'string' ? input.replace('https://api.mercadopago.com', url) : input, init),
  );

  return {
    requests,
    /** The provider now knows this payment (a recorded payload, changed as the test says). */
    setPayment(payload: Record<string, unknown>) {
      payments.set(String(payload.id), payload);
    },
    /** Every call answers this status until it is set back to null. */
    failWith(status: number | null) {
      failure = status;
    },
    async close() {
      vi.unstubAllGlobals();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
