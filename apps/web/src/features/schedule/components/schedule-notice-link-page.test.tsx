import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { ScheduleNoticeLinkPage, type NoticeLinkAction } from './schedule-notice-link-page';

const TOKEN = 'DcgcxFQ_wTK5w-z7iKcAWo9B9p9kv2EgO25Es9lYTbA';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function open(action: NoticeLinkAction, path: string, respond: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchMock);
  renderPage(<ScheduleNoticeLinkPage action={action} />, path);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the links of the schedule e-mails', () => {
  it('confirm the subscription as the page opens, and lead to the department’s schedule', async () => {
    const message =
      '¡Listo! Confirmaste tu aviso: te escribiremos cuando se publiquen fechas del examen en La Libertad.';
    const fetchMock = open('confirm', `/cronograma-examenes-oece/aviso/confirmar#${TOKEN}`, () =>
      answer(200, { success: true, message, region: { name: 'La Libertad', value: 'LA LIBERTAD' } }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirma tu aviso');
    expect((await screen.findByText(message)).closest('[role="status"]')).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/oece-exam-schedule/subscriptions/confirm');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Ver el cronograma' }).getAttribute('href')).toBe(
      '/cronograma-examenes-oece?departamento=LA%20LIBERTAD',
    );
  });

  it('end the subscription as the page opens, one click in all', async () => {
    const message =
      'Listo: ya no te escribiremos sobre el cronograma de Lima y borramos tu correo de los avisos.';
    const fetchMock = open('cancel', `/cronograma-examenes-oece/aviso/baja#${TOKEN}`, () =>
      answer(200, { success: true, message }),
    );
    expect((await screen.findByText(message)).closest('[role="status"]')).not.toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe(
      `/api/oece-exam-schedule/subscriptions/unsubscribe?token=${TOKEN}`,
    );
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
  });

  it('say why a link no longer works, and lead back to the schedule', async () => {
    const message =
      'Este enlace ya no sirve: venció o ya diste de baja el aviso. Puedes pedirlo de nuevo en el cronograma.';
    open('confirm', `/cronograma-examenes-oece/aviso/confirmar#${TOKEN}`, () =>
      answer(404, { success: false, code: 'NOT_FOUND', message }),
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al cronograma' }).getAttribute('href')).toBe(
      '/cronograma-examenes-oece',
    );
  });

  it('ask nothing of the server for a link without its token', () => {
    const fetchMock = open('cancel', '/cronograma-examenes-oece/aviso/baja', () => answer(200, {}));
    expect(screen.getByText('Este enlace está incompleto: ábrelo tal como llegó a tu correo.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
