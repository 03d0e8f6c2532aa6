import type { Page } from '@playwright/test';
import { apiLogin, createMember, examHandedInBlank } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { finishRapidExamBlank, loginThroughForm, startExam } from '../support/pages';
import { limaDayFromNow, publishSchedule } from '../support/schedule';

interface GradedQuestion {
  id: number;
  question: string;
  correctAlternative: number;
}

/** The accessible name of a question's options: its text, with white space collapsed. */
const spoken = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The alternative to choose for a question: its key, or the option after it. */
const choice = (question: GradedQuestion, right: boolean) =>
  right ? question.correctAlternative : (question.correctAlternative + 1) % 4;

/** Answers the round's questions in order (right where `right(i)`), grading each and moving on. */
async function answerRound(
  page: Page,
  questions: GradedQuestion[],
  right: (index: number) => boolean,
  finish: string,
) {
  const total = questions.length;
  for (const [index, question] of questions.entries()) {
    await expect(
      page.getByRole('heading', { level: 1, name: `Pregunta ${index + 1} de ${total}` }),
    ).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveAccessibleName(spoken(question.question));
    await page
      .getByRole('radio')
      .nth(choice(question, right(index)))
      .check();
    await page.getByRole('button', { name: 'Calificar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: right(index) ? '¡Correcto!' : 'Incorrecto' }),
    ).toBeVisible();
    await page.getByRole('button', { name: index < total - 1 ? 'Siguiente pregunta' : finish }).click();
  }
}

async function openFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Menú lateral' }).getByRole('link', { name }).click();
}

