import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEGAL_SOURCE_FORMAT, LEGAL_TEXTS, type LegalText } from '@oece/domain';

/** One article of a consolidated text, as content/reference/ holds it. */
export interface LegalArticle {
  /** '57', '27-A'. */
  number: string;
  /** The heading as the text gives it: 'Artículo 57. Cancelación'. */
  title: string;
  /** Its lines in order: numerals, literals, and the publisher's notes on amendments. */
  paragraphs: string[];
  /** The numerals that open a line: '57.1', '57.2'. */
  numerals: string[];
}

const FILES: Record<LegalText, string> = {
  ley: 'ley-32069.md',
  reglamento: 'reglamento-ds-009-2025-ef.md',
};

const NUMERAL = /^"?(\d+(?:-[A-Z])?(?:\.\d+)+)\.?\s/;

/**
 * The articles of a consolidated text: each '#### Artículo N. Title' up to the next article. The
 * publisher's copy sometimes puts a chapter's heading and name inside an article, before its first
 * numeral: those lines are left out, as are its cross-references ('> **CONCORDANCIAS…'). An
 * amended numeral keeps the note that quotes its new text, hence the optional quotation mark.
 */
function parseArticles(markdown: string): Map<string, LegalArticle> {
  const articles = new Map<string, LegalArticle>();
  let current: LegalArticle | null = null;
  let afterHeading = false;
  for (const line of markdown.split('\n')) {
    const heading = /^#### (Artículo (\d+(?:-[A-Z])?)\b.*)$/.exec(line);
    if (heading) {
      current = { number: heading[2]!, title: heading[1]!.trim(), paragraphs: [], numerals: [] };
      articles.set(current.number, current);
      afterHeading = false;
      continue;
    }
    if (/^#{1,4} /.test(line)) {
      afterHeading = true;
      continue;
    }
    const text = line.trim();
    if (!current || !text || text.startsWith('>')) continue;
    const numeral = NUMERAL.exec(text)?.[1];
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
 * legal sources against the articles and numerals that exist, and serves an article's text.
 */
export function loadLegalSources(contentDir: string) {
  const texts = Object.fromEntries(
    LEGAL_TEXTS.map((text) => [
      text,
      parseArticles(readFileSync(path.join(contentDir, 'reference', FILES[text]), 'utf8')),
    ]),
  ) as Record<LegalText, Map<string, LegalArticle>>;
  return {
    /** Why `source` does not exist in the consolidated texts (in Spanish), or null when it does. */
    missing(source: string): string | null {
      const match = LEGAL_SOURCE_FORMAT.exec(source);
      if (!match) return 'debe tener la forma "Ley 32069, art. N" o "Reglamento, art. N"';
      const [, book, article, numeral] = match as unknown as [string, string, string, string];
      const found = texts[book === 'Ley 32069' ? 'ley' : 'reglamento'].get(article);
      const text = book === 'Ley 32069' ? 'la Ley 32069' : 'el Reglamento';
      if (!found) return `no existe el artículo ${article} en ${text}`;
      if (!numeral) return null;
      const full = article + numeral;
      return found.numerals.some((n) => full === n || full.startsWith(`${n}.`))
        ? null
        : `no existe el numeral ${full} en ${text}`;
    },

    article(text: LegalText, number: string): LegalArticle | undefined {
      return texts[text].get(number);
    },
  };
}

export type LegalSources = ReturnType<typeof loadLegalSources>;
