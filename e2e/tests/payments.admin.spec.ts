import { buyThroughSandbox } from '../support/api';
import { expect, test } from '../support/fixtures';
import { passwordLinkIn, waitForMail } from '../support/mail';
import { loginAsAdmin } from '../support/pages';

test('an administrator follows an order, its e-mail and sends a fresh password link', async ({ page }) => {
  const email = `compra.admin.${Date.now()}@correo.pe`;
  await buyThroughSandbox('STANDARD', email);
  // The buyer got a link to create the password, its token after #.
  const link = passwordLinkIn(await waitForMail(email));
  expect(link).toMatch(/^\/crear-contrasena#[A-Za-z0-9_-]{43}$/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Órdenes' })
    .click();
  await expect(page).toHaveURL(/\/admin\/ordenes$/);
  await page.getByLabel('Buscar por correo').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Rosa Huamán');
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
  await expect(messages.first()).toContainText('Cuenta nueva: crear contraseña');
  await expect(messages.first()).toContainText('Enviado');
  await messages
    .first()
    .getByRole('button', { name: new RegExp(email) })
    .click();
  // The outbox says a link was sent, never its token.
  await expect(messages.first()).toContainText('/crear-contrasena#••••••••');
  await expect(messages.first()).not.toContainText(link.split('#')[1]!);
  // Clicked while the message still opens, the button may move under the pointer: wait till it is open.
  await expect(messages.first().locator('.MuiCollapse-entered')).toBeAttached();
  await messages.first().getByRole('button', { name: 'Enviar enlace de contraseña' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar enlace de contraseña' });
  await expect(dialog).toContainText(`Se enviará a ${email} un enlace para crear una nueva contraseña.`);
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText(`Enlace para crear la contraseña enviado a ${email}`)).toBeVisible();
  await expect(messages).toHaveCount(2);
  await expect(messages.first()).toContainText('Enlace de contraseña (administrador)');

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
