import { BALLOT_EDITIONS, BALLOT_FILE_IDS } from '@oece/domain';
import { z } from './zod';

/** One file a member may download: its name (the PDF is saved under it) and a signed address. */
export const ballotSchema = z.object({
  name: z.string(),
  /** Works from a plain link for a few minutes: it carries a signed token bound to the member. */
  url: z.string(),
});
export type Ballot = z.infer<typeof ballotSchema>;

/** GET /questions/user-ballots: the caller's files (none for FREE, expired or without the offer). */
export const userBallotsResponseSchema = z.object({
  title: z.string(),
  ballots: z.array(ballotSchema),
  /** When the addresses stop working (ISO instant): ask again before it. */
  expiresAt: z.iso.datetime().nullable(),
});
export type UserBallotsResponse = z.infer<typeof userBallotsResponseSchema>;

// A download's address: the route's guard refuses an unknown file or a bad token (403) before
// these run, so they only describe the route and keep its types.
export const ballotFileParamsSchema = z.object({ file: z.enum(BALLOT_FILE_IDS) });
export const ballotTokenQuerySchema = z.object({ token: z.string().max(200) });

/** POST /questions/generate-pdf: an edition, with or without its answers. */
export const generatePdfRequestSchema = z.object({
  showAnswers: z.boolean({ error: 'Indica si el balotario lleva respuestas' }),
  membershipType: z.enum(BALLOT_EDITIONS, { error: 'El balotario es Básico (BASIC) o Estándar (STANDARD)' }),
});
export type GeneratePdfRequest = z.infer<typeof generatePdfRequestSchema>;
