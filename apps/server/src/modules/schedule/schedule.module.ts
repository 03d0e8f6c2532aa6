import fp from 'fastify-plugin';
import { brandForHost } from '../../shared/brand';
import { createScheduleNoticesRepository } from './schedule-notices.repository';
import { createScheduleNoticesService, type ScheduleNoticesService } from './schedule-notices.service';
import { createScheduleRepository } from './schedule.repository';
import { scheduleRoutes } from './schedule.routes';
import { createScheduleService, type ScheduleService } from './schedule.service';

declare module 'fastify' {
  interface FastifyInstance {
    schedule: ScheduleService;
    scheduleNotices: ScheduleNoticesService;
  }
}

/**
 * The official exam schedule (`schedule_snapshots`, `schedule_import_runs`) and its imports, and the
 * e-mail notices of its new sittings (`schedule_subscriptions`, `schedule_subscription_tokens`,
 * `schedule_notices_sent`).
 */
export const scheduleModule = fp(
  async (app) => {
    const { config } = app;
    const { schedule: settings } = config;
    // SMTP_URL requires PUBLIC_BASE_URL: the e-mails link there, whether a request or a job sends them.
    const base = app.mail.sends && config.publicBaseUrl ? new URL(config.publicBaseUrl) : null;
    const notices = createScheduleNoticesService({
      notices: createScheduleNoticesRepository(app.database.db),
      mail: app.mail,
      rateLimits: app.rateLimits,
      site: base && { brandName: brandForHost(config, base.host).name, origin: base.origin },
      clock: app.clock,
      later: app.backgroundTasks.run,
    });
    app.decorate('scheduleNotices', notices);
    app.jobs.every({
      name: 'schedule-subscriptions-pruning',
      title: 'Limpieza de avisos del cronograma sin confirmar',
      everySeconds: 24 * 3_600,
      work: notices.pruneExpired,
    });
    const service = createScheduleService({
      schedule: createScheduleRepository(app.database.db),
      audit: app.audit,
      settings,
      clock: app.clock,
      log: app.log,
      announceChange: () => app.changes.announce('schedule'),
      notices,
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
    await app.register(scheduleRoutes, { prefix: '/api', service, notices });
  },
  { name: 'schedule', dependencies: ['audit', 'auth', 'jobs', 'mail', 'rate-limits'] },
);
