import type { QuestionFilter, QuestionSort } from '@oece/contracts';
import { NEAR_DUPLICATE_DISTANCE, TOPICS, type QuestionLevel, type QuestionStatus } from '@oece/domain';
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
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { inTransaction, queryRows, transactional, type Db, type Transaction } from '../../db/client';
import { questionReports } from '../../db/schema/question-reports';
import {
  publicSetChoices,
  topics,
  questionSlugRedirects,
  questions,
  questionStats,
  questionStatsRuns,
  questionVersions,
} from '../../db/schema/questions';
import { containsEveryWord, folded } from '../../db/text-search';
import { drawCandidateColumns, inPublicSetAt } from './question-bank.views';

export type QuestionRow = typeof questions.$inferSelect;
export type StatsRow = typeof questionStats.$inferSelect;
export type VersionRow = typeof questionVersions.$inferSelect;
export type StatsRunRow = typeof questionStatsRuns.$inferSelect;

/** A question of the list: its row, its statistics if computed, and its open reports. */
export interface ListedQuestion {
  question: QuestionRow;
  stats: StatsRow | null;
  openReports: number;
}

/** The fields an administrator writes. */
export type QuestionContent = Pick<
  QuestionRow,
  | 'category'
  | 'topic'
  | 'question'
  | 'alternatives'
  | 'correctAlternative'
  | 'explanation'
  | 'sources'
  | 'status'
  | 'level'
>;

export interface Author {
  id: number;
  username: string;
}

export interface SimilarRow {
  id: number;
  category: string;
  topic: string;
  question: string;
  status: QuestionStatus;
  slug: string;
  similarity: number;
}

/** How many stems the similarity search returns at most. */
export const SIMILAR_LIMIT = 10;
/** Farther than this (half the trigrams not shared) a stem is another question, not a similar one. */
export const SIMILAR_MAX_DISTANCE = 50;

/**
 * Runs `work` with `%` meaning "within `maxDistance`" (pg_trgm's threshold is a similarity). The
 * planner does not know that `similarity()` costs tens of microseconds a row and would compute it
 * on the whole table rather than on the few rows the trigram index keeps at a high threshold:
 * sequential scans are off for this transaction only.
 */
