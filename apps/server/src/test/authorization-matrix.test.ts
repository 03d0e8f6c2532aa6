import { MAX_ID } from '@oece/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, login, TEST_ADMIN, type TestApp } from './test-app';

/**
 * Every API route × every kind of caller. Requests carry invalid input on purpose: a caller who
 * may use the route learns it was invalid (400), one who may not is refused (401/403) before the
 * body is parsed or validated, so a schema is never described to a caller without the right.
 */

const CALLERS = {
  anonymous: 'no token',
  garbage: 'garbage token',
  loggedOut: 'logged-out token',
  takenOver: 'token taken over by a second login',
  expired: 'expired token',
  free: 'FREE member',
  basic: 'BASIC member',
  standard: 'STANDARD member',
  premium: 'PREMIUM member',
  lapsed: 'member whose membership expired',
  otherMember: "member on another member's exam",
  otherVisitor: "visitor on a member's exam",
  admin: 'admin',
} as const;
type CallerId = keyof typeof CALLERS;
const CALLER_IDS = Object.keys(CALLERS) as CallerId[];

/** Tokens that name no usable session: the app asks the user to log in again. */
const UNUSABLE_TOKENS: CallerId[] = ['garbage', 'loggedOut', 'takenOver', 'expired'];
const WITHOUT_SESSION: CallerId[] = ['anonymous', 'otherVisitor', ...UNUSABLE_TOKENS];
const MEMBERS: CallerId[] = ['free', 'basic', 'standard', 'premium', 'lapsed', 'otherMember'];

/**
 * public: open to everyone, the token is not read. identify: open to everyone, but a token that
 * is sent must be usable. session: a valid session. admin: a valid session of an administrator.
 * signed: a payment provider's notification, whose signature is its credential: unsigned, every
 * caller is refused. link: a download address whose signed token is its credential (the
 * Authorization header is not read): without a valid one, every caller is refused with 403.
 */
type Access = 'public' | 'identify' | 'session' | 'admin' | 'signed' | 'link';

/** The routes whose answers depend on the session a request carries: none may be cached. */
const SESSION_READERS: Access[] = ['identify', 'session', 'admin'];

interface Refusal {
  status: 401 | 403;
  code: 'UNAUTHORIZED' | 'SESSION_ENDED' | 'FORBIDDEN';
}

/** How the guard refuses a caller, or null when it lets the caller through. */
function refusal(access: Access, caller: CallerId): Refusal | null {
  // The app tells a session taken over elsewhere apart from any other dead session.
  const unauthorized: Refusal = {
    status: 401,
    code: caller === 'takenOver' ? 'SESSION_ENDED' : 'UNAUTHORIZED',
  };
  if (access === 'signed') return { status: 401, code: 'UNAUTHORIZED' };
  if (access === 'link') return { status: 403, code: 'FORBIDDEN' };
  if (access === 'public') return null;
  if (UNUSABLE_TOKENS.includes(caller)) return unauthorized;
  if (access === 'identify') return null;
  if (WITHOUT_SESSION.includes(caller)) return unauthorized;
  if (access === 'admin' && MEMBERS.includes(caller)) return { status: 403, code: 'FORBIDDEN' };
  return null;
}

/** What one caller sends: its own token, and the resources it is meant to reach. */
interface Caller {
  token?: string;
  /** An exam this caller owns (a visitor's exam for callers without a session), or someone else's. */
  exam: string;
}
interface Resources {
  accessCodeId: number;
}

interface Probe {
  request(caller: Caller, resources: Resources): Pick<InjectOptions, 'url' | 'payload' | 'query'>;
  /** Status for the callers the guard lets through: one for all, or one per caller. */
  allowed: number | Partial<Record<CallerId, number>>;
}
interface Row {
  access: Access;
  probes: Record<string, Probe>;
}

const INVALID_EXAM_CODE = 'x'.repeat(65);
/** Members-only exam types: a lapsed membership is refused, and the administrator holds none. */
const STARTS_MEMBER_EXAM = {
  anonymous: 401,
  otherVisitor: 401,
  free: 201,
  basic: 201,
  standard: 201,
  premium: 201,
  otherMember: 201,
  lapsed: 403,
  admin: 403,
};
/** Practice and the review deck: a running PREMIUM membership only. */
const PREMIUM_ONLY = {
  free: 403,
  basic: 403,
  standard: 403,
  premium: 200,
  lapsed: 403,
  otherMember: 403,
  admin: 403,
};

function forAll(status: number): Partial<Record<CallerId, number>> {
  return Object.fromEntries(CALLER_IDS.map((id) => [id, status]));
}

