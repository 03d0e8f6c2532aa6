import type { ReviewSummary } from '@oece/contracts';

/**
 * The deck's count as every page says it: the cards for today, and the new ones queued past the
 * day's cap when there are some ('20 para hoy · 40 en cola').
 */
export function deckCountText({ dueToday, queued }: Pick<ReviewSummary, 'dueToday' | 'queued'>): string {
  return queued > 0 ? `${dueToday} para hoy · ${queued} en cola` : `${dueToday} para hoy`;
}
