import type { Page } from '@playwright/test';
import { asAdmin, createMember } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { finishRapidExamBlank, loginThroughForm, startExam } from '../support/pages';

const COMPETENCY_LABELS = ['Actuaciones preparatorias', 'Fase de selección', 'Fase de ejecución contractual'];
const LETTERS = ['a', 'b', 'c', 'd'];

const option = (page: Page, letter: string) => page.getByRole('radio', { name: new RegExp(`^${letter}\\)`) });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' });

async function startRapidExam(page: Page): Promise<string> {
  await sideMenu(page).getByRole('link', { name: 'Dar examen' }).click();
  await startExam(page, 'rápido');
  await expect(page).toHaveURL(/\/dashboard\/examen\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByLabel('Número de pregunta')).toHaveText('1 / 15');
  return page.url().split('/').pop()!;
}

/** The key of the exam's first question, read from the bank as the administrator. */
async function firstQuestionKey(page: Page, code: string): Promise<string> {
  // The member's own session: a second login would end the browser's (sessions are single-device).
  const questionId = await page.evaluate(async (examCode) => {
    const response = await fetch(`/api/exams/${examCode}`, {
      headers: { authorization: localStorage.getItem('oece.token') ?? '' },
    });
    const { exam } = (await response.json()) as { exam: { questions: { id: number }[] } };
    return exam.questions[0]!.id;
  }, code);
  const { question } = await asAdmin<{ question: { correctAlternative: number } }>(
    `/questions/${questionId}`,
  );
  return LETTERS[question.correctAlternative]!;
}

test('a member follows two finished exams in Mi progreso and opens the older one', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'STANDARD' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  // The older exam: the first question answered right, so it scores 1/15; the newer one 0/15.
  const older = await startRapidExam(page);
  await option(page, await firstQuestionKey(page, older)).click();
  await expect(page.getByText('aún no se guardó', { exact: false })).toHaveCount(0);
  await finishRapidExamBlank(page);
  await expect(page.getByTestId('score')).toHaveText('1/15');
  await startRapidExam(page);
  await finishRapidExamBlank(page);
  await expect(page.getByTestId('score')).toHaveText('0/15');

  await sideMenu(page).getByRole('link', { name: 'Mi progreso' }).click();
  await expect(page).toHaveURL(/\/dashboard\/historial$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi progreso' })).toBeVisible();
  await expect(page.getByText('Has terminado 2 exámenes.')).toBeVisible();

  // The list, newest first, with the score per competency.
  const list = page.getByRole('region', { name: /Tus exámenes terminados/ });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText('Tus exámenes terminados (2)');
  const items = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Examen rápido');
  await expect(items.nth(0)).toContainText('Puntaje: 0/15 (0%)');
  await expect(items.nth(1)).toContainText('Puntaje: 1/15 (7%)');
  for (const item of [items.nth(0), items.nth(1)]) {
    await expect(item).toContainText(/Tiempo usado: \d\d:\d\d/);
    for (const label of COMPETENCY_LABELS) await expect(item).toContainText(new RegExp(`${label}: [01]/5`));
  }

  // The trend: a chart with a name, and its data as a table for screen readers.
  const trend = page.getByRole('region', { name: 'Tu evolución por competencia' });
  const figure = trend.getByRole('figure', { name: /Porcentaje de respuestas correctas por competencia/ });
  await expect(figure).toBeVisible();
  await expect(figure.locator('svg').first()).toBeVisible();
  await expect(figure.getByRole('table').getByRole('row')).toHaveCount(3);

  // The weakest topics; practice is for PREMIUM, so a STANDARD member is told where it is.
  const topics = page.getByRole('region', { name: 'Temas para reforzar' });
  await expect(topics).toContainText('tus últimos 2 exámenes');
  await expect(topics.getByRole('listitem').first()).toContainText(/\d+ de \d+ correctas \(\d+%\)/);
  await expect(topics.getByRole('link', { name: /^Practicar/ })).toHaveCount(0);
  await expect(topics.getByRole('link', { name: 'Ver los planes' })).toBeVisible();

  await expectNoSeriousA11yViolations(page);

  // Phone width: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(figure.locator('svg').first()).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  await items
    .nth(1)
    .getByRole('link', { name: /^Ver revisión/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/examen/${older}$`));
  await expect(page.getByRole('heading', { name: 'Resultados del examen' })).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText('1/15');

  // The result per competency (the level estimate is for the complete exam only).
  await expect(page.getByRole('progressbar', { name: /: [01] de 5 correctas$/ })).toHaveCount(3);
  await expect(page.getByText(/^Nivel estimado/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A round of the 14 missed questions, and back to the results.
  await page.getByRole('button', { name: 'Practicar las que fallé (14)' }).click();
  await expect(page.getByRole('heading', { name: 'Pregunta 1 de 14' })).toBeFocused();
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Calificar' }).click();
  await expect(page.getByRole('button', { name: 'Siguiente pregunta' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Volver a los resultados' }).click();
  await expect(page.getByTestId('score')).toHaveText('1/15');
});

test('a member without finished exams is invited to take one', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'BASIC' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await sideMenu(page).getByRole('link', { name: 'Mi progreso' }).click();
  await expect(page.getByRole('heading', { name: 'Aún no terminas ningún examen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu evolución por competencia' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Dar un examen' }).click();
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
});

test('a PREMIUM member finds the review of the day at home and practises a weak topic', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'PREMIUM' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await sideMenu(page).getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByRole('heading', { name: 'Repaso de errores' })).toBeVisible();
  await expect(page.getByTestId('due-count')).toHaveText('0 para hoy');
  await expect(page.getByText('¡Estás al día! No tienes preguntas para repasar hoy.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Repaso de hoy' })).toHaveAttribute(
    'href',
    '/dashboard/repaso',
  );

  await startRapidExam(page);
  await finishRapidExamBlank(page);
  await sideMenu(page).getByRole('link', { name: 'Inicio' }).click();
  await page.getByRole('link', { name: 'Ver mi progreso' }).click();
  await expect(page).toHaveURL(/\/dashboard\/historial$/);
  await expect(
    page.getByText('Tu evolución aparecerá aquí cuando termines tu segundo examen.'),
  ).toBeVisible();
  const topics = page.getByRole('region', { name: 'Temas para reforzar' });
  await expect(topics).toContainText('tu último examen');
  await expect(topics.getByRole('link', { name: 'Ver los planes' })).toHaveCount(0);
  // Practice draws by competency: the topic's competency, ten questions.
  await topics
    .getByRole('link', { name: /^Practicar/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/practica$/);
  await expect(page.getByRole('heading', { name: 'Pregunta 1 de 10' })).toBeVisible();
});
