import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams } from '../../db/schema/exams';
import { questions } from '../../db/schema/questions';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { VISITOR_START_WINDOW_MS, VISITOR_STARTS_PER_WINDOW } from './exams.service';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const startFrom = (remoteAddress: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/exams',
    remoteAddress,
    payload,
    headers: token ? { authorization: token } : {},
  });

const examCount = async () => (await t.db.select({ n: count() }).from(exams))[0]!.n;

describe('exams started by visitors', () => {
  it('are limited per address, a classroom fits, and the window passes', async () => {
    const statuses = await Promise.all(
      Array.from({ length: VISITOR_STARTS_PER_WINDOW }, () =>
        startFrom('10.9.8.7', { type: 'PUBLIC_RAPID' }).then((res) => res.statusCode),
      ),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    const before = await examCount();
    // Naming earlier exams (decision 0033) changes nothing to the count.
    const refused = await startFrom('10.9.8.7', { type: 'PUBLIC_RAPID', previousExams: ['A'.repeat(22)] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message:
        'Se iniciaron demasiados exámenes desde tu conexión. Espera unos minutos o inicia sesión para continuar.',
    });
    expect(await examCount()).toBe(before);
    // Another address, and a member behind the same one, are not held back.
    expect((await startFrom('10.9.8.6', { type: 'PUBLIC_RAPID' })).statusCode).toBe(201);
    const member = await createMember(t, adminToken, { username: 'miembro-aula', membershipLevel: 'BASIC' });
    expect((await startFrom('10.9.8.7', { type: 'RAPID' }, member.token)).statusCode).toBe(201);
    t.clock.advance(VISITOR_START_WINDOW_MS);
    expect((await startFrom('10.9.8.7', { type: 'PUBLIC_RAPID' })).statusCode).toBe(201);
  });

  it('check an access code before any question is drawn', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/access-codes',
      headers: { authorization: adminToken },
      payload: { note: 'aula' },
    });
    const { id, code } = created.json().accessCode;
    await t.app.inject({
      method: 'POST',
      url: `/api/access-codes/${id}/revoke`,
      headers: { authorization: adminToken },
    });
    // With no active question left, a draw would answer 409: the codes are refused first.
    await t.db.update(questions).set({ status: 'ARCHIVED' });
    try {
      const wrong = await startFrom('10.1.1.1', { type: 'COMPLETE', code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe('ACCESS_CODE_INVALID');
      const revoked = await startFrom('10.1.1.1', { type: 'COMPLETE', code });
      expect(revoked.statusCode).toBe(403);
      expect(revoked.json().code).toBe('ACCESS_CODE_INVALID');
    } finally {
      await t.db.update(questions).set({ status: 'ACTIVE' }).where(eq(questions.status, 'ARCHIVED'));
    }
  });
});
