import fp from 'fastify-plugin';
import { loadTopicIntroductions } from '../../content/topic-introductions';
import { createLibraryRepository } from './library.repository';
import { libraryRoutes } from './library.routes';
import { createLibraryService, type LibraryService } from './library.service';

declare module 'fastify' {
  interface FastifyInstance {
    library: LibraryService;
  }
}

/**
 * The public library's topic and competency pages: their introductions (content/topics, read once
 * at start-up) and the public set's questions on each topic, read through question-bank's views.
 */
export const libraryModule = fp(
  async (app) => {
    const service = createLibraryService({
      repository: createLibraryRepository(app.database.db),
      introductions: loadTopicIntroductions(app.config.contentDir, app.legalSources),
      clock: app.clock,
    });
    app.decorate('library', service);
    await app.register(libraryRoutes, { prefix: '/api', service });
  },
  { name: 'library', dependencies: ['legal'] },
);
