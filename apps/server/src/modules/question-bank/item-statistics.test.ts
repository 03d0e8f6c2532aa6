import { eq, notInArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, questionStatsRuns } from '../../db/schema/questions';
import {
  createMember,
  createTestApp,
  login,
  onPostgres,
  openInstance,
  TEST_ADMIN,
  type TestApp,
} from '../../test/test-app';

/*
 * Item analysis on a known set of finished exams. Only five questions per competency stay ACTIVE,
 * so every rapid exam shows the same fifteen: Q0 is answered right by the weakest candidates only,
 * Q1 is answered with the same wrong alternative by everyone, and the thirteen others ("fillers")
 * are answered right by candidate k for filler j < k, left blank otherwise.
 */

let t: TestApp;
let admin: string;
let memberToken: string;
const EXAMS = 20;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = admin) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: token } });

interface Drawn {
  id: number;
  correctAlternative: number;
}
let q0: Drawn;
let q1: Drawn;
let fillers: Drawn[];

beforeAll(async () => {
  t = await createTestApp();
  // Statistics count the exams started after a question was loaded: the template database was
  // seeded just now, after the test clock's default day.
  t.clock.set(new Date());
  admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  memberToken = (await createMember(t, admin, { username: 'analista', membershipLevel: 'BASIC', days: 365 }))
    .token;
  const kept: Drawn[] = [];
  for (const category of [
    'ACTUACIONES_PREPARATORIAS',
    'FASE_DE_SELECCION',
    'FASE_DE_EJECUCION_CONTRACTUAL',
  ]) {
    kept.push(
      ...(await t.db
        .select({ id: questions.id, correctAlternative: questions.correctAlternative })
        .from(questions)
        .where(eq(questions.category, category))
        .orderBy(questions.id)
        .limit(5)),
    );
  }
  await t.db
    .update(questions)
    .set({ status: 'ARCHIVED' })
    .where(
      notInArray(
        questions.id,
        kept.map((question) => question.id),
      ),
    );
  [q0, q1, ...fillers] = kept as [Drawn, Drawn, ...Drawn[]];
  const wrong = (question: Drawn) => (question.correctAlternative + 1) % 4;

  for (let k = 0; k < EXAMS; k++) {
    const started = await call('POST', '/api/exams', { type: 'RAPID' }, memberToken);
    const code = started.json().examCode;
    const answers = [
      { questionId: q0.id, responseIndex: k < 10 ? q0.correctAlternative : wrong(q0) },
      { questionId: q1.id, responseIndex: wrong(q1) },
      ...fillers.map((filler, j) => ({
        questionId: filler.id,
        responseIndex: j < k ? filler.correctAlternative : -1,
      })),
    ];
    const finished = await call('PATCH', `/api/exams/${code}`, { answers, action: 'FINISH' }, memberToken);
    expect(finished.statusCode, finished.body).toBe(200);
  }
  // Not finished: not counted.
  const running = await call('POST', '/api/exams', { type: 'RAPID' }, memberToken);
  expect(running.statusCode).toBe(201);
});
afterAll(() => t.close());

async function statsOf(id: number) {
  const res = await call('GET', `/api/questions/${id}`);
  return res.json().question.stats;
}

