import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

interface FinishedExam {
  questions: { id: number; correctAlternative: number; explanation: string }[];
}

test('a visitor filters the review of a rapid exam and opens a whole explanation on a phone', async ({
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

  // One tap opens the whole explanation of the blank marked question, with its legal basis.
  const blank = items.nth(1);
  const more = blank.getByRole('button', { name: 'Ver explicación completa' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const less = blank.getByRole('button', { name: 'Ver menos' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(blank).toContainText(questions[5]!.explanation);
  await expect(blank).toContainText('Base legal:');

  // The keyboard's focus ring shows on the review, and nothing scrolls sideways at 360 px.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(less).toBeFocused();
  await expect(less).toHaveCSS('outline-style', 'solid');
  await expect(less).toHaveCSS('box-shadow', /rgb\(26, 26, 26\)/);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
