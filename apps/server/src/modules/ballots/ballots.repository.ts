import { randomBytes } from 'node:crypto';
import { COMPETENCIES } from '@oece/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { questions } from '../../db/schema/questions';
import { signingKeys } from '../../db/schema/signing-keys';
import { ballotQuestionColumns, type BallotQuestionRow } from '../question-bank/question-bank.views';

const active = and(eq(questions.status, 'ACTIVE'), inArray(questions.category, [...COMPETENCIES]));

export function createBallotsRepository(db: Db) {
  return {
    /**
     * A fingerprint of the active questions' content: it changes with any edit, archive or new
     * question, so a file made for one fingerprint can be reused until then.
     */
    async bankVersion(): Promise<string> {
      const [row] = await queryRows<{ version: string }>(
        db,
        sql`select md5(coalesce(string_agg(concat_ws(chr(31), ${questions.id}, ${questions.category},
                       ${questions.topic}, ${questions.question}, array_to_string(${questions.alternatives}, chr(30)),
                       ${questions.correctAlternative}, ${questions.explanation},
                       array_to_string(${questions.sources}, chr(30))), chr(29) order by ${questions.id}), '')) as version
            from ${questions} where ${active}`,
      );
      return row!.version;
    },

    async activeCount(): Promise<number> {
      const [row] = await db.select({ active: count() }).from(questions).where(active);
      return row?.active ?? 0;
    },

    async activeQuestions(): Promise<BallotQuestionRow[]> {
      return db.select(ballotQuestionColumns).from(questions).where(active);
    },

    /** The shared key of that name, made at random by whichever server asks first. */
    async signingKey(name: string): Promise<string> {
      await db
        .insert(signingKeys)
        .values({ name, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ secret: signingKeys.secret })
        .from(signingKeys)
        .where(eq(signingKeys.name, name));
      return row!.secret;
    },
  };
}

export type BallotsRepository = ReturnType<typeof createBallotsRepository>;
