import { describe, expect, it } from 'vitest';
import { isLoopbackHost, parseConfig } from './config';

describe('parseConfig', () => {
  it('runs with no settings at all: PGlite in ./data, port 3000, main brand', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.defaultBrand).toBe('main');
    expect(config.paidOffer).toBe(true);
  });

  it('names each instance apart by default, even two with the same host and pid', () => {
    const name = parseConfig({}).instanceName;
    expect(name).toMatch(new RegExp(`^.+:${process.pid}:[0-9a-f]{4}$`));
    expect(parseConfig({}).instanceName).not.toBe(name);
    expect(parseConfig({ INSTANCE_NAME: 'servidor-1' }).instanceName).toBe('servidor-1');
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
    expect([...parseConfig({ BRAND_HOSTS: 'Aula.Localhost = alt' }).brandHosts]).toEqual([
      ['aula.localhost', 'alt'],
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

  it('keeps the SMTP address to smtp and smtps', () => {
    expect(() => parseConfig({ SMTP_URL: 'http://correo' })).toThrow(/SMTP_URL/);
  });

  it('sends real e-mail only with the address its links are made of', () => {
    expect(() => parseConfig({ SMTP_URL: 'smtp://correo:25' })).toThrow(
      /PUBLIC_BASE_URL: SMTP_URL envía correos reales: indica la dirección del sitio/,
    );
    const local = parseConfig({ SMTP_URL: 'smtp://correo:25', PUBLIC_BASE_URL: 'http://localhost:3000' });
    expect(local.publicRun).toBe(false);
    expect(local.smtpUrl).toBe('smtp://correo:25');
  });
});

describe('a local run and a public run', () => {
  const SECRET = 'a7934fae72aca801d2bd08aeaa79b0d650c7900c0def8aa559583934d9de44ee';
  const mercadopago = {
    PAYMENT_PROVIDER: 'mercadopago',
    MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    PUBLIC_BASE_URL: 'https://simulador.example',
  };

  it('is local without addresses, or with loopback ones only, and sells through the sandbox there', () => {
    for (const env of [
      {},
      { PUBLIC_BASE_URL: 'http://localhost:3000' },
      { PUBLIC_BASE_URL: 'http://127.0.0.1:3000', BRAND_HOSTS: 'aula.localhost=alt,127.0.0.2=alt' },
      { PUBLIC_BASE_URL: 'http://[::1]:3000', BRAND_HOSTS: '::1=alt' },
    ]) {
      const config = parseConfig(env);
      expect(config).toMatchObject({ publicRun: false, demoSite: false, payments: { provider: 'sandbox' } });
    }
  });

  it('refuses the sandbox on a public address unless the site is declared a demo', () => {
    for (const env of [
      { PUBLIC_BASE_URL: 'https://simulador.example' },
      { PUBLIC_BASE_URL: 'http://192.168.1.20:3000' },
      { PUBLIC_BASE_URL: 'http://localhost.example.com' },
      { PUBLIC_BASE_URL: 'http://localhost', BRAND_HOSTS: 'aula.example=alt' },
    ]) {
      expect(() => parseConfig(env)).toThrow(
        /PAYMENT_PROVIDER: sandbox es una pasarela de prueba en la que cualquiera aprueba su propio pago: en un sitio público usa PAYMENT_PROVIDER=mercadopago, o DEMO_SITE=true si el sitio es una demostración/,
      );
    }
    const demo = parseConfig({ PUBLIC_BASE_URL: 'https://demo.simulador.example', DEMO_SITE: 'true' });
    expect(demo).toMatchObject({ publicRun: true, demoSite: true, payments: { provider: 'sandbox' } });
  });

  it('needs a public PUBLIC_BASE_URL when BRAND_HOSTS names public hosts', () => {
    expect(() =>
      parseConfig({ BRAND_HOSTS: 'simulador.example=main,aula.example=alt', DEMO_SITE: 'true' }),
    ).toThrow(
      /PUBLIC_BASE_URL: BRAND_HOSTS nombra direcciones públicas \(simulador\.example, aula\.example\): indica también la dirección pública principal del sitio/,
    );
    expect(() =>
      parseConfig({
        PUBLIC_BASE_URL: 'http://localhost',
        BRAND_HOSTS: 'aula.example=alt',
        DEMO_SITE: 'true',
      }),
    ).toThrow(/PUBLIC_BASE_URL: BRAND_HOSTS nombra direcciones públicas \(aula\.example\)/);
    expect(() => parseConfig({ PUBLIC_BASE_URL: 'ftp://simulador.example', DEMO_SITE: 'true' })).toThrow(
      /PUBLIC_BASE_URL/,
    );
  });

  it('sells through Mercado Pago with its token, a webhook secret of real strength and a public https address', () => {
    expect(parseConfig(mercadopago)).toMatchObject({
      publicRun: true,
      payments: { provider: 'mercadopago', mercadopagoWebhookSecret: SECRET },
    });
    expect(() => parseConfig({ ...mercadopago, MERCADOPAGO_ACCESS_TOKEN: '' })).toThrow(
      /MERCADOPAGO_ACCESS_TOKEN: mercadopago necesita el access token de la aplicación/,
    );
    for (const secret of ['', 'x', SECRET.slice(0, 31)]) {
      expect(() => parseConfig({ ...mercadopago, MERCADOPAGO_WEBHOOK_SECRET: secret })).toThrow(
        /MERCADOPAGO_WEBHOOK_SECRET: mercadopago necesita la clave secreta de sus webhooks \(Tus integraciones → Webhooks\), de al menos 32 caracteres/,
      );
    }
    expect(parseConfig({ ...mercadopago, MERCADOPAGO_WEBHOOK_SECRET: SECRET.slice(0, 32) }).publicRun).toBe(
      true,
    );
    for (const address of ['', 'http://simulador.example', 'https://localhost', 'https://127.0.0.1:8443']) {
      expect(() => parseConfig({ ...mercadopago, PUBLIC_BASE_URL: address })).toThrow(
        /PUBLIC_BASE_URL: mercadopago necesita la dirección pública https del sitio/,
      );
    }
    // A banner saying the payments are test payments, over real charges: refused.
    expect(() => parseConfig({ ...mercadopago, DEMO_SITE: 'true' })).toThrow(
      /DEMO_SITE: DEMO_SITE=true dice en cada página que los pagos son de prueba: no va con mercadopago/,
    );
  });
});

describe('isLoopbackHost', () => {
  it('knows the names and addresses only this machine reaches', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'aula.localhost',
      '127.0.0.1',
      '127.255.0.9',
      '::1',
      '[::1]',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      'simulador.example',
      'localhost.example',
      '128.0.0.1',
      '127.0.0.256',
      '10.0.0.1',
      '::2',
      '',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
