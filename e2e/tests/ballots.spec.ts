import { readFile } from 'node:fs/promises';
import { createMember } from '../support/api';
import { expect, test } from '../support/fixtures';
import { loginThroughForm, waitForPageCode } from '../support/pages';

test('a BASIC member downloads the Básico ballot with answers as a PDF named after it', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'BASIC' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);

  const section = page.getByRole('region', { name: 'Balotario de tu plan Básico' });
  await expect(
    section.getByRole('button', { name: 'Balotario Básico - 500 preguntas sin respuestas' }),
  ).toBeEnabled();
  const withAnswers = section.getByRole('button', {
    name: 'Balotario Básico - 500 preguntas con respuestas',
  });
  const downloading = page.waitForEvent('download');
  await withAnswers.click();
  // The file takes a few seconds to make the first time: the button says so meanwhile.
  await expect(section.getByRole('button', { name: 'Preparando PDF…' })).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Balotario Básico - 500 preguntas con respuestas.pdf');
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  expect(file.length).toBeGreaterThan(200_000);
  await expect(withAnswers).toBeEnabled();
});

test('a visitor and a FREE member see the ballot buttons disabled with the membership note', async ({
  page,
}) => {
  await page.goto('/examen');
  await waitForPageCode(page);
  const section = page.getByRole('region', { name: 'Balotario' });
  await expect(section.getByRole('button', { name: 'Balotario sin respuestas' })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Balotario con respuestas' })).toBeDisabled();
  await expect(section.getByText('Balotario disponible con tu membresía.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/precios');

  const member = await createMember({ membershipLevel: 'FREE' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  const memberSection = page.getByRole('region', { name: 'Balotario' });
  await expect(memberSection.getByRole('button', { name: 'Balotario con respuestas' })).toBeDisabled();
  await expect(memberSection.getByText('Balotario disponible con tu membresía.')).toBeVisible();
});
