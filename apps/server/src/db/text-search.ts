import { and, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A LIKE pattern that finds `text` anywhere, its wildcards escaped: a search for "50%" matches "50%". */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `text` with Spanish accents and 'ñ' as plain letters. The letters are written into the SQL, not
 * sent as parameters, so that an index on the same expression serves the query.
 */
export function folded(text: AnyColumn | SQL): SQL {
  return sql`translate(${text}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')`;
}

/**
 * Every word of `search` appears in `target` (an expression already `folded`), accents and case
 * ignored: "maria paredes" finds "María Elena Paredes". Undefined for a blank search.
 */
export function containsEveryWord(target: SQL, search: string | undefined): SQL | undefined {
  const words = (search ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  return words.length ? and(...words.map((word) => ilike(target, containsPattern(word)))) : undefined;
}
