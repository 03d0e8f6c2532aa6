import type { ExamQuestion } from '@oece/contracts';

/**
 * The questions of running exams as a candidate sees them, by exam id. They do not change while
 * the exam runs, and reading them means fetching and parsing the whole frozen copy (about 100 KB
 * for 72 questions with keys and explanations) on every load. Holds no key and no explanation.
 * Bounded: past `maxExams`, the exam read longest ago is dropped.
 */
export function createRunningQuestionsCache(maxExams: number) {
  const entries = new Map<number, ExamQuestion[]>();
  return {
    async get(examId: number, load: () => Promise<ExamQuestion[]>): Promise<ExamQuestion[]> {
      const cached = entries.get(examId);
      if (cached) {
        // A Map keeps insertion order: moved to the end, it is the last to be dropped.
        entries.delete(examId);
        entries.set(examId, cached);
        return cached;
      }
      const questions = await load();
      entries.set(examId, questions);
      if (entries.size > maxExams) entries.delete(entries.keys().next().value!);
      return questions;
    },
  };
}
