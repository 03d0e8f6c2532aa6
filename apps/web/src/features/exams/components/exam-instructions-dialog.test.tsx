import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExamInstructionsDialog } from './exam-instructions-dialog';

afterEach(cleanup);

function dialogFor(type: 'PUBLIC_RAPID' | 'PARTIAL' | 'COMPLETE', busy = false) {
  const onStart = vi.fn();
  const onCancel = vi.fn();
  render(<ExamInstructionsDialog open type={type} onStart={onStart} onCancel={onCancel} busy={busy} />);
  return { dialog: screen.getByRole('dialog', { name: 'Antes de empezar' }), onStart, onCancel };
}

describe('the instructions before an exam', () => {
  it("give a visitor's rapid exam its size and time, the product's pass line, and how skipping, flags, the map, the finish and keys work", () => {
    const { dialog } = dialogFor('PUBLIC_RAPID');
    expect(within(dialog).getByText('Examen rápido: 15 preguntas en 10 minutos.')).toBeTruthy();
    const text = dialog.textContent ?? '';
    expect(text).toContain("El tiempo corre en el servidor desde que pulsas 'Comenzar examen'");
    expect(text).toContain('Tus respuestas se guardan al instante.');
    expect(text).toContain("Si pulsas 'Siguiente' sin responder, la pregunta queda sin responder");
    expect(text).toContain('las preguntas sin responder cuentan como incorrectas');
    expect(text).toContain("Usa 'Marcar para revisar'. En el 'Mapa de preguntas'");
    expect(text).toContain(
      "Para entregar, usa 'Finalizar' arriba, junto al mapa de preguntas; mientras quede tiempo, siempre te pedirá confirmación.",
    );
    expect(
      within(dialog).getByText(
        'Línea de aprobación: 6 de 15 correctas (40%). Es la referencia del simulador (el 40% de las preguntas): solo el examen completo se mide con los puntajes publicados de la certificación.',
      ),
    ).toBeTruthy();
    expect(text).toContain(
      'A–D o 1–4 eligen la alternativa (también ↑ ↓ entre ellas); las flechas ← y → cambian de pregunta.',
    );
    expect(text).not.toMatch(/nivel/i);
  });

  it('give the partial exam its own size and time', () => {
    const { dialog } = dialogFor('PARTIAL');
    expect(within(dialog).getByText('Examen parcial: 36 preguntas en 1 hora.')).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Línea de aprobación: 15 de 36 correctas (42%). Es la referencia del simulador',
    );
    expect(dialog.textContent).not.toMatch(/nivel/i);
  });

  it("give the complete exam the certification's básico minimum as its line and its levels, said to be an estimate", () => {
    const { dialog } = dialogFor('COMPLETE');
    expect(within(dialog).getByText('Examen completo: 72 preguntas en 2 horas.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Línea de aprobación: 30 de 72 correctas (42%). Es el puntaje mínimo publicado del nivel básico de la certificación.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Nivel estimado según tus respuestas correctas de 72: nivel básico desde 30, nivel intermedio desde 43 y nivel avanzado desde 58. Es una estimación con los puntajes publicados, no un resultado oficial.',
      ),
    ).toBeTruthy();
  });

  it("start with 'Comenzar examen', call it off with 'Cancelar', and say when the exam is being prepared", () => {
    const { dialog, onStart, onCancel } = dialogFor('PUBLIC_RAPID');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Comenzar examen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    cleanup();

    const preparing = dialogFor('PUBLIC_RAPID', true).dialog;
    const button = within(preparing).getByRole('button', { name: 'Preparando examen...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
