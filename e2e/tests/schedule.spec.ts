import type { Page } from '@playwright/test';
import { createMember } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginThroughForm, waitForPageCode } from '../support/pages';
import { publishSchedule } from '../support/schedule';

// Every address below carries its department: the server keeps one rendered page per address for a
// minute, so none of them is one that another journey may have opened before this schedule existed.
test.beforeAll(publishSchedule);

async function openSchedule(page: Page, department: string) {
  await page.goto(`/cronograma-examenes-oece?departamento=${department}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cronograma de exámenes OECE');
}

/** Another department, through the page's plain form: its page comes from the server, or a member's app. */
async function chooseDepartment(page: Page, name: string) {
  await page.getByLabel('Departamento').selectOption({ label: name });
  await page.getByRole('button', { name: 'Ver cronograma' }).click();
}

test('on a phone, a candidate picks a department and reads its venues as cards', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openSchedule(page, 'LIMA');
  await expect(page.getByLabel('Departamento')).toHaveValue('LIMA');
  await expect(page.getByText('Actualizado hoy')).toBeVisible();
  const lima = page.getByRole('region', { name: 'Sede central (Jesús María)' });
  await expect(lima).toContainText('23 vacantes');
  await expect(lima).toContainText('Sin vacantes');
  await expect(page.getByRole('table')).toBeHidden();

  await chooseDepartment(page, 'Cusco');
  await expect(page).toHaveURL(/departamento=CUSCO$/);
  const cusco = page.getByRole('region', { name: 'Oficina desconcentrada Cusco' });
  await expect(cusco).toContainText('10:30 a. m.');
  await expect(cusco).toContainText('1 vacante');
  // No sideways scroll on a 360 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('on a desktop, the schedule is a table, and a department without sittings says so', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSchedule(page, 'CUSCO');
  const table = page.getByRole('table', { name: 'Cronograma de Cusco' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Sede',
    'Inscripción hasta',
    'Fecha del examen',
    'Hora',
    'Vacantes',
  ]);
  await expect(table.getByRole('row', { name: /Oficina desconcentrada Cusco/ })).toContainText('1 vacante');

  await chooseDepartment(page, 'La Libertad');
  await expect(page.getByText('No se encontraron cronogramas para La Libertad.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'portal oficial del OECE' })).toHaveAttribute(
    'href',
    'https://www.gob.pe/oece',
  );
});

test('without JavaScript, a visitor picks a department and reads its schedule', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await openSchedule(page, 'LIMA');
  await chooseDepartment(page, 'Cusco');
  await expect(page).toHaveURL(/departamento=CUSCO$/);
  await expect(page.getByLabel('Departamento')).toHaveValue('CUSCO');
  await expect(page.getByRole('table', { name: 'Cronograma de Cusco' })).toContainText('1 vacante');
  await context.close();
});

// A visitor's page is read by the server; a member's app reads the schedule in the browser, where
// the journey can make it fail.
test("a schedule that fails to load in a member's app says why and where it looked, and loads on retry", async ({
  page,
}) => {
  const member = await createMember({ membershipLevel: 'BASIC', days: 30 });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await openSchedule(page, 'LA%20LIBERTAD');
  await waitForPageCode(page);
  await expect(page.getByText('No se encontraron cronogramas para La Libertad.')).toBeVisible();
  await page.route('**/api/oece-exam-schedule/CUSCO', (route) =>
    route.fulfill({
      status: 503,
      json: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible.' },
    }),
  );
  await chooseDepartment(page, 'Cusco');
  const alert = page.getByRole('alert').filter({ hasText: 'Error al cargar el cronograma' });
  await expect(alert).toContainText('Error al cargar el cronograma: El servicio no está disponible.');
  await expect(alert).toContainText(
    /Dirección consultada: http:\/\/localhost:\d+\/api\/oece-exam-schedule\/CUSCO/,
  );

  await page.unroute('**/api/oece-exam-schedule/CUSCO');
  await alert.getByRole('link', { name: 'Reintentar' }).click();
  await expect(page.getByRole('table', { name: 'Cronograma de Cusco' })).toBeVisible();
});
