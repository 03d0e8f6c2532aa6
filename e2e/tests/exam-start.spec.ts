import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createMember } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginThroughForm, startExam } from '../support/pages';

const counter = (page: Page) => page.getByLabel('Número de pregunta');
const UPSELL = /planes desde S\/\d+/;

test('a visitor reads the instructions, starts a rapid exam, leaves it and finds the way back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/examen');
  // A visitor has neither practice nor the complete exam: their offers stay.
  await expect(page.getByText(UPSELL)).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Examen completo' })).toContainText(
    'Requiere membresía o código de acceso.',
  );

  await page.getByRole('button', { name: 'Empezar examen rápido' }).click();
  const instructions = page.getByRole('dialog', { name: 'Antes de empezar' });
  await expect(instructions).toContainText('Examen rápido: 15 preguntas en 10 minutos.');
  await expect(instructions).toContainText(
    "Si pulsas 'Siguiente' sin responder, la pregunta queda sin responder",
  );
  await expect(instructions).toContainText("Usa 'Marcar para revisar'");
  await expect(instructions).toContainText('A–D o 1–4');
  // The rapid exam's line is the simulator's own; the certification's levels are the complete exam's.
  await expect(instructions).toContainText(
    'Línea de aprobación: 6 de 15 correctas (40%). Es la referencia del simulador',
  );
  await expect(instructions).not.toContainText('Nivel');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await instructions.getByRole('button', { name: 'Cancelar' }).click();
  await expect(instructions).toBeHidden();
  await expect(page).toHaveURL(/\/examen$/);

  await startExam(page, 'rápido');
  await expect(page).toHaveURL(/\/examen\/[A-Za-z0-9_-]{22}$/);
  await expect(counter(page)).toHaveText('1 / 15');
  await page.getByRole('radio', { name: /^b\)/ }).click();
  await expect(page.getByText('aún no se guardó', { exact: false })).toHaveCount(0);

  // Leaving like a closed tab: the browser's own prompt is accepted.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/examen');
  const running = page.getByRole('alert').filter({ hasText: 'Tienes un examen rápido en curso' });
  await expect(running).toContainText(/quedan \d+ minutos\./);
  await running.getByRole('link', { name: 'Continuar examen' }).click();
  await expect(page).toHaveURL(/\/examen\/[A-Za-z0-9_-]{22}$/);
  await expect(counter(page)).toHaveText('2 / 15');
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByRole('radio', { name: /^b\)/ })).toBeChecked();
});

test('a PREMIUM member on a phone finds practice first and no offers of what they have', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const member = await createMember({ membershipLevel: 'PREMIUM' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  const practice = page.getByRole('region', { name: 'Modo práctica' });
  await expect(practice.getByRole('button', { name: 'Comenzar' })).toBeVisible();
  const top = async (name: string | RegExp) => (await page.getByRole('region', { name }).boundingBox())!.y;
  const practiceTop = await top('Modo práctica');
  expect(practiceTop).toBeLessThan(await top('Sobre el examen completo'));
  expect(practiceTop).toBeLessThan(await top(/^Balotario/));

  await expect(page.getByText(UPSELL)).toHaveCount(0);
  await expect(page.getByText('Disponible para miembros del plan Premium')).toHaveCount(0);
  const complete = page.getByRole('article').filter({ hasText: 'Examen completo' });
  await expect(complete).not.toContainText('Requiere membresía');
  await expect(complete.getByTestId('LockIcon')).toHaveCount(0);
  await expect(page.getByText('Con tu membresía tienes intentos ilimitados mientras dure.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
