import fp from 'fastify-plugin';
import { createShareImagesRepository } from './share-images.repository';
import { shareImagesRoutes } from './share-images.routes';
import { createShareImagesService } from './share-images.service';

/** The link previews' pictures of the public pages (paths.ogImage): PNGs drawn on the server. */
export const shareImagesModule = fp(
  async (app) => {
    const service = createShareImagesService({
      repository: createShareImagesRepository(app.database.db),
      questions: app.questions,
      clock: app.clock,
    });
    await app.register(shareImagesRoutes, { service });
  },
  { name: 'share-images', dependencies: ['questions'] },
);
