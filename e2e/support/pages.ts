import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants';

export async function loginThroughForm(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** On the page of an e-mailed link: the new password twice, then the way to log in with it. */
export async function setPasswordThroughLink(page: Page, link: string, password: string) {
  await page.goto(link);
  await waitForPageCode(page);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la nueva contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Listo: tu contraseña quedó guardada.')).toBeVisible();
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
 * form the browser's way, a plan button is a plain link). The app marks <html data-hydrated> once
 * its code runs, on every page (the exam screen has no menu button).
 */
export async function waitForPageCode(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** On a public question's page, once its code runs: chooses the `option`th and presses 'Ver respuesta'. */
export async function revealAnswer(page: Page, option = 0) {
  await page.getByRole('radio').nth(option).check();
  await page.locator('summary', { hasText: 'Ver respuesta' }).click();
}

/** 'Finalizar examen' in the exam's header, then its confirmation (always asked while time is left). */
export async function confirmFinish(page: Page) {
  await page.getByRole('button', { name: 'Finalizar examen' }).click();
  await page
    .getByRole('dialog', { name: '¿Finalizar el examen?' })
    .getByRole('button', { name: 'Finalizar examen' })
    .click();
}

/**
 * From the first question of a rapid exam, walks to the last with the arrow keys leaving the rest
 * unanswered, finishes it through the confirmation and waits for the results.
 */
export async function finishRapidExamBlank(page: Page) {
  const counter = page.getByLabel('Número de pregunta');
  await expect(counter).toHaveText('1 / 15');
  for (let i = 1; i < 15; i++) await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('15 / 15');
  await confirmFinish(page);
  await expect(page.getByRole('heading', { name: 'Resultados del examen' })).toBeVisible();
}

/**
 * Starts an exam from the selection page as a candidate does: its card's 'Empezar examen …', then
 * 'Comenzar examen' in the instructions dialog. The complete exam of a visitor asks for a code first:
 * start that one by hand.
 */
export async function startExam(page: Page, type: 'rápido' | 'parcial' | 'completo') {
  await page.getByRole('button', { name: `Empezar examen ${type}` }).click();
  await page
    .getByRole('dialog', { name: 'Antes de empezar' })
    .getByRole('button', { name: 'Comenzar examen' })
    .click();
}
