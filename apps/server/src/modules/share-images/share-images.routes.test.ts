import {
  COMPETENCY_LABELS,
  findTopic,
  formatLongDay,
  topicSlug,
  topicsOf,
  type Competency,
} from '@oece/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type * as Satori from 'satori';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { questions } from '../../db/schema/questions';
import { createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';

// Every element tree the app hands to satori, so that a test reads the text a picture was drawn from.
const drawn = vi.hoisted(() => [] as unknown[]);
vi.mock('satori', async (importOriginal) => {
  const satori = (await importOriginal<typeof Satori>()).default;
  return {
    default: (tree: Parameters<typeof satori>[0], options: Parameters<typeof satori>[1]) => {
      drawn.push(tree);
      return satori(tree, options);
    },
  };
});

let t: TestApp;
let adminToken: string;

// aula.localhost serves the second brand, which has no public pages and so no pictures of them.
beforeAll(async () => {
  t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt' });
  adminToken = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
});
afterAll(() => t.close());

const NOT_FOUND = { success: false, code: 'NOT_FOUND', message: 'No se encontró la imagen.' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A 200 answer that is a PNG of 1200×630 (its IHDR chunk says so), kept a day by caches. */
function expectSharePicture(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  const png = res.rawPayload;
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
}

/** Every text of an element tree, in order. */
function textsOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  if (node && typeof node === 'object' && 'props' in node) {
    return textsOf((node as { props: { children?: unknown } }).props.children);
  }
  return [];
}

/** The text of the picture drawn last. */
const lastDrawnText = () => textsOf(drawn.at(-1)).join(' | ');

/** A stem's first words as the picture writes them (on one line). */
const stemStart = (stem: string) => stem.replace(/\s+/g, ' ').slice(0, 50);

async function activeQuestions() {
  return t.db.select().from(questions).where(eq(questions.status, 'ACTIVE')).orderBy(asc(questions.id));
}

async function setPublicSince(id: number, publicSince: Date | null) {
  await t.db.update(questions).set({ publicSince }).where(eq(questions.id, id));
}

const secondsAgo = (seconds: number) => new Date(t.clock.now().getTime() - seconds * 1000);

describe("a question's picture", () => {
  it('is a 1200×630 PNG of a published question: brand, stem, topic and competency, none of its alternatives', async () => {
    // One whose alternatives do not appear in its stem, so that finding none in the picture means something.
    const question = (await activeQuestions()).find(
      (row) => !row.alternatives.some((alternative) => row.question.includes(alternative)),
    )!;
    await setPublicSince(question.id, secondsAgo(60));
    const res = await get(`/og/pregunta/${question.slug}.png`);
    expectSharePicture(res);
    const text = lastDrawnText();
    const topic = findTopic(question.topic)!;
    expect(text).toContain('Simulador OECE');
    expect(text).toContain(stemStart(question.question));
    expect(text).toContain(`${topic.code} · ${topic.label.slice(0, 30)}`);
    expect(text).toContain(COMPETENCY_LABELS[question.category as Competency]);
    for (const alternative of question.alternatives) expect(text).not.toContain(alternative);
  });

  it('shortens a long stem to fit, after a whole word and with an ellipsis', async () => {
    const question = (await activeQuestions()).find((row) => row.question.length > 400)!;
    await setPublicSince(question.id, secondsAgo(60));
    expectSharePicture(await get(`/og/pregunta/${question.slug}.png`));
    const stem = textsOf(drawn.at(-1)).find((text) => text.startsWith(stemStart(question.question)))!;
    expect(stem.length).toBeLessThanOrEqual(230);
    expect(stem).toMatch(/[^\s,;:.]…$/);
    expect(question.question.replace(/\s+/g, ' ')).toContain(`${stem.slice(0, -1)} `);
  });

  it('answers 404 for a question outside the public set, one yet to come, an archived one, and any other address', async () => {
    const [outside, upcoming, archived] = await t.db
      .select()
      .from(questions)
      .where(and(eq(questions.status, 'ACTIVE'), isNull(questions.publicSince)))
      .orderBy(asc(questions.id))
      .limit(3);
    await setPublicSince(upcoming!.id, new Date(t.clock.now().getTime() + 60_000));
    await setPublicSince(archived!.id, secondsAgo(60));
    await t.db.update(questions).set({ status: 'ARCHIVED' }).where(eq(questions.id, archived!.id));
    try {
      for (const slug of [outside!.slug, upcoming!.slug, archived!.slug, 'no-existe-abc123', 'Mal_Formada']) {
        const res = await get(`/og/pregunta/${slug}.png`);
        expect(res.statusCode, slug).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
      // Its time come, the question yet to come has its picture.
      t.clock.advance(60_000);
      expectSharePicture(await get(`/og/pregunta/${upcoming!.slug}.png`));
    } finally {
      await t.db.update(questions).set({ status: 'ACTIVE' }).where(eq(questions.id, archived!.id));
    }
  });

  it('is drawn once while the question is unchanged (the same bytes, 304 for its ETag), and anew once it is edited', async () => {
    const [question] = await activeQuestions();
    await setPublicSince(question!.id, secondsAgo(60));
    const url = `/og/pregunta/${question!.slug}.png`;
    const first = await get(url);
    expectSharePicture(first);
    const draws = drawn.length;
    const again = await get(url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(drawn.length).toBe(draws);
    const revalidated = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    // Another topic of the same competency: the slug stays, the picture must not.
    const topic = topicsOf(question!.category as Competency).find((other) => other.code !== question!.topic)!;
    t.clock.advance(1000);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/questions/${question!.id}`,
      headers: { authorization: adminToken },
      payload: { topic: topic.code },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await get(url);
    expectSharePicture(edited);
    expect(edited.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    expect(lastDrawnText()).toContain(`${topic.code} · `);
  });

  it('answers 404 on the brand without public content', async () => {
    const [question] = await activeQuestions();
    await setPublicSince(question!.id, secondsAgo(60));
    const res = await get(`/og/pregunta/${question!.slug}.png`, { host: 'aula.localhost' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe("a topic's picture", () => {
  const topic = findTopic('1.4.3')!;
  const url = `/og/tema/${topicSlug(topic)}.png`;

  async function activeOnTopic(): Promise<number> {
    const [row] = await t.db
      .select({ n: count() })
      .from(questions)
      .where(and(eq(questions.topic, topic.code), eq(questions.status, 'ACTIVE')));
    return row!.n;
  }

  it('shows the brand, the topic, its competency and how many questions the bank has on it, drawn anew when that changes', async () => {
    expectSharePicture(await get(url));
    const questionsOnTopic = await activeOnTopic();
    expect(questionsOnTopic).toBeGreaterThan(1);
    let text = lastDrawnText();
    expect(text).toContain('Simulador OECE');
    expect(text).toContain(`Tema ${topic.code}`);
    expect(text).toContain(topic.label);
    expect(text).toContain(COMPETENCY_LABELS[topic.competency]);
    expect(text).toContain(`${questionsOnTopic} preguntas en el banco`);

    const [one] = await t.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.topic, topic.code), eq(questions.status, 'ACTIVE')))
      .limit(1);
    await t.db.update(questions).set({ status: 'ARCHIVED' }).where(eq(questions.id, one!.id));
    try {
      expectSharePicture(await get(url));
      text = lastDrawnText();
      expect(text).toContain(`${questionsOnTopic - 1} preguntas en el banco`);
    } finally {
      await t.db.update(questions).set({ status: 'ACTIVE' }).where(eq(questions.id, one!.id));
    }
  });

  it('answers 404 for a topic that does not exist, a malformed address and on the second brand', async () => {
    for (const slug of ['9.9.9-no-existe', 'fraccionamiento', '1.4']) {
      const res = await get(`/og/tema/${slug}.png`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await get(url, { host: 'aula.localhost' })).statusCode).toBe(404);
  });
});

describe("the question of the day's picture", () => {
  /** Lima midnight is 05:00 UTC. */
  const limaNoon = (day: string) => new Date(`${day}T17:00:00Z`);

  it("draws the day's question as its page would, and shows the date and the stem, never the alternatives", async () => {
    const day = '2027-03-10';
    t.clock.set(limaNoon(day));
    // The picture is asked for before anyone opened the page that day.
    const res = await get(`/og/pregunta-del-dia/${day}.png`);
    expectSharePicture(res);
    const text = lastDrawnText();
    const page = await get('/api/questions/daily-question');
    const { question } = page.json();
    expect(question.day).toBe(day);
    expect(text).toContain('Pregunta del día');
    expect(text).toContain(formatLongDay(day).slice(1));
    expect(text).toContain(stemStart(question.question));
    for (const alternative of question.alternatives as string[]) {
      if (!question.question.includes(alternative)) expect(text).not.toContain(alternative);
    }
  });

  it("keeps an earlier day's picture, and has none for a day to come, a day without a question or a date that does not exist", async () => {
    const day = '2027-03-11';
    t.clock.set(limaNoon(day));
    const { question } = (await get('/api/questions/daily-question')).json();
    t.clock.set(limaNoon('2027-03-12'));
    expectSharePicture(await get(`/og/pregunta-del-dia/${day}.png`));
    expect(lastDrawnText()).toContain(stemStart(question.question));

    for (const missing of ['2027-03-13', '2020-01-01', '2027-02-30', '0000-02-29', 'hoy', '2027-3-12']) {
      const res = await get(`/og/pregunta-del-dia/${missing}.png`);
      expect(res.statusCode, missing).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    expect((await get(`/og/pregunta-del-dia/${day}.png`, { host: 'aula.localhost' })).statusCode).toBe(404);
  });
});
