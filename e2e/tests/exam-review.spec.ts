import { apiLogin, createMember } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { loginThroughForm } from '../support/pages';

interface FinishedExam {
  questions: { id: number; correctAlternative: number; explanation: string }[];
}

test('a visitor filters the review of a rapid exam and reads a whole explanation on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The exam is taken through the API (the exam screen has its own journeys): four answers,
  // question 2 marked after answering and question 6 marked blank, then the finish.
  const started = await page.request.post('/api/exams', { data: { type: 'PUBLIC_RAPID' } });
  const exam = `/api/exams/${((await started.json()) as { examCode: string }).examCode}`;
  const read = async () => ((await (await page.request.get(exam)).json()) as { exam: FinishedExam }).exam;
  const ids = (await read()).questions.map((question) => question.id);
  const answers = [
    ...[0, 1, 2, 3].map((option) => ({
      questionId: ids[option]!,
      responseIndex: option,
      flagged: option === 1,
    })),
    { questionId: ids[5]!, responseIndex: null, flagged: true },
  ];
  expect((await page.request.patch(exam, { data: { action: 'FINISH', answers } })).ok()).toBe(true);
  const { questions } = await read();
  const wrong = [0, 1, 2, 3].filter((option) => questions[option]!.correctAlternative !== option).length;

  await page.goto(exam.replace('/api/exams/', '/examen/'));
  await expect(page.getByRole('heading', { name: 'Resultados del examen' })).toBeVisible();
  // The share of correct answers, against the simulator's own line (the rapid exam has no official one).
  await expect(
    page.getByText(`${Math.round(((4 - wrong) / 15) * 100)}% de respuestas correctas`),
  ).toBeVisible();
  await expect(page.getByText('Línea de aprobación: 6 de 15 correctas (40%) · no alcanzada')).toBeVisible();
  await expect(page.getByText(/^Es la referencia del simulador \(el 40% de las preguntas\)/)).toBeVisible();
  const filters = page.getByRole('group', { name: 'Filtrar la revisión' });
  await expect(filters.getByRole('button')).toHaveText([
    'Todas (15)',
    `Incorrectas (${wrong})`,
    'Sin responder (11)',
    'Marcadas (2)',
  ]);
  const items = page.getByRole('listitem').filter({ hasText: /^Pregunta \d+/ });
  const numbers = items.getByRole('heading', { level: 3 });

  await filters.getByRole('button', { name: 'Sin responder (11)' }).click();
  await expect(filters.getByRole('button', { name: 'Sin responder (11)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(numbers).toHaveText(Array.from({ length: 11 }, (_, index) => `Pregunta ${index + 5}`));
  await expect(items.filter({ hasText: 'No respondiste esta pregunta' })).toHaveCount(11);

  await filters.getByRole('button', { name: 'Marcadas (2)' }).click();
  await expect(numbers).toHaveText(['Pregunta 2', 'Pregunta 6']);
  await expect(items.filter({ hasText: 'Marcada' })).toHaveCount(2);

  // The blank marked question shows its whole explanation and legal basis: nothing to open.
  const blank = items.nth(1);
  await expect(blank.getByText('Respuesta correcta', { exact: true })).toBeVisible();
  await expect(blank).toContainText(questions[5]!.explanation);
  await expect(blank).toContainText('Base legal:');
  await expect(page.getByRole('button', { name: /^Ver / })).toHaveCount(0);

  // The keyboard's focus ring shows on the review, and nothing scrolls sideways at 360 px.
  const marked = filters.getByRole('button', { name: 'Marcadas (2)' });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(marked).toBeFocused();
  await expect(marked).toHaveCSS('outline-style', 'solid');
  await expect(marked).toHaveCSS('box-shadow', /rgb\(26, 26, 26\)/);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  // Every mark, explanation and legal basis of the review passes axe (the complete exam's review
  // below is the same list, 72 long).
  await filters.getByRole('button', { name: 'Todas (15)' }).click();
  await expect(items).toHaveCount(15);
  await expectNoSeriousA11yViolations(page);
});

test("a member's failed complete exam teaches every question at once on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const member = await createMember({ membershipLevel: 'STANDARD' });
  // Taken through the API: 29 answers (a) and 43 blank, so below the básico line of 30 whatever the keys.
  const token = await apiLogin(member.username, member.password);
  const headers = { authorization: token };
  const started = await page.request.post('/api/exams', { data: { type: 'COMPLETE' }, headers });
  const exam = `/api/exams/${((await started.json()) as { examCode: string }).examCode}`;
  const read = async () =>
    ((await (await page.request.get(exam, { headers })).json()) as { exam: FinishedExam }).exam;
  const answers = (await read()).questions
    .slice(0, 29)
    .map((question) => ({ questionId: question.id, responseIndex: 0 }));
  expect((await page.request.patch(exam, { data: { action: 'FINISH', answers }, headers })).ok()).toBe(true);
  const { questions } = await read();
  expect(questions).toHaveLength(72);

  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await page.goto(exam.replace('/api/exams/', '/dashboard/examen/'));
  await expect(page.getByRole('heading', { name: 'Resultados del examen' })).toBeVisible();
  await expect(page.getByText('Línea de aprobación: 30 de 72 correctas (42%) · no alcanzada')).toBeVisible();
  await expect(
    page.getByText('Es el puntaje mínimo publicado del nivel básico de la certificación.'),
  ).toBeVisible();

  // Not one tap from the results: every question, right, wrong or blank, shows its whole
  // explanation and its legal basis (read as rendered: innerText leaves out what is hidden).
  const items = page.getByRole('listitem').filter({ hasText: /^Pregunta \d+/ });
  await expect(items).toHaveCount(72);
  await expect(items.getByRole('heading', { level: 4, name: 'Explicación' })).toHaveCount(72);
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const shown = (await items.allInnerTexts()).map(flat);
  for (const [index, question] of questions.entries()) {
    expect(shown[index], `pregunta ${index + 1}`).toContain(flat(question.explanation));
    expect(shown[index], `pregunta ${index + 1}`).toContain('Base legal:');
  }
  await expect(page.getByRole('button', { name: /^Ver / })).toHaveCount(0);
});
