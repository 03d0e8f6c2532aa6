import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { ContentError } from './content/question-file';
import { questionSlug } from './content/question-slug';
import { createTestApp, type TestApp } from './test/test-app';
import { questions, questionSlugRedirects } from './db/schema/questions';
import { seedDatabase } from './seed';

let t: TestApp;
let contentDir: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  contentDir = mkdtempSync(path.join(os.tmpdir(), 'oece-content-'));
  cpSync(t.config.contentDir, contentDir, { recursive: true });
});
afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

interface ContentQuestion {
  question: string;
  previousSlugs?: string[];
}

/** Edits one question of a topic file in the temporary content folder. */
function editQuestion(topic: string, index: number, edit: (question: ContentQuestion) => void) {
  const file = path.join(contentDir, 'questions', `${topic}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  edit(data.questions[index]);
  writeFileSync(file, JSON.stringify(data));
}

function stemOf(topic: string, index: number): string {
  const file = path.join(contentDir, 'questions', `${topic}.json`);
  return JSON.parse(readFileSync(file, 'utf8')).questions[index].question;
}

/** What the public question page reads for an address. */
async function questionAt(slug: string) {
  const res = await t.app.inject({ url: `/api/questions/slug/${slug}` });
  return { status: res.statusCode, slug: res.json().slug as string | undefined };
}

const seed = () => seedDatabase(t.app, contentDir);

it('answers the slug of a rewritten stem with the new version, in the public set, through every later rewrite', async () => {
  const original = stemOf('2.3.2', 0);
  const firstSlug = questionSlug(original);
  await t.db.update(questions).set({ publicSince: t.clock.now() }).where(eq(questions.slug, firstSlug));
  expect(await questionAt(firstSlug)).toEqual({ status: 200, slug: firstSlug });

  const revised = `${original} (versión revisada)`;
  editQuestion('2.3.2', 0, (question) => {
    question.question = revised;
    question.previousSlugs = [firstSlug];
  });
  expect(await seed()).toMatchObject({ questionsAdded: 1, questionsRetired: 1 });
  const secondSlug = questionSlug(revised);
  expect(await questionAt(firstSlug)).toEqual({ status: 200, slug: secondSlug });
  expect(await questionAt(secondSlug)).toEqual({ status: 200, slug: secondSlug });

  // Rewritten again, naming only the version before: the first address follows the chain.
  const final = `${original} (segunda revisión)`;
  editQuestion('2.3.2', 0, (question) => {
    question.question = final;
    question.previousSlugs = [secondSlug];
  });
  expect(await seed()).toMatchObject({ questionsAdded: 1, questionsRetired: 1 });
  const finalSlug = questionSlug(final);
  for (const slug of [firstSlug, secondSlug, finalSlug]) {
    expect(await questionAt(slug)).toEqual({ status: 200, slug: finalSlug });
  }

  // A restart changes nothing.
  const redirects = await t.db.select().from(questionSlugRedirects).orderBy(questionSlugRedirects.slug);
  expect(await seed()).toMatchObject({ questionsAdded: 0, questionsRetired: 0 });
  expect(await t.db.select().from(questionSlugRedirects).orderBy(questionSlugRedirects.slug)).toEqual(
    redirects,
  );
  // The bank's own earlier slugs are there too: these two lead to the final version.
  const finalId = redirects.find((row) => row.slug === firstSlug)?.questionId;
  expect(
    redirects
      .filter((row) => row.questionId === finalId)
      .map((row) => row.slug)
      .sort(),
  ).toEqual([firstSlug, secondSlug].sort());
});

it('refuses a malformed earlier slug, naming the file and the question', async () => {
  editQuestion('1.1.1', 0, (question) => {
    question.previousSlugs = ['No Es Un Slug'];
  });
  await expect(seed()).rejects.toThrow(ContentError);
  await expect(seed()).rejects.toThrow(
    /1\.1\.1\.json pregunta 1 .*previousSlugs\.0: slug anterior con formato/,
  );
});

it("refuses an earlier slug that is another question's current slug, or that two questions claim", async () => {
  const redirectCount = async () => (await t.db.select({ n: count() }).from(questionSlugRedirects))[0]!.n;
  const before = await redirectCount();
  const taken = questionSlug(stemOf('1.1.1', 1));
  editQuestion('1.1.1', 0, (question) => {
    question.previousSlugs = [taken];
  });
  await expect(seed()).rejects.toThrow(/da como slug anterior .* que es el slug actual/);

  editQuestion('1.1.1', 0, (question) => {
    question.previousSlugs = ['enunciado-retirado-a1b2c3'];
  });
  editQuestion('3.6.1', 0, (question) => {
    question.previousSlugs = ['enunciado-retirado-a1b2c3'];
  });
  await expect(seed()).rejects.toThrow(
    /3\.6\.1\.json: .*repite el slug anterior enunciado-retirado-a1b2c3 de 1\.1\.1\.json/,
  );
  expect(await redirectCount()).toBe(before);
});
