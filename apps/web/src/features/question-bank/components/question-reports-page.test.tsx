import type { QuestionReport, QuestionReportsResponse } from '@oece/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiAnswer, type ApiCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { QuestionReportsPage, STEM_PREVIEW_LENGTH } from './question-reports-page';

const LONG_STEM = `¿Quién aprueba el expediente de contratación ${'y sus modificaciones '.repeat(12)}?`;

const REPORT: QuestionReport = {
  id: 5,
  question: {
    id: 12,
    category: 'ACTUACIONES_PREPARATORIAS',
    topic: '1.1.1',
    question: LONG_STEM,
    status: 'ACTIVE',
  },
  context: 'QUESTION_PAGE',
  message: 'La clave no coincide con el artículo citado.\nRevisar la base legal.',
  createdAt: '2026-03-01T15:00:00.000Z',
  reporter: null,
  resolvedAt: null,
  resolvedBy: null,
};

function page(reports: QuestionReport[], open = reports.length): ApiAnswer {
  const body: QuestionReportsResponse = { reports, total: reports.length, open, page: 1, pageSize: 25 };
  return { body };
}

/** The inbox, with `answer` for what the list alone does not say. */
function renderReports(answer: (call: ApiCall) => ApiAnswer) {
  const calls = mockApi(answer);
  renderPage(<QuestionReportsPage />, '/admin/reportes');
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the question reports inbox', { timeout: 20_000 }, () => {
  it('shows each open report with what was said and about which question', async () => {
    const calls = renderReports(() => page([REPORT]));

    const card = await screen.findByRole('listitem', { name: 'Reporte sobre la pregunta #12' });
    expect(calls[0]!.path).toBe('/question-reports?status=OPEN&page=1');
    expect(screen.getByText('1 abierto')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Reportes' })).getAllByRole('listitem')).toHaveLength(1);
    const text = card.textContent!;
    expect(text).toContain('Abierto');
    expect(text).toContain('Página pública');
    expect(text).toContain('Visitante');
    expect(text).toContain('La clave no coincide con el artículo citado.\nRevisar la base legal.');
    expect(text).toContain('#12Actuaciones preparatoriasTema 1.1.1Activo');
    // A long stem is cut, so that the report stays the card's main text.
    expect(text).toContain(`${LONG_STEM.slice(0, STEM_PREVIEW_LENGTH).trimEnd()}…`);
    expect(text).not.toContain(LONG_STEM);
    expect(within(card).getByRole('link', { name: 'Editar pregunta' }).getAttribute('href')).toBe(
      '/admin/preguntas/12/editar',
    );
  });

  it('marks a report resolved, says so, and the open list no longer has it', async () => {
    let resolved = false;
    const calls = renderReports((call) => {
      if (call.method === 'PATCH') {
        resolved = true;
        return { body: { success: true, message: 'Reporte marcado como resuelto', report: REPORT } };
      }
      return resolved ? page([], 0) : page([REPORT]);
    });
    const card = await screen.findByRole('listitem', { name: 'Reporte sobre la pregunta #12' });

    fireEvent.click(within(card).getByRole('button', { name: 'Marcar como resuelto' }));
    expect(await screen.findByText('Reporte marcado como resuelto', {}, { timeout: 5000 })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/question-reports/5',
      body: { resolved: true },
    });
    expect(await screen.findByText('No hay reportes abiertos.')).toBeTruthy();
    expect(screen.getByText('0 abiertos')).toBeTruthy();
  });

  it('says why a report could not be updated, and keeps it', async () => {
    renderReports((call) =>
      call.method === 'PATCH'
        ? {
            status: 409,
            body: { success: false, code: 'CONFLICT', message: 'El reporte ya estaba resuelto' },
          }
        : page([REPORT]),
    );
    const card = await screen.findByRole('listitem', { name: 'Reporte sobre la pregunta #12' });
    fireEvent.click(within(card).getByRole('button', { name: 'Marcar como resuelto' }));
    expect(
      await screen.findByText(
        'Error al actualizar el reporte: El reporte ya estaba resuelto',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Marcar como resuelto' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('asks for the resolved ones and says when there are none', async () => {
    const calls = renderReports((call) => (call.path.includes('RESOLVED') ? page([], 1) : page([REPORT])));
    await screen.findByRole('listitem', { name: 'Reporte sobre la pregunta #12' });

    fireEvent.click(screen.getByRole('button', { name: 'Resueltos' }));
    expect(await screen.findByText('No hay reportes resueltos.')).toBeTruthy();
    expect(calls.at(-1)!.path).toBe('/question-reports?status=RESOLVED&page=1');
    expect(screen.getByRole('button', { name: 'Resueltos' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Reportes' })).toBeNull());
  });
});
