import { createMember } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { confirmFinish, loginThroughForm } from '../support/pages';

test('a complete exam left blank: the level it reaches, the score per competency and a round of the missed ones', async ({
  page,
}) => {
  const member = await createMember({ membershipLevel: 'STANDARD' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await page.getByRole('button', { name: 'Empezar examen completo' }).click();
  const counter = page.getByLabel('Número de pregunta');
  await expect(counter).toHaveText('1 / 72');
  for (let i = 1; i < 72; i++) await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('72 / 72');
  await confirmFinish(page);
  await expect(page.getByRole('heading', { name: 'Resultados del Examen' })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText('0/72');

  // An estimate, said to be one, with the way to the next level.
  await expect(page.getByText('Nivel estimado: no alcanza el nivel básico')).toBeVisible();
  await expect(page.getByText('Te faltan 30 respuestas correctas para el nivel básico.')).toBeVisible();
  await expect(
    page.getByText(/puntajes mínimos publicados .*30, 43 y 58 correctas de 72.*no es un resultado oficial/),
  ).toBeVisible();
  for (const [label, total] of [
    ['Actuaciones preparatorias', 25],
    ['Fase de selección', 22],
    ['Fase de ejecución contractual', 25],
  ] as const) {
    await expect(page.getByRole('progressbar', { name: `${label}: 0 de ${total} correctas` })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Practicar las que fallé (72)' }).click();
  await expect(page.getByRole('heading', { name: 'Pregunta 1 de 72' })).toBeFocused();
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Calificar' }).click();
  await expect(page.getByRole('button', { name: 'Siguiente pregunta' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Volver a los resultados' }).click();
  await expect(page.getByTestId('score')).toHaveText('0/72');
});
