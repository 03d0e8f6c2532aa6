import type { PublicQuestionResponse } from '@oece/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionExtrasProvider } from '../../../components/question-extras';
import { track } from '../../../lib/analytics';
import { renderPage } from '../../../test/render-page';
import { QuestionAnswer } from './question-answer';

vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

const QUESTION: PublicQuestionResponse = {
  success: true,
  error: null,
  id: 7,
  category: 'FASE_DE_SELECCION',
  topic: '2.4.1',
  question: '¿Cuál es el plazo mínimo para formular consultas y observaciones?',
  alternatives: ['Tres días hábiles', 'Cinco días hábiles', 'Siete días hábiles', 'Diez días hábiles'],
  correctAlternative: 2,
  explanation: 'El artículo 66.1 del Reglamento fija siete días hábiles.',
  sources: ['Reglamento, art. 66.1'],
  level: 'basico',
  slug: 'plazo-consultas-abc123',
  updatedAt: '2026-11-01T10:00:00.000Z',
  dailyResults: { day: '2026-11-27', answers: [5, 8, 25, 2], totalParticipants: 40 },
};

function LegalBasis({ sources }: { sources: readonly string[] }) {
  return <p>Base legal: {sources.join('; ')}</p>;
}

function renderAnswer() {
  renderPage(
    <QuestionExtrasProvider LegalBasis={LegalBasis}>
      <p id="enunciado">{QUESTION.question}</p>
      <QuestionAnswer question={QUESTION} labelledBy="enunciado" />
    </QuestionExtrasProvider>,
  );
  const summary = screen.getByText('Ver respuesta');
  return { summary, details: summary.closest('details')! };
}

/** An option by its letter and text (once answered, its mark adds to its name). */
const radio = (name: string) =>
  screen.getByRole<HTMLInputElement>('radio', { name: (label) => label.startsWith(name) });

/**
 * A press on 'Ver respuesta' as a browser delivers it. happy-dom opens a `<details>` on a mouse
 * click before the click reaches React's listener (which may cancel it, as browsers allow): a
 * plain click event reaches React alone.
 */
const press = (summary: HTMLElement) =>
  fireEvent(summary, new Event('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("a public question's answer", () => {
  it('is in the page all along, closed: the key, the explanation, the legal basis and the day it was asked', () => {
    const { details } = renderAnswer();
    expect(details.open).toBe(false);
    const answer = details.textContent!;
    expect(answer).toContain('Respuesta correctac) Siete días hábiles');
    expect(answer).toContain('El artículo 66.1 del Reglamento fija siete días hábiles.');
    expect(answer).toContain('Base legal: Reglamento, art. 66.1');
    expect(answer).toContain('c) 62.5% de los participantes (correcta)');
    // Nothing outside it gives the key away: the options are not marked.
    expect(screen.queryByRole('img', { name: 'Respuesta correcta' })).toBeNull();
    expect(screen.getByRole('radiogroup').getAttribute('aria-labelledby')).toBe('enunciado');
  });

  it('opens only once an option is chosen, says the choice was wrong and which is right, and counts it', () => {
    const { summary, details } = renderAnswer();
    press(summary);
    expect(details.open).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Elige una alternativa para ver si acertaste.');
    expect(summary.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(track).not.toHaveBeenCalled();

    fireEvent.click(radio('b) Cinco días hábiles'));
    expect(screen.queryByText('Elige una alternativa para ver si acertaste.')).toBeNull();
    press(summary);
    expect(details.open).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Incorrecto. La respuesta correcta es la alternativa c)',
    );
    expect(radio('b) Cinco días hábiles').checked).toBe(true);
    for (const option of screen.getAllByRole<HTMLInputElement>('radio')) expect(option.disabled).toBe(true);
    expect(screen.getByRole('img', { name: 'Respuesta correcta' }).closest('label')!.textContent).toContain(
      'c) Siete días hábiles',
    );
    expect(screen.getByRole('img', { name: 'Tu respuesta' }).closest('label')!.textContent).toContain(
      'b) Cinco días hábiles',
    );
    // The button goes away with the answer: the focus is on the answer.
    expect(document.activeElement?.textContent).toMatch(/^Incorrecto\./);
    expect(track).toHaveBeenCalledExactlyOnceWith('question_answered', {
      from: 'question_page',
      correct: false,
    });
  });

  it('says so when the chosen option is the key', () => {
    const { summary } = renderAnswer();
    fireEvent.click(radio('c) Siete días hábiles'));
    press(summary);
    expect(screen.getByRole('alert').textContent).toBe('¡Correcto!');
    expect(screen.queryByRole('img', { name: 'Tu respuesta' })).toBeNull();
    expect(track).toHaveBeenCalledExactlyOnceWith('question_answered', {
      from: 'question_page',
      correct: true,
    });
  });

  it('shows the key without a verdict when the browser opens it on its own (find in page)', () => {
    const { details } = renderAnswer();
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(screen.getByRole('img', { name: 'Respuesta correcta' })).toBeTruthy();
    for (const option of screen.getAllByRole<HTMLInputElement>('radio')) expect(option.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(track).not.toHaveBeenCalled();
  });
});
