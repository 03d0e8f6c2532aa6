import { expect, it } from 'vitest';
import { questionSlug } from './question-slug';

it('starts with the first words in ASCII and ends with a hash of the whole stem', () => {
  const slug = questionSlug('¿Qué órgano del OECE resuelve el recurso de apelación?');
  expect(slug).toMatch(/^que-organo-del-oece-resuelve-el-recurso-de-apelacion-[0-9a-f]{6}$/);
});

it('changes when the stem changes beyond the words it shows', () => {
  const long = `Una entidad convoca una licitación pública para la adquisición de equipos médicos y ${'x '.repeat(40)}`;
  const a = questionSlug(`${long} ¿Es válido?`);
  const b = questionSlug(`${long} ¿Es nulo?`);
  expect(a.slice(0, -7)).toBe(b.slice(0, -7));
  expect(a).not.toBe(b);
  expect(a.length).toBeLessThanOrEqual(79);
});
