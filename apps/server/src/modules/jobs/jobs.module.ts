import fp from 'fastify-plugin';
import { createJobsRepository } from './jobs.repository';
import { jobsRoutes } from './jobs.routes';
import { createJobsService, DEFAULT_JOB_TIMING, type JobsService, type JobTiming } from './jobs.service';

export type { JobTiming };

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs: a module adds its own with `app.jobs.every(…)`. */
    jobs: JobsService;
  }
}

/**
 * Periodic jobs (`jobs`) run once across every instance on the database, through a lease each
 * (decision record 0028), and shown to administrators. Only an app built with `backgroundJobs`
 * runs them: a test app lists them and leaves them alone.
 */
export const jobsModule = fp(
  async (app, options: { timing?: Partial<JobTiming> }) => {
    const service = createJobsService({
      jobs: createJobsRepository(app.database.db),
      instance: app.config.instanceName,
      timing: { ...DEFAULT_JOB_TIMING, ...options.timing },
      log: app.log,
      report: (task, outcome) => app.metrics.backgroundTasks.inc({ task, outcome }),
    });
    app.decorate('jobs', service);
    if (app.backgroundJobs) {
      app.addHook('onReady', async () => service.start());
      // Before the modules close what their jobs use (the mail server, the database): running jobs
      // are told to stop and get `graceMs` to record their run, as Fastify answers 503 meanwhile;
      // one still running then is abandoned, its lease left to lapse.
      app.addHook('preClose', () => service.stop());
    }
    await app.register(jobsRoutes, { prefix: '/api', service });
  },
  { name: 'jobs', dependencies: ['auth'] },
);
