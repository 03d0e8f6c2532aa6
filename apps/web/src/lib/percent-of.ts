/** The share of participants who chose an option, in percent with one decimal. */
export function percentOf(count: number, total: number): number {
  return total ? Math.round((count / total) * 1000) / 10 : 0;
}
