/** Trims, folds inner spaces and capitalises each word: '  maría  DEL pilar ' → 'María Del Pilar'. */
export function capitalizeName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase('es') + word.slice(1).toLocaleLowerCase('es'))
    .join(' ');
}
