import fp from 'fastify-plugin';
import { loadLegalSources, type LegalSources } from '../../content/legal-sources';
import { legalRoutes } from './legal.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Ley and Reglamento texts the bank cites, by article (the bank checks its sources against them). */
    legalSources: LegalSources;
  }
}

/** The law's articles from the consolidated texts of content/reference/, read once at start-up. */
export const legalModule = fp(
  async (app) => {
    const legalSources = loadLegalSources(app.config.contentDir);
    app.decorate('legalSources', legalSources);
    await app.register(legalRoutes, { prefix: '/api', legalSources });
  },
  { name: 'legal' },
);
