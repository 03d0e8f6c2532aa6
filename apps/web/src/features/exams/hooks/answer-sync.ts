import type { Answer } from '@oece/contracts';
import { ApiError } from '../../../lib/api-client';

/** What waits for the server about one question: its choice, and its mark once it was toggled. */
export interface PendingAnswer {
  /** null = not answered yet, -1 = skipped. */
  responseIndex: number | null;
  /** Left out: the server keeps the mark it has. */
  flagged?: boolean;
}
export type PendingAnswers = Record<number, PendingAnswer>;

const RETRY_MS = 3000;
/** The server's final word (bad request, no such exam, time over or finished): retrying cannot help. */
const REFUSED = new Set([400, 403, 404, 409]);

function storageKey(code: string) {
  return `oece.exam.${code}.pending`;
}

function toAnswerList(pending: PendingAnswers): Answer[] {
  return Object.entries(pending).map(([questionId, { responseIndex, flagged }]) => ({
    questionId: Number(questionId),
    responseIndex,
    ...(flagged !== undefined && { flagged }),
  }));
}

function samePending(a: PendingAnswer | undefined, b: PendingAnswer) {
  return a?.responseIndex === b.responseIndex && a.flagged === b.flagged;
}

/** A stored entry; before flags existed it was the bare responseIndex, still read after an update. */
function readPending(value: unknown): PendingAnswer | null {
  if (typeof value === 'number' || value === null) return { responseIndex: value };
  if (typeof value !== 'object' || !('responseIndex' in value)) return null;
  const { responseIndex, flagged } = value as { responseIndex: unknown; flagged?: unknown };
  if (typeof responseIndex !== 'number' && responseIndex !== null) return null;
  return typeof flagged === 'boolean' ? { responseIndex, flagged } : { responseIndex };
}

/**
 * Choices and marks the server has not confirmed yet. They live in memory and in localStorage (so a reload
 * while offline loses nothing), are sent at once, retried every few seconds and whenever the
 * browser comes back online; a 5xx from a deploy or an overloaded server is retried too. A refusal
 * (time over, finished, bad request) drops them and is reported, since retrying cannot succeed.
 */
export class AnswerSync {
  private pending: PendingAnswers;
  /** The last save failed (network, 5xx): what is pending waits for a retry. */
  private failing: boolean;
  private inFlight = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly onOnline = () => void this.flush();

  private listener: { onUnsaved(unsaved: boolean): void; onRejected(error: ApiError): void } = {
    onUnsaved: () => undefined,
    onRejected: () => undefined,
  };

  constructor(
    private readonly code: string,
    private readonly send: (answers: Answer[]) => Promise<unknown>,
  ) {
    this.pending = AnswerSync.stored(code);
    // Choices left from an earlier page were never confirmed.
    this.failing = this.hasPending();
  }

  /**
   * The owner (a React effect) hears about refusals and whether choices are waiting after a failed
   * save; a save merely in flight is not reported, so the page does not flicker on every choice.
   */
  setListener(listener: AnswerSync['listener']) {
    this.listener = listener;
  }

  /** Once the exam is finished, nothing of it waits in this browser. */
  static discard(code: string) {
    localStorage.removeItem(storageKey(code));
  }

  static stored(code: string): PendingAnswers {
    let stored: unknown;
    try {
      stored = JSON.parse(localStorage.getItem(storageKey(code)) ?? '{}');
    } catch {
      return {};
    }
    if (typeof stored !== 'object' || stored === null) return {};
    const pending: PendingAnswers = {};
    for (const [questionId, value] of Object.entries(stored)) {
      const entry = readPending(value);
      if (entry) pending[Number(questionId)] = entry;
    }
    return pending;
  }

  start() {
    window.addEventListener('online', this.onOnline);
    if (this.hasPending()) void this.flush();
  }

  stop() {
    window.removeEventListener('online', this.onOnline);
    clearTimeout(this.retryTimer);
  }

  /**
   * A choice ({ responseIndex }) or a mark ({ flagged }), on top of what waits. A mark alone goes
   * with no choice (null): the server keeps the one it has, maybe made on another device.
   */
  record(questionId: number, change: Partial<PendingAnswer>) {
    this.pending = { ...this.pending, [questionId]: AnswerSync.merge(this.pending[questionId], change) };
    this.persist();
    // Sent from a task of its own, not from the tap's handler: on a slow phone preparing the request
    // would hold back the frame that shows the choice.
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flush(), 0);
  }

  /**
   * What FINISH must carry: what the server has not confirmed yet, and the `skipped` questions as
   * -1. Nothing already saved is sent again, so a choice or mark made on another device stays.
   */
  finishList(skipped: number[]): Answer[] {
    const last = { ...this.pending };
    for (const questionId of skipped)
      last[questionId] = AnswerSync.merge(last[questionId], { responseIndex: -1 });
    return toAnswerList(last);
  }

  private static merge(waiting: PendingAnswer | undefined, change: Partial<PendingAnswer>): PendingAnswer {
    return { responseIndex: null, ...waiting, ...change };
  }

  /** After a successful FINISH nothing is pending any more. */
  clear() {
    clearTimeout(this.retryTimer);
    this.pending = {};
    this.persist();
  }

  private hasPending() {
    return Object.keys(this.pending).length > 0;
  }

  private persist() {
    if (this.hasPending()) localStorage.setItem(storageKey(this.code), JSON.stringify(this.pending));
    else localStorage.removeItem(storageKey(this.code));
    this.listener.onUnsaved(this.failing && this.hasPending());
  }

  async flush(): Promise<void> {
    clearTimeout(this.retryTimer);
    if (this.inFlight || !this.hasPending()) return;
    const batch = { ...this.pending };
    this.inFlight = true;
    let offline = false;
    try {
      await this.send(toAnswerList(batch));
      this.failing = false;
      const next = { ...this.pending };
      for (const [id, value] of Object.entries(batch)) {
        // A newer choice or mark for the same question, made while saving, stays pending.
        if (samePending(next[Number(id)], value)) delete next[Number(id)];
      }
      this.pending = next;
      this.persist();
    } catch (error) {
      if (error instanceof ApiError && REFUSED.has(error.status)) {
        this.pending = {};
        this.failing = false;
        this.persist();
        this.listener.onRejected(error);
      } else {
        offline = true;
        this.failing = true;
        this.listener.onUnsaved(true);
        this.retryTimer = setTimeout(() => void this.flush(), RETRY_MS);
      }
    } finally {
      this.inFlight = false;
    }
    // Choices made while this request was in flight go now, unless the network is down.
    if (!offline && this.hasPending()) await this.flush();
  }
}
