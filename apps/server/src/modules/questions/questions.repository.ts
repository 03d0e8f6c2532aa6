import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { queryRows, transactional, type Db } from '../../db/client';
import { dailyAnswers, dailyQuestions } from '../../db/schema/daily-questions';
import { questionSlugRedirects, questions } from '../../db/schema/questions';
import {
  publicQuestionColumns,
  publishedAt,
  type PublicQuestionRow,
} from '../question-bank/question-bank.views';

/** The day's question, with its status: an administrator may have archived it since it was drawn. */
export type DailyQuestionRow = PublicQuestionRow & Pick<typeof questions.$inferSelect, 'status'>;

/** A question an address names, published at the time asked or not (then only its topic is used). */
export type AddressedQuestionRow = PublicQuestionRow & { published: boolean };

/** Who answers the question of the day: a member by account, a visitor by the id in their cookie. */
export type Person = { userId: number } | { visitorId: string };

/** How the day's question was answered: the count per alternative, and the person's own answer. */
export interface DailyTally {
  counts: [number, number, number, number];
  own: number | null;
}

/**
 * One ACTIVE question outside the public set (decision 0031: its key is on no public page), the
 * one used longest ago as a question of the day (never used first), at random among ties.
 */
const leastRecentlyUsedQuestion = sql`
  select q.id from ${questions} q
  where q.status = 'ACTIVE' and q.public_since is null
  order by (select max(d.day) from ${dailyQuestions} d where d.question_id = q.id) asc nulls first, random()
  limit 1`;

/** Drawing the day's question: each answers the question drawn, or nothing when another request drew first. */
function drawQueries(db: Db) {
  return {
    /**
     * Draws the day's question if the day has none yet. Two processes racing insert once: the
     * loser's insert does nothing (and draws nothing), and both read the winner's row back.
     */
    async drawDailyQuestion(day: string, now: Date): Promise<number | undefined> {
      const [row] = await queryRows<{ questionId: number }>(
        db,
        sql`insert into ${dailyQuestions} (day, question_id, drawn_at)
            select ${day}::date, pick.id, ${now.toISOString()}::timestamptz
            from (${leastRecentlyUsedQuestion}) pick
            on conflict (day) do nothing
            returning question_id as "questionId"`,
      );
      return row?.questionId;
    },

    /**
     * Draws another question for a day whose question is `previousId` (no longer ACTIVE). Only the
     * first of two racing requests changes the row: the second no longer finds `previousId` there.
     */
    async redrawDailyQuestion(day: string, previousId: number, now: Date): Promise<number | undefined> {
      const [row] = await queryRows<{ questionId: number }>(
        db,
        sql`update ${dailyQuestions}
            set question_id = pick.id, drawn_at = ${now.toISOString()}::timestamptz
            from (${leastRecentlyUsedQuestion}) pick
            where ${dailyQuestions.day} = ${day}::date and ${dailyQuestions.questionId} = ${previousId}
            returning ${dailyQuestions.questionId} as "questionId"`,
      );
      return row?.questionId;
    },
  };
}

export function createQuestionsRepository(db: Db) {
  return {
    ...transactional(db, drawQueries),

    /**
     * The question an address names at `now`: by its current slug or by an earlier one, in one round
     * trip. A published question wins, then the one holding the slug now over a redirect of it.
     */
    async findBySlug(slug: string, now: Date): Promise<AddressedQuestionRow | undefined> {
      // A question outside the set has no `public_since`: the condition is null there, not false.
      const published = sql<boolean>`coalesce(${publishedAt(now)}, false)`.as('published');
      const current = db
        .select({ ...publicQuestionColumns, published, rank: sql<number>`0`.as('rank') })
        .from(questions)
        .where(eq(questions.slug, slug));
      const redirected = db
        .select({ ...publicQuestionColumns, published, rank: sql<number>`1`.as('rank') })
        .from(questionSlugRedirects)
        .innerJoin(questions, eq(questions.id, questionSlugRedirects.questionId))
        .where(eq(questionSlugRedirects.slug, slug));
      const [row] = await current
        .unionAll(redirected)
        .orderBy(sql`published desc, rank`)
        .limit(1);
      if (!row) return undefined;
      const { rank: _rank, ...question } = row;
      return question;
    },

    /** The public set's addresses and last changes, for the sitemap. */
    listPublicQuestions(now: Date): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: questions.slug, updatedAt: questions.updatedAt })
        .from(questions)
        .where(publishedAt(now))
        .orderBy(asc(questions.id));
    },

    /**
     * One published question per competency, the first of each in an order of `day`'s own (a hash
     * of the day and the question's number): the same all day, another the next.
     */
    tasteQuestions(now: Date, day: string): Promise<PublicQuestionRow[]> {
      return db
        .selectDistinctOn([questions.category], publicQuestionColumns)
        .from(questions)
        .where(publishedAt(now))
        .orderBy(questions.category, sql`md5(${day} || ':' || ${questions.id})`);
    },

    async dailyQuestionOf(day: string): Promise<DailyQuestionRow | undefined> {
      const [row] = await db
        .select({ ...publicQuestionColumns, status: questions.status })
        .from(dailyQuestions)
        .innerJoin(questions, eq(questions.id, dailyQuestions.questionId))
        .where(eq(dailyQuestions.day, day));
      return row;
    },

    /** The latest day before `today` the question was the question of the day; undefined if it never was. */
    async lastDailyDayOf(questionId: number, today: string): Promise<string | undefined> {
      const [row] = await db
        .select({ day: dailyQuestions.day })
        .from(dailyQuestions)
        .where(and(eq(dailyQuestions.questionId, questionId), lt(dailyQuestions.day, today)))
        .orderBy(desc(dailyQuestions.day))
        .limit(1);
      return row?.day;
    },

    /** Stores a person's answer unless they already answered; true when this one was stored. */
    async insertDailyAnswer(input: {
      day: string;
      questionId: number;
      person: Person;
      answer: number;
      now: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(dailyAnswers)
        .values({
          day: input.day,
          questionId: input.questionId,
          userId: 'userId' in input.person ? input.person.userId : null,
          visitorId: 'visitorId' in input.person ? input.person.visitorId : null,
          answer: input.answer,
          createdAt: input.now,
        })
        // Either unique index (member or visitor): a repeated answer keeps the first.
        .onConflictDoNothing()
        .returning({ id: dailyAnswers.id });
      return rows.length > 0;
    },

    /** The answers to a day's question per alternative, and `person`'s own, in one query. */
    async tallyDailyAnswers(day: string, questionId: number, person: Person | null): Promise<DailyTally> {
      const mine = !person
        ? sql`false`
        : 'userId' in person
          ? sql`${dailyAnswers.userId} = ${person.userId}`
          : sql`${dailyAnswers.visitorId} = ${person.visitorId}`;
      const rows = await db
        .select({
          answer: dailyAnswers.answer,
          count: sql<number>`count(*)::int`,
          mine: sql<boolean | null>`bool_or(${mine})`,
        })
        .from(dailyAnswers)
        .where(and(eq(dailyAnswers.day, day), eq(dailyAnswers.questionId, questionId)))
        .groupBy(dailyAnswers.answer);
      const tally: DailyTally = { counts: [0, 0, 0, 0], own: null };
      for (const row of rows) {
        tally.counts[row.answer as 0 | 1 | 2 | 3] = Number(row.count);
        if (row.mine === true) tally.own = row.answer;
      }
      return tally;
    },
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
