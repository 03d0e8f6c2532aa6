import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { unpackDump } from './pglite-dump';

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

/** How long each side waits (tests shorten them). */
export interface ChannelLimits {
  /** Either side that stops reading or writing for this long is dropped (not while the dump is built). */
  idleMs: number;
  /** How long the client waits for the dump to be built: it sends nothing meanwhile. */
  dumpMs: number;
}

const LIMITS: ChannelLimits = { idleMs: 120_000, dumpMs: 600_000 };

/** Serves `dump()` to clients that know the secret, until `close()`. */
export async function serveBackups(
  dataDir: string,
  dump: () => Promise<Buffer>,
  { idleMs }: Pick<ChannelLimits, 'idleMs'> = LIMITS,
) {
  const token = randomBytes(32).toString('hex');
  const file = path.join(dataDir, BACKUP_CHANNEL_FILE);
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => undefined);
    socket.setTimeout(idleMs, () => socket.destroy());
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
    // Nothing is sent while the dump is built, for as long as that takes: only a stalled transfer is idle.
    socket.setTimeout(0);
    try {
      const data = await dump();
      socket.setTimeout(idleMs);
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
 * stopped without removing its file). What arrives is checked to be a whole dump before it is answered.
 */
export async function requestBackup(dataDir: string, limits = LIMITS): Promise<Buffer | null> {
  if (!existsSync(path.join(dataDir, 'server.lock'))) return null;
  let channel: ChannelFile;
  try {
    channel = JSON.parse(readFileSync(path.join(dataDir, BACKUP_CHANNEL_FILE), 'utf8')) as ChannelFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const answer = await new Promise<(Header & { data: Buffer }) | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    let receiving = false;
    const socket = net.connect(channel.port, '127.0.0.1', () => {
      connected = true;
      socket.write(`${channel.token}\n`);
    });
    // The server sends nothing until the dump is built; after that, a pause is a stalled transfer.
    socket.setTimeout(limits.dumpMs, () =>
      socket.destroy(
        new Error(
          receiving
            ? 'El servidor dejó de responder mientras enviaba la copia.'
            : `El servidor no terminó la copia en ${Math.round(limits.dumpMs / 60_000)} minutos.`,
        ),
      ),
    );
    socket.on('data', (chunk) => {
      if (!receiving) socket.setTimeout(limits.idleMs);
      receiving = true;
      chunks.push(chunk);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf(0x0a);
      if (end < 0) return reject(new Error('El servidor cerró el canal de copias sin responder.'));
      const header = readHeader(all.subarray(0, end));
      if (!header) {
        return reject(
          new Error(`Lo que escucha en el puerto ${channel.port} no es el canal de copias del servidor.`),
        );
      }
      resolve({ ...header, data: all.subarray(end + 1) });
    });
  });
  if (!answer) return null;
  if (!answer.ok) throw new Error(answer.message);
  const { data, bytes } = answer;
  if (data.length !== bytes) {
    throw new Error(`La copia llegó incompleta (${data.length} de ${bytes} bytes).`);
  }
  await unpackDump(data).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`El servidor envió algo que no es una copia completa de la base embebida (${reason}).`, {
      cause: error,
    });
  });
  return data;
}

type Header = { ok: true; bytes: number } | { ok: false; message: string };

/** The answer's first line, or null when it is not one this channel sends. */
function readHeader(line: Buffer): Header | null {
  try {
    const header = JSON.parse(line.toString('utf8')) as Partial<Header> | null;
    if (header?.ok === true && typeof header.bytes === 'number') return header as Header;
    if (header?.ok === false && typeof header.message === 'string') return header as Header;
  } catch {
    // Not JSON: something else listens on the port.
  }
  return null;
}
