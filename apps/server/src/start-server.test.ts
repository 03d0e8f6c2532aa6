import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { describeStartupError } from './db/database-error';
import { parseConfig } from './shared/config';
import { startServer, type StartedServer } from './start-server';
import { withDatabase } from './test/global-setup';
import { createTestApp, TEST_ADMIN } from './test/test-app';

it('lets a plugin take longer than Fastify’s default 10 s to start (a loaded host)', async () => {
  const t = await createTestApp();
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    let loaded!: () => void;
    t.app.register(() => new Promise<void>((resolve) => (loaded = resolve)));
    const ready = t.app.ready();
    await vi.advanceTimersByTimeAsync(60_000);
    loaded();
    await expect(ready).resolves.toBeDefined();
  } finally {
    vi.useRealTimers();
    await t.close();
  }
});

const serverUrl = inject('serverDatabaseUrl');

/** Row counts of every table, the migrations' own included. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
      counts[name] = rows[0]!.n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

describe.runIf(Boolean(serverUrl))('several instances started at once on one PostgreSQL database', () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  const created: string[] = [];
  const migrationsCopy = mkdtempSync(path.join(os.tmpdir(), 'oece-migrations-'));
  afterAll(async () => {
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(migrationsCopy, { recursive: true, force: true });
  });

  async function emptyDatabase(): Promise<string> {
    if (created.length === 0) await admin.connect();
    const name = `oece_test_start_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    created.push(name);
    return withDatabase(serverUrl, name);
  }

  /**
   * Three servers started together, as three units of a deployment: all start, the database then
   * holds what one seed stores (`seededOnce`) and each periodic job once, and each answers; then
   * they stop.
   */
  async function startThree(url: string, seededOnce: Record<string, number>) {
    const config = parseConfig({
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    });
    const starts = await Promise.allSettled([startServer(config), startServer(config), startServer(config)]);
    const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    try {
      const failures = starts.flatMap((start) =>
        start.status === 'rejected' ? [describeStartupError(start.reason)] : [],
      );
      expect(failures).toEqual([]);
      // The seed's rows once, and one row per periodic job however many instances registered it.
      const jobs = (await servers[0]!.app.jobs.list()).length;
      expect(await rowCounts(url)).toEqual({ ...seededOnce, 'public.jobs': jobs });
      for (const server of servers) {
        const health = await server.app.inject('/api/health');
        expect(health.json()).toMatchObject({ status: 'ok', database: 'up' });
      }
    } finally {
      await Promise.all(servers.map((server: StartedServer) => server.close()));
    }
  }

  it('on an empty database: all three start, 5 times out of 5, and the seed is stored once', async () => {
    const seededOnce = await rowCounts(inject('templateDatabaseUrl'));
    for (let round = 0; round < 5; round++) {
      const url = await emptyDatabase();
      await startThree(url, seededOnce);
    }
  }, 120_000);

  it('on a database one migration behind: all three start, 5 times out of 5', async () => {
    // The migrations as the previous release shipped them: without the last one.
    const source = path.join(import.meta.dirname, 'db', 'migrations');
    cpSync(source, migrationsCopy, { recursive: true });
    const journalFile = path.join(migrationsCopy, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    writeFileSync(journalFile, JSON.stringify(journal));

    const seededOnce = await rowCounts(inject('templateDatabaseUrl'));
    for (let round = 0; round < 5; round++) {
      const url = await emptyDatabase();
      const pool = new pg.Pool({ connectionString: url });
      await migrate(drizzle(pool), { migrationsFolder: migrationsCopy });
      await pool.end();
      await startThree(url, seededOnce);
    }
  }, 120_000);
});
