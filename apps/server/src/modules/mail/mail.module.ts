import fp from 'fastify-plugin';
import { createMailRepository } from './mail.repository';
import { mailRoutes } from './mail.routes';
import { createMailService, smtpTransport, type MailService } from './mail.service';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/** How often unsent e-mails are retried, when a mail server is configured. */
const MAIL_RETRY_SECONDS = 2 * 60;

/** The outbox (`mail_outbox`): e-mails written in the transaction of what they tell, sent after it. */
export const mailModule = fp(
  async (app) => {
    const { config } = app;
    const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
    const service = createMailService({
      outbox: createMailRepository(app.database.db),
      transport,
      from: config.mailFrom,
      supportEmail: config.supportEmail,
      clock: app.clock,
      log: app.log,
    });
    app.decorate('mail', service);
    app.addHook('onClose', async () => transport?.close());
    if (transport) {
      // What a crash or a failing mail server left unsent.
      app.jobs.every({
        name: 'mail-retry',
        title: 'Reenvío de correos',
        everySeconds: MAIL_RETRY_SECONDS,
        work: service.retry,
      });
    }
    await app.register(mailRoutes, { prefix: '/api', service });
  },
  { name: 'mail', dependencies: ['auth', 'jobs'] },
);
