import type { AdminQuestion, QuestionsResponse } from '@oece/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiCall } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { QuestionsPage } from './questions-page';

function question(id: number, stem: string, change: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id,
    category: 'ACTUACIONES_PREPARATORIAS',
    topic: '1.1.1',
    question: stem,
    alternatives: ['El titular', 'El órgano encargado', 'El comité', 'El área usuaria'],
    correctAlternative: 1,
    explanation: 'Lo aprueba el órgano encargado de las contrataciones.',
    sources: ['Reglamento, art. 42.1'],
    level: 'intermedio',
    slug: `pregunta-${id}`,
    updatedAt: '2026-03-01T15:00:00.000Z',
    status: 'ACTIVE',
    source: 'ADMIN',
    revision: 1,
    createdAt: '2026-03-01T15:00:00.000Z',
    stats: null,
    openReports: 0,
    ...change,
  };
}

const QUESTIONS = [
  question(12, '¿Quién aprueba el expediente de contratación?'),
  question(15, '¿Qué plazo tiene la absolución de consultas?', { level: 'avanzado', openReports: 2 }),
];

/** The bank answers the list with `questions`, whatever the filters. */
function renderList(path: string, questions: AdminQuestion[] = QUESTIONS) {
  const list: QuestionsResponse = {
    questions,
    total: questions.length,
    page: 1,
    pageSize: 25,
    statistics: null,
  };
  const calls = mockApi((call) => ({
    body: call.path.startsWith('/questions/levels') ? { competencies: [] } : list,
  }));
  renderPage(<QuestionsPage />, path);
  return () => calls.filter((call: ApiCall) => call.path.startsWith('/questions?')).map((call) => call.path);
}

const address = () => screen.getByRole('status', { name: 'Dirección' }).textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  (window as unknown as HappyWindow).happyDOM.setViewport({ width: 1024, height: 768 });
});

describe('the questions list', { timeout: 20_000 }, () => {
  it('asks for the filters in the address and shows one row per question', async () => {
    const listCalls = renderList(
      '/admin/preguntas?category=ACTUACIONES_PREPARATORIAS&status=ACTIVE&search=plazo',
    );

    const table = await screen.findByRole('table', { name: 'Preguntas' });
    expect(listCalls()).toEqual([
      '/questions?category=ACTUACIONES_PREPARATORIAS&status=ACTIVE&search=plazo&sort=id&page=1&pageSize=25',
    ]);
    expect(screen.getByText('Mostrando 1–2 de 2 preguntas')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('12Actuaciones preparatoriasTema 1.1.1 · Intermedio');
    expect(rows[3]!.textContent).toContain('Tema 1.1.1 · Avanzado');
    expect(rows[3]!.textContent).toContain('2 reportes');
    const filter = (name: string) => screen.getByRole('combobox', { name }).textContent;
    expect([filter('Competencia'), filter('Tema'), filter('Estado')]).toEqual([
      'Actuaciones preparatorias',
      'Todos',
      'Activo',
    ]);
    expect(
      screen.getByRole('textbox', { name: 'Buscar en el enunciado o por número (#123)' }),
    ).toHaveProperty('value', 'plazo');
  });

  it('asks again when a filter changes, and keeps the filter in the address', async () => {
    const listCalls = renderList('/admin/preguntas?topic=1.1.1&page=3');
    await screen.findByRole('table', { name: 'Preguntas' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo para revisar' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    // A new filter starts again on the first page.
    expect(listCalls()[1]).toBe('/questions?topic=1.1.1&review=true&sort=id&page=1&pageSize=25');
    expect(address()).toBe('/admin/preguntas?topic=1.1.1&review=true&sort=id&pageSize=25');
  });

  it('tells an empty bank from filters that leave nothing', async () => {
    renderList('/admin/preguntas', []);
    expect((await screen.findByRole('alert')).textContent).toBe('El banco aún no tiene preguntas.');
    cleanup();

    renderList('/admin/preguntas?status=DRAFT', []);
    expect((await screen.findByRole('alert')).textContent).toBe('No hay preguntas con esos filtros.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("unfolds a question's key, explanation and legal basis under its row", async () => {
    renderList('/admin/preguntas');
    const unfold = await screen.findByRole('button', { name: 'Ver detalle de la pregunta #12' });
    expect(screen.queryByText('Base legal:')).toBeNull();

    fireEvent.click(unfold);
    const fold = screen.getByRole('button', { name: 'Ocultar detalle de la pregunta #12' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    const details = screen.getByText('Base legal:').closest('td')!;
    expect(details.textContent).toContain('Lo aprueba el órgano encargado de las contrataciones.');
    expect(details.textContent).toContain('Reglamento, art. 42.1');
    expect(within(details).getByLabelText('Respuesta correcta').closest('li')!.textContent).toContain(
      'El órgano encargado',
    );
    expect(within(details).getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      '/admin/preguntas/12/editar',
    );

    fireEvent.click(fold);
    expect(screen.queryByText('Base legal:')).toBeNull();
  });

  it('shows a card per question on a phone', async () => {
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: 360, height: 740 });
    renderList('/admin/preguntas');
    const list = await screen.findByRole('list', { name: 'Preguntas' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('#12 · Actuaciones preparatorias · 1.1.1 · Intermedio');
    expect(cards[0]!.textContent).toContain('¿Quién aprueba el expediente de contratación?');
    expect(screen.queryByRole('table', { name: 'Preguntas' })).toBeNull();
  });
});
