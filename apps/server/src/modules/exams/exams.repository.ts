import type { Answer } from '@oece/contracts';
import { blueprintDraw } from '@oece/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQLChunk,
} from 'drizzle-orm';
import { transactional, type Db } from '../../db/client';
import { examAnswers, exams, practiceRounds, type FrozenQuestion } from '../../db/schema/exams';
import { questions } from '../../db/schema/questions';
import {
  drawCandidateColumns,
  examQuestionColumns,
  type ExamQuestionRow,
} from '../question-bank/question-bank.views';

export type ExamRow = typeof exams.$inferSelect;
export type AnswerRow = typeof examAnswers.$inferSelect;
export type SavedAnswer = Pick<AnswerRow, 'questionId' | 'responseIndex' | 'flagged'>;
/** An exam without its frozen questions: what may change during the exam, and who owns it. */
export type ExamState = Omit<ExamRow, 'questions' | 'questionIds' | 'accessCodeId' | 'deckSyncedAt'> & {
  answers: SavedAnswer[];
};

/** When the caller last met each question they met, in ms, by question id (decision 0033). */
export type LastMet = Map<number, number>;

/** One question of a finished exam as scored: id, competency, key, saved response. */
export type SheetRow = [id: number, category: string, key: number, response: number | null];

/**
 * An exam's answer sheet, computed in the query from its frozen questions and its saved answers:
 * what every score of a finished exam comes from (no stored copy to drift). The exam's columns are
 * written out in full: drizzle leaves them bare in a select list, where `id` would be the question's.
 */
const answerSheet = sql<SheetRow[]>`(
  select coalesce(json_agg(json_build_array(q.id, q.category, q."correctAlternative", a.response_index)), '[]'::json)
    from jsonb_to_recordset("exams"."questions") as q(id integer, category text, "correctAlternative" integer)
    left join ${examAnswers} a on a.exam_id = "exams"."id" and a.question_id = q.id)`;

/** A batch's marks in its order, null where the caller left the mark out. */
function sentFlags(answers: Answer[]): (boolean | null)[] {
  return answers.map((answer) => answer.flagged ?? null);
}

/**
 * What a save does to an answer already stored: it takes a new choice (null says there is none to
 * report: a mark sent from a device that has not seen a choice made on another must not erase it),
 * and the new mark only where one was sent (`flags` is the batch's `sentFlags`, in the order of
 * `ids`), so one statement both sets and keeps choices and marks.
 */
function upsertAnswer(ids: SQLChunk, flags: SQLChunk) {
  return {
    target: [examAnswers.examId, examAnswers.questionId],
    set: {
      responseIndex: sql`coalesce(excluded.response_index, exam_answers.response_index)`,
      flagged: sql`coalesce(
        (${flags}::boolean[])[array_position(${ids}::integer[], excluded.question_id)],
        exam_answers.flagged)`,
      updatedAt: sql`excluded.updated_at`,
    },
  };
}

