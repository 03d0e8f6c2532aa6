import { z } from './zod';

/** How a periodic job's last run ended (decision record 0028). */
export const JOB_OUTCOMES = ['SUCCESS', 'FAILURE'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

/** A periodic job as the administrator sees it: its last run, and when the next one is due. */
export const jobSchema = z.object({
  name: z.string(),
  title: z.string(),
  everySeconds: z.number().int(),
  /** Null until an instance that runs jobs has started. */
  nextRunAt: z.string().nullable(),
  /** The instance running it at this moment, if any. */
  runningOn: z.string().nullable(),
  lastRun: z
    .object({
      startedAt: z.string(),
      finishedAt: z.string(),
      instance: z.string(),
      durationMs: z.number().int(),
      outcome: z.enum(JOB_OUTCOMES),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET /jobs. */
export const jobsResponseSchema = z.object({ jobs: z.array(jobSchema) });
export type JobsResponse = z.infer<typeof jobsResponseSchema>;
