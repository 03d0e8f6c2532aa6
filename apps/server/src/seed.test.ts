import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, login, TEST_ADMIN, type TestApp } from './test/test-app';
import { questions } from './db/schema/questions';
import { users } from './db/schema/users';
import { seedDatabase } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('adds nothing when it runs again on a seeded database (a restart)', async () => {
  const before = await t.db.select({ n: count() }).from(questions);
  const report = await seedDatabase(t.app);
  expect(report).toEqual({
    questionsAdded: 0,
    questionsRetired: 0,
    questionsPublished: 0,
    adminCreated: false,
  });
  expect(await t.db.select({ n: count() }).from(questions)).toEqual(before);
  expect(await t.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
});

it('keeps an administrator edit of a seeded question', async () => {
  const [first] = await t.db.select({ id: questions.id }).from(questions).limit(1);
  const admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  const archived = await t.app.inject({
    method: 'PATCH',
    url: `/api/questions/${first!.id}`,
    headers: { authorization: admin },
    payload: { status: 'ARCHIVED' },
  });
  expect(archived.statusCode, archived.body).toBe(200);
  await seedDatabase(t.app);
  const [after] = await t.db
    .select({ status: questions.status })
    .from(questions)
    .where(eq(questions.id, first!.id));
  expect(after?.status).toBe('ARCHIVED');
});

it('archives a content question whose stem was rewritten and adds the new version', async () => {
  const contentDir = mkdtempSync(path.join(os.tmpdir(), 'oece-content-'));
  try {
    cpSync(t.config.contentDir, contentDir, { recursive: true });
    const file = path.join(contentDir, 'questions', '2.3.2.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    const oldStem: string = data.questions[0].question;
    data.questions[0].question = `${oldStem} (versión revisada)`;
    writeFileSync(file, JSON.stringify(data));

    const report = await seedDatabase(t.app, contentDir);
    expect(report).toMatchObject({ questionsAdded: 1, questionsRetired: 1 });
    const rows = await t.db
      .select({ question: questions.question, status: questions.status })
      .from(questions)
      .where(like(questions.question, `${oldStem.slice(0, 40)}%`));
    expect(rows.map((row) => row.status).sort()).toEqual(['ACTIVE', 'ARCHIVED']);
    expect(rows.find((row) => row.status === 'ACTIVE')?.question).toContain('(versión revisada)');

    // Back to the original text: the original returns, the revision is retired.
    expect(await seedDatabase(t.app)).toMatchObject({ questionsAdded: 0, questionsRetired: 1 });
  } finally {
    rmSync(contentDir, { recursive: true, force: true });
  }
});

it('brings content corrections that keep the stem to questions nobody edited', async () => {
  const contentDir = mkdtempSync(path.join(os.tmpdir(), 'oece-content-'));
  try {
    cpSync(t.config.contentDir, contentDir, { recursive: true });
    const file = path.join(contentDir, 'questions', '3.6.1.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    const stem: string = data.questions[1].question;
    data.questions[1].explanation = 'Explicación corregida. Cita el artículo correcto.';
    writeFileSync(file, JSON.stringify(data));

    expect(await seedDatabase(t.app, contentDir)).toMatchObject({
      questionsAdded: 0,
      questionsRetired: 0,
    });
    const [row] = await t.db.select().from(questions).where(eq(questions.question, stem));
    expect(row?.explanation).toBe('Explicación corregida. Cita el artículo correcto.');
    expect(row?.updatedAt).toEqual(row?.createdAt);
  } finally {
    rmSync(contentDir, { recursive: true, force: true });
  }
});
