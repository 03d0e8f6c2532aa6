import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LEGAL_SOURCE_FORMAT } from '@oece/domain';

/** The articles of each text and their numerals, indexed from the consolidated texts (reference/). */
type ArticleIndex = Record<'ley' | 'reglamento', Record<string, string[]>>;

/**
 * Checks a question's legal sources against the articles and numerals that exist in the Ley and
 * the Reglamento (content/reference/articles.json), read once.
 */
export function loadLegalSources(contentDir: string) {
  const articles = JSON.parse(
    readFileSync(path.join(contentDir, 'reference', 'articles.json'), 'utf8'),
  ) as ArticleIndex;
  return {
    /** Why `source` does not exist in the consolidated texts (in Spanish), or null when it does. */
    missing(source: string): string | null {
      const match = LEGAL_SOURCE_FORMAT.exec(source);
      if (!match) return 'debe tener la forma "Ley 32069, art. N" o "Reglamento, art. N"';
      const [, book, article, numeral] = match as unknown as [string, string, string, string];
      const numerals = articles[book === 'Ley 32069' ? 'ley' : 'reglamento'][article];
      const text = book === 'Ley 32069' ? 'la Ley 32069' : 'el Reglamento';
      if (!numerals) return `no existe el artículo ${article} en ${text}`;
      if (!numeral) return null;
      const full = article + numeral;
      return numerals.some((n) => full === n || full.startsWith(`${n}.`))
        ? null
        : `no existe el numeral ${full} en ${text}`;
    },
  };
}

export type LegalSources = ReturnType<typeof loadLegalSources>;
