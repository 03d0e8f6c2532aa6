import { asAdmin, buyThroughSandbox, createMember } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { passwordLinkIn, waitForMail } from '../support/mail';
import { loginThroughForm, setPasswordThroughLink, startExam, waitForPageCode } from '../support/pages';

test('a member logs in, sees the profile and logs out', async ({ page }) => {
  const member = await createMember({
    membershipLevel: 'STANDARD',
    firstName: 'Rosa',
    lastName: 'Huamán Ríos',
  });
  await loginThroughForm(page, `  ${member.username.toUpperCase()} `, ` ${member.password} `);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  await expect(page).toHaveURL(/\/dashboard\/perfil$/);
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByText(member.username, { exact: true })).toBeVisible();
  await expect(page.getByText('Huamán Ríos')).toBeVisible();
  await expect(page.getByText('Estándar', { exact: true })).toBeVisible();
  await expect(page.getByText('60 días', { exact: true })).toBeVisible();
  // Every dashboard page starts with the plan and the time left.
  await expect(page.getByText('Plan Estándar · te quedan 60 días', { exact: true })).toBeVisible();

  // The member corrects their own names; the dashboard greets by the new one.
  await page.getByRole('button', { name: 'Editar mis nombres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar mis nombres' });
  await expect(dialog.getByLabel('Nombres')).toHaveValue('Rosa');
  await dialog.getByLabel('Nombres').fill('rosa maría');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tus nombres quedaron guardados.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Rosa María', { exact: true })).toBeVisible();

  // Logged in, the public entry points lead into the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Buen(os días|as tardes|as noches), Rosa María$/,
  );
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  await page
    .getByRole('navigation', { name: 'Menú lateral' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard/perfil');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server message and keeps the user on /login', async ({ page }) => {
  const member = await createMember({});
  await loginThroughForm(page, member.username, 'equivocada');
  await expect(page.getByRole('alert')).toHaveText('Contraseña incorrecta');
  await loginThroughForm(page, 'no-existe-nadie', 'x');
  await expect(page.getByRole('alert')).toHaveText('Usuario no encontrado');
  await expect(page).toHaveURL(/\/login$/);
});

test('logging in on a second device ends the first session', async ({ browser }) => {
  const member = await createMember({ membershipLevel: 'BASIC' });
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.clock.install();
  await loginThroughForm(firstPage, member.username, member.password);
  await expect(firstPage).toHaveURL(/\/dashboard\/examen$/);

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await loginThroughForm(secondPage, member.username, member.password);
  await expect(secondPage).toHaveURL(/\/dashboard\/examen$/);

  // The first device checks its session every 90 s.
  await firstPage.clock.fastForward(90_000);
  await expect(
    firstPage.getByText('Se inició una sesión en otro dispositivo. Se cerrará esta sesión.'),
  ).toBeVisible();
  await expect(firstPage).toHaveURL(/\/dashboard/);
  await firstPage.clock.fastForward(6_000);
  await expect(firstPage).toHaveURL(/\/login$/);

  await secondPage.goto('/dashboard/perfil');
  await expect(secondPage.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await first.close();
  await second.close();
});

test('a member in an exam learns of a takeover from the next save, without waiting for the ping', async ({
  browser,
}) => {
  const member = await createMember({ membershipLevel: 'STANDARD' });
  const laptop = await browser.newContext();
  const page = await laptop.newPage();
  await loginThroughForm(page, member.username, member.password);
  await startExam(page, 'rápido');
  await expect(page.getByLabel('Número de pregunta')).toHaveText('1 / 15');

  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await loginThroughForm(phonePage, member.username, member.password);
  // The takeover has happened once the phone reaches the dashboard.
  await expect(phonePage).toHaveURL(/\/dashboard\/examen$/);

  await page.getByRole('radio', { name: /^b\)/ }).click();
  await expect(
    page.getByText('Se inició una sesión en otro dispositivo. Se cerrará esta sesión.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await laptop.close();
  await phone.close();
});

test('Mi perfil shows a membership the administrator changed after the member logged in', async ({
  page,
}) => {
  const member = await createMember({ membershipLevel: 'BASIC' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  const menu = page.getByRole('navigation', { name: 'Menú lateral' });
  // The exam page names plans too (its ballots and practice panels): read the level on the profile.
  const profileLevel = async (level: string) => {
    await menu.getByRole('link', { name: 'Mi perfil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(page.getByText(level, { exact: true })).toBeVisible();
  };
  await profileLevel('Básico');

  await asAdmin('/users/membership', {
    method: 'PUT',
    body: { userId: member.id, membershipType: 'PREMIUM' },
  });
  await menu.getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeHidden();
  await profileLevel('Premium');
  await expect(page.getByText('Básico')).toHaveCount(0);
});

test('a server hiccup while reloading keeps the member signed in', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'STANDARD' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  let failures = 0;
  await page.route('**/api/users/me', async (route) => {
    if (failures++ === 0) return route.fulfill({ status: 503, body: 'Service Unavailable' });
    return route.continue();
  });
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await expect(page.getByRole('button', { name: 'Empezar examen rápido' })).toBeVisible();
  expect(failures).toBe(1);
});

test('a buyer creates the password from the e-mailed link, then changes it in Mi perfil', async ({
  page,
}) => {
  const email = `comprador.${Date.now()}.${process.pid}@correo.pe`;
  await buyThroughSandbox('BASIC', email);
  const link = passwordLinkIn(await waitForMail(email));
  expect(link).toMatch(/^\/crear-contrasena#/);
  await setPasswordThroughLink(page, link, 'primera-clave-2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu contraseña' })).toBeVisible();
  await loginThroughForm(page, email, 'primera-clave-2026');
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  await page
    .getByRole('navigation', { name: 'Menú lateral' })
    .getByRole('link', { name: 'Mi perfil' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeVisible();
  const current = page.getByLabel('Contraseña actual');
  const next = page.getByLabel('Nueva contraseña', { exact: true });
  const repeated = page.getByLabel('Repite la nueva contraseña');
  const save = page.getByRole('button', { name: 'Cambiar contraseña' });
  await next.fill('corta');
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
  await next.fill('segunda-clave-2026');
  await repeated.fill('segunda-clave-2027');
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await expect(save).toBeDisabled();
  await repeated.fill('segunda-clave-2026');
  await current.fill('no-es-la-mia');
  await save.click();
  await expect(page.getByText('Tu contraseña actual no es correcta.')).toBeVisible();
  await current.fill('primera-clave-2026');
  await next.fill('password123');
  await repeated.fill('password123');
  await save.click();
  await expect(page.getByText('Esa contraseña es demasiado común: elige otra.')).toBeVisible();
  await next.fill('segunda-clave-2026');
  await repeated.fill('segunda-clave-2026');
  await save.click();
  await expect(page.getByRole('status')).toHaveText(
    'Contraseña cambiada. Cerramos tus sesiones en otros dispositivos.',
  );
  // This session goes on.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Menú lateral' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await loginThroughForm(page, email, 'primera-clave-2026');
  await expect(page.getByRole('alert')).toHaveText('Contraseña incorrecta');
  await loginThroughForm(page, email, 'segunda-clave-2026');
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
});

test('a member who forgot the password gets a link by e-mail from /login and sets a new one', async ({
  page,
}) => {
  // Both login pages offer the way back in.
  await page.goto('/admin/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);

  const member = await createMember({ membershipLevel: 'BASIC' });
  const email = `olvido.${member.username}@correo.pe`;
  await asAdmin('/users/email', { method: 'PUT', body: { userId: member.id, email } });
  await page.goto('/login');
  await waitForPageCode(page);
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena$/);
  await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeVisible();
  await page.getByLabel('Usuario o correo').fill(member.username);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Si la cuenta existe y tiene un correo registrado, te enviamos un enlace',
  );

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Recupera tu contraseña de Simulador OECE');
  const link = passwordLinkIn(mail);
  expect(link).toMatch(/^\/nueva-contrasena#/);
  await setPasswordThroughLink(page, link, 'ahora-si-la-recuerdo');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea una nueva contraseña' })).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión' }).last().click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, member.username, 'ahora-si-la-recuerdo');
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link);
  await waitForPageCode(page);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('otra-clave-mas');
  await page.getByLabel('Repite la nueva contraseña').fill('otra-clave-mas');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Este enlace ya no sirve: venció o ya se usó.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeVisible();
});
