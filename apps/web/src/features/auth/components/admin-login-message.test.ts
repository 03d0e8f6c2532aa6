import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminLogin } from '../api/login';
import { ADMIN_LOGIN_FAILED, ADMIN_LOGIN_REFUSED, adminLoginMessage } from './admin-login-message';

/** What the admin login shows when the server answers `status` with `body` (or cannot be reached). */
async function messageFor(answer: { status: number; body?: unknown } | 'offline') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(answer.body === undefined ? 'Bad Gateway' : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': answer.body === undefined ? 'text/plain' : 'application/json' },
      });
    }),
  );
  try {
    await adminLogin({ username: 'admin', password: 'clave' });
  } catch (error) {
    return adminLoginMessage(error);
  }
  throw new Error('the login did not fail');
}

const refusal = (code: string, message: string) => ({ success: false, code, message });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adminLoginMessage', () => {
  it("says 'Contraseña errónea' for every refusal of the credentials", async () => {
    expect(
      await messageFor({ status: 401, body: refusal('INVALID_PASSWORD', 'Contraseña incorrecta') }),
    ).toBe(ADMIN_LOGIN_REFUSED);
    expect(await messageFor({ status: 404, body: refusal('USER_NOT_FOUND', 'Usuario no encontrado') })).toBe(
      ADMIN_LOGIN_REFUSED,
    );
    expect(
      await messageFor({
        status: 403,
        body: refusal('FORBIDDEN', 'Esta cuenta no tiene acceso de administrador.'),
      }),
    ).toBe(ADMIN_LOGIN_REFUSED);
  });

  it("keeps the server's words for a rate limit, a wrong code and a login past its time", async () => {
    const wait = 'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.';
    expect(await messageFor({ status: 429, body: refusal('RATE_LIMITED', wait) })).toBe(wait);
    const wrong =
      'El código no es correcto. Revisa la hora de tu teléfono y escribe el código que muestra ahora.';
    expect(await messageFor({ status: 401, body: refusal('INVALID_CODE', wrong) })).toBe(wrong);
    const late = 'Tu ingreso expiró. Vuelve a escribir tu usuario y contraseña.';
    expect(await messageFor({ status: 401, body: refusal('UNAUTHORIZED', late) })).toBe(late);
  });

  it('points to support for a server error or a lost connection, never to the password', async () => {
    expect(ADMIN_LOGIN_FAILED).toBe('Error al iniciar sesión, contáctanos para darte soporte');
    expect(
      await messageFor({ status: 500, body: refusal('INTERNAL_ERROR', 'Ocurrió un error inesperado.') }),
    ).toBe(ADMIN_LOGIN_FAILED);
    expect(await messageFor({ status: 502 })).toBe(ADMIN_LOGIN_FAILED);
    expect(await messageFor({ status: 429 })).toBe(ADMIN_LOGIN_FAILED);
    expect(await messageFor('offline')).toBe(ADMIN_LOGIN_FAILED);
  });
});
