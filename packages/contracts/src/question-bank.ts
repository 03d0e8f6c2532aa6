import { findTopic, ITEM_FLAGS, LEGAL_SOURCE_FORMAT, QUESTION_LEVELS, QUESTION_STATUSES } from '@oece/domain';
import { z } from './zod';
import { competencySchema } from './question';
import { publicQuestionSchema } from './questions';
import { idParamSchema, idSchema, safeString } from './text';

/*
 * The administration of the question bank: list, create, edit, similar stems, import and export,
 * item statistics and candidates' reports. Every route here is for administrators, except
 * creating a report.
 */

export const questionStatusSchema = z.enum(QUESTION_STATUSES, {
  error: 'Estado desconocido: debe ser ACTIVE, ARCHIVED o DRAFT',
});

export const questionLevelSchema = z.enum(QUESTION_LEVELS, {
  error: 'Nivel desconocido: debe ser basico, intermedio o avanzado',
});

export const topicCodeSchema = z
  .string({ error: 'Elige un tema' })
  .refine((code) => findTopic(code) !== undefined, 'Tema desconocido');

/** Text of several lines (a stem, an explanation): NFC, Windows line ends as '\n', trimmed. */
function multilineText() {
  return safeString()
    .normalize('NFC')
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim();
}

const stemSchema = multilineText()
  .min(1, { message: 'El enunciado no puede estar vacío', abort: true })
  .min(10, 'El enunciado es demasiado corto (mínimo 10 caracteres)')
  .max(2000, 'El enunciado puede tener hasta 2000 caracteres');

const alternativeSchema = safeString({ error: 'Cada alternativa debe ser un texto' })
  .normalize('NFC')
  .overwrite((text) => text.replace(/\s+/g, ' '))
  .trim()
  .min(1, 'Ninguna alternativa puede estar vacía')
  .max(600, 'Cada alternativa puede tener hasta 600 caracteres');

const LETTERS = ['a)', 'b)', 'c)', 'd)'];

const alternativesSchema = z
  .array(alternativeSchema, { error: 'Las alternativas deben ser una lista' })
  .length(4, 'La pregunta debe tener exactamente 4 alternativas')
  .superRefine((list, context) => {
    const seen = new Map<string, number>();
    list.forEach((text, index) => {
      const earlier = seen.get(text.toLowerCase());
      if (earlier !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `Las alternativas ${LETTERS[earlier]} y ${LETTERS[index]} son iguales`,
        });
      } else {
        seen.set(text.toLowerCase(), index);
      }
    });
  });

const correctAlternativeSchema = z
  .number({ error: 'Elige la alternativa correcta' })
  .int('La alternativa correcta debe ser a), b), c) o d)')
  .min(0, 'La alternativa correcta debe ser a), b), c) o d)')
  .max(3, 'La alternativa correcta debe ser a), b), c) o d)');

/** Optional: a blank explanation is none. */
const explanationSchema = multilineText()
  .max(4000, 'La explicación puede tener hasta 4000 caracteres')
  .nullable()
  .transform((text) => text || null);

/** 'Ley 32069, art. 7.1' or 'Reglamento, art. 66.1'; that the article exists is checked on the server. */
export const legalSourceSchema = safeString()
  .trim()
  .regex(LEGAL_SOURCE_FORMAT, 'Cada fuente debe tener la forma "Ley 32069, art. N" o "Reglamento, art. N"');

const sourcesSchema = z
  .array(legalSourceSchema, { error: 'Las fuentes deben ser una lista' })
  .max(12, 'Puede haber hasta 12 fuentes')
  .refine((list) => new Set(list).size === list.length, 'Hay fuentes repetidas');

const questionFields = {
  category: competencySchema,
  topic: topicCodeSchema,
  question: stemSchema,
  alternatives: alternativesSchema,
  correctAlternative: correctAlternativeSchema,
  explanation: explanationSchema.optional(),
  sources: sourcesSchema.optional(),
  status: questionStatusSchema.optional(),
  level: questionLevelSchema.optional(),
};

/** POST /questions: a new question, ACTIVE and intermedio unless said otherwise. */
export const createQuestionRequestSchema = z.object(questionFields);
export type CreateQuestionRequest = z.input<typeof createQuestionRequestSchema>;

