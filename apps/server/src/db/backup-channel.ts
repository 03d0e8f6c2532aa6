import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * How `npm run backup` reaches the process that holds an embedded data folder (decision 0030): that
 * process listens on a loopback port and writes the port and a secret to this file of the folder
 * (0600 in a 0700 folder), so only the account that runs the server can ask it for a dump. A Unix
 * socket in the folder would be simpler, but the engine's dump walks the whole folder and fails on one.
 */
export const BACKUP_CHANNEL_FILE = 'backup-channel.json';

interface ChannelFile {
  port: number;
  token: string;
}

/** The first line a client sends: the secret. Anything longer is not one. */
const MAX_TOKEN_LINE = 256;
/** A client that stops reading or writing for this long is dropped. */
const IDLE_MS = 120_000;

/** Serves `dump()` to clients that know the secret, until `close()`. */
export async function serveBackups(dataDir: string, dump: () => Promise<Buffer>) {
  const token = randomBytes(32).toString('hex');
  const file = path.join(dataDir, BACKUP_CHANNEL_FILE);
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => undefined);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\n');
      if (end < 0 && received.length <= MAX_TOKEN_LINE) return;
      socket.off('data', onData);
      if (end < 0 || !sameSecret(received.slice(0, end), token)) {
        socket.end(`${JSON.stringify({ ok: false, message: 'Clave del canal de copias no válida.' })}\n`);
        return;
      }
      void send(socket);
    };
    socket.on('data', onData);
  });
  const send = async (socket: net.Socket) => {
    try {
      const data = await dump();
      socket.write(`${JSON.stringify({ ok: true, bytes: data.length })}\n`);
      socket.end(data);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      socket.end(
        `${JSON.stringify({ ok: false, message: `El servidor no pudo copiar sus datos: ${reason}` })}\n`,
      );
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  writeFileSync(file, JSON.stringify({ port, token } satisfies ChannelFile), { mode: 0o600 });
  return {
    async close() {
      rmSync(file, { force: true });
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await closed;
    },
  };
}

function sameSecret(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Asks the process that holds `dataDir` for a dump; null when none listens (no server, or one that
 * stopped without removing its file).
 */
export async function requestBackup(dataDir: string): Promise<Buffer | null> {
  if (!existsSync(path.join(dataDir, 'server.lock'))) return null;
  let channel: ChannelFile;
  try {
    channel = JSON.parse(readFileSync(path.join(dataDir, BACKUP_CHANNEL_FILE), 'utf8')) as ChannelFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = net.connect(channel.port, '127.0.0.1', () => {
      connected = true;
      socket.write(`${channel.token}\n`);
    });
    socket.setTimeout(IDLE_MS, () =>
      socket.destroy(new Error('El servidor dejó de responder mientras enviaba la copia.')),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf(0x0a);
      const header = end < 0 ? null : (JSON.parse(all.subarray(0, end).toString('utf8')) as Header);
      if (!header) return reject(new Error('El servidor cerró el canal de copias sin responder.'));
      if (!header.ok) return reject(new Error(header.message));
      const data = all.subarray(end + 1);
      if (data.length !== header.bytes) {
        return reject(new Error(`La copia llegó incompleta (${data.length} de ${header.bytes} bytes).`));
      }
      resolve(data);
    });
  });
}

type Header = { ok: true; bytes: number } | { ok: false; message: string };
