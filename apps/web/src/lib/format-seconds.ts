/** mm:ss (minutes may pass 59: 120:00 for the complete exam). */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
