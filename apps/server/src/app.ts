import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { loadArticles } from './content/article-file';
import { articlesRoutes } from './modules/articles/articles.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { createBallotRenderer } from './modules/ballots/ballot-renderer';
import { createBallotsRepository } from './modules/ballots/ballots.repository';
import { ballotsRoutes } from './modules/ballots/ballots.routes';
import { createBallotsService } from './modules/ballots/ballots.service';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { accessCodesRoutes } from './modules/access-codes/access-codes.routes';
import { createAccessCodesRepository } from './modules/access-codes/access-codes.repository';
import { createAccessCodesService } from './modules/access-codes/access-codes.service';
import { examsRoutes } from './modules/exams/exams.routes';
import { createExamsRepository } from './modules/exams/exams.repository';
import { createExamsService } from './modules/exams/exams.service';
import { loadLegalSources } from './content/legal-sources';
import { createQuestionBankRepository } from './modules/question-bank/question-bank.repository';
import { questionBankRoutes } from './modules/question-bank/question-bank.routes';
import { createQuestionBankService } from './modules/question-bank/question-bank.service';
import { createQuestionReportsRepository } from './modules/question-reports/question-reports.repository';
import { questionReportsRoutes } from './modules/question-reports/question-reports.routes';
import { createQuestionReportsService } from './modules/question-reports/question-reports.service';
import { createQuestionsRepository } from './modules/questions/questions.repository';
import { questionsRoutes } from './modules/questions/questions.routes';
import { createQuestionsService } from './modules/questions/questions.service';
import { startScheduleRefresh } from './modules/schedule/schedule-refresh';
import { createScheduleRepository } from './modules/schedule/schedule.repository';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { createScheduleService } from './modules/schedule/schedule.service';
import { createRateLimitsRepository } from './modules/rate-limits/rate-limits.repository';
import { mailRoutes } from './modules/mail/mail.routes';
import { createMailService, smtpTransport } from './modules/mail/mail.service';
import { createBackgroundTasks, type BackgroundTasks } from './background-tasks';
import { createOrdersRepository } from './modules/payments/orders.repository';
import { createOrdersService } from './modules/payments/orders.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createMercadoPagoProvider } from './modules/payments/mercadopago-provider';
import { createSandboxProvider } from './modules/payments/sandbox-provider';
import { createProgressRepository } from './modules/progress/progress.repository';
import { progressRoutes } from './modules/progress/progress.routes';
import { createProgressService } from './modules/progress/progress.service';
import { createReviewRepository } from './modules/review/review.repository';
import { reviewRoutes } from './modules/review/review.routes';
import { createReviewService } from './modules/review/review.service';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { loggerOptions, requestLogPlugin } from './plugins/request-log';
import { webAppPlugin } from './plugins/web-app';

export type Clock = () => Date;

export interface AppDeps {
  database: Database;
  /** Injectable so tests can move time past a deadline instead of waiting. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Jobs that run on their own (the schedule's refresh from the official source): the server's only. */
  backgroundJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: Clock;
    /** Work requests started and did not wait for (tests wait for it with `idle()`). */
    backgroundTasks: BackgroundTasks;
  }
}

/** How often unsent e-mails are retried, when a mail server is configured. */
const MAIL_RETRY_MS = 2 * 60_000;

