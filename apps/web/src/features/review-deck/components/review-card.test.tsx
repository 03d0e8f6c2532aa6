import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { DeckOverview } from './deck-overview';
import { ReviewCard } from './review-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = (dueToday: number, queued: number) => ({
  dueToday,
  queued,
  total: dueToday + queued,
  nextDueAt: queued > 0 ? '2026-11-21T05:00:00.000Z' : null,
  examDate: null,
  newCardsPerDay: 20,
});

describe('the review deck’s counts', () => {
  it('tell the cards for today and those queued on the home page', async () => {
    mockApi(() => ({ body: summary(20, 40) }));
    renderPage(<ReviewCard />);
    expect((await screen.findByTestId('due-count')).textContent).toBe('20 para hoy · 40 en cola');
    expect(screen.getByText(/^Preguntas pendientes:/).textContent).toBe(
      'Preguntas pendientes: 20 para hoy · 40 en cola.',
    );
  });

  it('say when nothing is left, today or queued', async () => {
    mockApi(() => ({ body: summary(0, 0) }));
    renderPage(<ReviewCard />);
    expect(await screen.findByText('¡Estás al día! No tienes preguntas para repasar hoy.')).toBeTruthy();
    expect(screen.getByTestId('due-count').textContent).toBe('0 para hoy');
  });

  it('tell the queue and the day’s cap in the deck', () => {
    renderPage(<DeckOverview summary={summary(0, 52)} onStart={() => {}} />);
    const deck = screen.getByRole('region', { name: 'Tu mazo' });
    expect(deck.textContent).toContain('Para hoy: 0');
    expect(deck.textContent).toContain('En cola: 52');
    expect(deck.textContent).toContain('En tu mazo: 52');
    expect(deck.textContent).toContain(
      'Cada día entran hasta 20 preguntas nuevas; las demás esperan en cola y entran en los días siguientes, en el orden en que llegaron.',
    );
    expect(within(deck).getByRole('status').textContent).toBe(
      '¡Estás al día! Tu próximo repaso es el 21 de noviembre de 2026.',
    );
  });
});
