import { LEGAL_TEXTS } from '@oece/domain';
import { z } from 'zod';

/** GET /legal/{text}/{article}: an article of the Ley or the Reglamento, as cited by the bank. */
export const legalArticleParamsSchema = z.object({
  text: z.enum(LEGAL_TEXTS, { error: 'Norma desconocida: debe ser ley o reglamento' }),
  article: z.string().regex(/^\d{1,3}(?:-[A-Z])?$/, 'Número de artículo no válido'),
});
export type LegalArticleParams = z.infer<typeof legalArticleParamsSchema>;

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
});
export type LegalArticleResponse = z.infer<typeof legalArticleResponseSchema>;
