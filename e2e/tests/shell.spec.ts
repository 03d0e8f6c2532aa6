import { createMember } from '../support/api';
import { altBrandUrl, expect, test } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { loginThroughForm } from '../support/pages';

test('the landing page leads to the exam selection', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aprueba el examen de certificación OECE');
  await expect(page.getByRole('link', { name: 'Ver precios desde S/45' })).toBeVisible();
  await page.getByRole('link', { name: 'Empezar simulacro' }).click();
  await expect(page).toHaveURL(/\/examen$/);
});

test('an unknown path shows the 404 page and its button returns home', async ({ page }) => {
  await page.goto('/no-existe/esta-ruta');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Empezar simulacro' })).toBeVisible();
});

test('the main brand shows Precios and the contact block', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Simulador OECE');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Precios' })).toBeVisible();
  await expect(page.getByTestId('contact-block')).toBeVisible();
});

test('the second brand hides Precios, the schedule, the price banner and the contact block', async ({
  page,
}) => {
  await page.goto(altBrandUrl('/'));
  await expect(page).toHaveTitle('Aula Compras Públicas');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Dar examen' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cronograma' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Precios' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Guías y recursos' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Ver precios/ })).toHaveCount(0);
  await expect(page.getByTestId('contact-block')).toHaveCount(0);
});

test('the layout fits a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Cronograma' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a member's screen whose code fails to download offers a reload in Spanish", async ({ page }) => {
  // A member runs the app: its links move within it and load the next screen's code. (A visitor's
  // public pages are plain links to the server's pages: first-paint.spec.ts.)
  const member = await createMember({ membershipLevel: 'FREE' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await page.route('**/assets/profile-page-*.js', (route) => route.abort('internetdisconnected'));
  await page
    .getByRole('navigation', { name: 'Menú lateral' })
    .getByRole('link', { name: 'Mi perfil' })
    .click();
  await expect(page.getByRole('heading', { name: 'No se pudo cargar la página' })).toBeVisible();
  await expect(page).toHaveTitle(/^No se pudo cargar la página/);
  await page.unroute('**/assets/profile-page-*.js');
  await page.getByRole('link', { name: 'Volver a cargar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
});
