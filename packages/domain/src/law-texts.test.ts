import { describe, expect, it } from 'vitest';
import {
  articleBlocks,
  canonicalArticleNumber,
  lawArticleName,
  lineNumeral,
  numeralAnchor,
} from './law-texts';

describe('lawArticleName', () => {
  it('names an article of each text as a title reads', () => {
    expect(lawArticleName('ley', '57')).toBe('Artículo 57 de la Ley N° 32069');
    expect(lawArticleName('reglamento', '27-A')).toBe('Artículo 27-A del Reglamento de la Ley N° 32069');
  });
});

describe('canonicalArticleNumber', () => {
  it('writes a loosely written number as the address does', () => {
    expect(canonicalArticleNumber('57')).toBe('57');
    expect(canonicalArticleNumber('057')).toBe('57');
    expect(canonicalArticleNumber('27-a')).toBe('27-A');
    expect(canonicalArticleNumber('0')).toBe('0');
  });

  it('is null for what cannot be an article number', () => {
    for (const value of ['', '57.1', '5000', 'abc', '27-AB', ' 57']) {
      expect(canonicalArticleNumber(value), value).toBeNull();
    }
  });
});

describe('lineNumeral and numeralAnchor', () => {
  it('read the numeral a line opens with, quoted when amended, and place it without its article', () => {
    expect(lineNumeral('57.1. La entidad contratante puede cancelar')).toBe('57.1');
    expect(lineNumeral('"66.2. Texto modificado."')).toBe('66.2');
    expect(lineNumeral('144.7 Si pese al plazo otorgado')).toBe('144.7');
    expect(lineNumeral('27-A.2.1. Literal')).toBe('27-A.2.1');
    expect(lineNumeral('a) Primer literal.')).toBeNull();
    expect(lineNumeral('2026. El citado Decreto Supremo')).toBeNull();
    expect(numeralAnchor('57.2')).toBe('n-2');
    expect(numeralAnchor('25.5.1')).toBe('n-5-1');
    expect(numeralAnchor('27-A.3')).toBe('n-3');
  });
});

describe('articleBlocks', () => {
  it('tells numerals, literals, numbered items, text and notes apart', () => {
    expect(
      articleBlocks('61', [
        'Los mecanismos de garantía son los siguientes:',
        '61.2. Los mecanismos de garantía son:',
        'a) El fideicomiso.',
        'b.1) La carta fianza.',
        '1. Un punto numerado.',
        '(*) Numeral modificado por el Decreto Supremo N° 001-2026-EF.',
      ]),
    ).toEqual([
      { kind: 'text', numeral: null, marker: '', text: 'Los mecanismos de garantía son los siguientes:' },
      { kind: 'numeral', numeral: '61.2', marker: '61.2.', text: 'Los mecanismos de garantía son:' },
      { kind: 'item', numeral: null, marker: 'a)', text: 'El fideicomiso.' },
      { kind: 'item', numeral: null, marker: 'b.1)', text: 'La carta fianza.' },
      { kind: 'item', numeral: null, marker: '1.', text: 'Un punto numerado.' },
      {
        kind: 'note',
        numeral: null,
        marker: '',
        text: '(*) Numeral modificado por el Decreto Supremo N° 001-2026-EF.',
      },
    ]);
  });

  it("takes a quoted amended numeral for the article's own, and another article's numeral for text", () => {
    const blocks = articleBlocks('32', [
      '"32.2. Texto modificado."',
      '32.3. Las inconsistencias previstas en el numeral',
      '30.1 del artículo 30:',
    ]);
    expect(blocks.map((block) => [block.kind, block.numeral, block.marker])).toEqual([
      ['numeral', '32.2', '"32.2.'],
      ['numeral', '32.3', '32.3.'],
    ]);
    expect(blocks[1]!.text).toBe('Las inconsistencias previstas en el numeral 30.1 del artículo 30:');
  });

  it('joins a line cut by the source to the unfinished block before it, and only then', () => {
    const blocks = articleBlocks('244', [
      '(*) Epígrafe modificado por el Decreto Supremo N° 001-2026-EF, publicado el 08 enero',
      '2026. El citado Decreto Supremo entra en vigor al día siguiente.',
      'Texto de un párrafo que sigue a la nota.',
    ]);
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      [
        'note',
        '(*) Epígrafe modificado por el Decreto Supremo N° 001-2026-EF, publicado el 08 enero 2026. El citado Decreto Supremo entra en vigor al día siguiente.',
      ],
      ['text', 'Texto de un párrafo que sigue a la nota.'],
    ]);
  });

  it("makes a note written inside a numeral's line a block of its own, after the marked text", () => {
    const blocks = articleBlocks('244', [
      '244.2. En caso Perú Compras ejecute la compra corporativa.(*) (*) Numeral modificado por el Artículo 2.',
      'c) Otro literal (*)(*) RECTIFICADO POR FE DE ERRATAS (*) Literal modificado.',
      '(*) (*) Nota sola.',
    ]);
    expect(blocks.map((block) => [block.kind, block.text])).toEqual([
      ['numeral', 'En caso Perú Compras ejecute la compra corporativa.(*)'],
      ['note', '(*) Numeral modificado por el Artículo 2.'],
      ['item', 'Otro literal (*)'],
      ['note', '(*) RECTIFICADO POR FE DE ERRATAS (*) Literal modificado.'],
      ['note', '(*) Nota sola.'],
    ]);
  });
});
