import fp from 'fastify-plugin';
import { startScheduleRefresh } from './schedule-refresh';
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
    });
    app.decorate('schedule', service);
    if (app.backgroundJobs && settings.sourceUrl) {
      let stop = () => {};
      app.addHook('onReady', async () => {
        stop = startScheduleRefresh(service, settings.refreshMinutes, app.log);
      });
      app.addHook('onClose', async () => stop());
    }
    await app.register(scheduleRoutes, { prefix: '/api', service });
  },
  { name: 'schedule', dependencies: ['audit', 'auth'] },
);
