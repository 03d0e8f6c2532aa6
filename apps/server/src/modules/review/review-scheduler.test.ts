import { Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { newCard, review, reviewRating } from './review-scheduler';

// 10:00 in Lima.
const now = new Date('2026-11-26T15:00:00Z');
const days = (date: Date, from = now) => (date.getTime() - from.getTime()) / 86_400_000;

describe('reviewRating', () => {
  it('maps a right answer to Good and a wrong or skipped one to Again', () => {
    expect(reviewRating(true)).toBe(Rating.Good);
    expect(reviewRating(false)).toBe(Rating.Again);
  });
});

describe('review', () => {
  it('enters a question due at once, never reviewed', () => {
    const card = newCard(now);
    expect(card.due).toEqual(now);
    expect(card.state).toBe(State.New);
    expect(card.reps).toBe(0);
  });

  it('brings back a wrong answer tomorrow, never later today', () => {
    const card = review(newCard(now), false, now, null);
    expect(days(card.due)).toBe(1);
    expect(card.reps).toBe(1);
  });

  it('spaces right answers further each time and shortens the next after a lapse', () => {
    const first = review(newCard(now), true, now, null);
    const second = review(first, true, first.due, null);
    const third = review(second, true, second.due, null);
    const gaps = [days(first.due), days(second.due, first.due), days(third.due, second.due)];
    expect(gaps[0]).toBeGreaterThanOrEqual(2);
    expect(gaps[1]).toBeGreaterThan(gaps[0]!);
    expect(gaps[2]).toBeGreaterThan(gaps[1]!);
    const lapse = review(third, false, third.due, null);
    expect(lapse.lapses).toBe(1);
    expect(days(lapse.due, third.due)).toBeLessThan(gaps[2]!);
  });

  it('schedules the same answers the same way every time', () => {
    const once = review(review(newCard(now), true, now, null), true, new Date('2026-12-01T15:00:00Z'), null);
    const again = review(review(newCard(now), true, now, null), true, new Date('2026-12-01T15:00:00Z'), null);
    expect(once).toEqual(again);
  });

  it('keeps every card due by the day before the exam', () => {
    const learnt = review(
      review(newCard(now), true, now, null),
      true,
      new Date('2026-11-29T15:00:00Z'),
      null,
    );
    const free = review(learnt, true, new Date('2026-12-05T15:00:00Z'), null);
    expect(free.due.getTime()).toBeGreaterThan(new Date('2026-12-20T05:00:00Z').getTime());
    // Exam on 20 December: due at the start of the 19th in Lima at the latest.
    const capped = review(learnt, true, new Date('2026-12-05T15:00:00Z'), '2026-12-20');
    expect(capped.due.toISOString()).toBe('2026-12-19T05:00:00.000Z');
    expect(capped.stability).toBe(free.stability);
  });

  it('leaves the plan to FSRS from the day before the exam on, and for a past exam', () => {
    const learnt = review(newCard(now), true, now, null);
    expect(review(learnt, true, now, '2026-11-27')).toEqual(review(learnt, true, now, null));
    expect(review(learnt, true, now, '2026-11-01')).toEqual(review(learnt, true, now, null));
  });
});
