// The server's production build (decision 0027): src/server.ts, npm run backup / restore and the
// ballot worker, each bundled into one ES module in dist/ with our workspace packages (TypeScript
// source) inside and every dependency left to node_modules; the migrations copied beside them. `npm start` runs it with node.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    backup: 'src/backup.ts',
    restore: 'src/restore.ts',
    'ballot-worker': 'src/modules/ballots/ballot-worker.ts',
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Subpaths (drizzle-orm/pglite…) follow their package.
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@oece/')),
  sourcemap: true,
  logLevel: 'warning',
});
// Only what the migrator reads: the SQL files and the journal (drizzle-kit's snapshots stay behind).
cpSync(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), {
  recursive: true,
  filter: (source) => !source.endsWith('_snapshot.json'),
});
