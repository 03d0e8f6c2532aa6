import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('are both up on a migrated database that takes writes', async () => {
    expect((await t.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, database: 'up', migrations: 'done', shuttingDown: false });
  });

  it('live answers without the database; ready does not', async () => {
    const down = await createTestApp();
    try {
      await down.database.close();
      const live = await down.app.inject('/api/health/live');
      expect(live.statusCode).toBe(200);
      const ready = await down.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ ready: false, database: 'down' });
    } finally {
      await down.close();
    }
  });

  it('is not ready while a migration this server ships with is missing', async () => {
    const behind = await createTestApp();
    try {
      await behind.db.execute(
        sql`delete from drizzle.__drizzle_migrations
             where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const ready = await behind.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        ready: false,
        database: 'up',
        migrations: 'pending',
        shuttingDown: false,
      });
    } finally {
      await behind.close();
    }
  });

  it('answers 503 once the server starts closing', async () => {
    const closing = await createTestApp();
    try {
      // A transaction holds the row the readiness check writes, so the check is in flight as closing starts.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const holds = new Promise<void>((resolve) => (holding = resolve));
      const transaction = closing.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into health_checks (id, checked_at) values (1, now())
              on conflict (id) do update set checked_at = excluded.checked_at`,
        );
        holding();
        await held;
      });
      await holds;
      const ready = closing.app.inject('/api/health/ready');
      await new Promise((resolve) => setTimeout(resolve, 50));
      const closed = closing.app.close();
      release();
      await transaction;
      const res = await ready;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ready: false, database: 'up', migrations: 'done', shuttingDown: true });
      await closed;
    } finally {
      await closing.close();
    }
  });
});

describe('while the database is out of reach', () => {
  it('health says down and requests answer 503 in Spanish, never 500', async () => {
    const down = await createTestApp();
    try {
      await down.database.close();
      const health = await down.app.inject('/api/health');
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'alguien', password: 'su-clave' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'El servicio no está disponible en este momento. Intenta nuevamente en unos segundos.',
      });
    } finally {
      await down.close();
    }
  });

  it.runIf(Boolean(inject('templateDatabaseUrl')))(
    'a read-only PostgreSQL database answers 503 on writes and on health',
    async () => {
      const readOnly = await createTestApp();
      try {
        const [{ name }] = (await queryRows<{ name: string }>(
          readOnly.db,
          sql`select current_database() as name`,
        )) as [{ name: string }];
        await readOnly.db.execute(sql.raw(`alter database "${name}" set default_transaction_read_only = on`));
        // Connections opened from now on are read-only; the pool's current ones are dropped.
        await readOnly.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
        );
        await readOnly.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`).catch(() => undefined);
        const health = await readOnly.app.inject('/api/health');
        expect(health.statusCode).toBe(503);
        const login = await readOnly.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'alguien', password: 'su-clave' },
        });
        expect(login.statusCode).toBe(503);
        expect(login.json().code).toBe('SERVICE_UNAVAILABLE');
      } finally {
        await readOnly.close();
      }
    },
  );
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in Spanish', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Ruta no encontrada.' });
  });
  it('answer a malformed URL with a 400 in the same shape', async () => {
    const res = await t.app.inject('/api/exams/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'La dirección solicitada no es válida.',
    });
  });
  it('answer an over-long path parameter with a 414 in the same shape', async () => {
    const res = await t.app.inject(`/api/exams/${'x'.repeat(300)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'La dirección solicitada es demasiado larga.',
    });
  });
  it('answer a JSON 404 for other methods too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/exams/x/y', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('security headers', () => {
  it('sends a content security policy', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('describes the API at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });
  it('serves the docs page under a policy that works over plain http', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
