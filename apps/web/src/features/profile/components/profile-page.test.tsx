import type { User } from '@oece/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsContext } from '../../../config/settings';
import { SessionProvider } from '../../../lib/session';
import { mockApi, type ApiCall } from '../../../test/mock-api';
import { testSettings } from '../../../test/public-settings';
import { renderPage } from '../../../test/render-page';
import { ProfilePage } from './profile-page';

const DAY = 86_400_000;

const buyer: User = {
  id: 9,
  username: 'comprador@correo.pe',
  email: 'comprador@correo.pe',
  firstName: '',
  lastName: '',
  roles: ['USER'],
  currentMembership: null,
  membershipHistory: [],
  membershipExpired: true,
};

/** The profile of a signed-in member whose server keeps what PUT /users/me/names sends. */
function renderProfile(refuse?: string) {
  localStorage.setItem('oece.token', 'token-de-prueba');
  localStorage.setItem('oece.expires', String(Date.now() + 30 * DAY));
  let user = buyer;
  const calls: ApiCall[] = mockApi((call) => {
    if (call.method === 'PUT') {
      if (refuse) return { status: 400, body: { success: false, code: 'VALIDATION_ERROR', message: refuse } };
      user = { ...user, ...(call.body as Pick<User, 'firstName' | 'lastName'>) };
    }
    return { body: user };
  });
  renderPage(
    <SettingsContext.Provider value={testSettings('main')}>
      <SessionProvider>
        <ProfilePage />
      </SessionProvider>
    </SettingsContext.Provider>,
    '/dashboard/perfil',
  );
  return calls;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the names on the profile', () => {
  it('are edited by the member: both required, saved, then shown', async () => {
    const calls = renderProfile();
    expect(await screen.findAllByText('No especificado')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Editar mis nombres' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar mis nombres' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(/Nombres/), { target: { value: '123' } });
    fireEvent.change(within(dialog).getByLabelText(/Apellidos/), { target: { value: 'Quispe' } });
    expect(within(dialog).getByText('El nombre debe tener al menos una letra')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(/Nombres/), { target: { value: 'Lucía' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/users/me/names',
      body: { firstName: 'Lucía', lastName: 'Quispe' },
    });
    expect(await screen.findByText('Lucía')).toBeTruthy();
    expect(screen.getByText('Quispe')).toBeTruthy();
    expect(await screen.findByText('Tus nombres quedaron guardados.')).toBeTruthy();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    renderProfile('Datos inválidos. firstName: El nombre puede tener hasta 100 caracteres');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar mis nombres' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar mis nombres' });
    fireEvent.change(within(dialog).getByLabelText(/Nombres/), { target: { value: 'Lucía' } });
    fireEvent.change(within(dialog).getByLabelText(/Apellidos/), { target: { value: 'Quispe' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(
        'Datos inválidos. firstName: El nombre puede tener hasta 100 caracteres',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('No especificado')).toHaveLength(2);
  });
});
