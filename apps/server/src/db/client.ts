import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statfsSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
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
import { BACKUP_CHANNEL_FILE, serveBackups } from './backup-channel';
import { packDump } from './pglite-dump';
import { serverFiles } from '../shared/server-files';

export type Db = PgDatabase<PgQueryResultHKT>;

/** What a listener of `Database.listen` is told. */
export interface NoticeListener {
  /** A notification on the channel, from any connection to the database (this process's included). */
  notice(payload: string): void;
  /** The listening connection dropped: notifications are missed until it is back. */
  lost(error: unknown): void;
  /** Listening again after `lost`: whatever was announced meanwhile was missed. */
  resumed(): void;
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Listens to `channel` (NOTIFY, `pg_notify`) until the returned function is called: on PostgreSQL
   * on a connection of its own, checked every `heartbeatMs` (30 s; tests shorten it) and opened
   * again whenever it drops or stops answering.
   */
  listen(
    channel: string,
    listener: NoticeListener,
    options?: { heartbeatMs?: number },
  ): Promise<() => Promise<void>>;
  /**
   * Runs `work` (migrations, then the seed) while no other instance on the same database runs its
   * own: on PostgreSQL the others wait for it, then find nothing left to do. `onWait` is called when
   * another instance holds the turn.
   */
  exclusively<T>(work: () => Promise<T>, onWait?: () => void): Promise<T>;
  /** Whether the database takes a write now (reachable, not full, not read-only). */
  ping(): Promise<boolean>;
  /** Whether every migration this server ships with is applied (readiness). */
  migrated(): Promise<boolean>;
  /** Connections open, idle and queries waiting for one (PGlite: one connection and its queue). */
  load(): { connections: number; idle: number; waiting: number };
  /** PGlite only: the data folder as the engine's own dump (tar.gz), taken between two transactions. */
  dump?(): Promise<Buffer>;
  /** Idempotent: a shutdown and a failed start may both close. */
  close(): Promise<void>;
}

/** What the lock file records: enough to tell a folder in use from a copy of one (decision 0030). */
interface LockOwner {
  pid: number;
  hostname?: string;
  /** The folder's real path when it was locked: a copy lives at another path. */
  dataDir?: string;
}

function readLock(lockFile: string): LockOwner {
  const text = readFileSync(lockFile, 'utf8').trim();
  // Servers before 0030 wrote the PID alone.
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    return JSON.parse(text) as LockOwner;
  } catch {
    return { pid: 0 };
  }
}

const RESTORE_ADVICE =
  'Una carpeta copiada mientras el servidor la usa puede estar incompleta o inconsistente: para llevar los ' +
  'datos a otra carpeta o a otro equipo usa `npm run backup` y `npm run restore ARCHIVO`.';

/** Why `owner`'s lock keeps this process out of `dataDir`, or null when the lock is stale. */
function lockRefusal(dataDir: string, realDir: string, owner: LockOwner): string | null {
  const startAnyway = `Si aun así quieres arrancar con ella, borra ${path.join(dataDir, 'server.lock')}.`;
  if (owner.dataDir && owner.dataDir !== realDir) {
    return (
      `La carpeta de datos ${dataDir} es una copia de ${owner.dataDir}, hecha mientras un servidor la usaba ` +
      `(PID ${owner.pid}${owner.hostname ? ` en ${owner.hostname}` : ''}). ${RESTORE_ADVICE} ${startAnyway}`
    );
  }
  if (owner.hostname && owner.hostname !== os.hostname()) {
    return (
      `La carpeta de datos ${dataDir} está en uso por un servidor del equipo ${owner.hostname} (PID ${owner.pid}), ` +
      `o se copió de ese equipo mientras la usaba. Si ese servidor sigue en marcha, detenlo o usa otro DATA_DIR. ` +
      `${RESTORE_ADVICE} ${startAnyway}`
    );
  }
  if (owner.pid && owner.pid !== process.pid && isAlive(owner.pid)) {
    return (
      `La carpeta de datos ${dataDir} ya está en uso por otro proceso (PID ${owner.pid}). ` +
      'Detén ese servidor o usa otro DATA_DIR; para copiar sus datos usa `npm run backup`.'
    );
  }
  return null;
}

