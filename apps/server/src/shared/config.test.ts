import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('runs with no settings at all: PGlite in ./data, port 3000, main brand', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.defaultBrand).toBe('main');
    expect(config.paidOffer).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://u@db:5432/oece' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/oece',
    });
  });

  it('stops with a message that names each bad setting', () => {
    expect(() =>
      parseConfig({ PORT: 'tres mil', DATABASE_URL: 'mysql://x', BRAND_HOSTS: 'a.example=otra' }),
    ).toThrow(
      /Configuración inválida:\n {2}PORT: .*\n {2}DATABASE_URL: .*\n {2}BRAND_HOSTS: "a\.example=otra" debe ser host=main\|alt/,
    );
  });

  it('reads brand hosts case-insensitively', () => {
    expect([...parseConfig({ BRAND_HOSTS: 'Aula.Example = alt' }).brandHosts]).toEqual([
      ['aula.example', 'alt'],
    ]);
  });

  it('leaves analytics, error reporting and the live schedule source off unless they are set', () => {
    const config = parseConfig({});
    expect(config.analytics).toEqual({ token: undefined, host: 'https://us.i.posthog.com' });
    expect(config.sentryDsn).toBeUndefined();
    expect(config.schedule).toEqual({ sourceUrl: undefined, refreshMinutes: 360, staleAfterDays: 7 });
  });

  it('refuses addresses and intervals that cannot work', () => {
    expect(() =>
      parseConfig({
        SCHEDULE_SOURCE_URL: 'ftp://fuente',
        SCHEDULE_REFRESH_MINUTES: '1',
        SENTRY_DSN: 'no es una url',
      }),
    ).toThrow(/SENTRY_DSN: .*\n {2}SCHEDULE_SOURCE_URL: .*\n {2}SCHEDULE_REFRESH_MINUTES: /);
  });

  it('sells through the sandbox and keeps e-mail in the outbox unless told otherwise', () => {
    const config = parseConfig({});
    expect(config.payments.provider).toBe('sandbox');
    expect(config.payments.sandboxSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('"Simulador OECE" <soporte@simulador-oece.pe>');
  });

  it('needs both Mercado Pago credentials to sell through it, and an SMTP address for mail', () => {
    expect(() =>
      parseConfig({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' }),
    ).toThrow(/PAYMENT_PROVIDER: mercadopago necesita MERCADOPAGO_ACCESS_TOKEN y MERCADOPAGO_WEBHOOK_SECRET/);
    const config = parseConfig({
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
      MERCADOPAGO_WEBHOOK_SECRET: 'secreto',
    });
    expect(config.payments).toMatchObject({ provider: 'mercadopago', mercadopagoWebhookSecret: 'secreto' });
    expect(() => parseConfig({ SMTP_URL: 'http://correo' })).toThrow(/SMTP_URL/);
  });
});
