import { limaDay, limaDayEnd } from '@oece/domain';
import { and, asc, count, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyAnswers, dailyQuestions } from '../../db/schema/daily-questions';
import { questions, questionSlugRedirects } from '../../db/schema/questions';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { TEST_START } from '../../test/test-constants';
import { createQuestionsRepository } from './questions.repository';
import {
  DAILY_ANSWER_WINDOW_MS,
  DAILY_ANSWERS_PER_IP,
  DAILY_QUESTION_NO_REPEAT_DAYS,
} from './questions.service';

let t: TestApp;
let adminToken: string;

const PASSWORD = 'clave-segura';

// aula.localhost serves the second brand, which has no public content. One proxy hop is trusted, so a
// request may say it came over https.
beforeAll(async () => {
  t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt', TRUST_PROXY: '1' });
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  for (const username of ['socia', 'socio']) {
    await createMember(t, adminToken, { username, password: PASSWORD, membershipLevel: 'BASIC', days: 3650 });
  }
});

/** A member's token at the test clock's time: the tests move the clock past sessions' lifetime. */
const tokenOf = (username: 'socia' | 'socio') => login(t, username, PASSWORD);
afterAll(() => t.close());

const NOT_FOUND = { success: false, code: 'NOT_FOUND', message: 'No se encontró la pregunta' };
const CHANGED = {
  success: false,
  code: 'CONFLICT',
  message: 'La pregunta del día cambió. Recarga la página para ver la de hoy.',
};
const VISITOR_COOKIE =
  /^oece_visitor=([A-Za-z0-9_-]{22}); Path=\/api\/questions\/daily-question; Max-Age=34560000; HttpOnly; SameSite=Lax$/;

