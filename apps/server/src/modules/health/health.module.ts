import fp from 'fastify-plugin';
import { healthRoutes } from './health.routes';

/** Whether the server and its database take a write (`health_checks`). */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes, { prefix: '/api' });
  },
  { name: 'health' },
);
