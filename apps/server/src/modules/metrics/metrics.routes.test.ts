import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOrder, sandboxPay, uniqueEmail } from '../../test/payments';

const TOKEN = 'prometheus-0123456789abcdef0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * The Prometheus text format (0.0.4), strictly: # HELP and # TYPE lines, then samples
 * `name{label="value",…} number`, each of a family whose type was declared. Throws on anything else.
 */
function parsePrometheus(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      if (meta[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(meta[3]);
        types.set(meta[2]!, meta[3]!);
      }
      continue;
    }
    // Prometheus reads NaN in any case (prom-client writes 'Nan' for a gauge with no samples yet).
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|[Nn][Aa][Nn]|\+Inf|-Inf)$/.exec(
      line,
    );
    if (!sample) throw new Error(`Línea que no es del formato de Prometheus: ${line}`);
    const [, name, labelText, value] = sample as unknown as [string, string, string | undefined, string];
    const family = name.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(name) && !types.has(family)) throw new Error(`Muestra sin # TYPE: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (labelText ?? '').match(/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"/g) ?? []) {
      const at = pair.indexOf('=');
      labels[pair.slice(0, at)] = JSON.parse(pair.slice(at + 1)) as string;
    }
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

describe('GET /metrics with METRICS_TOKEN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(res.body);
  };

  it('refuses a request without the token or with another one, in Spanish', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'UNAUTHORIZED',
        message: 'Falta el token de métricas o no es válido.',
      });
    }
  });

  it('counts a saved answer in the save histogram and the request by its route pattern, never its code', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/exams',
      remoteAddress: '10.8.0.1',
      payload: { type: 'PUBLIC_RAPID' },
    });
    const code: string = started.json().examCode;
    const exam = (await t.app.inject({ url: `/api/exams/${code}`, remoteAddress: '10.8.0.1' })).json().exam;
    const before = await scrape();
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/exams/${code}`,
      remoteAddress: '10.8.0.1',
      payload: { action: 'UPDATE', answers: [{ questionId: exam.questions[0].id, responseIndex: 2 }] },
    });
    expect(saved.statusCode).toBe(200);
    const after = await scrape();
    const saves = (samples: Sample[]) =>
      valueOf(samples, 'oece_answer_save_duration_seconds_count', { status: '2xx' }) ?? 0;
    expect(saves(after)).toBe(saves(before) + 1);
    const route = { method: 'PATCH', route: '/api/exams/:code', status: '2xx' };
    expect(valueOf(after, 'oece_http_request_duration_seconds_count', route)).toBe(
      (valueOf(before, 'oece_http_request_duration_seconds_count', route) ?? 0) + 1,
    );
    const body = (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
    expect(body).not.toContain(code);
  });

  it('reports the database connections, the mail queue and the pending orders', async () => {
    await createOrder(t, 'BASIC', uniqueEmail('metricas'));
    // A paid order writes the buyer's e-mail: kept UNSENT without a mail server, PENDING with one.
    await sandboxPay(t, (await createOrder(t, 'PREMIUM', uniqueEmail('pagada'))).id, 'approved');
    expect(valueOf(await scrape(), 'oece_mail_queue_length')).toBe(0);
    await t.db.execute(sql`update mail_outbox set status = 'PENDING'`);
    const samples = await scrape();
    expect(valueOf(samples, 'oece_db_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'oece_db_waiting_queries')).toBe(0);
    expect(valueOf(samples, 'oece_orders_pending')).toBe(1);
    expect(valueOf(samples, 'oece_mail_queue_length')).toBe(1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
