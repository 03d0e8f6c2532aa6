import type { AdminQuestion } from '@oece/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiAnswer, type ApiCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { CreateQuestionPage } from './create-question-page';

const STEM = '¿Quién aprueba el expediente de contratación?';
const ALTERNATIVES = [
  'El titular',
  'El órgano encargado de las contrataciones',
  'El comité',
  'El área usuaria',
];
/** A question as it is copied from a document: number, stem, a) to d) and the key. */
const PASTED = [
  `12. ${STEM}`,
  ...ALTERNATIVES.map((text, index) => `${'abcd'[index]}) ${text}`),
  'Respuesta: b',
];

/** The bank has no similar question; a new one is #41, unless `answer` says otherwise. */
function renderForm(answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  const calls = mockApi(
    (call) =>
      answer(call) ??
      (call.path.startsWith('/questions/search')
        ? { body: { success: true, similarQuestions: [] } }
        : {
            status: 201,
            body: { success: true, message: 'Pregunta creada', question: { id: 41 } as AdminQuestion },
          }),
  );
  renderPage(<CreateQuestionPage />, '/admin/preguntas/crear');
  return calls;
}

// By label and text rather than by role, and few keystrokes: every change lays the long form out
// again, which happy-dom does slowly.
const textbox = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(textbox(label), { target: { value } });
const paste = (lines: string[]) =>
  fireEvent.paste(textbox('Pregunta'), { clipboardData: { getData: () => lines.join('\n') } });
const createButton = () => screen.getByText('Crear pregunta', { selector: 'button' }) as HTMLButtonElement;
const keyRadio = (letter: string) => screen.getByLabelText(`Alternativa ${letter}) es la correcta`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the question form', { timeout: 30_000 }, () => {
  it('waits for the stem, the four alternatives and the key before it can be sent', () => {
    renderForm();
    type('Pregunta', STEM);
    expect(createButton().disabled).toBe(true);
    paste(PASTED.slice(0, -1));
    expect(textbox('Alternativa d)').value).toBe('El área usuaria');
    expect(createButton().disabled).toBe(true);
    fireEvent.click(keyRadio('b'));
    expect(createButton().disabled).toBe(false);
    type('Alternativa c)', '   ');
    expect(createButton().disabled).toBe(true);
  });

  it('fills itself from a whole question pasted into the stem and looks for similar ones', async () => {
    const calls = renderForm();
    paste(PASTED);
    expect(textbox('Pregunta').value).toBe(STEM);
    expect(ALTERNATIVES.map((_text, index) => textbox(`Alternativa ${'abcd'[index]})`).value)).toEqual(
      ALTERNATIVES,
    );
    expect(keyRadio('b')).toHaveProperty('checked', true);
    expect(await screen.findByText('No hay preguntas parecidas en el banco.')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual([
      `/questions/search?${new URLSearchParams({ query: STEM })}`,
    ]);
    expect(createButton().disabled).toBe(false);
  });

  it('says which legal source is not written as the bank writes them', () => {
    renderForm();
    paste(PASTED);
    type('Base legal (una fuente por línea)', 'Ley 32069, art. 7.1\nartículo 5 de la ley');
    expect(
      screen.getByText(
        '"artículo 5 de la ley": cada fuente debe tener la forma "Ley 32069, art. N" o "Reglamento, art. N"',
      ),
    ).toBeTruthy();
    expect(createButton().disabled).toBe(true);
  });

  it('sends the question as typed, says it was created and starts a new one on the same topic', async () => {
    const calls = renderForm();
    paste(PASTED);
    type('Explicación (opcional)', '   ');
    type('Base legal (una fuente por línea)', ' Ley 32069, art. 7.1 \n\nReglamento, art. 66.1');
    fireEvent.click(createButton());

    expect(await screen.findByText('Pregunta creada (#41)', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/questions',
        body: {
          category: 'ACTUACIONES_PREPARATORIAS',
          topic: '1.1.1',
          question: STEM,
          alternatives: ALTERNATIVES,
          correctAlternative: 1,
          explanation: null,
          sources: ['Ley 32069, art. 7.1', 'Reglamento, art. 66.1'],
          status: 'ACTIVE',
          level: 'intermedio',
        },
      },
    ]);
    expect(textbox('Pregunta').value).toBe('');
    expect(screen.getByText(/^1\.1\.1 /, { selector: '[role="combobox"]' })).toBeTruthy();
  });

  it("shows the server's reason, or its own words when the server could not be reached", async () => {
    let refusal: ApiAnswer = {
      status: 400,
      body: { success: false, code: 'VALIDATION', message: 'La fuente "Ley 32069, art. 99.9" no es válida' },
    };
    renderForm((call) => (call.path === '/questions' ? refusal : undefined));
    paste(PASTED);
    fireEvent.click(createButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('La fuente "Ley 32069, art. 99.9" no es válida');

    // Editing the form clears the message; the next failure says its own.
    type('Explicación (opcional)', 'Lo aprueba el órgano encargado de las contrataciones.');
    expect(screen.queryByRole('alert')).toBeNull();
    refusal = 'network failure';
    fireEvent.click(createButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error al crear la pregunta'));
  });
});
