import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import { createInterface } from 'node:readline';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  port: number;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the production build of the server (`npm run build`: apps/server/dist/server.js, run by
 * plain node as `npm start` does) on `env.PORT`, or a free port, and waits for /api/health. It runs
 * in `cwd` (by default a neutral folder: a developer's .env in the repository must not change what
 * the tests run); `logs`, when given, collects its log lines.
 */
export async function startServer(
  env: Record<string, string>,
  { timeoutMs = 60_000, cwd = os.tmpdir(), logs }: { timeoutMs?: number; cwd?: string; logs?: string[] } = {},
): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')],
    {
      cwd,
      env: {
        ...process.env,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', logs ? 'pipe' : 'ignore', 'inherit'],
    },
  );
  if (logs) createInterface({ input: child.stdout! }).on('line', (line) => logs.push(line));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó con código ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { port, baseUrl, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`El servidor no respondió en ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
