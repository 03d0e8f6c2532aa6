import { z } from './zod';
import { answerSchema, competencyScoreSchema, examResultSchema, examTypeSchema } from './exams';
import { practiceQuestionSchema, competencySchema } from './question';
import { safeString } from './text';

export const HISTORY_PAGE_SIZE = 10;

/** GET /me/exams: the caller's finished exams, newest first, in pages of HISTORY_PAGE_SIZE. */
export const historyQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'La página debe ser un número' })
    .int('La página debe ser un número entero')
    .min(1, 'La página empieza en 1')
    .max(10_000, 'Página fuera de rango')
    .default(1),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/** A finished exam in the history: its result, with when and what it was. */
export const historyExamSchema = examResultSchema.extend({
  code: z.string(),
  type: examTypeSchema,
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
});
export type HistoryExam = z.infer<typeof historyExamSchema>;

export const historyResponseSchema = z.object({
  exams: z.array(historyExamSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** A topic's share of correct answers over the caller's last exams. */
export const topicScoreSchema = z.object({
  topic: z.string(),
  label: z.string(),
  category: competencySchema,
  correct: z.number().int(),
  total: z.number().int(),
});
export type TopicScore = z.infer<typeof topicScoreSchema>;

/** GET /me/progress: the trend per competency and the weakest topics. */
export const progressResponseSchema = z.object({
  /** Finished exams in all. */
  finishedExams: z.number().int(),
  /** The last finished exams, oldest first: the chart's points. */
  trend: z.array(
    z.object({
      code: z.string(),
      type: examTypeSchema,
      finishedAt: z.iso.datetime(),
      competencies: z.array(competencyScoreSchema),
    }),
  ),
  /** How many of the last exams the weakest topics are counted over. */
  examsCounted: z.number().int(),
  /** At most five, weakest first. */
  weakestTopics: z.array(topicScoreSchema),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/**
 * New cards (questions never reviewed) a member's deck takes in per Lima day: the setting's default
 * and bounds (decision record 0033).
 */
export const NEW_CARDS_PER_DAY = { default: 20, min: 5, max: 100 } as const;

/** GET /me/review: the caller's review deck at a glance. */
export const reviewSummarySchema = z.object({
  /** Cards for today (Lima): those due by the end of the day, the new ones within the day's cap. */
  dueToday: z.number().int(),
  /** New cards past today's cap: they come in on the next days, in the order they entered the deck. */
  queued: z.number().int(),
  /** Cards in the deck. */
  total: z.number().int(),
  /** When the next card not for today is due (the queue's next day included); null when none. */
  nextDueAt: z.iso.datetime().nullable(),
  /** The member's exam date (Lima day), which no card is scheduled past; null when not set. */
  examDate: z.iso.date().nullable(),
  /** How many new cards the deck takes in per day. */
  newCardsPerDay: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const REVIEW_ROUND_SIZE = 20;

/** GET /me/review/today: up to REVIEW_ROUND_SIZE due cards, most overdue first, graded on the page. */
export const reviewCardSchema = practiceQuestionSchema.extend({
  /** Times reviewed, and times forgotten after being learnt. */
  reps: z.number().int(),
  lapses: z.number().int(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;
export const reviewTodayResponseSchema = z.object({ cards: z.array(reviewCardSchema) });
export type ReviewTodayResponse = z.infer<typeof reviewTodayResponseSchema>;

/**
 * POST /me/review/answers: answers given in 'Repaso de hoy' or in a practice round (-1: 'No lo
 * sé'); the server grades them with the bank's keys and schedules the cards.
 */
export const reviewAnswersRequestSchema = z.object({
  answers: z
    .array(
      // A review answer is always given, and marks belong to exams only.
      answerSchema
        .omit({ flagged: true })
        .extend({ responseIndex: answerSchema.shape.responseIndex.unwrap() }),
    )
    .min(1, 'Envía al menos una respuesta')
    .max(50, 'Envía hasta 50 respuestas a la vez')
    .refine(
      (answers) => new Set(answers.map((answer) => answer.questionId)).size === answers.length,
      'Una pregunta está repetida en las respuestas',
    ),
});
export type ReviewAnswersRequest = z.infer<typeof reviewAnswersRequestSchema>;
export const reviewAnswersResponseSchema = z.object({
  results: z.array(z.object({ questionId: z.number().int(), correct: z.boolean() })),
  summary: reviewSummarySchema,
});
export type ReviewAnswersResponse = z.infer<typeof reviewAnswersResponseSchema>;

/** How far ahead an exam date may be set, in days: the certification is sat within the year. */
export const EXAM_DATE_MAX_DAYS = 730;

/** PUT /me/exam-date: the day of the member's certification exam, or null to clear it. */
export const examDateRequestSchema = z.object({
  examDate: safeString({ error: 'examDate debe ser una fecha (AAAA-MM-DD) o null' })
    .pipe(z.iso.date({ error: 'La fecha del examen debe tener el formato AAAA-MM-DD' }))
    .nullable(),
});
export type ExamDateRequest = z.infer<typeof examDateRequestSchema>;
export const examDateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  examDate: z.iso.date().nullable(),
});
export type ExamDateResponse = z.infer<typeof examDateResponseSchema>;

const newCardsMessage = `Elige un número entero de ${NEW_CARDS_PER_DAY.min} a ${NEW_CARDS_PER_DAY.max} preguntas nuevas por día`;

/** PUT /me/review/settings: how many new cards a day the caller's deck takes in. */
export const reviewSettingsRequestSchema = z.object({
  newCardsPerDay: z
    .number({ error: newCardsMessage })
    .int(newCardsMessage)
    .min(NEW_CARDS_PER_DAY.min, newCardsMessage)
    .max(NEW_CARDS_PER_DAY.max, newCardsMessage),
});
export type ReviewSettingsRequest = z.infer<typeof reviewSettingsRequestSchema>;
export const reviewSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  summary: reviewSummarySchema,
});
export type ReviewSettingsResponse = z.infer<typeof reviewSettingsResponseSchema>;
