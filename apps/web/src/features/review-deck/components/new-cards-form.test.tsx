import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { NewCardsForm } from './new-cards-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = () => screen.getByRole('spinbutton', { name: 'Preguntas nuevas por día' }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: /^(Guardar límite|Guardando\.\.\.)$/ });

const summary = (newCardsPerDay: number) => ({
  dueToday: newCardsPerDay,
  queued: 10,
  total: newCardsPerDay + 10,
  nextDueAt: null,
  examDate: null,
  newCardsPerDay,
});

describe('NewCardsForm', () => {
  it('refuses a number out of bounds in the server’s words, without asking it', () => {
    const calls = mockApi(() => ({ body: {} }));
    renderPage(<NewCardsForm newCardsPerDay={20} />);
    expect(field().value).toBe('20');
    for (const value of ['4', '101', '12.5', '']) {
      fireEvent.change(field(), { target: { value } });
      fireEvent.click(save());
      expect(screen.getByText('Elige un número entero de 5 a 100 preguntas nuevas por día')).toBeTruthy();
      expect(field().getAttribute('aria-invalid')).toBe('true');
    }
    expect(calls).toEqual([]);
  });

  it('saves the cap, says so while saving, then shows the server’s message', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const calls = mockApi(() => new Promise((resolve) => (answer = resolve)));
    renderPage(<NewCardsForm newCardsPerDay={20} />);
    fireEvent.change(field(), { target: { value: '35' } });
    fireEvent.click(save());
    await waitFor(() => expect(save().textContent).toBe('Guardando...'));
    expect(save()).toHaveProperty('disabled', true);
    expect(calls).toEqual([
      { method: 'PUT', path: '/users/me/review/settings', body: { newCardsPerDay: 35 } },
    ]);
    answer({ body: { success: true, message: 'Límite diario guardado', summary: summary(35) } });
    expect(await screen.findByText('Límite diario guardado')).toBeTruthy();
    expect(save().textContent).toBe('Guardar límite');
    expect(field().value).toBe('35');
  });

  it('says when the cap could not be saved, and the plan’s refusal in the server’s words', async () => {
    let failure: 'network failure' | { status: number; body: unknown } = 'network failure';
    mockApi(() => failure);
    renderPage(<NewCardsForm newCardsPerDay={20} />);
    fireEvent.click(save());
    expect(
      await screen.findByText('No pudimos guardar el límite. Revisa tu conexión e inténtalo de nuevo.'),
    ).toBeTruthy();
    failure = {
      status: 403,
      body: {
        success: false,
        code: 'PLAN_REQUIRED',
        message: 'El modo práctica está disponible solo en el plan Premium.',
      },
    };
    fireEvent.click(save());
    expect(await screen.findByText('El modo práctica está disponible solo en el plan Premium.')).toBeTruthy();
  });
});
