import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
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

it('names the PostgreSQL server, database and role it could not reach, without the password', async () => {
  const opening = openDatabase({
    database: { kind: 'postgres', url: 'postgres://lector:secreta@127.0.0.1:1/simulador' },
  });
  await expect(opening).rejects.toThrow(
    /^No se pudo conectar a PostgreSQL en 127\.0\.0\.1:1\/simulador con el rol lector: .*ECONNREFUSED/,
  );
  await expect(opening).rejects.not.toThrow(/secreta/);
});
