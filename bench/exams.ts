// Median and p95 latency of POST /api/exams (COMPLETE, 72 questions drawn) and
// PATCH /api/exams/{code} (one answer), through the real app on a fresh database:
// PGlite always, and PostgreSQL when BENCH_DATABASE_URL points to an empty database.
// Run: npx tsx bench/exams.ts   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/oece_bench)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { parseConfig, type Env } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed';
import { latencySummary } from './latency';

const STARTS = 60;
const PATCHES = 200;

async function run(label: string, env: Env) {
  const config = parseConfig({ ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase(config);
  await database.migrate();
  await seedDatabase(database.db, config);
  const app = await buildApp(config, { database, logger: false });
  try {
    const json = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token?: string) => {
      const res = await app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
      if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const admin = (await json('POST', '/api/auth/login', { username: 'admin', password: 'bench-admin' }))
      .token;
    await json(
      'POST',
      '/api/users',
      { username: 'bench', password: 'bench-123', membershipLevel: 'PREMIUM' },
      admin,
    );
    const token = (await json('POST', '/api/auth/login', { username: 'bench', password: 'bench-123' })).token;

    const starts: number[] = [];
    let code = '';
    for (let i = 0; i < STARTS; i++) {
      const began = performance.now();
      code = (await json('POST', '/api/exams', { type: 'COMPLETE' }, token)).examCode;
      starts.push(performance.now() - began);
    }
    const exam = (await json('GET', `/api/exams/${code}`, undefined, token)).exam;
    const patches: number[] = [];
    for (let i = 0; i < PATCHES; i++) {
      const question = exam.questions[i % exam.questions.length];
      const began = performance.now();
      await json(
        'PATCH',
        `/api/exams/${code}`,
        { action: 'UPDATE', answers: [{ questionId: question.id, responseIndex: i % 4 }] },
        token,
      );
      patches.push(performance.now() - began);
    }
    console.log(`${label}  POST /api/exams COMPLETE: ${latencySummary(starts)}`);
    console.log(`${label}  PATCH /api/exams/{code}:  ${latencySummary(patches)}`);
  } finally {
    await app.close();
    await database.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-bench-'));
try {
  await run('PGlite    ', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_DATABASE_URL) await run('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
else console.log('PostgreSQL: set BENCH_DATABASE_URL to an empty database to measure it too.');
