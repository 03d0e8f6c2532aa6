import { COMPETENCIES, QUESTION_LEVELS } from '@oece/domain';
import { z } from './zod';
import { errorResponseSchema } from './errors';
import { practiceQuestionSchema, questionBaseSchema, revealedFields } from './question';
import { safeString } from './text';

/** A question's address: lowercase words and digits joined by dashes (see the server's slug). */
export const questionSlugParamsSchema = z.object({
  slug: safeString()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Dirección de pregunta no válida')
    .max(120),
});

/** A bank question as anyone may read it on its public page: with its key and legal basis. */
export const publicQuestionSchema = practiceQuestionSchema.extend({
  /** Topic code, e.g. '2.4.1'. */
  topic: z.string(),
  level: z.enum(QUESTION_LEVELS),
  /** The current address: a caller that asked by an older one should move here. */
  slug: z.string(),
  updatedAt: z.iso.datetime(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/**
 * A question of the landing page's taste: a published question with its key and explanation, for
 * feedback the moment a visitor picks an option, and its address, where its legal basis is.
 */
export const tasteQuestionSchema = practiceQuestionSchema
  .omit({ sources: true })
  .extend({ slug: z.string() });
export type TasteQuestion = z.infer<typeof tasteQuestionSchema>;

/**
 * GET /questions/taste: the landing page's three questions to try, one of the public set per
 * competency, the same all day (Lima); none on a brand without public content.
 */
export const tasteResponseSchema = z.object({
  questions: z.array(tasteQuestionSchema).max(COMPETENCIES.length),
});
export type TasteResponse = z.infer<typeof tasteResponseSchema>;

/** How everybody answered a former question of the day, once its day was over. */
export const dailyResultsSchema = z.object({
  /** The Lima date it was the question of the day, YYYY-MM-DD. */
  day: z.iso.date(),
  /** Answers per alternative, by index. */
  answers: z.array(z.number().int()).length(4),
  totalParticipants: z.number().int(),
});
export type DailyResults = z.infer<typeof dailyResultsSchema>;

/** GET /questions/slug/{slug}: the question's fields beside `success` and `error`. */
export const publicQuestionResponseSchema = publicQuestionSchema.extend({
  success: z.literal(true),
  error: z.null(),
  /** Its final results as a question of the day (the latest day, if several); null if it never was. */
  dailyResults: dailyResultsSchema.nullable(),
});
export type PublicQuestionResponse = z.infer<typeof publicQuestionResponseSchema>;

/**
 * GET /questions/slug/{slug}'s 404: for a question that exists outside the public set, `topic` (its
 * code) names the topic page its address moves to; an unknown address has none.
 */
export const questionNotFoundResponseSchema = errorResponseSchema.extend({ topic: z.string().optional() });
export type QuestionNotFoundResponse = z.infer<typeof questionNotFoundResponseSchema>;

/** The day's question; its key, explanation and address only once the caller has answered. */
export const dailyQuestionSchema = questionBaseSchema.extend({
  /** The Lima date it belongs to, YYYY-MM-DD. */
  day: z.iso.date(),
  ...z.object(revealedFields).partial().shape,
  slug: z.string().optional(),
});
export type DailyQuestion = z.infer<typeof dailyQuestionSchema>;

/** How everybody answered the day's question: only for someone who has answered it. */
export const dailyStatsSchema = z.object({
  /** Answers per alternative, by index. */
  answers: z.array(z.number().int()).length(4),
  totalParticipants: z.number().int(),
  userAnswer: z.number().int().min(0).max(3),
  isCorrect: z.boolean(),
});
export type DailyStats = z.infer<typeof dailyStatsSchema>;

export const dailyQuestionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  question: dailyQuestionSchema,
  hasUserAnswered: z.boolean(),
  stats: dailyStatsSchema.nullable(),
});
export type DailyQuestionResponse = z.infer<typeof dailyQuestionResponseSchema>;

export const dailyAnswerRequestSchema = z.object({
  answer: z
    .number({ error: 'Elige una alternativa' })
    .int('La respuesta debe ser un número entero entre 0 y 3')
    .min(0, 'La respuesta debe estar entre 0 y 3')
    .max(3, 'La respuesta debe estar entre 0 y 3'),
  /** The question the person saw: an answer sent after midnight must not count for the next one. */
  questionId: z.number().int().min(1).optional(),
});
export type DailyAnswerRequest = z.infer<typeof dailyAnswerRequestSchema>;

/** The answered state in full, and the key and explanation beside it as the specification names them. */
export const dailyAnswerResponseSchema = dailyQuestionResponseSchema.extend({
  hasUserAnswered: z.literal(true),
  stats: dailyStatsSchema,
  correctAlternative: z.number().int().min(0).max(3),
  explanation: z.string().nullable(),
});
export type DailyAnswerResponse = z.infer<typeof dailyAnswerResponseSchema>;
