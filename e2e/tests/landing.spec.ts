import type { QuestionLevelsResponse, TasteResponse } from '@oece/contracts';
import { asAdmin } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { startExam, waitForPageCode } from '../support/pages';

const LETTERS = ['a', 'b', 'c', 'd'];

test('on a phone, a visitor tries three questions on the landing page, with feedback at once, and goes on to the free exam', async ({
  page,
  request,
}) => {
  // The questions the landing page offers today, as the server chose them.
  const { questions } = (await (await request.get('/api/questions/taste')).json()) as TasteResponse;
  expect(questions).toHaveLength(3);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await waitForPageCode(page);
  const taste = page.getByRole('region', { name: 'Pon a prueba lo que sabes' });

  for (const [index, question] of questions.entries()) {
    await expect(taste.getByText(`Pregunta ${index + 1} de 3 ·`)).toBeVisible();
    const options = taste.getByRole('group', { name: question.question });
    // The first answer misses on purpose, the others hit.
    const chosen = index === 0 ? (question.correctAlternative + 1) % 4 : question.correctAlternative;
    await options
      .getByRole('button', { name: `${LETTERS[chosen]}) ${question.alternatives[chosen]}` })
      .click();
    await expect(taste.getByRole('alert')).toHaveText(
      index === 0
        ? `Incorrecto. La respuesta correcta es la alternativa ${LETTERS[question.correctAlternative]})`
        : '¡Correcto!',
    );
    if (question.explanation)
      await expect(taste.getByText(question.explanation, { exact: true })).toBeVisible();
    await expect(taste.getByRole('link', { name: 'Ver esta pregunta con su base legal' })).toHaveAttribute(
      'href',
      `/pregunta/${question.slug}`,
    );
    if (index === 0) await expectNoSeriousA11yViolations(page);
    if (index < 2) await taste.getByRole('button', { name: 'Siguiente pregunta' }).click();
  }

  await expect(taste.getByText('Acertaste 2 de 3.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
  await taste.getByRole('link', { name: 'Dar el examen rápido gratis' }).click();
  await expect(page).toHaveURL(/\/examen$/);
  await startExam(page, 'rápido');
  await expect(page).toHaveURL(/\/examen\/[A-Za-z0-9_-]{22}$/);
});

test("the landing page and the plans state one bank size, the bank's own count", async ({ page }) => {
  const { competencies } = await asAdmin<QuestionLevelsResponse>('/questions/levels');
  const active = competencies.reduce((sum, competency) => sum + competency.total, 0);
  await page.goto('/');
  await expect(page.getByText(`Practica con ${active} preguntas basadas en la nueva Ley`)).toBeVisible();
  await page.goto('/precios');
  await expect(page.getByText(`Exámenes ilimitados con las ${active} preguntas del banco`)).toBeVisible();
});