/**
 * One row per route of the OpenAPI document. A new route fails this file until it has a row:
 * decide who may call it, and what a caller with the right gets for invalid input.
 */
const MATRIX: Record<string, Row> = {
  'GET /api/health': {
    access: 'public',
    probes: { 'no input': { request: () => ({ url: '/api/health' }), allowed: 200 } },
  },
  'GET /api/health/live': {
    access: 'public',
    probes: { 'no input': { request: () => ({ url: '/api/health/live' }), allowed: 200 } },
  },
  'GET /api/health/ready': {
    access: 'public',
    probes: { 'no input': { request: () => ({ url: '/api/health/ready' }), allowed: 200 } },
  },
  'GET /api/exam-types/public': {
    access: 'public',
    probes: { 'no input': { request: () => ({ url: '/api/exam-types/public' }), allowed: 200 } },
  },
  'POST /api/auth/login': {
    access: 'public',
    probes: { 'invalid body': { request: () => ({ url: '/api/auth/login', payload: {} }), allowed: 400 } },
  },
  'POST /api/auth/admin/login': {
    access: 'public',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/auth/admin/login', payload: { username: 7 } }),
        allowed: 400,
      },
    },
  },
  // The second step of an administrator's login: its ticket is the credential, checked after the body.
  'POST /api/auth/admin/login/code': {
    access: 'public',
    probes: {
      'invalid body': { request: () => ({ url: '/api/auth/admin/login/code', payload: {} }), allowed: 400 },
      'unknown ticket': {
        request: () => ({ url: '/api/auth/admin/login/code', payload: { ticket: 'x', code: '123456' } }),
        allowed: 401,
      },
    },
  },
  'POST /api/auth/admin/2fa/setup': {
    access: 'public',
    probes: {
      'invalid body': { request: () => ({ url: '/api/auth/admin/2fa/setup', payload: {} }), allowed: 400 },
      'unknown ticket': {
        request: () => ({ url: '/api/auth/admin/2fa/setup', payload: { ticket: 'x' } }),
        allowed: 401,
      },
    },
  },
  'POST /api/auth/admin/2fa/confirm': {
    access: 'public',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/auth/admin/2fa/confirm', payload: { ticket: 'x' } }),
        allowed: 400,
      },
      'unknown ticket': {
        request: () => ({ url: '/api/auth/admin/2fa/confirm', payload: { ticket: 'x', code: '123456' } }),
        allowed: 401,
      },
    },
  },
  'GET /api/auth/2fa': {
    access: 'admin',
    probes: { 'no input': { request: () => ({ url: '/api/auth/2fa' }), allowed: 200 } },
  },
  // Runs last for the administrator of the rows below: its pending secret changes nothing else.
  'POST /api/auth/2fa/setup': {
    access: 'admin',
    probes: { 'no input': { request: () => ({ url: '/api/auth/2fa/setup' }), allowed: 200 } },
  },
  'POST /api/auth/2fa/enable': {
    access: 'admin',
    probes: {
      'invalid body': { request: () => ({ url: '/api/auth/2fa/enable', payload: {} }), allowed: 400 },
      // A wrong code is a 400 on a session's route: a 401 would end the session in the browser.
      'wrong code': {
        request: () => ({ url: '/api/auth/2fa/enable', payload: { code: '000000' } }),
        allowed: 400,
      },
    },
  },
  'POST /api/auth/2fa/disable': {
    access: 'admin',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/auth/2fa/disable', payload: { code: 7 } }),
        allowed: 400,
      },
      'not enabled': {
        request: () => ({ url: '/api/auth/2fa/disable', payload: { code: '000000' } }),
        allowed: 409,
      },
    },
  },
  'POST /api/auth/logout': {
    access: 'session',
    probes: { 'no input': { request: () => ({ url: '/api/auth/logout' }), allowed: 200 } },
  },
  'GET /api/auth/ping-session': {
    access: 'session',
    probes: { 'no input': { request: () => ({ url: '/api/auth/ping-session' }), allowed: 200 } },
  },
  'GET /api/users/me': {
    access: 'session',
    probes: { 'no input': { request: () => ({ url: '/api/users/me' }), allowed: 200 } },
  },
  'PUT /api/users/me/password': {
    access: 'session',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/users/me/password', payload: { currentPassword: '', newPassword: 1 } }),
        allowed: 400,
      },
    },
  },
  'PUT /api/users/me/names': {
    access: 'session',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/users/me/names', payload: { firstName: '', lastName: 1 } }),
        allowed: 400,
      },
    },
  },
  'POST /api/users/password-reset': {
    access: 'public',
    probes: {
      'invalid body': { request: () => ({ url: '/api/users/password-reset', payload: {} }), allowed: 400 },
    },
  },
  'POST /api/users/password-link': {
    access: 'public',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/users/password-link', payload: { token: 'x', newPassword: 'corta' } }),
        allowed: 400,
      },
      'unknown token': {
        request: () => ({
          url: '/api/users/password-link',
          payload: { token: 'A'.repeat(43), newPassword: 'una-clave-larga' },
        }),
        allowed: 400,
      },
    },
  },
  'GET /api/users': {
    access: 'admin',
    probes: {
      'invalid query': {
        request: () => ({ url: '/api/users', query: { search: 'x'.repeat(101) } }),
        allowed: 400,
      },
    },
  },
  'POST /api/users': {
    access: 'admin',
    probes: { 'invalid body': { request: () => ({ url: '/api/users', payload: {} }), allowed: 400 } },
  },
  'PUT /api/users/password': {
    access: 'admin',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/users/password', payload: { userId: 'uno', newPassword: 1 } }),
        allowed: 400,
      },
    },
  },
  'PUT /api/users/membership': {
    access: 'admin',
    probes: {
      'invalid body': { request: () => ({ url: '/api/users/membership', payload: {} }), allowed: 400 },
    },
  },
  'GET /api/staff': {
    access: 'admin',
    probes: { 'no input': { request: () => ({ url: '/api/staff' }), allowed: 200 } },
  },
  'POST /api/staff': {
    access: 'admin',
    probes: {
      'invalid body': { request: () => ({ url: '/api/staff', payload: { username: 'x' } }), allowed: 400 },
    },
  },
  'PUT /api/staff/{id}/active': {
    access: 'admin',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/staff/1/active', payload: { active: 'no' } }),
        allowed: 400,
      },
      'not staff': {
        request: () => ({ url: `/api/staff/${MAX_ID}/active`, payload: { active: true } }),
        allowed: 404,
      },
    },
  },
  'GET /api/audit': {
    access: 'admin',
    probes: {
      'no input': { request: () => ({ url: '/api/audit' }), allowed: 200 },
      'invalid query': { request: () => ({ url: '/api/audit', query: { action: 'NADA' } }), allowed: 400 },
    },
  },
  'GET /api/access-codes': {
    access: 'admin',
    probes: { 'no input': { request: () => ({ url: '/api/access-codes' }), allowed: 200 } },
  },
  'POST /api/access-codes': {
    access: 'admin',
    probes: {
      // An empty body is valid: the note defaults to ''.
      'invalid body': { request: () => ({ url: '/api/access-codes', payload: { note: 5 } }), allowed: 400 },
    },
  },
  'POST /api/access-codes/{id}/revoke': {
    access: 'admin',
    probes: {
      'invalid id': { request: () => ({ url: '/api/access-codes/uno/revoke' }), allowed: 400 },
      'real code': {
        request: (_caller, { accessCodeId }) => ({ url: `/api/access-codes/${accessCodeId}/revoke` }),
        allowed: 200,
      },
    },
  },
  'POST /api/exams': {
    access: 'identify',
    probes: {
      'invalid body': { request: () => ({ url: '/api/exams', payload: { type: 'NINGUNO' } }), allowed: 400 },
      'members-only type': {
        request: () => ({ url: '/api/exams', payload: { type: 'RAPID' } }),
        allowed: STARTS_MEMBER_EXAM,
      },
    },
  },
  // The old exam-starting GET: it reads no session and starts nothing, it names the POST.
  'GET /api/exams/create': {
    access: 'public',
    probes: {
      'no input': { request: () => ({ url: '/api/exams/create' }), allowed: 405 },
      'old query': { request: () => ({ url: '/api/exams/create', query: { type: 'RAPID' } }), allowed: 405 },
    },
  },
  'GET /api/exams-in-progress': {
    access: 'session',
    probes: { 'no input': { request: () => ({ url: '/api/exams-in-progress' }), allowed: 200 } },
  },
  'POST /api/exams/practice-mode': {
    access: 'session',
    probes: {
      'invalid body': { request: () => ({ url: '/api/exams/practice-mode', payload: {} }), allowed: 400 },
      // Premium only (the plan rule is the service's, after validation).
      'valid body': {
        request: () => ({
          url: '/api/exams/practice-mode',
          payload: { categories: ['FASE_DE_SELECCION'], questionsPerCategory: 5 },
        }),
        allowed: PREMIUM_ONLY,
      },
    },
  },
  'GET /api/users/me/exams': {
    access: 'session',
    probes: {
      'invalid query': {
        request: () => ({ url: '/api/users/me/exams', query: { page: '0' } }),
        allowed: 400,
      },
      'no input': { request: () => ({ url: '/api/users/me/exams' }), allowed: 200 },
    },
  },
  'GET /api/users/me/progress': {
    access: 'session',
    probes: { 'no input': { request: () => ({ url: '/api/users/me/progress' }), allowed: 200 } },
  },
  // The review deck is Premium's, like practice (the plan rule is the service's).
  'GET /api/users/me/review': {
    access: 'session',
    probes: { 'no input': { request: () => ({ url: '/api/users/me/review' }), allowed: PREMIUM_ONLY } },
  },
  'GET /api/users/me/review/today': {
    access: 'session',
    probes: {
      'no input': { request: () => ({ url: '/api/users/me/review/today' }), allowed: PREMIUM_ONLY },
    },
  },
  'POST /api/users/me/review/answers': {
    access: 'session',
    probes: {
      'invalid body': { request: () => ({ url: '/api/users/me/review/answers', payload: {} }), allowed: 400 },
      'unknown question': {
        request: () => ({
          url: '/api/users/me/review/answers',
          payload: { answers: [{ questionId: 999_999, responseIndex: 0 }] },
        }),
        allowed: { ...PREMIUM_ONLY, premium: 400 },
      },
    },
  },
  'PUT /api/users/me/review/settings': {
    access: 'session',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/users/me/review/settings', payload: { newCardsPerDay: 1000 } }),
        allowed: 400,
      },
      'sets the cap': {
        request: () => ({ url: '/api/users/me/review/settings', payload: { newCardsPerDay: 30 } }),
        allowed: PREMIUM_ONLY,
      },
    },
  },
  'PUT /api/users/me/exam-date': {
    access: 'session',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/users/me/exam-date', payload: { examDate: '26/11/2026' } }),
        allowed: 400,
      },
      'clears it': {
        request: () => ({ url: '/api/users/me/exam-date', payload: { examDate: null } }),
        allowed: 200,
      },
    },
  },
  'GET /api/exams/{code}': {
    access: 'identify',
    probes: {
      'invalid code': { request: () => ({ url: `/api/exams/${INVALID_EXAM_CODE}` }), allowed: 400 },
      // The service hides a member's exam from everyone else.
      'real exam': {
        request: ({ exam }) => ({ url: `/api/exams/${exam}` }),
        allowed: { ...forAll(200), otherMember: 404, otherVisitor: 404 },
      },
    },
  },
  'GET /api/questions/slug/{slug}': {
    access: 'public',
    probes: {
      'invalid slug': { request: () => ({ url: '/api/questions/slug/No-Valida' }), allowed: 400 },
      'unknown slug': { request: () => ({ url: '/api/questions/slug/no-existe-abc123' }), allowed: 404 },
    },
  },
  'GET /api/questions/taste': {
    access: 'public',
    probes: { 'no input': { request: () => ({ url: '/api/questions/taste' }), allowed: 200 } },
  },
  'GET /api/questions': {
    access: 'admin',
    probes: {
      'no input': { request: () => ({ url: '/api/questions' }), allowed: 200 },
      'invalid query': { request: () => ({ url: '/api/questions', query: { pageSize: '7' } }), allowed: 400 },
    },
  },
  'POST /api/questions': {
    access: 'admin',
    probes: { 'invalid body': { request: () => ({ url: '/api/questions', payload: {} }), allowed: 400 } },
  },
  'GET /api/questions/search': {
    access: 'admin',
    probes: { 'invalid query': { request: () => ({ url: '/api/questions/search' }), allowed: 400 } },
  },
  'GET /api/questions/levels': {
    access: 'admin',
    probes: { 'no input': { request: () => ({ url: '/api/questions/levels' }), allowed: 200 } },
  },
  'GET /api/questions/export': {
    access: 'admin',
    probes: {
      'invalid query': {
        request: () => ({ url: '/api/questions/export', query: { format: 'csv' } }),
        allowed: 400,
      },
    },
  },
  'POST /api/questions/import/preview': {
    access: 'admin',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/questions/import/preview', payload: {} }),
        allowed: 400,
      },
    },
  },
  'POST /api/questions/import': {
    access: 'admin',
    probes: {
      'invalid body': { request: () => ({ url: '/api/questions/import', payload: {} }), allowed: 400 },
    },
  },
  'POST /api/questions/public-set': {
    access: 'admin',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/questions/public-set', payload: { questionIds: [] } }),
        allowed: 400,
      },
      'unknown question': {
        request: () => ({
          url: '/api/questions/public-set',
          payload: { questionIds: [999999], public: false },
        }),
        allowed: 404,
      },
    },
  },
  'POST /api/questions/statistics': {
    access: 'admin',
    probes: { 'no input': { request: () => ({ url: '/api/questions/statistics' }), allowed: 200 } },
  },
  'GET /api/questions/{id}': {
    access: 'admin',
    probes: {
      'invalid id': { request: () => ({ url: '/api/questions/uno' }), allowed: 400 },
      'unknown question': { request: () => ({ url: '/api/questions/999999' }), allowed: 404 },
    },
  },
  'PATCH /api/questions/{id}': {
    access: 'admin',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/questions/1', payload: { status: 'BORRADO' } }),
        allowed: 400,
      },
      'unknown question': {
        request: () => ({ url: '/api/questions/999999', payload: { status: 'ACTIVE' } }),
        allowed: 404,
      },
    },
  },
  'GET /api/questions/{id}/versions': {
    access: 'admin',
    probes: {
      'invalid id': { request: () => ({ url: '/api/questions/0/versions' }), allowed: 400 },
      'unknown question': { request: () => ({ url: '/api/questions/999999/versions' }), allowed: 404 },
    },
  },
  'POST /api/questions/{id}/reports': {
    access: 'identify',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/questions/1/reports', payload: { message: 'x' } }),
        allowed: 400,
      },
      'unknown question': {
        request: () => ({
          url: '/api/questions/999999/reports',
          payload: { message: 'La clave no coincide con el artículo.', context: 'EXAM_REVIEW' },
        }),
        allowed: 404,
      },
    },
  },
  'GET /api/question-reports': {
    access: 'admin',
    probes: {
      'no input': { request: () => ({ url: '/api/question-reports' }), allowed: 200 },
      'invalid query': {
        request: () => ({ url: '/api/question-reports', query: { status: 'NUEVO' } }),
        allowed: 400,
      },
    },
  },
  'PATCH /api/question-reports/{id}': {
    access: 'admin',
    probes: {
      'invalid body': { request: () => ({ url: '/api/question-reports/1', payload: {} }), allowed: 400 },
      'unknown report': {
        request: () => ({ url: '/api/question-reports/999999', payload: { resolved: true } }),
        allowed: 404,
      },
    },
  },
  'GET /api/oece-exam-schedule/regions': {
    access: 'public',
    probes: { 'no input': { request: () => ({ url: '/api/oece-exam-schedule/regions' }), allowed: 200 } },
  },
  'GET /api/oece-exam-schedule/{regionValue}': {
    access: 'public',
    probes: {
      'known department': { request: () => ({ url: '/api/oece-exam-schedule/LIMA' }), allowed: 200 },
      'unknown department': { request: () => ({ url: '/api/oece-exam-schedule/ATLANTIDA' }), allowed: 404 },
    },
  },
  'GET /api/oece-exam-schedule/imports': {
    access: 'admin',
    probes: { 'no input': { request: () => ({ url: '/api/oece-exam-schedule/imports' }), allowed: 200 } },
  },
  'POST /api/oece-exam-schedule/imports': {
    access: 'admin',
    // No source configured in tests: the administrator learns it (409).
    probes: { 'no input': { request: () => ({ url: '/api/oece-exam-schedule/imports' }), allowed: 409 } },
  },
  'POST /api/oece-exam-schedule/imports/file': {
    access: 'admin',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/oece-exam-schedule/imports/file', payload: { format: 'xls' } }),
        allowed: 400,
      },
    },
  },
  'POST /api/oece-exam-schedule/subscriptions': {
    access: 'public',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/oece-exam-schedule/subscriptions', payload: { email: 'x' } }),
        allowed: 400,
      },
    },
  },
  'POST /api/oece-exam-schedule/subscriptions/confirm': {
    access: 'public',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/oece-exam-schedule/subscriptions/confirm', payload: { token: 'x' } }),
        allowed: 400,
      },
      'unknown token': {
        request: () => ({
          url: '/api/oece-exam-schedule/subscriptions/confirm',
          payload: { token: 'A'.repeat(43) },
        }),
        allowed: 404,
      },
    },
  },
  'POST /api/oece-exam-schedule/subscriptions/unsubscribe': {
    access: 'public',
    probes: {
      'invalid query': {
        request: () => ({ url: '/api/oece-exam-schedule/subscriptions/unsubscribe', query: { token: 'x' } }),
        allowed: 400,
      },
    },
  },
  'GET /api/oece-exam-schedule/subscriptions/summary': {
    access: 'admin',
    probes: {
      'no input': { request: () => ({ url: '/api/oece-exam-schedule/subscriptions/summary' }), allowed: 200 },
    },
  },
  'GET /api/articles/{slug}': {
    access: 'public',
    probes: {
      'invalid slug': { request: () => ({ url: '/api/articles/No_Valida' }), allowed: 400 },
      article: { request: () => ({ url: '/api/articles/como-prepararse-examen-oece' }), allowed: 200 },
    },
  },
  'GET /api/legal/{text}': {
    access: 'public',
    probes: {
      'unknown text': { request: () => ({ url: '/api/legal/constitucion' }), allowed: 400 },
      text: { request: () => ({ url: '/api/legal/ley' }), allowed: 200 },
    },
  },
  'GET /api/legal/{text}/{article}': {
    access: 'public',
    probes: {
      'unknown text': { request: () => ({ url: '/api/legal/constitucion/1' }), allowed: 400 },
      'unknown article': { request: () => ({ url: '/api/legal/ley/999' }), allowed: 404 },
      article: { request: () => ({ url: '/api/legal/reglamento/66' }), allowed: 200 },
    },
  },
  'GET /api/legal/{text}/{article}/questions': {
    access: 'public',
    probes: {
      'malformed article': { request: () => ({ url: '/api/legal/ley/5.1/questions' }), allowed: 400 },
      'unknown article': { request: () => ({ url: '/api/legal/ley/999/questions' }), allowed: 404 },
      questions: { request: () => ({ url: '/api/legal/ley/57/questions' }), allowed: 200 },
    },
  },
  'GET /api/library/topics': {
    access: 'public',
    probes: { 'no input': { request: () => ({ url: '/api/library/topics' }), allowed: 200 } },
  },
  'GET /api/library/topics/{code}': {
    access: 'public',
    probes: {
      'invalid code': { request: () => ({ url: '/api/library/topics/tema' }), allowed: 400 },
      'unknown code': { request: () => ({ url: '/api/library/topics/9.9.9' }), allowed: 404 },
      topic: { request: () => ({ url: '/api/library/topics/1.4.3' }), allowed: 200 },
    },
  },
  'GET /api/library/competencies/{slug}': {
    access: 'public',
    probes: {
      'invalid slug': { request: () => ({ url: '/api/library/competencies/Fase_1' }), allowed: 400 },
      competency: { request: () => ({ url: '/api/library/competencies/fase-de-seleccion' }), allowed: 200 },
    },
  },
  'GET /api/plans': {
    access: 'public',
    probes: { 'no input': { request: () => ({ url: '/api/plans' }), allowed: 200 } },
  },
  'POST /api/orders': {
    access: 'public',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/orders', payload: { membershipLevel: 'GOLD', email: 'x' } }),
        allowed: 400,
      },
    },
  },
  'GET /api/orders/{id}': {
    access: 'public',
    probes: {
      'invalid id': { request: () => ({ url: '/api/orders/corto' }), allowed: 400 },
      'unknown order': { request: () => ({ url: `/api/orders/${'A'.repeat(22)}` }), allowed: 404 },
    },
  },
  'GET /api/orders': {
    access: 'admin',
    probes: {
      'no input': { request: () => ({ url: '/api/orders' }), allowed: 200 },
      'invalid status': { request: () => ({ url: '/api/orders?status=PAGADO' }), allowed: 400 },
    },
  },
  'GET /api/questions/user-ballots': {
    access: 'session',
    probes: { 'no input': { request: () => ({ url: '/api/questions/user-ballots' }), allowed: 200 } },
  },
  'GET /api/questions/user-ballots/{file}': {
    access: 'link',
    probes: {
      'forged token': {
        request: () => ({ url: '/api/questions/user-ballots/estandar-con-respuestas?token=1.9999999999.x' }),
        allowed: 403,
      },
      'unknown file, no token': {
        request: () => ({ url: '/api/questions/user-ballots/todo' }),
        allowed: 403,
      },
    },
  },
  'POST /api/questions/generate-pdf': {
    access: 'admin',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/questions/generate-pdf', payload: { showAnswers: 'sí' } }),
        allowed: 400,
      },
    },
  },
  'POST /api/payments/notifications': {
    access: 'signed',
    probes: {
      'unsigned notification': {
        request: () => ({
          url: '/api/payments/notifications?data.id=1000001&type=payment',
          payload: { type: 'payment', data: { id: '1000001' } },
        }),
        allowed: 401,
      },
    },
  },
  'POST /api/payments/sandbox/{id}': {
    access: 'public',
    probes: {
      'invalid body': {
        request: () => ({ url: `/api/payments/sandbox/${'A'.repeat(22)}`, payload: { outcome: 'paid' } }),
        allowed: 400,
      },
      'unknown order': {
        request: () => ({ url: `/api/payments/sandbox/${'A'.repeat(22)}`, payload: { outcome: 'approved' } }),
        allowed: 404,
      },
    },
  },
  'GET /api/mail': {
    access: 'admin',
    probes: { 'no input': { request: () => ({ url: '/api/mail' }), allowed: 200 } },
  },
  'GET /api/jobs': {
    access: 'admin',
    probes: { 'no input': { request: () => ({ url: '/api/jobs' }), allowed: 200 } },
  },
  'PUT /api/users/email': {
    access: 'admin',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/users/email', payload: { userId: 1, email: 'x' } }),
        allowed: 400,
      },
    },
  },
  'POST /api/users/{id}/credentials': {
    access: 'admin',
    probes: {
      'invalid id': { request: () => ({ url: '/api/users/cero/credentials' }), allowed: 400 },
      'unknown user': { request: () => ({ url: '/api/users/999999/credentials' }), allowed: 404 },
    },
  },
  'GET /api/questions/daily-question': {
    access: 'identify',
    probes: { 'no input': { request: () => ({ url: '/api/questions/daily-question' }), allowed: 200 } },
  },
  'POST /api/questions/daily-question/answer': {
    access: 'identify',
    probes: {
      'invalid body': {
        request: () => ({ url: '/api/questions/daily-question/answer', payload: { answer: 4 } }),
        allowed: 400,
      },
      // One answer per person: a repeated one is answered with the first, also 200.
      'valid body': {
        request: () => ({ url: '/api/questions/daily-question/answer', payload: { answer: 0 } }),
        allowed: 200,
      },
    },
  },
  'PATCH /api/exams/{code}': {
    access: 'identify',
    probes: {
      'invalid body': { request: ({ exam }) => ({ url: `/api/exams/${exam}`, payload: {} }), allowed: 400 },
      'valid body': {
        request: ({ exam }) => ({ url: `/api/exams/${exam}`, payload: { answers: [], action: 'UPDATE' } }),
        allowed: { ...forAll(200), otherMember: 404, otherVisitor: 404 },
      },
    },
  },
};

