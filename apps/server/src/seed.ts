import type { App } from './app';

export interface SeedReport {
  questionsAdded: number;
  /** Content questions no longer in content/ (a stem was rewritten or a question dropped). */
  questionsRetired: number;
  /** Questions the first public set's rule published (only on the start that chose it, decision 0031). */
  questionsPublished: number;
  adminCreated: boolean;
  /** Only when the password was generated: shown once to the operator, never logged. */
  generatedAdminPassword?: string;
}

/**
 * Fills a new database from content/ and brings content corrections to an existing one, through the
 * modules that own each table: the question bank and its first public set, the exam schedule and
 * the first administrator. Idempotent: a second run adds nothing and changes nothing an
 * administrator edited.
 */
export async function seedDatabase(app: App, contentDir = app.config.contentDir): Promise<SeedReport> {
  const bank = await app.questionBank.loadContent(contentDir);
  // What the cheapest ballot sells stays off the free site.
  const questionsPublished = await app.questionBank.choosePublicSet(() => app.ballots.questionIdsOf('BASIC'));
  await app.schedule.loadSnapshot(contentDir);
  const admin = await app.users.ensureAdmin(app.config.admin);
  return {
    questionsAdded: bank.added,
    questionsRetired: bank.retired,
    questionsPublished,
    adminCreated: admin.created,
    ...(admin.generatedPassword ? { generatedAdminPassword: admin.generatedPassword } : {}),
  };
}
