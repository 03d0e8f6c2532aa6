import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadEnvFile } from './env-file';

const dir = mkdtempSync(path.join(os.tmpdir(), 'oece-env-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("adds the .env file's settings, and keeps every setting the environment already has", () => {
  writeFileSync(
    path.join(dir, '.env'),
    [
      '# the production settings',
      'PORT=3001',
      'TRUST_PROXY=1',
      'DATABASE_URL=postgres://oece@db.internal:5432/oece',
      'MAIL_FROM="Simulador OECE <no-responder@simulador.example>"',
      'ADMIN_PASSWORD=desde-el-archivo',
    ].join('\n'),
  );
  const env: NodeJS.Dict<string> = { PORT: '3002', ADMIN_PASSWORD: '' };
  loadEnvFile(dir, env);
  expect(env).toEqual({
    PORT: '3002',
    ADMIN_PASSWORD: '',
    TRUST_PROXY: '1',
    DATABASE_URL: 'postgres://oece@db.internal:5432/oece',
    MAIL_FROM: 'Simulador OECE <no-responder@simulador.example>',
  });
});

it('changes nothing where there is no .env file', () => {
  const env: NodeJS.Dict<string> = { PORT: '3000' };
  loadEnvFile(path.join(dir, 'sin-archivo'), env);
  expect(env).toEqual({ PORT: '3000' });
});
