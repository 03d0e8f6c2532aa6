import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { describeStartupError } from './database-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("describes a failed query by the driver's message, code and detail, without its parameters", async () => {
  const failure = await t.db
    .execute(sql`insert into health_checks (id, checked_at) values (${4242}, now()), (${4242}, now())`)
    .catch((error: unknown) => error);
  const text = describeStartupError(failure);
  expect(text.split('\n')).toEqual([
    'duplicate key value violates unique constraint "health_checks_pkey" (23505)',
    'Detalle: Key (id)=(4242) already exists.',
    'Consulta: insert into health_checks (id, checked_at) values ($1, now()), ($2, now())',
  ]);
});

it('describes any other failure by its message', () => {
  expect(describeStartupError(new Error('Configuración inválida: PORT'))).toBe(
    'Configuración inválida: PORT',
  );
});