/**
 * PATCH /questions/{id}: the status alone (the list's selector), or any edited fields. With
 * `revision`, the change is refused if someone else changed the question since it was read.
 */
export const updateQuestionRequestSchema = createQuestionRequestSchema
  .partial()
  .extend({ revision: z.number().int().min(1).max(1_000_000).optional() })
  .refine((body) => Object.keys(body).some((key) => key !== 'revision'), 'No hay cambios que guardar');
export type UpdateQuestionRequest = z.input<typeof updateQuestionRequestSchema>;

export const questionIdParamsSchema = z.object({ id: idParamSchema('El id de la pregunta') });

export const itemStatisticsSchema = z.object({
  /** Finished exams that showed the question (since its alternatives or key last changed). */
  presented: z.number().int(),
  /** Of those, how many chose an alternative. */
  answered: z.number().int(),
  correct: z.number().int(),
  /** How many chose each alternative, a) to d). */
  choices: z.array(z.number().int()).length(4),
  facility: z.number().nullable(),
  discrimination: z.number().nullable(),
  flags: z.array(z.enum(ITEM_FLAGS)),
});
export type ItemStatisticsResponse = z.infer<typeof itemStatisticsSchema>;

/** A bank question as administrators see it: the public fields, its life in the bank, its figures. */
export const adminQuestionSchema = publicQuestionSchema.extend({
  status: questionStatusSchema,
  /** CONTENT: from content/questions; ADMIN: written in the administration. */
  source: z.enum(['CONTENT', 'ADMIN']),
  revision: z.number().int(),
  createdAt: z.iso.datetime(),
  /** As of the last computation; null when no finished exam has shown it. */
  stats: itemStatisticsSchema.nullable(),
  openReports: z.number().int(),
  /**
   * From when it is in the public set (decision 0031): null when it is not; a later instant for a
   * question of the day waiting for its day to end.
   */
  publicSince: z.iso.datetime().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const QUESTION_SORTS = ['id', 'recent', 'facility', 'discrimination', 'presented', 'reports'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export const QUESTION_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The filters of the list and of the export. */
const questionFilterFields = {
  category: competencySchema.optional(),
  topic: topicCodeSchema.optional(),
  status: questionStatusSchema.optional(),
  level: questionLevelSchema.optional(),
  /** Words of the stem, in any order, accents and case ignored; or a question's number. */
  search: safeString().trim().max(200, 'La búsqueda puede tener hasta 200 caracteres').optional(),
  /** Only the questions the item statistics flag, or that have open reports. */
  review: z
    .enum(['true', 'false'], { error: 'review debe ser true o false' })
    .transform((value) => value === 'true')
    .optional(),
  /** In the public set now (true), or not yet or no longer (false). */
  public: z
    .enum(['true', 'false'], { error: 'public debe ser true o false' })
    .transform((value) => value === 'true')
    .optional(),
};

export const questionsQuerySchema = z.object({
  ...questionFilterFields,
  sort: z.enum(QUESTION_SORTS, { error: 'Orden desconocido' }).default('id'),
  page: z.coerce
    .number({ error: 'La página debe ser un número' })
    .int('La página debe ser un número entero')
    .min(1, 'La página empieza en 1')
    .max(100_000, 'Página fuera de rango')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'El tamaño de página debe ser un número' })
    .refine(
      (size) => (QUESTION_PAGE_SIZES as readonly number[]).includes(size),
      'El tamaño de página debe ser 10, 25, 50 o 100',
    )
    .default(25),
});
export type QuestionsQuery = z.input<typeof questionsQuerySchema>;
export type QuestionFilter = Pick<z.output<typeof questionsQuerySchema>, keyof typeof questionFilterFields>;

export const statisticsRunSchema = z.object({
  computedAt: z.iso.datetime(),
  /** Finished exams counted. */
  examsCounted: z.number().int(),
});

export const questionsResponseSchema = z.object({
  questions: z.array(adminQuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The last computation of the item statistics; null before the first. */
  statistics: statisticsRunSchema.nullable(),
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

export const questionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  question: adminQuestionSchema,
});
export type QuestionResponse = z.infer<typeof questionResponseSchema>;

/** Questions an administrator can publish or retire at once: a page of the list at most. */
export const PUBLIC_SET_CHANGE_MAX = 100;

/**
 * POST /questions/public-set: publishes the questions (`public: true`) from now on, or retires them
 * from the public set. A question of the day waiting for its day keeps its date when published.
 */
export const changePublicSetRequestSchema = z.object({
  questionIds: z
    .array(idSchema('Cada pregunta'), { error: 'Elige las preguntas en una lista' })
    .min(1, 'Elige al menos una pregunta')
    .max(PUBLIC_SET_CHANGE_MAX, `Puedes elegir hasta ${PUBLIC_SET_CHANGE_MAX} preguntas a la vez`)
    .refine((ids) => new Set(ids).size === ids.length, 'Hay preguntas repetidas'),
  public: z.boolean({ error: 'public debe ser true o false' }),
});
export type ChangePublicSetRequest = z.infer<typeof changePublicSetRequestSchema>;

export const changePublicSetResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many of the questions changed (the others were already so). */
  changed: z.number().int(),
});
export type ChangePublicSetResponse = z.infer<typeof changePublicSetResponseSchema>;

