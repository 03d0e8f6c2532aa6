import { EXAM_TYPES, isPracticeSize, PREVIOUS_EXAMS_MAX, type PracticeSize } from '@oece/domain';
import { z } from './zod';
import { practiceQuestionSchema, competencySchema, questionBaseSchema, revealedFields } from './question';
import { idSchema, safeString } from './text';
export const examTypeSchema = z.enum(EXAM_TYPES, {
  error: 'Tipo de examen desconocido (usa PUBLIC_RAPID, RAPID, PARTIAL o COMPLETE)',
});

export const publicExamTypeSchema = z.object({
  type: examTypeSchema,
  name: z.string(),
  description: z.string(),
  categories: z.array(
    z.object({ category: competencySchema, label: z.string(), amountOfQuestions: z.number().int() }),
  ),
  /** Seconds. */
  timeForExam: z.number().int(),
  access: z.enum(['ANYONE', 'MEMBER', 'MEMBER_OR_CODE']),
});
export const publicExamTypesResponseSchema = z.array(publicExamTypeSchema);
export type PublicExamType = z.infer<typeof publicExamTypeSchema>;

/** What a person types from a printed code: letters, digits, spaces and dashes. */
const accessCodeInput = safeString()
  .trim()
  .max(40, 'El código de acceso puede tener hasta 40 caracteres')
  .regex(/^[A-Za-z0-9 -]*$/, 'El código de acceso solo puede tener letras, números, espacios y guiones')
  .optional();

/** Exam codes are base64url (16 random bytes); anything else cannot name an exam. */
const EXAM_CODE_INVALID = 'Código de examen no válido';
const examCodeSchema = safeString({ error: EXAM_CODE_INVALID }).regex(
  /^[A-Za-z0-9_-]{1,64}$/,
  EXAM_CODE_INVALID,
);

export const startExamRequestSchema = z.object({
  type: safeString().trim().toUpperCase().pipe(examTypeSchema),
  code: accessCodeInput,
  /**
   * A visitor's exams started before in the same browser, newest first: the draw takes other
   * questions first. Only a preference; members' own exams are known to the server, which ignores it.
   */
  previousExams: z
    .array(examCodeSchema, { error: 'previousExams debe ser una lista de códigos de examen' })
    .max(PREVIOUS_EXAMS_MAX, `previousExams puede tener hasta ${PREVIOUS_EXAMS_MAX} códigos de examen`)
    .optional(),
});
export type StartExamRequest = z.input<typeof startExamRequestSchema>;

export const startExamResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  examCode: z.string(),
});
export type StartExamResponse = z.infer<typeof startExamResponseSchema>;

/** GET /exams-in-progress: the member's exams still running, newest first, to go back to. */
export const inProgressExamSchema = z.object({
  code: z.string(),
  type: examTypeSchema,
  remainingSeconds: z.number().int(),
});
export type InProgressExam = z.infer<typeof inProgressExamSchema>;
export const inProgressExamsResponseSchema = z.object({ exams: z.array(inProgressExamSchema) });
export type InProgressExamsResponse = z.infer<typeof inProgressExamsResponseSchema>;

export const examCodeParamsSchema = z.object({ code: examCodeSchema });

/**
 * A question of an exam: the key only once the exam is finished, the explanation and legal basis
 * then only when the caller's plan shows explanations.
 */
export const examQuestionSchema = questionBaseSchema.extend({
  ...z.object(revealedFields).partial().shape,
  /** Finished exams: an explanation exists but the caller's plan does not show it. */
  explanationLocked: z.boolean().optional(),
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const responseIndexSchema = z
  .number({ error: 'responseIndex debe ser un número entre -1 y 3, o null' })
  .int('responseIndex debe ser un número entero')
  .min(-1, 'responseIndex debe estar entre -1 y 3')
  .max(3, 'responseIndex debe estar entre -1 y 3')
  .nullable();

export const answerSchema = z.object({
  questionId: idSchema('questionId'),
  /** null = not answered yet (in a save: no choice to report, a stored one stays), -1 = skipped. */
  responseIndex: responseIndexSchema,
  /** 'Marcar para revisar'; left out, the question keeps the mark it had. */
  flagged: z.boolean({ error: 'flagged debe ser true o false' }).optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/** An answer as the server holds it: the mark is always given. */
export const savedAnswerSchema = answerSchema.extend({ flagged: z.boolean() });

/** Correct answers over questions of one competency, from the stored answers. */
export const competencyScoreSchema = z.object({
  category: competencySchema,
  correct: z.number().int(),
  total: z.number().int(),
});

export const examResultSchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  /** The lesser of the elapsed time and the duration. */
  timeUsedSeconds: z.number().int(),
  /** Per competency, in the order of COMPETENCIES. */
  competencies: z.array(competencyScoreSchema),
});
export type ExamResult = z.infer<typeof examResultSchema>;

export const examSchema = z.object({
  code: z.string(),
  type: examTypeSchema,
  startedAt: z.iso.datetime(),
  durationSeconds: z.number().int(),
  /** Server-computed, at least 1 while in progress; 0 once finished. */
  remainingSeconds: z.number().int(),
  status: z.enum(['IN_PROGRESS', 'FINISHED']),
  finishedAt: z.iso.datetime().nullable(),
  questions: z.array(examQuestionSchema),
  answers: z.array(savedAnswerSchema),
  result: examResultSchema.nullable(),
});
export type Exam = z.infer<typeof examSchema>;

export const examResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  exam: examSchema,
});
export type ExamResponse = z.infer<typeof examResponseSchema>;

export const updateExamRequestSchema = z.object({
  answers: z
    .array(answerSchema)
    .max(200)
    .refine(
      (answers) => new Set(answers.map((answer) => answer.questionId)).size === answers.length,
      'Una pregunta está repetida en las respuestas',
    ),
  action: z.enum(['UPDATE', 'FINISH'], { error: 'action debe ser UPDATE o FINISH' }),
});
export type UpdateExamRequest = z.infer<typeof updateExamRequestSchema>;

export const updateExamResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  status: z.enum(['IN_PROGRESS', 'FINISHED']),
});
export type UpdateExamResponse = z.infer<typeof updateExamResponseSchema>;

export const practiceRequestSchema = z.object({
  categories: z
    .array(competencySchema)
    .min(1, 'Elige al menos una competencia')
    .max(3)
    .refine((list) => new Set(list).size === list.length, 'Competencias repetidas'),
  questionsPerCategory: z.custom<PracticeSize>(isPracticeSize, 'questionsPerCategory debe ser 5, 10 o 15'),
});
export type PracticeRequest = z.infer<typeof practiceRequestSchema>;

export const practiceResponseSchema = z.object({ questions: z.array(practiceQuestionSchema) });
export type PracticeResponse = z.infer<typeof practiceResponseSchema>;