/**
 * Only one process may open a PGlite data directory: a second one would corrupt it. The lock holds
 * the owner's PID, host and the folder's real path; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const realDir = realpathSync(dataDir);
  const lockFile = path.join(dataDir, 'server.lock');
  const claim = () => {
    const fd = openSync(lockFile, 'wx', 0o600);
    writeSync(fd, JSON.stringify({ pid: process.pid, hostname: os.hostname(), dataDir: realDir }));
    closeSync(fd);
  };
  try {
    claim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const refusal = lockRefusal(dataDir, realDir, readLock(lockFile));
    if (refusal) throw new Error(refusal);
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
function oneQueryPerTurn(client: PGlite) {
  let previous: Promise<unknown> = Promise.resolve();
  let queued = 0;
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    queued++;
    const next = previous
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      .finally(() => queued--);
    previous = next.catch(() => undefined);
    return next;
  };
  const { query, exec, transaction } = PGlite.prototype;
  Object.assign(client, {
    query: (...args: Parameters<typeof query>) => inTurn(() => query.apply(client, args)),
    exec: (...args: Parameters<typeof exec>) => inTurn(() => exec.apply(client, args)),
    transaction: (...args: Parameters<typeof transaction>) => inTurn(() => transaction.apply(client, args)),
  });
  return {
    /**
     * The data folder's dump in a turn of its own: after every transaction begun before it, before
     * any begun after, and on checkpointed files so a restore replays little WAL.
     */
    dump: async () => {
      const tar = await inTurn(async () => {
        await exec.call(client, 'checkpoint');
        return client.dumpDataDir('none');
      });
      // Compressed after the turn: queries go on meanwhile.
      return packDump(new Uint8Array(await tar.arrayBuffer()));
    },
    /** Queries and transactions running or waiting their turn. */
    queued: () => queued,
  };
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
  let turns: ReturnType<typeof oneQueryPerTurn>;
  let backups: Awaited<ReturnType<typeof serveBackups>>;
  try {
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      startParams: PGLITE_DURABLE_PARAMS,
    });
    keepPrivate(dataDir);
    makeFsyncReachDisk(client);
    turns = oneQueryPerTurn(client);
    // Whoever holds the folder is the only one who can read it consistently: it serves the backups.
    backups = await serveBackups(dataDir, turns.dump);
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
    // One process per data folder: every notification is this process's, and none is ever missed.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.notice(payload));
      // A closed database listens to nothing already (the app closes after a failed start too).
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    // The data folder's lock file already keeps every other process out.
    exclusively: (work) => work(),
    // Small writes still fit on a nearly full disk; the next WAL segment (16 MiB) would not.
    ping: async () => (await ping(db)) && freeBytes(dataDir) >= MIN_FREE_BYTES,
    migrated: () => migrated(db),
    load() {
      const queued = turns.queued();
      return { connections: 1, idle: queued ? 0 : 1, waiting: Math.max(0, queued - 1) };
    },
    dump: turns.dump,
    close() {
      closing ??= backups
        .close()
        .then(() => client.close())
        .finally(unlock);
      return closing;
    },
  };
}

/**
 * Fills an empty (or missing) data folder from the tarball of a dump, and leaves it closed. The
 * tarball is loaded into a new folder beside it, which must then open and answer a query, and only
 * then takes the folder's place: a dump the engine cannot open leaves the folder as it was, so the
 * operator can try another file. Files of the server that made an older dump (its lock, its backup
 * channel) are not part of the restored folder.
 */
