// Backup and restore of a database with 2,000 members and 1,000 finished exams: the time and size of
// `npm run backup` (taken while the app runs: by the app itself on PGlite, by pg_dump on PostgreSQL)
// and the time of `npm run restore` into an empty database, through the same functions the commands
// call. PGlite always; PostgreSQL when BENCH_DATABASE_URL points to an empty database (the restore
// goes to a database of the same name with '_restore', created and dropped here).
// The members are written with SQL (one password hash for all: 2,000 argon2 hashes would time the
// hashing, not the backup); 50 of them each start and finish 20 RAPID exams through the API.
// Run: npx tsx bench/backup.ts   (BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/oece_bench)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { backupDatabase, describeSize, restoreDatabase } from '../apps/server/src/db/backups';
import { openDatabase, queryRows } from '../apps/server/src/db/client';
import { parseConfig } from '../apps/server/src/shared/config';
import { benchMember, jsonCaller, onEachEngine } from './in-process-app';

const MEMBERS = 2_000;
const EXAM_TAKERS = 50;
const EXAMS_EACH = 20;
const PASSWORD = 'bench-clave-123';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'oece-bench-backup-'));

async function counts(db: Parameters<typeof queryRows>[0]) {
  const [row] = await queryRows<{ members: string; finished: string; answers: string }>(
    db,
    sql`select (select count(*) from users) as members,
               (select count(*) from exams where finished_at is not null) as finished,
               (select count(*) from exam_answers) as answers`,
  );
  return { members: Number(row!.members), finished: Number(row!.finished), answers: Number(row!.answers) };
}

try {
  await onEachEngine(async (engine, app) => {
    const json = jsonCaller(app);
    await benchMember(json);
    const filling = performance.now();
    // Every member shares the password hash of 'bench' (created through the API above).
    await app.database.db.execute(sql`
      insert into users (username, email, password_hash, first_name, last_name)
      select 'miembro' || n, 'miembro' || n || '@correo.pe', u.password_hash, 'Nombre ' || n, 'Apellido ' || n
        from generate_series(1, ${MEMBERS - 1}) as n, users u where u.username = 'bench'`);
    await app.database.db.execute(sql`
      insert into memberships (user_id, level, start, expiration)
      select id, 'STANDARD', now(), now() + interval '1 year' from users where username like 'miembro%'`);
    for (let taker = 1; taker <= EXAM_TAKERS; taker++) {
      const { token } = await json('POST', '/api/auth/login', {
        username: `miembro${taker}`,
        password: PASSWORD,
      });
      for (let i = 0; i < EXAMS_EACH; i++) {
        const code = (await json('POST', '/api/exams', { type: 'RAPID' }, token)).examCode;
        const exam = (await json('GET', `/api/exams/${code}`, undefined, token)).exam;
        const answers = (exam.questions as { id: number }[]).map((question, index) => ({
          questionId: question.id,
          responseIndex: (index + i) % 4,
        }));
        await json('PATCH', `/api/exams/${code}`, { action: 'FINISH', answers }, token);
      }
    }
    const source = await counts(app.database.db);
    console.log(
      `${engine}: ${source.members} members, ${source.finished} finished exams, ${source.answers} answers ` +
        `(filled in ${((performance.now() - filling) / 1000).toFixed(1)} s)`,
    );

    const backup = await backupDatabase(app.config, path.join(scratch, engine));
    console.log(
      `${engine}: backup ${describeSize(backup.bytes)} in ${(backup.ms / 1000).toFixed(2)} s (taken by ${backup.takenBy})`,
    );

    let targetEnv: { DATA_DIR?: string; DATABASE_URL?: string };
    let dropTarget = async () => {};
    if (app.database.engine === 'pglite') {
      targetEnv = { DATA_DIR: path.join(scratch, 'restored') };
    } else {
      const url = new URL(app.config.database.url!);
      const name = `${url.pathname.slice(1)}_restore`;
      const server = new URL(url);
      server.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: server.toString() });
      await admin.connect();
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      url.pathname = `/${name}`;
      targetEnv = { DATABASE_URL: url.toString() };
      dropTarget = async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
    }
    try {
      const config = parseConfig(targetEnv);
      const restore = await restoreDatabase(config, backup.file);
      const database = await openDatabase(config);
      const restored = await counts(database.db);
      await database.close();
      console.log(
        `${engine}: restore in ${(restore.ms / 1000).toFixed(2)} s; restored ${restored.members} members, ` +
          `${restored.finished} finished exams, ${restored.answers} answers` +
          (JSON.stringify(restored) === JSON.stringify(source) ? '' : ' (DIFFERENT from the source)'),
      );
    } finally {
      await dropTarget();
    }
  });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
