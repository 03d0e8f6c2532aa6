import { z } from './zod';
import { daySchema, safeString } from './text';

/**
 * The addresses of the link previews' pictures (paths.ogImage). A question's is its page's slug
 * (questionSlugParamsSchema); an address of any other shape names no picture and answers 404.
 */

/** A topic's picture: the topic page's slug, its code first ('1.4.3-fraccionamiento-…'). */
export const shareImageTopicParamsSchema = z.object({
  slug: safeString()
    .regex(/^\d+\.\d+\.\d+(?:-[a-z0-9]+)*$/, 'Dirección de tema no válida')
    .max(120),
});

/** The question of the day's picture: a calendar day in Lima, YYYY-MM-DD. */
export const shareImageDayParamsSchema = z.object({
  day: daySchema('La fecha'),
});
