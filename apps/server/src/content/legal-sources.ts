import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  articleBlocks,
  citedPassage,
  LEGAL_TEXTS,
  legalReference,
  lineNumeral,
  type LegalText,
} from '@oece/domain';

/** One article of a consolidated text, as content/reference/ holds it. */
export interface LegalArticle {
  /** '57', '27-A'. */
  number: string;
  /** The heading as the text gives it: 'Artículo 57. Cancelación'. */
  title: string;
  /** The heading's name alone, without its number or the publisher's mark of an amendment: 'Cancelación'. */
  epigraph: string;
  /** Its lines in order: numerals, literals, and the publisher's notes on amendments. */
  paragraphs: string[];
  /** The numerals that open a line: '57.1', '57.2'. */
  numerals: string[];
}

const FILES: Record<LegalText, string> = {
  ley: 'ley-32069.md',
  reglamento: 'reglamento-ds-009-2025-ef.md',
};

/** How the publisher dates and attributes a consolidated text, in the lines that open its file. */
export interface Consolidation {
  /** The day the text was last consolidated: 'YYYY-MM-DD'. */
  date: string;
  /** Who issued the norm: 'Congreso de la República'. */
  issuer: string;
  /** Where it was published: 'separata especial'. */
  publication: string;
}

interface ParsedText {
  consolidation: Consolidation;
  /** In the text's order. */
  articles: Map<string, LegalArticle>;
}

/** Words a name in capitals keeps in lowercase once written normally. */
const MINOR_WORDS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'e', 'en', 'para']);

/** 'MINISTERIO DE ECONOMÍA Y FINANZAS' → 'Ministerio de Economía y Finanzas'. */
function nameCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && MINOR_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** A header field ('> **Fuente:** SEPARATA ESPECIAL'); a file without it is refused at start-up. */
function headerField(markdown: string, name: string, file: string): string {
  const value = new RegExp(`^> \\*\\*${name}:\\*\\*\\s*(.+?)\\s*$`, 'm').exec(markdown)?.[1];
  if (!value) throw new Error(`${file}: falta el campo "${name}" en la cabecera.`);
  return value;
}

function parseConsolidation(markdown: string, file: string): Consolidation {
  const date = headerField(markdown, 'Última Actualización del Archivo', file);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`${file}: la fecha "${date}" no es AAAA-MM-DD.`);
  return {
    date,
    issuer: nameCase(headerField(markdown, 'Entidad', file)),
    publication: headerField(markdown, 'Fuente', file).toLowerCase(),
  };
}

/**
 * The articles of a consolidated text: each '#### Artículo N. Title' up to the next article, the
 * last one up to the first section of dispositions ('## DISPOSICIONES COMPLEMENTARIAS FINALES'),
 * which are not articles. The publisher's copy sometimes puts a chapter's heading and name inside
 * an article, before its first numeral: those lines are left out, as are its cross-references
 * ('> **CONCORDANCIAS…'). An amended numeral keeps the note that quotes its new text.
 */
function parseArticles(markdown: string): Map<string, LegalArticle> {
  const articles = new Map<string, LegalArticle>();
  let current: LegalArticle | null = null;
  let afterHeading = false;
  for (const line of markdown.split('\n')) {
    const heading = /^#### (Artículo (\d+(?:-[A-Z])?)\b.*)$/.exec(line);
    if (heading) {
      const title = heading[1]!.trim();
      // A note the publisher wrote in the heading ('… (*) RECTIFICADO POR FE DE ERRATAS') opens the text.
      const note = /\(\*\)\s*(\S.*)$/.exec(title)?.[1];
      current = {
        number: heading[2]!,
        title,
        epigraph: title.replace(/^Artículo \S+\.?\s*/, '').replace(/\s*\(\*\).*$/, ''),
        paragraphs: note ? [`(*) ${note}`] : [],
        numerals: [],
      };
      articles.set(current.number, current);
      afterHeading = false;
      continue;
    }
    if (/^## DISPOSICI/.test(line)) {
      current = null;
      continue;
    }
    if (/^#{1,4} /.test(line)) {
      afterHeading = true;
      continue;
    }
    const text = line.trim();
    if (!current || !text || text.startsWith('>')) continue;
    const numeral = lineNumeral(text);
    if (afterHeading && !numeral) continue;
    afterHeading = false;
    current.paragraphs.push(text);
    if (numeral && numeral.split('.')[0] === current.number && !current.numerals.includes(numeral)) {
      current.numerals.push(numeral);
    }
  }
  return articles;
}

/**
 * The Ley and the Reglamento as consolidated in content/reference/, read once: checks a question's
 * legal sources against the articles and numerals that exist, and serves an article's text, its
 * neighbours in the text and the text's consolidation.
 */
export function loadLegalSources(contentDir: string) {
  const texts = Object.fromEntries(
    LEGAL_TEXTS.map((text) => {
      const markdown = readFileSync(path.join(contentDir, 'reference', FILES[text]), 'utf8');
      const parsed: ParsedText = {
        consolidation: parseConsolidation(markdown, FILES[text]),
        articles: parseArticles(markdown),
      };
      return [text, parsed];
    }),
  ) as Record<LegalText, ParsedText>;
  const order = Object.fromEntries(
    LEGAL_TEXTS.map((text) => [text, [...texts[text].articles.keys()]]),
  ) as Record<LegalText, string[]>;
  return {
    /**
     * Why `source` does not exist in the consolidated texts (in Spanish), or null when it does: its
     * article, its numeral (or a parent the text numbers), its literal there, and its quoted words.
     */
    missing(source: string): string | null {
      const reference = legalReference(source);
      if (!reference) return 'debe tener la forma "Ley 32069, art. N" o "Reglamento, art. N"';
      const { article, numeral, literal, quote } = reference;
      const found = texts[reference.text].articles.get(article);
      const text = reference.text === 'ley' ? 'la Ley 32069' : 'el Reglamento';
      if (!found) return `no existe el artículo ${article} en ${text}`;
      if (numeral && !found.numerals.some((n) => numeral === n || numeral.startsWith(`${n}.`))) {
        return `no existe el numeral ${numeral} en ${text}`;
      }
      if (!literal && !quote) return null;
      const blocks = articleBlocks(article, found.paragraphs);
      const of = reference.text === 'ley' ? 'de la Ley 32069' : 'del Reglamento';
      const place = numeral ? `el numeral ${numeral}` : `el artículo ${article}`;
      const cited = citedPassage(blocks, { numeral, literal, quote: null });
      if (literal && (!cited || blocks[cited.block]!.literal !== literal)) {
        return `no existe el literal ${literal}) en ${place} ${of}`;
      }
      if (quote && !citedPassage(blocks, { numeral, literal, quote })?.sentence) {
        return `no aparece «${quote}» en ${place}${literal ? `, literal ${literal})` : ''} ${of}`;
      }
      return null;
    },

    article(text: LegalText, number: string): LegalArticle | undefined {
      return texts[text].articles.get(number);
    },

    /** The articles' numbers in the text's order. */
    numbers(text: LegalText): readonly string[] {
      return order[text];
    },

    /** The articles before and after the article `number` in the text (null at either end). */
    neighbours(text: LegalText, number: string): { previous: string | null; next: string | null } {
      const index = order[text].indexOf(number);
      return { previous: order[text][index - 1] ?? null, next: order[text][index + 1] ?? null };
    },

    consolidation(text: LegalText): Consolidation {
      return texts[text].consolidation;
    },
  };
}

export type LegalSources = ReturnType<typeof loadLegalSources>;
