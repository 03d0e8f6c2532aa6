import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { ScheduleNoticeForm } from './schedule-notice-form';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(respond: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => respond());
  vi.stubGlobal('fetch', fetchMock);
  renderPage(<ScheduleNoticeForm region={{ name: 'La Libertad', value: 'LA LIBERTAD' }} />);
  return fetchMock;
}

const email = () => screen.getByLabelText('Tu correo electrónico');
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Avisarme' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('¿Te avisamos?', () => {
  it('says what it keeps before anything is sent', () => {
    renderForm(() => answer(200, {}));
    expect(screen.getByRole('region', { name: '¿Te avisamos?' })).toBeTruthy();
    expect(
      screen.getByText(
        'Solo guardamos tu correo, el departamento y cuándo lo pediste. Te pediremos confirmarlo, y cada aviso trae un enlace para darte de baja.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Avisarme' })).toHaveProperty('disabled', true);
  });

  it('refuses an address that is not one, without asking the server', () => {
    const fetchMock = renderForm(() => answer(200, {}));
    fireEvent.change(email(), { target: { value: 'rosa@' } });
    send();
    expect(screen.getByText('Por favor, ingresa un correo electrónico válido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the department shown, and shows what the server answered', async () => {
    const message = 'Te enviamos un correo para confirmar tu aviso de La Libertad.';
    const fetchMock = renderForm(() => answer(200, { success: true, message }));
    fireEvent.change(email(), { target: { value: ' Rosa@Correo.pe ' } });
    send();
    expect((await screen.findByText(message)).closest('[role="status"]')).not.toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/oece-exam-schedule/subscriptions');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      email: 'rosa@correo.pe',
      region: 'LA LIBERTAD',
    });
    expect(screen.queryByLabelText('Tu correo electrónico')).toBeNull();
  });

  it('shows a refusal in the server’s words, and keeps the form', async () => {
    const message = 'Ya enviamos varios correos de confirmación a esa dirección hoy.';
    renderForm(() => answer(429, { success: false, code: 'RATE_LIMITED', message }));
    fireEvent.change(email(), { target: { value: 'rosa@correo.pe' } });
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(email()).toHaveProperty('value', 'rosa@correo.pe');
  });
});
