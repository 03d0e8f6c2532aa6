import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loggerOptions } from '../plugins/request-log';
import { parseConfig, type Env } from '../shared/config';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../seed';
import { withDatabase } from './global-setup';
import { TEST_ADMIN, TEST_START } from './test-constants';

export { TEST_ADMIN };

/** A settable clock: tests move time instead of waiting. */
export class TestClock {
  constructor(private current = TEST_START) {}
  now = () => new Date(this.current.getTime());
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date) {
    this.current = new Date(date.getTime());
  }
}

/**
 * The real app on a fresh copy of the migrated, seeded template database
 * (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set); `logs`, when given, collects the
 * app's log lines at LOG_LEVEL.
 */
/** Whether this run's databases are PostgreSQL (TEST_DATABASE_URL): several instances can share one. */
export const onPostgres = Boolean(inject('templateDatabaseUrl'));

/** What a test app runs besides answering requests (an app of its own collects `logs`). */
type InstanceOptions = { logs?: string[] } & Pick<AppDeps, 'backgroundJobs' | 'jobTiming'>;

export async function createTestApp(env: Env = {}, options: InstanceOptions = {}) {
  const templateUrl = inject('templateDatabaseUrl');
  let cleanup: () => Promise<void>;
  let databaseEnv: Env;
  if (templateUrl) {
    const name = `oece_test_${randomBytes(6).toString('hex')}`;
    // Connected to the server's own database: a session on the template would block copying it.
    const admin = new pg.Client({ connectionString: inject('serverDatabaseUrl') });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDatabaseName')}`);
    databaseEnv = { DATABASE_URL: withDatabase(templateUrl, name) };
    cleanup = async () => {
      // The app's pool is closed by now; force only drops what a failed test may have left open.
      await admin
        .query(`drop database if exists ${name}`)
        .catch(() => admin.query(`drop database if exists ${name} with (force)`));
      await admin.end();
    };
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-test-'));
    cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    databaseEnv = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  return openTestApp({ ...env, ...databaseEnv }, { ...options, cleanup });
}

/**
 * The real app, with the test administrator, no logs (unless `logs` collects them) and a settable
 * clock, on the database `env` names; with `migrate`, that database is migrated and seeded first;
 * `cleanup` runs after it is closed.
 */
export async function openTestApp(
  env: Env,
  options: InstanceOptions & { migrate?: boolean; cleanup?: () => Promise<void> } = {},
) {
  const config = parseConfig({
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openDatabase(config);
  if (options.migrate) await database.migrate();
  const clock = new TestClock();
  const { logs } = options;
  const logger = logs
    ? { ...loggerOptions(config), stream: { write: (line: string) => logs.push(line) } }
    : false;
  const app = await buildApp(config, {
    database,
    clock: clock.now,
    logger,
    backgroundJobs: options.backgroundJobs,
    jobTiming: options.jobTiming,
  });
  if (options.migrate) await seedDatabase(app);
  return {
    app,
    clock,
    config,
    database,
    db: database.db,
    /** What a browser on the site sends: in a public run, PUBLIC_BASE_URL's host (others are refused). */
    siteHeaders: config.publicRun ? { host: new URL(config.publicBaseUrl!).host } : {},
    async close() {
      await app.close();
      await database.close();
      await options.cleanup?.();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Another instance of the app on `t`'s PostgreSQL database, with a pool of its own, as a second
 * server would be; closing it leaves the database to `t`.
 */
export function openInstance(t: TestApp, env: Env = {}, options: InstanceOptions = {}) {
  if (t.config.database.kind !== 'postgres') throw new Error('Varias instancias necesitan PostgreSQL.');
  return openTestApp({ ...env, DATABASE_URL: t.config.database.url }, options);
}

/** Logs in through the API and returns the bare token. */
export async function login(t: TestApp, username: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: t.siteHeaders,
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** Creates a member through the admin API and returns its id and a logged-in token. */
export async function createMember(
  t: TestApp,
  adminToken: string,
  input: {
    username: string;
    password?: string;
    membershipLevel?: string;
    days?: number;
    firstName?: string;
    lastName?: string;
  },
) {
  const password = input.password ?? 'clave-segura';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { authorization: adminToken },
    payload: { firstName: '', lastName: '', ...input, password },
  });
  if (res.statusCode !== 201) throw new Error(`create ${input.username}: ${res.statusCode} ${res.body}`);
  const id: number = res.json().user.id;
  return { id, token: await login(t, input.username, password) };
}
