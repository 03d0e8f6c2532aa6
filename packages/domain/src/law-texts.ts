import type { LegalText } from './question-bank';

/** Each text as a breadcrumb or a list names it. */
export const LEGAL_TEXT_SHORT_NAMES: Record<LegalText, string> = {
  ley: 'Ley N° 32069',
  reglamento: 'Reglamento de la Ley N° 32069',
};

/** The norm that enacts each text, as its official identifier (schema.org `legislationIdentifier`). */
export const LEGAL_TEXT_IDENTIFIERS: Record<LegalText, string> = {
  ley: 'Ley N° 32069',
  reglamento: 'Decreto Supremo N° 009-2025-EF',
};

/** Each text after 'de': 'los artículos de la Ley N° 32069', '… del Reglamento de la Ley N° 32069'. */
export const OF_LEGAL_TEXT: Record<LegalText, string> = {
  ley: 'de la Ley N° 32069',
  reglamento: 'del Reglamento de la Ley N° 32069',
};

/** 'Artículo 57 de la Ley N° 32069', 'Artículo 57 del Reglamento de la Ley N° 32069'. */
export function lawArticleName(text: LegalText, number: string): string {
  return `Artículo ${number} ${OF_LEGAL_TEXT[text]}`;
}

/**
 * An article's number as its address writes it ('57', '27-A'), from one written loosely ('057',
 * '27-a'); null when it cannot be an article's number.
 */
export function canonicalArticleNumber(value: string): string | null {
  const match = /^(\d{1,3})(?:-([A-Za-z]))?$/.exec(value);
  if (!match) return null;
  return `${Number(match[1])}${match[2] ? `-${match[2].toUpperCase()}` : ''}`;
}

/** A line's opening numeral; an amended numeral's line is the quoted new text ('"57.2. …'). */
const NUMERAL = /^"?(\d+(?:-[A-Z])?(?:\.\d+)+)\.?\s/;

/** The numeral a line of an article opens with ('57.1', '27-A.2.1'), or null. */
export function lineNumeral(line: string): string | null {
  return NUMERAL.exec(line)?.[1] ?? null;
}

/** Where a numeral is on its article's page, without the article's number: '57.2' → 'n-2', '25.5.1' → 'n-5-1'. */
export function numeralAnchor(numeral: string): string {
  return `n-${numeral.split('.').slice(1).join('-')}`;
}

/**
 * A piece of an article as its page shows it: a numeral ('57.1.'), a literal or numbered item
 * ('a)', '1.'), plain text, or the publisher's note on an amendment or an erratum ('(*) Numeral
 * modificado por…').
 */
export interface ArticleBlock {
  kind: 'numeral' | 'item' | 'text' | 'note';
  /** The article's own numeral the block opens with ('57.1'); null for any other block. */
  numeral: string | null;
  /** What opens the block as written ('57.1.', '"57.2.', 'a)', '1.'); empty for text and notes. */
  marker: string;
  text: string;
}

const ITEM = /^"?(?:[a-zñ]{1,4}(?:\.\d+)*\)|\d{1,2}(?:\.\d+)*[.)])(?=\s)/;
/** The second of two marks opens the note on the text the first one closes: '…texto.(*) (*) Numeral modificado…'. */
const INLINE_NOTE = /\(\*\)[\s.]*(?=\(\*\))/;
/** How a complete paragraph ends; a line that ends otherwise was cut by the source's line breaks. */
const PARAGRAPH_END = /[.:;"”»!?]$/;

/**
 * An article's lines (the API's `paragraphs`) as the blocks its page shows. The consolidated text
 * breaks some sentences over two lines and writes some notes inside a numeral's line: a line that
 * opens nothing continues the block before it when that block's sentence is unfinished, and a note
 * inside a line becomes a block of its own. The words themselves are left as they are.
 */
export function articleBlocks(number: string, paragraphs: readonly string[]): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const push = (line: string) => {
    const previous = blocks.at(-1);
    const numeral = lineNumeral(line);
    if (numeral && numeral.split('.')[0] === number) {
      const marker = /^\S+/.exec(line)![0];
      blocks.push({ kind: 'numeral', numeral, marker, text: line.slice(marker.length).trim() });
    } else if (line.startsWith('(*)')) {
      blocks.push({ kind: 'note', numeral: null, marker: '', text: line });
    } else if (ITEM.test(line)) {
      const marker = ITEM.exec(line)![0];
      blocks.push({ kind: 'item', numeral: null, marker, text: line.slice(marker.length).trim() });
    } else if (previous && !PARAGRAPH_END.test(previous.text)) {
      previous.text = `${previous.text} ${line}`;
    } else {
      blocks.push({ kind: 'text', numeral: null, marker: '', text: line });
    }
  };
  for (const paragraph of paragraphs) {
    let rest = paragraph;
    for (let note = INLINE_NOTE.exec(rest); note; note = INLINE_NOTE.exec(rest)) {
      const marked = rest.slice(0, note.index + 3);
      // A line that is all notes ('(*) (*) Numeral…') has no text before the first mark.
      if (marked !== '(*)') push(marked);
      rest = rest.slice(note.index + note[0].length);
    }
    push(rest);
  }
  return blocks;
}
