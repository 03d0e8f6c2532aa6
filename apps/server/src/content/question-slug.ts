import { createHash } from 'node:crypto';
import { slugWords } from '@oece/domain';

const MAX_WORDS_LENGTH = 72;

/** What `questionSlug` makes: lowercase words and digits, then a dash and 6 hex characters. */
export const QUESTION_SLUG_FORMAT = /^(?:[a-z0-9]+-)+[0-9a-f]{6}$/;

/**
 * URL slug of a question: its first words in lowercase ASCII, then 6 hex characters of a hash
 * of the whole stem, so any change to the stem gives a new slug (the seed relies on it).
 */
export function questionSlug(stem: string): string {
  const slug = slugWords(stem, MAX_WORDS_LENGTH);
  const hash = createHash('sha256').update(stem.trim()).digest('hex').slice(0, 6);
  return `${slug}-${hash}`;
}
