import { describe, expect, it } from 'vitest';
import {
  articleBlocks,
  blockAnchors,
  canonicalArticleNumber,
  citedPassage,
  lawArticleName,
  lineNumeral,
  literalAnchor,
  noteLabel,
  numeralAnchor,
  quotedSentence,
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
      {
        kind: 'text',
        numeral: null,
        literal: null,
        marker: '',
        text: 'Los mecanismos de garantía son los siguientes:',
      },
      {
        kind: 'numeral',
        numeral: '61.2',
        literal: null,
        marker: '61.2.',
        text: 'Los mecanismos de garantía son:',
      },
      { kind: 'item', numeral: null, literal: 'a', marker: 'a)', text: 'El fideicomiso.' },
      { kind: 'item', numeral: null, literal: 'b.1', marker: 'b.1)', text: 'La carta fianza.' },
      { kind: 'item', numeral: null, literal: null, marker: '1.', text: 'Un punto numerado.' },
      {
        kind: 'note',
        numeral: null,
        literal: null,
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

describe('literalAnchor and blockAnchors', () => {
  it('place a literal under its numeral, or under the article, and anchor each numeral and literal once', () => {
    expect(literalAnchor('16.3', 'b')).toBe('n-3-b');
    expect(literalAnchor('16.3', 'b.1')).toBe('n-3-b-1');
    expect(literalAnchor(null, 'k')).toBe('l-k');
    const blocks = articleBlocks('7', [
      'Texto del artículo:',
      'a) Literal del artículo.',
      '7.1. Están excluidos:',
      'a) Primero.',
      'b) Segundo.',
      '(*) Literal modificado.',
      '"7.1. Texto repetido por la enmienda:"',
      'a) Primero de nuevo.',
      '7.2. Otro numeral.',
      'a) Primero del segundo.',
    ]);
    expect(blockAnchors(blocks)).toEqual([
      null,
      'l-a',
      'n-1',
      'n-1-a',
      'n-1-b',
      null,
      null,
      null,
      'n-2',
      'n-2-a',
    ]);
  });
});

describe('quotedSentence', () => {
  const text =
    'Los participantes formulan consultas a través de la Pladicop. El plazo no es menor a siete días hábiles; se cuenta desde la convocatoria. Otro.';

  it('finds the sentence or clause that holds the quoted words', () => {
    const [start, end] = quotedSentence(text, 'siete días')!;
    expect(text.slice(start, end)).toBe('El plazo no es menor a siete días hábiles;');
    const [first, last] = quotedSentence(text, 'consultas a través')!;
    expect(text.slice(first, last)).toBe('Los participantes formulan consultas a través de la Pladicop.');
  });

  it('keeps a quote that spans two sentences whole, and is null for words the text lacks', () => {
    const [start, end] = quotedSentence(text, 'hábiles; se cuenta')!;
    expect(text.slice(start, end)).toBe(
      'El plazo no es menor a siete días hábiles; se cuenta desde la convocatoria.',
    );
    expect(quotedSentence(text, 'diez días')).toBeNull();
  });
});

describe('citedPassage', () => {
  const blocks = articleBlocks('16', [
    'Disposición general del artículo.',
    'a) Literal del artículo.',
    '16.1. Primer numeral.',
    '16.3. Para ser designado se requiere: contar con certificación. Tener experiencia.',
    'a) Nivel intermedio.',
    'b) Nivel avanzado, en el caso del responsable.',
    '16.4. Otro numeral.',
    'b) Literal de otro numeral.',
  ]);
  const cite = (numeral: string | null, literal: string | null = null, quote: string | null = null) =>
    citedPassage(blocks, { numeral, literal, quote });

  it("points at the cited literal of the numeral, not another numeral's", () => {
    expect(cite('16.3', 'b')).toEqual({ block: 5, sentence: null });
    expect(cite(null, 'a')).toEqual({ block: 1, sentence: null });
  });

  it('points at the numeral, or the nearest the text numbers, when the literal or numeral is not there', () => {
    expect(cite('16.3')).toEqual({ block: 3, sentence: null });
    expect(cite('16.3', 'z')).toEqual({ block: 3, sentence: null });
    expect(cite('16.3.2')).toEqual({ block: 3, sentence: null });
    expect(cite('16.9')).toBeNull();
    expect(cite(null)).toBeNull();
  });

  it('finds the quoted sentence in the numeral, its literals, or the whole article', () => {
    const inNumeral = cite('16.3', null, 'Tener experiencia')!;
    expect(inNumeral.block).toBe(3);
    expect(blocks[3]!.text.slice(...inNumeral.sentence!)).toBe('Tener experiencia.');
    expect(cite('16.3', null, 'responsable')).toEqual({ block: 5, sentence: [0, blocks[5]!.text.length] });
    expect(cite(null, null, 'Primer numeral')).toMatchObject({ block: 2 });
    expect(cite('16.3', 'a', 'responsable')).toEqual({ block: 4, sentence: null });
  });
});

describe('noteLabel', () => {
  it('names what was amended and the norm that did it', () => {
    expect(
      noteLabel(
        '(*) Numeral 16.1 modificado por el Artículo 2 del Decreto Supremo Nº 001-2026-EF, publicado el 08 enero 2026. El citado Decreto Supremo entra en vigor […] en el marco de la Ley N° 32069, Ley General de Contrataciones Públicas',
      ),
    ).toBe('Numeral modificado por el D.S. N° 001-2026-EF');
    expect(
      noteLabel(
        '(*) Literal incorporado por la Décimo Primera Disposición Complementaria Modificatoria de la Ley N° 32515, publicada el 04 diciembre 2025.',
      ),
    ).toBe('Literal incorporado por la Ley N° 32515');
    expect(
      noteLabel(
        '(*) Numeral derogado por la Única Disposición Complementaria Derogatoria de la Ley N° 32103',
      ),
    ).toBe('Numeral derogado por la Ley N° 32103');
    expect(noteLabel('(*) Disposición modificada por el Artículo 2 del Decreto Supremo N° 001-2026-EF')).toBe(
      'Disposición modificada por el D.S. N° 001-2026-EF',
    );
  });

  it('leaves out a norm the note does not name, and never takes the Ley N° 32069 for one', () => {
    expect(
      noteLabel('(*) Numeral modificado por el publicado el 08 enero 2026. Ley N° 32069, Ley General'),
    ).toBe('Numeral modificado');
  });

  it('names an erratum, a note of the SPIJ and any other note', () => {
    expect(noteLabel('(*) RECTIFICADO POR FE DE ERRATAS')).toBe('Rectificado por fe de erratas');
    expect(noteLabel('(*) NOTA SPIJ1 En la presente edición […] dice: "y/o", debiendo decir: "y/u"')).toBe(
      'Nota del SPIJ',
    );
    expect(
      noteLabel('(*) De conformidad con el Artículo 3 del Decreto Supremo N° 001-2026-EF, se dispone…'),
    ).toBe('Nota');
  });
});
