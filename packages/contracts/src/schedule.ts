import { z } from './zod';
import { successResponseSchema } from './auth';
import { emailSchema } from './orders';
import { safeString } from './text';

/** A department as the official source names it; `value` is the source's own key. */
export const scheduleRegionSchema = z.object({ name: z.string(), value: z.string() });
export type ScheduleRegion = z.infer<typeof scheduleRegionSchema>;

export const scheduleRegionsResponseSchema = z.object({ regions: z.array(scheduleRegionSchema) });
export type ScheduleRegionsResponse = z.infer<typeof scheduleRegionsResponseSchema>;

export const scheduleRegionParamsSchema = z.object({
  regionValue: safeString().trim().min(1).max(60),
});

/** One sitting at a venue. Dates are Lima calendar days (YYYY-MM-DD), the time 'HH:mm' (24 h). */
export const examScheduleSchema = z.object({
  index: z.number().int(),
  lastRegistrationDate: z.iso.date(),
  examDate: z.iso.date(),
  examTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  maxCapacity: z.number().int().min(0),
  registeredCandidates: z.number().int().min(0),
});
export type ExamSchedule = z.infer<typeof examScheduleSchema>;

export const scheduleVenueSchema = z.object({ name: z.string(), examSchedules: z.array(examScheduleSchema) });
export type ScheduleVenue = z.infer<typeof scheduleVenueSchema>;

/**
 * GET /oece-exam-schedule/{regionValue}: the department's upcoming sittings (past ones are left
 * out). `createdAt` is when the data was taken from the source, not when it was asked for;
 * `stale` says it is older than the configured age and may no longer be the official schedule.
 */
export const scheduleResponseSchema = z.object({
  region: scheduleRegionSchema,
  createdAt: z.iso.datetime(),
  stale: z.boolean(),
  venues: z.array(scheduleVenueSchema),
  /** Whether a visitor may ask to be told of new sittings by e-mail: only when e-mail can leave. */
  noticesByEmail: z.boolean(),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

export const SCHEDULE_IMPORT_TRIGGERS = ['SCHEDULED', 'ADMIN', 'FILE', 'SEED'] as const;
export type ScheduleImportTrigger = (typeof SCHEDULE_IMPORT_TRIGGERS)[number];

/** One import attempt, kept for the administrator whatever its outcome. */
export const scheduleImportRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(SCHEDULE_IMPORT_TRIGGERS),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  success: z.boolean(),
  /** What was imported ('25 departamentos, 14 sedes, 31 fechas') or why nothing was. */
  message: z.string(),
});
export type ScheduleImportRun = z.infer<typeof scheduleImportRunSchema>;

/** GET /oece-exam-schedule/imports (administrators). */
export const scheduleImportStatusSchema = z.object({
  /** Whether SCHEDULE_SOURCE_URL is set: only then can the live source be read. */
  sourceConfigured: z.boolean(),
  refreshMinutes: z.number().int(),
  staleAfterDays: z.number().int(),
  snapshot: z
    .object({
      createdAt: z.iso.datetime(),
      importedAt: z.iso.datetime(),
      trigger: z.enum(SCHEDULE_IMPORT_TRIGGERS),
      venues: z.number().int(),
      examSchedules: z.number().int(),
      stale: z.boolean(),
    })
    .nullable(),
  runs: z.array(scheduleImportRunSchema),
});
export type ScheduleImportStatus = z.infer<typeof scheduleImportStatusSchema>;

const MAX_FILE_CHARACTERS = 200_000;
const fileContent = safeString({ error: 'Adjunta el contenido del archivo' })
  .min(1, 'El archivo está vacío')
  .max(
    MAX_FILE_CHARACTERS,
    `El archivo puede tener hasta ${MAX_FILE_CHARACTERS.toLocaleString('es-PE')} caracteres`,
  );

/**
 * POST /oece-exam-schedule/imports/file: a schedule file for operators without the live source
 * (formats in content/schedule/README.md). A JSON file carries the time its data was taken; a
 * CSV file does not, so it comes beside it. The server refuses a time more than a few minutes
 * after its own clock (only it knows the time).
 */
export const scheduleFileImportRequestSchema = z.discriminatedUnion(
  'format',
  [
    z.object({ format: z.literal('json'), content: fileContent }),
    z.object({
      format: z.literal('csv'),
      content: fileContent,
      takenAt: z.iso.datetime({ offset: true, error: 'Indica la fecha y hora en que se tomaron los datos' }),
    }),
  ],
  { error: 'El formato debe ser csv o json' },
);
export type ScheduleFileImportRequest = z.infer<typeof scheduleFileImportRequestSchema>;

/** POST /oece-exam-schedule/subscriptions: '¿Te avisamos?' for a department (double opt-in). */
export const scheduleSubscriptionRequestSchema = z.object({
  email: emailSchema,
  region: safeString({ error: 'Elige un departamento' })
    .trim()
    .min(1, 'Elige un departamento')
    .max(60, 'Elige un departamento de la lista'),
});
export type ScheduleSubscriptionRequest = z.input<typeof scheduleSubscriptionRequestSchema>;

export const SCHEDULE_NOTICE_LINK_INVALID =
  'Este enlace ya no sirve: venció o ya diste de baja el aviso. Puedes pedirlo de nuevo en el cronograma.';

/**
 * A link of a schedule e-mail: 256 random bits, base64url (43 characters). The same token confirms
 * the subscription (POST …/confirm, token in the body) or ends it (POST …/unsubscribe?token=…, the
 * address of the List-Unsubscribe header).
 */
const noticeToken = safeString({ error: SCHEDULE_NOTICE_LINK_INVALID })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, SCHEDULE_NOTICE_LINK_INVALID);
export const scheduleNoticeTokenSchema = z.object({ token: noticeToken });
export type ScheduleNoticeToken = z.infer<typeof scheduleNoticeTokenSchema>;

/** The subscription confirmed, and its department. */
export const scheduleSubscriptionConfirmedSchema = successResponseSchema.extend({
  region: scheduleRegionSchema,
});
export type ScheduleSubscriptionConfirmed = z.infer<typeof scheduleSubscriptionConfirmedSchema>;

/** GET /oece-exam-schedule/subscriptions/summary (administrators): who waits for news, by department. */
export const scheduleSubscriptionSummarySchema = z.object({
  regions: z.array(
    z.object({
      region: scheduleRegionSchema,
      confirmed: z.number().int(),
      /** Asked and not yet confirmed, within the week the link works. */
      pending: z.number().int(),
    }),
  ),
});
export type ScheduleSubscriptionSummary = z.infer<typeof scheduleSubscriptionSummarySchema>;
