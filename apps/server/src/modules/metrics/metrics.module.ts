import fp from 'fastify-plugin';
import { metricsRoutes } from './metrics.routes';
import { createMetricsService } from './metrics.service';

/** GET /metrics in Prometheus text format, behind METRICS_TOKEN (README, 'Monitoring'). */
export const metricsModule = fp(
  async (app) => {
    const service = createMetricsService({
      metrics: app.metrics,
      token: app.config.metricsToken,
      database: app.database,
      mail: app.mail,
      orders: app.payments,
    });
    await app.register(metricsRoutes, { service });
  },
  { name: 'metrics', dependencies: ['mail', 'payments'] },
);
