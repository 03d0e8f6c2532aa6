import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TOPICS } from '@oece/domain';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { loadQuestionBank, type BankQuestion } from '../content/question-file';
import { hashPassword } from '../modules/auth/password';
import { parseJsonSchedule } from '../modules/schedule/schedule-file';
import { createScheduleRepository } from '../modules/schedule/schedule.repository';
import { keepSchedule } from '../modules/schedule/schedule.service';
import type { Db } from './client';
import { questions, questionSlugRedirects, topics } from './schema/questions';
import { users } from './schema/users';

export interface SeedReport {
  questionsAdded: number;
  /** Content questions no longer in content/ (a stem was rewritten or a question dropped). */
  questionsRetired: number;
  adminCreated: boolean;
  /** Only when the password was generated: shown once to the operator, never logged. */
  generatedAdminPassword?: string;
}

/**
 * Idempotent: a second run adds nothing and changes nothing an administrator edited.
 * Questions are keyed by the slug of their stem, so a rewritten stem in content/ is a new
 * question: the old one is archived (exams already drawn keep their frozen copy), unless an
 * administrator has edited it since it was loaded.
 */
export async function seedDatabase(
  db: Db,
  config: Pick<Config, 'contentDir' | 'admin'>,
): Promise<SeedReport> {
  const bank = await loadQuestionBank(config.contentDir);

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
      set: { label: sql`excluded.label`, category: sql`excluded.category`, position: sql`excluded.position` },
    });

  // Loaded from content/ and never changed by an administrator (any change, status included,
  // raises the revision).
  const untouched = and(eq(questions.source, 'CONTENT'), eq(questions.revision, 1));
  // A stem an administrator rewrote left its slug to a redirect, held by no question any more: that
  // content question is the edited one, not a new question.
  const rewritten = new Set(
    (
      await db
        .select({ slug: questionSlugRedirects.slug })
        .from(questionSlugRedirects)
        .leftJoin(questions, eq(questions.slug, questionSlugRedirects.slug))
        .where(isNull(questions.id))
    ).map((row) => row.slug),
  );
  const loadable = bank.filter((question) => !rewritten.has(question.slug));
  let questionsAdded = 0;
  const BATCH = 200;
  for (let i = 0; i < loadable.length; i += BATCH) {
    const rows = loadable.slice(i, i + BATCH).map((question) => ({
      category: question.category,
      topic: question.topic,
      question: question.question,
      alternatives: question.alternatives,
      correctAlternative: question.correctAlternative,
      explanation: question.explanation ?? null,
      sources: question.sources,
      level: question.level,
      slug: question.slug,
      source: 'CONTENT' as const,
    }));
    // New slugs are inserted; content corrections that keep the stem (alternatives, key,
    // explanation, sources, level) reach questions no administrator has edited.
    const written = await db
      .insert(questions)
      .values(rows)
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
    const inserted = written.filter((row) => row.inserted);
    questionsAdded += inserted.length;
  }

  await recordPreviousSlugs(db, bank);

  const slugs = bank.map((question) => question.slug);
  const retired = await db
    .update(questions)
    .set({ status: 'ARCHIVED' })
    .where(and(untouched, eq(questions.status, 'ACTIVE'), notInArray(questions.slug, slugs)))
    .returning({ id: questions.id });
  // A question put back in content/ comes back, unless an administrator changed it meanwhile.
  await db
    .update(questions)
    .set({ status: 'ACTIVE' })
    .where(and(untouched, eq(questions.status, 'ARCHIVED'), inArray(questions.slug, slugs)));
  const questionsRetired = retired.length;

  await seedSchedule(db, config.contentDir);

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, config.admin.username));
  if (existing) return { questionsAdded, questionsRetired, adminCreated: false };
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  // Two processes seeding one fresh database: only the one whose insert wins reports a password.
  const created = await db
    .insert(users)
    .values({ username: config.admin.username, passwordHash: await hashPassword(password), roles: ['ADMIN'] })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  const adminCreated = created.length > 0;
  return {
    questionsAdded,
    questionsRetired,
    adminCreated,
    ...(adminCreated && !config.admin.password ? { generatedAdminPassword: password } : {}),
  };
}

/**
 * The earlier slugs of rewritten stems (`previousSlugs` in content/) answer with the question that
 * holds the stem now. Addresses that led to an earlier version follow it too, so a stem rewritten
 * twice still answers its first address.
 */
async function recordPreviousSlugs(db: Db, bank: BankQuestion[]): Promise<void> {
  const renames = bank.flatMap((question) =>
    (question.previousSlugs ?? []).map((previous) => ({ previous, current: question.slug })),
  );
  if (renames.length === 0) return;
  const owners = await db
    .select({ id: questions.id, slug: questions.slug })
    .from(questions)
    .where(
      inArray(questions.slug, [...new Set(renames.flatMap((rename) => [rename.previous, rename.current]))]),
    );
  const idOf = new Map(owners.map((owner) => [owner.slug, owner.id]));
  // A question whose current stem is not stored was rewritten by an administrator (loadable above
  // left it out): its addresses follow the administrator's version already.
  const redirects = renames.flatMap(({ previous, current }) => {
    const newId = idOf.get(current);
    return newId === undefined ? [] : [{ previous, oldId: idOf.get(previous), newId }];
  });
  if (redirects.length === 0) return;
  for (const { oldId, newId } of redirects) {
    if (oldId === undefined) continue;
    await db
      .update(questionSlugRedirects)
      .set({ questionId: newId })
      .where(eq(questionSlugRedirects.questionId, oldId));
  }
  await db
    .insert(questionSlugRedirects)
    .values(redirects.map(({ previous, newId }) => ({ slug: previous, questionId: newId })))
    .onConflictDoUpdate({
      target: questionSlugRedirects.slug,
      set: { questionId: sql`excluded.question_id` },
      // A restart rewrites no redirect that already leads to the right question.
      setWhere: sql`${questionSlugRedirects.questionId} is distinct from excluded.question_id`,
    });
}

/** The exam schedule shipped in content/schedule/, on a database that has none yet. */
async function seedSchedule(db: Db, contentDir: string): Promise<void> {
  const schedule = createScheduleRepository(db);
  if (await schedule.latestSnapshot()) return;
  const file = path.join(contentDir, 'schedule', 'snapshot.json');
  try {
    const data = parseJsonSchedule(await readFile(file, 'utf8'));
    await keepSchedule(schedule, 'SEED', new Date(), data, () => new Date());
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