/** Lima midnight is 05:00 UTC: each Lima day of these tests starts at that hour. */
function limaMidnight(day: string): Date {
  return new Date(`${day}T05:00:00Z`);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Who {
  token?: string;
  cookie?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

function headersOf(who: Who): Record<string, string> {
  return {
    ...(who.token ? { authorization: who.token } : {}),
    ...(who.cookie ? { cookie: who.cookie } : {}),
    ...who.headers,
  };
}

const getQuestion = (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/questions/slug/${slug}`, headers });

const getDaily = (who: Who = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/questions/daily-question',
    headers: headersOf(who),
    remoteAddress: who.remoteAddress,
  });

const answerDaily = (payload: unknown, who: Who = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/questions/daily-question/answer',
    payload: payload as InjectOptions['payload'],
    headers: headersOf(who),
    remoteAddress: who.remoteAddress,
  });

/** The day's question as a caller sees it (200 expected). */
async function dailyQuestion(who: Who = {}) {
  const res = await getDaily(who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The visitor id cookie a visitor's first answer set, as the browser sends it back. */
function cookieOf(res: Awaited<ReturnType<typeof answerDaily>>): string {
  const header = res.headers['set-cookie'];
  expect(typeof header).toBe('string');
  const match = VISITOR_COOKIE.exec(header as string);
  expect(match, String(header)).not.toBeNull();
  return `oece_visitor=${match![1]}`;
}

async function activeQuestions(limit: number) {
  return t.db
    .select()
    .from(questions)
    .where(eq(questions.status, 'ACTIVE'))
    .orderBy(asc(questions.id))
    .limit(limit);
}

/** ACTIVE questions the seed's rule published, by id from the `offset`th on. */
function publishedQuestions(limit: number, offset = 0) {
  return t.db
    .select()
    .from(questions)
    .where(and(eq(questions.status, 'ACTIVE'), isNotNull(questions.publicSince)))
    .orderBy(asc(questions.id))
    .offset(offset)
    .limit(limit);
}

/** ACTIVE questions outside the public set, by id from the `offset`th on. */
function unpublishedQuestions(limit: number, offset = 0) {
  return t.db
    .select()
    .from(questions)
    .where(and(eq(questions.status, 'ACTIVE'), isNull(questions.publicSince)))
    .orderBy(asc(questions.id))
    .offset(offset)
    .limit(limit);
}

async function publicSinceOf(id: number): Promise<Date | null> {
  const [row] = await t.db
    .select({ publicSince: questions.publicSince })
    .from(questions)
    .where(eq(questions.id, id));
  return row!.publicSince;
}

async function setPublicSince(id: number, publicSince: Date | null) {
  await t.db.update(questions).set({ publicSince }).where(eq(questions.id, id));
}

async function setStatus(ids: number[], status: 'ACTIVE' | 'ARCHIVED' | 'DRAFT') {
  if (ids.length) await t.db.update(questions).set({ status }).where(inArray(questions.id, ids));
}

async function answersOf(day: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(dailyAnswers).where(eq(dailyAnswers.day, day));
  return row!.n;
}

describe('GET /api/questions/slug/:slug', () => {
  it('answers a published question with its key, explanation, sources and current slug, cacheable', async () => {
    const [question] = await publishedQuestions(1);
    const res = await getQuestion(question!.slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      success: true,
      error: null,
      id: question!.id,
      category: question!.category,
      topic: question!.topic,
      question: question!.question,
      alternatives: question!.alternatives,
      correctAlternative: question!.correctAlternative,
      explanation: question!.explanation,
      sources: question!.sources,
      level: question!.level,
      slug: question!.slug,
      updatedAt: question!.updatedAt.toISOString(),
      // Never a question of the day.
      dailyResults: null,
    });
  });

  it('answers only the topic, with a 404, for a question outside the public set: never in it, retired, waiting for its day, archived or a draft', async () => {
    const [never] = await unpublishedQuestions(1);
    const [retired, archived, draft, waiting] = await publishedQuestions(4, 10);
    const retire = await t.app.inject({
      method: 'POST',
      url: '/api/questions/public-set',
      headers: { authorization: adminToken },
      payload: { questionIds: [retired!.id], public: false },
    });
    expect(retire.statusCode, retire.body).toBe(200);
    await setStatus([archived!.id], 'ARCHIVED');
    await setStatus([draft!.id], 'DRAFT');
    await setPublicSince(waiting!.id, new Date(t.clock.now().getTime() + 3_600_000));
    try {
      for (const question of [never!, retired!, archived!, draft!, waiting!]) {
        const res = await getQuestion(question.slug);
        expect(res.statusCode, question.slug).toBe(404);
        // Nothing of the question itself: no stem, alternatives, key or explanation.
        expect(res.json()).toEqual({ ...NOT_FOUND, topic: question.topic });
      }
      t.clock.advance(3_600_000);
      expect((await getQuestion(waiting!.slug)).statusCode).toBe(200);
    } finally {
      t.clock.set(TEST_START);
      await setStatus([archived!.id, draft!.id], 'ACTIVE');
      await setPublicSince(retired!.id, retired!.publicSince);
      await setPublicSince(waiting!.id, waiting!.publicSince);
    }
  });

  it('answers 404 without a topic for an unknown slug', async () => {
    const res = await getQuestion('no-existe-esta-pregunta-abc123');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('answers 400 for a malformed slug', async () => {
    for (const slug of ['Con-Mayusculas', 'doble--guion', '-guion-inicial', 'con_subrayado', 'a%20b']) {
      const res = await getQuestion(slug);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('answers an earlier slug with the question under its current slug', async () => {
    const [question] = await publishedQuestions(1);
    await t.db
      .insert(questionSlugRedirects)
      .values({ slug: 'enunciado-anterior-abc123', questionId: question!.id });
    const res = await getQuestion('enunciado-anterior-abc123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, id: question!.id, slug: question!.slug });
  });

  it('answers an earlier slug of a question outside the public set with its topic only', async () => {
    const [archived] = await publishedQuestions(1, 20);
    const [never] = await unpublishedQuestions(1, 20);
    await t.db.insert(questionSlugRedirects).values([
      { slug: 'enunciado-archivado-abc123', questionId: archived!.id },
      { slug: 'enunciado-no-publico-abc123', questionId: never!.id },
    ]);
    await setStatus([archived!.id], 'ARCHIVED');
    try {
      for (const [slug, question] of [
        ['enunciado-archivado-abc123', archived!],
        ['enunciado-no-publico-abc123', never!],
      ] as const) {
        const res = await getQuestion(slug);
        expect(res.statusCode, slug).toBe(404);
        expect(res.json()).toEqual({ ...NOT_FOUND, topic: question.topic });
      }
    } finally {
      await setStatus([archived!.id], 'ACTIVE');
    }
  });

  it('prefers the published question that holds a slug now over a redirect of the same slug', async () => {
    const [first, second] = await publishedQuestions(2, 30);
    await t.db.insert(questionSlugRedirects).values({ slug: first!.slug, questionId: second!.id });
    expect((await getQuestion(first!.slug)).json()).toMatchObject({ id: first!.id, slug: first!.slug });
    // Once the holder is archived or retired, the redirect is what is left of that address.
    await setStatus([first!.id], 'ARCHIVED');
    try {
      expect((await getQuestion(first!.slug)).json()).toMatchObject({ id: second!.id, slug: second!.slug });
    } finally {
      await setStatus([first!.id], 'ACTIVE');
    }
    await setPublicSince(first!.id, null);
    try {
      expect((await getQuestion(first!.slug)).json()).toMatchObject({ id: second!.id, slug: second!.slug });
    } finally {
      await setPublicSince(first!.id, first!.publicSince);
    }
  });

  it('answers 404 without a topic on the brand without public content', async () => {
    const [question] = await publishedQuestions(1);
    const [outside] = await unpublishedQuestions(1);
    for (const slug of [question!.slug, outside!.slug]) {
      const res = await getQuestion(slug, { host: 'aula.localhost' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await getQuestion(question!.slug, { host: 'localhost' })).statusCode).toBe(200);
  });

  it('brings the results of the latest day a question was the question of the day, once that day is over', async () => {
    const [question] = await publishedQuestions(1, 40);
    const answers = (day: string, chosen: number[]) =>
      t.db.insert(dailyAnswers).values(
        chosen.map((answer, index) => ({
          day,
          questionId: question!.id,
          visitorId: `visitante-${day}-${index}`,
          answer,
        })),
      );
    await t.db.insert(dailyQuestions).values([
      { day: '2026-11-10', questionId: question!.id },
      { day: '2026-11-18', questionId: question!.id },
    ]);
    await answers('2026-11-10', [0, 0, 0]);
    await answers('2026-11-18', [1, 1, 3, 2, 1]);
    expect((await getQuestion(question!.slug)).json().dailyResults).toEqual({
      day: '2026-11-18',
      answers: [0, 3, 1, 1],
      totalParticipants: 5,
    });
    // Drawn again today (an administrator put it back): today's answers are not final yet.
    await t.db.insert(dailyQuestions).values({ day: limaDay(t.clock.now()), questionId: question!.id });
    await answers(limaDay(t.clock.now()), [2]);
    expect((await getQuestion(question!.slug)).json().dailyResults).toMatchObject({ day: '2026-11-18' });
  });
});

describe('the public questions of the sitemap', () => {
  it('lists the public set by id, with slugs and last changes: no ACTIVE question outside it, none archived, none yet to come', async () => {
    const [published, archived, upcoming, outside] = await activeQuestions(4);
    const now = t.clock.now();
    await t.db
      .update(questions)
      .set({ publicSince: new Date(now.getTime() - 1000) })
      .where(inArray(questions.id, [published!.id, archived!.id]));
    await t.db
      .update(questions)
      .set({ publicSince: new Date(now.getTime() + 60_000) })
      .where(eq(questions.id, upcoming!.id));
    await t.db.update(questions).set({ publicSince: null }).where(eq(questions.id, outside!.id));
    await setStatus([archived!.id], 'ARCHIVED');
    try {
      const listed = await createQuestionsRepository(t.db).listPublicQuestions(now);
      const slugs = listed.map((entry) => entry.slug);
      expect(slugs).toContain(published!.slug);
      for (const hidden of [archived!, upcoming!, outside!]) expect(slugs).not.toContain(hidden.slug);
      const later = await createQuestionsRepository(t.db).listPublicQuestions(
        new Date(now.getTime() + 60_000),
      );
      expect(later.map((entry) => entry.slug)).toContain(upcoming!.slug);
    } finally {
      await setStatus([archived!.id], 'ACTIVE');
      for (const question of [published!, archived!, upcoming!, outside!]) {
        await t.db
          .update(questions)
          .set({ publicSince: question.publicSince })
          .where(eq(questions.id, question.id));
      }
    }
  });
});

const getTaste = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/questions/taste', headers });

/** The ids the landing page offers to try at the test clock's time. */
async function tasteIds(): Promise<number[]> {
  const res = await getTaste();
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { questions: { id: number }[] }).questions.map((question) => question.id);
}

describe("the landing page's questions to try", () => {
  it("are one published question per competency, in the exam's order, with their key and explanation, the same all Lima day", async () => {
    const day = '2027-03-01';
    t.clock.set(limaMidnight(day));
    try {
      const res = await getTaste();
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const offered = (res.json() as { questions: Record<string, unknown>[] }).questions;
      const rows = await t.db
        .select()
        .from(questions)
        .where(
          inArray(
            questions.id,
            offered.map((question) => question.id as number),
          ),
        );
      expect(offered.map((question) => question.category)).toEqual([
        'ACTUACIONES_PREPARATORIAS',
        'FASE_DE_SELECCION',
        'FASE_DE_EJECUCION_CONTRACTUAL',
      ]);
      for (const question of offered) {
        const row = rows.find((candidate) => candidate.id === question.id)!;
        expect(row.status).toBe('ACTIVE');
        expect(row.publicSince!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
        // What the feedback needs and the address of the page with the legal basis, nothing more.
        expect(question).toEqual({
          id: row.id,
          category: row.category,
          question: row.question,
          alternatives: row.alternatives,
          correctAlternative: row.correctAlternative,
          explanation: row.explanation,
          slug: row.slug,
        });
      }
      const ids = offered.map((question) => question.id);
      // The same until the Lima day ends, past midnight UTC.
      t.clock.set(new Date(`${addDays(day, 1)}T04:59:59Z`));
      expect(await tasteIds()).toEqual(ids);
      // Other days, others.
      const offeredOverAWeek = new Set(ids);
      for (let next = 1; next <= 7; next += 1) {
        t.clock.set(limaMidnight(addDays(day, next)));
        for (const id of await tasteIds()) offeredOverAWeek.add(id);
      }
      expect(offeredOverAWeek.size).toBeGreaterThan(9);
    } finally {
      t.clock.set(TEST_START);
    }
  });

  it('never offer a question outside the public set: never in it, retired, waiting for its day or archived', async () => {
    // Fase de selección keeps one question published; the others of its set leave it in every way.
    const inSet = await t.db
      .select({ id: questions.id, publicSince: questions.publicSince })
      .from(questions)
      .where(
        and(
          eq(questions.category, 'FASE_DE_SELECCION'),
          eq(questions.status, 'ACTIVE'),
          isNotNull(questions.publicSince),
        ),
      )
      .orderBy(asc(questions.id));
    const [kept, archived, waiting, ...retired] = inSet;
    await t.db
      .update(questions)
      .set({ publicSince: null })
      .where(
        inArray(
          questions.id,
          retired.map((question) => question.id),
        ),
      );
    await setStatus([archived!.id], 'ARCHIVED');
    await setPublicSince(waiting!.id, new Date(limaMidnight('2027-04-01').getTime() + 30 * 86_400_000));
    const outside = new Set([archived!.id, waiting!.id, ...retired.map((question) => question.id)]);
    try {
      for (let next = 0; next < 10; next += 1) {
        t.clock.set(limaMidnight(addDays('2027-04-01', next)));
        const ids = await tasteIds();
        expect(ids).toHaveLength(3);
        expect(ids[1]).toBe(kept!.id);
        expect(ids.filter((id) => outside.has(id))).toEqual([]);
      }
      // With none left in a competency, the taste is the other two.
      await setPublicSince(kept!.id, null);
      const res = await getTaste();
      expect(
        (res.json() as { questions: { category: string }[] }).questions.map((question) => question.category),
      ).toEqual(['ACTUACIONES_PREPARATORIAS', 'FASE_DE_EJECUCION_CONTRACTUAL']);
    } finally {
      t.clock.set(TEST_START);
      await setStatus([archived!.id], 'ACTIVE');
      for (const question of inSet) await setPublicSince(question.id, question.publicSince);
    }
  });

  it('are none on the brand without public content, where no key is public', async () => {
    const res = await getTaste({ host: 'aula.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ questions: [] });
    expect(await tasteIds()).toHaveLength(3);
  });
});

describe('the question of the day', () => {
  it('is the same all Lima day for visitors and members, and another one the next day', async () => {
    const day = '2027-01-10';
    t.clock.set(limaMidnight(day));
    const first = await dailyQuestion();
    expect(first.question.day).toBe(day);
    // Later the same Lima day, before and after midnight UTC.
    t.clock.set(new Date('2027-01-10T18:00:00Z'));
    expect((await dailyQuestion({ token: await tokenOf('socia') })).question).toEqual(first.question);
    t.clock.set(new Date('2027-01-11T04:59:59Z'));
    expect((await dailyQuestion()).question).toEqual(first.question);
    expect((await dailyQuestion({ token: await tokenOf('socio') })).question).toEqual(first.question);

    t.clock.set(limaMidnight('2027-01-11'));
    const next = await dailyQuestion({ token: await tokenOf('socia') });
    expect(next.question.day).toBe('2027-01-11');
    expect(next.question.id).not.toBe(first.question.id);
    expect((await dailyQuestion()).question).toEqual(next.question);
  });

  it('is one question for requests that race to draw it, or to draw its replacement', async () => {
    t.clock.set(limaMidnight('2027-01-20'));
    const drawn = await Promise.all(Array.from({ length: 8 }, () => dailyQuestion()));
    const ids = new Set(drawn.map((view) => view.question.id));
    expect(ids.size).toBe(1);
    const [archived] = ids;
    const dayEnd = limaDayEnd('2027-01-20');
    expect(await publicSinceOf(archived!)).toEqual(dayEnd);
    await setStatus([archived!], 'ARCHIVED');
    try {
      const redrawn = await Promise.all(Array.from({ length: 8 }, () => dailyQuestion()));
      const replacements = new Set(redrawn.map((view) => view.question.id));
      expect(replacements.size).toBe(1);
      expect(replacements.has(archived!)).toBe(false);
      // The replacement joins the public set when the day ends; the archived one no longer does.
      expect(await publicSinceOf([...replacements][0]!)).toEqual(dayEnd);
      expect(await publicSinceOf(archived!)).toBeNull();
    } finally {
      await setStatus([archived!], 'ACTIVE');
    }
  });

  it('is drawn outside the public set, has no page on its day and joins the set with its results the next day', async () => {
    const day = '2027-01-25';
    t.clock.set(new Date(limaMidnight(day).getTime() + 3_600_000));
    const { question } = await dailyQuestion();
    const [row] = await t.db.select().from(questions).where(eq(questions.id, question.id));
    expect(row!.publicSince).toEqual(limaMidnight('2027-01-26'));
    const correct = row!.correctAlternative;
    for (const answer of [correct, correct, (correct + 1) % 4]) {
      expect((await answerDaily({ answer, questionId: question.id })).statusCode).toBe(200);
    }
    const listed = async () => (await t.app.questions.publicPages()).map((page) => page.slug);

    // Its day: the key is on no public page and its address is not in the sitemap.
    t.clock.set(new Date(limaMidnight('2027-01-26').getTime() - 1000));
    expect((await getQuestion(row!.slug)).json()).toEqual({ ...NOT_FOUND, topic: row!.topic });
    expect(await listed()).not.toContain(row!.slug);

    t.clock.set(limaMidnight('2027-01-26'));
    const page = await getQuestion(row!.slug);
    expect(page.statusCode).toBe(200);
    const expected = [0, 0, 0, 0];
    expected[correct] = 2;
    expected[(correct + 1) % 4] = 1;
    expect(page.json()).toMatchObject({
      id: question.id,
      correctAlternative: correct,
      dailyResults: { day, answers: expected, totalParticipants: 3 },
    });
    expect(await listed()).toContain(row!.slug);
  });

  it('is private and not cached', async () => {
    t.clock.set(limaMidnight('2027-01-12'));
    const res = await getDaily();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it(`repeats no question over ${Math.max(100, DAILY_QUESTION_NO_REPEAT_DAYS)} consecutive days`, async () => {
    const days = Math.max(100, DAILY_QUESTION_NO_REPEAT_DAYS);
    const start = '2027-02-01';
    const ids: number[] = [];
    for (let offset = 0; offset < days; offset++) {
      // Mid-morning in Lima, each day.
      t.clock.set(new Date(limaMidnight(addDays(start, offset)).getTime() + 5 * 3_600_000));
      const { question } = await dailyQuestion();
      expect(question.day).toBe(addDays(start, offset));
      ids.push(question.id);
    }
    expect(new Set(ids).size).toBe(days);
  });

  it('draws only outside the public set: a former question of the day comes back once retired from it, after the others', async () => {
    const kept = await unpublishedQuestions(3);
    const keptIds = kept.map((question) => question.id);
    const others = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.status, 'ACTIVE'), notInArray(questions.id, keptIds)));
    const othersIds = others.map((row) => row.id);
    await setStatus(othersIds, 'ARCHIVED');
    try {
      const drawOn = async (offset: number) => {
        t.clock.set(limaMidnight(addDays('2027-07-01', offset)));
        return getDaily();
      };
      const ids: number[] = [];
      for (let offset = 0; offset < 3; offset++) ids.push((await drawOn(offset)).json().question.id);
      expect(new Set(ids)).toEqual(new Set(keptIds));
      // Each joined the public set after its day: none is left to draw.
      expect((await drawOn(3)).statusCode).toBe(503);

      const retire = await t.app.inject({
        method: 'POST',
        url: '/api/questions/public-set',
        headers: { authorization: await login(t, TEST_ADMIN.username, TEST_ADMIN.password) },
        payload: { questionIds: keptIds, public: false },
      });
      expect(retire.json()).toMatchObject({ changed: 3 });
      for (let offset = 4; offset < 7; offset++) ids.push((await drawOn(offset)).json().question.id);
      // Again, each time the one used longest ago.
      expect(ids.slice(3)).toEqual(ids.slice(0, 3));
    } finally {
      await setStatus(othersIds, 'ACTIVE');
      for (const id of keptIds) await setPublicSince(id, null);
    }
  });

  it('is drawn again when an administrator archives it; answers to the archived one no longer count', async () => {
    t.clock.set(limaMidnight('2027-08-01'));
    const before = (await dailyQuestion()).question;
    const answered = await answerDaily({ answer: 0, questionId: before.id });
    expect(answered.statusCode).toBe(200);
    const cookie = cookieOf(answered);
    await setStatus([before.id], 'ARCHIVED');
    try {
      const after = await dailyQuestion({ cookie });
      expect(after.question.day).toBe('2027-08-01');
      expect(after.question.id).not.toBe(before.id);
      expect(after).toMatchObject({ hasUserAnswered: false, stats: null });
      // The same replacement for everybody, and the page that still shows the archived one is told.
      expect((await dailyQuestion({ token: await tokenOf('socia') })).question.id).toBe(after.question.id);
      const late = await answerDaily({ answer: 1, questionId: before.id }, { cookie });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual(CHANGED);
    } finally {
      await setStatus([before.id], 'ACTIVE');
    }
  });

  it('answers 503 while no question is ACTIVE, without drawing one', async () => {
    t.clock.set(limaMidnight('2027-08-02'));
    const active = (
      await t.db.select({ id: questions.id }).from(questions).where(eq(questions.status, 'ACTIVE'))
    ).map((row) => row.id);
    await setStatus(active, 'ARCHIVED');
    try {
      const res = await getDaily();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Todavía no hay una pregunta del día.',
      });
      expect((await answerDaily({ answer: 0 })).statusCode).toBe(503);
      expect(await t.db.select().from(dailyQuestions).where(eq(dailyQuestions.day, '2027-08-02'))).toEqual(
        [],
      );
    } finally {
      await setStatus(active, 'ACTIVE');
    }
    expect((await getDaily()).statusCode).toBe(200);
  });
});

describe('answering the question of the day', () => {
  const day = '2027-09-01';

  it('hides the key, explanation, sources, address and statistics until the person answers', async () => {
    t.clock.set(limaMidnight(day));
    const res = await getDaily();
    expect(res.json()).toEqual({
      success: true,
      message: 'Pregunta del día',
      question: {
        id: expect.any(Number),
        day,
        category: expect.any(String),
        question: expect.any(String),
        alternatives: expect.any(Array),
      },
      hasUserAnswered: false,
      stats: null,
    });
  });

  it('takes one answer per person: a visitor, the same visitor again, then a member', async () => {
    t.clock.set(new Date(limaMidnight(day).getTime() + 3_600_000));
    const { question } = await dailyQuestion();
    const [row] = await t.db.select().from(questions).where(eq(questions.id, question.id));
    const correct = row!.correctAlternative;
    const wrong = (correct + 1) % 4;

    const first = await answerDaily({ answer: wrong, questionId: question.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const cookie = cookieOf(first);
    const expectedCounts = [0, 0, 0, 0];
    expectedCounts[wrong] = 1;
    expect(first.json()).toEqual({
      success: true,
      message: 'Respuesta registrada',
      question: {
        id: question.id,
        day,
        category: row!.category,
        question: row!.question,
        alternatives: row!.alternatives,
        correctAlternative: correct,
        explanation: row!.explanation,
        sources: row!.sources,
        slug: row!.slug,
      },
      hasUserAnswered: true,
      stats: { answers: expectedCounts, totalParticipants: 1, userAnswer: wrong, isCorrect: false },
      correctAlternative: correct,
      explanation: row!.explanation,
    });

    // Another alternative from the same visitor: nothing changes, the first answer stands.
    const again = await answerDaily({ answer: correct, questionId: question.id }, { cookie });
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json()).toMatchObject({
      message: 'Ya respondiste la pregunta de hoy',
      stats: { answers: expectedCounts, totalParticipants: 1, userAnswer: wrong, isCorrect: false },
    });

    const byMember = await answerDaily({ answer: correct }, { token: await tokenOf('socia') });
    expect(byMember.statusCode).toBe(200);
    expect(byMember.headers['set-cookie']).toBeUndefined();
    expectedCounts[correct] = 1;
    expect(byMember.json()).toMatchObject({
      message: 'Respuesta registrada',
      stats: { answers: expectedCounts, totalParticipants: 2, userAnswer: correct, isCorrect: true },
    });
    const memberAgain = await answerDaily({ answer: wrong }, { token: await tokenOf('socia') });
    expect(memberAgain.json()).toMatchObject({
      message: 'Ya respondiste la pregunta de hoy',
      stats: { totalParticipants: 2, userAnswer: correct, isCorrect: true },
    });
    expect(await answersOf(day)).toBe(2);

    // Read back: the visitor by the cookie, the member by the session.
    const visitorView = await dailyQuestion({ cookie });
    expect(visitorView).toMatchObject({
      message: 'Ya respondiste la pregunta de hoy',
      hasUserAnswered: true,
      question: { correctAlternative: correct, slug: row!.slug, sources: row!.sources },
      stats: { answers: expectedCounts, totalParticipants: 2, userAnswer: wrong, isCorrect: false },
    });
    expect(await dailyQuestion({ token: await tokenOf('socia') })).toMatchObject({
      hasUserAnswered: true,
      stats: { totalParticipants: 2, userAnswer: correct, isCorrect: true },
    });

    // Nobody else has answered: no key and no counts, whatever cookie they send.
    for (const who of [
      {},
      { token: await tokenOf('socio') },
      { cookie: 'oece_visitor=no-es-un-id' },
      { cookie: `oece_visitor=${'A'.repeat(23)}` },
      { cookie: `otra=1; oece_visitor=${'B'.repeat(22)}` },
    ]) {
      const view = await dailyQuestion(who);
      expect(view.hasUserAnswered).toBe(false);
      expect(view.stats).toBeNull();
      expect(Object.keys(view.question).sort()).toEqual([
        'alternatives',
        'category',
        'day',
        'id',
        'question',
      ]);
    }
  });

  it('keeps one answer when the same person sends several at once', async () => {
    t.clock.set(new Date(limaMidnight(day).getTime() + 90 * 60_000));
    const stored = await answersOf(day);
    const token = await tokenOf('socio');
    const results = await Promise.all([0, 1, 2, 3, 0, 1].map((answer) => answerDaily({ answer }, { token })));
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const chosen = new Set(results.map((res) => res.json().stats.userAnswer));
    expect(chosen.size).toBe(1);
    expect(results.filter((res) => res.json().message === 'Respuesta registrada')).toHaveLength(1);
    expect(await answersOf(day)).toBe(stored + 1);
  });

  it('gives a visitor whose cookie is not a valid id a new one', async () => {
    t.clock.set(new Date(limaMidnight(day).getTime() + 2 * 3_600_000));
    const res = await answerDaily({ answer: 2 }, { cookie: 'oece_visitor=inventado' });
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res)).not.toBe('oece_visitor=inventado');
    expect(res.json().message).toBe('Respuesta registrada');
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const res = await answerDaily({ answer: 3 }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const plain = await answerDaily({ answer: 3 });
    expect(plain.headers['set-cookie']).not.toMatch(/Secure/);
  });

  it("refuses an answer to another day's question with 409, and stores nothing", async () => {
    t.clock.set(new Date(limaMidnight(day).getTime() + 3 * 3_600_000));
    const { question } = await dailyQuestion();
    const stored = await answersOf(day);
    const res = await answerDaily(
      { answer: 1, questionId: question.id + 1 },
      { token: await tokenOf('socio') },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(CHANGED);
    expect(await answersOf(day)).toBe(stored);

    // Chosen before midnight, sent after it: the new day has no question yet, none is drawn.
    const nextDay = addDays(day, 1);
    t.clock.set(limaMidnight(nextDay));
    const late = await answerDaily({ answer: 1, questionId: question.id });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(CHANGED);
    expect(await t.db.select().from(dailyQuestions).where(eq(dailyQuestions.day, nextDay))).toEqual([]);
    expect(await answersOf(nextDay)).toBe(0);
  });

  it('refuses an invalid body with 400 in Spanish', async () => {
    const stored = await answersOf(day);
    const cases: [unknown, RegExp][] = [
      [{ answer: 4 }, /entre 0 y 3/],
      [{ answer: -1 }, /entre 0 y 3/],
      [{ answer: 1.5 }, /número entero/],
      [{ answer: 'a' }, /Elige una alternativa/],
      [{}, /Elige una alternativa/],
      [{ answer: 1, questionId: 0 }, /questionId/],
    ];
    for (const [payload, message] of cases) {
      const res = await answerDaily(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await answersOf(day)).toBe(stored);
  });
});

describe('visitor answers per address', () => {
  it(`takes ${DAILY_ANSWERS_PER_IP} per window from one address, then 429 until the window passes`, async () => {
    const day = '2027-10-01';
    t.clock.set(limaMidnight(day));
    const address = '10.20.30.40';
    const statuses = [];
    for (let i = 0; i < DAILY_ANSWERS_PER_IP; i++) {
      statuses.push((await answerDaily({ answer: i % 4 }, { remoteAddress: address })).statusCode);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await answersOf(day)).toBe(DAILY_ANSWERS_PER_IP);

    const refused = await answerDaily({ answer: 0 }, { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Se enviaron demasiadas respuestas desde tu conexión. Vuelve a intentarlo mañana.',
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await answersOf(day)).toBe(DAILY_ANSWERS_PER_IP);

    // Another address, and a member behind the same one, are not held back.
    expect((await answerDaily({ answer: 0 }, { remoteAddress: '10.20.30.41' })).statusCode).toBe(200);
    expect(
      (await answerDaily({ answer: 0 }, { remoteAddress: address, token: await tokenOf('socia') }))
        .statusCode,
    ).toBe(200);
    expect(await answersOf(day)).toBe(DAILY_ANSWERS_PER_IP + 2);

    t.clock.advance(DAILY_ANSWER_WINDOW_MS);
    const nextWindow = await answerDaily({ answer: 0 }, { remoteAddress: address });
    expect(nextWindow.statusCode).toBe(200);
  });
});
