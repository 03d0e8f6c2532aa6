// The member-area pages the page benchmarks open (bundle-report.ts, exam-tap.ts): a visitor's
// running rapid exam, and the dashboard of a member created through the administrator's API.
import type { Page } from '@playwright/test';

/** The administrator that startTarget's server seeds; a server at BENCH_BASE_URL needs the same. */
export const BENCH_ADMIN = { username: 'admin', password: 'bench-password' } as const;

async function api<T>(baseUrl: string, route: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * As a visitor does it: /examen, 'Empezar examen rápido', then 'Comenzar examen' in the
 * instructions; resolves with the exam's path (/examen/{code}) once its first question shows.
 */
export async function startVisitorRapidExam(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/examen`);
  await page.getByRole('button', { name: 'Empezar examen rápido' }).click();
  await page
    .getByRole('dialog', { name: 'Antes de empezar' })
    .getByRole('button', { name: 'Comenzar examen' })
    .click();
  await page
    .getByLabel('Número de pregunta')
    .filter({ hasText: /^1 \/ \d+$/ })
    .waitFor();
  return new URL(page.url()).pathname;
}

/** A new PREMIUM member (every card on the dashboard), signed in through the login form. */
export async function signInNewMember(page: Page, baseUrl: string): Promise<void> {
  const { token } = await api<{ token: string }>(baseUrl, '/auth/login', BENCH_ADMIN);
  const member = { username: `bench.${Date.now()}`, password: 'clave-de-bench', firstName: 'Rosa' };
  await api(baseUrl, '/users', { ...member, membershipLevel: 'PREMIUM', days: 30 }, token);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Usuario').fill(member.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/dashboard/);
}