interface Cell {
  method: InjectOptions['method'];
  request: Probe['request'];
  malformed: boolean;
  caller: CallerId;
  status: number;
  /** The error code when the guard itself refuses the caller. */
  refusedWith?: Refusal['code'];
}

/** The cells of one row, each titled with its input, its caller and the expected status. */
function cellsOf(route: string): [string, Cell][] {
  const row = MATRIX[route]!;
  const method = route.split(' ')[0] as NonNullable<InjectOptions['method']>;
  const probes = Object.entries(row.probes).map(([name, probe]) => ({ name, probe, malformed: false }));
  // The body is parsed for these methods even where no schema is declared.
  if (['POST', 'PUT', 'PATCH'].includes(method)) {
    probes.push({ name: 'malformed JSON', probe: probes[0]!.probe, malformed: true });
  }
  return probes.flatMap(({ name, probe, malformed }) =>
    CALLER_IDS.map((caller): [string, Cell] => {
      const allowed = typeof probe.allowed === 'number' ? probe.allowed : probe.allowed[caller];
      const refused = refusal(row.access, caller);
      const status = refused?.status ?? (malformed ? 400 : allowed);
      if (status === undefined) throw new Error(`${route}, ${name}: no status for ${caller}`);
      return [
        `${name}, ${CALLERS[caller]} -> ${refused ? `${status} ${refused.code}` : status}`,
        { method, request: probe.request, malformed, caller, status, refusedWith: refused?.code },
      ];
    }),
  );
}

