import { createMember, uniqueUsername } from '../support/api';
import { expect, test } from '../support/fixtures';
import { passwordLinkIn, waitForMail } from '../support/mail';
import { loginAsAdmin, setPasswordThroughLink } from '../support/pages';

test('an administrator adds a staff member, whose membership change shows with their name in Auditoría', async ({
  browser,
}) => {
  const member = await createMember({ membershipLevel: 'BASIC', days: 30 });
  const username = `equipo${uniqueUsername('')}`;
  const email = `${username}@equipo.pe`;
  const password = 'clave-del-equipo-2026';

  // The bootstrap administrator creates the account in Equipo: no password is chosen there.
  const firstContext = await browser.newContext();
  const first = await firstContext.newPage();
  await loginAsAdmin(first);
  await first
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Equipo' })
    .click();
  await expect(first.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  await first.getByRole('button', { name: 'Crear administrador' }).click();
  const dialog = first.getByRole('dialog', { name: 'Crear administrador' });
  await dialog.getByLabel('Usuario').fill(username);
  await dialog.getByLabel('Nombres').fill('Rosa');
  await dialog.getByLabel('Apellidos').fill('Huamán');
  await dialog.getByLabel('Correo').fill(email);
  await dialog.getByRole('button', { name: 'Crear administrador' }).click();
  await expect(
    first.getByText(`Administrador creado. Enlace para crear la contraseña enviado a ${email}`),
  ).toBeVisible();
  await expect(first.getByRole('row').filter({ hasText: username })).toContainText('Activa');

  // The staff member creates their password from the e-mail and logs in as an administrator.
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Tu cuenta de administrador de Simulador OECE');
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await setPasswordThroughLink(staff, passwordLinkIn(mail), password);
  await staff.goto('/admin/login');
  await staff.getByLabel('Usuario').fill(username);
  await staff.getByLabel('Contraseña', { exact: true }).fill(password);
  await staff.getByRole('button', { name: 'Ingresar' }).click();
  await expect(staff).toHaveURL(/\/admin\/usuarios$/);

  // They change a member's membership.
  await staff.getByLabel('Buscar por nombres, apellidos, usuario o correo').fill(member.username);
  const row = staff.getByRole('row').filter({ hasText: member.username });
  await row.getByRole('button', { name: `Actualizar membresía de ${member.username}` }).click();
  const membership = staff.getByRole('dialog', { name: 'Actualizar membresía' });
  await membership.getByLabel('Tipo de membresía').click();
  await staff.getByRole('option', { name: 'Premium' }).click();
  await membership.getByLabel('Días de acceso').fill('60');
  await membership.getByRole('button', { name: 'Guardar' }).click();
  await expect(staff.getByText('Membresía actualizada correctamente')).toBeVisible();

  // The first administrator, still logged in, finds the change under the staff member's name.
  await first
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Auditoría' })
    .click();
  await first.getByLabel('Administrador').click();
  await first.getByRole('option', { name: username, exact: true }).click();
  const entries = first.getByRole('list', { name: 'Cambios' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry).toContainText(username);
  await expect(entry).toContainText('Membresía cambiada');
  await expect(entry).toContainText(`Cambió la membresía de ${member.username}: Básico hasta el`);
  await entry.getByRole('button').first().click();
  await expect(entry.getByText('"level": "PREMIUM"')).toBeVisible();
  await expect(entry.getByText('"level": "BASIC"')).toBeVisible();

  await staffContext.close();
  await firstContext.close();
});
