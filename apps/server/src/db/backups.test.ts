import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { parseConfig, type Env } from '../shared/config';
import { withDatabase } from '../test/global-setup';
import { count, createOrder, sandboxPay, uniqueEmail } from '../test/payments';
import { createMember, createTestApp, login, openTestApp, TEST_ADMIN, type TestApp } from '../test/test-app';
import { backupDatabase, restoreDatabase } from './backups';
import { openDatabase, queryRows } from './client';

const onPostgres = Boolean(inject('templateDatabaseUrl'));
const scratch = mkdtempSync(path.join(os.tmpdir(), 'oece-backups-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An empty database of the engine under test (a new PostgreSQL database, or a folder not yet made). */
async function emptyTarget(): Promise<{ env: Env; cleanup: () => Promise<void> }> {
  if (!onPostgres) {
    return {
      env: { DATA_DIR: path.join(scratch, `restaurada-${randomBytes(4).toString('hex')}`) },
      cleanup: async () => {},
    };
  }
  const name = `oece_test_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('serverDatabaseUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    env: { DATABASE_URL: withDatabase(inject('serverDatabaseUrl'), name) },
    async cleanup() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const TABLES = ['users', 'memberships', 'exams', 'exam_answers', 'orders', 'mail_outbox'] as const;

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = await count(t, sql.raw(`select count(*) as n from ${table}`));
  return counts;
}

describe('npm run backup, then npm run restore into an empty database', () => {
  it('brings back members, finished exams, orders and the outbox; the server starts on it and a member logs in', async () => {
    const source = await createTestApp();
    const target = await emptyTarget();
    try {
      const adminToken = await login(source, TEST_ADMIN.username, TEST_ADMIN.password);
      const member = await createMember(source, adminToken, {
        username: 'respaldada',
        password: 'clave-de-respaldo',
        membershipLevel: 'STANDARD',
        days: 365,
      });
      const started = await source.app.inject({
        method: 'POST',
        url: '/api/exams',
        headers: { authorization: member.token },
        payload: { type: 'RAPID' },
      });
      const code: string = started.json().examCode;
      const exam = (
        await source.app.inject({ url: `/api/exams/${code}`, headers: { authorization: member.token } })
      ).json().exam;
      const finished = await source.app.inject({
        method: 'PATCH',
        url: `/api/exams/${code}`,
        headers: { authorization: member.token },
        payload: {
          action: 'FINISH',
          answers: exam.questions.map((question: { id: number }) => ({
            questionId: question.id,
            responseIndex: 1,
          })),
        },
      });
      expect(finished.json().status).toBe('FINISHED');
      // A paid order creates the buyer's account, its membership and the e-mail in the outbox.
      const paid = await createOrder(source, 'PREMIUM', uniqueEmail('comprador'));
      await sandboxPay(source, paid.id, 'approved');
      await createOrder(source, 'BASIC', uniqueEmail('pendiente'));
      const before = await rowCounts(source);
      expect(before).toMatchObject({ exams: 1, exam_answers: 15, orders: 2, mail_outbox: 1 });

      const dir = path.join(scratch, 'copias');
      const backup = await backupDatabase(source.config, dir);
      expect(path.basename(backup.file)).toMatch(
        /^oece-(pglite|postgres)-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.(tar\.gz|dump)$/,
      );
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(backup.file).mode & 0o777).toBe(0o600);
      expect(backup.bytes).toBeGreaterThan(0);

      // The copy goes only into an empty database.
      await expect(restoreDatabase(source.config, backup.file)).rejects.toThrow(
        onPostgres
          ? /^La base de datos oece_test_\w+ no está vacía/
          : /^La carpeta de datos .+ no está vacía/,
      );
      await restoreDatabase(parseConfig(target.env), backup.file);
      // What server.ts does at start: migrate, build the app, seed.
      const restored = await openTestApp(target.env, { migrate: true });
      try {
        expect(await rowCounts(restored)).toEqual(before);
        const [row] = await queryRows<{ finished: boolean }>(
          restored.db,
          sql`select finished_at is not null as finished from exams where code = ${code}`,
        );
        expect(row?.finished).toBe(true);
        await login(restored, 'respaldada', 'clave-de-respaldo');
      } finally {
        await restored.close();
      }
    } finally {
      await source.close();
      await target.cleanup();
    }
  });

  it('leaves the mode of a folder that already exists, and writes the file 0600', async () => {
    const source = await createTestApp();
    const dir = path.join(scratch, 'compartida');
    mkdirSync(dir, { mode: 0o750 });
    chmodSync(dir, 0o750);
    try {
      const backup = await backupDatabase(source.config, dir);
      expect(statSync(dir).mode & 0o777).toBe(0o750);
      expect(statSync(backup.file).mode & 0o777).toBe(0o600);
    } finally {
      await source.close();
    }
  });

  it('names the engine a file belongs to when it is restored on the other one', async () => {
    const target = await emptyTarget();
    try {
      const wrong = path.join(scratch, onPostgres ? 'embebida.tar.gz' : 'postgres.dump');
      writeFileSync(wrong, onPostgres ? Buffer.from([0x1f, 0x8b, 8, 0]) : 'PGDMP\u0001\u000e');
      await expect(restoreDatabase(parseConfig(target.env), wrong)).rejects.toThrow(
        onPostgres
          ? `${wrong} es una copia de la base embebida (PGlite): restáurala sin DATABASE_URL, con DATA_DIR en una carpeta vacía.`
          : `${wrong} es una copia de PostgreSQL: restáurala con DATABASE_URL=postgres://… apuntando a una base de datos vacía.`,
      );
    } finally {
      await target.cleanup();
    }
  });
});

