import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createMember } from '../support/api';
import { expect, test } from '../support/fixtures';
import { passwordLinkIn, waitForMail } from '../support/mail';
import { loginThroughForm, setPasswordThroughLink, waitForPageCode } from '../support/pages';

/** A weekday morning in Lima (payment hours) and a Sunday night (the advisor's hours). */
const MONDAY_10_AM = new Date('2026-11-23T10:00:00-05:00');
const SUNDAY_9_PM = new Date('2026-11-22T21:00:00-05:00');

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@correo.pe`;

/** The plans page, once its code runs. */
async function openPricing(page: Page) {
  await page.goto('/precios');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planes del simulador');
  await waitForPageCode(page);
}

interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
}

async function payFor(page: Page, plan: string, buyer: Buyer) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Plan ${plan}`);
  const pay = page.getByRole('button', { name: 'Pagar con tarjeta o Yape' });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Nombres').fill(buyer.firstName);
  await page.getByLabel('Apellidos').fill(buyer.lastName);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(buyer.email);
  await page.getByLabel('Repite tu correo electrónico').fill(buyer.email);
  await pay.click();
  await expect(page).toHaveURL(/\/pago\/prueba\?orderId=[\w-]{22}$/);
  await expect(page.getByText(`Plan ${plan} ·`)).toBeVisible();
}

test('on a phone, a visitor buys Premium with their name, creates the password from the e-mailed link, is greeted by name and practises', async ({
  page,
}) => {
  await page.clock.install({ time: MONDAY_10_AM });
  await page.setViewportSize({ width: 360, height: 740 });
  await openPricing(page);
  const premium = page.getByRole('region', { name: 'Premium' });
  await expect(premium).toContainText('S/79');
  await premium.getByRole('link', { name: 'Quiero el plan Premium' }).click();
  await expect(page).toHaveURL(/\/pago\/premium$/);

  const email = uniqueEmail('premium');
  await payFor(page, 'Premium', { firstName: 'lucía', lastName: 'Quispe Mamani', email });
  // The test checkout shows the payer as a provider's would.
  await expect(page.getByText(`lucía Quispe Mamani · ${email}`)).toBeVisible();
  const checkout = page.url();

  // The provider leaves it pending first: the result page waits, its bar rising.
  await page.getByRole('button', { name: 'Dejar pendiente' }).click();
  await expect(page).toHaveURL(/\/pago\/validar\?orderId=.+&payment_id=\d+&status=in_process$/);
  await expect(page.getByText('Verificando tu pago…')).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Progreso del pago' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);

  // Then the payment is approved.
  await page.goto(checkout);
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progreso del pago' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(
    page.getByText(
      `Te enviamos un correo a ${email}. Si es tu primera compra, trae un enlace para crear tu contraseña`,
    ),
  ).toBeVisible();

  // No password travels by e-mail: a link to create it, for 7 days and once.
  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Crea tu contraseña de Simulador OECE');
  expect(mail.text).toContain('Vale por 7 días y sirve una sola vez.');
  expect(mail.text).not.toMatch(/^Contraseña:/m);
  await setPasswordThroughLink(page, passwordLinkIn(mail), 'mi-plan-premium-2026');
  await expect(page.getByText(`Ingresa con tu usuario ${email} y tu nueva contraseña.`)).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, email, 'mi-plan-premium-2026');
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  // The account has the buyer's name: the dashboard greets them by it, not by their e-mail.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buenos días, Lucía');
  await page.goto('/dashboard/examen');

  const panel = page.getByRole('region', { name: 'Modo práctica' });
  await panel.getByRole('checkbox', { name: 'Fase de selección' }).check();
  await panel.getByRole('button', { name: '5', exact: true }).click();
  await panel.getByRole('button', { name: 'Comenzar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/practica$/);
  await expect(page.getByRole('heading', { name: 'Pregunta 1 de 5' })).toBeVisible();
});

test('a rejected payment says why and offers to try again', async ({ page }) => {
  await page.goto('/pago/basico');
  await payFor(page, 'Básico', { firstName: 'Jorge', lastName: 'Salas', email: uniqueEmail('rechazo') });
  await page.getByRole('button', { name: 'Rechazar pago' }).click();
  await expect(page.getByText('Error en el pago: Tu banco rechazó el pago')).toBeVisible();
  await page.getByRole('link', { name: 'Intentar nuevamente' }).click();
  await expect(page).toHaveURL(/\/precios$/);
});

