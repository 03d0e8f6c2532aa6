import type { Page } from '@playwright/test';
import { apiLogin, createMember, examHandedInBlank } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { loginThroughForm, startExam } from '../support/pages';

/**
 * The ids of the questions of the next exam the page reads (GET /api/exams/{code}), `except` one
 * it already knows (the exam selection reads a visitor's running exams).
 */
function nextExamRead(page: Page, except?: string): () => Promise<number[]> {
  const read = page.waitForResponse((response) => {
    const code = /\/api\/exams\/([A-Za-z0-9_-]{22})$/.exec(response.url())?.[1];
    return response.request().method() === 'GET' && code !== undefined && code !== except;
  });
  return async () => {
    const { exam } = (await (await read).json()) as { exam: { questions: { id: number }[] } };
    return exam.questions.map((question) => question.id);
  };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
});

test('on a phone, a member’s second rapid exam shares no question with the first', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'BASIC' });
  const first = await examHandedInBlank(await apiLogin(member.username, member.password), 'RAPID');
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  const second = nextExamRead(page);
  await startExam(page, 'rápido');
  await expect(page.getByLabel('Número de pregunta')).toHaveText('1 / 15');
  const ids = await second();
  expect(ids).toHaveLength(15);
  expect(ids.filter((id) => first.includes(id))).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('on a phone, a visitor’s browser names the earlier exam, and the next shares no question with it', async ({
  page,
}) => {
  await page.goto('/examen');
  const firstRead = nextExamRead(page);
  await startExam(page, 'rápido');
  await expect(page.getByLabel('Número de pregunta')).toHaveText('1 / 15');
  const firstCode = new URL(page.url()).pathname.split('/').pop();
  const first = await firstRead();

  // Leaving like a closed tab: the browser's own prompt is accepted.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/examen');
  const started = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/exams'),
  );
  const secondRead = nextExamRead(page, firstCode);
  await startExam(page, 'rápido');
  expect((await started).postDataJSON()).toEqual({ type: 'PUBLIC_RAPID', previousExams: [firstCode] });
  await expect(page.getByLabel('Número de pregunta')).toHaveText('1 / 15');
  const second = await secondRead();
  expect(second).toHaveLength(15);
  expect(second.filter((id) => first.includes(id))).toEqual([]);
});
