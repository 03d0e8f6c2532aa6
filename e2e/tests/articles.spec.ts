import { expect, test } from '../support/fixtures';

test('the selection-amounts article shows its tables in soles and leads to the simulator', async ({
  page,
}) => {
  await page.goto('/montos-procedimientos-seleccion');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Montos/);
  const tables = page.getByRole('table');
  await expect(tables).toHaveCount(2);
  await expect(tables.first().getByRole('row', { name: /Obras Licitación pública/ })).toContainText(
    'S/ 5,000,000',
  );
  await expect(tables.nth(1)).toContainText('Licitación pública abreviada');
  await expect(tables.nth(1)).not.toContainText('Adjudicación simplificada');

  await page.getByRole('link', { name: 'Empezar el simulador' }).click();
  await expect(page).toHaveURL(/\/examen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dar examen');
});

test("a link inside an article leads to the linked page, with that page's title", async ({ page }) => {
  await page.goto('/nueva-ley-contrataciones-publicas-32069');
  await page
    .locator('article')
    .getByRole('link', { name: /montos/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/montos-procedimientos-seleccion$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Montos/);
  await expect(page).toHaveTitle('Montos y procedimientos de selección: tablas y ejemplos | Simulador OECE');
});

test('the second address of the exam-preparation article moves to its own', async ({ page }) => {
  const response = await page.goto('/examen-certificacion-oece');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/examen-certificacion-oece$/);
  await expect(page).toHaveURL(/\/como-prepararse-examen-oece$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/examen/i);
});

test('the footer of the main brand links to the articles, the schedule and the prices', async ({ page }) => {
  await page.goto('/');
  const guides = page.getByRole('navigation', { name: 'Guías y recursos' });
  for (const name of [
    'Cómo prepararte para el examen OECE',
    'La nueva Ley N° 32069 y su Reglamento',
    'Montos de los procedimientos de selección',
    'Cronograma de exámenes',
    'Precios',
  ]) {
    await expect(guides.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText(
    'Atención todos los días de 8:00 a. m. a 10:00 p. m.',
  );
});
