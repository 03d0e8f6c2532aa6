import { expect, it } from 'vitest';
import { capitalizeName } from './names';

it('trims and capitalises each word', () => {
  expect(capitalizeName('  maría  DEL pilar ')).toBe('María Del Pilar');
  expect(capitalizeName('ÑAHUI quispe')).toBe('Ñahui Quispe');
  expect(capitalizeName('   ')).toBe('');
});

it('capitalises each part of a hyphenated surname', () => {
  expect(capitalizeName('GUTIÉRREZ-villanueva de la torre')).toBe('Gutiérrez-Villanueva De La Torre');
});
