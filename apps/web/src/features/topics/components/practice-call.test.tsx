import type { User } from '@oece/contracts';
import { BRANDS, type MembershipLevel } from '@oece/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { SettingsContext } from '../../../config/settings';
import { SessionProvider } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { PracticeCall } from './practice-call';
import { testSettings } from '../../../test/public-settings';

const DAY = 86_400_000;

function member(level: MembershipLevel, expiresInDays = 30): User {
  return {
    id: 5,
    username: 'socia',
    email: null,
    firstName: 'Ana',
    lastName: 'Torres',
    roles: ['USER'],
    currentMembership: {
      level,
      start: new Date(Date.now() - DAY).toISOString(),
      expiration: new Date(Date.now() + expiresInDays * DAY).toISOString(),
    },
    membershipHistory: [],
    membershipExpired: expiresInDays < 0,
  };
}

/** Where the practice page was asked to start, with the choice it was handed. */
function PracticeStart() {
  const { pathname, state } = useLocation();
  return <pre aria-label="Práctica pedida">{`${pathname} ${JSON.stringify(state)}`}</pre>;
}

/** The call on a topic page, for a member (signed in with a stored session) or a visitor. */
function renderCall(user: User | null, brand = BRANDS.main) {
  if (user) {
    localStorage.setItem('oece.token', 'token-de-prueba');
    localStorage.setItem('oece.expires', String(Date.now() + 30 * DAY));
    mockApi(() => ({ body: user }));
  }
  return renderPage(
    <SettingsContext.Provider value={testSettings(brand)}>
      <SessionProvider>
        <Routes>
          <Route
            path="/temas/:slug"
            element={<PracticeCall title="Practica este tema" competency="FASE_DE_SELECCION" />}
          />
          <Route path="/dashboard/practica" element={<PracticeStart />} />
        </Routes>
      </SessionProvider>
    </SettingsContext.Provider>,
    '/temas/2.4.1-consultas-observaciones-e-integracion-de-bases',
  );
}

const call = () => screen.getByRole('region', { name: 'Practica este tema' });
const hrefOf = (name: string | RegExp) => within(call()).getByRole('link', { name }).getAttribute('href');

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("'Practica este tema'", () => {
  it("starts a premium member on a practice round of the topic's competency", async () => {
    renderCall(member('PREMIUM'));
    const start = await within(call()).findByRole('link', { name: 'Practicar Fase de selección' });
    expect(call().textContent).toContain('responde 10 preguntas de Fase de selección');
    fireEvent.click(start);
    expect(screen.getByLabelText('Práctica pedida').textContent).toBe(
      '/dashboard/practica {"selectedTopics":["FASE_DE_SELECCION"],"questionsPerTopic":10}',
    );
  });

  it('offers a member without practice an exam and the plans, inside the dashboard', async () => {
    renderCall(member('BASIC'));
    await within(call()).findByRole('link', { name: 'Dar un examen' });
    expect(hrefOf('Dar un examen')).toBe('/dashboard/examen');
    expect(hrefOf(/^Ver planes desde S\/\d+$/)).toBe('/dashboard/precios');
    expect(call().textContent).toContain('es parte del plan Premium');
  });

  it('treats a premium member whose plan ended as one without practice', async () => {
    renderCall(member('PREMIUM', -1));
    await within(call()).findByRole('link', { name: 'Dar un examen' });
    expect(within(call()).queryByRole('link', { name: /^Practicar/ })).toBeNull();
  });

  it('offers a visitor the free rapid exam and the plans', () => {
    renderCall(null);
    expect(hrefOf('Dar el examen rápido gratis')).toBe('/examen');
    expect(hrefOf(/^Ver planes desde S\/\d+$/)).toBe('/precios');
  });

  it('leaves the plans out where nothing is sold', () => {
    renderCall(null, { ...BRANDS.main, paidOffer: false });
    expect(hrefOf('Dar el examen rápido gratis')).toBe('/examen');
    expect(within(call()).queryByRole('link', { name: /planes/ })).toBeNull();
  });
});
