import { describe, expect, it } from 'vitest';
import {
  isNearDuplicate,
  ITEM_MIN_PRESENTED,
  itemFlags,
  LEGAL_SOURCE_FORMAT,
  legalReference,
  legalSource,
  legalSourcesText,
  NEAR_DUPLICATE_DISTANCE,
  similarityDistance,
} from './question-bank';

describe('similarityDistance', () => {
  it('is 100 × (1 − similarity) with two decimals', () => {
    expect(similarityDistance(1)).toBe(0);
    expect(similarityDistance(0)).toBe(100);
    expect(similarityDistance(0.9661017)).toBe(3.39);
    expect(similarityDistance(0.86702126)).toBe(13.3);
    expect(similarityDistance(0.905)).toBe(9.5);
  });

  it('stays within 0 and 100 whatever the engine rounds to', () => {
    expect(similarityDistance(1.0000001)).toBe(0);
    expect(similarityDistance(-0.1)).toBe(100);
  });

  it('calls a stem under distance 10 the same question', () => {
    expect(NEAR_DUPLICATE_DISTANCE).toBe(10);
    expect(isNearDuplicate(9.99)).toBe(true);
    expect(isNearDuplicate(10)).toBe(false);
    expect(isNearDuplicate(similarityDistance(0.9))).toBe(false);
    expect(isNearDuplicate(similarityDistance(0.95))).toBe(true);
  });
});

describe('itemFlags', () => {
  const healthy = { presented: 40, choices: [4, 28, 5, 3], facility: 0.7, discrimination: 0.35 };

  it('flags nothing on a question that works', () => {
    expect(itemFlags(healthy, 1)).toEqual([]);
  });

  it('flags a question almost nobody gets right', () => {
    expect(itemFlags({ ...healthy, choices: [12, 6, 12, 10], facility: 0.15 }, 1)).toEqual([
      'LOW_FACILITY',
      'DISTRACTOR_BEATS_KEY',
    ]);
  });

  it('flags a question the best candidates miss more than the weakest', () => {
    expect(itemFlags({ ...healthy, discrimination: -0.2 }, 1)).toEqual(['NEGATIVE_DISCRIMINATION']);
  });

  it('flags a wrong alternative chosen more often than the key, the sign of a wrong key', () => {
    expect(itemFlags({ ...healthy, choices: [20, 18, 1, 1], facility: 0.45 }, 1)).toEqual([
      'DISTRACTOR_BEATS_KEY',
    ]);
    // A tie is not enough.
    expect(itemFlags({ ...healthy, choices: [18, 18, 2, 2], facility: 0.45 }, 1)).toEqual([]);
  });

  it('judges nothing before enough exams have shown the question', () => {
    const few = {
      presented: ITEM_MIN_PRESENTED - 1,
      choices: [19, 0, 0, 0],
      facility: 0,
      discrimination: -1,
    };
    expect(itemFlags(few, 1)).toEqual([]);
    expect(itemFlags({ ...few, presented: ITEM_MIN_PRESENTED }, 1)).toEqual([
      'LOW_FACILITY',
      'NEGATIVE_DISCRIMINATION',
      'DISTRACTOR_BEATS_KEY',
    ]);
  });
});

describe('LEGAL_SOURCE_FORMAT', () => {
  it('reads the bank’s way of citing the Ley and the Reglamento', () => {
    for (const source of [
      'Ley 32069, art. 7.1',
      'Reglamento, art. 66',
      'Reglamento, art. 120.1.2',
      'Ley 32069, art. 27-A',
      'Ley 32069, art. 7.1, literal e)',
      'Reglamento, art. 2, literal bb)',
      'Reglamento, art. 66.1, «siete días hábiles»',
      'Reglamento, art. 16.3, literal b.1), «nivel avanzado»',
    ]) {
      expect(LEGAL_SOURCE_FORMAT.test(source), source).toBe(true);
    }
    for (const source of [
      'art. 7.1',
      'Ley 30225, art. 5',
      'Reglamento art. 66',
      'Ley 32069, artículo 7',
      'Ley 32069, art. 7.1, literal E)',
      'Ley 32069, art. 7.1, literal e',
      'Reglamento, art. 66.1, "siete días"',
      'Reglamento, art. 66.1, «»',
    ]) {
      expect(LEGAL_SOURCE_FORMAT.test(source), source).toBe(false);
    }
  });
});

describe('legalSourcesText', () => {
  it('writes the law with its number in full, the sources in order', () => {
    expect(legalSourcesText(['Reglamento, art. 85.1', 'Ley 32069, art. 57.1'])).toBe(
      'Reglamento, art. 85.1; Ley N° 32069, art. 57.1',
    );
    expect(legalSourcesText([])).toBe('');
  });
});

describe('legalReference', () => {
  it('reads the text, the article and the numeral a source opens', () => {
    expect(legalReference('Ley 32069, art. 57.1')).toEqual({
      label: 'Ley N° 32069, art. 57.1',
      text: 'ley',
      article: '57',
      numeral: '57.1',
      literal: null,
      quote: null,
    });
    expect(legalReference('Reglamento, art. 27-A')).toEqual({
      label: 'Reglamento, art. 27-A',
      text: 'reglamento',
      article: '27-A',
      numeral: null,
      literal: null,
      quote: null,
    });
    expect(legalReference('Reglamento, art. 66.1.2')?.numeral).toBe('66.1.2');
    expect(legalReference('art. 41')).toBeNull();
  });

  it('reads the literal and the quoted words, which the label leaves out', () => {
    expect(legalReference('Ley 32069, art. 7.1, literal e), «árbitros»')).toEqual({
      label: 'Ley N° 32069, art. 7.1, literal e)',
      text: 'ley',
      article: '7',
      numeral: '7.1',
      literal: 'e',
      quote: 'árbitros',
    });
    expect(legalReference('Reglamento, art. 4, literal k)')).toMatchObject({ numeral: null, literal: 'k' });
  });
});

describe('legalSource', () => {
  it('writes a whole article as the bank cites it, which legalReference reads back', () => {
    expect(legalSource('ley', '57')).toBe('Ley 32069, art. 57');
    expect(legalSource('reglamento', '27-A')).toBe('Reglamento, art. 27-A');
    expect(legalReference(legalSource('reglamento', '66'))).toMatchObject({
      text: 'reglamento',
      article: '66',
    });
  });
});
