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
    publicSince: '2026-03-02T15:00:00.000Z',
    ...change,
  };
}

const QUESTIONS = [
  question(12, '¿Quién aprueba el expediente de contratación?'),
  question(15, '¿Qué plazo tiene la absolución de consultas?', {
    level: 'avanzado',
    openReports: 2,
    publicSince: null,
  }),
  // A question of the day, waiting for its day to end.
  question(18, '¿Quién designa al comité de selección?', { publicSince: '2099-11-29T05:00:00.000Z' }),
];

/**
 * The bank answers the list with `questions`, whatever the filters, and a change of the public set
 * with `changed`; `calls` holds every request.
 */
function renderList(path: string, questions: AdminQuestion[] = QUESTIONS) {
  const list: QuestionsResponse = {
    questions,
    total: questions.length,
    page: 1,
    pageSize: 25,
    statistics: null,
  };
  const calls = mockApi((call) => ({
    body: call.path.startsWith('/questions/levels')
      ? { competencies: [] }
      : call.path === '/questions/public-set'
        ? { success: true, message: 'Se retiraron 2 preguntas de la biblioteca pública', changed: 2 }
        : list,
  }));
  renderPage(<QuestionsPage />, path);
  const listCalls = () =>
    calls.filter((call: ApiCall) => call.path.startsWith('/questions?')).map((call) => call.path);
  return Object.assign(listCalls, { calls });
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
    expect(screen.getByText('Mostrando 1–3 de 3 preguntas')).toBeTruthy();
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

    expect(details.textContent).toContain('Biblioteca pública: Sí');
    expect(within(details).getByRole('link', { name: 'Ver página pública' }).getAttribute('href')).toBe(
      '/pregunta/pregunta-12',
    );

    fireEvent.click(fold);
    expect(screen.queryByText('Base legal:')).toBeNull();

    // Outside the public set: no page to open.
    fireEvent.click(screen.getByRole('button', { name: 'Ver detalle de la pregunta #15' }));
    const outside = screen.getByText('Base legal:').closest('td')!;
    expect(outside.textContent).toContain(
      'Biblioteca pública: No. Su dirección lleva a la página de su tema.',
    );
    expect(within(outside).queryByRole('link', { name: 'Ver página pública' })).toBeNull();
  });

  it('shows a card per question on a phone', async () => {
    (window as unknown as HappyWindow).happyDOM.setViewport({ width: 360, height: 740 });
    renderList('/admin/preguntas');
    const list = await screen.findByRole('list', { name: 'Preguntas' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toContain('#12 · Actuaciones preparatorias · 1.1.1 · Intermedio');
    expect(cards[0]!.textContent).toContain('¿Quién aprueba el expediente de contratación?');
    expect(cards[0]!.textContent).toContain('Pública: Sí');
    expect(cards[2]!.textContent).toContain('Pública: Desde el 29/11/2099');
    expect(screen.queryByRole('table', { name: 'Preguntas' })).toBeNull();
  });

  it("says whether each question is public, and filters by 'Pública' through the address", async () => {
    const listCalls = renderList('/admin/preguntas');
    const table = await screen.findByRole('table', { name: 'Preguntas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const column = headers.indexOf('Pública');
    expect(column).toBeGreaterThan(0);
    const publicOf = (id: number) =>
      within(table)
        .getByRole('checkbox', { name: `Elegir la pregunta #${id}` })
        .closest('tr')!.children[column]!.textContent;
    expect([publicOf(12), publicOf(15), publicOf(18)]).toEqual(['Sí', 'No', 'Desde el 29/11/2099']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pública' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]).toBe('/questions?public=false&sort=id&page=1&pageSize=25');
    expect(address()).toBe('/admin/preguntas?public=false&sort=id&pageSize=25');
  });

  it('publishes or retires the chosen questions at once, and reloads the list', async () => {
    const listCalls = renderList('/admin/preguntas');
    await screen.findByRole('table', { name: 'Preguntas' });
    expect(screen.queryByRole('button', { name: 'Retirar de la biblioteca pública' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Elegir la pregunta #12' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Elegir la pregunta #18' }));
    const actions = screen.getByRole('region', { name: 'Acciones con las preguntas elegidas' });
    expect(actions.textContent).toContain('2 preguntas elegidas');
    fireEvent.click(within(actions).getByRole('button', { name: 'Retirar de la biblioteca pública' }));

    expect(await screen.findByText('Se retiraron 2 preguntas de la biblioteca pública')).toBeTruthy();
    expect(listCalls.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/questions/public-set', body: { questionIds: [12, 18], public: false } },
    ]);
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    // Nothing stays chosen once done.
    expect(screen.queryByRole('region', { name: 'Acciones con las preguntas elegidas' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Elegir todas las preguntas de la página' }));
    expect(screen.getByRole('region', { name: 'Acciones con las preguntas elegidas' }).textContent).toContain(
      '3 preguntas elegidas',
    );
  });
});
