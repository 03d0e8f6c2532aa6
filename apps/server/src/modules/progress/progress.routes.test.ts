import { historyResponseSchema, progressResponseSchema } from '@oece/contracts';
import { COMPETENCIES, TOPICS } from '@oece/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/questions';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });

async function member(username: string) {
  return createMember(t, adminToken, { username, membershipLevel: 'STANDARD', days: 365 });
}

interface Frozen {
  id: number;
  category: string;
}

/** Starts an exam and reads its questions with their bank keys and topics. */
async function startExam(token: string | undefined, type = 'RAPID') {
  const started = await call('POST', '/api/exams', token, { type });
  expect(started.statusCode, started.body).toBe(201);
  const code: string = started.json().examCode;
  const exam = (await call('GET', `/api/exams/${code}`, token)).json().exam;
  const ids = exam.questions.map((question: Frozen) => question.id);
  const rows = await t.db
    .select({ id: questions.id, key: questions.correctAlternative, topic: questions.topic })
    .from(questions)
    .where(inArray(questions.id, ids));
  const bank = new Map(rows.map((row) => [row.id, row]));
  return {
    code,
    questions: (exam.questions as Frozen[]).map((question) => ({ ...question, ...bank.get(question.id)! })),
  };
}

type Started = Awaited<ReturnType<typeof startExam>>;

/** Answers right the questions `right` picks and wrong the others, then finishes. */
async function finish(token: string | undefined, exam: Started, right: (index: number) => boolean) {
  const answers = exam.questions.map((question, index) => ({
    questionId: question.id,
    responseIndex: right(index) ? question.key : (question.key + 1) % 4,
  }));
  const res = await call('PATCH', `/api/exams/${exam.code}`, token, { action: 'FINISH', answers });
  expect(res.statusCode, res.body).toBe(200);
}

const history = async (token: string, page?: number) => {
  const res = await call('GET', `/api/users/me/exams${page ? `?page=${page}` : ''}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return historyResponseSchema.parse(res.json());
};

const progress = async (token: string) => {
  const res = await call('GET', '/api/users/me/progress', token);
  expect(res.statusCode, res.body).toBe(200);
  return progressResponseSchema.parse(res.json());
};

describe('GET /api/users/me/exams and /progress', () => {
  it('are empty for a new member', async () => {
    const { token } = await member('historia-nueva');
    expect(await history(token)).toEqual({ exams: [], total: 0, page: 1, pageSize: 10 });
    expect(await progress(token)).toEqual({
      finishedExams: 0,
      trend: [],
      examsCounted: 0,
      weakestTopics: [],
    });
  });

  it('list a finished exam with the scores of its result, per competency', async () => {
    const { token } = await member('historia-uno');
    const exam = await startExam(token);
    t.clock.advance(4 * 60_000 + 30_000);
    await finish(token, exam, (index) => index < 7);

    const { exams, total } = await history(token);
    expect(total).toBe(1);
    const [listed] = exams;
    const result = (await call('GET', `/api/exams/${exam.code}`, token)).json().exam.result;
    expect(listed).toMatchObject({
      code: exam.code,
      type: 'RAPID',
      correct: 7,
      total: 15,
      timeUsedSeconds: 270,
    });
    expect(listed!.competencies).toEqual(result.competencies);
    expect(result).toMatchObject({ correct: 7, total: 15 });
    // Five of each competency in a rapid exam; the first seven answered right.
    const expected = COMPETENCIES.map((category) => {
      const own = exam.questions
        .map((question, index) => ({ question, index }))
        .filter(({ question }) => question.category === category);
      return { category, correct: own.filter(({ index }) => index < 7).length, total: own.length };
    });
    expect(listed!.competencies).toEqual(expected);
    expect(expected.map((score) => score.total)).toEqual([5, 5, 5]);
  });

  it('pages the history newest first and leaves out running exams and other people’s', async () => {
    const { token } = await member('historia-paginas');
    const { token: other } = await member('historia-otro');
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const exam = await startExam(token);
      t.clock.advance(60_000);
      await finish(token, exam, (index) => index < i);
      codes.push(exam.code);
    }
    const running = await startExam(token);
    const visitor = await startExam(undefined, 'PUBLIC_RAPID');
    await finish(undefined, visitor, () => true);
    const theirs = await startExam(other);
    await finish(other, theirs, () => true);

    const first = await history(token);
    expect(first.total).toBe(12);
    expect(first.exams.map((exam) => exam.code)).toEqual(codes.slice(2).reverse());
    expect(first.exams.map((exam) => exam.correct)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const second = await history(token, 2);
    expect(second.exams.map((exam) => exam.code)).toEqual([codes[1], codes[0]]);
    expect((await history(token, 3)).exams).toEqual([]);
    const all = [...first.exams, ...second.exams].map((exam) => exam.code);
    expect(all).not.toContain(running.code);
    expect(all).not.toContain(visitor.code);
    expect(all).not.toContain(theirs.code);
    expect((await history(other)).exams.map((exam) => exam.code)).toEqual([theirs.code]);
    // Another member's exam, named by its code from the history, stays closed to them.
    const foreign = await call('GET', `/api/exams/${codes[0]}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'EXAM_NOT_FOUND', message: 'Examen no encontrado' });
  });

  it('finishes an exam left open past its deadline and lists it with what was saved', async () => {
    const { token } = await member('historia-abandono');
    const exam = await startExam(token);
    const saved = await call('PATCH', `/api/exams/${exam.code}`, token, {
      action: 'UPDATE',
      answers: [{ questionId: exam.questions[0]!.id, responseIndex: exam.questions[0]!.key }],
    });
    expect(saved.statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 31_000);
    const { exams } = await history(token);
    expect(exams).toHaveLength(1);
    expect(exams[0]).toMatchObject({ code: exam.code, correct: 1, total: 15, timeUsedSeconds: 900 });
  });

  it('charts the last exams oldest first and names the weakest topics', async () => {
    const { token } = await member('historia-temas');
    const first = await startExam(token);
    const weakTopic = first.questions[0]!.topic;
    t.clock.advance(60_000);
    // Everything right except the questions of one topic.
    await finish(token, first, (index) => first.questions[index]!.topic !== weakTopic);
    const second = await startExam(token);
    t.clock.advance(60_000);
    await finish(token, second, () => true);

    const result = await progress(token);
    expect(result.finishedExams).toBe(2);
    expect(result.examsCounted).toBe(2);
    expect(result.trend.map((point) => point.code)).toEqual([first.code, second.code]);
    expect(result.trend[1]!.competencies.every((score) => score.correct === score.total)).toBe(true);
    const label = TOPICS.find((topic) => topic.code === weakTopic)!.label;
    // Its questions in both exams count; only the first exam's were missed.
    const inTopic = (list: Started['questions']) =>
      list.filter((question) => question.topic === weakTopic).length;
    expect(result.weakestTopics).toEqual([
      {
        topic: weakTopic,
        label,
        category: first.questions[0]!.category,
        correct: inTopic(second.questions),
        total: inTopic(first.questions) + inTopic(second.questions),
      },
    ]);
  });

  it('refuses a visitor and a bad page with clear messages', async () => {
    expect((await call('GET', '/api/users/me/exams')).statusCode).toBe(401);
    const { token } = await member('historia-pagina-mala');
    const bad = await call('GET', '/api/users/me/exams?page=cero', token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/La página debe ser un número/);
  });
});