const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('on a phone, a PREMIUM member reviews the mistakes of an exam until none is due today', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const member = await createMember({ membershipLevel: 'PREMIUM' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await startExam(page, 'rápido');
  await finishRapidExamBlank(page);

  // Fifteen blank answers: fifteen cards, all due today.
  await page.goto('/dashboard');
  await expect(page.getByTestId('due-count')).toHaveText('15 para hoy');

  await openFromMenu(page, 'Repaso de errores');
  await expect(page).toHaveURL(/\/dashboard\/repaso$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Repaso de errores' })).toBeVisible();
  const deck = page.getByRole('region', { name: 'Tu mazo' });
  await expect(deck).toContainText('Para hoy: 15');
  await expect(deck).toContainText('En tu mazo: 15');
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll(page);

  // The exam date: a past day is refused in the server's words, a day ahead is kept.
  const dateField = page.getByLabel('Fecha de tu examen');
  await dateField.fill(limaDayFromNow(-1));
  await page.getByRole('button', { name: 'Guardar fecha' }).click();
  await expect(page.getByText('La fecha del examen no puede ser anterior a hoy.')).toBeVisible();
  await dateField.fill(limaDayFromNow(30));
  await page.getByRole('button', { name: 'Guardar fecha' }).click();
  await expect(page.getByText('Fecha de examen guardada')).toBeVisible();
  await expect(page.getByText('Faltan 30 días para tu examen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver el cronograma oficial' })).toHaveAttribute(
    'href',
    '/cronograma-examenes-oece',
  );

  // The round's cards, in order, with their keys (graded on the page).
  const todayResponse = page.waitForResponse('**/api/users/me/review/today');
  await deck.getByRole('button', { name: 'Repaso de hoy' }).click();
  const { cards } = (await (await todayResponse).json()) as { cards: GradedQuestion[] };
  expect(cards).toHaveLength(15);
  await expect(page.getByRole('heading', { level: 1, name: 'Pregunta 1 de 15' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll(page);

  // Each answer is saved as it is given, every card once.
  const saved: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/users/me/review/answers')) {
      const { answers } = request.postDataJSON() as { answers: { questionId: number }[] };
      saved.push(...answers.map((answer) => answer.questionId));
    }
  });
  const right = (index: number) => index % 3 === 0;
  await answerRound(page, cards, right, 'Finalizar repaso');
  await expect(page.getByRole('heading', { level: 1, name: 'Repaso completado' })).toBeFocused();
  await expect(page.getByText('Respondiste correctamente 5 de 15 preguntas.')).toBeVisible();
  // Right or wrong, every card is planned for another day.
  await expect(
    page.getByRole('status').filter({ hasText: 'Preguntas pendientes: 0 para hoy' }),
  ).toContainText('¡Estás al día!');
  expect([...saved].sort()).toEqual(cards.map((card) => card.id).sort());
  await expect(page.getByRole('button', { name: 'Practicar las que fallé' })).toBeVisible();

  await page.getByRole('button', { name: 'Volver al repaso' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repaso de errores' })).toBeFocused();
  await expect(deck).toContainText('Para hoy: 0');
  await expect(deck).toContainText('En tu mazo: 15');
  await expect(
    deck.getByText(/^¡Estás al día! Tu próximo repaso es el \d{1,2} de \w+ de \d{4}\.$/),
  ).toBeVisible();
  await expect(deck.getByRole('button', { name: 'Repaso de hoy' })).toHaveCount(0);

  await openFromMenu(page, 'Inicio');
  await expect(page.getByTestId('due-count')).toHaveText('0 para hoy');
});

test('on a phone, a failed exam leaves at most the day’s cap of new cards for today, a cap the member sets', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const member = await createMember({ membershipLevel: 'PREMIUM' });
  // A partial exam handed in blank: 36 mistakes.
  await examHandedInBlank(await apiLogin(member.username, member.password), 'PARTIAL');
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await page.goto('/dashboard');
  await expect(page.getByTestId('due-count')).toHaveText('20 para hoy · 16 en cola');

  await openFromMenu(page, 'Repaso de errores');
  const deck = page.getByRole('region', { name: 'Tu mazo' });
  await expect(deck).toContainText('Para hoy: 20');
  await expect(deck).toContainText('En cola: 16');
  await expect(deck).toContainText('En tu mazo: 36');
  await expect(deck).toContainText('Cada día entran hasta 20 preguntas nuevas');

  const cap = page.getByRole('spinbutton', { name: 'Preguntas nuevas por día' });
  await expect(cap).toHaveValue('20');
  await cap.fill('200');
  await page.getByRole('button', { name: 'Guardar límite' }).click();
  await expect(page.getByText('Elige un número entero de 5 a 100 preguntas nuevas por día')).toBeVisible();
  await cap.fill('10');
  await page.getByRole('button', { name: 'Guardar límite' }).click();
  await expect(page.getByText('Límite diario guardado')).toBeVisible();
  await expect(deck).toContainText('Para hoy: 10');
  await expect(deck).toContainText('En cola: 26');
  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll(page);

  const todayResponse = page.waitForResponse('**/api/users/me/review/today');
  await deck.getByRole('button', { name: 'Repaso de hoy' }).click();
  const { cards } = (await (await todayResponse).json()) as { cards: GradedQuestion[] };
  expect(cards).toHaveLength(10);
  await expect(page.getByRole('heading', { level: 1, name: 'Pregunta 1 de 10' })).toBeFocused();
});

test('a BASIC member learns what the deck is and which plan has it, without a round', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'BASIC' });
  const deckCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/users/me/review')) deckCalls.push(request.url());
  });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await page.goto('/dashboard/repaso');

  await expect(page.getByRole('heading', { level: 1, name: 'Repaso de errores' })).toBeVisible();
  await expect(page.getByText(/repetición espaciada/)).toBeVisible();
  const locked = page.getByRole('region', { name: 'Disponible en el plan Premium' });
  await expect(locked).toContainText('Tu plan actual no incluye el repaso de errores.');
  await expect(locked.getByRole('link', { name: 'Ver planes' })).toHaveAttribute(
    'href',
    '/dashboard/precios',
  );
  await expect(page.getByRole('button', { name: 'Repaso de hoy' })).toHaveCount(0);
  await expect(page.getByLabel('Fecha de tu examen')).toHaveCount(0);
  expect(deckCalls).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('a practice summary starts a round of exactly the questions answered wrong', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'PREMIUM' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  const panel = page.getByRole('region', { name: 'Modo práctica' });
  await panel.getByRole('checkbox', { name: 'Fase de selección' }).check();
  await panel.getByRole('button', { name: '5', exact: true }).click();
  const practiceResponse = page.waitForResponse('**/api/exams/practice-mode');
  await panel.getByRole('button', { name: 'Comenzar' }).click();
  const { questions } = (await (await practiceResponse).json()) as { questions: GradedQuestion[] };
  expect(questions).toHaveLength(5);

  const reported: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/users/me/review/answers')) {
      const { answers } = request.postDataJSON() as { answers: { questionId: number }[] };
      reported.push(...answers.map((answer) => answer.questionId));
    }
  });

  // The second and the fourth answered wrong.
  const wrong = [questions[1]!, questions[3]!];
  await answerRound(page, questions, (index) => index !== 1 && index !== 3, 'Finalizar práctica');
  await expect(page.getByRole('heading', { level: 1, name: 'Práctica completada' })).toBeVisible();
  await expect(page.getByText('Respondiste correctamente 3 de 5 preguntas.')).toBeVisible();
  // Practice answers reach the review deck too.
  await expect.poll(() => reported.length).toBe(5);

  await page.getByRole('button', { name: 'Practicar las que fallé' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pregunta 1 de 2' })).toBeFocused();
  await answerRound(page, wrong, () => true, 'Finalizar práctica');
  await expect(page.getByText('Respondiste correctamente 2 de 2 preguntas.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Practicar las que fallé' })).toHaveCount(0);
  // Answering them again at once is practice, not a review of the deck.
  expect(reported).toHaveLength(5);
  await page.getByRole('link', { name: 'Volver a exámenes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
});

test('a member takes a sitting of the schedule as their exam date', async ({ page }) => {
  await publishSchedule();
  const member = await createMember({ membershipLevel: 'PREMIUM' });
  const sittingDay = limaDayFromNow(13);

  // A visitor is offered nothing.
  await page.goto('/cronograma-examenes-oece?departamento=CUSCO');
  await expect(page.getByRole('table', { name: 'Cronograma de Cusco' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Usar como mi fecha de examen/ })).toHaveCount(0);

  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await page.goto('/cronograma-examenes-oece?departamento=CUSCO');
  const table = page.getByRole('table', { name: 'Cronograma de Cusco' });
  await table.getByRole('button', { name: /^Usar como mi fecha de examen/ }).click();
  await expect(
    page.getByText(/^Guardamos el \d{1,2} de \w+ de \d{4} como tu fecha de examen\.$/),
  ).toBeVisible();
  expect(hydrationErrors).toEqual([]);

  await page.goto('/dashboard/repaso');
  await expect(page.getByLabel('Fecha de tu examen')).toHaveValue(sittingDay);
  await expect(page.getByText('Faltan 13 días para tu examen.')).toBeVisible();
});
