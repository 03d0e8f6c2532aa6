import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLegalSources } from './legal-sources';

const legalSources = loadLegalSources(path.resolve(import.meta.dirname, '../../../../content'));

describe('legalSources.missing', () => {
  it('finds an article, a numeral, a literal of the numeral or the article, and words quoted from it', () => {
    for (const source of [
      'Ley 32069, art. 7.1',
      'Ley 32069, art. 7.1, literal e)',
      'Ley 32069, art. 7.1, literal l)',
      'Ley 32069, art. 4, literal k)',
      'Reglamento, art. 3.1, literal ll)',
      'Reglamento, art. 66.1, «siete días hábiles»',
      'Ley 32069, art. 7.1, literal e), «árbitros»',
    ]) {
      expect(legalSources.missing(source), source).toBeNull();
    }
  });

  it('says which part of a source the texts do not have', () => {
    expect(legalSources.missing('Ley 32069, art. 101')).toBe('no existe el artículo 101 en la Ley 32069');
    expect(legalSources.missing('Reglamento, art. 66.9')).toBe('no existe el numeral 66.9 en el Reglamento');
    expect(legalSources.missing('Ley 32069, art. 7.2, literal e)')).toBe(
      'no existe el literal e) en el numeral 7.2 de la Ley 32069',
    );
    expect(legalSources.missing('Ley 32069, art. 4, literal z)')).toBe(
      'no existe el literal z) en el artículo 4 de la Ley 32069',
    );
    expect(legalSources.missing('Reglamento, art. 66.1, «diez días hábiles»')).toBe(
      'no aparece «diez días hábiles» en el numeral 66.1 del Reglamento',
    );
    expect(legalSources.missing('Ley 32069, art. 7.1, literal a), «árbitros»')).toBe(
      'no aparece «árbitros» en el numeral 7.1, literal a) de la Ley 32069',
    );
    expect(legalSources.missing('art. 7')).toBe(
      'debe tener la forma "Ley 32069, art. N" o "Reglamento, art. N"',
    );
  });
});