describe.runIf(onPostgres)('a PostgreSQL backup without suitable client tools', () => {
  it('says to install pg_dump when it is missing or older than the server, and leaves no file', async () => {
    const bin = path.join(scratch, 'bin');
    const dir = path.join(scratch, 'sin-herramientas');
    mkdirSync(bin);
    vi.stubEnv('PATH', bin);
    const source = await createTestApp();
    try {
      await expect(backupDatabase(source.config, dir)).rejects.toThrow(
        'No se encontró pg_dump: instala las herramientas cliente de PostgreSQL de la versión del servidor o posterior',
      );
      writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', {
        mode: 0o755,
      });
      await expect(backupDatabase(source.config, dir)).rejects.toThrow(
        /^pg_dump 9 es más antiguo que el servidor PostgreSQL \d+ y no puede copiarlo/,
      );
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      vi.unstubAllEnvs();
      await source.close();
    }
  });
});

describe.runIf(!onPostgres)('the embedded backup taken while candidates save', () => {
  it('holds every answer acknowledged before the backup was asked for', { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    try {
      const candidates = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const remoteAddress = `10.7.${Math.floor(i / 200)}.${(i % 200) + 1}`;
          const started = await t.app.inject({
            method: 'POST',
            url: '/api/exams',
            remoteAddress,
            payload: { type: 'PUBLIC_RAPID' },
          });
          expect(started.statusCode, started.body).toBe(201);
          const code: string = started.json().examCode;
          const exam = (await t.app.inject({ url: `/api/exams/${code}`, remoteAddress })).json().exam;
          return {
            code,
            remoteAddress,
            questionIds: exam.questions.map((q: { id: number }) => q.id) as number[],
          };
        }),
      );
      const acknowledged: Array<{ code: string; questionId: number; responseIndex: number }> = [];
      const saving = candidates.map(async ({ code, remoteAddress, questionIds }, i) => {
        for (const questionId of questionIds) {
          const responseIndex = (i + questionId) % 4;
          const res = await t.app.inject({
            method: 'PATCH',
            url: `/api/exams/${code}`,
            remoteAddress,
            payload: { action: 'UPDATE', answers: [{ questionId, responseIndex }] },
          });
          expect(res.statusCode, res.body).toBe(200);
          acknowledged.push({ code, questionId, responseIndex });
        }
      });
      while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 5));
      const beforeBackup = [...acknowledged];
      const backup = await backupDatabase(t.config, path.join(scratch, 'en-marcha'));
      const duringBackup = acknowledged.length - beforeBackup.length;
      await Promise.all(saving);
      expect(backup.takenBy).toBe('server');
      // Saves went on while the backup was taken: it did not stop the server.
      expect(duringBackup).toBeGreaterThan(0);

      const dataDir = path.join(scratch, 'restaurada-en-marcha');
      await restoreDatabase(parseConfig({ DATA_DIR: dataDir }), backup.file);
      const restored = await openDatabase({ database: { kind: 'pglite', dataDir } });
      try {
        const rows = await queryRows<{ code: string; question_id: number; response_index: number }>(
          restored.db,
          sql`select e.code, a.question_id, a.response_index
                from exam_answers a join exams e on e.id = a.exam_id
               where a.response_index is not null`,
        );
        const saved = new Map(rows.map((row) => [`${row.code}/${row.question_id}`, row.response_index]));
        const missing = beforeBackup.filter(
          (answer) => saved.get(`${answer.code}/${answer.questionId}`) !== answer.responseIndex,
        );
        expect(missing).toEqual([]);
        expect(saved.size).toBeGreaterThanOrEqual(beforeBackup.length);
      } finally {
        await restored.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe.runIf(!onPostgres)('an embedded backup file', () => {
  let backup: string;
  let listed: string[];
  beforeAll(async () => {
    const source = await createTestApp();
    try {
      // The first administrator's generated password, as the first start leaves it.
      writeFileSync(source.config.admin.generatedPasswordFile, 'una-clave-generada\n', { mode: 0o600 });
      const taken = await backupDatabase(source.config, path.join(scratch, 'archivo'));
      expect(taken.takenBy).toBe('server');
      backup = taken.file;
    } finally {
      await source.close();
    }
    listed = execFileSync('tar', ['-tzf', backup], { encoding: 'utf8' }).split('\n');
  });

  it("holds the database without the running server's own files", () => {
    expect(listed).toContain('/PG_VERSION');
    expect(listed).toContain('/global/pg_control');
    for (const file of ['/admin-password.txt', '/backup-channel.json', '/server.lock']) {
      expect(listed).not.toContain(file);
    }
  });

  it('that fails to restore leaves the data folder as it was, and another file restores into it', async () => {
    // Cut short, as by a copy that stopped.
    const whole = readFileSync(backup);
    const cut = path.join(scratch, 'cortada.tar.gz');
    writeFileSync(cut, whole.subarray(0, whole.length >> 1));
    // Complete, but no database the engine opens: its control file is missing.
    const unpacked = path.join(scratch, 'desempacada');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', backup, '-C', unpacked]);
    rmSync(path.join(unpacked, 'global', 'pg_control'));
    const broken = path.join(scratch, 'sin-control.tar.gz');
    execFileSync('tar', ['-czf', broken, '-C', unpacked, '.']);

    const parent = path.join(scratch, 'destino');
    mkdirSync(parent);
    const dataDir = path.join(parent, 'datos');
    const config = parseConfig({ DATA_DIR: dataDir });
    await expect(restoreDatabase(config, cut)).rejects.toThrow(
      `${cut} no es una copia completa de la base embebida (unexpected end of file): ¿se cortó al copiarla? Usa otra copia.`,
    );
    await expect(restoreDatabase(config, broken)).rejects.toThrow(
      new RegExp(
        `^El motor no pudo abrir la copia como base de datos \\(.+\\); ${dataDir} quedó como estaba\\.$`,
      ),
    );
    expect(readdirSync(parent)).toEqual([]);

    await restoreDatabase(config, backup);
    expect(readdirSync(parent)).toEqual(['datos']);
    const restored = await openDatabase(config);
    try {
      expect(await restored.migrated()).toBe(true);
    } finally {
      await restored.close();
    }
  });
});
