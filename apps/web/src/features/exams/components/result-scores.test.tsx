import type { ExamResult } from '@oece/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CertificationEstimate, CompetencyScores } from './result-scores';

const COMPLETE: ExamResult = {
  correct: 44,
  total: 72,
  timeUsedSeconds: 6000,
  competencies: [
    { category: 'ACTUACIONES_PREPARATORIAS', correct: 15, total: 25 },
    { category: 'FASE_DE_SELECCION', correct: 12, total: 22 },
    { category: 'FASE_DE_EJECUCION_CONTRACTUAL', correct: 17, total: 25 },
  ],
};

afterEach(cleanup);

describe('the scores of a result', () => {
  it('estimate the level of a complete exam, the way to the next one, and say it is an estimate', () => {
    render(<CertificationEstimate result={COMPLETE} />);
    expect(screen.getByText('Nivel estimado: nivel intermedio')).toBeTruthy();
    expect(screen.getByText('Te faltan 14 respuestas correctas para el nivel avanzado.')).toBeTruthy();
    expect(
      screen.getByText(
        'Estimación con los puntajes mínimos publicados de la certificación (30, 43 y 58 correctas de 72); no es un resultado oficial.',
      ),
    ).toBeTruthy();
  });

  it('say when a complete exam does not reach básico, and estimate nothing for another exam', () => {
    render(<CertificationEstimate result={{ ...COMPLETE, correct: 29 }} />);
    expect(screen.getByText('Nivel estimado: no alcanza el nivel básico')).toBeTruthy();
    expect(screen.getByText('Te falta 1 respuesta correcta para el nivel básico.')).toBeTruthy();
    cleanup();
    const { container } = render(
      <CertificationEstimate result={{ ...COMPLETE, correct: 15, total: 15, competencies: [] }} />,
    );
    expect(container.textContent).toBe('');
  });

  it('show each competency as a named bar', () => {
    render(<CompetencyScores result={COMPLETE} />);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Actuaciones preparatorias: 15 de 25 correctas',
      'Fase de selección: 12 de 22 correctas',
      'Fase de ejecución contractual: 17 de 25 correctas',
    ]);
    expect(bars[0]!.getAttribute('aria-valuenow')).toBe('60');
  });
});
