import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { paths, type TopicPageResponse } from '@oece/contracts';
import { COMPETENCY_SLUGS, findTopic, limaDay, topicSlug, TOPICS } from '@oece/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLegalSources } from '../../content/legal-sources';
import { loadTopicIntroductions } from '../../content/topic-introductions';
import { questions } from '../../db/schema/questions';
import { publishedAt } from '../question-bank/question-bank.views';
import { createTestApp, type TestApp } from '../../test/test-app';

const TOPIC = findTopic('1.4.3')!;
const HOUR = 3_600_000;
const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../../content');
const legalSources = loadLegalSources(CONTENT_DIR);
const introductions = loadTopicIntroductions(CONTENT_DIR, legalSources);

// A stand-in for the web build, of which only its date matters here: the release that dates the
// pages without public questions.
const RELEASED = new Date('2026-10-01T15:00:00Z');
const dist = mkdtempSync(path.join(os.tmpdir(), 'oece-dist-'));
mkdirSync(path.join(dist, 'client'));
mkdirSync(path.join(dist, 'server'));
writeFileSync(path.join(dist, 'client', 'index.html'), '<html></html>');
utimesSync(path.join(dist, 'client', 'index.html'), RELEASED, RELEASED);
writeFileSync(
  path.join(dist, 'server', 'entry-server.js'),
  'export const pageRenderer = { HYDRATION_DATA_ID: "d", pageRoute: () => ({ key: "" }), sitemapPaths: () => [], render: () => null };\n',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt', WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost') => t.app.inject({ url, headers: { host } });

/** A question as a page links to it. */
const linkTo = ({ slug, question }: { slug: string; question: string }) => ({ slug, question });

/** The bank's ACTIVE questions on a topic, by number. */
function activeQuestionsOf(code: string) {
  return t.db
    .select({ id: questions.id, slug: questions.slug, question: questions.question })
    .from(questions)
    .where(and(eq(questions.topic, code), eq(questions.status, 'ACTIVE')))
    .orderBy(asc(questions.id));
}

/**
 * The topic's questions put in and out of the public set, whatever the seed chose: the first
 * public since an hour ago, the second from an hour on, the third archived though public, the
 * rest outside the set. Undone after `run`.
 */
async function withPublicSet(
  run: (chosen: { id: number; slug: string; question: string }[]) => Promise<void>,
) {
  const saved = await t.db
    .select({
      id: questions.id,
      publicSince: questions.publicSince,
      status: questions.status,
      updatedAt: questions.updatedAt,
    })
    .from(questions)
    .where(eq(questions.topic, TOPIC.code));
  const chosen = await activeQuestionsOf(TOPIC.code);
  const now = t.clock.now().getTime();
  const set = (id: number, values: Partial<typeof questions.$inferInsert>) =>
    t.db.update(questions).set(values).where(eq(questions.id, id));
  try {
    await t.db.update(questions).set({ publicSince: null }).where(eq(questions.topic, TOPIC.code));
    await set(chosen[0]!.id, { publicSince: new Date(now - HOUR) });
    await set(chosen[1]!.id, { publicSince: new Date(now + HOUR) });
    await set(chosen[2]!.id, { publicSince: new Date(now - HOUR), status: 'ARCHIVED' });
    await run(chosen);
  } finally {
    for (const { id, ...values } of saved) await set(id, values);
  }
}

