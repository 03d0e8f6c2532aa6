import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

interface SavedAnswer {
  questionId: number;
  responseIndex: number | null;
  flagged: boolean;
}

let t: TestApp;
let owner: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  const adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  owner = (await createMember(t, adminToken, { username: 'marca', membershipLevel: 'BASIC', days: 365 }))
    .token;
  stranger = (await createMember(t, adminToken, { username: 'ajeno', membershipLevel: 'PREMIUM', days: 365 }))
    .token;
});
afterAll(() => t.close());

const headers = (token?: string) => (token ? { authorization: token } : {});

async function start(type: 'PUBLIC_RAPID' | 'RAPID', token?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/exams',
    payload: { type },
    headers: headers(token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().examCode;
}

async function getExam(code: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/exams/${code}`, headers: headers(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().exam as { status: string; questions: { id: number }[]; answers: SavedAnswer[] };
}

const patch = (code: string, body: object, token?: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/exams/${code}`, payload: body, headers: headers(token) });

/** The exam's saved answers by question id. */
async function answersOf(code: string, token?: string): Promise<Map<number, SavedAnswer>> {
  return new Map((await getExam(code, token)).answers.map((answer) => [answer.questionId, answer]));
}

describe("'Marcar para revisar' flags", () => {
  it('are saved, read back with every answer, and kept by saves that leave them out', async () => {
    const code = await start('PUBLIC_RAPID');
    const [q1, q2, q3] = (await getExam(code)).questions;
    expect((await getExam(code)).answers.every((answer) => answer.flagged === false)).toBe(true);

    const saved = await patch(code, {
      action: 'UPDATE',
      answers: [
        { questionId: q1!.id, responseIndex: 2, flagged: true },
        // Marked before it is answered.
        { questionId: q2!.id, responseIndex: null, flagged: true },
      ],
    });
    expect(saved.json()).toEqual({ success: true, message: 'Respuestas guardadas', status: 'IN_PROGRESS' });
    let answers = await answersOf(code);
    expect(answers.get(q1!.id)).toEqual({ questionId: q1!.id, responseIndex: 2, flagged: true });
    expect(answers.get(q2!.id)).toEqual({ questionId: q2!.id, responseIndex: null, flagged: true });
    expect(answers.get(q3!.id)).toEqual({ questionId: q3!.id, responseIndex: null, flagged: false });

    // Answered later, mark left out: the mark stays; a new answer without a mark is unmarked.
    await patch(code, {
      action: 'UPDATE',
      answers: [
        { questionId: q2!.id, responseIndex: 0 },
        { questionId: q3!.id, responseIndex: 1 },
      ],
    });
    answers = await answersOf(code);
    expect(answers.get(q2!.id)).toEqual({ questionId: q2!.id, responseIndex: 0, flagged: true });
    expect(answers.get(q3!.id)).toEqual({ questionId: q3!.id, responseIndex: 1, flagged: false });

    await patch(code, {
      action: 'UPDATE',
      answers: [{ questionId: q1!.id, responseIndex: 2, flagged: false }],
    });
    answers = await answersOf(code);
    expect(answers.get(q1!.id)!.flagged).toBe(false);
    expect(answers.get(q2!.id)!.flagged).toBe(true);
  });

  it('from a device that has not seen a choice made on another, mark without erasing it', async () => {
    const code = await start('PUBLIC_RAPID');
    const [q1, q2] = (await getExam(code)).questions;
    // The laptop answers; the phone, open since before, still shows both blank and marks them,
    // then finishes with the mark on q1 only.
    await patch(code, {
      action: 'UPDATE',
      answers: [
        { questionId: q1!.id, responseIndex: 2 },
        { questionId: q2!.id, responseIndex: 3 },
      ],
    });
    await patch(code, {
      action: 'UPDATE',
      answers: [{ questionId: q1!.id, responseIndex: null, flagged: true }],
    });
    const finished = await patch(code, {
      action: 'FINISH',
      answers: [{ questionId: q2!.id, responseIndex: null, flagged: true }],
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const answers = await answersOf(code);
    expect(answers.get(q1!.id)).toEqual({ questionId: q1!.id, responseIndex: 2, flagged: true });
    expect(answers.get(q2!.id)).toEqual({ questionId: q2!.id, responseIndex: 3, flagged: true });
  });

  it('refuse a mark that is not true or false with a Spanish 400, and store nothing of it', async () => {
    const code = await start('PUBLIC_RAPID');
    const [q1] = (await getExam(code)).questions;
    for (const flagged of ['sí', 1, null]) {
      const res = await patch(code, {
        action: 'UPDATE',
        answers: [{ questionId: q1!.id, responseIndex: 1, flagged }],
      });
      expect(res.statusCode, JSON.stringify(flagged)).toBe(400);
      expect(res.json().message).toBe('Datos inválidos. answers.0.flagged: flagged debe ser true o false');
    }
    expect((await answersOf(code)).get(q1!.id)).toEqual({
      questionId: q1!.id,
      responseIndex: null,
      flagged: false,
    });
  });

  it('are taken with the answers of a FINISH and shown on the finished exam', async () => {
    const code = await start('RAPID', owner);
    const [q1, q2, q3] = (await getExam(code, owner)).questions;
    await patch(
      code,
      { action: 'UPDATE', answers: [{ questionId: q1!.id, responseIndex: 0, flagged: true }] },
      owner,
    );
    const finish = await patch(
      code,
      {
        action: 'FINISH',
        answers: [
          { questionId: q1!.id, responseIndex: 0 },
          { questionId: q2!.id, responseIndex: 1, flagged: true },
          { questionId: q3!.id, responseIndex: -1, flagged: false },
        ],
      },
      owner,
    );
    expect(finish.json().status).toBe('FINISHED');
    const finished = await getExam(code, owner);
    expect(finished.status).toBe('FINISHED');
    expect(finished.answers.slice(0, 3)).toEqual([
      { questionId: q1!.id, responseIndex: 0, flagged: true },
      { questionId: q2!.id, responseIndex: 1, flagged: true },
      { questionId: q3!.id, responseIndex: -1, flagged: false },
    ]);
  });

  it('are refused after FINISH like answers, and nothing stored changes', async () => {
    const code = await start('RAPID', owner);
    const [q1, q2] = (await getExam(code, owner)).questions;
    await patch(
      code,
      { action: 'FINISH', answers: [{ questionId: q1!.id, responseIndex: 2, flagged: true }] },
      owner,
    );
    const finished = await getExam(code, owner);

    const late = await patch(
      code,
      {
        action: 'UPDATE',
        answers: [
          { questionId: q1!.id, responseIndex: 2, flagged: false },
          { questionId: q2!.id, responseIndex: null, flagged: true },
        ],
      },
      owner,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      success: false,
      code: 'EXAM_FINISHED',
      message: 'El examen ya finalizó; no se pueden cambiar las respuestas.',
    });
    const again = await patch(
      code,
      { action: 'FINISH', answers: [{ questionId: q2!.id, responseIndex: null, flagged: true }] },
      owner,
    );
    expect(again.json().status).toBe('FINISHED');
    expect(await getExam(code, owner)).toEqual(finished);
  });

  it('are refused after the deadline like answers, and nothing stored changes', async () => {
    const code = await start('PUBLIC_RAPID');
    const [q1, q2] = (await getExam(code)).questions;
    await patch(code, {
      action: 'UPDATE',
      answers: [{ questionId: q1!.id, responseIndex: 3, flagged: true }],
    });
    // Past the 10 minutes and their 30-second grace.
    t.clock.advance(600_000 + 30_001);
    const late = await patch(code, {
      action: 'UPDATE',
      answers: [
        { questionId: q1!.id, responseIndex: 3, flagged: false },
        { questionId: q2!.id, responseIndex: null, flagged: true },
      ],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      success: false,
      code: 'EXAM_TIME_OVER',
      message: 'El tiempo del examen terminó; se guardaron tus respuestas anteriores.',
    });
    const answers = await answersOf(code);
    expect(answers.get(q1!.id)).toEqual({ questionId: q1!.id, responseIndex: 3, flagged: true });
    expect(answers.get(q2!.id)).toEqual({ questionId: q2!.id, responseIndex: null, flagged: false });
  });

  it("keep another member's exam out of reach, and let anyone with the code mark a visitor's", async () => {
    const code = await start('RAPID', owner);
    const [q1] = (await getExam(code, owner)).questions;
    for (const token of [stranger, undefined]) {
      for (const action of ['UPDATE', 'FINISH']) {
        const res = await patch(
          code,
          { action, answers: [{ questionId: q1!.id, responseIndex: null, flagged: true }] },
          token,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          success: false,
          code: 'EXAM_NOT_FOUND',
          message: 'Examen no encontrado',
        });
      }
    }
    const untouched = await getExam(code, owner);
    expect(untouched.status).toBe('IN_PROGRESS');
    expect(untouched.answers.some((answer) => answer.flagged)).toBe(false);

    const visitorCode = await start('PUBLIC_RAPID');
    const [v1] = (await getExam(visitorCode)).questions;
    const byMember = await patch(
      visitorCode,
      { action: 'UPDATE', answers: [{ questionId: v1!.id, responseIndex: null, flagged: true }] },
      stranger,
    );
    expect(byMember.json().status).toBe('IN_PROGRESS');
    expect((await answersOf(visitorCode)).get(v1!.id)!.flagged).toBe(true);
  });
});
