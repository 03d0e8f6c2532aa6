import { COMPETENCIES, QUESTION_LEVELS } from '@oece/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSetChoices, questions } from '../../db/schema/questions';
import { seedDatabase } from '../../seed';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { TEST_START } from '../../test/test-constants';
import { publicShare } from './public-set';

let t: TestApp;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  memberToken = (
    await createMember(t, adminToken, { username: 'socia', membershipLevel: 'BASIC', days: 3650 })
  ).token;
});
afterAll(() => t.close());

const changeSet = (payload: unknown, token: string | null = adminToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/questions/public-set',
    payload: payload as object,
    headers: token ? { authorization: token } : {},
  });

const list = (query: string) =>
  t.app.inject({ url: `/api/questions?${query}`, headers: { authorization: adminToken } });

/** The ids of the public set as the database holds it now (whatever the status). */
async function publicIds(): Promise<number[]> {
  const rows = await t.db
    .select({ id: questions.id })
    .from(questions)
    .where(isNotNull(questions.publicSince))
    .orderBy(asc(questions.id));
  return rows.map((row) => row.id);
}

async function activeBank() {
  return t.db
    .select({
      id: questions.id,
      category: questions.category,
      topic: questions.topic,
      level: questions.level,
      slug: questions.slug,
      publicSince: questions.publicSince,
    })
    .from(questions)
    .where(eq(questions.status, 'ACTIVE'))
    .orderBy(asc(questions.id));
}

/** Questions outside the public set, by id from the `offset`th on. */
async function outside(limit: number, offset = 0) {
  return t.db
    .select()
    .from(questions)
    .where(and(eq(questions.status, 'ACTIVE'), isNull(questions.publicSince)))
    .orderBy(asc(questions.id))
    .offset(offset)
    .limit(limit);
}

async function newestAudit() {
  const res = await t.app.inject({
    url: '/api/audit?action=QUESTIONS_PUBLIC_SET_CHANGED',
    headers: { authorization: adminToken },
  });
  return res.json() as {
    total: number;
    entries: { summary: string; target: { id: string }; after: unknown }[];
  };
}

describe('the first public set', () => {
  it('is about a quarter of each topic, at every level of each competency, and nothing of the Básico ballot', async () => {
    const bank = await activeBank();
    const basic = new Set(await t.app.ballots.questionIdsOf('BASIC'));
    expect(basic.size).toBe(500);
    const published = bank.filter((question) => question.publicSince !== null);
    expect(published.some((question) => basic.has(question.id))).toBe(false);
    // Dated by the seed's clock.
    expect(new Set(published.map((question) => question.publicSince!.toISOString()))).toEqual(
      new Set([TEST_START.toISOString()]),
    );

    const topics = new Set(bank.map((question) => question.topic));
    expect(topics.size).toBe(72);
    for (const topic of topics) {
      const inTopic = bank.filter((question) => question.topic === topic);
      const eligible = inTopic.filter((question) => !basic.has(question.id)).length;
      const chosen = inTopic.filter((question) => question.publicSince !== null).length;
      expect(chosen, topic).toBe(Math.min(publicShare(inTopic.length), eligible));
      expect(chosen, topic).toBeGreaterThan(0);
    }
    const share = published.length / bank.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
    for (const competency of COMPETENCIES) {
      const levels = new Set(
        published.filter((question) => question.category === competency).map((question) => question.level),
      );
      expect([...levels].sort(), competency).toEqual([...QUESTION_LEVELS].sort());
    }
  });

  it('is chosen once: a later start changes nothing, whatever an administrator changed since', async () => {
    const before = await publicIds();
    const retired = before[0]!;
    const [published] = await outside(1);
    expect((await changeSet({ questionIds: [retired], public: false })).statusCode).toBe(200);
    expect((await changeSet({ questionIds: [published!.id], public: true })).statusCode).toBe(200);
    const changed = await publicIds();
    expect(await seedDatabase(t.app)).toMatchObject({ questionsPublished: 0 });
    expect(await publicIds()).toEqual(changed);
    expect(changed).not.toContain(retired);
    expect(changed).toContain(published!.id);
  });

  it('is chosen on the first start of a database that has none yet, the same every time', async () => {
    const before = await publicIds();
    await t.db.delete(publicSetChoices);
    await t.db.update(questions).set({ publicSince: null });
    const report = await seedDatabase(t.app);
    const chosen = await publicIds();
    expect(report.questionsPublished).toBe(chosen.length);
    expect(chosen.length).toBeGreaterThan(150);
    const [choice] = await t.db.select().from(publicSetChoices);
    expect(choice).toEqual({ id: 1, chosenAt: t.clock.now(), questions: chosen.length });
    // The rule's own choice, which the administrator's two changes above had undone.
    expect(chosen.filter((id) => !before.includes(id))).toHaveLength(1);
    expect(before.filter((id) => !chosen.includes(id))).toHaveLength(1);
    expect(await seedDatabase(t.app)).toMatchObject({ questionsPublished: 0 });
  });
});

