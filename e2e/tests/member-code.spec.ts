import { createMember } from '../support/api';
import { unwantedCodeLoadedBy, type CodeArea } from '../support/chunks';
import { expect, test } from '../support/fixtures';
import { loginThroughForm, startExam } from '../support/pages';

/** What members use most loads none of the code of the administration, the charts or payments. */
const NOT_MEMBER: CodeArea[] = ['admin', 'charts', 'payments'];

test('a visitor on the way to a running exam loads no code of admin, charts or payments', async ({
  page,
}) => {
  const unwanted = unwantedCodeLoadedBy(page, NOT_MEMBER);
  await page.goto('/examen');
  await startExam(page, 'rápido');
  await expect(page.getByLabel('Número de pregunta')).toHaveText('1 / 15');
  await page.getByRole('radio', { name: /^a\)/ }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByLabel('Número de pregunta')).toHaveText('2 / 15');
  await page.waitForLoadState('networkidle');
  expect(unwanted).toEqual([]);
});

test("a member's dashboard home loads no code of admin, charts or payments", async ({ page }) => {
  const member = await createMember({ membershipLevel: 'PREMIUM', firstName: 'Rosa' });
  const unwanted = unwantedCodeLoadedBy(page, NOT_MEMBER);
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rosa');
  expect(unwanted).toEqual([]);
});
