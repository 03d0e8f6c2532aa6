/** Minutes left at which the candidate is warned, most urgent last. */
export const WARNING_MINUTES = [30, 10, 5] as const;

/**
 * The warning due when the time left went from `before` to `now` seconds: the most urgent threshold
 * crossed (a sleeping phone may cross two at once), or null. A threshold at or past the exam's
 * duration never applies: a 10-minute exam does not warn of 10 minutes at its start.
 */
export function crossedWarning(before: number, now: number, durationSeconds: number): number | null {
  const crossed = WARNING_MINUTES.filter(
    (minutes) => minutes * 60 < durationSeconds && before > minutes * 60 && now <= minutes * 60,
  );
  return crossed.at(-1) ?? null;
}

export type TimerTone = 'normal' | 'warning' | 'error';

/** Warning colour from 10 minutes left, error from 5 (only where the exam lasts longer than that). */
export function timerTone(remaining: number, durationSeconds: number): TimerTone {
  const within = (minutes: number) => minutes * 60 < durationSeconds && remaining <= minutes * 60;
  if (within(5)) return 'error';
  if (within(10)) return 'warning';
  return 'normal';
}

/** '1 min 40 s', '2 min', '45 s'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/**
 * The pace so far (time spent per answered question) against the pace left (time left per
 * question still to answer).
 */
export function paceText(input: {
  durationSeconds: number;
  remainingSeconds: number;
  answered: number;
  total: number;
}): string {
  const { durationSeconds, remainingSeconds, answered, total } = input;
  const left = total - answered;
  const spent = durationSeconds - remainingSeconds;
  const ahead = `te quedan ${formatDuration(remainingSeconds / left)} por pregunta`;
  if (answered === 0) return `Aún no has respondido ninguna · ${ahead}`;
  const sofar = `Vas a ${formatDuration(spent / answered)} por pregunta`;
  return left === 0 ? `${sofar} · ya respondiste todas` : `${sofar} · ${ahead}`;
}
