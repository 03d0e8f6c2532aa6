import fp from 'fastify-plugin';
import { createAuditRepository } from './audit.repository';
import { auditRoutes } from './audit.routes';
import { createAuditService, type AuditService } from './audit.service';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

/**
 * The audit log (`audit_entries`): every change an administrator makes, recorded by the module that
 * makes it, in the same transaction. It uses no other module; every module with administrators'
 * changes, auth included, comes after it.
 */
export const auditModule = fp(
  async (app) => {
    const service = createAuditService({ entries: createAuditRepository(app.database.db), clock: app.clock });
    app.decorate('audit', service);
    await app.register(auditRoutes, { prefix: '/api', service });
  },
  { name: 'audit' },
);
