import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../shared/config';
import { requestBackup } from './backup-channel';
import { openDatabase, restorePglite } from './client';
import { unpackDump } from './pglite-dump';

/**
 * `npm run backup` and `npm run restore` (decision 0030): PostgreSQL through its own client tools
 * (`pg_dump -Fc`, `pg_restore`), the embedded database through PGlite's dump of its data folder,
 * taken by the process that holds the folder.
 */

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** Who read the database: pg_dump, the running server, or this process (no server held the folder). */
  takenBy: 'pg_dump' | 'server' | 'this process';
}

const PG_DUMP_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * Writes a dated backup of the configured database into `dir`, as a file only its owner reads. A
 * folder it creates is the owner's only (0700); an existing one keeps the mode its owner gave it
 * (a shared folder such as /var/backups, or one another tool reads from).
 */
export async function backupDatabase(
  config: Pick<Config, 'database'>,
  dir: string,
  now = new Date(),
): Promise<BackupResult> {
  const startedAt = performance.now();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/:/g, '-').replace('.', '-');
  const engine = config.database.kind;
  const file = path.join(dir, `oece-${engine}-${stamp}.${engine === 'postgres' ? 'dump' : 'tar.gz'}`);
  // Written under another name and renamed once complete: a backup file is never a partial one.
  const partial = `${file}.partial`;
  let takenBy: BackupResult['takenBy'];
  try {
    if (config.database.kind === 'postgres') {
      closeSync(openSync(partial, 'wx', 0o600));
      await pgDump(config.database.url, partial);
      takenBy = 'pg_dump';
    } else {
      const { dataDir } = config.database;
      const fromServer = await requestBackup(dataDir);
      const data = fromServer ?? (await dumpFolder(dataDir));
      takenBy = fromServer ? 'server' : 'this process';
      const fd = openSync(partial, 'wx', 0o600);
      try {
        writeSync(fd, data);
      } finally {
        closeSync(fd);
      }
    }
    syncFile(partial);
    renameSync(partial, file);
    syncFile(dir);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: statSync(file).size, ms: performance.now() - startedAt, takenBy };
}

/** Restores `file` into the configured database, which must be empty (a new database or folder). */
export async function restoreDatabase(
  config: Pick<Config, 'database'>,
  file: string,
): Promise<{ bytes: number; ms: number }> {
  const startedAt = performance.now();
  if (!existsSync(file)) throw new Error(`No existe el archivo ${file}.`);
  const head = readHead(file);
  if (config.database.kind === 'postgres') {
    if (!head.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC)) {
      throw new Error(
        head.subarray(0, 2).equals(GZIP_MAGIC)
          ? `${file} es una copia de la base embebida (PGlite): restáurala sin DATABASE_URL, con DATA_DIR en una carpeta vacía.`
          : `${file} no es una copia de npm run backup (se espera el formato personalizado de pg_dump).`,
      );
    }
    await refuseNonEmptyPostgres(config.database.url);
    await pgRestore(config.database.url, file);
  } else {
    if (!head.subarray(0, 2).equals(GZIP_MAGIC)) {
      throw new Error(
        head.subarray(0, PG_DUMP_MAGIC.length).equals(PG_DUMP_MAGIC)
          ? `${file} es una copia de PostgreSQL: restáurala con DATABASE_URL=postgres://… apuntando a una base de datos vacía.`
          : `${file} no es una copia de npm run backup (se espera un .tar.gz de la base embebida).`,
      );
    }
    const { dataDir } = config.database;
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new Error(
        `La carpeta de datos ${dataDir} no está vacía: restaura en una carpeta nueva ` +
          `(DATA_DIR=/ruta/nueva npm run restore ${file}) y arranca el servidor con ese DATA_DIR, ` +
          'o mueve la carpeta actual a otro lugar si de verdad quieres reemplazarla.',
      );
    }
    const tar = await unpackDump(readFileSync(file)).catch((error: unknown) => {
      throw new Error(
        `${file} no es una copia completa de la base embebida (${error instanceof Error ? error.message : String(error)}): ` +
          '¿se cortó al copiarla? Usa otra copia.',
        { cause: error },
      );
    });
    await restorePglite(dataDir, tar);
  }
  return { bytes: statSync(file).size, ms: performance.now() - startedAt };
}

/** No server holds the folder: this process opens it (and holds its lock meanwhile) to dump it. */
async function dumpFolder(dataDir: string): Promise<Buffer> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(
      `No hay una base de datos embebida en ${dataDir}: ¿DATA_DIR apunta a la carpeta correcta?`,
    );
  }
  const database = await openDatabase({ database: { kind: 'pglite', dataDir } });
  try {
    return await database.dump!();
  } finally {
    await database.close();
  }
}

/** A file size as an operator reads it: '12.3 MB'. */
export function describeSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;
}

function readHead(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(8);
    return head.subarray(0, readSync(fd, head, 0, head.length, 0));
  } finally {
    closeSync(fd);
  }
}

function syncFile(target: string): void {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The URL without its password, which goes to the tools in PGPASSWORD (never on a command line). */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

async function pgDump(url: string, file: string): Promise<void> {
  const client = await toolVersion('pg_dump');
  const server = await serverMajor(url);
  if (client < server) {
    throw new Error(
      `pg_dump ${client} es más antiguo que el servidor PostgreSQL ${server} y no puede copiarlo: ` +
        `instala las herramientas cliente de la versión ${server} o posterior (Debian: apt-get install postgresql-client-${server}).`,
    );
  }
  const { dbname, env } = toolConnection(url);
  await runTool('pg_dump', ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${dbname}`], env);
}

async function pgRestore(url: string, file: string): Promise<void> {
  await toolVersion('pg_restore');
  const { dbname, env } = toolConnection(url);
  // Owners and grants of the original server may name roles this one lacks: the restoring role owns all.
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--no-password',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

async function refuseNonEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; count: string }>(
      `select current_database() as name, count(*) as count from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
          and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    const [{ name, count }] = rows as [{ name: string; count: string }];
    if (Number(count) > 0) {
      throw new Error(
        `La base de datos ${name} no está vacía (${count} tablas, vistas o secuencias): restaura en una base ` +
          `nueva (createdb nueva; DATABASE_URL=…/nueva npm run restore ARCHIVO) y arranca el servidor con ella, ` +
          'o bórrala y créala de nuevo si de verdad quieres reemplazarla.',
      );
    }
  } finally {
    await client.end();
  }
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** The major version of a PostgreSQL client tool, or a message saying how to install it. */
async function toolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  const output = await runTool(tool, ['--version'], {}).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new Error(
      `No se encontró ${tool}: instala las herramientas cliente de PostgreSQL de la versión del servidor ` +
        'o posterior (Debian: apt-get install postgresql-client) y ponlas en el PATH.',
    );
  });
  const match = /\(PostgreSQL\) (\d+)/.exec(output);
  if (!match) throw new Error(`No se entiende la versión de ${tool}: ${output.trim()}`);
  return Number(match[1]);
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    // The tools need this process's PATH, locale and PG* settings, plus the password.
    // eslint-disable-next-line no-restricted-syntax
    const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${tool} terminó con el código ${code}: ${stderr.trim()}`));
    });
  });
}