test('off hours too, from the login page, each plan has one way on, to its checkout, and the advisor is a chat away', async ({
  page,
  context,
}) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'chat' }));
  await page.clock.install({ time: SUNDAY_9_PM });
  await page.setViewportSize({ width: 360, height: 740 });
  // A visitor without an account finds the plans on the login page.
  await page.goto('/login');
  await waitForPageCode(page);
  await page.getByRole('link', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/precios$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planes del simulador');

  // The chat greets by the hour of the server that wrote the page (the browser's clock is not it).
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Escribir por WhatsApp' }).click();
  const chat = new URL((await popup).url());
  expect(chat.origin).toBe('https://wa.me');
  expect(chat.searchParams.get('text')).toMatch(
    /^Buen(os días|as tardes|as noches), quiero información sobre los planes\.$/,
  );
  await expect(page).toHaveURL(/\/precios$/);

  // Paying online never closes: the plan's one link goes to its checkout.
  const standard = page.getByRole('region', { name: 'Estándar' });
  await expect(standard.getByRole('link')).toHaveCount(1);
  await standard.getByRole('link', { name: 'Quiero el plan Estándar' }).click();
  await expect(page).toHaveURL(/\/pago\/estandar$/);
});

test("a visitor copies the advisor's number, and reads the answers to the buyers' questions", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPricing(page);
  const stated = await page.getByText(/^Escríbenos por WhatsApp al \+\d+\.$/).textContent();
  await page.getByRole('button', { name: 'Copiar número' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Número copiado!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^\+\d+$/);
  expect(stated).toBe(`Escríbenos por WhatsApp al ${copied}.`);

  const answer = page.getByText('No. Es un pago único: no se renueva solo ni se te vuelve a cobrar.');
  await expect(answer).toBeHidden();
  await page.getByText('¿Es una suscripción?').click();
  await expect(answer).toBeVisible();
});

test("in the member's app, the plans page works as a visitor's: the FAQ opens, the number copies, a plan leads to its checkout", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await createMember({ membershipLevel: 'BASIC', days: 30 });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await page.goto('/dashboard/precios');
  await page.getByText('¿Es una suscripción?').click();
  await expect(
    page.getByText('No. Es un pago único: no se renueva solo ni se te vuelve a cobrar.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Copiar número' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Número copiado!' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Premium' })
    .getByRole('link', { name: 'Quiero el plan Premium' })
    .click();
  await expect(page).toHaveURL(/\/pago\/premium$/);
  // The member's own names and e-mail are filled in.
  await expect(page.getByLabel('Nombres')).toHaveValue(member.firstName);
});

test('without JavaScript, the plans lead to their checkout and the answers open', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/precios');
  await page.getByText('¿Cuánto demora la confirmación del pago?').click();
  await expect(
    page.getByText('Normalmente entre 5 y 10 minutos; de forma excepcional, hasta una hora.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await page
    .getByRole('region', { name: 'Básico' })
    .getByRole('link', { name: 'Quiero el plan Básico' })
    .click();
  await expect(page).toHaveURL(/\/pago\/basico$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Básico');
  await context.close();
});

test('the payment page checks the names and the e-mail, typed twice, before creating an order', async ({
  page,
}) => {
  await page.goto('/pago/oro');
  await expect(page).toHaveURL(/\/pago\/basico$/);
  const pay = page.getByRole('button', { name: 'Pagar con tarjeta o Yape' });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('El apellido es obligatorio')).toBeVisible();
  await expect(page.getByText('El correo electrónico es requerido')).toBeVisible();
  await expect(page.getByText('Vuelve a escribir tu correo electrónico.')).toBeVisible();
  await expect(page.getByLabel('Nombres')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Nombres').fill('Ana');
  await page.getByLabel('Apellidos').fill('Pérez');
  const field = page.getByLabel('Correo electrónico', { exact: true });
  await field.fill('ana@');
  await expect(page.getByText('El correo electrónico es requerido')).toBeHidden();
  await pay.click();
  await expect(page.getByText('Por favor, ingresa un correo electrónico válido')).toBeVisible();
  await field.fill('ana@correo.pe');
  await expect(page.getByText('Por favor, ingresa un correo electrónico válido')).toBeHidden();
  // A typo in the second address shows as the buyer leaves it.
  const again = page.getByLabel('Repite tu correo electrónico');
  await again.fill('ana@coreo.pe');
  await again.press('Tab');
  await expect(page.getByText('Los correos no coinciden.')).toBeVisible();
  await pay.click();
  await expect(again).toBeFocused();
  await expect(page).toHaveURL(/\/pago\/basico$/);
});
