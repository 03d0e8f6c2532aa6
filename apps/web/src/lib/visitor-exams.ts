import type { ExamResponse } from '@oece/contracts';
import { PREVIOUS_EXAMS_MAX } from '@oece/domain';
import { useEffect } from 'react';
import { ApiError } from './api-client';
import { useSession } from './session';

const RUNNING_KEY = 'oece.visitorExams';
const TAKEN_KEY = 'oece.visitorExamsTaken';
/** A visitor rarely runs more than one exam at a time; older codes beyond these are forgotten. */
export const VISITOR_EXAMS_KEPT = 3;

/** The codes kept under `key`, newest first, at most `kept`; damaged storage reads as none. */
function read(key: string, kept: number): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((code): code is string => typeof code === 'string').slice(0, kept)
      : [];
  } catch {
    return [];
  }
}

function store(key: string, kept: number, codes: string[]) {
  if (codes.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(codes.slice(0, kept)));
}

/**
 * The codes of the exams a visitor started in this browser and still running, newest first. The
 * server has no account to list them by: this is the visitor's only way back to a running exam.
 */
export function readVisitorExams(): string[] {
  return read(RUNNING_KEY, VISITOR_EXAMS_KEPT);
}

/**
 * The codes of the last exams a visitor took in this browser, finished ones too, newest first: a
 * new start names them, so that the server draws other questions first (decision 0033).
 */
export function readTakenVisitorExams(): string[] {
  return read(TAKEN_KEY, PREVIOUS_EXAMS_MAX);
}

export function rememberVisitorExam(code: string) {
  store(RUNNING_KEY, VISITOR_EXAMS_KEPT, [code, ...readVisitorExams().filter((kept) => kept !== code)]);
  store(TAKEN_KEY, PREVIOUS_EXAMS_MAX, [code, ...readTakenVisitorExams().filter((kept) => kept !== code)]);
}

/** No longer running: out of the way back, still among the exams taken. */
export function forgetVisitorExam(code: string) {
  const codes = readVisitorExams();
  if (codes.includes(code))
    store(
      RUNNING_KEY,
      VISITOR_EXAMS_KEPT,
      codes.filter((kept) => kept !== code),
    );
}

/**
 * On a visitor's exam page: a running exam is remembered, one that is finished or unknown to the
 * server is forgotten. Members have the server's list instead.
 */
export function useRememberVisitorExam(
  code: string | undefined,
  query: { data?: ExamResponse; error: Error | null },
) {
  const visitor = useSession().status === 'anonymous';
  const status = query.data?.exam.status;
  const gone = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (!visitor || !code) return;
    if (status === 'IN_PROGRESS') rememberVisitorExam(code);
    else if (status === 'FINISHED' || gone) forgetVisitorExam(code);
  }, [visitor, code, status, gone]);
}
