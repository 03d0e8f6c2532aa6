import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { BACKUP_CHANNEL_FILE, requestBackup, serveBackups } from './backup-channel';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'oece-channel-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A data folder a server holds: its lock is there. */
function heldFolder(name: string): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
  return dir;
}

/** A small tar.gz, as a dump is. */
function smallDump(): Buffer {
  const content = path.join(scratch, 'contenido');
  mkdirSync(content, { recursive: true });
  writeFileSync(path.join(content, 'PG_VERSION'), '18\n');
  return execFileSync('tar', ['-czf', '-', '-C', content, '.']);
}

/** Something else listening on the channel's port, answering `reply` to whatever it is sent. */
async function impostor(dir: string, reply: string): Promise<void> {
  const server = net.createServer((socket) => socket.once('data', () => socket.end(reply)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  const { port } = server.address() as net.AddressInfo;
  writeFileSync(path.join(dir, BACKUP_CHANNEL_FILE), JSON.stringify({ port, token: 'x'.repeat(64) }));
}

it('waits for a dump that takes longer to build than the idle time, then receives it whole', async () => {
  const dir = heldFolder('lenta');
  const dump = smallDump();
  const limits = { idleMs: 150, dumpMs: 5_000 };
  const channel = await serveBackups(
    dir,
    async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return dump;
    },
    limits,
  );
  closers.push(() => channel.close());
  expect(await requestBackup(dir, limits)).toEqual(dump);
});

it('refuses, without crashing, an answer from something that is not the backup channel', async () => {
  const dir = heldFolder('otro-servicio');
  await impostor(dir, 'HTTP/1.1 400 Bad Request\r\n\r\n');
  const { port } = JSON.parse(readFileSync(path.join(dir, BACKUP_CHANNEL_FILE), 'utf8')) as { port: number };
  await expect(requestBackup(dir)).rejects.toThrow(
    `Lo que escucha en el puerto ${port} no es el canal de copias del servidor.`,
  );
});

it('refuses an answer that is not a whole dump', async () => {
  const dir = heldFolder('no-es-copia');
  await impostor(dir, `${JSON.stringify({ ok: true, bytes: 5 })}\nhola\n`);
  await expect(requestBackup(dir)).rejects.toThrow(
    /^El servidor envió algo que no es una copia completa de la base embebida \(.+\)\.$/,
  );
});
