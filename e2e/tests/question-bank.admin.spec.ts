import type { Page } from '@playwright/test';
import type { QuestionResponse, QuestionsResponse } from '@oece/contracts';
import { asAdmin } from '../support/api';
import { contentQuestion } from '../support/content';
import { expect, test } from '../support/fixtures';
import { loginAsAdmin } from '../support/pages';

test.describe.configure({ mode: 'serial' });

/** What a paste from another document delivers to the focused field. */
async function pasteInto(page: Page, label: string, text: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.focus();
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

// A question of the bank typed again from a printed copy: the same stem without '¿' and '?', its
// alternatives a) to d) and the key.
const original = contentQuestion('1.3.1', 1);
const retyped = original.question.replace(/[¿?]/g, '');
const LETTERS = ['a', 'b', 'c', 'd'];
const block = [
  `12. ${retyped}`,
  ...original.alternatives.map((alternative, index) => `${LETTERS[index]}) ${alternative}`),
  `Respuesta: ${LETTERS[original.correctAlternative]}`,
].join('\n');

test('an administrator pastes a question, sees its near duplicate, creates it, finds it and archives it', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.getByRole('link', { name: 'Ir a preguntas' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas');
  await expect(page.getByRole('status')).toContainText(/Mostrando 1–25 de \d+ preguntas/);
  // How the active bank spreads over the levels, per competency.
  await page.getByRole('button', { name: 'Niveles del banco activo' }).click();
  const levels = page.getByRole('table', { name: 'Preguntas activas por competencia y nivel' });
  await expect(levels.getByRole('row')).toHaveCount(4);
  await expect(levels.getByRole('row', { name: /^Fase de selección/ })).toContainText(/\d+ \(\d+ %\)/);

  await page.getByRole('link', { name: 'Crear pregunta' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crear pregunta');
  const create = page.getByRole('button', { name: 'Crear pregunta' });
  await expect(create).toBeDisabled();
  await page.getByRole('combobox', { name: 'Competencia' }).click();
  await page.getByRole('option', { name: 'Actuaciones preparatorias' }).click();
  await page.getByRole('combobox', { name: 'Tema' }).click();
  await page.getByRole('option', { name: /^1\.3\.1 / }).click();
  await page.getByRole('combobox', { name: 'Nivel' }).click();
  await page.getByRole('option', { name: 'Avanzado' }).click();

  await pasteInto(page, 'Pregunta', block);
  await expect(page.getByRole('textbox', { name: 'Pregunta', exact: true })).toHaveValue(
    retyped.replace(/\s*\n\s*/g, ' ').trim(),
  );
  for (const [index, alternative] of original.alternatives.entries()) {
    await expect(
      page.getByRole('textbox', { name: `Alternativa ${LETTERS[index]})`, exact: true }),
    ).toHaveValue(alternative);
  }
  await expect(
    page.getByRole('radio', { name: `Alternativa ${LETTERS[original.correctAlternative]}) es la correcta` }),
  ).toBeChecked();

  // The search ran by itself: the original is first, highlighted, under distance 10.
  const similar = page.getByRole('table', { name: 'Preguntas similares' });
  const first = similar.getByRole('row').nth(1);
  await expect(first).toHaveAttribute('data-near-duplicate', 'true');
  await expect(first).toContainText('Casi igual');
  await expect(first).toContainText(original.question.slice(0, 40));
  const distance = Number(await first.getByRole('cell').last().textContent());
  expect(distance).toBeLessThan(10);
  await expect(page.getByText('Hay 1 pregunta casi igual en el banco')).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Explicación (opcional)' })
    .fill('Versión escrita a mano para la prueba del recorrido.');
  await page.getByRole('textbox', { name: 'Base legal (una fuente por línea)' }).fill('Ley 32069, art. 99.9');
  await create.click();
  await expect(page.getByRole('alert').filter({ hasText: 'no es válida' })).toContainText(
    'La fuente "Ley 32069, art. 99.9" no es válida',
  );
  await page
    .getByRole('textbox', { name: 'Base legal (una fuente por línea)' })
    .fill(original.sources.join('\n'));
  await create.click();
  await expect(page.getByText(/^Pregunta creada \(#\d+\)$/)).toBeVisible();
  const id = Number((await page.getByText(/^Pregunta creada/).textContent())!.match(/#(\d+)/)![1]);
  // The form is ready for the next question of the same topic.
  await expect(page.getByRole('textbox', { name: 'Pregunta', exact: true })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Tema' })).toContainText('1.3.1');

  await page.getByRole('link', { name: 'Volver' }).click();
  await page.getByRole('textbox', { name: 'Buscar en el enunciado o por número (#123)' }).fill(`#${id}`);
  const rows = page.getByRole('table', { name: 'Preguntas' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Tema 1.3.1 · Avanzado');
  await page.getByRole('button', { name: `Ver detalle de la pregunta #${id}` }).click();
  const key = page.getByText(original.alternatives[original.correctAlternative]!, { exact: true });
  await expect(key).toHaveCSS('font-weight', '700');

  await page.getByRole('combobox', { name: `Estado de la pregunta #${id}` }).click();
  await page.getByRole('option', { name: 'Archivado' }).click();
  await expect(page.getByText('Pregunta archivada')).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado Todos' }).click();
  await page.getByRole('option', { name: 'Archivado' }).click();
  await expect(page).toHaveURL(/status=ARCHIVED/);
  await expect(page.getByRole('combobox', { name: `Estado de la pregunta #${id}` })).toHaveText('Archivado');
});

test('an administrator edits a question, and its history shows the change', async ({ page }) => {
  const target = contentQuestion('2.2.1', 0);
  await loginAsAdmin(page);
  await page.goto('/admin/preguntas?topic=2.2.1');
  await page
    .getByRole('textbox', { name: 'Buscar en el enunciado o por número (#123)' })
    .fill(target.question.slice(0, 60));
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('status')).toHaveText('Mostrando 1–1 de 1 preguntas');
  const row = page.getByRole('row').filter({ hasText: target.question.slice(0, 40) });
  await row.getByRole('button', { name: /Ver detalle de la pregunta/ }).click();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Editar pregunta #\d+$/);
  await expect(page.getByRole('textbox', { name: 'Pregunta', exact: true })).toHaveValue(target.question);

  const explanation = `${target.explanation} Revisada por la coordinación académica.`;
  await page.getByRole('textbox', { name: 'Explicación (opcional)' }).fill(explanation);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Pregunta actualizada')).toBeVisible();
  // Back on the list, with its filters, once it has reloaded.
  await expect(page).toHaveURL(/\/admin\/preguntas\?.*search=/);
  await expect(page.getByRole('status')).toHaveText('Mostrando 1–1 de 1 preguntas');
  await row.getByRole('button', { name: /Ver detalle de la pregunta/ }).click();
  await expect(page.getByText(explanation)).toBeVisible();
  await page.getByRole('button', { name: 'Historial' }).click();
  const history = page.getByRole('dialog');
  await expect(history).toContainText('Versión 2 · Editada');
  await expect(history.getByRole('table', { name: 'Cambios de la versión 2' })).toContainText(
    'Revisada por la coordinación académica.',
  );
});

test('an administrator retires a question from the public library, sees it leave, and publishes it again', async ({
  page,
  request,
}) => {
  await loginAsAdmin(page);
  await page.goto('/admin/preguntas');
  await page.getByRole('combobox', { name: 'Pública Todas' }).click();
  await page.getByRole('option', { name: 'Sí' }).click();
  await expect(page).toHaveURL(/public=true/);
  const { total } = await asAdmin<QuestionsResponse>('/questions?public=true&pageSize=10');
  const status = page.getByRole('status');
  await expect(status).toHaveText(`Mostrando 1–25 de ${total} preguntas`);
  const table = page.getByRole('table', { name: 'Preguntas' });
  // The second one: the public page journeys open the first.
  const box = table.getByRole('checkbox', { name: /^Elegir la pregunta #\d+$/ }).nth(1);
  const id = Number(/#(\d+)/.exec((await box.getAttribute('aria-label'))!)![1]);
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Elegir la pregunta #${id}`, exact: true }) });
  await expect(row.getByRole('cell').last()).toHaveText('Sí');

  await box.check();
  const actions = page.getByRole('region', { name: 'Acciones con las preguntas elegidas' });
  await expect(actions).toContainText('1 pregunta elegida');
  await actions.getByRole('button', { name: 'Retirar de la biblioteca pública' }).click();
  await expect(page.getByText('Se retiró 1 pregunta de la biblioteca pública')).toBeVisible();
  await expect(status).toHaveText(`Mostrando 1–25 de ${total - 1} preguntas`);
  await expect(row).toHaveCount(0);

  // Among all the questions, found by its number: the column says it is out, its address leads to its topic.
  await page.getByRole('combobox', { name: 'Pública Sí' }).click();
  await page.getByRole('option', { name: 'Todas' }).click();
  await page.getByRole('textbox', { name: 'Buscar en el enunciado o por número (#123)' }).fill(`#${id}`);
  // The search applied (the page of all questions may show the row too, and a new list clears the choice).
  await expect(status).toHaveText('Mostrando 1–1 de 1 preguntas');
  await expect(row.getByRole('cell').last()).toHaveText('No');
  const { question } = await asAdmin<QuestionResponse>(`/questions/${id}`);
  const moved = await request.get(`/pregunta/${question.slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(/^\/temas\//);

  // Published again, as the other journeys found it.
  await row.getByRole('checkbox').check();
  await actions.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Se publicó 1 pregunta')).toBeVisible();
  await expect(row.getByRole('cell').last()).toHaveText('Sí');
  expect((await request.get(`/pregunta/${question.slug}`, { maxRedirects: 0 })).status()).toBe(200);
});
