import { expect, test } from '../support/fixtures';
import { loginAsAdmin } from '../support/pages';

test.describe.configure({ mode: 'serial' });

test('an administrator generates an access code, copies it and revokes it', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await loginAsAdmin(page);

  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Códigos de acceso' })
    .click();
  await expect(page).toHaveURL(/\/admin\/codigos$/);
  await expect(page.getByRole('heading', { name: 'Códigos de acceso' })).toBeVisible();

  const note = `Para Rosa, prueba ${Date.now()}`;
  await page.getByLabel('Nota (opcional)').fill(note);
  await page.getByRole('button', { name: 'Generar código' }).click();
  const generated = page.getByTestId('generated-access-code');
  await expect(generated).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  const code = (await generated.textContent()) ?? '';
  await expect(page.getByLabel('Nota (opcional)')).toHaveValue('');

  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Código copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(note);
  await expect(row).toContainText('Sin usar');

  await row.getByRole('button', { name: 'Revocar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revocar código' });
  await expect(dialog).toContainText(code);
  await dialog.getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByText('Código revocado')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Revocado');
  // The revoked code no longer waits at the top to be copied.
  await expect(generated).toBeHidden();
  await expect(row.getByRole('button', { name: 'Revocar' })).toHaveCount(0);
  await context.close();
});
