import { ThemeProvider } from '@mui/material';
import type { HistoryExam, HistoryResponse } from '@oece/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { brandTheme } from '../../../lib/theme';
import { HistoryList } from './history-list';

const EXAM: HistoryExam = {
  code: 'abcdefghijklmnopqrstuv',
  type: 'COMPLETE',
  startedAt: '2026-11-20T14:00:00.000Z',
  finishedAt: '2026-11-20T15:30:00.000Z',
  correct: 40,
  total: 72,
  timeUsedSeconds: 5400,
  competencies: [
    { category: 'ACTUACIONES_PREPARATORIAS', correct: 8, total: 25 },
    { category: 'FASE_DE_SELECCION', correct: 17, total: 22 },
    { category: 'FASE_DE_EJECUCION_CONTRACTUAL', correct: 15, total: 25 },
  ],
};

function answer(body: HistoryResponse) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderList(page: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={brandTheme('main')}>
        <MemoryRouter initialEntries={[`/dashboard/historial?pagina=${page}`]}>
          <HistoryList page={page} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HistoryList', () => {
  it('asks for the page of the URL and shows each exam with its scores and its review', async () => {
    const fetchMock = answer({ exams: [EXAM], total: 25, page: 2, pageSize: 10 });
    renderList(2);

    await screen.findByText('Examen completo');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/users/me/exams?page=2');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Tus exámenes terminados (25)');
    const exam = screen.getByRole('heading', { level: 3 }).closest('li')!;
    expect(exam.textContent).toContain('Terminado el 20/11/2026 10:30');
    expect(exam.textContent).toContain('Puntaje: 40/72 (56%)');
    expect(exam.textContent).toContain('Tiempo usado: 90:00');
    expect(exam.textContent).toContain('Actuaciones preparatorias: 8/25 (32%)');
    expect(exam.textContent).toContain('Fase de selección: 17/22 (77%)');
    const review = within(exam).getByRole('link', { name: /^Ver revisión/ });
    expect(review.getAttribute('href')).toBe('/dashboard/examen/abcdefghijklmnopqrstuv');
  });

  it('pages with links that keep the page in the URL', async () => {
    answer({ exams: [EXAM], total: 25, page: 2, pageSize: 10 });
    renderList(2);

    const pagination = await screen.findByRole('navigation', { name: 'Páginas de tus exámenes' });
    const current = within(pagination).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('2');
    expect(
      within(pagination)
        .getByRole('link', { name: /página 3/i })
        .getAttribute('href'),
    ).toBe('/dashboard/historial?pagina=3');
    // The first page has no parameter: the page's plain address.
    expect(
      within(pagination)
        .getByRole('link', { name: /página 1/i })
        .getAttribute('href'),
    ).toBe('/dashboard/historial');
  });
});
