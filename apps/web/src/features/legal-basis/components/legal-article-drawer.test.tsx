import { describe, expect, it } from 'vitest';
import { citedParagraph } from './legal-article-drawer';

const PARAGRAPHS = [
  '66.1. Los participantes pueden formular consultas y observaciones…',
  'a) Primer literal.',
  '"66.2. Texto modificado del numeral."',
  '66.3. Último numeral.',
];

describe('citedParagraph', () => {
  it('finds the cited numeral, also when the publisher quotes its amended text', () => {
    expect(citedParagraph(PARAGRAPHS, '66.1')).toBe(0);
    expect(citedParagraph(PARAGRAPHS, '66.2')).toBe(2);
    expect(citedParagraph(PARAGRAPHS, '66.3')).toBe(3);
  });

  it('falls back to the nearest numeral the text has, and marks nothing for a whole article', () => {
    expect(citedParagraph(PARAGRAPHS, '66.1.2')).toBe(0);
    expect(citedParagraph(PARAGRAPHS, '66.9')).toBe(-1);
    expect(citedParagraph(PARAGRAPHS, null)).toBe(-1);
  });

  it('does not take 66.10 for 66.1', () => {
    expect(citedParagraph(['66.10. Décimo.', '66.1. Primero.'], '66.1')).toBe(1);
  });
});
