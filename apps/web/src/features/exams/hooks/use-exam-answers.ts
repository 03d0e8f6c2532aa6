import type { Exam } from '@oece/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../../lib/api-client';
import { updateExam } from '../api/update-exam';
import { AnswerSync } from './answer-sync';

/** One question as the candidate sees it: the choice (null blank, -1 skipped) and the review mark. */
export interface QuestionEntry {
  responseIndex: number | null;
  flagged: boolean;
}
export type ExamEntries = Record<number, QuestionEntry>;

const BLANK: QuestionEntry = { responseIndex: null, flagged: false };

function withChange(entry: QuestionEntry | undefined, change: Partial<QuestionEntry>): QuestionEntry {
  return { ...BLANK, ...entry, ...change };
}

/**
 * Every choice and mark is shown at once and saved at once; see AnswerSync for what happens
 * offline. What the server has comes first, then what still waits in this browser.
 */
export function useExamAnswers(exam: Exam, onRejected: (error: ApiError) => void) {
  const code = exam.code;
  const [initialPending] = useState(() => AnswerSync.stored(code));
  const [entries, setEntries] = useState<ExamEntries>(() => {
    const shown: ExamEntries = Object.fromEntries(
      exam.answers.map(({ questionId, responseIndex, flagged }) => [questionId, { responseIndex, flagged }]),
    );
    for (const [questionId, change] of Object.entries(initialPending)) {
      shown[Number(questionId)] = withChange(shown[Number(questionId)], change);
    }
    return shown;
  });
  const [unsaved, setUnsaved] = useState(() => Object.keys(initialPending).length > 0);
  const [sync] = useState(
    () => new AnswerSync(code, (list) => updateExam(code, { action: 'UPDATE', answers: list })),
  );
  useEffect(() => {
    sync.setListener({ onUnsaved: setUnsaved, onRejected });
  }, [sync, onRejected]);
  useEffect(() => {
    sync.start();
    return () => sync.stop();
  }, [sync]);

  const choose = useCallback(
    (questionId: number, responseIndex: number) => {
      setEntries((current) => ({
        ...current,
        [questionId]: withChange(current[questionId], { responseIndex }),
      }));
      sync.record(questionId, { responseIndex });
    },
    [sync],
  );

  const setFlag = useCallback(
    (questionId: number, flagged: boolean) => {
      setEntries((current) => ({ ...current, [questionId]: withChange(current[questionId], { flagged }) }));
      sync.record(questionId, { flagged });
    },
    [sync],
  );

  /** FINISH with what is not saved yet; `skipped` (the unanswered current question) as -1. */
  const finish = useCallback(
    async (skipped: number[] = []) => {
      setEntries((current) => {
        const shown = { ...current };
        for (const id of skipped) shown[id] = withChange(shown[id], { responseIndex: -1 });
        return shown;
      });
      await updateExam(code, { action: 'FINISH', answers: sync.finishList(skipped) });
      sync.clear();
    },
    [code, sync],
  );

  return { entries, choose, setFlag, finish, unsaved };
}
