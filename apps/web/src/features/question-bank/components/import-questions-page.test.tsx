import type { ImportPreviewQuestion, ImportPreviewResponse } from '@oece/contracts';
import { findTopic } from '@oece/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiAnswer, type ApiCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { ImportQuestionsPage } from './import-questions-page';

const TEXT = 'Primera pregunta\nA. Uno\nB. Dos\nC. Tres\nD. Cuatro\nANSWER: B\n';

function previewed(line: number, change: Partial<ImportPreviewQuestion> = {}): ImportPreviewQuestion {
  return {
    line,
    category: 'ACTUACIONES_PREPARATORIAS',
    topic: '1.1.1',
    question: `Pregunta de la línea ${line}`,
    alternatives: ['Uno', 'Dos', 'Tres', 'Cuatro'],
    correctAlternative: 1,
    explanation: null,
    sources: [],
    level: 'intermedio',
    errors: [],
    nearDuplicates: [],
    ...change,
  };
}

const preview = (response: ImportPreviewResponse): ApiAnswer => ({ body: response });

function renderImport(answer: (call: ApiCall) => ApiAnswer) {
  const calls = mockApi(answer);
  renderPage(<ImportQuestionsPage />, '/admin/preguntas/importar');
  return calls;
}

function previewText(text = TEXT) {
  fireEvent.change(screen.getByLabelText('Texto a importar'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
}

// The list's own items, not the alternatives listed inside each.
const cards = () =>
  Array.from(screen.getByRole('list', { name: 'Preguntas del texto' }).children) as HTMLElement[];
const card = (line: number) =>
  cards().find((item) => item.getAttribute('aria-label') === `Pregunta de la línea ${line}`)!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('importing questions', { timeout: 20_000 }, () => {
  it('previews the text with the chosen options and shows where its errors are; nothing can be imported', async () => {
    const calls = renderImport(() =>
      preview({
        valid: false,
        errors: [
          { line: 21, message: 'La pregunta debe tener exactamente 4 alternativas (A a D); tiene 3.' },
        ],
        questions: [
          previewed(1),
          previewed(17, {
            alternatives: ['Uno', 'Dos', 'Tres'],
            errors: [
              { line: 21, message: 'La pregunta debe tener exactamente 4 alternativas (A a D); tiene 3.' },
            ],
          }),
        ],
      }),
    );
    previewText();

    expect(
      await screen.findByText(
        'El archivo tiene 1 error: corrígelo y vuelve a revisar. No se importará nada mientras haya errores.',
      ),
    ).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/questions/import/preview',
        body: {
          format: 'AIKEN',
          text: TEXT,
          category: 'ACTUACIONES_PREPARATORIAS',
          topic: '1.1.1',
          status: 'ACTIVE',
          level: 'intermedio',
        },
      },
    ]);
    const fileErrors = within(screen.getByRole('list', { name: 'Errores del archivo' })).getAllByRole(
      'listitem',
    );
    expect(fileErrors.map((item) => item.textContent)).toEqual([
      'Línea 21: La pregunta debe tener exactamente 4 alternativas (A a D); tiene 3.',
    ]);
    expect(screen.getByText('2 preguntas en el texto')).toBeTruthy();
    expect(card(1).textContent).toContain('Lista');
    expect(card(17).textContent).toContain('1 error');
    expect(
      within(within(card(17)).getByRole('list', { name: 'Alternativas' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);
  });

  it('imports exactly the text just previewed and goes back to the list', async () => {
    const calls = renderImport((call) =>
      call.path === '/questions/import'
        ? { body: { success: true, message: 'Se importaron 2 preguntas', created: 2 } }
        : preview({ valid: true, errors: [], questions: [previewed(1), previewed(9)] }),
    );
    previewText();

    expect(await screen.findByText('2 preguntas listas para importar')).toBeTruthy();
    expect(
      screen.getByText(
        `Se crearán con el estado Activo en Actuaciones preparatorias · 1.1.1 ${findTopic('1.1.1')!.label}.`,
        { exact: false },
      ),
    ).toBeTruthy();
    expect(within(card(9)).getByText('(correcta)').closest('li')!.textContent).toContain('Dos');

    fireEvent.click(screen.getByRole('button', { name: 'Importar 2 preguntas' }));
    expect(await screen.findByText('Se importaron 2 preguntas', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/questions/import/preview', calls[0]!.body],
      ['/questions/import', calls[0]!.body],
    ]);
    expect(screen.getByRole('status', { name: 'Dirección' }).textContent).toBe('/admin/preguntas');
  });

  it('asks for a new preview once the text changes after one', async () => {
    renderImport(() => preview({ valid: true, errors: [], questions: [previewed(1)] }));
    previewText();
    expect(await screen.findByRole('button', { name: 'Importar 1 pregunta' })).toHaveProperty(
      'disabled',
      false,
    );

    fireEvent.change(screen.getByLabelText('Texto a importar'), {
      target: { value: `${TEXT}\nOtra pregunta` },
    });
    expect(
      screen.getByText(
        'Cambiaste el texto o las opciones después de la vista previa: vuelve a revisar antes de importar.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);
  });

  it('points out a question that is almost the same as one of the bank', async () => {
    renderImport(() =>
      preview({
        valid: true,
        errors: [],
        questions: [
          previewed(1, {
            nearDuplicates: [
              {
                id: 7,
                category: 'ACTUACIONES_PREPARATORIAS',
                topic: '1.1.1',
                question: 'Pregunta de la línea 1, como está en el banco',
                status: 'ARCHIVED',
                slug: 'pregunta-7',
                similarity: 0.958,
                distance: 4.2,
              },
            ],
          }),
        ],
      }),
    );
    previewText();

    expect(
      await screen.findByText(
        '1 pregunta se parece a otra del banco (en ámbar): revísala antes de importar.',
        {
          exact: false,
        },
      ),
    ).toBeTruthy();
    expect(card(1).textContent).toContain('Parecida a otra');
    const link = within(card(1)).getByRole('link', { name: /^#7 · distancia 4\.20 · / });
    expect(link.getAttribute('href')).toBe('/admin/preguntas/7/editar');
    expect(link.closest('li')!.textContent).toContain('(Archivado)');
  });

  it('draws the first 50 questions of a long text, and all of them on demand', async () => {
    const questions = Array.from({ length: 60 }, (_value, index) => previewed(1 + index * 7));
    renderImport(() => preview({ valid: true, errors: [], questions }));
    previewText();

    const showAll = await screen.findByText('Ver todas (60)');
    expect(cards()).toHaveLength(50);
    fireEvent.click(showAll);
    expect(cards()).toHaveLength(60);
    expect(screen.queryByText('Ver todas (60)')).toBeNull();
  });

  it('says when the text could not be checked, or the import was refused', async () => {
    let answer: ApiAnswer = 'network failure';
    renderImport(() => answer);
    previewText();
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo revisar el texto: Error de red');

    answer = preview({ valid: true, errors: [], questions: [previewed(1)] });
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const importButton = await screen.findByRole('button', { name: 'Importar 1 pregunta' });
    answer = {
      status: 409,
      body: { success: false, code: 'CONFLICT', message: 'La pregunta de la línea 1 ya está en el banco' },
    };
    fireEvent.click(importButton);
    expect(await screen.findByText('La pregunta de la línea 1 ya está en el banco')).toBeTruthy();
    // Refused: the same preview no longer leads to an import.
    expect(screen.getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);
  });
});
