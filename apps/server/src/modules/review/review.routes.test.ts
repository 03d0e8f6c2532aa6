import { reviewSummarySchema } from '@oece/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/questions';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;

// Every test starts at 10:00 in Lima on 20 November 2026; aula.localhost serves the brand without practice.
const START = new Date('2026-11-20T15:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt' });
});
beforeEach(async () => {
  t.clock.set(START);
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const DAY = 86_400_000;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

async function premium(username: string) {
  return (await createMember(t, adminToken, { username, membershipLevel: 'PREMIUM', days: 365 })).token;
}

/** Moves the clock and logs in again: sessions do not outlive days of moved time. */
async function later(ms: number, username: string): Promise<string> {
  t.clock.advance(ms);
  return login(t, username, 'clave-segura');
}

async function keysOf(ids: number[]) {
  const rows = await t.db
    .select({ id: questions.id, key: questions.correctAlternative })
    .from(questions)
    .where(inArray(questions.id, ids));
  return new Map(rows.map((row) => [row.id, row.key]));
}

/** Finishes an exam with the first `right` questions answered right and the rest left blank. */
async function finishExam(token: string, right: number, type = 'RAPID'): Promise<number[]> {
  const code = (await call('POST', '/api/exams', token, { type })).json().examCode;
  const ids: number[] = (await call('GET', `/api/exams/${code}`, token))
    .json()
    .exam.questions.map((question: { id: number }) => question.id);
  const keys = await keysOf(ids);
  const answers = ids.slice(0, right).map((id) => ({ questionId: id, responseIndex: keys.get(id)! }));
  const res = await call('PATCH', `/api/exams/${code}`, token, { action: 'FINISH', answers });
  expect(res.statusCode, res.body).toBe(200);
  return ids;
}

async function summary(token: string) {
  const res = await call('GET', '/api/users/me/review', token);
  expect(res.statusCode, res.body).toBe(200);
  return reviewSummarySchema.parse(res.json());
}

async function today(token: string): Promise<{ id: number; correctAlternative: number }[]> {
  const res = await call('GET', '/api/users/me/review/today', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cards;
}

const answer = (token: string, answers: { questionId: number; responseIndex: number }[]) =>
  call('POST', '/api/users/me/review/answers', token, { answers });

describe('the review deck', () => {
  it('takes in the wrong and blank answers of a finished exam, once', async () => {
    const token = await premium('repaso-examen');
    const empty = { queued: 0, nextDueAt: null, examDate: null, newCardsPerDay: 20 };
    expect(await summary(token)).toEqual({ ...empty, dueToday: 0, total: 0 });
    const ids = await finishExam(token, 3);
    expect(await summary(token)).toEqual({ ...empty, dueToday: 12, total: 12 });
    // Read again: nothing is taken in twice.
    expect((await summary(token)).total).toBe(12);
    const cards = await today(token);
    expect(cards.map((card) => card.id).sort()).toEqual(ids.slice(3).sort());
    const keys = await keysOf(ids);
    expect(cards.every((card) => card.correctAlternative === keys.get(card.id))).toBe(true);
    expect(cards[0]).toMatchObject({ reps: 0, lapses: 0 });
  });

  it('clears today’s review, brings the misses back tomorrow and the rest later', async () => {
    const token = await premium('repaso-hoy');
    await finishExam(token, 0);
    const cards = await today(token);
    expect(cards).toHaveLength(15);
    const [missed, ...known] = cards;
    const res = await answer(token, [
      { questionId: missed!.id, responseIndex: (missed!.correctAlternative + 1) % 4 },
      ...known.map((card) => ({ questionId: card.id, responseIndex: card.correctAlternative })),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.results[0]).toEqual({ questionId: missed!.id, correct: false });
    expect(body.results.slice(1).every((result: { correct: boolean }) => result.correct)).toBe(true);
    expect(body.summary).toMatchObject({ dueToday: 0, total: 15 });
    expect(body.summary.nextDueAt).toBe(new Date(t.clock.now().getTime() + DAY).toISOString());
    expect(await today(token)).toEqual([]);

    const nextDay = await later(DAY, 'repaso-hoy');
    const tomorrow = await today(nextDay);
    expect(tomorrow.map((card) => card.id)).toEqual([missed!.id]);
    expect(tomorrow[0]).toMatchObject({ reps: 1 });
    expect((await summary(await later(2 * DAY, 'repaso-hoy'))).dueToday).toBe(15);
  });

  it('counts a card missed again as a lapse, and a later exam adds no second card', async () => {
    let token = await premium('repaso-recaida');
    const ids = await finishExam(token, 0);
    const cards = await today(token);
    await answer(
      token,
      cards.map((card) => ({ questionId: card.id, responseIndex: card.correctAlternative })),
    );
    expect((await summary(token)).dueToday).toBe(0);
    token = await later(5 * DAY, 'repaso-recaida');
    const [forgotten] = await today(token);
    expect(forgotten).toMatchObject({ reps: 1, lapses: 0 });
    await answer(token, [
      { questionId: forgotten!.id, responseIndex: (forgotten!.correctAlternative + 1) % 4 },
    ]);
    token = await later(DAY, 'repaso-recaida');
    expect((await today(token)).find((card) => card.id === forgotten!.id)).toMatchObject({
      reps: 2,
      lapses: 1,
    });

    const exam = await finishExam(token, 0);
    expect((await summary(token)).total).toBe(new Set([...ids, ...exam]).size);
  });

  it('adds a question missed in practice and ignores one answered right that is not in the deck', async () => {
    const token = await premium('repaso-practica');
    const drawn = await call('POST', '/api/exams/practice-mode', token, {
      categories: ['FASE_DE_SELECCION'],
      questionsPerCategory: 5,
    });
    const [first, second] = drawn.json().questions;
    const res = await answer(token, [
      { questionId: first.id, responseIndex: -1 },
      { questionId: second.id, responseIndex: second.correctAlternative },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toMatchObject({ dueToday: 1, total: 1 });
    expect((await today(token)).map((card) => card.id)).toEqual([first.id]);
  });

  it('leaves out the cards of archived questions', async () => {
    const token = await premium('repaso-archivada');
    const ids = await finishExam(token, 14);
    const missed = ids[14]!;
    expect((await summary(token)).total).toBe(1);
    await t.db.update(questions).set({ status: 'ARCHIVED' }).where(eq(questions.id, missed));
    expect(await summary(token)).toMatchObject({ dueToday: 0, total: 0 });
    expect(await today(token)).toEqual([]);
    await t.db.update(questions).set({ status: 'ACTIVE' }).where(eq(questions.id, missed));
  });

  it('refuses the plans without practice, an expired membership and the brand without it', async () => {
    const basic = (await createMember(t, adminToken, { username: 'repaso-basico', membershipLevel: 'BASIC' }))
      .token;
    for (const url of ['/api/users/me/review', '/api/users/me/review/today']) {
      const res = await call('GET', url, basic);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'PLAN_REQUIRED',
        message: 'El modo práctica está disponible solo en el plan Premium.',
      });
    }
    const refused = await answer(basic, [{ questionId: 1, responseIndex: 0 }]);
    expect(refused.json().code).toBe('PLAN_REQUIRED');
    const token = await premium('repaso-marca');
    const alt = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/review',
      headers: { authorization: token, host: 'aula.localhost' },
    });
    expect(alt.statusCode).toBe(403);
    expect(alt.json().code).toBe('FORBIDDEN');
    await createMember(t, adminToken, { username: 'repaso-vencido', membershipLevel: 'PREMIUM', days: 1 });
    const expired = await call('GET', '/api/users/me/review', await later(2 * DAY, 'repaso-vencido'));
    expect(expired.json().code).toBe('MEMBERSHIP_EXPIRED');
  });

  it('grades with the bank’s keys and refuses unknown questions without changing the deck', async () => {
    const token = await premium('repaso-errores');
    await finishExam(token, 14);
    const before = await summary(token);
    const unknown = await answer(token, [{ questionId: 999_999, responseIndex: 0 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('La pregunta 999999 no existe.');
    const repeated = await call('POST', '/api/users/me/review/answers', token, {
      answers: [
        { questionId: 5, responseIndex: 0 },
        { questionId: 5, responseIndex: 1 },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toMatch(/Una pregunta está repetida/);
    const blank = await call('POST', '/api/users/me/review/answers', token, {
      answers: [{ questionId: 5, responseIndex: null }],
    });
    expect(blank.statusCode).toBe(400);
    expect(await summary(token)).toEqual(before);
  });
});

describe('the daily cap of new cards', () => {
  const rightAnswers = (cards: { id: number; correctAlternative: number }[]) =>
    cards.map((card) => ({ questionId: card.id, responseIndex: card.correctAlternative }));
  const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('lets in the day’s cap of new cards and queues the rest, in order, for the next days', async () => {
    let token = await premium('repaso-tope');
    const ids = ascending(await finishExam(token, 0, 'COMPLETE'));
    // 72 blank answers: 20 for today, the other 52 queued; the queue's next cards come in tomorrow.
    expect(await summary(token)).toEqual({
      dueToday: 20,
      queued: 52,
      total: 72,
      nextDueAt: '2026-11-21T05:00:00.000Z',
      examDate: null,
      newCardsPerDay: 20,
    });
    const first = await today(token);
    expect(ascending(first.map((card) => card.id))).toEqual(ids.slice(0, 20));

    // Five reviewed today: they count against today's cap, so no queued card takes their place.
    const res = await answer(token, rightAnswers(first.slice(0, 5)));
    expect(res.json().summary).toMatchObject({ dueToday: 15, queued: 52, total: 72 });
    expect(ascending((await today(token)).map((card) => card.id))).toEqual(
      ascending(first.slice(5).map((card) => card.id)),
    );

    // The next day: the fifteen not reviewed and the next five of the queue.
    token = await later(DAY, 'repaso-tope');
    expect(await summary(token)).toMatchObject({ dueToday: 20, queued: 47 });
    const second = await today(token);
    expect(ascending(second.map((card) => card.id))).toEqual(
      ascending([...first.slice(5).map((card) => card.id), ...ids.slice(20, 25)]),
    );
    await answer(token, rightAnswers(second));
    expect(await summary(token)).toMatchObject({
      dueToday: 0,
      queued: 47,
      nextDueAt: '2026-11-22T05:00:00.000Z',
    });
  });

  it('counts the cap by the day in Lima', async () => {
    // 23:30 in Lima on 20 November (04:30 on the 21st in UTC).
    t.clock.set(new Date('2026-11-21T04:30:00Z'));
    let token = await premium('repaso-medianoche');
    await finishExam(token, 0, 'PARTIAL');
    await answer(token, rightAnswers(await today(token)));
    expect(await summary(token)).toMatchObject({ dueToday: 0, queued: 16 });
    // An hour later it is the 21st in Lima, still the same day in UTC: the next twenty come in.
    token = await later(60 * 60_000, 'repaso-medianoche');
    expect(await summary(token)).toMatchObject({ dueToday: 16, queued: 0 });
  });

  it('takes the member’s own cap at once, within bounds, and refuses visitors and plans without the deck', async () => {
    const token = await premium('repaso-ajuste');
    await finishExam(token, 0, 'COMPLETE');
    const set = (payload: object, as: string | undefined) =>
      call('PUT', '/api/users/me/review/settings', as, payload);
    const saved = await set({ newCardsPerDay: 50 }, token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: 'Límite diario guardado',
      summary: { dueToday: 50, queued: 22, total: 72, newCardsPerDay: 50 },
    });
    expect(await summary(token)).toMatchObject({ dueToday: 50, queued: 22, newCardsPerDay: 50 });

    for (const newCardsPerDay of [4, 101, 12.5, '20', null]) {
      const refused = await set({ newCardsPerDay }, token);
      expect(refused.statusCode, String(newCardsPerDay)).toBe(400);
      expect(refused.json().message).toBe(
        'Datos inválidos. newCardsPerDay: Elige un número entero de 5 a 100 preguntas nuevas por día',
      );
    }
    expect((await summary(token)).newCardsPerDay).toBe(50);

    // Who may not is told so before anything about the body.
    const visitor = await set({ newCardsPerDay: 'muchas' }, undefined);
    expect(visitor.statusCode).toBe(401);
    const basic = (await createMember(t, adminToken, { username: 'ajuste-basico', membershipLevel: 'BASIC' }))
      .token;
    const refused = await set({ newCardsPerDay: 30 }, basic);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_REQUIRED');
  });
});

describe('PUT /api/users/me/exam-date', () => {
  const setDate = (token: string, examDate: unknown) =>
    call('PUT', '/api/users/me/exam-date', token, { examDate });

  it('keeps every card due by the day before the exam', async () => {
    let token = await premium('repaso-fecha');
    await finishExam(token, 0);
    const cards = await today(token);
    await answer(
      token,
      cards.map((card) => ({ questionId: card.id, responseIndex: card.correctAlternative })),
    );
    // Right answers on new cards come back in a few days; after two more, weeks later.
    for (let round = 0; round < 2; round++) {
      token = await later(20 * DAY, 'repaso-fecha');
      const due = await today(token);
      await answer(
        token,
        due.map((card) => ({ questionId: card.id, responseIndex: card.correctAlternative })),
      );
    }
    const far = await summary(token);
    expect(new Date(far.nextDueAt!).getTime()).toBeGreaterThan(t.clock.now().getTime() + 10 * DAY);

    // 10:00 in Lima on 30 December; the exam on 8 January: everything due by 7 January, 00:00 in Lima.
    const res = await setDate(token, '2027-01-08');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Fecha de examen guardada',
      examDate: '2027-01-08',
    });
    const planned = await summary(token);
    expect(planned.examDate).toBe('2027-01-08');
    expect(planned.nextDueAt).toBe('2027-01-07T05:00:00.000Z');
    token = await later(8 * DAY, 'repaso-fecha');
    expect((await summary(token)).dueToday).toBe(15);

    const cleared = await setDate(token, null);
    expect(cleared.json()).toMatchObject({ message: 'Fecha de examen borrada', examDate: null });
  });

  it('refuses a past day, one more than two years ahead and a badly written one', async () => {
    const token = (await createMember(t, adminToken, { username: 'fecha-basico', membershipLevel: 'BASIC' }))
      .token;
    const past = await setDate(token, '2026-11-19');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('La fecha del examen no puede ser anterior a hoy.');
    const far = await setDate(token, '2029-01-01');
    expect(far.json().message).toBe('La fecha del examen debe estar dentro de los próximos dos años.');
    const written = await setDate(token, '08/01/2027');
    expect(written.statusCode).toBe(400);
    expect(written.json().message).toMatch(/AAAA-MM-DD/);
    // A member without the deck may still keep the date; today is allowed.
    const ok = await setDate(token, '2026-11-20');
    expect(ok.statusCode).toBe(200);
    expect((await call('PUT', '/api/users/me/exam-date', undefined, { examDate: null })).statusCode).toBe(
      401,
    );
  });
});
