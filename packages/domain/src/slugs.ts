/**
 * A text's first words in lowercase ASCII joined by dashes, no longer than `maxLength` (a word that
 * would pass it is left out): 'Actuaciones preparatorias' → 'actuaciones-preparatorias'.
 */
export function slugWords(text: string, maxLength: number): string {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  return slug;
}
