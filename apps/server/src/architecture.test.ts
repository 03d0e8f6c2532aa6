import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName, isTable } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, sourceFiles } from './test/import-graph';

/**
 * The architecture of docs/architecture.md, checked from the source: which module writes each table,
 * and no import cycle, type-only imports included (ESLint's import/no-cycle leaves those out).
 */

/** The one module that writes each table (db: the health check's own row, written by db/client.ts). */
const OWNERS: Record<string, string> = {
  users: 'users',
  memberships: 'users',
  password_tokens: 'users',
  sessions: 'auth',
  login_failures: 'auth',
  admin_two_factor: 'auth',
  recovery_codes: 'auth',
  second_factor_tickets: 'auth',
  mail_outbox: 'mail',
  orders: 'payments',
  sandbox_payments: 'payments',
  access_codes: 'access-codes',
  exams: 'exams',
  exam_answers: 'exams',
  practice_rounds: 'exams',
  questions: 'question-bank',
  topics: 'question-bank',
  question_slug_redirects: 'question-bank',
  question_versions: 'question-bank',
  question_stats: 'question-bank',
  question_stats_runs: 'question-bank',
  public_set_choices: 'question-bank',
  question_reports: 'question-reports',
  daily_questions: 'questions',
  daily_answers: 'questions',
  review_cards: 'review',
  study_plans: 'review',
  schedule_snapshots: 'schedule',
  schedule_import_runs: 'schedule',
  schedule_subscriptions: 'schedule',
  schedule_subscription_tokens: 'schedule',
  schedule_notices_sent: 'schedule',
  signing_keys: 'ballots',
  rate_limit_hits: 'rate-limits',
  audit_entries: 'audit',
  health_checks: 'db',
  jobs: 'jobs',
};

const SRC = import.meta.dirname;
const APPS = path.resolve(SRC, '../..');

/** The import cycles among `files`, each as its files relative to apps/. */
function importCycles(files: string[]): string[][] {
  return cycles(importGraph(files)).map((group) => group.map((file) => path.relative(APPS, file)));
}

/** The module a file of apps/server/src belongs to, or its top-level folder ('db', 'plugins', …). */
function ownerOf(file: string): string {
  const [first, second] = path.relative(SRC, file).split(path.sep);
  return first === 'modules' ? second! : first!.replace(/\.ts$/, '');
}

/** Schema identifiers (`users`, `dailyQuestions`) to table names, from db/schema itself. */
async function tablesByIdentifier(): Promise<Map<string, string>> {
  const tables = new Map<string, string>();
  for (const file of sourceFiles(path.join(SRC, 'db/schema'))) {
    for (const [name, value] of Object.entries(await import(file))) {
      if (isTable(value)) tables.set(name, getTableName(value));
    }
  }
  return tables;
}

/** Every table written in the file: drizzle's insert/update/delete, and raw SQL. */
function writtenTables(text: string, tables: Map<string, string>): string[] {
  const written: string[] = [];
  for (const match of text.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) {
    const table = tables.get(match[1]!);
    if (table) written.push(table);
  }
  for (const match of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{(\w+)\}|(\w+))/gi)) {
    const table = match[1] ? tables.get(match[1]) : match[2];
    if (table && table in OWNERS) written.push(table);
  }
  return written;
}

describe('the architecture', () => {
  it('writes each table from its owning module only', async () => {
    const tables = await tablesByIdentifier();
    expect(new Set(tables.values())).toEqual(new Set(Object.keys(OWNERS)));
    const strays = sourceFiles(SRC)
      .filter((file) => !/\.test\.ts$/.test(file) && !file.includes(`${path.sep}test${path.sep}`))
      .flatMap((file) =>
        writtenTables(readFileSync(file, 'utf8'), tables)
          .filter((table) => OWNERS[table] !== ownerOf(file))
          .map((table) => `${path.relative(SRC, file)} writes ${table} (owner: ${OWNERS[table]})`),
      );
    expect(strays).toEqual([]);
  });

  it('finds a write outside the owner, as the check above relies on', () => {
    const tables = new Map([['memberships', 'memberships']]);
    expect(writtenTables('await tx.insert(memberships).values(row);', tables)).toEqual(['memberships']);
    expect(writtenTables('sql`update ${memberships} set level = 1`', tables)).toEqual(['memberships']);
    expect(writtenTables('sql`delete from rate_limit_hits where true`', tables)).toEqual(['rate_limit_hits']);
  });

  it.each(['server', 'web'])('has no import cycle in apps/%s, type-only imports included', (app) => {
    expect(importCycles(sourceFiles(path.join(APPS, app, 'src')))).toEqual([]);
  });

  it('counts a cycle made of type imports only', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'oece-cycle-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b: B };\n");
      writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
      expect(importCycles(sourceFiles(dir))).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
