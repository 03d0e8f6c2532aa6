import fp from 'fastify-plugin';
import { loadLegalSources, type LegalSources } from '../../content/legal-sources';
import { createLegalRepository } from './legal.repository';
import { legalRoutes } from './legal.routes';
import { createLegalService } from './legal.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Ley and Reglamento texts the bank cites, by article (the bank checks its sources against them). */
    legalSources: LegalSources;
  }
}

/**
 * The law's articles from the consolidated texts of content/reference/, read once at start-up, and
 * the public set's questions that cite each (read through the question bank's views).
 */
export const legalModule = fp(
  async (app) => {
    const legalSources = loadLegalSources(app.config.contentDir);
    const service = createLegalService({
      legalSources,
      repository: createLegalRepository(app.database.db),
      clock: app.clock,
    });
    app.decorate('legalSources', legalSources);
    await app.register(legalRoutes, { prefix: '/api', service });
  },
  { name: 'legal' },
);
