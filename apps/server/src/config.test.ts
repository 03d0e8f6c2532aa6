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
});
