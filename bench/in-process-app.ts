// The real app in this process on a freshly migrated and seeded database, for the benches that call
// it through app.inject: PGlite on a temporary folder always, and PostgreSQL when
// BENCH_DATABASE_URL points to an empty database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { parseConfig, type Env } from '../apps/server/src/shared/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/seed';

export const BENCH_ADMIN = { username: 'admin', password: 'bench-admin-secret' } as const;

type App = Awaited<ReturnType<typeof buildApp>>;

/** JSON in and out through app.inject; a 4xx or 5xx throws with the answer. */
export function jsonCaller(app: App) {
  return async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token?: string) => {
    const res = await app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
    if (res.statusCode >= 400)
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json();
  };
}

/**
 * Logs in as the administrator, creates the PREMIUM member 'bench' and logs it in: both tokens.
 */
export async function benchMember(json: ReturnType<typeof jsonCaller>) {
  const admin: string = (await json('POST', '/api/auth/login', BENCH_ADMIN)).token;
  await json(
    'POST',
    '/api/users',
    { username: 'bench', password: 'bench-clave-123', membershipLevel: 'PREMIUM' },
    admin,
  );
  const token: string = (
    await json('POST', '/api/auth/login', { username: 'bench', password: 'bench-clave-123' })
  ).token;
  return { admin, token };
}

async function withApp(env: Env, work: (app: App) => Promise<void>) {
  const config = parseConfig({ ADMIN_PASSWORD: BENCH_ADMIN.password, LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  try {
    await seedDatabase(app);
    await work(app);
  } finally {
    await app.close();
    await database.close();
  }
}

/** Runs `work` on PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function onEachEngine(work: (engine: 'PGlite' | 'PostgreSQL', app: App) => Promise<void>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-bench-'));
  try {
    await withApp({ DATA_DIR: dataDir }, (app) => work('PGlite', app));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await withApp({ DATABASE_URL: url }, (app) => work('PostgreSQL', app));
  else console.log('PostgreSQL: set BENCH_DATABASE_URL to an empty database to measure it too.');
}
