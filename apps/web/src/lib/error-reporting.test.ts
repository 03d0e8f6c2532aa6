import { afterEach, describe, expect, it, vi } from 'vitest';

const Sentry = { init: vi.fn(), captureException: vi.fn() };
vi.mock('@sentry/react', () => Sentry);

describe('browser error reporting', () => {
  afterEach(() => {
    vi.resetModules();
    vi.clearAllMocks();
  });

  it('loads nothing and reports nothing without a DSN', async () => {
    const { reportError, startErrorReporting } = await import('./error-reporting');
    startErrorReporting(null);
    reportError(new Error('sin DSN'));
    await vi.dynamicImportSettled();
    expect(Sentry.init).not.toHaveBeenCalled();
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });

  it('with a DSN, reports errors without the person or the exam code in the address', async () => {
    const { reportError, startErrorReporting } = await import('./error-reporting');
    startErrorReporting('https://clave@o123.ingest.sentry.io/456');
    await vi.dynamicImportSettled();
    const options = Sentry.init.mock.calls[0]![0] as {
      dsn: string;
      dataCollection: Record<string, unknown>;
      beforeSend(event: Record<string, unknown>): Record<string, unknown>;
    };
    expect(options.dsn).toBe('https://clave@o123.ingest.sentry.io/456');
    expect(options.dataCollection).toMatchObject({ userInfo: false, cookies: false, urlQueryParams: false });
    expect(
      options.beforeSend({
        user: { username: 'maria' },
        request: { url: 'https://simulador.pe/examen/K7Q2-ABCD?x=1', headers: { cookie: 'a' } },
      }),
    ).toEqual({ request: { url: 'https://simulador.pe/examen/:codigo' } });
    const error = new Error('no se pudo dibujar');
    reportError(error);
    expect(Sentry.captureException).toHaveBeenCalledWith(error);
  });
});
