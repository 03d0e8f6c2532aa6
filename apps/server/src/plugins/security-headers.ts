import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Helmet's headers with the app's content security policy. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
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
});