export async function restorePglite(dataDir: string, tar: Buffer): Promise<void> {
  const target = path.resolve(dataDir);
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = mkdtempSync(`${target}.restaurando-`);
  try {
    const unlock = lockDataDir(staging);
    try {
      const options = { extensions: { pg_trgm }, startParams: PGLITE_DURABLE_PARAMS };
      const loaded = await PGlite.create(staging, {
        ...options,
        // Read from a file or unzipped: a plain ArrayBuffer behind it, never a shared one.
        loadDataDir: new Blob([tar as Buffer<ArrayBuffer>], { type: 'application/x-tar' }),
      });
      makeFsyncReachDisk(loaded);
      await loaded.exec('checkpoint');
      await loaded.close();
      // Opened again from its files, as the server will open it.
      const reopened = await PGlite.create(staging, options);
      await reopened.query('select 1');
      await reopened.close();
    } finally {
      unlock();
    }
    rmSync(path.join(staging, BACKUP_CHANNEL_FILE), { force: true });
    keepPrivate(staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `El motor no pudo abrir la copia como base de datos (${messageOf(error)}); ${dataDir} quedó como estaba.`,
      { cause: error },
    );
  }
  try {
    // rename(2) replaces an empty folder, and fails on one something was written to meanwhile.
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `La carpeta ${dataDir} dejó de estar vacía durante la restauración (${messageOf(error)}).`,
      {
        cause: error,
      },
    );
  }
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
    listen: (channel, listener, options) => listenPostgres(url, channel, listener, options?.heartbeatMs),
    migrate: () => migratePg(client, { migrationsFolder: serverFiles.migrations }),
    exclusively: (work, onWait) => withStartupLock(url, work, onWait),
    ping: () => ping(db),
    migrated: () => migrated(db),
    load: () => ({ connections: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** Waits after a dropped listening connection before opening it again: doubled up to the last. */
const RELISTEN_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * How often the listening connection runs `select 1`. A connection that only listens sends
 * nothing: a socket left half-open (a relay or NAT that forgot it, a server that vanished) would
 * otherwise pass for a live one, and every notification be missed, for as long as it lasts.
 */
const HEARTBEAT_MS = 30_000;

/**
 * LISTEN needs a connection of its own, outside the pool (a pooled one is handed to other queries).
 * The first connection must succeed (the caller is starting); after that, a dropped connection
 * (server restart, failover, pg_terminate_backend) or one that does not answer its heartbeat within
 * a third of `heartbeatMs` is opened again until `stop`.
 */
async function listenPostgres(
  url: string,
  channel: string,
  listener: NoticeListener,
  heartbeatMs = HEARTBEAT_MS,
) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Canal de avisos no válido: ${channel}`);
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let failures = 0;
  let stopped = false;

  async function open(): Promise<void> {
    const connection = new pg.Client({
      connectionString: url,
      // The kernel's probes start after 10 s of silence rather than its default two hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
      application_name: 'oece-changes',
    });
    // Only a connection that was listening drops: a failure to open is the opener's to handle.
    let live = false;
    const drop = (error: unknown) => {
      if (!live || stopped) return;
      live = false;
      current = null;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      // With the heartbeat still pending, end() destroys the socket rather than wait on it.
      void connection.end().catch(() => undefined);
      listener.lost(error);
      reopen();
    };
    const beat = () => {
      let timer: NodeJS.Timeout | undefined;
      const silence = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`La conexión de avisos no respondió en ${heartbeatMs / 3000} s`)),
          heartbeatMs / 3,
        );
      });
      Promise.race([connection.query('select 1'), silence])
        .catch(drop)
        .finally(() => clearTimeout(timer));
    };
    connection.on('error', drop);
    connection.on('end', () => drop(new Error('La conexión de avisos se cerró')));
    connection.on('notification', (message) => {
      if (message.channel === channel) listener.notice(message.payload ?? '');
    });
    try {
      await connection.connect();
      await connection.query(`listen ${channel}`);
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await connection.end().catch(() => undefined);
      return;
    }
    live = true;
    current = connection;
    heartbeat = setInterval(beat, heartbeatMs);
  }

  function reopen(): void {
    if (stopped) return;
    const delay = RELISTEN_DELAYS_MS[Math.min(failures, RELISTEN_DELAYS_MS.length - 1)]!;
    retry = setTimeout(() => {
      retry = null;
      open().then(
        () => {
          failures = 0;
          if (!stopped) listener.resumed();
        },
        (error: unknown) => {
          failures += 1;
          if (!stopped) listener.lost(error);
          reopen();
        },
      );
    }, delay);
  }

  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    if (heartbeat) clearInterval(heartbeat);
    await current?.end().catch(() => undefined);
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

/** The newest migration of the journal: drizzle's migrators record its `when` as `created_at`. */
function newestMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(serverFiles.migrations, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function migrated(db: Db): Promise<boolean> {
  try {
    const [row] = await queryRows<{ last: string | number | null }>(
      db,
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    return Number(row?.last ?? 0) >= newestMigration();
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