let t: TestApp;
const callers = {} as Record<CallerId, Caller>;
/** How to log a caller in again after the logout cell ended its session. */
const passwords = new Map<CallerId, { username: string; password: string }>();
const resources = {} as Resources;

async function startExam(token?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/exams',
    payload: { type: 'PUBLIC_RAPID' },
    headers: token ? { authorization: token } : {},
  });
  if (res.statusCode !== 201) throw new Error(`start exam: ${res.statusCode} ${res.body}`);
  return res.json().examCode;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  const password = 'clave-segura';
  const member = (username: string, membershipLevel: string, days: number) =>
    createMember(t, admin, { username, password, membershipLevel, days });

  // Sessions that must end or expire are opened now, before the clock moves.
  const expiring = await member('sesion-vencida', 'PREMIUM', 365);
  const takenOver = await member('sesion-tomada', 'PREMIUM', 365);
  await login(t, 'sesion-tomada', password);
  const loggedOut = await member('sesion-cerrada', 'PREMIUM', 365);
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: loggedOut.token },
  });
  // One day of membership: gone once the clock passes the session's lifetime.
  await member('vencido', 'BASIC', 1);
  const live: [CallerId, string, string][] = [
    ['free', 'prueba', 'FREE'],
    ['basic', 'basico', 'BASIC'],
    ['standard', 'estandar', 'STANDARD'],
    ['premium', 'premium', 'PREMIUM'],
    ['otherMember', 'ajeno', 'BASIC'],
  ];
  for (const [, username, level] of live) await member(username, level, 365);

  t.clock.advance((Math.max(t.config.sessionTtlHours, 24) + 1) * 3_600_000);

  passwords.set('admin', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
  passwords.set('lapsed', { username: 'vencido', password });
  for (const [id, username] of live) passwords.set(id, { username, password });
  for (const [id, account] of passwords) {
    const token = await login(t, account.username, account.password);
    callers[id] = { token, exam: await startExam(token) };
  }
  const visitorExam = await startExam();
  const memberExam = callers.standard.exam;
  callers.anonymous = { exam: visitorExam };
  callers.garbage = { token: 'no-es-un-token', exam: visitorExam };
  callers.loggedOut = { token: loggedOut.token, exam: visitorExam };
  callers.takenOver = { token: takenOver.token, exam: visitorExam };
  callers.expired = { token: expiring.token, exam: visitorExam };
  callers.otherMember = { ...callers.otherMember, exam: memberExam };
  callers.otherVisitor = { exam: memberExam };

  const code = await t.app.inject({
    method: 'POST',
    url: '/api/access-codes',
    payload: { note: 'matriz' },
    headers: { authorization: callers.admin.token! },
  });
  resources.accessCodeId = code.json().accessCode.id;
});
afterAll(() => t?.close());

