import { z } from './zod';
import { daySchema, idParamSchema } from './text';

/**
 * Every kind of change an administrator can make, as the audit log names it (decision 0029), and
 * its label in Administración → Auditoría. A new administrator route that changes something adds
 * its action here.
 */
export const AUDIT_ACTION_LABELS = {
  USER_CREATED: 'Usuario creado',
  USER_PASSWORD_CHANGED: 'Contraseña cambiada',
  USER_MEMBERSHIP_CHANGED: 'Membresía cambiada',
  USER_EMAIL_CHANGED: 'Correo cambiado',
  USER_PASSWORD_LINK_SENT: 'Enlace de contraseña enviado',
  STAFF_CREATED: 'Administrador creado',
  STAFF_DEACTIVATED: 'Administrador desactivado',
  STAFF_REACTIVATED: 'Administrador reactivado',
  TWO_FACTOR_ENABLED: 'Verificación en dos pasos activada',
  TWO_FACTOR_DISABLED: 'Verificación en dos pasos desactivada',
  QUESTION_CREATED: 'Pregunta creada',
  QUESTION_UPDATED: 'Pregunta editada',
  QUESTION_STATUS_CHANGED: 'Estado de pregunta cambiado',
  QUESTIONS_IMPORTED: 'Preguntas importadas',
  QUESTIONS_PUBLIC_SET_CHANGED: 'Biblioteca pública cambiada',
  QUESTION_STATISTICS_COMPUTED: 'Estadísticas recalculadas',
  QUESTION_REPORT_UPDATED: 'Reporte de pregunta actualizado',
  ACCESS_CODE_CREATED: 'Código de acceso creado',
  ACCESS_CODE_REVOKED: 'Código de acceso revocado',
  SCHEDULE_FILE_IMPORTED: 'Cronograma importado de un archivo',
  SCHEDULE_SOURCE_IMPORTED: 'Cronograma leído de la fuente oficial',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** Entries per page of GET /audit. */
export const AUDIT_PAGE_SIZE = 50;

const dayParam = (name: string) => daySchema(name).optional();

/** GET /audit: newest first; days are Lima calendar days, both included. */
export const auditQuerySchema = z
  .object({
    actorId: idParamSchema('actorId').optional(),
    action: z.enum(AUDIT_ACTIONS, { error: 'Acción desconocida' }).optional(),
    from: dayParam('Desde'),
    to: dayParam('Hasta'),
    page: z.coerce
      .number({ error: 'La página debe ser un número' })
      .int('La página debe ser un número entero')
      .min(1, 'La página empieza en 1')
      .max(100_000, 'Página fuera de rango')
      .default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'La fecha «Desde» debe ser anterior o igual a «Hasta»',
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** Null once the account is gone; the username stays. */
  actorId: z.number().int().nullable(),
  actorUsername: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  summary: z.string(),
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