/** Builds the whole application; never listens (tests use `app.inject`). */
export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    // plugins/request-log.ts writes one line per request, without codes in paths.
    logController: new LogController({ disableRequestLogging: true }),
    // Only as many hops as are really in front of us: otherwise a client picks its own IP.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 256 * 1024,
    // Pre-routing errors get the same shape (plugins/errors.ts).
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('clock', deps.clock ?? (() => new Date()));

  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  // Brotli at a middle quality: most of the gain of level 11 for a fraction of the CPU.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion writes <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // Analytics and error reporting only when configured: otherwise nothing may leave the page.
        connectSrc: [
          "'self'",
          ...(config.analytics.token ? [config.analytics.host] : []),
          ...(config.sentryDsn ? [new URL(config.sentryDsn).origin] : []),
        ],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(authPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'API del Simulador OECE', version: '1.0.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Like the app's own policy: the docs must load over plain http too (an intranet address).
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  const questions = createQuestionsRepository(app.database.db);
  const articles = loadArticles(config.contentDir);
  const schedule = createScheduleService({
    schedule: createScheduleRepository(app.database.db),
    settings: config.schedule,
    clock: app.clock,
    log: app.log,
  });
  const { sourceUrl, refreshMinutes } = config.schedule;
  if (deps.backgroundJobs && sourceUrl) {
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = startScheduleRefresh(schedule, refreshMinutes, app.log);
    });
    app.addHook('onClose', async () => stop());
  }
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const mail = createMailService({
    db: app.database.db,
    transport,
    from: config.mailFrom,
    clock: app.clock,
    log: app.log,
  });
  const tasks = createBackgroundTasks(app.log);
  app.decorate('backgroundTasks', tasks);
  app.addHook('onClose', async () => {
    await tasks.close();
    transport?.close();
  });
  const ordersRepository = createOrdersRepository(app.database.db);
  const sandbox =
    config.payments.provider === 'sandbox'
      ? createSandboxProvider({
          db: app.database.db,
          orders: ordersRepository,
          secret: config.payments.sandboxSecret,
          clock: app.clock,
        })
      : null;
  const provider =
    sandbox?.provider ??
    createMercadoPagoProvider({
      // parseConfig refuses mercadopago without both.
      accessToken: config.payments.mercadopagoAccessToken!,
      webhookSecret: config.payments.mercadopagoWebhookSecret!,
    });
  if (deps.backgroundJobs) {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (sandbox) {
        app.log.warn('PAYMENT_PROVIDER=sandbox: los pagos son de prueba y cualquiera puede aprobarlos.');
      }
      // What a crash or a failing mail server left unsent.
      if (transport) timer = setInterval(() => tasks.run('reenvío de correos', mail.retry), MAIL_RETRY_MS);
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      const db = app.database.db;
      const users = createUsersRepository(db);
      const rateLimits = createRateLimitsRepository(db);
      await api.register(usersRoutes, {
        service: createUsersService({
          users,
          auth: createAuthRepository(db),
          mail,
          supportEmail: config.supportEmail,
          clock: app.clock,
        }),
        config,
      });
      await api.register(mailRoutes, { service: mail });
      const orders = createOrdersService({
        orders: ordersRepository,
        provider,
        mail,
        supportEmail: config.supportEmail,
        clock: app.clock,
        log: app.log,
      });
      await api.register(paymentsRoutes, { orders, provider, sandbox, tasks, rateLimits, config });
      const accessCodes = createAccessCodesService({
        codes: createAccessCodesRepository(db),
        clock: app.clock,
      });
      const exams = createExamsService({
        exams: createExamsRepository(db),
        users,
        accessCodes,
        rateLimits,
        clock: app.clock,
      });
      await api.register(accessCodesRoutes, { service: accessCodes });
      await api.register(examsRoutes, { service: exams, config });
      await api.register(progressRoutes, {
        service: createProgressService({ progress: createProgressRepository(db), exams }),
      });
      await api.register(reviewRoutes, {
        service: createReviewService({ review: createReviewRepository(db), users, clock: app.clock }),
        config,
      });
      await api.register(questionsRoutes, {
        service: createQuestionsService({ questions, rateLimits, clock: app.clock }),
        config,
      });
      const legalSources = loadLegalSources(config.contentDir);
      await api.register(legalRoutes, { legalSources });
      const questionBank = createQuestionBankRepository(db);
      await api.register(questionBankRoutes, {
        service: createQuestionBankService({
          questions: questionBank,
          legalSources,
          clock: app.clock,
        }),
      });
      await api.register(questionReportsRoutes, {
        service: createQuestionReportsService({
          reports: createQuestionReportsRepository(db),
          questions: questionBank,
          rateLimits,
          clock: app.clock,
        }),
      });
      await api.register(scheduleRoutes, { service: schedule, config });
      await api.register(articlesRoutes, { articles, config });
      const renderer = createBallotRenderer();
      app.addHook('onClose', () => renderer.close());
      await api.register(ballotsRoutes, {
        service: createBallotsService({
          ballots: createBallotsRepository(db),
          users,
          renderer,
          clock: app.clock,
        }),
        config,
      });
    },
    { prefix: '/api' },
  );

  // The sitemap lists every public question page.
  await app.register(webAppPlugin, { config, publicQuestions: () => questions.listPublicQuestions() });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
