import { expect, it } from 'vitest';
import { capitalizeName } from './names';

it('trims and capitalises each word', () => {
  expect(capitalizeName('  maría  DEL pilar ')).toBe('María Del Pilar');
  expect(capitalizeName('ÑAHUI quispe')).toBe('Ñahui Quispe');
  expect(capitalizeName('   ')).toBe('');
});