function withinDistance<T>(db: Db, maxDistance: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${1 - maxDistance / 100}`));
    await tx.execute(sql.raw('set local enable_seqscan = off'));
    return work(tx);
  });
}

const openReports = (db: Db) =>
  db
    .select({ questionId: questionReports.questionId, open: count().as('open') })
    .from(questionReports)
    .where(isNull(questionReports.resolvedAt))
    .groupBy(questionReports.questionId)
    .as('open_reports');

function filterConditions(
  filter: QuestionFilter,
  reports: ReturnType<typeof openReports>,
  now: Date,
): SQL | undefined {
  const search = filter.search?.trim() ?? '';
  // '#123' or '123' is the question's number, as the list shows it.
  const number = /^#?(\d{1,9})$/.exec(search);
  return and(
    filter.category ? eq(questions.category, filter.category) : undefined,
    filter.topic ? eq(questions.topic, filter.topic) : undefined,
    filter.status ? eq(questions.status, filter.status) : undefined,
    filter.level ? eq(questions.level, filter.level) : undefined,
    number ? eq(questions.id, Number(number[1])) : containsEveryWord(folded(questions.question), search),
    filter.review ? or(sql`cardinality(${questionStats.flags}) > 0`, sql`${reports.open} > 0`) : undefined,
    filter.public === undefined
      ? undefined
      : filter.public
        ? inPublicSetAt(now)
        : or(isNull(questions.publicSince), gt(questions.publicSince, now)),
  );
}

const ORDER: Record<QuestionSort, (reports: ReturnType<typeof openReports>) => SQL[]> = {
  id: () => [asc(questions.id)],
  recent: () => [desc(questions.updatedAt), desc(questions.id)],
  // Hardest and worst-discriminating first: where a wrong key hides.
  facility: () => [sql`${questionStats.facility} asc nulls last`, asc(questions.id)],
  discrimination: () => [sql`${questionStats.discrimination} asc nulls last`, asc(questions.id)],
  presented: () => [sql`${questionStats.presented} desc nulls last`, asc(questions.id)],
  reports: (reports) => [sql`coalesce(${reports.open}, 0) desc`, asc(questions.id)],
};

/**
 * Item analysis over every finished exam (decision 0017), one row per question that an exam
 * counted since its alternatives or key last changed. An unanswered question is not correct.
 * Discrimination: the share correct among the 27 % of those exams with the best score on the
 * rest of the exam, minus the share among the 27 % with the worst, with at least
 * `minPresented` exams.
 */
function itemAnalysis(minPresented: number) {
  return sql`
    with shown as (
      select e.id as exam_id, q.id as question_id, q.correct_alternative,
             a.response_index as choice,
             (coalesce(a.response_index, -1) = q.correct_alternative)::int as correct,
             e.correct_count, cardinality(e.question_ids) as size
      from exams e
      cross join lateral unnest(e.question_ids) as shown_id (id)
      join questions q on q.id = shown_id.id and e.started_at >= q.scored_since
      left join exam_answers a on a.exam_id = e.id and a.question_id = q.id
      where e.finished_at is not null and cardinality(e.question_ids) > 1
    ),
    ranked as (
      select *,
        count(*) over (partition by question_id) as n,
        row_number() over (partition by question_id
          order by (correct_count - correct)::float / (size - 1) desc, exam_id) as from_top,
        row_number() over (partition by question_id
          order by (correct_count - correct)::float / (size - 1) asc, exam_id) as from_bottom
      from shown
    )
    select question_id as "questionId",
      count(*)::int as presented,
      count(*) filter (where choice between 0 and 3)::int as answered,
      sum(correct)::int as correct,
      array[count(*) filter (where choice = 0), count(*) filter (where choice = 1),
            count(*) filter (where choice = 2), count(*) filter (where choice = 3)]::int[] as choices,
      min(correct_alternative)::int as "correctAlternative",
      case when count(*) >= ${minPresented} then
        (avg(correct) filter (where from_top <= ceil(0.27 * n)))::float
        - (avg(correct) filter (where from_bottom <= ceil(0.27 * n)))::float
      end as discrimination
    from ranked
    group by question_id`;
}

export interface AnalysedItem {
  questionId: number;
  presented: number;
  answered: number;
  correct: number;
  choices: number[];
  correctAlternative: number;
  discrimination: number | null;
}

function questionQueries(db: Db) {
  return {
    async lockById(id: number): Promise<QuestionRow | undefined> {
      const [row] = await db.select().from(questions).where(eq(questions.id, id)).for('update');
      return row;
    },

    /** Null when the slug is taken by another question (the stem repeats one of the bank). */
    async insert(
      content: QuestionContent & { slug: string },
      author: Author,
      action: 'CREATE' | 'IMPORT',
      now: Date,
    ): Promise<QuestionRow | null> {
      const [row] = await db
        .insert(questions)
        .values({ ...content, source: 'ADMIN', createdAt: now, updatedAt: now, scoredSince: now })
        .onConflictDoNothing({ target: questions.slug })
        .returning();
      if (!row) return null;
      const changes = Object.fromEntries(
        Object.entries(content)
          .filter(([field]) => field !== 'slug')
          .map(([field, value]) => [field, { before: null, after: value }]),
      );
      await db.insert(questionVersions).values({
        questionId: row.id,
        revision: 1,
        action,
        changedBy: author.id,
        changedByUsername: author.username,
        changedAt: now,
        changes,
      });
      return row;
    },

    /**
     * Writes `changes` (already checked) as the question's next revision, with its history row.
     * A new stem brings a new slug: the former one keeps answering, by a redirect.
     */
    async update(
      current: QuestionRow,
      next: QuestionContent & { slug: string },
      changes: Record<string, { before: unknown; after: unknown }>,
      author: Author,
      now: Date,
    ): Promise<QuestionRow> {
      const rescored =
        'alternatives' in changes || 'correctAlternative' in changes ? { scoredSince: now } : {};
      const [row] = await db
        .update(questions)
        .set({ ...next, revision: current.revision + 1, updatedAt: now, ...rescored })
        .where(eq(questions.id, current.id))
        .returning();
      if (next.slug !== current.slug) {
        await db.delete(questionSlugRedirects).where(eq(questionSlugRedirects.slug, next.slug));
        // Earlier addresses of this question, and the one it leaves now, lead to the new one.
        await db
          .insert(questionSlugRedirects)
          .values({ slug: current.slug, questionId: current.id, createdAt: now })
          .onConflictDoUpdate({
            target: questionSlugRedirects.slug,
            set: { questionId: current.id },
          });
      }
      await db.insert(questionVersions).values({
        questionId: current.id,
        revision: current.revision + 1,
        action: Object.keys(changes).every((field) => field === 'status') ? 'STATUS' : 'EDIT',
        changedBy: author.id,
        changedByUsername: author.username,
        changedAt: now,
        changes,
      });
      return row!;
    },

    /** One column of each question among `ids` still in the bank, by id. */
    async valuesOf<K extends 'topic' | 'correctAlternative'>(
      ids: number[],
      column: K,
    ): Promise<Map<number, QuestionRow[K]>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: questions.id, value: questions[column] })
        .from(questions)
        .where(inArray(questions.id, ids));
      // drizzle types a column picked by name as any of the two; it is `column`'s.
      return new Map(rows.map((row) => [row.id, row.value as QuestionRow[K]]));
    },

    /** ACTIVE questions as the public set's rule weighs them. */
    activeCandidates(): Promise<Pick<QuestionRow, 'id' | 'topic' | 'level'>[]> {
      return db.select(drawCandidateColumns).from(questions).where(eq(questions.status, 'ACTIVE'));
    },

    /** Records that the first public set was chosen; false when it already was (then nothing is written). */
    async recordPublicSetChoice(chosenAt: Date, chosen: number): Promise<boolean> {
      const rows = await db
        .insert(publicSetChoices)
        .values({ chosenAt, questions: chosen })
        .onConflictDoNothing()
        .returning({ id: publicSetChoices.id });
      return rows.length > 0;
    },

    /** Puts those of `ids` outside the public set into it from `since`; answers their ids. */
    async publish(ids: number[], since: Date): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .update(questions)
        .set({ publicSince: since })
        .where(and(inArray(questions.id, ids), isNull(questions.publicSince)))
        .returning({ id: questions.id });
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /** Takes those of `ids` in the public set (or waiting to join it) out of it; answers their ids. */
    async retire(ids: number[]): Promise<number[]> {
      const rows = await db
        .update(questions)
        .set({ publicSince: null })
        .where(and(inArray(questions.id, ids), isNotNull(questions.publicSince)))
        .returning({ id: questions.id });
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /** The question joins the public set at `at`. */
    async publishAt(id: number, at: Date): Promise<void> {
      await db.update(questions).set({ publicSince: at }).where(eq(questions.id, id));
    },

    /** The question no longer joins the public set at a time after `now` (it already joined, it stays). */
    async cancelPublication(id: number, now: Date): Promise<void> {
      await db
        .update(questions)
        .set({ publicSince: null })
        .where(and(eq(questions.id, id), gt(questions.publicSince, now)));
    },

    /** Whether another question holds `slug`. */
    async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.slug, slug), exceptId ? ne(questions.id, exceptId) : undefined));
      return row !== undefined;
    },
  };
}

export type QuestionQueries = ReturnType<typeof questionQueries>;

/** A question of content/questions as the seed writes it: its content, new ones ACTIVE. */
export type ContentQuestion = Omit<QuestionContent, 'status'> & Pick<QuestionRow, 'slug'>;

// Loaded from content/ and never changed by an administrator (any change, status included, raises
// the revision).
const untouched = and(eq(questions.source, 'CONTENT'), eq(questions.revision, 1));

/** What loading content/ does to the bank (decision 0017): the seed's queries. */
function contentQueries(db: Db) {
  return {
    /** The 72 topics of the domain's taxonomy, with their current names and order. */
    async upsertTopics(): Promise<void> {
      await db
        .insert(topics)
        .values(
          TOPICS.map((topic, position) => ({
            code: topic.code,
            category: topic.competency,
            label: topic.label,
            position,
          })),
        )
        .onConflictDoUpdate({
          target: topics.code,
          set: {
            label: sql`excluded.label`,
            category: sql`excluded.category`,
            position: sql`excluded.position`,
          },
        });
    },

    /**
     * Slugs an administrator's rewrite left to a redirect, held by no question any more: the content
     * question with that stem is the edited one, not a new question.
     */
    async rewrittenSlugs(): Promise<Set<string>> {
      const rows = await db
        .select({ slug: questionSlugRedirects.slug })
        .from(questionSlugRedirects)
        .leftJoin(questions, eq(questions.slug, questionSlugRedirects.slug))
        .where(isNull(questions.id));
      return new Set(rows.map((row) => row.slug));
    },

    /**
     * New slugs are inserted; content corrections that keep the stem (alternatives, key,
     * explanation, sources, level) reach questions no administrator has edited. Answers how many
     * were new.
     */
    async upsertContent(rows: ContentQuestion[]): Promise<number> {
      const written = await db
        .insert(questions)
        .values(rows.map((row) => ({ ...row, source: 'CONTENT' as const })))
        .onConflictDoUpdate({
          target: questions.slug,
          set: {
            topic: sql`excluded.topic`,
            category: sql`excluded.category`,
            alternatives: sql`excluded.alternatives`,
            correctAlternative: sql`excluded.correct_alternative`,
            explanation: sql`excluded.explanation`,
            sources: sql`excluded.sources`,
            level: sql`excluded.level`,
            // Answers given to other alternatives or another key no longer say anything about these.
            scoredSince: sql`case when ${questions.alternatives} is distinct from excluded.alternatives
              or ${questions.correctAlternative} <> excluded.correct_alternative
              then now() else ${questions.scoredSince} end`,
          },
          setWhere: untouched,
        })
        .returning({ inserted: sql<boolean>`xmax = 0` });
      return written.filter((row) => row.inserted).length;
    },

    /** Every redirect to `fromId` leads to `toId` now. */
    async moveRedirects(fromId: number, toId: number): Promise<void> {
      await db
        .update(questionSlugRedirects)
        .set({ questionId: toId })
        .where(eq(questionSlugRedirects.questionId, fromId));
    },

    /** `toId` takes `fromId`'s place in the public set (decision 0031), unless it has one of its own. */
    async carryPublicSince(fromId: number, toId: number): Promise<void> {
      await db
        .update(questions)
        .set({ publicSince: sql`(select q.public_since from ${questions} q where q.id = ${fromId})` })
        .where(and(eq(questions.id, toId), isNull(questions.publicSince)));
    },

    /** Each slug answers with its question; a redirect that already leads there is left as it is. */
    async upsertRedirects(redirects: { slug: string; questionId: number }[]): Promise<void> {
      if (redirects.length === 0) return;
      await db
        .insert(questionSlugRedirects)
        .values(redirects)
        .onConflictDoUpdate({
          target: questionSlugRedirects.slug,
          set: { questionId: sql`excluded.question_id` },
          setWhere: sql`${questionSlugRedirects.questionId} is distinct from excluded.question_id`,
        });
    },

    /**
     * Archives the untouched content questions no longer in content/ and brings back those put
     * back in it; answers how many were archived.
     */
    async syncContentStatus(slugs: string[]): Promise<number> {
      const retired = await db
        .update(questions)
        .set({ status: 'ARCHIVED' })
        .where(and(untouched, eq(questions.status, 'ACTIVE'), notInArray(questions.slug, slugs)))
        .returning({ id: questions.id });
      await db
        .update(questions)
        .set({ status: 'ACTIVE' })
        .where(and(untouched, eq(questions.status, 'ARCHIVED'), inArray(questions.slug, slugs)));
      return retired.length;
    },
  };
}

export function createQuestionBankRepository(db: Db) {
  return {
    ...contentQueries(db),
    ...transactional(db, questionQueries),

    /** Whether the first public set was chosen already. */
    async publicSetChosen(): Promise<boolean> {
      const [row] = await db.select({ id: publicSetChoices.id }).from(publicSetChoices);
      return row !== undefined;
    },

    /** One page of the filtered list at `now`, and how many questions match in all (in the same pass). */
    async list(
      filter: QuestionFilter,
      sort: QuestionSort,
      page: { offset: number; limit: number },
      now: Date,
    ): Promise<{ rows: ListedQuestion[]; total: number }> {
      const reports = openReports(db);
      const matching = () =>
        db
          .select({
            question: questions,
            stats: questionStats,
            openReports: reports.open,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(questions)
          .leftJoin(questionStats, eq(questionStats.questionId, questions.id))
          .leftJoin(reports, eq(reports.questionId, questions.id))
          .where(filterConditions(filter, reports, now));
      const rows = await matching()
        .orderBy(...ORDER[sort](reports))
        .limit(page.limit)
        .offset(page.offset);
      // A page past the end has no row to carry the total.
      const total = rows[0]?.total ?? (page.offset > 0 ? ((await matching().limit(1))[0]?.total ?? 0) : 0);
      return {
        rows: rows.map(({ total: _total, ...row }) => ({
          ...row,
          openReports: Number(row.openReports ?? 0),
        })),
        total,
      };
    },

    /** ACTIVE questions per competency and level. */
    levelCounts(): Promise<{ category: string; level: QuestionLevel; count: number }[]> {
      return db
        .select({
          category: questions.category,
          level: questions.level,
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(questions)
        .where(eq(questions.status, 'ACTIVE'))
        .groupBy(questions.category, questions.level);
    },

    /** Every question the filter matches at `now`, by topic and number, for an export. */
    exportRows(filter: QuestionFilter, now: Date): Promise<QuestionRow[]> {
      const reports = openReports(db);
      return db
        .select({ question: questions })
        .from(questions)
        .leftJoin(questionStats, eq(questionStats.questionId, questions.id))
        .leftJoin(reports, eq(reports.questionId, questions.id))
        .where(filterConditions(filter, reports, now))
        .orderBy(asc(questions.topic), asc(questions.id))
        .then((rows) => rows.map((row) => row.question));
    },

    async findListed(id: number): Promise<ListedQuestion | undefined> {
      const reports = openReports(db);
      const [row] = await db
        .select({ question: questions, stats: questionStats, openReports: reports.open })
        .from(questions)
        .leftJoin(questionStats, eq(questionStats.questionId, questions.id))
        .leftJoin(reports, eq(reports.questionId, questions.id))
        .where(eq(questions.id, id));
      return row && { ...row, openReports: Number(row.openReports ?? 0) };
    },

    async exists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
      return row !== undefined;
    },

    /** The stems most like `text` within `SIMILAR_MAX_DISTANCE`, nearest first, any status. */
    similar(text: string, options: { excludeId?: number; limit?: number } = {}): Promise<SimilarRow[]> {
      return withinDistance(db, SIMILAR_MAX_DISTANCE, (tx) =>
        queryRows<SimilarRow>(
          tx,
          sql`select id, category, topic, question, status, slug,
                     similarity(question, ${text})::float as similarity
              from ${questions}
              where question % ${text} ${options.excludeId ? sql`and id <> ${options.excludeId}` : sql``}
              order by similarity desc, id
              limit ${options.limit ?? SIMILAR_LIMIT}`,
        ),
      );
    },

    /** For each of `stems` (by index), the bank's stems within the near-duplicate distance, in one query. */
    async nearDuplicatesOf(stems: string[]): Promise<Map<number, SimilarRow[]>> {
      const found = new Map<number, SimilarRow[]>();
      if (stems.length === 0) return found;
      const rows = await withinDistance(db, NEAR_DUPLICATE_DISTANCE, (tx) =>
        queryRows<SimilarRow & { index: number }>(
          tx,
          sql`select (s.i - 1)::int as index, q.id, q.category, q.topic, q.question, q.status, q.slug,
                     similarity(q.question, s.stem)::float as similarity
              from unnest(${sql.param(stems)}::text[]) with ordinality as s (stem, i)
              join ${questions} q on q.question % s.stem
              order by s.i, similarity desc, q.id`,
        ),
      );
      for (const { index, ...row } of rows) found.set(index, [...(found.get(index) ?? []), row]);
      return found;
    },

    /** The ids of the questions holding these slugs. */
    async idsBySlug(slugs: string[]): Promise<Map<string, number>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ id: questions.id, slug: questions.slug })
        .from(questions)
        .where(inArray(questions.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    async versions(questionId: number): Promise<VersionRow[]> {
      return db
        .select()
        .from(questionVersions)
        .where(eq(questionVersions.questionId, questionId))
        .orderBy(desc(questionVersions.revision));
    },

    /**
     * Runs `work` on the statistics, in one transaction, once no other instance or request is
     * computing them (a lock taken in the database). `finishedMeanwhile` is the run another
     * computation recorded while this one waited for its turn: its result is as fresh as this one's
     * would be.
     */
    async statisticsInTurn<T>(
      work: (
        queries: StatisticsQueries,
        finishedMeanwhile: StatsRunRow | undefined,
        tx: Transaction,
      ) => Promise<T>,
    ): Promise<T> {
      return inTransaction(db, async (tx) => {
        const queries = statisticsQueries(tx);
        const before = await queries.lastStatisticsRun();
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('question_stats'))`);
        const after = await queries.lastStatisticsRun();
        return work(queries, after && after.id !== before?.id ? after : undefined, tx);
      });
    },

    ...statisticsQueries(db),
  };
}

