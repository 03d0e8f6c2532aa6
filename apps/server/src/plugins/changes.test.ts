import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../db/schema/questions';
import { createTestApp, login, onPostgres, openInstance, TEST_ADMIN, type TestApp } from '../test/test-app';

// A stand-in for apps/web's build whose question page reads the public API, as the real one does.
function writeDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'oece-dist-'));
  mkdirSync(path.join(dist, 'client'), { recursive: true });
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'client', 'index.html'),
    '<html><head><!--app-head--></head><body><!--app-html--><!--app-data--></body></html>',
  );
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `const meta = { title: 'Pregunta', description: '', ogType: 'article', structuredData: null, canonical: null };
async function render(request, settings, apiFetch) {
  const slug = new URL(request.url).pathname.slice('/pregunta/'.length);
  const { status, body } = await apiFetch('/questions/slug/' + slug);
  await globalThis.renderGate?.();
  const html = status === 200 ? '<h1>' + body.question + '</h1>' : '<h1>No encontrada</h1>';
  return { kind: 'page', status, html, styles: '', meta, hydrationData: null };
}
export const pageRenderer = {
  HYDRATION_DATA_ID: 'router-data',
  pageRoute: (pathname) => ({ key: pathname, searchParams: false }),
  sitemapPaths: () => [],
  render,
};
`,
  );
  return dist;
}

/** Holds a render of the stand-in build between reading its data and returning its page. */
const renders = globalThis as { renderGate?: () => Promise<void> };

const dist = writeDist();
let t: TestApp;
let admin: string;
let question: { id: number; slug: string; question: string };

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: dist });
  admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A question of the public set that is still ACTIVE (each test archives one). */
async function activeQuestion() {
  const [row] = await t.db
    .select({ id: questions.id, slug: questions.slug, question: questions.question })
    .from(questions)
    .where(
      and(
        eq(questions.status, 'ACTIVE'),
        eq(questions.category, 'FASE_DE_SELECCION'),
        isNotNull(questions.publicSince),
      ),
    )
    .orderBy(questions.id)
    .limit(1);
  return row!;
}

const page = async (instance: TestApp, slug: string) => {
  const res = await instance.app.inject({ url: `/pregunta/${slug}` });
  return { status: res.statusCode, body: res.body };
};

function setStatus(instance: TestApp, status: 'ACTIVE' | 'ARCHIVED') {
  return instance.app.inject({
    method: 'PATCH',
    url: `/api/questions/${question.id}`,
    headers: { authorization: admin },
    payload: { status },
  });
}

/** Within 2 s of the change, the page `instance` serves says what `expected` says. */
async function expectPageWithin2s(instance: TestApp, expected: { status: number; text: string }) {
  await expect
    .poll(async () => page(instance, question.slug), { timeout: 2_000, interval: 50 })
    .toMatchObject({ status: expected.status, body: expect.stringContaining(expected.text) });
}

describe('an administrator’s change reaches the rendered pages', () => {
  it('on the instance that made it, within 2 s rather than the pages’ 60 s', async () => {
    question = await activeQuestion();
    expect(await page(t, question.slug)).toMatchObject({ status: 200 });
    // Served from the page cache now: the same render.
    expect((await page(t, question.slug)).body).toContain(question.question);
    expect((await setStatus(t, 'ARCHIVED')).statusCode).toBe(200);
    await expectPageWithin2s(t, { status: 404, text: 'No encontrada' });
  });

  it('even when a page being rendered read the data before the change', async () => {
    question = await activeQuestion();
    let fetched!: () => void;
    const dataRead = new Promise<void>((resolve) => (fetched = resolve));
    let release!: () => void;
    renders.renderGate = () => {
      fetched();
      return new Promise((resolve) => (release = resolve));
    };
    const inFlight = page(t, question.slug);
    await dataRead;
    renders.renderGate = undefined;
    let noticed = false;
    t.app.changes.subscribe(() => (noticed = true));
    expect((await setStatus(t, 'ARCHIVED')).statusCode).toBe(200);
    await expect.poll(() => noticed).toBe(true);
    release();
    // Served as it was read, but not kept for the next visitor.
    expect(await inFlight).toMatchObject({ status: 200 });
    expect(await page(t, question.slug)).toMatchObject({ status: 404 });
  });

  it.runIf(onPostgres)('on every other instance of the database, within 2 s', async () => {
    const other = await openInstance(t, { WEB_DIST_DIR: dist });
    try {
      question = await activeQuestion();
      expect(await page(other, question.slug)).toMatchObject({ status: 200 });
      expect((await setStatus(t, 'ARCHIVED')).statusCode).toBe(200);
      await expectPageWithin2s(other, { status: 404, text: 'No encontrada' });

      // The listening connections drop (a database restart, a failover): each instance opens its
      // own again and reads every page afresh, whatever it missed meanwhile.
      const killer = new pg.Client({ connectionString: (t.config.database as { url: string }).url });
      await killer.connect();
      try {
        const { rows } = await killer.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where application_name = 'oece-changes' and datname = current_database()`,
        );
        expect(rows).toHaveLength(2);
      } finally {
        await killer.end();
      }
      expect((await setStatus(t, 'ACTIVE')).statusCode).toBe(200);
      await expect
        .poll(async () => page(other, question.slug), { timeout: 10_000, interval: 100 })
        .toMatchObject({ status: 200, body: expect.stringContaining(question.question) });
      // Listening again: the next change arrives within 2 s as before.
      expect((await setStatus(t, 'ARCHIVED')).statusCode).toBe(200);
      await expectPageWithin2s(other, { status: 404, text: 'No encontrada' });
    } finally {
      await other.close();
    }
  });
});
