import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../shared/config';
import { serverFiles } from '../shared/server-files';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations, then the seed) while no other instance on the same database runs its
   * own: on PostgreSQL the others wait for it, then find nothing left to do. `onWait` is called when
   * another instance holds the turn.
   */
  exclusively<T>(work: () => Promise<T>, onWait?: () => void): Promise<T>;
  /** Whether the database takes a write now (reachable, not full, not read-only). */
  ping(): Promise<boolean>;
  /** Idempotent: a shutdown and a failed start may both close. */
  close(): Promise<void>;
}

/**
 * Only one process may open a PGlite data directory: a second one would corrupt it.
 * The lock holds the owner's PID; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockFile = path.join(dataDir, 'server.lock');
  const claim = () => {
    const fd = openSync(lockFile, 'wx', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
  };
  try {
    claim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockFile, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `La carpeta de datos ${dataDir} ya está en uso por otro proceso (PID ${owner}). ` +
          'Detén ese servidor o usa otro DATA_DIR.',
      );
    }
    rmSync(lockFile, { force: true });
    claim();
  }
  return () => {
    if (existsSync(lockFile)) rmSync(lockFile, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite starts Postgres with fsync off, and its Node file system has no fsync of its own: a power
 * cut could lose acknowledged answers or corrupt ./data. Here Postgres keeps fsync on, syncs the WAL
 * with fsync() (its fdatasync() is a no-op in this build) and every fsync reaches the disk
 * (decision 0008).
 */
const PGLITE_DURABLE_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

interface NodeFsStream {
  nfd: number;
}

function makeFsyncReachDisk(client: PGlite) {
  const nodefs = (client.Module as unknown as { NODEFS: { stream_ops: Record<string, unknown> } }).NODEFS;
  nodefs.stream_ops.fsync = (stream: NodeFsStream) => {
    try {
      fsyncSync(stream.nfd);
      return 0;
    } catch {
      return 29; // Emscripten's EIO: Postgres treats a failed fsync as fatal, as it must.
    }
  };
}

/**
 * PGlite runs queries in this thread and hands over from one queued query to the next without going
 * back to the event loop, so under load one turn of the loop lasted the whole queue (a tenth of a
 * second and more with 100 clients saving). Node accepts one new connection per turn: new clients
 * waited in the accept queue until they timed out. Here each query or transaction takes a turn.
 */
function oneQueryPerTurn(client: PGlite): void {
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    previous = next.catch(() => undefined);
    return next;
  };
  const { query, exec, transaction } = PGlite.prototype;
  Object.assign(client, {
    query: (...args: Parameters<typeof query>) => inTurn(() => query.apply(client, args)),
    exec: (...args: Parameters<typeof exec>) => inTurn(() => exec.apply(client, args)),
    transaction: (...args: Parameters<typeof transaction>) => inTurn(() => transaction.apply(client, args)),
  });
}

/**
 * The data folder is the owner's only (0700, files 0600): the database, and the administrator's
 * first password beside it. PGlite's file system writes the files of a new database with mode 0666
 * whatever the process umask (and an older version of this server left them so), and rewrites a few
 * at every start (pg_internal.init): after it starts, group and others lose every right.
 */
function keepPrivate(target: string): void {
  const stats = lstatSync(target);
  if (stats.isSymbolicLink()) return;
  if (stats.mode & 0o077) chmodSync(target, stats.mode & 0o700);
  if (stats.isDirectory()) {
    for (const entry of readdirSync(target)) keepPrivate(path.join(target, entry));
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      startParams: PGLITE_DURABLE_PARAMS,
    });
    keepPrivate(dataDir);
    makeFsyncReachDisk(client);
    oneQueryPerTurn(client);
  } catch (error) {
    unlock();
    throw new Error(`No se pudo abrir la base de datos embebida en ${dataDir}: ${messageOf(error)}`, {
      cause: error,
    });
  }
  const db = drizzlePglite(client) as unknown as Db;
  let closing: Promise<void> | undefined;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder: serverFiles.migrations });
      // Whatever was written before fsync was on (a new data folder) reaches the disk now.
      await client.exec('checkpoint');
    },
    // The data folder's lock file already keeps every other process out.
    exclusively: (work) => work(),
    // Small writes still fit on a nearly full disk; the next WAL segment (16 MiB) would not.
    ping: async () => (await ping(db)) && freeBytes(dataDir) >= MIN_FREE_BYTES,
    close() {
      closing ??= client.close().finally(unlock);
      return closing;
    },
  };
}

