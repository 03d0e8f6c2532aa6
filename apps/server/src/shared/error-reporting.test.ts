import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('server error reporting', () => {
  const received: string[] = [];
  // Plays Sentry's ingest: whatever the SDK sends arrives here.
  const ingest = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString());
      response.writeHead(200).end('{}');
    });
  });
  let dsn: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
    dsn = `http://clave@127.0.0.1:${(ingest.address() as AddressInfo).port}/1`;
  });
  afterAll(() => new Promise((resolve) => ingest.close(resolve)));

  it('sends nothing and loads nothing without a DSN', async () => {
    const { reportError, startErrorReporting } = await import('./error-reporting');
    await startErrorReporting(undefined);
    reportError(new Error('sin DSN'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
  });

  it('with a DSN, reports an unexpected error with nothing about the request', async () => {
    const { reportError, startErrorReporting } = await import('./error-reporting');
    await startErrorReporting(dsn);
    reportError(new Error('fallo inesperado de prueba'));
    await expect.poll(() => received.join('\n'), { timeout: 5000 }).toContain('fallo inesperado de prueba');
    const envelope = received.join('\n');
    expect(envelope).not.toContain('"request"');
    expect(envelope).not.toContain('"user"');
  });
});
