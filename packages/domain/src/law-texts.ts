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

/** The publisher's mark of a note on the text before it: '…corporativa.(*)'. */
export const NOTE_MARK = /\s*\(\*\)/g;

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
  /** The literal an item opens with ('b' for 'b)', 'b.1' for 'b.1)'); null for any other block. */
  literal: string | null;
  /** What opens the block as written ('57.1.', '"57.2.', 'a)', '1.'); empty for text and notes. */
  marker: string;
  text: string;
}

const ITEM = /^"?(?:[a-zñ]{1,4}(?:\.\d+)*\)|\d{1,2}(?:\.\d+)*[.)])(?=\s)/;
/** An item's marker that is a literal: 'b)', 'b.1)', 'aa)'. */
const LITERAL = /^"?([a-zñ]{1,2}(?:\.\d+)?)\)$/;
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
      blocks.push({
        kind: 'numeral',
        numeral,
        literal: null,
        marker,
        text: line.slice(marker.length).trim(),
      });
    } else if (line.startsWith('(*)')) {
      blocks.push({ kind: 'note', numeral: null, literal: null, marker: '', text: line });
    } else if (ITEM.test(line)) {
      const marker = ITEM.exec(line)![0];
      const literal = LITERAL.exec(marker)?.[1] ?? null;
      blocks.push({ kind: 'item', numeral: null, literal, marker, text: line.slice(marker.length).trim() });
    } else if (previous && !PARAGRAPH_END.test(previous.text)) {
      previous.text = `${previous.text} ${line}`;
    } else {
      blocks.push({ kind: 'text', numeral: null, literal: null, marker: '', text: line });
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

/**
 * Where a literal is on its article's page: 'b' of 16.3 → 'n-3-b', 'b.1' of 16.3 → 'n-3-b-1', and
 * 'k' of an article without numerals → 'l-k'.
 */
export function literalAnchor(numeral: string | null, literal: string): string {
  const letters = literal.replace(/\./g, '-');
  return numeral ? `${numeralAnchor(numeral)}-${letters}` : `l-${letters}`;
}

/**
 * Each block's anchor on its article's page: a numeral's ('n-2'), a literal's under the numeral
 * before it ('n-2-b') or under the article ('l-b'); null for the rest. An id is unique, and the
 * publisher may repeat an amended numeral: only the first block of a numeral or literal holds it.
 */
export function blockAnchors(blocks: readonly ArticleBlock[]): (string | null)[] {
  const seen = new Set<string>();
  let numeral: string | null = null;
  return blocks.map((block) => {
    if (block.numeral) numeral = block.numeral;
    const anchor = block.numeral
      ? numeralAnchor(block.numeral)
      : block.literal
        ? literalAnchor(numeral, block.literal)
        : null;
    if (!anchor || seen.has(anchor)) return null;
    seen.add(anchor);
    return anchor;
  });
}

/** What a source cites within an article (the fields of a `LegalReference`). */
export interface Citation {
  numeral: string | null;
  literal: string | null;
  quote: string | null;
}

/** The part of an article a source points at, as its blocks hold it. */
export interface CitedPassage {
  /** The block: the cited literal, the cited numeral, or the block holding the quoted words. */
  block: number;
  /** Where, in that block's text, the sentence holding the quoted words is ([start, end)); null without them. */
  sentence: [number, number] | null;
}

/** How a sentence or a clause of a numeral ends: '…hábiles. La', '…siguientes:', '…; b)'. */
const SENTENCE_END = /[.:;!?]["”»)]?(?=\s|$)/g;

/** Where the sentence holding `quote` is in `text` ([start, end)), or null when the text does not hold it. */
export function quotedSentence(text: string, quote: string): [number, number] | null {
  const at = text.indexOf(quote);
  if (at < 0) return null;
  let start = 0;
  let end = text.length;
  for (const match of text.matchAll(SENTENCE_END)) {
    const after = match.index + match[0].length;
    if (after <= at) start = after;
    else if (after >= at + quote.length) {
      end = after;
      break;
    }
  }
  while (text[start] === ' ') start++;
  return [start, end];
}

/**
 * The passage of an article a citation points at: its literal (under the cited numeral, or in the
 * article when it cites none), else its numeral or the nearest one the text numbers ('66.1' for
 * '66.1.2'); with quoted words, the sentence holding them there, or in the numeral's literals and
 * lines. Null when the whole article is cited, or when no numeral cited is found.
 */
export function citedPassage(blocks: readonly ArticleBlock[], citation: Citation): CitedPassage | null {
  let block = -1;
  if (citation.numeral) {
    const parts = citation.numeral.split('.');
    for (let length = parts.length; length > 1 && block < 0; length--) {
      const prefix = parts.slice(0, length).join('.');
      block = blocks.findIndex((candidate) => candidate.numeral === prefix);
    }
    if (block < 0) return null;
  }
  // What the citation narrows: the numeral and its lines up to the next numeral, or the whole article.
  let from = Math.max(block, 0);
  let to = blocks.length;
  const next = blocks.findIndex((candidate, index) => index > block && candidate.numeral !== null);
  if (block >= 0 && next >= 0) to = next;
  if (citation.literal) {
    const literal = blocks.findIndex(
      (candidate, index) => index >= from && index < to && candidate.literal === citation.literal,
    );
    if (literal >= 0) [block, from, to] = [literal, literal, literal + 1];
  }
  if (citation.quote) {
    for (let index = from; index < to; index++) {
      const sentence = quotedSentence(blocks[index]!.text, citation.quote);
      if (sentence) return { block: index, sentence };
    }
  }
  return block < 0 ? null : { block, sentence: null };
}

/** The norms an amendment names first, as a note's label names them; never the Ley N° 32069 itself. */
const AMENDING_NORM = /Decreto Supremo\s*N[°º]\s*(\d{3}-\d{4}-EF)|Ley\s*N[°º]\s*(?!32069)(\d{5})/;
/** What the publisher's note says was done, and to what: 'Numeral 16.1 modificado', 'Literal incorporado'. */
const AMENDMENT =
  /^\(\*\)\s*(Numeral|Literal|Artículo|Epígrafe|Encabezado|Extremo|Disposición|Numeración)(?:\s+[\d.]+)?\s+(modificad[oa]|incorporad[oa]|derogad[oa])\b/;

/**
 * The short label of a publisher's note ('(*) Numeral modificado por el Artículo 2 del Decreto
 * Supremo N° 001-2026-EF, publicado…'): 'Numeral modificado por el D.S. N° 001-2026-EF', 'Literal
 * incorporado por la Ley N° 32515', 'Rectificado por fe de erratas', 'Nota del SPIJ', or 'Nota' for
 * any other note.
 */
export function noteLabel(note: string): string {
  const amendment = AMENDMENT.exec(note);
  if (amendment) {
    const norm = AMENDING_NORM.exec(note);
    const by = !norm ? '' : norm[1] ? ` por el D.S. N° ${norm[1]}` : ` por la Ley N° ${norm[2]}`;
    return `${amendment[1]} ${amendment[2]}${by}`;
  }
  if (/^\(\*\)\s*RECTIFICADO POR FE DE ERRATAS/.test(note)) return 'Rectificado por fe de erratas';
  if (/^\(\*\)\s*NOTA SPIJ/.test(note)) return 'Nota del SPIJ';
  return 'Nota';
}
