import type { Exam } from '@oece/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../../lib/api-client';
import { updateExam } from '../api/update-exam';
import { AnswerSync, toAnswerList, type Answers } from './answer-sync';

/** Every choice is shown at once and saved at once; see AnswerSync for what happens offline. */
export function useExamAnswers(exam: Exam, onRejected: (error: ApiError) => void) {
  const code = exam.code;
  const [initialPending] = useState(() => AnswerSync.stored(code));
  const [answers, setAnswers] = useState<Answers>(() => ({
    ...Object.fromEntries(exam.answers.map((answer) => [answer.questionId, answer.responseIndex])),
    ...initialPending,
  }));
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
      setAnswers((current) => ({ ...current, [questionId]: responseIndex }));
      sync.record(questionId, responseIndex);
    },
    [sync],
  );

  /** Sends every answer with FINISH; `extra` (the skipped current question) is included. */
  const finish = useCallback(
    async (extra: Answers = {}) => {
      const all = { ...answers, ...extra };
      setAnswers(all);
      await updateExam(code, {
        action: 'FINISH',
        answers: toAnswerList(all).filter((a) => a.responseIndex !== null),
      });
      sync.clear();
    },
    [answers, code, sync],
  );

  return { answers, choose, finish, unsaved };
}
