import type { PlanInfo, User } from '@oece/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsContext } from '../../../config/settings';
import { mockApi, type ApiAnswer, type ApiCall } from '../../../test/mock-api';
import { testSettings } from '../../../test/public-settings';
import { renderPage } from '../../../test/render-page';
import { CheckoutForm } from './checkout-form';

const PREMIUM: PlanInfo = {
  level: 'PREMIUM',
  slug: 'premium',
  name: 'Premium',
  price: 79,
  months: 3,
  features: ['Modo práctica'],
};
const CHECKOUT = 'http://localhost/pago/prueba?orderId=Xy3_abcdefghijklmnopqr';

const member: User = {
  id: 7,
  username: 'ana.perez@correo.pe',
  email: 'ana.perez@correo.pe',
  firstName: 'Ana',
  lastName: 'Pérez',
  roles: ['USER'],
  currentMembership: null,
  membershipHistory: [],
  membershipExpired: true,
};

let calls: ApiCall[];
let assign: ReturnType<typeof vi.fn>;

function renderForm(
  user: User | null = null,
  answer: ApiAnswer = { status: 201, body: { id: 'x', checkoutUrl: CHECKOUT } },
) {
  calls = mockApi(() => answer);
  renderPage(
    <SettingsContext.Provider value={testSettings('main')}>
      <CheckoutForm plan={PREMIUM} user={user} />
    </SettingsContext.Provider>,
    '/pago/premium',
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pagar con tarjeta o Yape' }));
/** The message MUI shows under a field (its helper text, which describes the input). */
const messageUnder = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent ?? '';

beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout form', () => {
  it("sends the buyer's names and e-mail, and goes to the provider's checkout", async () => {
    renderForm();
    type('Nombres', '  Ana   María ');
    type('Apellidos', 'Pérez Ñique');
    type('Correo electrónico', ' Ana.Perez@Correo.PE');
    type('Repite tu correo electrónico', 'ana.perez@correo.pe ');
    pay();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/orders',
        body: {
          membershipLevel: 'PREMIUM',
          firstName: 'Ana María',
          lastName: 'Pérez Ñique',
          email: 'ana.perez@correo.pe',
        },
      },
    ]);
  });

  it('says under each field what is missing, starts over on the first one and sends nothing', () => {
    renderForm();
    pay();
    expect(messageUnder('Nombres')).toBe('El nombre es obligatorio');
    expect(messageUnder('Apellidos')).toBe('El apellido es obligatorio');
    expect(messageUnder('Correo electrónico')).toBe('El correo electrónico es requerido');
    expect(messageUnder('Repite tu correo electrónico')).toBe('Vuelve a escribir tu correo electrónico.');
    expect(document.activeElement).toBe(field('Nombres'));
    expect(calls).toEqual([]);
    // A field's message goes as soon as it is edited.
    type('Nombres', 'Ana');
    expect(messageUnder('Nombres')).toBe('');
    expect(messageUnder('Apellidos')).toBe('El apellido es obligatorio');
  });

  it('refuses a name without letters, and takes no more characters than an account keeps', () => {
    renderForm();
    type('Nombres', '1234');
    type('Apellidos', 'Pérez');
    type('Correo electrónico', 'ana@correo.pe');
    type('Repite tu correo electrónico', 'ana@correo.pe');
    pay();
    expect(messageUnder('Nombres')).toBe('El nombre debe tener al menos una letra');
    expect(field('Apellidos').maxLength).toBe(100);
    expect(calls).toEqual([]);
  });

  it('tells when the two e-mails differ, as soon as the buyer leaves the second one', () => {
    renderForm();
    type('Nombres', 'Ana');
    type('Apellidos', 'Pérez');
    type('Correo electrónico', 'ana.perez@correo.pe');
    type('Repite tu correo electrónico', 'ana.peres@correo.pe');
    expect(messageUnder('Repite tu correo electrónico')).toBe('');
    fireEvent.blur(field('Repite tu correo electrónico'));
    expect(messageUnder('Repite tu correo electrónico')).toBe('Los correos no coinciden.');
    pay();
    expect(messageUnder('Repite tu correo electrónico')).toBe('Los correos no coinciden.');
    expect(document.activeElement).toBe(field('Repite tu correo electrónico'));
    expect(calls).toEqual([]);
    type('Repite tu correo electrónico', 'ana.perez@correo.pe');
    expect(messageUnder('Repite tu correo electrónico')).toBe('');
  });

  it("fills in a signed-in member's own names and e-mail", async () => {
    renderForm(member);
    expect(field('Nombres').value).toBe('Ana');
    expect(field('Apellidos').value).toBe('Pérez');
    expect(field('Correo electrónico').value).toBe('ana.perez@correo.pe');
    expect(field('Repite tu correo electrónico').value).toBe('ana.perez@correo.pe');
    pay();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
  });

  it("shows the server's refusal when too many payments were started, and lets the buyer try again", async () => {
    const message =
      'Se iniciaron demasiados pagos desde tu conexión. Espera unos minutos y vuelve a intentarlo.';
    renderForm(member, { status: 429, body: { success: false, code: 'RATE_LIMITED', message } });
    pay();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar con tarjeta o Yape' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