export const exportQuestionsQuerySchema = z.object({
  ...questionFilterFields,
  format: z.enum(['aiken', 'json'], { error: 'El formato debe ser aiken o json' }),
});
export type ExportQuestionsQuery = z.input<typeof exportQuestionsQuerySchema>;

export const searchQuestionsQuerySchema = z.object({
  query: multilineText()
    .min(1, 'Escribe el enunciado a buscar')
    .max(2000, 'El enunciado puede tener hasta 2000 caracteres'),
  /** The question being edited, left out of its own results. */
  excludeId: idParamSchema('excludeId').optional(),
});

export const similarQuestionSchema = z.object({
  id: z.number().int(),
  category: competencySchema,
  topic: z.string(),
  question: z.string(),
  status: questionStatusSchema,
  slug: z.string(),
  /** pg_trgm similarity of the stems, 0 to 1. */
  similarity: z.number(),
  /** 100 × (1 − similarity), two decimals: under 10 is the same question (decision 0017). */
  distance: z.number(),
});
export type SimilarQuestion = z.infer<typeof similarQuestionSchema>;

export const searchQuestionsResponseSchema = z.object({
  success: z.literal(true),
  similarQuestions: z.array(similarQuestionSchema),
});
export type SearchQuestionsResponse = z.infer<typeof searchQuestionsResponseSchema>;

