import type { TasteQuestion } from '@oece/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../lib/analytics';
import { renderPage } from '../../../test/render-page';
import { LandingTaste } from './landing-taste';

vi.mock('../../../lib/analytics', () => ({ track: vi.fn() }));

const QUESTIONS: TasteQuestion[] = [
  {
    id: 11,
    category: 'ACTUACIONES_PREPARATORIAS',
    question: '¿Quién aprueba el expediente de contratación?',
    alternatives: ['El área usuaria', 'La DEC', 'El titular de la entidad', 'El comité'],
    correctAlternative: 1,
    explanation: 'La DEC aprueba el expediente antes de convocar.',
    slug: 'aprueba-expediente-a1',
  },
  {
    id: 12,
    category: 'FASE_DE_SELECCION',
    question: '¿Cuántos días hay para formular consultas?',
    alternatives: ['Tres', 'Cinco', 'Siete', 'Diez'],
    correctAlternative: 2,
    explanation: null,
    slug: 'plazo-consultas-b2',
  },
  {
    id: 13,
    category: 'FASE_DE_EJECUCION_CONTRACTUAL',
    question: '¿Quién otorga la conformidad?',
    alternatives: ['El área usuaria', 'El contratista', 'El OECE', 'El tribunal'],
    correctAlternative: 0,
    explanation: 'La conformidad la otorga el área usuaria.',
    slug: 'conformidad-c3',
  },
];

const option = (name: string) => screen.getByRole('button', { name: (label) => label.startsWith(name) });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("the landing page's taste", () => {
  it('says at once whether an option is right, with the key and the explanation, and counts the answer', () => {
    renderPage(<LandingTaste questions={QUESTIONS} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Pon a prueba lo que sabes');
    expect(screen.getByText('Pregunta 1 de 3 · Actuaciones preparatorias')).toBeTruthy();
    expect(screen.getByRole('group', { name: '¿Quién aprueba el expediente de contratación?' })).toBeTruthy();
    expect(screen.queryByText('La DEC aprueba el expediente antes de convocar.')).toBeNull();

    fireEvent.click(option('a) El área usuaria'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Incorrecto. La respuesta correcta es la alternativa b)',
    );
    expect(screen.getByRole('img', { name: 'Respuesta correcta' }).closest('button')!.textContent).toContain(
      'b) La DEC',
    );
    expect(screen.getByRole('img', { name: 'Tu respuesta' }).closest('button')!.textContent).toContain(
      'a) El área usuaria',
    );
    expect(screen.getByText('La DEC aprueba el expediente antes de convocar.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ver esta pregunta con su base legal' }).getAttribute('href'),
    ).toBe('/pregunta/aprueba-expediente-a1');
    expect(track).toHaveBeenCalledExactlyOnceWith('question_answered', { from: 'landing', correct: false });

    // Answered: the options keep the focus but take no other answer.
    expect(option('b) La DEC').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(option('b) La DEC'));
    expect(screen.getByRole('alert').textContent).toMatch(/^Incorrecto/);
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('goes through the three questions, then gives the score and the way to the free exam', () => {
    renderPage(<LandingTaste questions={QUESTIONS} />);
    fireEvent.click(option('b) La DEC'));
    expect(screen.getByRole('alert').textContent).toBe('¡Correcto!');
    expect(screen.queryByRole('link', { name: 'Dar el examen rápido gratis' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente pregunta' }));
    expect(screen.getByText('Pregunta 2 de 3 · Fase de selección')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The button that was pressed is gone: the focus is on the new question.
    expect(document.activeElement?.textContent).toBe('¿Cuántos días hay para formular consultas?');
    fireEvent.click(option('a) Tres'));
    // A question without an explanation shows the verdict and the key alone.
    expect(screen.queryByRole('heading', { name: 'Explicación' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente pregunta' }));
    fireEvent.click(option('a) El área usuaria'));
    expect(screen.queryByRole('button', { name: 'Siguiente pregunta' })).toBeNull();
    expect(screen.getByText('Acertaste 2 de 3.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dar el examen rápido gratis' }).getAttribute('href')).toBe(
      '/examen',
    );
    expect(vi.mocked(track).mock.calls.map(([, properties]) => properties)).toEqual([
      { from: 'landing', correct: true },
      { from: 'landing', correct: false },
      { from: 'landing', correct: true },
    ]);
  });
});
