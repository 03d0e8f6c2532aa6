import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/questions';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { REPORTS_PER_WINDOW, REPORT_WINDOW_MS } from './question-reports.service';

let t: TestApp;
let admin: string;
let member: { id: number; token: string };
let questionId: number;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  member = await createMember(t, admin, { username: 'reportera', membershipLevel: 'PREMIUM', days: 365 });
  const [row] = await t.db.select({ id: questions.id }).from(questions).orderBy(questions.id).limit(1);
  questionId = row!.id;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload: payload as object, headers });
const asAdmin = { authorization: '' };

const REPORT = {
  message: 'La alternativa correcta no coincide con el artículo 64.2 del Reglamento.',
  context: 'EXAM_REVIEW',
};

describe('reporting a problem with a question', () => {
  it('takes a report from a member and from a visitor, and the admin inbox shows both', async () => {
    asAdmin.authorization = admin;
    const fromMember = await call('POST', `/api/questions/${questionId}/reports`, REPORT, {
      authorization: member.token,
    });
    expect(fromMember.statusCode, fromMember.body).toBe(201);
    expect(fromMember.json()).toEqual({
      success: true,
      message: 'Gracias por avisarnos: revisaremos la pregunta.',
    });
    const fromVisitor = await call('POST', `/api/questions/${questionId}/reports`, {
      message: 'El enunciado tiene una falta de ortografía.',
      context: 'QUESTION_PAGE',
    });
    expect(fromVisitor.statusCode).toBe(201);

    const inbox = (await call('GET', '/api/question-reports', undefined, asAdmin)).json();
    expect(inbox).toMatchObject({ total: 2, open: 2, page: 1 });
    expect(inbox.reports[0]).toMatchObject({
      reporter: null,
      context: 'QUESTION_PAGE',
      question: { id: questionId, status: 'ACTIVE' },
      resolvedAt: null,
    });
    expect(inbox.reports[1]).toMatchObject({ reporter: 'reportera', message: REPORT.message });

    const listed = (await call('GET', `/api/questions?search=%23${questionId}`, undefined, asAdmin)).json();
    expect(listed.questions[0].openReports).toBe(2);
  });

  it('lets the admin resolve a report and open it again', async () => {
    const [report] = (await call('GET', '/api/question-reports', undefined, asAdmin)).json().reports;
    const resolved = await call('PATCH', `/api/question-reports/${report.id}`, { resolved: true }, asAdmin);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      message: 'Reporte marcado como resuelto',
      report: { id: report.id, resolvedBy: TEST_ADMIN.username, resolvedAt: expect.any(String) },
    });
    expect((await call('GET', '/api/question-reports', undefined, asAdmin)).json()).toMatchObject({
      total: 1,
      open: 1,
    });
    const done = (await call('GET', '/api/question-reports?status=RESOLVED', undefined, asAdmin)).json();
    expect(done.reports.map((r: { id: number }) => r.id)).toEqual([report.id]);
    const reopened = await call('PATCH', `/api/question-reports/${report.id}`, { resolved: false }, asAdmin);
    expect(reopened.json()).toMatchObject({
      message: 'Reporte abierto de nuevo',
      report: { resolvedAt: null },
    });
    expect(
      (await call('PATCH', '/api/question-reports/999999', { resolved: true }, asAdmin)).statusCode,
    ).toBe(404);
  });

  it('refuses a short or empty text, an unknown question and an unknown context', async () => {
    const short = await call('POST', `/api/questions/${questionId}/reports`, {
      message: 'mal',
      context: 'PRACTICE',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/al menos 10 caracteres/);
    const unknown = await call('POST', '/api/questions/999999/reports', REPORT, {
      'x-forwarded-for': '10.9.9.9',
    });
    expect(unknown.statusCode).toBe(404);
    const context = await call('POST', `/api/questions/${questionId}/reports`, {
      ...REPORT,
      context: 'CHAT',
    });
    expect(context.statusCode).toBe(400);
    expect(context.json().message).toMatch(/Contexto desconocido/);
  });

  it('limits the reports of one connection, and of one member, per hour', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < REPORTS_PER_WINDOW; i++) {
      expect((await call('POST', `/api/questions/${questionId}/reports`, REPORT, from)).statusCode).toBe(201);
    }
    const limited = await call('POST', `/api/questions/${questionId}/reports`, REPORT, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Vuelve a intentarlo en una hora/);
    // Another connection is not affected; the same one is again an hour later.
    expect(
      (
        await call('POST', `/api/questions/${questionId}/reports`, REPORT, {
          'x-forwarded-for': '203.0.113.8',
        })
      ).statusCode,
    ).toBe(201);
    t.clock.advance(REPORT_WINDOW_MS);
    expect((await call('POST', `/api/questions/${questionId}/reports`, REPORT, from)).statusCode).toBe(201);
  });

  it('keeps the inbox and the resolution for administrators', async () => {
    const token = await login(t, 'reportera', 'clave-segura');
    expect((await call('GET', '/api/question-reports')).statusCode).toBe(401);
    expect((await call('GET', '/api/question-reports', undefined, { authorization: token })).statusCode).toBe(
      403,
    );
    const patch = await call('PATCH', '/api/question-reports/1', {}, { authorization: token });
    expect(patch.statusCode).toBe(403);
    // A report of an archived question stays in the inbox with its status.
    await t.db.update(questions).set({ status: 'ARCHIVED' }).where(eq(questions.id, questionId));
    asAdmin.authorization = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
    const inbox = (await call('GET', '/api/question-reports?status=ALL', undefined, asAdmin)).json();
    expect(inbox.reports[0].question.status).toBe('ARCHIVED');
  });
});
