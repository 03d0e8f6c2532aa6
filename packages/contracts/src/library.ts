import { LEGAL_TEXTS } from '@oece/domain';
import { z } from './zod';
import { competencySchema, questionBaseSchema } from './question';
import { safeString } from './text';

/** A topic by its code in the taxonomy: '1.4.3'. */
export const topicCodeParamsSchema = z.object({
  code: safeString().regex(/^\d{1,2}\.\d{1,2}\.\d{1,2}$/, 'Código de tema no válido'),
});

/** A competency by its page's slug: 'fase-de-seleccion'. */
export const competencySlugParamsSchema = z.object({
  slug: safeString()
    .regex(/^[a-z]+(?:-[a-z]+)*$/, 'Dirección de competencia no válida')
    .max(60),
});

/**
 * An introduction written for a topic or competency page (content/topics): paragraphs of plain text
 * in pieces, a piece with `href` being a link to an article of the law (or one of its numerals).
 */
export const introductionSchema = z.array(
  z.array(z.object({ text: z.string(), href: z.string().optional() })),
);
export type Introduction = z.infer<typeof introductionSchema>;

/** An article of the Ley or the Reglamento a page rests on, with its own page's address. */
export const lawArticleLinkSchema = z.object({
  text: z.enum(LEGAL_TEXTS),
  /** '57', '27-A'. */
  article: z.string(),
  /** 'Artículo 57 de la Ley N° 32069: Cancelación'. */
  label: z.string(),
  /** paths.lawArticle: '/ley-32069/articulo/57'. */
  path: z.string(),
});
export type LawArticleLink = z.infer<typeof lawArticleLinkSchema>;

export const competencySummarySchema = z.object({
  competency: competencySchema,
  label: z.string(),
  /** Its page's slug (COMPETENCY_SLUGS). */
  slug: z.string(),
});
export type CompetencySummary = z.infer<typeof competencySummarySchema>;

/** A topic as the lists show it: its name, its page and how many questions the bank has on it. */
export const libraryTopicSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** Its page's slug (topicSlug): '1.4.3-fraccionamiento-y-agrupamiento-de-prestaciones'. */
  slug: z.string(),
  /** ACTIVE questions of the bank on the topic. */
  questionCount: z.number().int(),
  /** Those of them in the public set: each has its own page. */
  publicCount: z.number().int(),
});
export type LibraryTopic = z.infer<typeof libraryTopicSchema>;

/** What a topic or competency page says besides its lists: written for it in content/topics. */
const pageTextFields = {
  /** One sentence for search results. */
  description: z.string(),
  introduction: introductionSchema,
  articles: z.array(lawArticleLinkSchema),
};

/** GET /library/topics: the three competencies, each with its topics in the taxonomy's order. */
export const topicsIndexResponseSchema = z.object({
  competencies: z.array(competencySummarySchema.extend({ topics: z.array(libraryTopicSchema) })),
});
export type TopicsIndexResponse = z.infer<typeof topicsIndexResponseSchema>;

/** A question of the public set as a list links to it: its page's slug and its stem. */
export const publicQuestionLinkSchema = questionBaseSchema
  .pick({ question: true })
  .extend({ slug: z.string() });
export type PublicQuestionLink = z.infer<typeof publicQuestionLinkSchema>;

/** GET /library/topics/{code}: a topic's page. */
export const topicPageResponseSchema = libraryTopicSchema.extend({
  competency: competencySummarySchema,
  ...pageTextFields,
  /** The public set's questions on the topic, by number. */
  questions: z.array(publicQuestionLinkSchema),
});
export type TopicPageResponse = z.infer<typeof topicPageResponseSchema>;

/** GET /library/competencies/{slug}: a competency's page, with its topics. */
export const competencyPageResponseSchema = competencySummarySchema.extend({
  ...pageTextFields,
  topics: z.array(libraryTopicSchema),
});
export type CompetencyPageResponse = z.infer<typeof competencyPageResponseSchema>;
