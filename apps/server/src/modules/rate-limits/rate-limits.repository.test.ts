import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../db/schema/rate-limits';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createRateLimitsRepository, type RateLimitsRepository } from './rate-limits.repository';

let t: TestApp;
let rateLimits: RateLimitsRepository;

beforeAll(async () => {
  t = await createTestApp();
  rateLimits = createRateLimitsRepository(t.db);
});
afterAll(() => t.close());

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const at = (iso: string) => new Date(iso);

async function windowsOf(...keys: string[]) {
  const rows = await t.db.select().from(rateLimitHits).where(inArray(rateLimitHits.key, keys));
  return rows
    .map((row) => ({ key: row.key, windowStart: row.windowStart.toISOString(), hits: row.hits }))
    .sort((a, b) => a.key.localeCompare(b.key) || a.windowStart.localeCompare(b.windowStart));
}

describe('the rate-limit counter', () => {
  it('counts the hits of a key within its window, this one included', async () => {
    const window = 10 * MINUTE_MS;
    const counts = [];
    for (const time of ['12:00:00', '12:03:00', '12:09:59.999']) {
      counts.push(await rateLimits.hit('cuenta', window, at(`2030-01-01T${time}Z`)));
    }
    expect(counts).toEqual([1, 2, 3]);
  });

  it('starts again from 1 in the next window; windows are fixed, not measured from the first hit', async () => {
    const window = 10 * MINUTE_MS;
    // One millisecond apart, on either side of 12:10: two windows.
    expect(await rateLimits.hit('ventana', window, at('2030-02-01T12:09:59.999Z'))).toBe(1);
    expect(await rateLimits.hit('ventana', window, at('2030-02-01T12:09:59.999Z'))).toBe(2);
    expect(await rateLimits.hit('ventana', window, at('2030-02-01T12:10:00.000Z'))).toBe(1);
    expect(await rateLimits.hit('ventana', window, at('2030-02-01T12:19:59.999Z'))).toBe(2);
    expect(await rateLimits.hit('ventana', window, at('2030-02-01T12:20:00.000Z'))).toBe(1);
    expect(await windowsOf('ventana')).toEqual([
      { key: 'ventana', windowStart: '2030-02-01T12:00:00.000Z', hits: 2 },
      { key: 'ventana', windowStart: '2030-02-01T12:10:00.000Z', hits: 2 },
      { key: 'ventana', windowStart: '2030-02-01T12:20:00.000Z', hits: 1 },
    ]);
  });

  it('keeps a day-long window whole until the day ends (UTC)', async () => {
    const day = 24 * HOUR_MS;
    expect(await rateLimits.hit('diario', day, at('2030-03-01T00:00:00Z'))).toBe(1);
    expect(await rateLimits.hit('diario', day, at('2030-03-01T23:59:59.999Z'))).toBe(2);
    expect(await rateLimits.hit('diario', day, at('2030-03-02T00:00:00Z'))).toBe(1);
  });

  it('counts each key on its own', async () => {
    const now = at('2030-04-01T08:30:00Z');
    await rateLimits.hit('visitor-exam-start:10.0.0.1', HOUR_MS, now);
    await rateLimits.hit('visitor-exam-start:10.0.0.1', HOUR_MS, now);
    expect(await rateLimits.hit('visitor-exam-start:10.0.0.2', HOUR_MS, now)).toBe(1);
    expect(await rateLimits.hit('question-report:10.0.0.1', HOUR_MS, now)).toBe(1);
    expect(await rateLimits.hit('visitor-exam-start:10.0.0.1', HOUR_MS, now)).toBe(3);
  });

  it('loses no hit and fails none when twenty arrive at once', async () => {
    const now = at('2030-05-01T10:00:00Z');
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => rateLimits.hit('simultaneo', HOUR_MS, now)),
    );
    // Each caller sees a distinct count: no two read the same value before writing.
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await windowsOf('simultaneo')).toEqual([
      { key: 'simultaneo', windowStart: '2030-05-01T10:00:00.000Z', hits: 20 },
    ]);
    expect(await rateLimits.hit('simultaneo', HOUR_MS, now)).toBe(21);
  });

  it('counts twenty at once on twenty keys, each from 1', async () => {
    const now = at('2030-05-02T10:00:00Z');
    const keys = Array.from({ length: 20 }, (_, i) => `paralelo:${i}`);
    const counts = await Promise.all(
      keys.flatMap((key) => [rateLimits.hit(key, HOUR_MS, now), rateLimits.hit(key, HOUR_MS, now)]),
    );
    expect(counts.filter((n) => n === 1)).toHaveLength(20);
    expect(counts.filter((n) => n === 2)).toHaveLength(20);
    expect((await windowsOf(...keys)).map((row) => row.hits)).toEqual(keys.map(() => 2));
  });

  it('forgets windows older than a day when a new window opens, and keeps the rest', async () => {
    const day = 24 * HOUR_MS;
    await rateLimits.hit('antiguo', HOUR_MS, at('2030-06-01T09:00:00Z'));
    await rateLimits.hit('reciente', HOUR_MS, at('2030-06-01T11:00:00Z'));
    await rateLimits.hit('del-dia', day, at('2030-06-02T00:30:00Z'));
    await rateLimits.hit('del-dia', day, at('2030-06-02T00:30:00Z'));
    // A new window at 10:30 on the 2nd: anything opened before 10:30 on the 1st goes.
    expect(await rateLimits.hit('nuevo', HOUR_MS, at('2030-06-02T10:30:00Z'))).toBe(1);
    expect(await windowsOf('antiguo', 'reciente', 'del-dia', 'nuevo')).toEqual([
      { key: 'del-dia', windowStart: '2030-06-02T00:00:00.000Z', hits: 2 },
      { key: 'nuevo', windowStart: '2030-06-02T10:00:00.000Z', hits: 1 },
      { key: 'reciente', windowStart: '2030-06-01T11:00:00.000Z', hits: 1 },
    ]);
    // The day-long window still counts on, and a key whose window was forgotten starts again.
    expect(await rateLimits.hit('del-dia', day, at('2030-06-02T23:00:00Z'))).toBe(3);
    expect(await rateLimits.hit('antiguo', HOUR_MS, at('2030-06-02T10:45:00Z'))).toBe(1);
  });
});
