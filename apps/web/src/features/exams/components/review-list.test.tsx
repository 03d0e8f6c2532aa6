import { ThemeProvider } from '@mui/material';
import type { ExamQuestion } from '@oece/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionExtrasProvider } from '../../../components/question-extras';
import { brandTheme } from '../../../lib/theme';
import type { ReviewEntry } from './review-filters';
import { ReviewList } from './review-list';

const LONG_EXPLANATION =
  'El requerimiento lo formula el área usuaria, que define las características técnicas y las condiciones de lo que se contrata; el órgano encargado de las contrataciones solo puede pedir precisiones.';

function question(id: number, extra: Partial<ExamQuestion> = {}): ExamQuestion {
  return {
    id,
    category: 'ACTUACIONES_PREPARATORIAS',
    question: `¿Quién formula el requerimiento ${id}?`,
    alternatives: ['El área usuaria', 'El titular', 'El OEC', 'La OECE'],
    correctAlternative: 0,
    explanation: LONG_EXPLANATION,
    sources: ['Ley 32069, art. 41.1', 'Reglamento, art. 66.1'],
    ...extra,
  };
}

const ENTRIES: ReviewEntry[] = [
  { question: question(1), number: 1, response: 0, flagged: false, outcome: 'CORRECT' },
  { question: question(2), number: 2, response: 3, flagged: true, outcome: 'INCORRECT' },
  { question: question(3), number: 3, response: null, flagged: false, outcome: 'BLANK' },
  { question: question(4), number: 4, response: 1, flagged: false, outcome: 'INCORRECT' },
];

// The features the app hands in (app/pages/exam-route.tsx), reduced to what they were given.
function LegalBasis({ sources }: { sources: readonly string[] }) {
  return <p>Base legal: {sources.join('; ')}</p>;
}

function ReportQuestionButton({ questionId, context }: { questionId: number; context: string }) {
  return (
    <button type="button">
      Reportar la pregunta {questionId} ({context})
    </button>
  );
}

function renderList(entries: readonly ReviewEntry[]) {
  render(
    <ThemeProvider theme={brandTheme('main')}>
      <QuestionExtrasProvider LegalBasis={LegalBasis} ReportQuestionButton={ReportQuestionButton}>
        <ReviewList entries={entries} />
      </QuestionExtrasProvider>
    </ThemeProvider>,
  );
}

const shownNumbers = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(cleanup);

describe('ReviewList', () => {
  it('filters the review with counted toggle buttons, keeping the exam numbers', () => {
    renderList(ENTRIES);
    const filters = within(screen.getByRole('group', { name: 'Filtrar la revisión' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Todas (4)',
      'Incorrectas (2)',
      'Sin responder (1)',
      'Marcadas (1)',
    ]);
    expect(filters.getByRole('button', { name: 'Todas (4)' }).getAttribute('aria-pressed')).toBe('true');
    expect(shownNumbers()).toEqual(['Pregunta 1', 'Pregunta 2', 'Pregunta 3', 'Pregunta 4']);
    expect(screen.getAllByText('Marcada')).toHaveLength(1);

    fireEvent.click(filters.getByRole('button', { name: 'Incorrectas (2)' }));
    expect(filters.getByRole('button', { name: 'Incorrectas (2)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(filters.getByRole('button', { name: 'Todas (4)' }).getAttribute('aria-pressed')).toBe('false');
    expect(shownNumbers()).toEqual(['Pregunta 2', 'Pregunta 4']);

    fireEvent.click(filters.getByRole('button', { name: 'Sin responder (1)' }));
    expect(shownNumbers()).toEqual(['Pregunta 3']);
    expect(screen.getByText('No respondiste esta pregunta')).toBeTruthy();

    fireEvent.click(filters.getByRole('button', { name: 'Marcadas (1)' }));
    expect(shownNumbers()).toEqual(['Pregunta 2']);
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('Marcada');
  });

  it('says so when a filter has nothing to show', () => {
    renderList(ENTRIES.slice(0, 1));
    fireEvent.click(screen.getByRole('button', { name: 'Marcadas (0)' }));
    expect(screen.getByText('No marcaste ninguna pregunta.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Incorrectas (0)' }));
    expect(screen.getByText('No tuviste respuestas incorrectas.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sin responder (0)' }));
    expect(screen.getByText('Respondiste todas las preguntas.')).toBeTruthy();
    expect(shownNumbers()).toEqual([]);
  });

  it('marks the key and the pick once each, with one mark for a question answered right', () => {
    renderList(ENTRIES.slice(0, 3));
    const [right, wrong, blank] = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(right!.textContent).toContain('a) El área usuaria Tu respuesta: correcta');
    expect(right!.textContent).not.toMatch(/Respuesta correcta|incorrecta/);
    expect(wrong!.textContent).toContain('a) El área usuaria Respuesta correcta');
    expect(wrong!.textContent).toContain('d) La OECE Tu respuesta: incorrecta');
    expect(wrong!.textContent).not.toContain('Tu respuesta: correcta');
    expect(blank!.textContent).toContain('a) El área usuaria Respuesta correcta');
    expect(blank!.textContent).not.toContain('Tu respuesta');
  });

  it('shows every explanation whole with its legal basis, right or wrong, with nothing to open', () => {
    renderList(ENTRIES);
    expect(screen.getAllByText(LONG_EXPLANATION)).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 4, name: 'Explicación' })).toHaveLength(4);
    expect(screen.getAllByText('Base legal: Ley 32069, art. 41.1; Reglamento, art. 66.1')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Ver / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reportar la pregunta 2 (EXAM_REVIEW)' })).toBeTruthy();
  });

  it('keeps the locked message for a plan without explanations on the questions not answered right', () => {
    const locked = (id: number) =>
      question(id, { explanation: undefined, sources: undefined, explanationLocked: true });
    renderList([
      { question: locked(5), number: 5, response: 2, flagged: false, outcome: 'INCORRECT' },
      { question: locked(6), number: 6, response: 0, flagged: false, outcome: 'CORRECT' },
    ]);
    const open = screen.getByRole('button', { name: 'Ver explicación' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Explicación disponible en plan Estándar y Premium')).toBeTruthy();
    expect(screen.queryByText('Explicación')).toBeNull();
    expect(screen.queryByText(/^Base legal:/)).toBeNull();
  });
});
