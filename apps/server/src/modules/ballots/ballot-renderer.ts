import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../../shared/errors';
import { serverFiles } from '../../shared/server-files';
import type { BallotDocumentInput } from './ballot-document';

export interface BallotRenderer {
  render(input: BallotDocumentInput): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * PDFs are laid out on worker threads (by default one fewer than the cores, at least one, at most
 * four), so the thread that answers requests (answer saves among them) never waits for a file. The
 * threads start with the first file and stop after a minute without work. Beyond `maxWaiting` files
 * waiting for a thread, a new request is told to come back (503).
 */
export function createBallotRenderer({
  threads = Math.min(4, Math.max(1, os.availableParallelism() - 1)),
  maxWaiting = 16,
}: { threads?: number; maxWaiting?: number } = {}): BallotRenderer {
  let pool: Piscina | null = null;
  return {
    async render(input) {
      pool ??= new Piscina({
        filename: pathToFileURL(serverFiles.ballotWorker.file).href,
        execArgv: serverFiles.ballotWorker.execArgv,
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: 60_000,
        maxQueue: maxWaiting,
      });
      try {
        const bytes = (await pool.run(input)) as Uint8Array;
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) {
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'Se están preparando muchos balotarios a la vez. Intenta de nuevo en un minuto.',
          );
        }
        throw error;
      }
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