/** Item statistics: the analysis over finished exams, and its stored result. */
function statisticsQueries(db: Db) {
  return {
    analyseItems(minPresented: number): Promise<AnalysedItem[]> {
      return queryRows<AnalysedItem>(db, itemAnalysis(minPresented));
    },

    async finishedExams(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from exams where finished_at is not null`,
      );
      return row?.n ?? 0;
    },

    /** Replaces every question's statistics at once, and records the run (in the caller's transaction). */
    async storeStatistics(
      rows: (typeof questionStats.$inferInsert)[],
      run: { computedAt: Date; examsCounted: number },
    ): Promise<void> {
      await db.delete(questionStats);
      for (let i = 0; i < rows.length; i += 500) {
        await db.insert(questionStats).values(rows.slice(i, i + 500));
      }
      await db.insert(questionStatsRuns).values(run);
    },

    /** Questions the last computation flagged. */
    async flaggedQuestions(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(questionStats)
        .where(sql`cardinality(${questionStats.flags}) > 0`);
      return row?.n ?? 0;
    },

    async lastStatisticsRun(): Promise<StatsRunRow | undefined> {
      const [row] = await db.select().from(questionStatsRuns).orderBy(desc(questionStatsRuns.id)).limit(1);
      return row;
    },
  };
}

type StatisticsQueries = ReturnType<typeof statisticsQueries>;

export type QuestionBankRepository = ReturnType<typeof createQuestionBankRepository>;
