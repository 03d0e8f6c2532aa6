const capitalize = (part: string) =>
  part.charAt(0).toLocaleUpperCase('es') + part.slice(1).toLocaleLowerCase('es');

/**
 * Composes accents (an 'í' pasted as 'i' plus a combining mark becomes one letter, as search
 * expects), trims, folds inner spaces and capitalises each word, and each part of a hyphenated one:
 * '  maría  DEL pilar ' → 'María Del Pilar'; 'gutiérrez-villanueva' → 'Gutiérrez-Villanueva'.
 */
export function capitalizeName(value: string): string {
  return value
    .normalize('NFC')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.split('-').map(capitalize).join('-'))
    .join(' ');
}
