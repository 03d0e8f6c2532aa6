import { asAdmin, createMember } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginThroughForm, startExam } from '../support/pages';

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

  // Logged in, the public entry points lead into the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
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
