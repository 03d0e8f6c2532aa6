import { ThemeProvider } from '@mui/material';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandTheme } from '../../../lib/theme';
import { ExamBottomBar } from './exam-bottom-bar';
import { ExamHeader } from './exam-header';

afterEach(cleanup);

function renderControls({ number, finishing = false }: { number: number; finishing?: boolean }) {
  const handlers = { onFinish: vi.fn(), onNext: vi.fn(), onPrevious: vi.fn() };
  render(
    <ThemeProvider theme={brandTheme('main')}>
      <ExamHeader
        number={number}
        total={15}
        category="Fase de ejecución contractual"
        remaining={300}
        tone="normal"
        timerHidden={false}
        warning={null}
        finishing={finishing}
        onCloseWarning={() => {}}
        onOpenMap={() => {}}
        onFinish={handlers.onFinish}
      />
      <ExamBottomBar
        number={number}
        total={15}
        flagged={0}
        finishing={finishing}
        onPrevious={handlers.onPrevious}
        onNext={handlers.onNext}
      />
    </ThemeProvider>,
  );
  return {
    header: within(screen.getByRole('banner')),
    bar: within(screen.getByText(`${number} / 15 · 0 marcadas`).parentElement!),
    ...handlers,
  };
}

describe('the exam controls', () => {
  it("keep 'Finalizar examen' in the header on every question, never where Siguiente was", () => {
    for (const number of [1, 14, 15]) {
      const { header, bar, onFinish } = renderControls({ number });
      fireEvent.click(header.getByRole('button', { name: 'Finalizar examen' }));
      expect(onFinish).toHaveBeenCalledTimes(1);
      expect(bar.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Anterior',
        'Siguiente',
      ]);
      expect(bar.getByRole('button', { name: 'Siguiente' }).hasAttribute('disabled')).toBe(number === 15);
      cleanup();
    }
  });

  it('show the whole competency, and say when the exam is being handed in', () => {
    const { header } = renderControls({ number: 3, finishing: true });
    expect(header.getByText('Fase de ejecución contractual')).toBeTruthy();
    expect(header.getByRole('button', { name: 'Finalizando...' }).hasAttribute('disabled')).toBe(true);
  });
});
