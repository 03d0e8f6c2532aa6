import { createMember } from '../support/api';
import { sampleQuestion } from '../support/content';
import { expect, test } from '../support/fixtures';
import {
  finishRapidExamBlank,
  loginAsAdmin,
  loginThroughForm,
  startExam,
  waitForPageCode,
} from '../support/pages';

test('a visitor reports an error on a public question; an administrator resolves it', async ({
  page,
  browser,
}) => {
  const sample = await sampleQuestion();
  const { id } = sample;
  const marker = `e2e-${Date.now()}`;
  const lines = [
    `La alternativa marcada como correcta no coincide con el artículo citado (${marker}).`,
    'Revisar la base legal.',
  ];

  // Before the page's code runs the button does nothing, so it is shown disabled.
  const inert = await browser.newContext({ javaScriptEnabled: false });
  const inertPage = await inert.newPage();
  await inertPage.goto(`/pregunta/${sample.slug}`);
  await expect(inertPage.getByRole('button', { name: 'Reportar un error' })).toBeDisabled();
  await inert.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/pregunta/${sample.slug}`);
  await waitForPageCode(page);
  const report = page.getByRole('button', { name: 'Reportar un error' });
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Reportar un error en la pregunta' });
  const field = dialog.getByLabel('Cuéntanos qué está mal');
  const send = dialog.getByRole('button', { name: 'Enviar reporte' });
  await expect(field).toBeFocused();
  await field.fill('Está mal ');
  await expect(dialog.getByText('8/1000')).toBeVisible();
  await expect(send).toBeDisabled();

  // Escape closes the dialog; what was typed is still there when it opens again.
  await field.fill(lines.join('\n'));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await report.click();
  await expect(field).toHaveValue(lines.join('\n'));
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Gracias por avisarnos' })).toHaveText(
    'Gracias por avisarnos: revisaremos la pregunta.',
  );
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Reportes' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reportes de preguntas');
  await expect(page.getByText(/^\d+ abiertos?$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abiertos' })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('listitem').filter({ hasText: marker });
  await expect(card).toContainText(lines[0]!);
  await expect(card).toContainText(lines[1]!);
  await expect(card).toContainText('Visitante');
  await expect(card).toContainText('Página pública');
  await expect(card).toContainText(`#${id}`);
  await expect(card).toContainText(sample.question.slice(0, 60));
  await expect(card.getByRole('link', { name: 'Editar pregunta' })).toHaveAttribute(
    'href',
    `/admin/preguntas/${id}/editar`,
  );

  await card.getByRole('button', { name: 'Marcar como resuelto' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Reporte marcado' })).toHaveText(
    'Reporte marcado como resuelto',
  );
  await expect(card).toHaveCount(0);

  await page.getByRole('button', { name: 'Resueltos' }).click();
  await expect(card).toContainText(/Resuelto por admin el \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  await expect(card.getByRole('button', { name: 'Reabrir' })).toBeEnabled();
});

test('a member can report a question from a finished exam’s review', async ({ page }) => {
  const member = await createMember({ membershipLevel: 'STANDARD' });
  await loginThroughForm(page, member.username, member.password);
  await expect(page).toHaveURL(/\/dashboard\/examen$/);
  await startExam(page, 'rápido');
  await expect(page).toHaveURL(/\/dashboard\/examen\/[A-Za-z0-9_-]{22}$/);
  await finishRapidExamBlank(page);

  const items = page.getByRole('listitem').filter({ hasText: /^Pregunta \d+/ });
  await expect(items).toHaveCount(15);
  await expect(items.getByRole('button', { name: 'Reportar un error' })).toHaveCount(15);
  await items.first().getByRole('button', { name: 'Reportar un error' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportar un error en la pregunta' });
  await expect(dialog.getByLabel('Cuéntanos qué está mal')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});
