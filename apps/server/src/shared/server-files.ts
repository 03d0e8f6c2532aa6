import path from 'node:path';

/**
 * From source (tsx, tests) this module is src/shared/server-files.ts; from the production build it
 * is part of dist/server.js, beside which the build copies the migrations and writes the ballot
 * worker (build.ts).
 */
const built = path.basename(import.meta.dirname) === 'dist';
const serverDir = built ? path.dirname(import.meta.dirname) : path.resolve(import.meta.dirname, '../..');

/** Where the server finds its own files, whether it runs from source or from the build. */
export const serverFiles = {
  /** The repository, which holds the web build and content/ (their default places). */
  repoRoot: path.resolve(serverDir, '../..'),
  migrations: path.join(serverDir, built ? 'dist/migrations' : 'src/db/migrations'),
  /** The ballot worker thread's entry, and the Node options that load it (TypeScript goes through tsx). */
  ballotWorker: built
    ? { file: path.join(serverDir, 'dist/ballot-worker.js'), execArgv: [] }
    : { file: path.join(serverDir, 'src/modules/ballots/ballot-worker.ts'), execArgv: ['--import', 'tsx'] },
};
