import { COMPETENCIES } from '@oece/domain';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
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

const MINUTE = 60_000;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token?: string) =>
  t.app.inject({ method, url, payload: payload as object, headers: token ? { authorization: token } : {} });

const premium = async (username: string) =>
  (await createMember(t, adminToken, { username, membershipLevel: 'PREMIUM', days: 365 })).token;

/** Starts an exam (a minute after the last one), hands it in blank: its code and question ids. */
async function takeExam(
  type: string,
  token?: string,
  previousExams?: string[],
): Promise<{ code: string; ids: number[] }> {
  t.clock.advance(MINUTE);
  const started = await call('POST', '/api/exams', { type, previousExams }, token);
  expect(started.statusCode, started.body).toBe(201);
  const code: string = started.json().examCode;
  const exam = await call('GET', `/api/exams/${code}`, undefined, token);
  const ids: number[] = exam.json().exam.questions.map((question: { id: number }) => question.id);
  expect(
    (await call('PATCH', `/api/exams/${code}`, { action: 'FINISH', answers: [] }, token)).statusCode,
  ).toBe(200);
  return { code, ids };
}

async function practise(
  token: string,
  categories: string[],
  questionsPerCategory: number,
): Promise<number[]> {
  t.clock.advance(MINUTE);
  const res = await call('POST', '/api/exams/practice-mode', { categories, questionsPerCategory }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().questions.map((question: { id: number }) => question.id);
}

const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
const shared = (a: number[], b: number[]) => a.filter((id) => b.includes(id));

/**
 * Runs `work` with a bank of ten active questions per competency, all of one topic (the others
 * archived for the while): two rapid exams (five per competency) meet the whole bank.
 */
async function withSmallBank(work: (bank: Map<string, number[]>) => Promise<void>) {
  const bank = new Map<string, number[]>();
  for (const competency of COMPETENCIES) {
    const rows = await t.db
      .select({ id: questions.id, topic: questions.topic })
      .from(questions)
      .where(and(eq(questions.category, competency), eq(questions.status, 'ACTIVE')))
      .orderBy(asc(questions.topic), asc(questions.id))
      .limit(10);
    expect(new Set(rows.map((row) => row.topic)).size).toBe(1);
    bank.set(
      competency,
      rows.map((row) => row.id),
    );
  }
  const archived = await t.db
    .update(questions)
    .set({ status: 'ARCHIVED' })
    .where(and(eq(questions.status, 'ACTIVE'), notInArray(questions.id, [...bank.values()].flat())))
    .returning({ id: questions.id });
  try {
    await work(bank);
  } finally {
    await t.db
      .update(questions)
      .set({ status: 'ACTIVE' })
      .where(
        inArray(
          questions.id,
          archived.map((row) => row.id),
        ),
      );
  }
}

describe('unseen questions first, for members', () => {
  it('never repeats a question across exams of every type and practice while the bank has unseen ones', async () => {
    const token = await premium('sin-repetir');
    const met: number[] = [];
    for (const type of ['RAPID', 'RAPID', 'PARTIAL', 'RAPID', 'COMPLETE', 'RAPID']) {
      const { ids } = await takeExam(type, token);
      met.push(...ids);
    }
    met.push(...(await practise(token, [...COMPETENCIES], 15)));
    // 4 × 15 + 36 + 72 + 45 questions from a bank of more than 800.
    expect(met).toHaveLength(213);
    expect(new Set(met).size).toBe(met.length);
  });

  it('once a topic’s questions are all met, takes those met longest ago, practice rounds included', async () => {
    await withSmallBank(async (bank) => {
      const token = await premium('repite-lo-antiguo');
      const first = await takeExam('RAPID', token);
      const second = await takeExam('RAPID', token);
      // The second exam takes the five unseen questions of each competency: together, the whole bank.
      expect(shared(first.ids, second.ids)).toEqual([]);
      expect(sorted([...first.ids, ...second.ids])).toEqual(sorted([...bank.values()].flat()));
      // Then the least recently met: the first exam again, then the second.
      const third = await takeExam('RAPID', token);
      expect(sorted(third.ids)).toEqual(sorted(first.ids));
      const fourth = await takeExam('RAPID', token);
      expect(sorted(fourth.ids)).toEqual(sorted(second.ids));

      // A practice round is met as an exam is: it takes the third exam's questions of a competency,
      // and the next exam there takes the fourth's, elsewhere the third's.
      const competency = COMPETENCIES[0];
      const inCompetency = (id: number) => bank.get(competency)!.includes(id);
      expect(sorted(await practise(token, [competency], 5))).toEqual(sorted(third.ids.filter(inCompetency)));
      const fifth = await takeExam('RAPID', token);
      expect(sorted(fifth.ids)).toEqual(
        sorted([...fourth.ids.filter(inCompetency), ...third.ids.filter((id) => !inCompetency(id))]),
      );
    });
  });
});

describe('unseen questions first, for visitors', () => {
  it('take other questions first than those of the exams their browser names', async () => {
    await withSmallBank(async (bank) => {
      const first = await takeExam('PUBLIC_RAPID');
      const second = await takeExam('PUBLIC_RAPID', undefined, [first.code]);
      expect(shared(first.ids, second.ids)).toEqual([]);
      expect(sorted([...first.ids, ...second.ids])).toEqual(sorted([...bank.values()].flat()));
      // Every question met: the blueprint holds (five per competency), the oldest exam's come back.
      const third = await takeExam('PUBLIC_RAPID', undefined, [second.code, first.code]);
      expect(sorted(third.ids)).toEqual(sorted(first.ids));
    });
  });

  it('ignore codes of exams that are not a visitor’s, or that do not exist, without saying so', async () => {
    await withSmallBank(async (bank) => {
      const member = await takeExam('RAPID', await premium('examen-ajeno'));
      // Honoured, the member's exam would leave the five other questions of each competency; at
      // random, a draw shares none of its fifteen once in 252³ (16 million).
      const forged = await takeExam('PUBLIC_RAPID', undefined, [member.code, 'A'.repeat(22), 'no-existe']);
      expect(shared(forged.ids, member.ids).length).toBeGreaterThan(0);
      for (const competency of COMPETENCIES) {
        expect(shared(forged.ids, bank.get(competency)!)).toHaveLength(5);
      }
    });
  });

  it('refuse a malformed list of earlier exams with a 400 in Spanish', async () => {
    const start = (previousExams: unknown) =>
      call('POST', '/api/exams', { type: 'PUBLIC_RAPID', previousExams });
    const cases: [unknown, string][] = [
      ['abc', 'previousExams debe ser una lista de códigos de examen'],
      [
        Array.from({ length: 11 }, (_, index) => `codigo${index}`),
        'previousExams puede tener hasta 10 códigos de examen',
      ],
      [['bien', 'mal código'], 'Código de examen no válido'],
      [[42], 'Código de examen no válido'],
    ];
    for (const [previousExams, message] of cases) {
      const res = await start(previousExams);
      expect(res.statusCode, JSON.stringify(previousExams)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toContain(message);
    }
  });
});
