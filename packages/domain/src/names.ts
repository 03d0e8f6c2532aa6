const capitalize = (part: string) =>
  part.charAt(0).toLocaleUpperCase('es') + part.slice(1).toLocaleLowerCase('es');

/**
 * Trims, folds inner spaces and capitalises each word, and each part of a hyphenated one:
 * '  maría  DEL pilar ' → 'María Del Pilar'; 'gutiérrez-villanueva' → 'Gutiérrez-Villanueva'.
 */
export function capitalizeName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.split('-').map(capitalize).join('-'))
    .join(' ');
}
