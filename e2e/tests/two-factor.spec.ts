import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { waitForPageCode } from '../support/pages';
import { startServer, type RunningServer } from '../support/server';

/**
 * Each journey runs a server of its own, with its own administrator: the shared e2e administrator
 * stays as the other journeys need it.
 */
const ADMIN = { username: 'seguridad', password: 'Clave-larga-del-operador-2026' } as const;

let server: RunningServer;

function ownServer(env: Record<string, string> = {}) {
  let dataDir: string;
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-e2e-2fa-'));
    server = await startServer({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** What the administrator's authenticator app shows; `ahead` steps of 30 s later. */
const appCode = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

async function passwordStep(page: Page) {
  await page.goto(`${server.baseUrl}/admin/login`);
  await page.getByLabel('Usuario').fill(ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

async function openSecurity(page: Page) {
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Seguridad' })
    .click();
  await expect(page.getByRole('heading', { name: 'Seguridad' })).toBeVisible();
}

/** The key shown for typing into the app, as the app takes it (without the spaces). */
async function secretShown(page: Page): Promise<string> {
  return ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test.describe('where the operator requires it (ADMIN_2FA_REQUIRED)', () => {
  ownServer({ ADMIN_2FA_REQUIRED: 'true' });

  test('an administrator sets up the authenticator app at the first login, then logs in with its codes', async ({
    page,
  }) => {
    // A refresh token an older version left behind is removed at load.
    await page.goto(`${server.baseUrl}/admin/login`);
    await page.evaluate(() => localStorage.setItem('oece.refreshToken', 'de-una-version-anterior'));
    await page.reload();
    await waitForPageCode(page);
    expect(await page.evaluate(() => localStorage.getItem('oece.refreshToken'))).toBeNull();

    await passwordStep(page);
    await expect(page.getByRole('heading', { name: 'Activa la verificación en dos pasos' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Código QR para agregar esta cuenta a tu aplicación de autenticación' }),
    ).toBeVisible();
    const secret = await secretShown(page);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page);

    const code = page.getByLabel('Código de verificación');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill('000000');
    await code.press('Enter');
    await expect(page.getByRole('alert')).toContainText('El código no es correcto');
    await code.fill(await appCode(secret));
    await page.getByRole('button', { name: 'Activar e ingresar' }).click();

    await expect(page.getByRole('heading', { name: 'Tus códigos de recuperación' })).toBeVisible();
    const listed = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
    await expect(listed).toHaveCount(10);
    const recoveryCodes = await listed.allTextContents();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('codigos-de-recuperacion.txt');
    const saved = readFileSync((await file.path())!, 'utf8');
    for (const recoveryCode of recoveryCodes) expect(saved).toContain(recoveryCode);
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios$/);
    // The browser keeps the session's token: no refresh token.
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored).toContain('oece.token');
    expect(stored.filter((key) => /refresh/i.test(key))).toEqual([]);

    // The next login asks for a code: the next one of the app (the one just used is spent).
    await logout(page);
    await passwordStep(page);
    await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Código de verificación').fill(await appCode(secret, 1));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios$/);

    // Without the phone: a recovery code, once.
    await logout(page);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel('Código de recuperación').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios$/);

    await openSecurity(page);
    await expect(page.getByText('Activada. Te quedan 9 códigos de recuperación.')).toBeVisible();
    await expect(page.getByText('En este sitio es obligatoria para los administradores.')).toBeVisible();

    // The members' login is no way around the code.
    await logout(page);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Usuario').fill(ADMIN.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Esta cuenta usa verificación en dos pasos: ingresa desde /admin/login.',
    );
  });
});

test.describe('where it is optional', () => {
  ownServer();

  test('an administrator turns it on in Seguridad, logs in with a code and turns it off with a recovery code', async ({
    page,
  }) => {
    await passwordStep(page);
    await expect(page).toHaveURL(/\/admin\/usuarios$/);
    await openSecurity(page);
    await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
    await expect(
      page.getByRole('img', { name: 'Código QR para agregar esta cuenta a tu aplicación de autenticación' }),
    ).toBeVisible();
    const secret = await secretShown(page);
    await page.getByLabel('Código de verificación').fill(await appCode(secret));
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    const listed = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
    await expect(listed).toHaveCount(10);
    const recoveryCodes = await listed.allTextContents();
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    await expect(page.getByText('Activada. Te quedan 10 códigos de recuperación.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await logout(page);
    await passwordStep(page);
    await page.getByLabel('Código de verificación').fill(await appCode(secret, 1));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios$/);

    // Turning it off takes a code: a wrong one is refused, a recovery code will do.
    await openSecurity(page);
    await page.getByLabel('Código de verificación').fill('000000');
    await page.getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'El código no es correcto' })).toBeVisible();
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel('Código de recuperación').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Desactivar' }).click();
    await expect(page.getByText('Verificación en dos pasos desactivada')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activar verificación en dos pasos' })).toBeVisible();

    await logout(page);
    await passwordStep(page);
    await expect(page).toHaveURL(/\/admin\/usuarios$/);
  });
});