describe('the question list and the public set', () => {
  it("filters by 'Pública' and says from when each question is public", async () => {
    const bank = await activeBank();
    const inSet = bank.filter((question) => question.publicSince !== null).length;
    const [waiting] = await outside(1, 5);
    const tomorrow = new Date(t.clock.now().getTime() + 24 * 3_600_000);
    await t.db.update(questions).set({ publicSince: tomorrow }).where(eq(questions.id, waiting!.id));
    try {
      const yes = (await list('public=true&pageSize=100')).json();
      expect(yes.total).toBe(inSet);
      for (const question of yes.questions) {
        expect(new Date(question.publicSince).getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
      }
      const no = (await list('public=false&pageSize=100')).json();
      expect(no.total).toBe((await list('pageSize=10')).json().total - inSet);
      const shown = (await list(`search=%23${waiting!.id}&public=false`)).json();
      expect(shown.questions).toEqual([
        expect.objectContaining({ id: waiting!.id, publicSince: tomorrow.toISOString() }),
      ]);
      expect((await list(`search=%23${waiting!.id}&public=true`)).json().total).toBe(0);

      const refused = await list('public=si');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: /public debe ser true o false/,
      });
    } finally {
      await t.db.update(questions).set({ publicSince: null }).where(eq(questions.id, waiting!.id));
    }
  });
});

describe('POST /api/questions/public-set', () => {
  it('refuses callers without a session (401) and members (403) before reading the body', async () => {
    for (const payload of [{}, { questionIds: [1], public: true }]) {
      const anonymous = await changeSet(payload, null);
      expect(anonymous.statusCode).toBe(401);
      const member = await changeSet(payload, memberToken);
      expect(member.statusCode).toBe(403);
      expect(member.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('refuses an invalid body with 400 in Spanish, and an unknown question with 404, changing nothing', async () => {
    const before = await publicIds();
    const cases: [unknown, RegExp][] = [
      [{ public: true }, /Elige las preguntas en una lista/],
      [{ questionIds: [], public: true }, /Elige al menos una pregunta/],
      [
        { questionIds: Array.from({ length: 101 }, (_, index) => index + 1), public: true },
        /hasta 100 preguntas/,
      ],
      [{ questionIds: [3, 3], public: false }, /Hay preguntas repetidas/],
      [{ questionIds: [1.5], public: true }, /número entero/],
      [{ questionIds: [1] }, /public debe ser true o false/],
    ];
    for (const [payload, message] of cases) {
      const res = await changeSet(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    }
    const [known] = await outside(1);
    const unknown = await changeSet({ questionIds: [known!.id, 999_998, 999_999], public: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No se encontraron las preguntas #999998 y #999999',
    });
    expect(await publicIds()).toEqual(before);
  });

  it('publishes questions from now on, keeping the date of one waiting for its day, and records it', async () => {
    const [first, second, waiting] = await outside(3, 10);
    const [alreadyPublic] = await publicIds();
    const tomorrow = new Date(t.clock.now().getTime() + 24 * 3_600_000);
    await t.db.update(questions).set({ publicSince: tomorrow }).where(eq(questions.id, waiting!.id));
    expect((await t.app.inject({ url: `/api/questions/slug/${first!.slug}` })).statusCode).toBe(404);
    const announced: string[] = [];
    t.app.changes.subscribe((topic) => announced.push(String(topic)));

    const res = await changeSet({
      questionIds: [first!.id, second!.id, waiting!.id, alreadyPublic],
      public: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Se publicaron 2 preguntas', changed: 2 });
    const page = await t.app.inject({ url: `/api/questions/slug/${first!.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: first!.id, correctAlternative: first!.correctAlternative });
    const [kept] = await t.db.select().from(questions).where(eq(questions.id, waiting!.id));
    expect(kept!.publicSince).toEqual(tomorrow);
    await expect.poll(() => announced).toContain('questions');

    const audit = await newestAudit();
    expect(audit.entries[0]).toMatchObject({
      summary: `Publicó 2 preguntas: #${first!.id} y #${second!.id}`,
      target: { type: 'question', id: `${first!.id},${second!.id}` },
      after: { public: true, questionIds: [first!.id, second!.id] },
    });

    const again = await changeSet({ questionIds: [first!.id], public: true });
    expect(again.json()).toEqual({
      success: true,
      message: 'Las preguntas elegidas ya estaban en la biblioteca pública',
      changed: 0,
    });
    expect((await newestAudit()).total).toBe(audit.total);
  });

  it('retires questions from the public set: their pages give only their topic, and the sitemap leaves them out', async () => {
    const [first, second] = await publicIds();
    const [row] = await t.db.select().from(questions).where(eq(questions.id, first!));
    const res = await changeSet({ questionIds: [first, second], public: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Se retiraron 2 preguntas de la biblioteca pública',
      changed: 2,
    });
    const page = await t.app.inject({ url: `/api/questions/slug/${row!.slug}` });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No se encontró la pregunta',
      topic: row!.topic,
    });
    expect((await t.app.questions.publicPages()).map((entry) => entry.slug)).not.toContain(row!.slug);
    expect((await newestAudit()).entries[0]).toMatchObject({
      summary: `Retiró de la biblioteca pública 2 preguntas: #${first} y #${second}`,
    });
    expect((await changeSet({ questionIds: [first], public: false })).json()).toMatchObject({
      message: 'Las preguntas elegidas no estaban en la biblioteca pública',
      changed: 0,
    });
  });
});
