import { legalArticleParamsSchema, legalArticleResponseSchema } from '@oece/contracts';
import { LEGAL_TEXT_NAMES } from '@oece/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LegalSources } from '../../content/legal-sources';
import { AppError, errorResponses } from '../../shared/errors';

/**
 * The articles the bank cites, from the consolidated texts of content/reference/: public, as the
 * law is, so a candidate can read the norm from a review, a practice round or a question's page.
 */
export const legalRoutes: FastifyPluginAsyncZod<{ legalSources: LegalSources }> = async (
  app,
  { legalSources },
) => {
  app.get(
    '/legal/:text/:article',
    {
      schema: {
        tags: ['legal'],
        params: legalArticleParamsSchema,
        response: { 200: legalArticleResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { text, article } = request.params;
      const found = legalSources.article(text, article);
      if (!found) {
        throw new AppError(
          'NOT_FOUND',
          `No existe el artículo ${article} en ${text === 'ley' ? 'la Ley N° 32069' : 'el Reglamento'}.`,
        );
      }
      reply.header('cache-control', 'public, max-age=86400');
      return {
        text,
        textName: LEGAL_TEXT_NAMES[text],
        number: found.number,
        title: found.title,
        paragraphs: found.paragraphs,
      };
    },
  );
};
