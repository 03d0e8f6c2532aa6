import { expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

/** The request lines a request to /api/health leaves in the log, from `remoteAddress` with `headers`. */
async function loggedRequest(env: Record<string, string>, headers: Record<string, string>) {
  const logs: string[] = [];
  const t = await createTestApp({ ...env, LOG_LEVEL: 'info' }, { logs });
  try {
    await t.app.inject({ url: '/api/health', remoteAddress: '10.0.0.5', headers });
    return logs.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
  } finally {
    await t.close();
  }
}

it("logs each request with the client's address: behind one proxy, the one it forwarded", async () => {
  // nginx appends the address it saw; whatever the client wrote before it is not believed.
  const headers = { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' };
  expect(await loggedRequest({ TRUST_PROXY: '1' }, headers)).toEqual([
    expect.objectContaining({ method: 'GET', path: '/api/health', status: 200, ip: '203.0.113.7' }),
  ]);
  expect(await loggedRequest({ TRUST_PROXY: '0' }, headers)).toEqual([
    expect.objectContaining({ path: '/api/health', ip: '10.0.0.5' }),
  ]);
});
