import type { User } from '@oece/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsContext } from '../../../config/settings';
import { SessionProvider } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { testSettings } from '../../../test/public-settings';
import { renderPage } from '../../../test/render-page';
import { DashboardHomePage } from './dashboard-home-page';

const DAY = 86_400_000;

function renderHome(names: Pick<User, 'firstName' | 'lastName'>) {
  localStorage.setItem('oece.token', 'token-de-prueba');
  localStorage.setItem('oece.expires', String(Date.now() + 30 * DAY));
  const user: User = {
    id: 3,
    username: 'lucia.quispe@correo.pe',
    email: 'lucia.quispe@correo.pe',
    ...names,
    roles: ['USER'],
    currentMembership: null,
    membershipHistory: [],
    membershipExpired: true,
  };
  mockApi(() => ({ body: user }));
  renderPage(
    <SettingsContext.Provider value={testSettings('main')}>
      <SessionProvider>
        <DashboardHomePage reviewCard={null} />
      </SessionProvider>
    </SettingsContext.Provider>,
    '/dashboard',
  );
}

beforeEach(() => {
  // A Monday morning in Lima.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00-05:00'));
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the dashboard greeting', () => {
  it('greets the member by first name', async () => {
    renderHome({ firstName: 'Lucía', lastName: 'Quispe' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buenos días, Lucía' })).toBeTruthy();
  });

  it('greets by username when the account has no name', async () => {
    renderHome({ firstName: '', lastName: '' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buenos días, lucia.quispe@correo.pe' }),
    ).toBeTruthy();
  });
});
