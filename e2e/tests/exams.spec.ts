import type { Page } from '@playwright/test';
import { asAdmin, createMember } from '../support/api';
import { expect, test } from '../support/fixtures';
import { confirmFinish, loginThroughForm, startExam } from '../support/pages';

const counter = (page: Page) => page.getByLabel('Número de pregunta');
const option = (page: Page, letter: string) => page.getByRole('radio', { name: new RegExp(`^${letter}\\)`) });

async function timerSeconds(page: Page): Promise<number> {
  const [minutes, seconds] = (await page.getByRole('timer').innerText()).trim().split(':').map(Number);
  return minutes! * 60 + seconds!;
}

test('a visitor takes the rapid exam with keyboard and mouse, reloads, finishes and reviews', async ({
  page,
}) => {
  await page.goto('/examen');
  await expect(page.getByRole('article').filter({ hasText: 'Examen rápido' })).toContainText(
    '15 preguntas en 10 minutos',
  );
  await expect(page.getByRole('heading', { name: 'Examen parcial' })).toHaveCount(0);
  await startExam(page, 'rápido');
  await expect(page).toHaveURL(/\/examen\/[A-Za-z0-9_-]{22}$/);
  await expect(counter(page)).toHaveText('1 / 15');
  expect(await timerSeconds(page)).toBeGreaterThan(590);

  // Mouse for question 1; among the alternatives ↑ ↓ choose, as in any radio group, and → moves on
  // without touching the answer. Question 2 left unanswered becomes skipped.
  await option(page, 'b').click();
  await expect(option(page, 'b')).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(option(page, 'c')).toBeChecked();
  await page.keyboard.press('b');
  await expect(option(page, 'b')).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('2 / 15');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('3 / 15');
  await page.keyboard.press('4');
  await expect(option(page, 'd')).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText('1 / 15');
  await expect(option(page, 'b')).toBeChecked();

  // Reload halfway: answers and the running time survive.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('aún no se guardó')).toHaveCount(0);
  const before = await timerSeconds(page);
  await page.reload();
  await expect(counter(page)).toHaveText('4 / 15');
  const after = await timerSeconds(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 15);
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(option(page, 'd')).toBeChecked();

  for (let i = 3; i < 15; i++) await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('15 / 15');
  await option(page, 'a').click();
  await page.getByRole('button', { name: 'Finalizar examen' }).click();
  // Unanswered questions: the finish is confirmed first, and can be called off.
  const confirm = page.getByRole('dialog', { name: '¿Finalizar el examen?' });
  await expect(confirm).toContainText('12 sin responder, 0 marcadas');
  await expect(confirm).toContainText('Las preguntas sin responder contarán como incorrectas.');
  await confirm.getByRole('button', { name: 'Seguir respondiendo' }).click();
  await expect(confirm).toBeHidden();
  await expect(counter(page)).toHaveText('15 / 15');
  await page.getByRole('button', { name: 'Finalizar examen' }).click();
  await confirm.getByRole('button', { name: 'Finalizar examen' }).click();

  await expect(page.getByRole('heading', { name: 'Resultados del examen' })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText(/^\d{1,2}\/15$/);
  await expect(page.getByText(/^Tiempo usado: \d\d:\d\d$/)).toBeVisible();
  const items = page.getByRole('listitem').filter({ hasText: /^Pregunta \d+/ });
  await expect(items).toHaveCount(15);
  await expect(items.nth(1)).toContainText('No respondiste esta pregunta');
  await expect(items.nth(0)).not.toContainText('No respondiste esta pregunta');
  // One mark for the pick and one for the key, or a single one when they are the same option.
  const first = items.nth(0);
  const right = await first.getByText('Tu respuesta: correcta', { exact: true }).count();
  await expect(first.getByText('Respuesta correcta', { exact: true })).toHaveCount(1 - right);
  await expect(first.getByText('Tu respuesta: incorrecta', { exact: true })).toHaveCount(1 - right);
  await page.getByRole('link', { name: 'Volver a dar examen' }).click();
  await expect(page).toHaveURL(/\/examen$/);
});

test('a member takes a partial exam from the dashboard', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'STANDARD', firstName: 'Carlos', lastName: 'Rojas' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Carlos Rojas');
  await expect(page.getByRole('article').filter({ hasText: 'Examen parcial' })).toContainText(
    '36 preguntas en 1 hora',
  );
  await startExam(page, 'parcial');
  await expect(page).toHaveURL(/\/dashboard\/examen\/[A-Za-z0-9_-]{22}$/);
  await expect(counter(page)).toHaveText('1 / 36');
  await option(page, 'c').click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(counter(page)).toHaveText('2 / 36');

  // Leaving (from the question map, after a warning) does not lose the exam: the selection page
  // leads back to it.
  await page.getByRole('button', { name: 'Mapa de preguntas' }).click();
  await page.getByRole('link', { name: 'Salir del examen' }).click();
  await page
    .getByRole('dialog', { name: '¿Salir del examen?' })
    .getByRole('button', { name: 'Salir' })
    .click();
  const running = page.getByRole('alert').filter({ hasText: 'Tienes un examen parcial en curso' });
  await expect(running).toContainText(/quedan \d+ minutos\./);
  await running.getByRole('link', { name: 'Continuar examen' }).click();
  await expect(counter(page)).toHaveText('2 / 36');
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(option(page, 'c')).toBeChecked();
  await page.getByRole('button', { name: 'Siguiente' }).click();

  for (let i = 1; i < 35; i++) {
    await option(page, 'c').click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  await expect(counter(page)).toHaveText('36 / 36');
  // Every question answered: still confirmed first, saying so.
  await option(page, 'c').click();
  await page.getByRole('button', { name: 'Finalizar examen' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Finalizar el examen?' });
  await expect(confirm).toContainText('Respondiste las 36 preguntas y no marcaste ninguna para revisar.');
  await confirm.getByRole('button', { name: 'Finalizar examen' }).click();
  await expect(page.getByRole('heading', { name: 'Resultados del examen' })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText(/\/36$/);
  await expect(
    page.getByText(/^Línea de aprobación: 15 de 36 correctas \(42%\) · (no )?alcanzada$/),
  ).toBeVisible();
  // STANDARD sees the explanation of every question, right or wrong.
  await expect(page.getByRole('heading', { level: 4, name: 'Explicación' })).toHaveCount(36);
});

test('a visitor validates an access code and starts the complete exam', async ({ page }) => {
  const { accessCode } = await asAdmin<{ accessCode: { code: string } }>('/access-codes', {
    method: 'POST',
    body: { note: 'e2e' },
  });
  await page.goto('/examen');
  await page.getByRole('button', { name: 'Empezar examen completo' }).click();
  const dialog = page.getByRole('dialog', { name: '¡Examen completo ya disponible!' });
  const instructions = page.getByRole('dialog', { name: 'Antes de empezar' });
  await expect(dialog.getByRole('button', { name: 'Validar código' })).toHaveCount(0);
  await dialog.getByLabel('Código de acceso').fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await dialog.getByRole('button', { name: 'Validar código' }).click();
  // The code is checked as the exam starts, after the instructions; a refused one comes back to be fixed.
  await expect(instructions).toContainText('Examen completo: 72 preguntas en 2 horas.');
  await instructions.getByRole('button', { name: 'Comenzar examen' }).click();
  await expect(
    page.getByText('El código ingresado no es válido. Revísalo e intenta nuevamente.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Código de acceso')).toHaveValue('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await dialog.getByLabel('Código de acceso').fill(accessCode.code.toLowerCase());
  await dialog.getByRole('button', { name: 'Validar código' }).click();
  await instructions.getByRole('button', { name: 'Comenzar examen' }).click();
  await expect(page).toHaveURL(/\/examen\/[A-Za-z0-9_-]{22}$/);
  await expect(counter(page)).toHaveText('1 / 72');
  expect(await timerSeconds(page)).toBeGreaterThan(7100);
});

test('on a phone each question starts at the top and the timer stays in sight', async ({ page }) => {
  // Short enough that every question scrolls (the exam has no footer to scroll past).
  await page.setViewportSize({ width: 360, height: 420 });
  await page.goto('/examen');
  await startExam(page, 'rápido');
  await expect(counter(page)).toHaveText('1 / 15');
  await page.getByRole('button', { name: 'Siguiente' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.getByRole('timer')).toBeInViewport();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(counter(page)).toHaveText('2 / 15');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  // Finished from far down the last question, the results open at the score.
  for (let i = 2; i < 15; i++) await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('15 / 15');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await confirmFinish(page);
  await expect(page.getByTestId('score')).toBeInViewport();
});

test('a BASIC member sees the explanation notice instead of the explanation', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'BASIC' });
  await loginThroughForm(page, member.username, member.password);
  await startExam(page, 'rápido');
  await expect(counter(page)).toHaveText('1 / 15');
  // Enter held on Siguiente on the last but one question moves once and stops: it never finishes.
  for (let i = 1; i < 14; i++) await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('14 / 15');
  await page.getByRole('button', { name: 'Siguiente' }).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
  await expect(counter(page)).toHaveText('15 / 15');
  await expect(page.getByRole('heading', { name: 'Resultados del examen' })).toHaveCount(0);
  await confirmFinish(page);
  await expect(page.getByRole('heading', { name: 'Resultados del examen' })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText('0/15');
  await expect(page.getByText('Explicación', { exact: true })).toHaveCount(0);
  // The legal basis follows the explanation's rule.
  await expect(page.getByText('Base legal:')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver explicación' }).first().click();
  await expect(page.getByText('Explicación disponible en plan Estándar y Premium')).toBeVisible();
});

test('a choice saved while the network is down is kept and saved when it returns', async ({ page }) => {
  await page.goto('/examen');
  await startExam(page, 'rápido');
  await expect(counter(page)).toHaveText('1 / 15');
  const examUrl = page.url();

  await page.route('**/api/exams/*', (route) =>
    route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
  );
  await option(page, 'c').click();
  await expect(page.getByText('Tu última respuesta aún no se guardó.', { exact: false })).toBeVisible();
  await expect(option(page, 'c')).toBeChecked();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await option(page, 'a').click();

  // A reload while still offline keeps both choices (they wait in this browser).
  await page.reload();
  await expect(page.getByText('Tu última respuesta aún no se guardó.', { exact: false })).toBeVisible();

  await page.unroute('**/api/exams/*');
  await expect(page.getByText('Tu última respuesta aún no se guardó.', { exact: false })).toHaveCount(0, {
    timeout: 15_000,
  });

  // The server has them: a fresh browser with the same exam link sees both answers.
  const other = await page.context().browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.goto(examUrl);
  await expect(counter(fresh)).toHaveText('3 / 15');
  await fresh.getByRole('button', { name: 'Anterior' }).click();
  await expect(option(fresh, 'a')).toBeChecked();
  await fresh.getByRole('button', { name: 'Anterior' }).click();
  await expect(option(fresh, 'c')).toBeChecked();
  await other.close();
});

test('when the timer reaches zero the exam finishes by itself, once', async ({ page }) => {
  await page.clock.install();
  await page.goto('/examen');
  await startExam(page, 'rápido');
  await expect(counter(page)).toHaveText('1 / 15');
  await option(page, 'a').click();
  await expect(page.getByText('aún no se guardó', { exact: false })).toHaveCount(0);

  const finishes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.postData()?.includes('"FINISH"'))
      finishes.push(request.url());
  });
  await page.clock.fastForward(10 * 60_000);
  await expect(page.getByRole('heading', { name: 'Resultados del examen' })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText(/^[01]\/15$/);
  await page.clock.fastForward(5_000);
  expect(finishes).toHaveLength(1);
});
