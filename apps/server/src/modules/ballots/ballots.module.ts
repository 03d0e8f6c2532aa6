import fp from 'fastify-plugin';
import { createBallotRenderer } from './ballot-renderer';
import { createBallotsRepository } from './ballots.repository';
import { ballotsRoutes } from './ballots.routes';
import { createBallotsService, type BallotsService } from './ballots.service';

declare module 'fastify' {
  interface FastifyInstance {
    ballots: BallotsService;
  }
}

/** Ballots, the bank as PDFs for members (`signing_keys` for their download links). */
export const ballotsModule = fp(
  async (app) => {
    const renderer = createBallotRenderer();
    app.addHook('onClose', () => renderer.close());
    const service = createBallotsService({
      ballots: createBallotsRepository(app.database.db),
      users: app.users,
      renderer,
      clock: app.clock,
    });
    app.decorate('ballots', service);
    await app.register(ballotsRoutes, { prefix: '/api', service });
  },
  { name: 'ballots', dependencies: ['auth', 'users'] },
);
