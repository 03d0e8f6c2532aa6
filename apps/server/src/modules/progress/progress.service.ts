import {
  HISTORY_PAGE_SIZE,
  type HistoryResponse,
  type ProgressResponse,
  type TopicScore,
} from '@oece/contracts';
import { competencyScores, tallyBy, TOPICS, type Tally } from '@oece/domain';
import type { ExamsService } from '../exams/exams.service';
import type { QuestionBankService } from '../question-bank/question-bank.service';

/** The chart's points: the last exams finished. */
export const TREND_EXAMS = 20;
/** The weakest topics are counted over this many of the last exams. */
export const WEAK_TOPIC_EXAMS = 10;
export const WEAK_TOPICS = 5;

const TOPIC_BY_CODE = new Map(TOPICS.map((topic) => [topic.code, topic]));

/**
 * Weakest first by the share correct with one success and one failure added (Laplace's rule):
 * 0 of 3 ranks below 0 of 1, which says less. Topics answered right every time are not weak.
 */
export function weakestTopics(tallies: Map<string, Tally>, limit: number): TopicScore[] {
  const smoothed = ({ correct, total }: Tally) => (correct + 1) / (total + 2);
  return [...tallies]
    .filter(([code, tally]) => tally.correct < tally.total && TOPIC_BY_CODE.has(code))
    .sort(
      ([codeA, a], [codeB, b]) =>
        smoothed(a) - smoothed(b) || b.total - a.total || codeA.localeCompare(codeB),
    )
    .slice(0, limit)
    .map(([code, tally]) => {
      const topic = TOPIC_BY_CODE.get(code)!;
      return { topic: code, label: topic.label, category: topic.competency, ...tally };
    });
}

export function createProgressService(deps: {
  exams: Pick<ExamsService, 'finishOverdue' | 'finished' | 'countFinished'>;
  questions: Pick<QuestionBankService, 'topicsOf'>;
}) {
  const { exams, questions: bank } = deps;

  return {
    async history(userId: number, page: number): Promise<HistoryResponse> {
      // An exam left open past its deadline belongs in the history with what was saved.
      await exams.finishOverdue(userId);
      const [finished, total] = await Promise.all([
        exams.finished(userId, HISTORY_PAGE_SIZE, (page - 1) * HISTORY_PAGE_SIZE),
        exams.countFinished(userId),
      ]);
      return {
        exams: finished.map((exam) => {
          const competencies = competencyScores(exam.questions, exam.answers);
          return {
            code: exam.code,
            type: exam.type,
            startedAt: exam.startedAt.toISOString(),
            finishedAt: exam.finishedAt.toISOString(),
            correct: competencies.reduce((sum, score) => sum + score.correct, 0),
            total: exam.questions.length,
            timeUsedSeconds: exam.timeUsedSeconds,
            competencies,
          };
        }),
        total,
        page,
        pageSize: HISTORY_PAGE_SIZE,
      };
    },

    async progress(userId: number): Promise<ProgressResponse> {
      await exams.finishOverdue(userId);
      const [finished, finishedExams] = await Promise.all([
        exams.finished(userId, TREND_EXAMS, 0),
        exams.countFinished(userId),
      ]);
      const recent = finished.slice(0, WEAK_TOPIC_EXAMS);
      const topics = await bank.topicsOf([
        ...new Set(recent.flatMap((sheet) => sheet.questions.map((question) => question.id))),
      ]);
      const tallies = new Map<string, Tally>();
      for (const { questions, answers } of recent) {
        const inBank = questions.filter((question) => topics.has(question.id));
        for (const [topic, tally] of tallyBy(inBank, answers, (question) => topics.get(question.id)!)) {
          const sum = tallies.get(topic) ?? { correct: 0, total: 0 };
          tallies.set(topic, { correct: sum.correct + tally.correct, total: sum.total + tally.total });
        }
      }
      return {
        finishedExams,
        trend: finished
          .map((exam) => ({
            code: exam.code,
            type: exam.type,
            finishedAt: exam.finishedAt.toISOString(),
            competencies: competencyScores(exam.questions, exam.answers),
          }))
          .reverse(),
        examsCounted: recent.length,
        weakestTopics: weakestTopics(tallies, WEAK_TOPICS),
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
