import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { examResponseSchema, examSchema } from '@oece/contracts';
import { COMPETENCIES, levelQuotas, QUESTION_LEVELS } from '@oece/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams } from '../../db/schema/exams';
import { questions } from '../../db/schema/questions';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;
let basic: { id: number; token: string };
let standard: { id: number; token: string };
let premium: { id: number; token: string };

// Long memberships: several tests move the clock by weeks. aula.localhost serves the second brand.
beforeAll(async () => {
  t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt' });
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  basic = await createMember(t, adminToken, { username: 'basico', membershipLevel: 'BASIC', days: 365 });
  standard = await createMember(t, adminToken, {
    username: 'estandar',
    membershipLevel: 'STANDARD',
    days: 365,
  });
  premium = await createMember(t, adminToken, { username: 'premium', membershipLevel: 'PREMIUM', days: 365 });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, payload?: unknown, token?: string) =>
  t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: token } : {} });

async function start(type: string, token?: string, code?: string): Promise<string> {
  const res = await call('POST', '/api/exams', { type, ...(code ? { code } : {}) }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().examCode;
}

async function getExam(code: string, token?: string) {
  const res = await call('GET', `/api/exams/${code}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().exam;
}

const patch = (code: string, body: unknown, token?: string) =>
  call('PATCH', `/api/exams/${code}`, body, token);

async function createAccessCode(note = ''): Promise<{ id: number; code: string }> {
  const res = await call('POST', '/api/access-codes', { note }, adminToken);
  expect(res.statusCode).toBe(201);
  return res.json().accessCode;
}

describe('GET /api/exam-types/public', () => {
  it('lists the four exam types with their composition and time', async () => {
    const res = await call('GET', '/api/exam-types/public');
    expect(res.statusCode).toBe(200);
    const types = res.json();
    expect(types.map((type: { type: string; timeForExam: number }) => [type.type, type.timeForExam])).toEqual(
      [
        ['PUBLIC_RAPID', 600],
        ['RAPID', 900],
        ['PARTIAL', 3600],
        ['COMPLETE', 7200],
      ],
    );
    const complete = types.find((type: { type: string }) => type.type === 'COMPLETE');
    expect(complete.categories.map((c: { amountOfQuestions: number }) => c.amountOfQuestions)).toEqual([
      25, 22, 25,
    ]);
    expect(complete.description).toMatch(/^72 preguntas en 2 horas\./);
  });
});

describe('starting exams', () => {
  it('lets a visitor start the public rapid exam: 15 distinct questions, no keys', async () => {
    const code = await start('public_rapid');
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const exam = await getExam(code);
    expect(exam).toMatchObject({
      type: 'PUBLIC_RAPID',
      status: 'IN_PROGRESS',
      remainingSeconds: 600,
      result: null,
    });
    expect(exam.questions).toHaveLength(15);
    expect(new Set(exam.questions.map((q: { id: number }) => q.id)).size).toBe(15);
    for (const competency of COMPETENCIES) {
      expect(exam.questions.filter((q: { category: string }) => q.category === competency)).toHaveLength(5);
    }
    for (const question of exam.questions) {
      expect(Object.keys(question).sort()).toEqual(['alternatives', 'category', 'id', 'question']);
    }
    expect(exam.answers.every((a: { responseIndex: null }) => a.responseIndex === null)).toBe(true);
  });

  it('starts nothing through the old GET /api/exams/create, and names the POST', async () => {
    const before = await t.db.$count(exams);
    for (const token of [undefined, basic.token]) {
      const res = await call('GET', '/api/exams/create?type=PUBLIC_RAPID', undefined, token);
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({
        success: false,
        code: 'METHOD_NOT_ALLOWED',
        message: 'Usa POST /api/exams para crear un examen.',
      });
    }
    expect(await t.db.$count(exams)).toBe(before);
  });

  it('refuses an unknown type with a Spanish 400', async () => {
    const res = await call('POST', '/api/exams', { type: 'FINAL' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Tipo de examen desconocido');
    expect((await call('POST', '/api/exams', {})).statusCode).toBe(400);
  });

  it('keeps the rapid and partial exams for members', async () => {
    for (const type of ['RAPID', 'PARTIAL']) {
      const res = await call('POST', '/api/exams', { type });
      expect(res.statusCode).toBe(401);
    }
    const exam = await getExam(await start('PARTIAL', basic.token), basic.token);
    expect(exam.questions).toHaveLength(36);
    expect(exam.remainingSeconds).toBe(3600);
  });

  it('refuses every exam to an expired member with the renewal message', async () => {
    const expired = await createMember(t, adminToken, {
      username: 'vencido',
      password: 'clave-vencido',
      days: 1,
    });
    t.clock.advance(2 * 86_400_000);
    const token = await login(t, 'vencido', 'clave-vencido');
    for (const type of ['RAPID', 'PARTIAL', 'COMPLETE']) {
      const res = await call('POST', '/api/exams', { type }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: 'MEMBERSHIP_EXPIRED',
        message: 'Tu membresía ha expirado, no puedes dar más exámenes. Escríbenos para renovarla.',
      });
    }
    expect(expired.id).toBeGreaterThan(0);
    // Sessions last 24 h: the other members log in again after the jump.
    adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
    basic.token = await login(t, 'basico', 'clave-segura');
    standard.token = await login(t, 'estandar', 'clave-segura');
    premium.token = await login(t, 'premium', 'clave-segura');
  });

  it('draws no question that is not ACTIVE', async () => {
    const exam = await getExam(await start('COMPLETE', premium.token), premium.token);
    const ids = exam.questions.map((q: { id: number }) => q.id);
    const [archived] = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.id, ids[0]));
    await t.db
      .update(questions)
      .set({ status: 'ARCHIVED' })
      .where(eq(questions.category, 'FASE_DE_SELECCION'));
    const accessCode = await createAccessCode();
    try {
      const res = await call('POST', '/api/exams', { type: 'PUBLIC_RAPID' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('NOT_ENOUGH_QUESTIONS');
      // A code's month does not start on an exam that could not be created.
      const withCode = await call('POST', '/api/exams', { type: 'COMPLETE', code: accessCode.code });
      expect(withCode.json().code).toBe('NOT_ENOUGH_QUESTIONS');
      const list = (await call('GET', '/api/access-codes', undefined, adminToken)).json().accessCodes;
      expect(list.find((item: { id: number }) => item.id === accessCode.id)).toMatchObject({
        state: 'UNUSED',
        firstUsedAt: null,
      });
      const practice = await call(
        'POST',
        '/api/exams/practice-mode',
        { categories: ['FASE_DE_SELECCION'], questionsPerCategory: 5 },
        premium.token,
      );
      expect(practice.statusCode).toBe(409);
      expect(practice.json().message).toBe('No hay suficientes preguntas activas para este examen.');
    } finally {
      await t.db
        .update(questions)
        .set({ status: 'ACTIVE' })
        .where(eq(questions.category, 'FASE_DE_SELECCION'));
    }
    expect(archived).toBeDefined();
  });
});

describe('the complete exam', () => {
  it('is drawn 25/22/25 for an unexpired member', async () => {
    const exam = await getExam(await start('COMPLETE', standard.token), standard.token);
    expect(exam.questions).toHaveLength(72);
    expect(new Set(exam.questions.map((q: { id: number }) => q.id)).size).toBe(72);
    expect(
      COMPETENCIES.map((c) => exam.questions.filter((q: { category: string }) => q.category === c).length),
    ).toEqual([25, 22, 25]);
    expect(exam.remainingSeconds).toBe(7200);
  });

  it("covers every topic of a competency before repeating one, and the bank's mix of levels", async () => {
    const bank = await t.db
      .select({
        id: questions.id,
        category: questions.category,
        topic: questions.topic,
        level: questions.level,
      })
      .from(questions)
      .where(eq(questions.status, 'ACTIVE'));
    const byId = new Map(bank.map((question) => [question.id, question]));
    const topicsOf = (category: string) =>
      new Set(bank.filter((q) => q.category === category).map((q) => q.topic));
    for (let draw = 0; draw < 12; draw++) {
      const exam = await getExam(await start('COMPLETE', standard.token), standard.token);
      for (const category of COMPETENCIES) {
        const drawn = exam.questions
          .filter((q: { category: string }) => q.category === category)
          .map((q: { id: number }) => byId.get(q.id)!);
        const perTopic = new Map<string, number>();
        for (const question of drawn) perTopic.set(question.topic, (perTopic.get(question.topic) ?? 0) + 1);
        const topics = topicsOf(category).size;
        // 25 or 22 seats: every topic once, then as many topics twice as seats are left; never three times.
        expect(perTopic.size).toBe(Math.min(topics, drawn.length));
        expect(Math.max(...perTopic.values())).toBe(drawn.length > topics ? 2 : 1);
        const quotas = levelQuotas(
          bank.filter((q) => q.category === category),
          drawn.length,
        );
        for (const level of QUESTION_LEVELS) {
          expect(drawn.filter((question: { level: string }) => question.level === level).length).toBe(
            quotas[level],
          );
        }
      }
    }
  });

  it('needs a code from a visitor', async () => {
    const res = await call('POST', '/api/exams', { type: 'COMPLETE' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCESS_CODE_INVALID');
    const bad = await call('POST', '/api/exams', { type: 'COMPLETE', code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().message).toBe('El código ingresado no es válido. Revísalo e intenta nuevamente.');
  });

  it('starts with a valid code, typed in any case, and gives one month from first use', async () => {
    const accessCode = await createAccessCode('Cliente de prueba');
    expect(accessCode.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const typed = ` ${accessCode.code.toLowerCase().replaceAll('-', ' ')} `;
    const exam = await getExam(await start('COMPLETE', undefined, typed));
    expect(exam.questions).toHaveLength(72);

    const list = (await call('GET', '/api/access-codes', undefined, adminToken)).json().accessCodes;
    const stored = list.find((item: { id: number }) => item.id === accessCode.id);
    expect(stored).toMatchObject({ state: 'ACTIVE', note: 'Cliente de prueba' });
    const month = new Date(stored.firstUsedAt);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(stored.expiresAt).toBe(month.toISOString());

    // Unlimited within the month, refused after it.
    t.clock.advance(20 * 86_400_000);
    await start('COMPLETE', undefined, accessCode.code);
    t.clock.advance(12 * 86_400_000);
    const late = await call('POST', '/api/exams', { type: 'COMPLETE', code: accessCode.code });
    expect(late.statusCode).toBe(403);
    expect(late.json().code).toBe('ACCESS_CODE_EXPIRED');
    expect(late.json().message).toMatch(/^El código expiró el \d\d\/\d\d\/\d{4}\. Solicita uno nuevo\.$/);
    adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
    basic.token = await login(t, 'basico', 'clave-segura');
    standard.token = await login(t, 'estandar', 'clave-segura');
    premium.token = await login(t, 'premium', 'clave-segura');
  });

  it('refuses a revoked code', async () => {
    const accessCode = await createAccessCode();
    const revoked = await call('POST', `/api/access-codes/${accessCode.id}/revoke`, undefined, adminToken);
    expect(revoked.json().accessCode.state).toBe('REVOKED');
    const res = await call('POST', '/api/exams', { type: 'COMPLETE', code: accessCode.code });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCESS_CODE_INVALID');
  });
});

describe('answering', () => {
  it('saves each choice, keeps it on reload and refuses foreign questions or bad indexes', async () => {
    const code = await start('PUBLIC_RAPID');
    const exam = await getExam(code);
    const [q1, q2, q3] = exam.questions;
    const ok = await patch(code, {
      action: 'UPDATE',
      answers: [
        { questionId: q1.id, responseIndex: 2 },
        { questionId: q2.id, responseIndex: -1 },
      ],
    });
    expect(ok.json()).toEqual({ success: true, message: 'Respuestas guardadas', status: 'IN_PROGRESS' });
    await patch(code, { action: 'UPDATE', answers: [{ questionId: q1.id, responseIndex: 3 }] });

    const foreign = await patch(code, {
      action: 'UPDATE',
      answers: [
        { questionId: q3.id, responseIndex: 0 },
        { questionId: 999_999, responseIndex: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('La pregunta 999999 no pertenece a este examen.');
    for (const body of [
      { action: 'UPDATE', answers: [{ questionId: q3.id, responseIndex: 4 }] },
      { action: 'UPDATE', answers: [{ questionId: q3.id, responseIndex: '1' }] },
      { action: 'SAVE', answers: [] },
      { answers: [] },
    ]) {
      expect((await patch(code, body)).statusCode, JSON.stringify(body)).toBe(400);
    }

    t.clock.advance(120_000);
    const reloaded = await getExam(code);
    expect(reloaded.remainingSeconds).toBe(480);
    const saved = Object.fromEntries(
      reloaded.answers.map((a: { questionId: number; responseIndex: number }) => [
        a.questionId,
        a.responseIndex,
      ]),
    );
    expect(saved[q1.id]).toBe(3);
    expect(saved[q2.id]).toBe(-1);
    expect(saved[q3.id]).toBeNull();
  });

  it('accepts answers within the grace after the deadline and refuses them later, finishing the exam', async () => {
    const code = await start('PUBLIC_RAPID');
    const exam = await getExam(code);
    t.clock.advance(600_000 + 10_000);
    expect(
      (
        await patch(code, {
          action: 'UPDATE',
          answers: [{ questionId: exam.questions[0].id, responseIndex: 1 }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await getExam(code)).remainingSeconds).toBe(1);
    t.clock.advance(30_000);
    const late = await patch(code, {
      action: 'UPDATE',
      answers: [{ questionId: exam.questions[1].id, responseIndex: 1 }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EXAM_TIME_OVER');
    const finished = await getExam(code);
    expect(finished.status).toBe('FINISHED');
    expect(finished.answers[0].responseIndex).toBe(1);
    expect(finished.answers[1].responseIndex).toBeNull();
    expect(finished.result.timeUsedSeconds).toBe(600);
  });

  it('takes answers up to exactly the end of the grace, and none a millisecond later', async () => {
    const code = await start('PUBLIC_RAPID');
    const [q1, q2] = (await getExam(code)).questions;
    t.clock.advance(600_000 + 30_000);
    const last = await patch(code, { action: 'UPDATE', answers: [{ questionId: q1.id, responseIndex: 2 }] });
    expect(last.statusCode).toBe(200);
    t.clock.advance(1);
    const late = await patch(code, { action: 'UPDATE', answers: [{ questionId: q2.id, responseIndex: 2 }] });
    expect(late.json().code).toBe('EXAM_TIME_OVER');
    const finished = await getExam(code);
    expect(finished.answers.slice(0, 2).map((a: { responseIndex: number }) => a.responseIndex)).toEqual([
      2,
      null,
    ]);
  });

  it("keeps another member's exam out of reach of saves, and lets anyone with the code save a visitor's", async () => {
    const code = await start('RAPID', basic.token);
    const [q] = (await getExam(code, basic.token)).questions;
    for (const token of [standard.token, undefined]) {
      const res = await patch(
        code,
        { action: 'UPDATE', answers: [{ questionId: q.id, responseIndex: 1 }] },
        token,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('EXAM_NOT_FOUND');
    }
    expect((await getExam(code, basic.token)).answers[0].responseIndex).toBeNull();

    const visitorCode = await start('PUBLIC_RAPID');
    const [v] = (await getExam(visitorCode)).questions;
    const bySomeone = await patch(
      visitorCode,
      { action: 'UPDATE', answers: [{ questionId: v.id, responseIndex: 3 }] },
      premium.token,
    );
    expect(bySomeone.json().status).toBe('IN_PROGRESS');
    expect((await getExam(visitorCode)).answers[0].responseIndex).toBe(3);
  });

  it('saves nothing of a save with a foreign question, not even its own questions', async () => {
    const code = await start('RAPID', basic.token);
    const other = (await getExam(await start('RAPID', standard.token), standard.token)).questions;
    const mine = (await getExam(code, basic.token)).questions;
    const foreign = other.find((q: { id: number }) => !mine.some((m: { id: number }) => m.id === q.id));
    const res = await patch(
      code,
      {
        action: 'UPDATE',
        answers: [
          { questionId: mine[0].id, responseIndex: 0 },
          { questionId: foreign.id, responseIndex: 0 },
        ],
      },
      basic.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`La pregunta ${foreign.id} no pertenece a este examen.`);
    expect((await getExam(code, basic.token)).answers[0].responseIndex).toBeNull();
  });

  it('finishes an exam left open past its deadline on the next read', async () => {
    const code = await start('PUBLIC_RAPID');
    const exam = await getExam(code);
    const key = exam.questions[0];
    await patch(code, { action: 'UPDATE', answers: [{ questionId: key.id, responseIndex: 0 }] });
    t.clock.advance(3_600_000);
    const finished = await getExam(code);
    expect(finished.status).toBe('FINISHED');
    const point = finished.questions[0].correctAlternative === 0 ? 1 : 0;
    expect(finished.result).toEqual({
      correct: point,
      total: 15,
      timeUsedSeconds: 600,
      // Five questions of each competency; the one answered is the first question's.
      competencies: COMPETENCIES.map((category) => ({
        category,
        correct: category === finished.questions[0].category ? point : 0,
        total: 5,
      })),
    });
  });
});

describe('finishing', () => {
  it('scores the saved answers, reveals the keys, and a second FINISH changes nothing', async () => {
    const code = await start('PUBLIC_RAPID');
    const exam = await getExam(code);
    t.clock.advance(95_000);
    const first = await patch(code, {
      action: 'FINISH',
      answers: [{ questionId: exam.questions[0].id, responseIndex: 0 }],
    });
    expect(first.json()).toEqual({ success: true, message: 'Examen finalizado', status: 'FINISHED' });
    const finished = await getExam(code);
    const right = (category?: string) =>
      finished.questions.filter(
        (q: { category: string; correctAlternative: number }, i: number) =>
          (!category || q.category === category) &&
          finished.answers[i].responseIndex === q.correctAlternative,
      ).length;
    expect(finished.result).toEqual({
      correct: right(),
      total: 15,
      timeUsedSeconds: 95,
      competencies: COMPETENCIES.map((category) => ({ category, correct: right(category), total: 5 })),
    });
    expect(examSchema.parse(finished)).toEqual(finished);
    expect(
      finished.questions.every(
        (q: { correctAlternative?: number }) => typeof q.correctAlternative === 'number',
      ),
    ).toBe(true);
    expect(finished.questions.some((q: { explanation?: string }) => typeof q.explanation === 'string')).toBe(
      true,
    );

    t.clock.advance(60_000);
    const second = await patch(code, {
      action: 'FINISH',
      answers: [{ questionId: exam.questions[1].id, responseIndex: 2 }],
    });
    expect(second.json().status).toBe('FINISHED');
    expect(await getExam(code)).toEqual(finished);
    const update = await patch(code, {
      action: 'UPDATE',
      answers: [{ questionId: exam.questions[1].id, responseIndex: 2 }],
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().code).toBe('EXAM_FINISHED');
  });

  it('keeps score and answers consistent when saves race a finish', async () => {
    for (let round = 0; round < 5; round++) {
      const code = await start('PUBLIC_RAPID');
      const exam = await getExam(code);
      const ids: number[] = exam.questions.map((q: { id: number }) => q.id);
      await Promise.all([
        patch(code, {
          action: 'FINISH',
          answers: ids.slice(0, 8).map((id) => ({ questionId: id, responseIndex: 0 })),
        }),
        ...ids.map((id) =>
          patch(code, { action: 'UPDATE', answers: [{ questionId: id, responseIndex: 1 }] }),
        ),
      ]);
      const finished = await getExam(code);
      const matching = finished.questions.filter(
        (q: { correctAlternative: number }, i: number) =>
          finished.answers[i].responseIndex === q.correctAlternative,
      ).length;
      expect(finished.result.correct).toBe(matching);
    }
  });

  it('keeps each save racing a finish and scores it, or refuses it and keeps nothing of it', async () => {
    const code = await start('RAPID', standard.token);
    const exam = await getExam(code, standard.token);
    const ids: number[] = exam.questions.map((q: { id: number }) => q.id);
    const [finish, ...saves] = await Promise.all([
      patch(code, { action: 'FINISH', answers: [] }, standard.token),
      ...ids.map((id) =>
        patch(code, { action: 'UPDATE', answers: [{ questionId: id, responseIndex: 1 }] }, standard.token),
      ),
    ]);
    expect(finish!.json().status).toBe('FINISHED');
    const finished = await getExam(code, standard.token);
    saves.forEach((save, i) => {
      if (save.statusCode === 200) expect(finished.answers[i].responseIndex).toBe(1);
      else {
        expect(save.json().code).toBe('EXAM_FINISHED');
        expect(finished.answers[i].responseIndex).toBeNull();
      }
    });
    const matching = finished.questions.filter(
      (q: { correctAlternative: number }, i: number) =>
        finished.answers[i].responseIndex === q.correctAlternative,
    ).length;
    expect(finished.result.correct).toBe(matching);
  });

  it('shows no key while running, however often it is read, and every key once finished', async () => {
    const code = await start('PUBLIC_RAPID');
    const [q] = (await getExam(code)).questions;
    await patch(code, { action: 'UPDATE', answers: [{ questionId: q.id, responseIndex: 0 }] });
    t.clock.advance(5_000);
    const again = await getExam(code);
    expect(again.remainingSeconds).toBe(595);
    expect(again.answers[0].responseIndex).toBe(0);
    expect(again.questions.every((item: object) => !('correctAlternative' in item))).toBe(true);
    await patch(code, { action: 'FINISH', answers: [] });
    const finished = await getExam(code);
    expect(finished.questions.every((item: object) => 'correctAlternative' in item)).toBe(true);
    expect(finished.answers[0].responseIndex).toBe(0);
  });

  it('refuses the same question twice in one save', async () => {
    const code = await start('PUBLIC_RAPID');
    const [q] = (await getExam(code)).questions;
    const res = await patch(code, {
      action: 'UPDATE',
      answers: [
        { questionId: q.id, responseIndex: 0 },
        { questionId: q.id, responseIndex: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('repetida');
  });

  it('shows explanations to STANDARD members and locks them for BASIC members', async () => {
    const standardCode = await start('RAPID', standard.token);
    await patch(standardCode, { action: 'FINISH', answers: [] }, standard.token);
    const forStandard = await getExam(standardCode, standard.token);
    expect(forStandard.questions.some((q: { explanation?: string }) => q.explanation)).toBe(true);
    // The legal basis goes with the explanations: every question of the bank cites an article.
    expect(forStandard.questions.every((q: { sources?: string[] }) => (q.sources ?? []).length > 0)).toBe(
      true,
    );
    expect(forStandard.questions.some((q: { explanationLocked?: boolean }) => q.explanationLocked)).toBe(
      false,
    );

    const basicCode = await start('RAPID', basic.token);
    await patch(basicCode, { action: 'FINISH', answers: [] }, basic.token);
    const forBasic = await getExam(basicCode, basic.token);
    expect(forBasic.questions.some((q: { explanation?: string }) => q.explanation)).toBe(false);
    expect(
      forBasic.questions.filter((q: { explanationLocked?: boolean }) => q.explanationLocked).length,
    ).toBeGreaterThan(0);
    expect(forBasic.questions.some((q: { sources?: string[] }) => q.sources)).toBe(false);
  });

  it('gives no legal basis while the exam runs', async () => {
    const code = await start('RAPID', standard.token);
    const running = await getExam(code, standard.token);
    expect(running.questions.some((q: { sources?: string[] }) => q.sources)).toBe(false);
  });
});

describe('GET /api/exams-in-progress', () => {
  it("lists the member's running exams, newest first, and drops finished and expired ones", async () => {
    const member = await createMember(t, adminToken, {
      username: 'encurso',
      membershipLevel: 'STANDARD',
      days: 365,
    });
    const list = async () => {
      const res = await call('GET', '/api/exams-in-progress', undefined, member.token);
      expect(res.statusCode).toBe(200);
      return res.json().exams;
    };
    expect(await list()).toEqual([]);
    const partial = await start('PARTIAL', member.token);
    t.clock.advance(60_000);
    const rapid = await start('RAPID', member.token);
    expect(await list()).toEqual([
      { code: rapid, type: 'RAPID', remainingSeconds: 900 },
      { code: partial, type: 'PARTIAL', remainingSeconds: 3540 },
    ]);
    // Someone else's running exam is not listed.
    await start('RAPID', standard.token);
    await patch(rapid, { action: 'FINISH', answers: [] }, member.token);
    expect((await list()).map((exam: { code: string }) => exam.code)).toEqual([partial]);
    t.clock.advance(3600_000);
    expect(await list()).toEqual([]);
    expect((await call('GET', '/api/exams-in-progress')).statusCode).toBe(401);
  });
});

describe('who may read an exam', () => {
  it('keeps a member exam to its owner', async () => {
    const code = await start('RAPID', basic.token);
    for (const token of [standard.token, undefined]) {
      const res = await call('GET', `/api/exams/${code}`, undefined, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Examen no encontrado');
      expect((await patch(code, { action: 'FINISH', answers: [] }, token)).statusCode).toBe(404);
    }
    expect((await getExam(code, basic.token)).status).toBe('IN_PROGRESS');
  });

  it('compresses an exam for clients that accept it, and never lets it be cached', async () => {
    const code = await start('PUBLIC_RAPID');
    const res = await t.app.inject({ url: `/api/exams/${code}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    const plain = await t.app.inject({ url: `/api/exams/${code}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({ url: `/api/exams/${code}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    // Answers are not run through zod on the way out: they must match the contract as they are.
    expect(examResponseSchema.parse(plain.json())).toEqual(plain.json());
  });

  it('answers 404 for an unknown code', async () => {
    expect((await call('GET', '/api/exams/no-existe')).statusCode).toBe(404);
  });
});

describe('POST /api/exams/practice-mode', () => {
  it('gives a PREMIUM member questions with keys and explanations', async () => {
    const res = await call(
      'POST',
      '/api/exams/practice-mode',
      { categories: ['FASE_DE_SELECCION', 'ACTUACIONES_PREPARATORIAS'], questionsPerCategory: 5 },
      premium.token,
    );
    expect(res.statusCode).toBe(200);
    const list = res.json().questions;
    expect(list).toHaveLength(10);
    expect(list.slice(0, 5).every((q: { category: string }) => q.category === 'FASE_DE_SELECCION')).toBe(
      true,
    );
    expect(list.every((q: { correctAlternative: number }) => q.correctAlternative >= 0)).toBe(true);
    expect(list.every((q: { sources: string[] }) => q.sources.length > 0)).toBe(true);
    // Drawn over the topics: five questions of a competency come from five topics.
    const topics = await t.db
      .select({ topic: questions.topic })
      .from(questions)
      .where(
        inArray(
          questions.id,
          list.slice(0, 5).map((q: { id: number }) => q.id),
        ),
      );
    expect(new Set(topics.map((row) => row.topic)).size).toBe(5);
  });

  it('is refused to a BASIC member, a visitor and bad inputs', async () => {
    const body = { categories: ['FASE_DE_SELECCION'], questionsPerCategory: 10 };
    const forBasic = await call('POST', '/api/exams/practice-mode', body, basic.token);
    expect(forBasic.statusCode).toBe(403);
    expect(forBasic.json()).toEqual({
      success: false,
      code: 'PLAN_REQUIRED',
      message: 'El modo práctica está disponible solo en el plan Premium.',
    });
    expect((await call('POST', '/api/exams/practice-mode', body)).statusCode).toBe(401);
    const onSecondBrand = await t.app.inject({
      method: 'POST',
      url: '/api/exams/practice-mode',
      payload: body,
      headers: { authorization: premium.token, host: 'aula.localhost' },
    });
    expect(onSecondBrand.statusCode).toBe(403);
    expect(onSecondBrand.json().message).toBe('El modo práctica no está disponible en este sitio.');
    for (const bad of [
      { categories: [], questionsPerCategory: 5 },
      { categories: ['FASE_DE_SELECCION'], questionsPerCategory: 7 },
      { categories: ['OTRA'], questionsPerCategory: 5 },
      { categories: ['FASE_DE_SELECCION', 'FASE_DE_SELECCION'], questionsPerCategory: 5 },
    ]) {
      expect(
        (await call('POST', '/api/exams/practice-mode', bad, premium.token)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
  });
});

describe('access-code administration', () => {
  it('is for administrators only', async () => {
    for (const [method, url] of [
      ['GET', '/api/access-codes'],
      ['POST', '/api/access-codes'],
      ['POST', '/api/access-codes/1/revoke'],
    ] as const) {
      expect((await call(method, url, {})).statusCode).toBe(401);
      expect((await call(method, url, {}, premium.token)).statusCode).toBe(403);
    }
  });

  it('lists new codes as unused and refuses a long note or an unknown id', async () => {
    const created = await createAccessCode('Pago por Yape');
    const list = (await call('GET', '/api/access-codes', undefined, adminToken)).json().accessCodes;
    expect(list[0]).toMatchObject({ id: created.id, state: 'UNUSED', firstUsedAt: null, expiresAt: null });
    expect((await call('POST', '/api/access-codes', { note: 'x'.repeat(201) }, adminToken)).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/access-codes/99999/revoke', undefined, adminToken)).statusCode).toBe(
      404,
    );
  });
});
