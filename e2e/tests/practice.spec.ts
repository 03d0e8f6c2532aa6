import { createMember } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginThroughForm } from '../support/pages';

const VERDICT = /¡Correcto!|Incorrecto\. La respuesta correcta es la alternativa [a-d]\)/;

test('a PREMIUM member practises two competencies and sees the summary', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'PREMIUM' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  const panel = page.getByRole('region', { name: 'Modo práctica' });
  const start = panel.getByRole('button', { name: 'Comenzar' });
  await expect(start).toBeDisabled();
  await panel.getByRole('checkbox', { name: 'Actuaciones preparatorias' }).check();
  await panel.getByRole('checkbox', { name: 'Fase de selección' }).check();
  const five = panel.getByRole('button', { name: '5', exact: true });
  await five.click();
  await expect(five).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByText('Total: 10 preguntas')).toBeVisible();
  await start.click();
  await expect(page).toHaveURL(/\/dashboard\/practica$/);
  await expect(page.getByRole('heading', { name: 'Pregunta 1 de 10' })).toBeVisible();

  // The choice travels in the history entry, so a reload keeps the practice going.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pregunta 1 de 10' })).toBeVisible();

  let correct = 0;
  for (let number = 1; number <= 10; number += 1) {
    await expect(page.getByRole('heading', { name: `Pregunta ${number} de 10` })).toBeVisible();
    const grade = page.getByRole('button', { name: 'Calificar' });
    await expect(grade).toBeDisabled();
    const first = page.getByRole('radio').first();
    await first.check();
    await grade.click();

    const verdict = page.getByRole('alert').filter({ hasText: VERDICT });
    await expect(verdict).toBeVisible();
    if ((await verdict.textContent())?.includes('¡Correcto!')) correct += 1;
    await expect(first).toBeDisabled();
    await expect(page.getByRole('img', { name: 'Respuesta correcta' })).toHaveCount(1);
    await expect(page.getByText('Base legal:')).toBeVisible();
    await page
      .getByRole('button', { name: number < 10 ? 'Siguiente pregunta' : 'Finalizar práctica' })
      .click();
  }

  await expect(page.getByRole('heading', { name: 'Práctica completada' })).toBeVisible();
  await expect(page.getByText(`Respondiste correctamente ${correct} de 10 preguntas.`)).toBeVisible();
  // A practice has no official line: the simulator's own, and said so.
  await expect(page.getByText(`${correct * 10}% de respuestas correctas`)).toBeVisible();
  await expect(
    page.getByText(
      `Línea de aprobación: 4 de 10 correctas (40%) · ${correct >= 4 ? 'alcanzada' : 'no alcanzada'}`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Es la referencia del simulador/)).toBeVisible();
  await page.getByRole('link', { name: 'Volver a exámenes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
});

test('the practice page without a choice points to the practice panel', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'PREMIUM' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  await page.goto('/dashboard/practica');
  await expect(page.getByText('Elige las competencias en el panel de práctica.')).toBeVisible();
  await page.getByRole('link', { name: 'Ir al panel de práctica' }).click();
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
});
