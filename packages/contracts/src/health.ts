import { z } from './zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  engine: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process answers (no database involved). */
export const livenessResponseSchema = z.object({ status: z.literal('ok') });

/** GET /api/health/ready: whether this instance should get traffic now. */
export const readinessResponseSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['done', 'pending']),
  shuttingDown: z.boolean(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
