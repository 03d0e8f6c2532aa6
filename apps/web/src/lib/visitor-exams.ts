import type { ExamResponse } from '@oece/contracts';
import { useEffect } from 'react';
import { ApiError } from './api-client';
import { useSession } from './session';

const STORAGE_KEY = 'oece.visitorExams';
/** A visitor rarely runs more than one exam at a time; older codes beyond these are forgotten. */
export const VISITOR_EXAMS_KEPT = 3;

/**
 * The codes of the exams a visitor started in this browser, newest first. The server has no
 * account to list them by: this is the visitor's only way back to a running exam.
 */
export function readVisitorExams(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((code): code is string => typeof code === 'string').slice(0, VISITOR_EXAMS_KEPT)
      : [];
  } catch {
    return [];
  }
}

function store(codes: string[]) {
  if (codes.length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(codes.slice(0, VISITOR_EXAMS_KEPT)));
}

export function rememberVisitorExam(code: string) {
  store([code, ...readVisitorExams().filter((kept) => kept !== code)]);
}

export function forgetVisitorExam(code: string) {
  const codes = readVisitorExams();
  if (codes.includes(code)) store(codes.filter((kept) => kept !== code));
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
