import { paths } from '@oece/contracts';
import { limaDayStart, type LegalText } from '@oece/domain';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createBackgroundTasks, type BackgroundTasks } from './shared/background-tasks';
import type { Config } from './shared/config';
import { createMetrics, type Metrics } from './shared/metrics';
import type { Database } from './db/client';
import { accessCodesModule } from './modules/access-codes/access-codes.module';
import { articlesModule } from './modules/articles/articles.module';
import { auditModule } from './modules/audit/audit.module';
import { authModule } from './modules/auth/auth.module';
import { ballotsModule } from './modules/ballots/ballots.module';
import { examsModule } from './modules/exams/exams.module';
import { healthModule } from './modules/health/health.module';
import { jobsModule, type JobTiming } from './modules/jobs/jobs.module';
import { legalModule } from './modules/legal/legal.module';
import { libraryModule } from './modules/library/library.module';
import { mailModule } from './modules/mail/mail.module';
import { metricsModule } from './modules/metrics/metrics.module';
import { paymentsModule } from './modules/payments/payments.module';
import { progressModule } from './modules/progress/progress.module';
import { questionBankModule } from './modules/question-bank/question-bank.module';
import { questionReportsModule } from './modules/question-reports/question-reports.module';
import { questionsModule } from './modules/questions/questions.module';
import { rateLimitsModule } from './modules/rate-limits/rate-limits.module';
import { reviewModule } from './modules/review/review.module';
import { scheduleModule } from './modules/schedule/schedule.module';
import { shareImagesModule } from './modules/share-images/share-images.module';
import { usersModule } from './modules/users/users.module';
import { apiDocsPlugin } from './plugins/api-docs';
import { changesPlugin } from './plugins/changes';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { knownHostsPlugin } from './plugins/known-hosts';
import { loggerOptions, requestLogPlugin } from './plugins/request-log';
import { requestMetricsPlugin } from './plugins/request-metrics';
import { securityHeadersPlugin } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';

export interface AppDeps {
  database: Database;
  /** Injectable so tests can move time past a deadline instead of waiting. */
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Jobs that run on their own (the schedule's refresh, mail retries): the server's only. */
  backgroundJobs?: boolean;
  /** Shorter leases and intervals of the periodic jobs, so tests see several runs in seconds. */
  jobTiming?: Partial<JobTiming>;
}

/** What every module is built from. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: () => Date;
    /** Work requests started and did not wait for (tests wait for it with `idle()`). */
    backgroundTasks: BackgroundTasks;
    /** Whether this instance runs the periodic jobs (a test app does not). */
    backgroundJobs: boolean;
    /** Prometheus instruments; GET /metrics reads them (modules/metrics). */
    metrics: Metrics;
  }
}

/** Builds the whole application; never listens (tests use `app.inject`). */
export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    // plugins/request-log.ts writes one line per request, without codes in paths.
    logController: new LogController({ disableRequestLogging: true }),
    // Only as many hops as are really in front of us: otherwise a client picks its own IP.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 256 * 1024,
    // No time limit on a plugin's start: on a loaded host, loading the web renderer outlasted the
    // default 10 s and killed the start. A start that really hangs is the service manager's to stop
    // (systemd's TimeoutStartSec), not a timer's to guess.
    pluginTimeout: 0,
    // Pre-routing errors get the same shape (plugins/errors.ts).
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('clock', deps.clock ?? (() => new Date()));
  app.decorate('backgroundJobs', deps.backgroundJobs ?? false);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  const tasks = createBackgroundTasks(app.log, (task, outcome) =>
    metrics.backgroundTasks.inc({ task, outcome }),
  );
  app.decorate('backgroundTasks', tasks);

  // Cross-cutting plugins, then the modules: each module declares the modules it uses, and Fastify
  // refuses to start when one is registered before them.
  await app.register(errorsPlugin);
  await app.register(knownHostsPlugin);
  await app.register(requestLogPlugin);
  await app.register(requestMetricsPlugin);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(apiDocsPlugin);
  await app.register(changesPlugin);

  await app.register(healthModule);
  await app.register(auditModule);
  await app.register(authModule);
  await app.register(jobsModule, { timing: deps.jobTiming });
  await app.register(mailModule);
  await app.register(rateLimitsModule);
  await app.register(usersModule);
  await app.register(accessCodesModule);
  await app.register(legalModule);
  await app.register(articlesModule);
  await app.register(questionBankModule);
  await app.register(questionReportsModule);
  await app.register(questionsModule);
  await app.register(libraryModule);
  await app.register(shareImagesModule);
  await app.register(examsModule);
  await app.register(progressModule);
  await app.register(reviewModule);
  await app.register(scheduleModule);
  await app.register(paymentsModule);
  await app.register(ballotsModule);
  await app.register(metricsModule);

  // The sitemap lists the public set's question pages, the topic pages and the law's pages beside
  // the app's fixed pages; the law's change when its consolidated text does.
  const lawPages = async (text: LegalText) => {
    const updatedAt = limaDayStart(app.legalSources.consolidation(text).date);
    return [
      paths.lawText(text),
      ...app.legalSources.numbers(text).map((article) => paths.lawArticle(text, article)),
    ].map((path) => ({ path, updatedAt }));
  };
  await app.register(webAppPlugin, {
    countBank: () => app.questionBank.activeCount(),
    sitemaps: {
      preguntas: async () =>
        (await app.questions.publicPages()).map(({ slug, updatedAt }) => ({
          path: paths.question(slug),
          updatedAt,
        })),
      temas: () => app.library.sitemapPages(),
      ley: () => lawPages('ley'),
      reglamento: () => lawPages('reglamento'),
    },
  });
  // Registered last, so it runs first when the app closes (Fastify closes in reverse order): what
  // requests started finishes before the modules release their resources (mail server, workers).
  app.addHook('onClose', () => tasks.close());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
