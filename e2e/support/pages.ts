import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants';

export async function loginThroughForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** The administrator's login, through its own form; it lands on the users console. */
export async function loginAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Usuario').fill(E2E_ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
}

/**
 * Waits until React runs the page. Before then a server-rendered control is inert (a select sends its
 * form the browser's way, a plan button is a plain link). The menu button is enabled only then; on a
 * desktop it is hidden but still in the page.
 */
export async function waitForPageCode(page: Page) {
  await expect(page.getByRole('button', { name: 'Abrir menú', includeHidden: true })).toBeEnabled();
}
