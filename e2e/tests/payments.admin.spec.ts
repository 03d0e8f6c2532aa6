import { buyThroughSandbox } from '../support/api';
import { expect, test } from '../support/fixtures';
import { passwordIn, waitForMail } from '../support/mail';
import { loginAsAdmin } from '../support/pages';

test('an administrator follows an order, its e-mail and resends the credentials', async ({ page }) => {
  const email = `compra.admin.${Date.now()}@correo.pe`;
  await buyThroughSandbox('STANDARD', email);
  // The buyer got a generated password (letters and digits without look-alikes).
  expect(passwordIn(await waitForMail(email))).toMatch(/^[a-hjkmnp-z2-9]{10}$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Órdenes' })
    .click();
  await expect(page).toHaveURL(/\/admin\/ordenes$/);
  await page.getByLabel('Buscar por correo').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Estándar');
  await expect(row).toContainText('S/60');
  await expect(row).toContainText('Aprobado');
  await expect(row).toContainText(/\d{7}/);
  await page.getByLabel('Estado').click();
  await page.getByRole('option', { name: 'Rechazado' }).click();
  await expect(page.getByText('No hay órdenes con esos filtros.')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Correos' })
    .click();
  await page.getByLabel('Buscar por destinatario').fill(email);
  const messages = page.getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('Credenciales de cuenta nueva');
  await expect(messages.first()).toContainText('Enviado');
  await messages
    .first()
    .getByRole('button', { name: new RegExp(email) })
    .click();
  // Sent: the stored copy no longer holds the password.
  await expect(messages.first()).toContainText('Contraseña: ••••••••');
  await messages.first().getByRole('button', { name: 'Reenviar credenciales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reenviar credenciales' });
  await expect(dialog).toContainText(`Se generará una nueva contraseña para ${email}`);
  await dialog.getByRole('button', { name: 'Reenviar' }).click();
  await expect(page.getByText(`Credenciales reenviadas a ${email}`)).toBeVisible();
  await expect(messages).toHaveCount(2);
  await expect(messages.first()).toContainText('Credenciales reenviadas');

  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  await page.getByLabel('Buscar por nombres, apellidos, usuario o correo').fill(email);
  const user = page.getByRole('row').filter({ hasText: email });
  await user.getByRole('button', { name: `Cambiar correo de ${email}` }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Cambiar correo' });
  const field = emailDialog.getByLabel('Correo electrónico');
  await expect(field).toHaveValue(email);
  await field.fill('no-es-correo');
  await expect(emailDialog.getByText('Por favor, ingresa un correo electrónico válido')).toBeVisible();
  const newEmail = `nuevo.${email}`;
  await field.fill(newEmail.toUpperCase());
  await emailDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Correo actualizado correctamente')).toBeVisible();
  await expect(user.getByRole('cell').nth(2)).toHaveText(newEmail);
});
