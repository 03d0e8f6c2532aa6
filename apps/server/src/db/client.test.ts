import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { onPostgres } from '../test/test-app';
import { openDatabase } from './client';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('refuses a PGlite data directory that another live process holds, and frees it on close', async () => {
  const config = { database: { kind: 'pglite', dataDir } } as const;
  const first = await openDatabase(config);
  await first.migrate();
  // A lock held by a live process other than this one (the parent of this test worker).
  writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
  await expect(openDatabase(config)).rejects.toThrow(
    `La carpeta de datos ${dataDir} ya está en uso por otro proceso (PID ${process.ppid}).`,
  );
  await first.close();
  const again = await openDatabase(config);
  expect(await again.ping()).toBe(true);
  await again.close();
});

it('tells a folder copied while its server ran from one in use, and says how to copy it safely', async () => {
  const original = path.join(dataDir, 'original');
  const copy = path.join(dataDir, 'copia');
  const running = await openDatabase({ database: { kind: 'pglite', dataDir: original } });
  await running.migrate();
  cpSync(original, copy, { recursive: true });
  await running.close();
  const lockFile = path.join(copy, 'server.lock');
  await expect(openDatabase({ database: { kind: 'pglite', dataDir: copy } })).rejects.toThrow(
    `La carpeta de datos ${copy} es una copia de ${realpathSync(original)}, hecha mientras un servidor la usaba ` +
      `(PID ${process.pid} en ${os.hostname()}). Una carpeta copiada mientras el servidor la usa puede estar ` +
      'incompleta o inconsistente: para llevar los datos a otra carpeta o a otro equipo usa `npm run backup` y ' +
      `\`npm run restore ARCHIVO\`. Si aun así quieres arrancar con ella, borra ${lockFile}.`,
  );
  // The operator who knows the copy was taken safely (the server stopped by kill -9, say) starts anyway.
  rmSync(lockFile);
  const started = await openDatabase({ database: { kind: 'pglite', dataDir: copy } });
  expect(await started.ping()).toBe(true);
  await started.close();

  // The same folder, locked by a server of another machine (a network disk, or a copy from it).
  writeFileSync(
    lockFile,
    JSON.stringify({ pid: 4242, hostname: 'otro-equipo', dataDir: realpathSync(copy) }),
  );
  await expect(openDatabase({ database: { kind: 'pglite', dataDir: copy } })).rejects.toThrow(
    `La carpeta de datos ${copy} está en uso por un servidor del equipo otro-equipo (PID 4242), o se copió de ese ` +
      'equipo mientras la usaba.',
  );
});

it('names the PostgreSQL server, database and role it could not reach, without the password', async () => {
  const opening = openDatabase({
    database: { kind: 'postgres', url: 'postgres://lector:secreta@127.0.0.1:1/simulador' },
  });
  await expect(opening).rejects.toThrow(
    /^No se pudo conectar a PostgreSQL en 127\.0\.0\.1:1\/simulador con el rol lector: .*ECONNREFUSED/,
  );
  await expect(opening).rejects.not.toThrow(/secreta/);
});

/**
 * A TCP relay to `host:port` whose open connections can be frozen: nothing passes either way and
 * nothing closes, as with a relay or NAT that forgot them. Connections opened afterwards pass.
 */
async function freezableRelay(host: string, port: number) {
  const pairs: [Socket, Socket][] = [];
  const server = createServer((client) => {
    const upstream = createConnection(port, host);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    freeze() {
      for (const [client, upstream] of pairs.splice(0)) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    close() {
      for (const socket of pairs.flat()) socket.destroy();
      server.close();
    },
  };
}

it.runIf(onPostgres)(
  'notices a listening connection that stopped answering, and listens again on a new one',
  async () => {
    const target = new URL(inject('serverDatabaseUrl'));
    const relay = await freezableRelay(target.hostname, Number(target.port || 5432));
    const relayed = new URL(target.href);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const database = await openDatabase({ database: { kind: 'postgres', url: relayed.href } });
    const events: string[] = [];
    const stop = await database.listen(
      'oece_latido',
      {
        notice: (payload) => events.push(`aviso ${payload}`),
        lost: () => events.push('perdida'),
        resumed: () => events.push('restablecida'),
      },
      { heartbeatMs: 300 },
    );
    const notifier = new pg.Client({ connectionString: target.href });
    await notifier.connect();
    try {
      relay.freeze();
      await expect.poll(() => events, { timeout: 3_000 }).toEqual(['perdida', 'restablecida']);
      await notifier.query(`select pg_notify('oece_latido', 'hola')`);
      await expect.poll(() => events.at(-1)).toBe('aviso hola');
    } finally {
      await stop();
      await notifier.end();
      // The pool's connection is frozen too: its socket goes first.
      relay.close();
      await database.close();
    }
  },
);

/** Every file and folder under `dir` (itself included) that group or others may read, write or enter. */
function sharedEntries(dir: string): string[] {
  const entries = [
    dir,
    ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name)),
  ];
  return entries
    .filter((entry) => statSync(entry).mode & 0o077)
    .map((entry) => `${(statSync(entry).mode & 0o777).toString(8)} ${path.relative(dir, entry)}`);
}

it("keeps a new embedded data folder the owner's only, and tightens an older one at start", async () => {
  const fresh = path.join(dataDir, 'nueva');
  const config = { database: { kind: 'pglite', dataDir: fresh } } as const;
  const database = await openDatabase(config);
  await database.migrate();
  expect(sharedEntries(fresh)).toEqual([]);
  await database.close();
  expect(sharedEntries(fresh)).toEqual([]);
  expect(statSync(fresh).mode & 0o777).toBe(0o700);

  // As an older version left it: world-writable.
  chmodSync(fresh, 0o777);
  chmodSync(path.join(fresh, 'PG_VERSION'), 0o666);
  chmodSync(path.join(fresh, 'base'), 0o777);
  const reopened = await openDatabase(config);
  expect(sharedEntries(fresh)).toEqual([]);
  await reopened.close();
});
