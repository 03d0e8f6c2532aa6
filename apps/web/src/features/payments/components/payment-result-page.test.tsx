import type { Order } from '@oece/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SettingsContext } from '../../../config/settings';
import { startAnalytics, trackLinkUses } from '../../../lib/analytics';
import { PaymentResultPage } from './payment-result-page';
import { testSettings } from '../../../test/public-settings';

// Links report their use through the page's one listener, to the analytics SDK (here a stand-in).
const posthog = vi.hoisted(() => ({ init: vi.fn(), capture: vi.fn() }));
vi.mock('posthog-js/dist/module.slim.no-external', () => ({ posthog }));
beforeAll(async () => {
  startAnalytics({ token: 'phc_prueba', host: 'https://eu.i.posthog.com' });
  trackLinkUses();
  await vi.dynamicImportSettled();
});

const settings = testSettings('main', { whatsappNumber: '51911222333' });

const approved = (accessMail: Order['accessMail']): Order => ({
  id: 'Xy3_abcdefghijklmnopqr',
  checkoutUrl: '',
  status: 'APPROVED',
  statusDetail: null,
  membershipLevel: 'PREMIUM',
  amount: 79,
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@correo.pe',
  accessMail,
});

function renderPage(order: Order) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(order), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SettingsContext.Provider value={settings}>
        <MemoryRouter initialEntries={[`/pago/validar?orderId=${order.id}`]}>
          <PaymentResultPage />
        </MemoryRouter>
      </SettingsContext.Provider>
    </QueryClientProvider>,
  );
}

/** The link's click is counted; the test's browser stays put instead of opening WhatsApp. */
function stayPut(link: HTMLElement): HTMLElement {
  link.addEventListener('click', (event) => event.preventDefault());
  return link;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PaymentResultPage, once the payment is approved', () => {
  it.each(['SENT', 'PENDING'] as const)(
    'with the access e-mail %s, says where the link went',
    async (mail) => {
      renderPage(approved(mail));
      expect(await screen.findByRole('heading', { name: '¡Pago aprobado!' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain(
        'Te enviamos un correo a ana@correo.pe. Si es tu primera compra, trae un enlace para crear tu contraseña (vale por 7 días); si ya tenías una cuenta con ese correo, ampliamos tu membresía y sigues entrando con tu contraseña de siempre. Revisa también la carpeta de spam.',
      );
    },
  );

  it('without it, says the access comes later and offers WhatsApp', async () => {
    renderPage(approved('NOT_SENT'));
    expect(await screen.findByRole('heading', { name: 'Tu pago fue aprobado' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Te enviaremos el acceso por correo en cuanto sea posible; también puedes escribirnos por WhatsApp.',
    );
    expect(screen.queryByText(/Te enviamos/)).toBeNull();
    const chat = new URL(
      screen.getByRole('link', { name: 'escribirnos por WhatsApp' }).getAttribute('href')!,
    );
    expect(chat.origin + chat.pathname).toBe('https://wa.me/51911222333');
    expect(chat.searchParams.get('text')).toContain('ana@correo.pe');
    fireEvent.click(stayPut(screen.getByRole('link', { name: 'escribirnos por WhatsApp' })));
    expect(posthog.capture).toHaveBeenCalledExactlyOnceWith('whatsapp_contact', { from: 'payment_access' });
  });
});

describe('PaymentResultPage, whatever the outcome', () => {
  it('counts a click on the support link as the other WhatsApp links are counted', async () => {
    renderPage({ ...approved(null), status: 'REJECTED', statusDetail: 'Tu banco rechazó el pago' });
    expect(await screen.findByText(/Error en el pago: Tu banco rechazó el pago/)).toBeTruthy();
    const support = screen.getByRole('link', { name: 'Contacta a soporte' });
    expect(new URL(support.getAttribute('href')!).searchParams.get('text')).toBe(
      'Hola, necesito ayuda con mi pago.',
    );
    expect(posthog.capture).not.toHaveBeenCalled();
    fireEvent.click(stayPut(support));
    expect(posthog.capture).toHaveBeenCalledExactlyOnceWith('whatsapp_contact', { from: 'payment_result' });
  });
});