function examQueries(db: Db) {
  const finishedOf = (userId: number) => and(eq(exams.userId, userId), isNotNull(exams.finishedAt));

  return {
    /**
     * `count` ACTIVE questions of one competency by the blueprint draw (decision 0019), those not in
     * `seen` first, then those seen longest ago (decision 0033), as frozen copies in the order drawn;
     * fewer when the bank is short.
     */
    async drawQuestions(
      category: string,
      count: number,
      options: { balanceLevels: boolean; seen: LastMet },
    ): Promise<ExamQuestionRow[]> {
      const candidates = await db
        .select(drawCandidateColumns)
        .from(questions)
        .where(and(eq(questions.category, category), eq(questions.status, 'ACTIVE')));
      const known = candidates.map((candidate) => ({
        ...candidate,
        lastSeen: options.seen.get(candidate.id),
      }));
      const ids = blueprintDraw(known, count, { balanceLevels: options.balanceLevels }).map(
        (candidate) => candidate.id,
      );
      if (ids.length === 0) return [];
      const rows = await db.select(examQuestionColumns).from(questions).where(inArray(questions.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id)!);
    },

    /**
     * When each question was last met (ms): in a member's exams, finished or not, and practice
     * rounds; or in the visitor exams among `codes` (a member's exam there is not the caller's).
     * Folded here rather than grouped in SQL: a fifth of the time for a member with 200 exams.
     */
    async lastMet(who: { userId: number } | { visitorExams: string[] }): Promise<LastMet> {
      const shown = { ids: exams.questionIds, at: exams.startedAt };
      let rows: { ids: number[]; at: Date }[];
      if ('userId' in who) {
        rows = await db
          .select(shown)
          .from(exams)
          .where(eq(exams.userId, who.userId))
          .unionAll(
            db
              .select({ ids: practiceRounds.questionIds, at: practiceRounds.drawnAt })
              .from(practiceRounds)
              .where(eq(practiceRounds.userId, who.userId)),
          );
      } else {
        if (who.visitorExams.length === 0) return new Map();
        rows = await db
          .select(shown)
          .from(exams)
          .where(and(inArray(exams.code, who.visitorExams), isNull(exams.userId)));
      }
      const met: LastMet = new Map();
      for (const { ids, at } of rows) {
        const when = at.getTime();
        for (const id of ids) if (when > (met.get(id) ?? -Infinity)) met.set(id, when);
      }
      return met;
    },

    async recordPracticeRound(userId: number, questionIds: number[], drawnAt: Date): Promise<void> {
      await db.insert(practiceRounds).values({ userId, questionIds, drawnAt });
    },

    async insert(values: typeof exams.$inferInsert): Promise<ExamRow> {
      const [row] = await db.insert(exams).values(values).returning();
      return row!;
    },

    async findByCode(code: string, options: { lock?: boolean } = {}): Promise<ExamRow | undefined> {
      const query = db.select().from(exams).where(eq(exams.code, code));
      // Inside a transaction, the row lock makes saving, scoring and finishing one step.
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    /** A member's exams not finished whose deadline is after `now`, newest first. */
    runningOf(userId: number, now: Date): Promise<Pick<ExamRow, 'code' | 'type' | 'deadlineAt'>[]> {
      return db
        .select({ code: exams.code, type: exams.type, deadlineAt: exams.deadlineAt })
        .from(exams)
        .where(and(eq(exams.userId, userId), isNull(exams.finishedAt), gt(exams.deadlineAt, now)))
        .orderBy(desc(exams.startedAt))
        .limit(5);
    },

    /** Codes of the member's exams not finished whose deadline is before `before`. */
    async overdueOf(userId: number, before: Date): Promise<string[]> {
      const rows = await db
        .select({ code: exams.code })
        .from(exams)
        .where(and(eq(exams.userId, userId), isNull(exams.finishedAt), lt(exams.deadlineAt, before)));
      return rows.map((row) => row.code);
    },

    answersOf(examId: number): Promise<AnswerRow[]> {
      return db.select().from(examAnswers).where(eq(examAnswers.examId, examId));
    },

    async saveAnswers(examId: number, answers: Answer[], now: Date): Promise<void> {
      if (answers.length === 0) return;
      await db
        .insert(examAnswers)
        .values(
          answers.map((answer) => ({
            examId,
            questionId: answer.questionId,
            responseIndex: answer.responseIndex,
            flagged: answer.flagged ?? false,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate(
          upsertAnswer(sql.param(answers.map((answer) => answer.questionId)), sql.param(sentFlags(answers))),
        );
    },

    /**
     * The member's finished exams, newest first, each with its answer sheet. The page's ids are
     * picked first: a sheet in the same select as the offset would be built for every skipped row.
     */
    finishedPage(userId: number, limit: number, offset: number) {
      const newestFirst = [desc(exams.finishedAt), desc(exams.id)];
      const page = db
        .select({ id: exams.id })
        .from(exams)
        .where(finishedOf(userId))
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset)
        .as('page');
      return db
        .select({
          code: exams.code,
          type: exams.type,
          startedAt: exams.startedAt,
          deadlineAt: exams.deadlineAt,
          finishedAt: exams.finishedAt,
          sheet: answerSheet,
        })
        .from(page)
        .innerJoin(exams, eq(exams.id, page.id))
        .orderBy(...newestFirst);
    },

    async countFinished(userId: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(exams).where(finishedOf(userId));
      return row?.total ?? 0;
    },

    /**
     * The member's finished exams the review deck has not taken in yet, oldest first, locked so that
     * a second sync running at once waits and then finds them taken in.
     */
    notInDeck(userId: number) {
      return db
        .select({ id: exams.id, finishedAt: exams.finishedAt, sheet: answerSheet })
        .from(exams)
        .where(and(finishedOf(userId), isNull(exams.deckSyncedAt)))
        .orderBy(asc(exams.finishedAt))
        .for('update');
    },

    async markInDeck(examIds: number[], now: Date): Promise<void> {
      if (examIds.length === 0) return;
      await db.update(exams).set({ deckSyncedAt: now }).where(inArray(exams.id, examIds));
    },

    /** Finishes once: a second call (another device, a retry) changes nothing and answers false. */
    async finish(examId: number, finishedAt: Date, correctCount: number): Promise<boolean> {
      const rows = await db
        .update(exams)
        .set({ finishedAt, correctCount })
        .where(and(eq(exams.id, examId), isNull(exams.finishedAt)))
        .returning({ id: exams.id });
      return rows.length > 0;
    },
  };
}

export type ExamQueries = ReturnType<typeof examQueries>;

export function createExamsRepository(db: Db) {
  // Every read of an exam and every save run these: built once, and parsed once per connection by
  // PostgreSQL.
  const stateByCode = db
    .select({
      id: exams.id,
      code: exams.code,
      type: exams.type,
      userId: exams.userId,
      startedAt: exams.startedAt,
      deadlineAt: exams.deadlineAt,
      finishedAt: exams.finishedAt,
      correctCount: exams.correctCount,
      answers: sql<[number, number | null, boolean][]>`coalesce(
        (select json_agg(json_build_array(${examAnswers.questionId}, ${examAnswers.responseIndex}, ${examAnswers.flagged}))
           from ${examAnswers} where ${examAnswers.examId} = ${exams.id}),
        '[]'::json)`,
    })
    .from(exams)
    .where(eq(exams.code, sql.placeholder('code')))
    .prepare('exam_state_by_code');

  const openExam = db.$with('exam').as(
    db
      .select({ id: exams.id })
      .from(exams)
      .where(
        and(
          eq(exams.code, sql.placeholder('code')),
          isNull(exams.finishedAt),
          sql`(${exams.userId} is null or ${exams.userId} = ${sql.placeholder('userId')}::integer)`,
          sql`${exams.deadlineAt} >= ${sql.placeholder('deadlineNotBefore')}::timestamptz`,
          sql`${exams.questionIds} @> ${sql.placeholder('ids')}::integer[]`,
        ),
      )
      .for('update'),
  );
  const saveIfOpen = db
    .with(openExam)
    .insert(examAnswers)
    .select(
      sql`select ${openExam.id}, answer.question_id, answer.response_index, coalesce(answer.flagged, false),
            ${sql.placeholder('now')}::timestamptz
          from ${openExam},
            unnest(
              ${sql.placeholder('ids')}::integer[],
              ${sql.placeholder('responses')}::smallint[],
              ${sql.placeholder('flags')}::boolean[]
            ) as answer (question_id, response_index, flagged)`,
    )
    .onConflictDoUpdate(upsertAnswer(sql.placeholder('ids'), sql.placeholder('flags')))
    .returning({ examId: examAnswers.examId })
    .prepare('save_answers_if_open');

  return {
    ...transactional(db, examQueries),

    /** The exam and its saved answers in one query, without the frozen questions. */
    async findState(code: string): Promise<ExamState | undefined> {
      const [row] = await stateByCode.execute({ code });
      return (
        row && {
          ...row,
          answers: row.answers.map(([questionId, responseIndex, flagged]) => ({
            questionId,
            responseIndex,
            flagged,
          })),
        }
      );
    },

    async questionsOf(examId: number): Promise<FrozenQuestion[]> {
      const [row] = await db.select({ questions: exams.questions }).from(exams).where(eq(exams.id, examId));
      return row?.questions ?? [];
    },

    /**
     * Saves the answers in one statement if the exam takes them from this caller: a visitor's or
     * `userId`'s, not finished, its deadline not before `deadlineNotBefore`, every question its own.
     * The exam row is locked as in a finish, so a save racing a finish waits and then sees the exam
     * finished. False when any condition failed (or no answer was given); then nothing was written.
     */
    async saveIfOpen(input: {
      code: string;
      userId: number | null;
      deadlineNotBefore: Date;
      answers: Answer[];
      now: Date;
    }): Promise<boolean> {
      const rows = await saveIfOpen.execute({
        code: input.code,
        userId: input.userId,
        deadlineNotBefore: input.deadlineNotBefore.toISOString(),
        ids: input.answers.map((answer) => answer.questionId),
        responses: input.answers.map((answer) => answer.responseIndex),
        flags: sentFlags(input.answers),
        now: input.now.toISOString(),
      });
      return rows.length > 0;
    },
  };
}

export type ExamsRepository = ReturnType<typeof createExamsRepository>;