describe('the matrix covers the route table', () => {
  async function apiRoutes(): Promise<string[]> {
    await t.app.ready();
    const paths = t.app.swagger().paths ?? {};
    return Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, item]) =>
        Object.keys(item ?? {})
          .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
  }

  it('has a row for every route', async () => {
    const missing = (await apiRoutes()).filter((route) => !(route in MATRIX));
    expect(
      missing,
      'Add a row for these routes to MATRIX in authorization-matrix.test.ts: who may call them, and with what answer',
    ).toEqual([]);
  });

  it('names only routes that exist', async () => {
    const routes = await apiRoutes();
    const stale = Object.keys(MATRIX).filter((route) => !routes.includes(route));
    expect(stale, 'These rows name routes the app no longer has: remove them from MATRIX').toEqual([]);
  });
});

describe.each(Object.keys(MATRIX))('%s', (route) => {
  it.each(cellsOf(route))(
    '%s',
    async (_title, { method, request, malformed, caller, status, refusedWith }) => {
      const who = callers[caller];
      const { url, payload, query } = request(who, resources);
      const headers: Record<string, string> = who.token ? { authorization: who.token } : {};
      const options: InjectOptions = { method, url, query, headers };
      if (malformed) {
        headers['content-type'] = 'application/json';
        options.payload = '{"a":';
      } else if (payload !== undefined) {
        options.payload = payload;
      }
      const res = await t.app.inject(options);
      expect(res.statusCode, res.body).toBe(status);
      if (refusedWith) expect(res.json().code).toBe(refusedWith);
      // Every answer to a route that reads the session it was sent, refusals and errors included.
      if (who.token && SESSION_READERS.includes(MATRIX[route]!.access)) {
        expect(res.headers['cache-control']).toBe('no-store');
      }
      if (route === 'POST /api/auth/logout' && res.statusCode === 200) {
        // That session is over: the caller logs in again for the rows that follow.
        const account = passwords.get(caller)!;
        who.token = await login(t, account.username, account.password);
      }
    },
  );
});

describe("a member's exams stay with their owner", () => {
  const runningOf = async (token: string | undefined) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/exams-in-progress',
      headers: { authorization: token ?? '' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().exams.map((exam: { code: string }) => exam.code);
  };

  it('lists an exam in progress to its owner only', async () => {
    expect(await runningOf(callers.standard.token)).toContain(callers.otherVisitor.exam);
    expect(await runningOf(callers.otherMember.token)).not.toContain(callers.otherVisitor.exam);
    expect(await runningOf(callers.admin.token)).not.toContain(callers.otherVisitor.exam);
  });
});

describe('regressions from the probe of issue 9', () => {
  const put = (token: string | undefined) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/membership',
      payload: {},
      headers: token ? { authorization: token } : {},
    });

  it('answers an anonymous PUT /api/users/membership {} with 401, not the list of levels', async () => {
    const res = await put(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(res.body).not.toMatch(/PREMIUM|membershipType/);
  });

  it('answers a member with 403', async () => {
    const res = await put(callers.premium.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(res.body).not.toMatch(/PREMIUM|membershipType/);
  });

  it('answers anonymous malformed JSON on POST /api/users with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});
