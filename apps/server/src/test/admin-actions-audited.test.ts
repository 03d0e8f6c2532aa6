import type { AuditAction } from '@oece/contracts';
import type { InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from './test-app';

/**
 * Every administrator's route that changes something records who did it in the audit log
 * (decision 0029). The administrators' routes are found from the route table, by what they answer a
 * member; a new one fails this file until it has a row below: a valid request and the action it
 * must record, or the reason it changes nothing.
 */

/** What the rows below need: the rows the requests act on. */
interface Context {
  memberId: number;
  staffId: number;
  questionId: number;
  reportId: number;
  accessCodeId: number;
}

/** A request with a valid body, as the administrator sends it. */
type Call = { url: string; payload?: InjectOptions['payload'] };

interface Audited {
  request(ctx: Context): Call | Promise<Call>;
  action: AuditAction;
}

const scheduleFile = JSON.stringify({
  takenAt: '2026-11-19T09:30:00-05:00',
  regions: [
    {
      value: 'CUSCO',
      venues: [
        {
          name: 'Sede Wanchaq',
          examSchedules: [
            {
              lastRegistrationDate: '2026-11-25',
              examDate: '2026-12-12',
              examTime: '09:00',
              maxCapacity: 40,
              registeredCandidates: 10,
            },
          ],
        },
      ],
    },
  ],
});

const importText = JSON.stringify({
  topic: '2.1.1',
  questions: [
    {
      question:
        '¿Qué documento del procedimiento fija el calendario de consultas en un concurso público de auditoría?',
      alternatives: ['Las bases', 'El contrato', 'La orden de servicio', 'El expediente técnico'],
      correctAlternative: 0,
    },
  ],
});

let t: TestApp;
let admin: string;
let memberToken: string;
const ctx = {} as Context;

/** The current code of the administrator's app, once it is set up (the enable row keeps it). */
let secret = '';
const code = () => generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

/** In the order they run: the second factor is turned on before it is turned off. */
const AUDITED: Record<string, Audited> = {
  'POST /api/users': {
    request: () => ({
      url: '/api/users',
      payload: { username: 'auditado-1', password: 'clave-segura', membershipLevel: 'BASIC', days: 10 },
    }),
    action: 'USER_CREATED',
  },
  'PUT /api/users/password': {
    request: ({ memberId }) => ({
      url: '/api/users/password',
      payload: { userId: memberId, newPassword: 'otra-clave-9' },
    }),
    action: 'USER_PASSWORD_CHANGED',
  },
  'PUT /api/users/membership': {
    request: ({ memberId }) => ({
      url: '/api/users/membership',
      payload: { userId: memberId, membershipType: 'PREMIUM', days: 30 },
    }),
    action: 'USER_MEMBERSHIP_CHANGED',
  },
  'PUT /api/users/email': {
    request: ({ memberId }) => ({
      url: '/api/users/email',
      payload: { userId: memberId, email: 'auditado@correo.pe' },
    }),
    action: 'USER_EMAIL_CHANGED',
  },
  'POST /api/users/{id}/credentials': {
    request: ({ memberId }) => ({ url: `/api/users/${memberId}/credentials` }),
    action: 'USER_PASSWORD_LINK_SENT',
  },
  'POST /api/staff': {
    request: () => ({
      url: '/api/staff',
      payload: { username: 'auditora', firstName: 'Ada', lastName: 'Ríos', email: 'ada@equipo.pe' },
    }),
    action: 'STAFF_CREATED',
  },
  'PUT /api/staff/{id}/active': {
    request: ({ staffId }) => ({ url: `/api/staff/${staffId}/active`, payload: { active: false } }),
    action: 'STAFF_DEACTIVATED',
  },
  'POST /api/access-codes': {
    request: () => ({ url: '/api/access-codes', payload: { note: 'auditoría' } }),
    action: 'ACCESS_CODE_CREATED',
  },
  'POST /api/access-codes/{id}/revoke': {
    request: ({ accessCodeId }) => ({ url: `/api/access-codes/${accessCodeId}/revoke` }),
    action: 'ACCESS_CODE_REVOKED',
  },
  'POST /api/questions': {
    request: () => ({
      url: '/api/questions',
      payload: {
        category: 'FASE_DE_SELECCION',
        topic: '2.1.1',
        question: '¿Quién absuelve las consultas de un concurso público según la bitácora de auditoría?',
        alternatives: ['El comité de evaluadores', 'El postor', 'El OECE', 'La Contraloría'],
        correctAlternative: 0,
      },
    }),
    action: 'QUESTION_CREATED',
  },
  'PATCH /api/questions/{id}': {
    request: ({ questionId }) => ({ url: `/api/questions/${questionId}`, payload: { status: 'ARCHIVED' } }),
    action: 'QUESTION_STATUS_CHANGED',
  },
  'POST /api/questions/import': {
    request: () => ({ url: '/api/questions/import', payload: { format: 'JSON', text: importText } }),
    action: 'QUESTIONS_IMPORTED',
  },
  'POST /api/questions/public-set': {
    request: async () => {
      const outside = (await as(admin, 'GET', '/api/questions?public=false&pageSize=10')).json().questions[0];
      return { url: '/api/questions/public-set', payload: { questionIds: [outside.id], public: true } };
    },
    action: 'QUESTIONS_PUBLIC_SET_CHANGED',
  },
  'POST /api/questions/statistics': {
    request: () => ({ url: '/api/questions/statistics' }),
    action: 'QUESTION_STATISTICS_COMPUTED',
  },
  'PATCH /api/question-reports/{id}': {
    request: ({ reportId }) => ({ url: `/api/question-reports/${reportId}`, payload: { resolved: true } }),
    action: 'QUESTION_REPORT_UPDATED',
  },
  // The source answers nothing here: a failed reading is recorded too.
  'POST /api/oece-exam-schedule/imports': {
    request: () => ({ url: '/api/oece-exam-schedule/imports' }),
    action: 'SCHEDULE_SOURCE_IMPORTED',
  },
  'POST /api/oece-exam-schedule/imports/file': {
    request: () => ({
      url: '/api/oece-exam-schedule/imports/file',
      payload: { format: 'json', content: scheduleFile },
    }),
    action: 'SCHEDULE_FILE_IMPORTED',
  },
  'POST /api/auth/2fa/enable': {
    request: async () => {
      const setup = await as(admin, 'POST', '/api/auth/2fa/setup');
      secret = setup.json().secret;
      return { url: '/api/auth/2fa/enable', payload: { code: await code() } };
    },
    action: 'TWO_FACTOR_ENABLED',
  },
  'POST /api/auth/2fa/disable': {
    request: async () => {
      // A code is good once: the next one comes 30 seconds later.
      t.clock.advance(30_000);
      return { url: '/api/auth/2fa/disable', payload: { code: await code() } };
    },
    action: 'TWO_FACTOR_DISABLED',
  },
};

/** Administrators' routes that change nothing, and why. */
const CHANGE_NOTHING: Record<string, string> = {
  'POST /api/questions/import/preview': 'checks a file and answers what its import would do',
  'POST /api/questions/generate-pdf': 'builds a file of the bank to download',
  'POST /api/auth/2fa/setup': 'keeps a secret that does nothing until /api/auth/2fa/enable, recorded above',
};

function as(token: string, method: InjectOptions['method'], url: string, payload?: InjectOptions['payload']) {
  return t.app.inject({ method, url, payload, headers: { authorization: token } });
}

/** The routes that refuse a member with 403 before reading a body: the administrators' own. */
async function adminMutationRoutes(): Promise<string[]> {
  await t.app.ready();
  const routes = Object.entries(t.app.swagger().paths ?? {})
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
  const admins: string[] = [];
  for (const route of routes) {
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    const res = await t.app.inject({
      method,
      url: path!.replace(/\{\w+\}/g, '1'),
      headers: { authorization: memberToken, 'content-type': 'application/json' },
      payload: '{"a":',
    });
    if (res.statusCode === 403 && res.json().code === 'FORBIDDEN') admins.push(route);
  }
  return admins;
}

async function newest(action: AuditAction) {
  const res = await as(admin, 'GET', `/api/audit?action=${action}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; entries: { actorUsername: string; ip: string; summary: string }[] };
}

beforeAll(async () => {
  // A source nobody answers: an administrator's reading fails, and is recorded as such.
  t = await createTestApp({ SCHEDULE_SOURCE_URL: 'http://127.0.0.1:9/cronograma' });
  admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  const member = await createMember(t, admin, { username: 'auditado', membershipLevel: 'BASIC', days: 30 });
  memberToken = member.token;
  ctx.memberId = member.id;
  const staff = await as(admin, 'POST', '/api/staff', {
    username: 'por-desactivar',
    firstName: 'Leo',
    lastName: 'Vera',
    email: 'leo@equipo.pe',
  });
  ctx.staffId = staff.json().member.id;
  ctx.questionId = (await as(admin, 'GET', '/api/questions?pageSize=10')).json().questions[0].id;
  const report = await as(memberToken, 'POST', `/api/questions/${ctx.questionId}/reports`, {
    context: 'EXAM_REVIEW',
    message: 'La clave parece equivocada.',
  });
  expect(report.statusCode, report.body).toBe(201);
  ctx.reportId = (await as(admin, 'GET', '/api/question-reports')).json().reports[0].id;
  ctx.accessCodeId = (
    await as(admin, 'POST', '/api/access-codes', { note: 'por revocar' })
  ).json().accessCode.id;
});
afterAll(() => t?.close());

describe('the audit log covers the route table', () => {
  it('has a row for every administrator route that changes something', async () => {
    const routes = await adminMutationRoutes();
    const missing = routes.filter((route) => !(route in AUDITED) && !(route in CHANGE_NOTHING));
    expect(missing, 'Record these routes in the audit log and add their rows to AUDITED').toEqual([]);
    const stale = [...Object.keys(AUDITED), ...Object.keys(CHANGE_NOTHING)].filter(
      (route) => !routes.includes(route),
    );
    expect(stale, 'These rows name no administrator route: remove them').toEqual([]);
  });
});

describe.each(Object.entries(AUDITED))('%s', (route, { request, action }) => {
  it(`records ${action} with the administrator and the address`, async () => {
    const before = (await newest(action)).total;
    const { url, payload } = await request(ctx);
    const res = await as(admin, route.split(' ')[0] as InjectOptions['method'], url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const after = await newest(action);
    expect(after.total).toBe(before + 1);
    expect(after.entries[0]).toMatchObject({ actorUsername: TEST_ADMIN.username, ip: '127.0.0.1' });
    expect(after.entries[0]!.summary).not.toBe('');
  });
});

describe('a refused change', () => {
  it('records nothing', async () => {
    const before = (await newest('USER_CREATED')).total;
    const res = await as(admin, 'POST', '/api/users', {
      username: 'auditado',
      password: 'clave-segura',
      days: 5,
    });
    expect(res.statusCode).toBe(409);
    expect((await newest('USER_CREATED')).total).toBe(before);
  });
});
