import { createHash, timingSafeEqual } from 'node:crypto';
import { Gauge } from 'prom-client';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { Metrics } from '../../shared/metrics';
import type { MailService } from '../mail/mail.service';

/**
 * GET /metrics: the app's instruments, and what is read at scrape time through the modules that own
 * it (the database's connections, the mail queue, pending orders). Open only to METRICS_TOKEN.
 */
export function createMetricsService(deps: {
  metrics: Metrics;
  token: string | undefined;
  database: Pick<Database, 'load'>;
  mail: Pick<MailService, 'pendingCount'>;
  /** The payments module's service (app.payments). */
  orders: { pendingCount(): Promise<number> };
}) {
  const { metrics, token, database, mail, orders } = deps;
  const registers = [metrics.registry];
  new Gauge({
    name: 'oece_db_connections',
    help: 'Database connections by state (open, idle); PGlite has one.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const load = database.load();
      this.set({ state: 'open' }, load.connections);
      this.set({ state: 'idle' }, load.idle);
    },
  });
  new Gauge({
    name: 'oece_db_waiting_queries',
    help: 'Queries waiting for a database connection (PGlite: for their turn).',
    registers,
    collect() {
      this.set(database.load().waiting);
    },
  });
  // Counted in the database: when it is out of reach the gauge is left out, never a stale value.
  const counted = (name: string, help: string, read: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        this.reset();
        const value = await read().catch(() => undefined);
        if (value !== undefined) this.set(value);
      },
    });
  counted(
    'oece_mail_queue_length',
    'E-mails waiting for the mail server (outbox PENDING).',
    mail.pendingCount,
  );
  counted('oece_orders_pending', 'Orders waiting for their payment.', orders.pendingCount);

  const expected = token ? digest(token) : undefined;
  return {
    /** 404 while METRICS_TOKEN is unset, 401 without the bearer token or with another one. */
    authorize(authorization: string | undefined): void {
      if (!expected) throw new AppError('NOT_FOUND', 'Ruta no encontrada.');
      const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        throw new AppError('UNAUTHORIZED', 'Falta el token de métricas o no es válido.');
      }
    },
    async render(): Promise<{ contentType: string; body: string }> {
      return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;

/** Equal lengths for timingSafeEqual, whatever the caller sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
