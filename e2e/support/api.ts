import { E2E_ADMIN } from './constants';

/** Direct API calls that set up a journey's data (the journeys themselves use the browser). */
async function call<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: init.token } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function apiLogin(username: string, password: string): Promise<string> {
  return (await call<{ token: string }>('/auth/login', { method: 'POST', body: { username, password } }))
    .token;
}

/** An exam a member started and handed in blank through the API: its questions' ids. */
export async function examHandedInBlank(token: string, type: 'RAPID' | 'PARTIAL' | 'COMPLETE') {
  const { examCode } = await call<{ examCode: string }>('/exams', { method: 'POST', body: { type }, token });
  const { exam } = await call<{ exam: { questions: { id: number }[] } }>(`/exams/${examCode}`, { token });
  await call(`/exams/${examCode}`, { method: 'PATCH', body: { action: 'FINISH', answers: [] }, token });
  return exam.questions.map((question) => question.id);
}

let adminToken = process.env.E2E_ADMIN_TOKEN;

/**
 * Calls the API as the administrator. Sessions are single-device: when the admin journey (which
 * runs alone, after the others) logged in through the browser, the set-up session ended, so
 * log in again once.
 */
export async function asAdmin<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  try {
    return await call<T>(path, { ...init, token: adminToken });
  } catch (error) {
    if (!String(error).includes(' 401 ')) throw error;
    adminToken = await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
    return call<T>(path, { ...init, token: adminToken });
  }
}

let counter = 0;
/** A unique username per journey, so parallel journeys never share an account. */
export function uniqueUsername(prefix = '4'): string {
  counter += 1;
  return `${prefix}${String(Date.now()).slice(-6)}${process.pid % 100}${counter}`;
}

/** Through the shared administrator session: a login per call would end a parallel journey's. */
export async function createMember(input: {
  username?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  membershipLevel?: 'FREE' | 'BASIC' | 'STANDARD' | 'PREMIUM';
  days?: number;
}) {
  const member = {
    username: uniqueUsername(),
    password: 'clave-e2e',
    firstName: 'Rosa',
    lastName: 'Huamán',
    ...input,
  };
  const created = await asAdmin<{ user: { id: number } }>('/users', { method: 'POST', body: member });
  return { ...member, id: created.user.id };
}

/** A buyer's order, waiting for its payment. */
export function createOrder(membershipLevel: 'BASIC' | 'STANDARD' | 'PREMIUM', email: string) {
  return call<{ id: string }>('/orders', {
    method: 'POST',
    body: { membershipLevel, firstName: 'Rosa', lastName: 'Huamán', email },
  });
}

/** A buyer's order paid through the sandbox checkout, once the server has approved it. */
export async function buyThroughSandbox(membershipLevel: 'BASIC' | 'STANDARD' | 'PREMIUM', email: string) {
  const order = await createOrder(membershipLevel, email);
  await call(`/payments/sandbox/${order.id}`, { method: 'POST', body: { outcome: 'approved' } });
  for (let attempt = 0; attempt < 50; attempt++) {
    const { status } = await call<{ status: string }>(`/orders/${order.id}`);
    if (status === 'APPROVED') return order;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`La orden ${order.id} no se aprobó`);
}

/** A visitor's report of an error in a question, as the question page sends it. */
export function reportQuestion(questionId: number, message: string) {
  return call(`/questions/${questionId}/reports`, {
    method: 'POST',
    body: { message, context: 'QUESTION_PAGE' },
  });
}