export const questionVersionSchema = z.object({
  revision: z.number().int(),
  action: z.enum(['CREATE', 'IMPORT', 'EDIT', 'STATUS']),
  changedAt: z.iso.datetime(),
  changedBy: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type QuestionVersion = z.infer<typeof questionVersionSchema>;

export const questionVersionsResponseSchema = z.object({ versions: z.array(questionVersionSchema) });
export type QuestionVersionsResponse = z.infer<typeof questionVersionsResponseSchema>;

export const IMPORT_FORMATS = ['AIKEN', 'JSON'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** About 2,000 questions of the bank's length: a file larger than this is split first. */
export const IMPORT_MAX_CHARACTERS = 2_000_000;

/**
 * POST /questions/import/preview and POST /questions/import: the same body. An Aiken text says
 * nothing of competency and topic: the whole text goes to `category` and `topic`.
 */
export const importQuestionsRequestSchema = z.object({
  format: z.enum(IMPORT_FORMATS, { error: 'El formato debe ser AIKEN o JSON' }),
  text: safeString()
    .min(1, 'El archivo está vacío')
    .max(IMPORT_MAX_CHARACTERS, 'El archivo es demasiado grande: divídelo en partes de hasta 2 MB'),
  category: competencySchema.optional(),
  topic: topicCodeSchema.optional(),
  status: questionStatusSchema.default('ACTIVE'),
  /** The level of the questions that do not state one (every Aiken question). */
  level: questionLevelSchema.default('intermedio'),
});
export type ImportQuestionsRequest = z.input<typeof importQuestionsRequestSchema>;

export const importProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importPreviewQuestionSchema = z.object({
  /** Where the question starts in the text. */
  line: z.number().int(),
  category: competencySchema.nullable(),
  topic: z.string().nullable(),
  question: z.string(),
  alternatives: z.array(z.string()),
  correctAlternative: z.number().int().nullable(),
  explanation: z.string().nullable(),
  sources: z.array(z.string()),
  level: z.enum(QUESTION_LEVELS),
  errors: z.array(importProblemSchema),
  /** Bank questions under the near-duplicate distance. */
  nearDuplicates: z.array(similarQuestionSchema),
});
export type ImportPreviewQuestion = z.infer<typeof importPreviewQuestionSchema>;

export const importPreviewResponseSchema = z.object({
  /** True when the whole text can be imported: no question has an error. */
  valid: z.boolean(),
  /** Every error of the text, by line (a file that is not JSON has one, at its first bad line). */
  errors: z.array(importProblemSchema),
  questions: z.array(importPreviewQuestionSchema),
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponseSchema>;

export const importQuestionsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  created: z.number().int(),
});
export type ImportQuestionsResponse = z.infer<typeof importQuestionsResponseSchema>;

export const statisticsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  statistics: statisticsRunSchema.extend({ questionsFlagged: z.number().int() }),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

/** GET /questions/levels: ACTIVE questions per competency and level. */
export const questionLevelsResponseSchema = z.object({
  competencies: z.array(
    z.object({
      category: competencySchema,
      levels: z.record(z.enum(QUESTION_LEVELS), z.number().int()),
      total: z.number().int(),
    }),
  ),
});
export type QuestionLevelsResponse = z.infer<typeof questionLevelsResponseSchema>;

export const REPORT_CONTEXTS = ['EXAM_REVIEW', 'PRACTICE', 'QUESTION_PAGE'] as const;
export type ReportContext = (typeof REPORT_CONTEXTS)[number];

export const REPORT_CONTEXT_LABELS: Record<ReportContext, string> = {
  EXAM_REVIEW: 'Revisión de examen',
  PRACTICE: 'Modo práctica',
  QUESTION_PAGE: 'Página pública',
};

/** POST /questions/{id}/reports: a candidate's words on what is wrong with a question. */
export const createQuestionReportRequestSchema = z.object({
  message: multilineText()
    .min(10, 'Cuéntanos el problema en al menos 10 caracteres')
    .max(1000, 'El reporte puede tener hasta 1000 caracteres'),
  context: z.enum(REPORT_CONTEXTS, { error: 'Contexto desconocido' }),
});
export type CreateQuestionReportRequest = z.infer<typeof createQuestionReportRequestSchema>;

export const questionReportSchema = z.object({
  id: z.number().int(),
  question: z.object({
    id: z.number().int(),
    category: competencySchema,
    topic: z.string(),
    question: z.string(),
    status: questionStatusSchema,
  }),
  context: z.enum(REPORT_CONTEXTS),
  message: z.string(),
  createdAt: z.iso.datetime(),
  /** The member's username; null for a visitor. */
  reporter: z.string().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedBy: z.string().nullable(),
});
export type QuestionReport = z.infer<typeof questionReportSchema>;

export const REPORT_STATES = ['OPEN', 'RESOLVED', 'ALL'] as const;

export const questionReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATES, { error: 'El estado debe ser OPEN, RESOLVED o ALL' }).default('OPEN'),
  page: questionsQuerySchema.shape.page,
});

export const REPORTS_PAGE_SIZE = 25;

export const questionReportsResponseSchema = z.object({
  reports: z.array(questionReportSchema),
  total: z.number().int(),
  /** Open reports in all, whatever the filter. */
  open: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuestionReportsResponse = z.infer<typeof questionReportsResponseSchema>;

export const reportIdParamsSchema = z.object({ id: idParamSchema('El id del reporte') });

export const updateQuestionReportRequestSchema = z.object({
  resolved: z.boolean({ error: 'resolved debe ser true o false' }),
});

export const questionReportResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  report: questionReportSchema,
});
export type QuestionReportResponse = z.infer<typeof questionReportResponseSchema>;
