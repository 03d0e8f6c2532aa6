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
});
