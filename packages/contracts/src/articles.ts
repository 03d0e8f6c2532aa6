import { z } from './zod';
import { safeString } from './text';

export const articleSlugParamsSchema = z.object({
  slug: safeString()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Dirección de artículo no válida')
    .max(120),
});

/** GET /articles/{slug}: an article of content/articles, its body already as HTML. */
export const articleResponseSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** The day its content was last revised, YYYY-MM-DD. */
  updated: z.iso.date(),
  html: z.string(),
});
export type ArticleResponse = z.infer<typeof articleResponseSchema>;
