import { BRANDS, type Brand } from '@oece/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast';
import { SettingsContext } from '../../../config/settings';
import { CreateUserDialog } from './create-user-dialog';
import { testSettings } from '../../../test/public-settings';

function renderDialog(brand: Brand) {
  const settings = testSettings(brand);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SettingsContext.Provider value={settings}>
        <ToastProvider>
          <CreateUserDialog open onClose={() => {}} />
        </ToastProvider>
      </SettingsContext.Provider>
    </QueryClientProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Crear usuario' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreateUserDialog', () => {
  it('asks for the days, from 30, on the brand without the paid offer, and sends them', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, message: 'Usuario creado', user: {} }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderDialog(BRANDS.alt);

    expect(screen.queryByLabelText(/Tipo de membresía/)).toBeNull();
    const days = field(/Días de acceso/);
    expect(days.value).toBe('30');
    expect(days.required).toBe(true);
    fireEvent.change(field(/DNI/), { target: { value: '40123456' } });
    fireEvent.change(field(/^Contraseña/), { target: { value: 'clave-123' } });
    fireEvent.change(days, { target: { value: '' } });
    expect(screen.getByText('Indica los días de acceso')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    fireEvent.change(days, { target: { value: '3651' } });
    expect(screen.getByText('Los días no pueden pasar de 3650')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);

    fireEvent.change(days, { target: { value: '45' } });
    fireEvent.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      username: '40123456',
      days: 45,
      membershipLevel: null,
    });
  });

  it('keeps the days optional beside the level on the brand with the paid offer', () => {
    renderDialog(BRANDS.main);

    const days = field(/Días de acceso/);
    expect(days.value).toBe('');
    expect(days.required).toBe(false);
    expect(screen.getByText('Vacío: la duración del nivel elegido')).toBeTruthy();
    expect(screen.getByLabelText(/Tipo de membresía/)).toBeTruthy();
  });
});
