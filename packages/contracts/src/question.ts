import { COMPETENCIES } from '@oece/domain';
import { z } from './zod';

export const competencySchema = z.enum(COMPETENCIES, { error: 'Competencia desconocida' });

/**
 * Every view of a bank question starts here (an exam's, practice's, a review card's, the public
 * page's, the question of the day's, the administration's): its number, competency, stem and four
 * alternatives.
 */
export const questionBaseSchema = z.object({
  id: z.number().int(),
  category: competencySchema,
  question: z.string(),
  alternatives: z.array(z.string()).length(4),
});

/**
 * What answering a question reveals, with one rule for every view: `explanation` is null when the
 * bank has none, and `sources` (the legal basis, e.g. 'Ley 32069, art. 7.1' or 'Reglamento, art.
 * 66.1') an empty list when it cites none. A view that does not reveal them to this caller yet
 * leaves them out; it never sends them empty instead.
 */
export const revealedFields = {
  correctAlternative: z.number().int().min(0).max(3),
  explanation: z.string().nullable(),
  sources: z.array(z.string()),
};

/** A question with its key and teaching, as practice and the review deck show it. */
export const practiceQuestionSchema = questionBaseSchema.extend(revealedFields);
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;
