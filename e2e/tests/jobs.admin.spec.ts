import { expect, test } from '../support/fixtures';
import { loginAsAdmin } from '../support/pages';

test('an administrator sees each periodic job, its last run and its next run', async ({ page }) => {
  await loginAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Tareas' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tareas programadas');
  const jobs = page.getByRole('table', { name: 'Tareas programadas' });
  // The server ran every job when it started: once each, on its only instance.
  for (const [title, every] of [
    ['Conciliación de pagos', 'cada minuto'],
    ['Limpieza de enlaces de contraseña vencidos', 'cada día'],
    ['Limpieza de sesiones vencidas', 'cada día'],
    ['Limpieza de avisos del cronograma sin confirmar', 'cada día'],
    ['Reenvío de correos', 'cada 2 minutos'],
  ] as const) {
    const row = jobs.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(every);
    await expect(row).toContainText('Correcta');
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} en \S+ · \d/);
  }
  await expect(jobs.getByRole('row')).toHaveCount(6);
});
