import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinishDialog } from './finish-dialog';
import type { QuestionToReview } from './exam-progress';

afterEach(cleanup);

function dialogWith(items: QuestionToReview[]) {
  const handlers = { onClose: vi.fn(), onExited: vi.fn(), onJump: vi.fn(), onFinish: vi.fn() };
  render(<FinishDialog open items={items} total={15} remaining={487} {...handlers} />);
  return { dialog: screen.getByRole('dialog', { name: '¿Finalizar el examen?' }), ...handlers };
}

describe('the confirmation before a finish', () => {
  it('says plainly that nothing is left, gives the time left, and keeps the exam by default', () => {
    const { dialog, onClose, onFinish } = dialogWith([]);
    expect(dialog.textContent).toContain('Respondiste las 15 preguntas y no marcaste ninguna para revisar.');
    expect(dialog.textContent).toContain(
      'Aún te quedan 08:07. Al finalizar ya no podrás cambiar tus respuestas.',
    );
    expect(within(dialog).queryByRole('list')).toBeNull();
    const stay = within(dialog).getByRole('button', { name: 'Seguir respondiendo' });
    expect(document.activeElement).toBe(stay);
    fireEvent.click(stay);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar examen' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('lists what is unanswered or marked, each a way back to it', () => {
    const { dialog, onJump } = dialogWith([
      { index: 1, unanswered: true, flagged: true },
      { index: 6, unanswered: false, flagged: true },
    ]);
    expect(dialog.textContent).toContain('1 sin responder, 2 marcadas');
    expect(dialog.textContent).toContain('La pregunta sin responder contará como incorrecta.');
    const list = within(dialog).getByRole('list', { name: 'Preguntas por revisar' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pregunta 2 · sin responder, marcada', 'Pregunta 7 · marcada']);
    fireEvent.click(within(list).getByRole('button', { name: 'Pregunta 7 · marcada' }));
    expect(onJump).toHaveBeenCalledWith(6);
  });
});
