import type { AdminQuestion } from '@oece/contracts';
import { formatDate } from '@oece/domain';

type PublicState = Pick<AdminQuestion, 'publicSince' | 'status'>;

/** In the public set at `now` (decision 0031): a question of the day waiting for its day is not yet. */
function inPublicSet(question: Pick<PublicState, 'publicSince'>, now: number): boolean {
  return question.publicSince !== null && Date.parse(question.publicSince) <= now;
}

/** Whether the question has its own public page now: ACTIVE and in the public set. */
export function hasPublicPage(question: PublicState, now = Date.now()): boolean {
  return question.status === 'ACTIVE' && inPublicSet(question, now);
}

/** The 'Pública' column: 'Sí', 'No', or 'Desde el 29/11/2026' for a question of the day waiting for its day. */
export function publicLabel(question: Pick<PublicState, 'publicSince'>, now = Date.now()): string {
  if (question.publicSince === null) return 'No';
  return inPublicSet(question, now) ? 'Sí' : `Desde el ${formatDate(question.publicSince)}`;
}
