import fp from 'fastify-plugin';
import { createScheduleRepository } from './schedule.repository';
import { scheduleRoutes } from './schedule.routes';
import { createScheduleService, type ScheduleService } from './schedule.service';

declare module 'fastify' {
  interface FastifyInstance {
    schedule: ScheduleService;
  }
}

/** The official exam schedule (`schedule_snapshots`, `schedule_import_runs`) and its imports. */
export const scheduleModule = fp(
  async (app) => {
    const { schedule: settings } = app.config;
    const service = createScheduleService({
      schedule: createScheduleRepository(app.database.db),
      audit: app.audit,
      settings,
      clock: app.clock,
      log: app.log,
      announceChange: () => app.changes.announce('schedule'),
    });
    app.decorate('schedule', service);
    if (settings.sourceUrl) {
      app.jobs.every({
        name: 'schedule-refresh',
        title: 'Lectura del cronograma oficial',
        everySeconds: settings.refreshMinutes * 60,
        work: service.refreshFromSource,
      });
    }
    await app.register(scheduleRoutes, { prefix: '/api', service });
  },
  { name: 'schedule', dependencies: ['audit', 'auth', 'jobs'] },
);
