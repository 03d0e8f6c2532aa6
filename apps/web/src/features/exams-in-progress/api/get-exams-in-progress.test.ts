import { afterEach, describe, expect, it, vi } from 'vitest';
import { readVisitorExams, rememberVisitorExam } from '../../../lib/visitor-exams';
import { getVisitorExamsInProgress } from './get-exams-in-progress';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function exam(code: string, status: 'IN_PROGRESS' | 'FINISHED', remainingSeconds: number) {
  return { success: true, message: 'ok', exam: { code, type: 'PUBLIC_RAPID', status, remainingSeconds } };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a visitor's exams in progress", () => {
  it('show the running ones with their time and forget finished and unknown ones', async () => {
    for (const code of ['gone', 'done', 'running']) rememberVisitorExam(code);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.endsWith('/running')) return Promise.resolve(json(200, exam('running', 'IN_PROGRESS', 421)));
        if (url.endsWith('/done')) return Promise.resolve(json(200, exam('done', 'FINISHED', 0)));
        return Promise.resolve(
          json(404, { success: false, code: 'EXAM_NOT_FOUND', message: 'Examen no encontrado' }),
        );
      }),
    );

    const { exams } = await getVisitorExamsInProgress();

    expect(exams).toEqual([{ code: 'running', type: 'PUBLIC_RAPID', remainingSeconds: 421 }]);
    expect(readVisitorExams()).toEqual(['running']);
  });

  it('keep a code the network could not check, for the next visit', async () => {
    rememberVisitorExam('offline');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await getVisitorExamsInProgress()).toEqual({ exams: [] });
    expect(readVisitorExams()).toEqual(['offline']);
  });

  it('ask nothing when no code is kept', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await getVisitorExamsInProgress()).toEqual({ exams: [] });
    expect(fetch).not.toHaveBeenCalled();
  });
});