describe('POST /api/questions/statistics', () => {
  it('counts the finished exams and flags the suspicious questions', async () => {
    const res = await call('POST', '/api/questions/statistics');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Estadísticas actualizadas',
      statistics: { examsCounted: EXAMS, questionsFlagged: 2 },
    });
    const listed = (await call('GET', '/api/questions?pageSize=10')).json();
    expect(listed.statistics).toMatchObject({
      examsCounted: EXAMS,
      computedAt: res.json().statistics.computedAt,
    });
  });

  it('gives facility, choices and discrimination of each question', async () => {
    const choices = [0, 0, 0, 0];
    choices[q0.correctAlternative] = 10;
    choices[(q0.correctAlternative + 1) % 4] = 10;
    // The 6 best candidates on the rest of the exam all missed it; the 6 weakest all got it.
    expect(await statsOf(q0.id)).toEqual({
      presented: EXAMS,
      answered: EXAMS,
      correct: 10,
      choices,
      facility: 0.5,
      discrimination: -1,
      flags: ['NEGATIVE_DISCRIMINATION'],
    });
    const q1Choices = [0, 0, 0, 0];
    q1Choices[(q1.correctAlternative + 1) % 4] = EXAMS;
    expect(await statsOf(q1.id)).toEqual({
      presented: EXAMS,
      answered: EXAMS,
      correct: 0,
      choices: q1Choices,
      facility: 0,
      discrimination: 0,
      flags: ['LOW_FACILITY', 'DISTRACTOR_BEATS_KEY'],
    });
    // Filler 12 is right for k = 13..19 and blank before. On the rest of the exam, k = 12 ties
    // with k = 13..19 (12 right each) and, started first, enters the best six: 5 of 6 right there,
    // none among the weakest six.
    const last = await statsOf(fillers[12]!.id);
    expect(last).toMatchObject({ presented: EXAMS, answered: 7, correct: 7, facility: 0.35, flags: [] });
    expect(last.discrimination).toBeCloseTo(5 / 6, 10);
  });

  it('lists the questions to review and sorts by facility', async () => {
    const review = (await call('GET', '/api/questions?review=true')).json();
    expect(review.questions.map((question: { id: number }) => question.id).sort()).toEqual(
      [q0.id, q1.id].sort(),
    );
    const hardest = (await call('GET', '/api/questions?sort=facility&pageSize=10')).json();
    expect(hardest.questions[0].id).toBe(q1.id);
    const discrimination = (await call('GET', '/api/questions?sort=discrimination&pageSize=10')).json();
    expect(discrimination.questions[0].id).toBe(q0.id);
  });

  it('starts counting again when the key changes', async () => {
    t.clock.advance(60_000);
    const edited = await call('PATCH', `/api/questions/${q1.id}`, {
      correctAlternative: (q1.correctAlternative + 1) % 4,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await call('POST', '/api/questions/statistics');
    expect(await statsOf(q1.id)).toBeNull();
    // A new explanation keeps the answers counted.
    await call('PATCH', `/api/questions/${q0.id}`, { explanation: 'Nueva explicación. Con su artículo.' });
    await call('POST', '/api/questions/statistics');
    expect((await statsOf(q0.id)).presented).toBe(EXAMS);
  });

  it('is for administrators only', async () => {
    expect((await call('POST', '/api/questions/statistics', undefined, memberToken)).statusCode).toBe(403);
  });

  const runs = async () => (await t.db.select().from(questionStatsRuns)).length;

  it('computes once for two administrators who start it at once', async () => {
    t.clock.advance(60_000);
    const before = await runs();
    const [first, second] = await Promise.all([
      call('POST', '/api/questions/statistics'),
      call('POST', '/api/questions/statistics'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().statistics).toEqual(first.json().statistics);
    expect(await runs()).toBe(before + 1);
  });

  it.runIf(onPostgres)('computes once when they start it on two instances at once', async () => {
    const other = await openInstance(t);
    // Holds the computation's turn, so that both requests are surely waiting at once.
    const holder = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
    await holder.connect();
    try {
      t.clock.advance(60_000);
      const before = await runs();
      await holder.query(`begin; select pg_advisory_xact_lock(hashtext('question_stats'))`);
      const both = Promise.all([
        call('POST', '/api/questions/statistics'),
        other.app.inject({
          method: 'POST',
          url: '/api/questions/statistics',
          headers: { authorization: admin },
        }),
      ]);
      await expect
        .poll(async () => {
          const { rows } = await holder.query(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
          );
          return rows[0].n;
        })
        .toBe(2);
      await holder.query('commit');
      const [first, second] = await both;
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.json().statistics).toEqual(first.json().statistics);
      expect(await runs()).toBe(before + 1);
    } finally {
      await holder.end();
      await other.close();
    }
  });
});