const MIN_FREE_BYTES = 16 * 1024 * 1024;

function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

function messageOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return typeof code === 'string' ? `${message} (${code})` : message;
}

/** host:port/database as role, without the password: what an operator needs to fix a bad URL. */
function describeTarget(url: string): string {
  const parsed = new URL(url);
  const role = decodeURIComponent(parsed.username) || '(rol por defecto)';
  return `${parsed.hostname}:${parsed.port || '5432'}/${decodeURIComponent(parsed.pathname.slice(1))} con el rol ${role}`;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database out of reach answers 503 within seconds instead of holding requests forever.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // A connection the server drops (restart, failover, pg_terminate_backend, a relay that dies) must
  // never crash the process: idle ones are reported on the pool, checked-out ones on the client.
  // The query in flight fails (503) and the pool opens a new connection for the next one.
  pool.on('error', () => undefined);
  pool.on('connect', (connection) => connection.on('error', () => undefined));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new Error(`No se pudo conectar a PostgreSQL en ${describeTarget(url)}: ${messageOf(error)}`, {
      cause: error,
    });
  }
  const client = drizzlePg(pool);
  const db = client as unknown as Db;
  let closing: Promise<void> | undefined;
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(client, { migrationsFolder: serverFiles.migrations }),
    exclusively: (work, onWait) => withStartupLock(url, work, onWait),
    ping: () => ping(db),
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/**
 * The advisory lock that instances starting on one PostgreSQL database take in turn (an arbitrary
 * fixed number; 'oece' in hexadecimal). Without it, instances started together raced through the
 * migrations (CREATE EXTENSION, the migrations table) and the seed, and one or two of three crashed.
 */
const STARTUP_LOCK_KEY = 0x0ece;

/**
 * The lock is held by a connection of its own, outside the pool that `work` uses: a session-level
 * advisory lock belongs to its connection, and a process that dies while holding it frees it with
 * that connection.
 */
async function withStartupLock<T>(url: string, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A dropped connection fails the unlock below (and frees the lock); it must not crash the process.
  connection.on('error', () => undefined);
  await connection.connect();
  try {
    const { rows } = await connection.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [STARTUP_LOCK_KEY],
    );
    if (!rows[0]?.locked) {
      onWait?.();
      await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await connection.end().catch(() => undefined);
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    // A write, so that a full disk or a read-only database shows here as it does on saves.
    await db.execute(
      sql`insert into health_checks (id, checked_at) values (1, now())
          on conflict (id) do update set checked_at = excluded.checked_at`,
    );
    return true;
  } catch {
    return false;
  }
}

export function openDatabase(config: Pick<Config, 'database'>): Promise<Database> {
  return config.database.kind === 'postgres'
    ? openPostgres(config.database.url)
    : openPglite(config.database.dataDir);
}

/**
 * A connection inside an open transaction (drizzle's own type: a plain `Db` is not one). Services of
 * other modules take it as their first argument to do their part in the caller's transaction (an
 * account, its membership and the e-mail that tells the buyer, in the order's transaction).
 */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The one way to open a transaction: everything `work` does through `tx` commits or rolls back together. */
export function inTransaction<T>(db: Db, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/** A repository's queries on the pool, and the same queries bound to a transaction. */
export type Transactional<Q> = Q & {
  /** Runs `work` in one transaction, with the queries bound to it and the transaction for others to join. */
  inTransaction<T>(work: (queries: Q, tx: Transaction) => Promise<T>): Promise<T>;
  /** The queries inside a transaction another module opened. */
  within(tx: Transaction): Q;
};

/** Builds a repository from its queries: `queries(db)` on the pool, `queries(tx)` in a transaction. */
export function transactional<Q extends object>(db: Db, queries: (db: Db) => Q): Transactional<Q> {
  return {
    ...queries(db),
    inTransaction: (work) => inTransaction(db, (tx) => work(queries(tx), tx)),
    within: (tx) => queries(tx),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
