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

it('composes accents typed or pasted as separate marks', () => {
  expect(capitalizeName('mari\u0301a nun\u0303ez')).toBe('María Nuñez');
  expect(capitalizeName('mari\u0301a')).toHaveLength(5);
});
