import { ThemeProvider } from '@mui/material';
import { passMark } from '@oece/domain';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brandTheme } from '../lib/theme';
import { PassLine } from './pass-line';

function shown(correct: number, mark: ReturnType<typeof passMark>) {
  const { container } = render(
    <ThemeProvider theme={brandTheme('main')}>
      <PassLine correct={correct} mark={mark} />
    </ThemeProvider>,
  );
  return container.textContent;
}

afterEach(cleanup);

describe('PassLine', () => {
  it("gives a rapid exam's percentage against the simulator's reference, said to be the simulator's", () => {
    expect(shown(5, passMark('PUBLIC_RAPID', 15))).toBe(
      '33% de respuestas correctas' +
        'Línea de aprobación: 6 de 15 correctas (40%) · no alcanzada' +
        'Es la referencia del simulador (el 40% de las preguntas): solo el examen completo se mide con los puntajes publicados de la certificación.',
    );
    cleanup();
    expect(shown(6, passMark('PUBLIC_RAPID', 15))).toContain(
      'Línea de aprobación: 6 de 15 correctas (40%) · alcanzada',
    );
  });

  it("measures a complete exam against the certification's published básico minimum", () => {
    expect(shown(29, passMark('COMPLETE', 72))).toBe(
      '40% de respuestas correctas' +
        'Línea de aprobación: 30 de 72 correctas (42%) · no alcanzada' +
        'Es el puntaje mínimo publicado del nivel básico de la certificación.',
    );
    cleanup();
    expect(shown(30, passMark('COMPLETE', 72))).toContain('30 de 72 correctas (42%) · alcanzada');
  });
});
