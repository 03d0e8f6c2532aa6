import { LEGAL_TEXTS } from '@oece/domain';
import { z } from './zod';

const legalTextSchema = z.enum(LEGAL_TEXTS, { error: 'Norma desconocida: debe ser ley o reglamento' });

/** GET /legal/{text}/{article}: an article of the Ley or the Reglamento, as cited by the bank. */
export const legalArticleParamsSchema = z.object({
  text: legalTextSchema,
  article: z.string().regex(/^\d{1,3}(?:-[A-Z])?$/, 'Número de artículo no válido'),
});
export type LegalArticleParams = z.infer<typeof legalArticleParamsSchema>;

/** GET /legal/{text}: the articles of the Ley or the Reglamento. */
export const legalTextParamsSchema = z.object({ text: legalTextSchema });

/** How the consolidated text is dated and attributed by the lines that open its file. */
export const consolidationSchema = z.object({
  /** The day it was last consolidated: 'YYYY-MM-DD'. */
  date: z.string(),
  /** Who issued the norm: 'Congreso de la República', 'Ministerio de Economía y Finanzas'. */
  issuer: z.string(),
  /** Where it was published: 'separata especial'. */
  publication: z.string(),
});
export type Consolidation = z.infer<typeof consolidationSchema>;

export const legalArticleResponseSchema = z.object({
  text: z.enum(LEGAL_TEXTS),
  /** 'Ley N° 32069, Ley General de Contrataciones Públicas'. */
  textName: z.string(),
  /** '57', '27-A'. */
  number: z.string(),
  /** 'Artículo 57. Cancelación'. */
  title: z.string(),
  /** The article's lines in order, numerals ('57.1. …') and the publisher's notes included. */
  paragraphs: z.array(z.string()),
  /** The heading without its number or the publisher's marks: 'Cancelación'. */
  epigraph: z.string(),
  /** The articles before and after it in the text; null at either end. */
  previous: z.string().nullable(),
  next: z.string().nullable(),
  consolidation: consolidationSchema,
});
export type LegalArticleResponse = z.infer<typeof legalArticleResponseSchema>;

export const legalTextResponseSchema = z.object({
  text: z.enum(LEGAL_TEXTS),
  textName: z.string(),
  consolidation: consolidationSchema,
  /** Every article in the text's order. */
  articles: z.array(z.object({ number: z.string(), epigraph: z.string() })),
});
export type LegalTextResponse = z.infer<typeof legalTextResponseSchema>;

/** GET /legal/{text}/{article}/questions: the public set's questions whose legal basis cites it. */
export const legalArticleQuestionsResponseSchema = z.object({
  questions: z.array(z.object({ slug: z.string(), question: z.string() })),
});
export type LegalArticleQuestionsResponse = z.infer<typeof legalArticleQuestionsResponseSchema>;
