import { limaDay, limaDayEnd } from '@oece/domain';
import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';

const DAY_MS = 86_400_000;

/**
 * A multiple-choice answer says only right or wrong, so it is graded the way FSRS takes a
 * pass/fail review: wrong or skipped is Again, right is Good (decision record 0020).
 */
export function reviewRating(correct: boolean): Grade {
  return correct ? Rating.Good : Rating.Again;
}

/**
 * Days, not minutes: a card answered today is not due again today (no short-term steps), and no
 * fuzz, so that the same answers always give the same plan.
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

/** A question that enters the deck: due at once, never reviewed. */
export function newCard(now: Date): Card {
  return createEmptyCard(now);
}

/**
 * The last instant a card may be due for the exam on `examDate`: the start of the day before it
 * (Lima). Null when there is no exam date, or from that day on (FSRS alone then).
 */
export function latestDue(examDate: string | null, now: Date): Date | null {
  if (!examDate) return null;
  const latest = new Date(limaDayEnd(examDate).getTime() - 2 * DAY_MS);
  return latest.getTime() < limaDayEnd(limaDay(now)).getTime() ? null : latest;
}

/**
 * The card after an answer at `now`. With an exam date ahead, no card is due after the day before
 * the exam, so the whole deck comes round again before it.
 */
export function review(card: Card, correct: boolean, now: Date, examDate: string | null): Card {
  const next = scheduler.next(card, now, reviewRating(correct)).card;
  const latest = latestDue(examDate, now);
  if (!latest || next.due <= latest) return next;
  return {
    ...next,
    due: latest,
    scheduled_days: Math.max(1, Math.round((latest.getTime() - now.getTime()) / DAY_MS)),
  };
}
