// Cold start: time from launching the server on a fresh (empty) data directory to the first
// 200 from /api/health (migrations, question-bank seed, admin), then a restart on the same
// directory. Run: npx tsx bench/cold-start.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server';

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password' });
  const ms = performance.now() - started;
  await server.stop();
  return ms;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-bench-'));
try {
  const cold = await timeStart(dataDir);
  const warm = await timeStart(dataDir);
  console.log(`cold start (fresh data dir, migrations + seed): ${(cold / 1000).toFixed(2)} s`);
  console.log(`restart (existing data dir):                    ${(warm / 1000).toFixed(2)} s`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
