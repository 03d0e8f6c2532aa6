import type { ReviewAnswersRequest, ReviewAnswersResponse } from '@oece/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api, ApiError } from '../../../lib/api-client';
import { getReviewSummaryQueryOptions } from './get-review-summary';

export function answerReview(body: ReviewAnswersRequest): Promise<ReviewAnswersResponse> {
  return api<ReviewAnswersResponse>('/users/me/review/answers', { method: 'POST', body });
}

type Answer = ReviewAnswersRequest['answers'][number];

/** The most answers the server takes in one request. */
const MAX_ANSWERS = 50;

/** A refusal that no retry can turn (a question gone from the bank, the plan no longer PREMIUM). */
function isFinal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status)
  );
}

export interface ReviewAnswers {
  /** Sends a graded answer (responseIndex 0 to 3, -1 for 'No lo sé') to the review deck. */
  report(questionId: number, responseIndex: number): void;
  /** Sends again the answers a failed request kept. */
  retry(): void;
  /** Answers not saved yet: being sent, or kept by a failure until a retry. */
  unsaved: number;
  /** Why the last request failed; null once one goes through. */
  error: Error | null;
}

/**
 * Sends each graded answer as it is given, so that nothing is lost when the member leaves
 * mid-round; the deck's summary in the cache follows. One request at a time, in order, so that the
 * last summary to arrive is the newest; the answers of a failed request wait for a retry (or go
 * with the next answer). Only the first answer to a question counts: answering the failed ones
 * again at once is practice, and taken as a review it would tell the scheduler they were learnt.
 */
export function useReviewAnswers(): ReviewAnswers {
  const queryClient = useQueryClient();
  const queue = useRef<Answer[]>([]);
  const reported = useRef(new Set<number>());
  const sending = useRef(false);
  const [unsaved, setUnsaved] = useState(0);
  const [error, setError] = useState<Error | null>(null);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    while (queue.current.length > 0) {
      const batch = queue.current.slice(0, MAX_ANSWERS);
      try {
        const { summary } = await answerReview({ answers: batch });
        queryClient.setQueryData(getReviewSummaryQueryOptions().queryKey, summary);
        setError(null);
      } catch (caught) {
        setError(caught instanceof Error ? caught : new Error(String(caught)));
        if (!isFinal(caught)) break;
      }
      // Answers reported meanwhile were appended behind the batch.
      queue.current = queue.current.slice(batch.length);
      setUnsaved(queue.current.length);
    }
    setUnsaved(queue.current.length);
    sending.current = false;
  }, [queryClient]);

  const report = useCallback(
    (questionId: number, responseIndex: number) => {
      if (reported.current.has(questionId)) return;
      reported.current.add(questionId);
      queue.current.push({ questionId, responseIndex });
      setUnsaved(queue.current.length);
      void flush();
    },
    [flush],
  );

  const retry = useCallback(() => void flush(), [flush]);

  return { report, retry, unsaved, error };
}
