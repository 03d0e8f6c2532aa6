import { apiLogin, createMember, uniqueUsername } from '../support/api';
import { E2E_ADMIN } from '../support/constants';
import { expect, test } from '../support/fixtures';
import { loginAsAdmin, loginThroughForm } from '../support/pages';

test.describe.configure({ mode: 'serial' });

test('an administrator creates a user, changes the password and sets a membership', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Usuario').fill(E2E_ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Contraseña errónea')).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
  // An administrator gets no 'Dar examen' in the public bar.
  await page.goto('/pagina-inexistente');
  const publicBar = page.getByRole('navigation', { name: 'Principal' });
  await expect(publicBar.getByRole('link', { name: 'Cronograma' })).toBeVisible();
  await expect(publicBar.getByRole('link', { name: 'Dar examen' })).toHaveCount(0);
  // The administration's own address opens on its users.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/usuarios$/);

  const dni = uniqueUsername('7');
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  const create = page.getByRole('dialog', { name: 'Crear usuario' });
  const submit = create.getByRole('button', { name: 'Crear usuario' });
  await expect(submit).toBeDisabled();
  await create.getByLabel('DNI (usuario)').fill(dni);
  await create.getByLabel('Nombres').fill('  maría  elena ');
  await create.getByLabel('Apellidos').fill('PAREDES soto');
  await expect(submit).toBeDisabled();
  await create.getByLabel('Contraseña').fill('abc');
  await expect(create.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await create.getByLabel('Contraseña').fill('inicial-123');
  await submit.click();
  await expect(page.getByText('Usuario creado - Mensaje copiado al portapapeles')).toBeVisible();
  await expect(create).toBeHidden();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toContain(`Usuario: ${dni}`);
  expect(clipboard).toContain('Contraseña: inicial-123');

  // Accents and word order do not matter; names and surnames can be searched together.
  await page.getByLabel('Buscar por nombres, apellidos, usuario o correo').fill('maria paredes');
  const row = page.getByRole('row').filter({ hasText: dni });
  await expect(row).toContainText('María Elena');
  await expect(row).toContainText('Paredes Soto');

  await row.getByRole('button', { name: `Cambiar contraseña de ${dni}` }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await passwordDialog.getByLabel('Nueva contraseña').fill('nueva-456');
  await passwordDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Contraseña actualizada correctamente')).toBeVisible();
  await expect(passwordDialog).toBeHidden();

  const membershipEnd = row.getByRole('cell').nth(6);
  const trialEnd = await membershipEnd.textContent();
  await row.getByRole('button', { name: `Actualizar membresía de ${dni}` }).click();
  const membershipDialog = page.getByRole('dialog', { name: 'Actualizar membresía' });
  // It opens on the user's current level (never a silent downgrade) and shows the resulting end.
  await expect(membershipDialog.getByLabel('Tipo de membresía')).toHaveText('Prueba');
  await expect(membershipDialog.getByText(/^Desde hoy hasta el \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await membershipDialog.getByLabel('Tipo de membresía').click();
  await page.getByRole('option', { name: 'Premium' }).click();
  await membershipDialog.getByLabel('Días de acceso').fill('45');
  await membershipDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Membresía actualizada correctamente')).toBeVisible();
  await expect(membershipEnd).not.toHaveText(trialEnd ?? '');
  await expect(membershipEnd).toContainText('Premium');
  await context.close();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await loginThroughForm(memberPage, dni, 'nueva-456');
  await expect(memberPage).toHaveURL(/\/dashboard\/examen$/);
  await memberPage.goto('/dashboard/perfil');
  await expect(memberPage.getByText('Premium', { exact: true })).toBeVisible();
  await expect(memberPage.getByText('44 días', { exact: true })).toBeVisible();
  await memberContext.close();
});

test('a member account cannot use the administration', async ({ page }) => {
  const member = await createMember({});
  await page.goto('/admin/login');
  await page.getByLabel('Usuario').fill(member.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('Contraseña errónea')).toBeVisible();
  await page.goto('/admin/usuarios');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('an administrator whose session a fourth login ends is told so and sent to the admin login', async ({
  page,
}) => {
  await loginAsAdmin(page);

  // An administrator keeps 3 sessions (decision 0029): three logins elsewhere end this, the oldest.
  for (let i = 0; i < 3; i++) await apiLogin(E2E_ADMIN.username, E2E_ADMIN.password);
  await page.getByRole('link', { name: 'Códigos de acceso' }).click();
  await expect(
    page.getByText('Se inició una sesión en otro dispositivo. Se cerrará esta sesión.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 15_000 });
});