describe('GET /api/library/topics', () => {
  it('lists the three competencies with their topics in order, each with its page and counts', async () => {
    const res = await get('/api/library/topics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { competencies } = res.json();
    expect(competencies.map((c: { slug: string }) => c.slug)).toEqual([
      'actuaciones-preparatorias',
      'fase-de-seleccion',
      'fase-de-ejecucion-contractual',
    ]);
    expect(competencies.map((c: { topics: unknown[] }) => c.topics.length)).toEqual([19, 21, 32]);
    expect(competencies[1]).toMatchObject({ competency: 'FASE_DE_SELECCION', label: 'Fase de selección' });

    const now = t.clock.now();
    const counted = await t.db
      .select({
        topic: questions.topic,
        active: count(),
        published: sql<number>`(count(*) filter (where ${publishedAt(now)}))::int`,
      })
      .from(questions)
      .where(eq(questions.status, 'ACTIVE'))
      .groupBy(questions.topic);
    const listed = competencies.flatMap((c: { topics: unknown[] }) => c.topics);
    expect(listed).toEqual(
      TOPICS.map((topic) => {
        const row = counted.find((entry) => entry.topic === topic.code);
        return {
          code: topic.code,
          label: topic.label,
          slug: topicSlug(topic),
          questionCount: row?.active ?? 0,
          publicCount: row?.published ?? 0,
        };
      }),
    );
    expect(listed.every((topic: { questionCount: number }) => topic.questionCount > 0)).toBe(true);
  });

  it('counts a question in the public set only from its time on, and never an archived one', async () => {
    await withPublicSet(async () => {
      const topicOf = async () =>
        (await get('/api/library/topics'))
          .json()
          .competencies[0].topics.find((topic: { code: string }) => topic.code === TOPIC.code);
      const active = (await activeQuestionsOf(TOPIC.code)).length;
      expect(await topicOf()).toMatchObject({ questionCount: active, publicCount: 1 });
      t.clock.advance(2 * HOUR);
      try {
        expect(await topicOf()).toMatchObject({ questionCount: active, publicCount: 2 });
      } finally {
        t.clock.advance(-2 * HOUR);
      }
    });
  });
});

describe('GET /api/library/topics/{code}', () => {
  it("answers the topic's page: its competency, introduction, articles and the public set's questions on it", async () => {
    await withPublicSet(async (chosen) => {
      const res = await get(`/api/library/topics/${TOPIC.code}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const page: TopicPageResponse = res.json();
      expect(page).toEqual({
        code: '1.4.3',
        label: TOPIC.label,
        slug: '1.4.3-fraccionamiento-y-agrupamiento-de-prestaciones-paquete-items',
        competency: {
          competency: 'ACTUACIONES_PREPARATORIAS',
          label: 'Actuaciones preparatorias',
          slug: 'actuaciones-preparatorias',
        },
        ...introductions.topic(TOPIC),
        questions: [linkTo(chosen[0]!)],
        // The archived one is no longer in the bank's count.
        questionCount: chosen.length - 1,
        publicCount: 1,
      });
    });
  });

  it('lists a question as soon as its time in the public set comes, by number', async () => {
    await withPublicSet(async ([first, second]) => {
      t.clock.advance(2 * HOUR);
      try {
        const page: TopicPageResponse = (await get(`/api/library/topics/${TOPIC.code}`)).json();
        expect(page.questions).toEqual([linkTo(first!), linkTo(second!)]);
      } finally {
        t.clock.advance(-2 * HOUR);
      }
    });
  });

  it('gives every article the page rests on with its heading and the address of its page', async () => {
    const page: TopicPageResponse = (await get(`/api/library/topics/${TOPIC.code}`)).json();
    expect(page.articles.length).toBeGreaterThanOrEqual(2);
    for (const article of page.articles) {
      const { title } = legalSources.article(article.text, article.article)!;
      const text = article.text === 'ley' ? 'de la Ley N° 32069' : 'del Reglamento de la Ley N° 32069';
      // 'Artículo 50. Supuestos de fraccionamiento' → 'Artículo 50 de la Ley N° 32069: Supuestos de fraccionamiento'.
      expect(title).toContain(article.label.split(': ')[1]!);
      expect(article.label).toMatch(new RegExp(`^Artículo ${article.article} ${text}: \\S`));
      expect(article.path).toBe(paths.lawArticle(article.text, article.article));
    }
    const links = page.introduction.flat().filter((piece) => piece.href);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.href).toMatch(/^\/(ley-32069|reglamento-ley-32069)\/articulo\/\d+/);
  });

  it('answers 404 for a code the taxonomy lacks, and 400 for what is not a code', async () => {
    const unknown = await get('/api/library/topics/2.6.1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No existe el tema 2.6.1.' });
    const malformed = await get('/api/library/topics/fraccionamiento');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Código de tema no válido');
  });
});

describe('GET /api/library/competencies/{slug}', () => {
  it('answers the competency with its introduction and its topics with their counts', async () => {
    const res = await get('/api/library/competencies/fase-de-seleccion');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      competency: 'FASE_DE_SELECCION',
      label: 'Fase de selección',
      slug: 'fase-de-seleccion',
      ...introductions.competency('FASE_DE_SELECCION'),
    });
    const index = (await get('/api/library/topics')).json();
    expect(page.topics).toEqual(index.competencies[1].topics);
  });

  it('answers 404 for an unknown competency, and 400 for a malformed address', async () => {
    const unknown = await get('/api/library/competencies/fase-de-licitacion');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No existe esa competencia.' });
    expect((await get('/api/library/competencies/Fase_de_Seleccion')).statusCode).toBe(400);
  });
});

describe('the library on the second brand', () => {
  it('does not exist: every route answers 404, even before checking the address', async () => {
    for (const url of [
      '/api/library/topics',
      '/api/library/topics/1.4.3',
      '/api/library/topics/no-valido',
      `/api/library/competencies/${COMPETENCY_SLUGS.FASE_DE_SELECCION}`,
    ]) {
      const res = await get(url, 'aula.localhost');
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('the sitemap of the topic pages', () => {
  /** The part's addresses and dates, by path. */
  async function sitemapTemas(): Promise<Map<string, string>> {
    const res = await get('/sitemap-temas.xml');
    expect(res.statusCode).toBe(200);
    return new Map(
      [...res.body.matchAll(/<url><loc>http:\/\/localhost(.*?)<\/loc><lastmod>(.*?)<\/lastmod><\/url>/g)].map(
        ([, loc, lastmod]) => [loc!, lastmod!],
      ),
    );
  }

  it('is a part of the index that lists the index, the 3 competencies and the 72 topics', async () => {
    expect((await get('/sitemap.xml')).body).toContain('<loc>http://localhost/sitemap-temas.xml</loc>');
    const listed = await sitemapTemas();
    expect([...listed.keys()]).toEqual([
      '/temas',
      ...(
        ['ACTUACIONES_PREPARATORIAS', 'FASE_DE_SELECCION', 'FASE_DE_EJECUCION_CONTRACTUAL'] as const
      ).flatMap((competency) => [
        paths.competency(COMPETENCY_SLUGS[competency]),
        ...TOPICS.filter((topic) => topic.competency === competency).map((topic) =>
          paths.topic(topicSlug(topic)),
        ),
      ]),
    ]);
    expect(listed.size).toBe(76);
  });

  it('dates a topic by the newest change among its public questions, publishing included, and up the tree', async () => {
    await withPublicSet(async ([published]) => {
      const edited = new Date('2031-03-10T15:00:00Z');
      await t.db.update(questions).set({ updatedAt: edited }).where(eq(questions.id, published!.id));
      const listed = await sitemapTemas();
      expect(listed.get(paths.topic(topicSlug(TOPIC)))).toBe(limaDay(edited));
      expect(listed.get(paths.competency('actuaciones-preparatorias'))).toBe(limaDay(edited));
      expect(listed.get('/temas')).toBe(limaDay(edited));

      // Published later than its last edit: the day it joined the set.
      const joined = new Date('2031-04-02T15:00:00Z');
      const before = t.clock.now();
      t.clock.set(new Date('2031-04-03T15:00:00Z'));
      try {
        await t.db.update(questions).set({ publicSince: joined }).where(eq(questions.id, published!.id));
        expect((await sitemapTemas()).get(paths.topic(topicSlug(TOPIC)))).toBe(limaDay(joined));
      } finally {
        t.clock.set(before);
      }
    });
  });

  it('dates a topic without public questions by the release of the app', async () => {
    await withPublicSet(async () => {
      await t.db.update(questions).set({ publicSince: null }).where(eq(questions.topic, TOPIC.code));
      expect((await sitemapTemas()).get(paths.topic(topicSlug(TOPIC)))).toBe(limaDay(RELEASED));
    });
  });

  it('is not served on the second brand, whose robots.txt keeps crawlers off the library', async () => {
    expect((await get('/sitemap-temas.xml', 'aula.localhost')).statusCode).toBe(404);
    const robots = (await get('/robots.txt', 'aula.localhost')).body.split('\n');
    expect(robots).toContain('Disallow: /temas');
    expect(robots).toContain('Disallow: /competencias/');
    expect((await get('/robots.txt')).body).not.toContain('/temas');
  });
});
