import { LEGAL_TEXT_NAMES, legalReference } from '@oece/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../content/question-file';
import { questions } from '../../db/schema/questions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const ALT = { host: 'aula.localhost' };

describe('GET /api/legal/{text}/{article}', () => {
  it('answers an article of the Ley with its heading and numerals, for anyone', async () => {
    const res = await get('/api/legal/ley/57');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const article = res.json();
    expect(article).toMatchObject({
      text: 'ley',
      textName: LEGAL_TEXT_NAMES.ley,
      number: '57',
      title: 'Artículo 57. Cancelación',
    });
    expect(article.paragraphs).toHaveLength(2);
    expect(article.paragraphs[0]).toMatch(/^57\.1\. La entidad contratante puede cancelar/);
    expect(article.paragraphs[1]).toMatch(/^57\.2\. /);
  });

  it('leaves out the chapter headings the publisher set inside an article, and its cross-references', async () => {
    const article = (await get('/api/legal/ley/58')).json();
    expect(article.paragraphs[0]).toMatch(/^58\.1\. /);
    expect(article.paragraphs.join('\n')).not.toMatch(/CAPÍTULO|EJECUCIÓN CONTRACTUAL|CONCORDANCIAS/);
    const regulation = (await get('/api/legal/reglamento/66')).json();
    expect(regulation.textName).toBe(LEGAL_TEXT_NAMES.reglamento);
    expect(regulation.paragraphs.some((line: string) => line.startsWith('66.1.'))).toBe(true);
  });

  it('serves every article the bank cites', async () => {
    const bank = await loadQuestionBank(t.config.contentDir);
    const cited = new Set(
      bank.flatMap((question) =>
        question.sources.map((source) => {
          const reference = legalReference(source)!;
          return `${reference.text}/${reference.article}`;
        }),
      ),
    );
    const missing = [];
    for (const path of cited) {
      const res = await get(`/api/legal/${path}`);
      if (res.statusCode !== 200 || res.json().paragraphs.length === 0) missing.push(path);
    }
    expect(missing).toEqual([]);
  });

  it('gives the heading without its number, the neighbouring articles and the consolidated text it comes from', async () => {
    const article = (await get('/api/legal/ley/57')).json();
    expect(article).toMatchObject({
      epigraph: 'Cancelación',
      previous: '56',
      next: '58',
      consolidation: {
        date: '2026-01-20',
        issuer: 'Congreso de la República',
        publication: 'separata especial',
      },
    });
    const regulation = (await get('/api/legal/reglamento/169')).json();
    expect(regulation.title).toMatch(/\(\*\) RECTIFICADO POR FE DE ERRATAS$/);
    expect(regulation.epigraph).toBe('Obligatoriedad de designar a un coordinador');
    // The heading's note opens the text, which shows it as a note.
    expect(regulation.paragraphs.slice(0, 2)).toEqual([
      '(*) RECTIFICADO POR FE DE ERRATAS',
      expect.stringMatching(/^169\.1\. /),
    ]);
    expect(regulation.consolidation).toEqual({
      date: '2026-01-21',
      issuer: 'Ministerio de Economía y Finanzas',
      publication: 'separata especial',
    });
  });

  it('has no previous article before the first and no next one after the last', async () => {
    expect((await get('/api/legal/ley/1')).json()).toMatchObject({ previous: null, next: '2' });
    expect((await get('/api/legal/ley/100')).json()).toMatchObject({ previous: '99', next: null });
    expect((await get('/api/legal/reglamento/1')).json()).toMatchObject({ previous: null, next: '2' });
    expect((await get('/api/legal/reglamento/389')).json()).toMatchObject({ previous: '388', next: null });
  });

  it('ends the last article where the dispositions begin', async () => {
    const last = (await get('/api/legal/ley/100')).json();
    expect(last.paragraphs.map((line: string) => line.slice(0, 6))).toEqual(['100.1.', '100.2.', '100.3.']);
    const regulation = (await get('/api/legal/reglamento/389')).json();
    expect(regulation.paragraphs.at(-1)).toBe(
      '2. Indicar el número de recibo y fecha del pago (por derecho de tramitación).',
    );
    expect(regulation.paragraphs.join('\n')).not.toMatch(/Regímenes especiales de contratación|DEBE DECIR/);
  });

  it('is the same on the second brand, whose reviews open it too', async () => {
    const res = await get('/api/legal/ley/57', ALT);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Artículo 57. Cancelación');
  });

  it('refuses an unknown text or a malformed number with a 400, an article that does not exist with a 404', async () => {
    const unknownText = await get('/api/legal/constitucion/2');
    expect(unknownText.statusCode).toBe(400);
    expect(unknownText.json().message).toMatch(/Norma desconocida/);
    expect((await get('/api/legal/ley/57.1')).statusCode).toBe(400);
    const missing = await get('/api/legal/reglamento/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No existe el artículo 999 en el Reglamento.');
  });
});

describe('GET /api/legal/{text}', () => {
  it("lists the text's articles in order with their headings, and its consolidation", async () => {
    const res = await get('/api/legal/ley');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const text = res.json();
    expect(text).toMatchObject({
      text: 'ley',
      textName: LEGAL_TEXT_NAMES.ley,
      consolidation: { date: '2026-01-20' },
    });
    expect(text.articles).toHaveLength(100);
    expect(text.articles[0]).toEqual({ number: '1', epigraph: 'Objeto de la Ley' });
    expect(text.articles.map((article: { number: string }) => article.number)).toEqual(
      Array.from({ length: 100 }, (_, index) => String(index + 1)),
    );
    const regulation = (await get('/api/legal/reglamento')).json();
    expect(regulation.articles).toHaveLength(389);
    expect(regulation.articles[243]).toEqual({ number: '244', epigraph: 'De la entidad encargada' });
  });

  it('answers 404 on the second brand, which has no pages of the law, and 400 for an unknown text', async () => {
    expect((await get('/api/legal/ley', ALT)).statusCode).toBe(404);
    expect((await get('/api/legal/constitucion')).statusCode).toBe(400);
  });
});

describe('GET /api/legal/{text}/{article}/questions', () => {
  /** Sets the legal basis, status and publication of a few seeded questions; none other is public. */
  async function arrange(rows: { sources: string[]; publicSince: Date | null; status?: 'ARCHIVED' }[]) {
    await t.db.update(questions).set({ publicSince: null });
    const picked = await t.db
      .select({ id: questions.id, slug: questions.slug, question: questions.question })
      .from(questions)
      .where(eq(questions.status, 'ACTIVE'))
      .orderBy(questions.id)
      .limit(rows.length);
    for (const [index, row] of rows.entries()) {
      await t.db
        .update(questions)
        .set({ sources: row.sources, publicSince: row.publicSince, status: row.status ?? 'ACTIVE' })
        .where(eq(questions.id, picked[index]!.id));
    }
    return picked.map(({ slug, question }) => ({ slug, question }));
  }

  it('lists the public set citing the article, one of its numerals or literals, not 57 for 5, nor the other text', async () => {
    const now = t.clock.now();
    const past = new Date(now.getTime() - 60_000);
    const soon = new Date(now.getTime() + 60_000);
    // Neither the unpublished nor the archived question is ever listed.
    const [whole, numeral, deeper, literal, otherArticle, otherText, , later] = await arrange([
      { sources: ['Ley 32069, art. 5'], publicSince: past },
      { sources: ['Reglamento, art. 66.1', 'Ley 32069, art. 5.2'], publicSince: past },
      { sources: ['Ley 32069, art. 5.2.1'], publicSince: past },
      { sources: ['Ley 32069, art. 5, literal a), «principio»'], publicSince: past },
      { sources: ['Ley 32069, art. 57', 'Ley 32069, art. 50.1'], publicSince: past },
      { sources: ['Reglamento, art. 5'], publicSince: past },
      { sources: ['Ley 32069, art. 5'], publicSince: null },
      { sources: ['Ley 32069, art. 5.1'], publicSince: soon },
      { sources: ['Ley 32069, art. 5'], publicSince: past, status: 'ARCHIVED' },
    ]);

    const res = await get('/api/legal/ley/5/questions');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({ questions: [whole, numeral, deeper, literal] });
    expect((await get('/api/legal/ley/57/questions')).json().questions).toEqual([otherArticle]);
    expect((await get('/api/legal/reglamento/5/questions')).json().questions).toEqual([otherText]);
    expect((await get('/api/legal/ley/50/questions')).json().questions).toEqual([otherArticle]);

    // By the app's clock: the question due later joins once its time has come.
    t.clock.advance(120_000);
    expect((await get('/api/legal/ley/5/questions')).json().questions).toEqual([
      whole,
      numeral,
      deeper,
      literal,
      later,
    ]);
  });

  it('answers an empty list for an article no public question cites', async () => {
    await arrange([{ sources: ['Ley 32069, art. 5'], publicSince: null }]);
    expect((await get('/api/legal/reglamento/389/questions')).json()).toEqual({ questions: [] });
  });

  it('answers 404 for an article that does not exist, 400 for a malformed one', async () => {
    const missing = await get('/api/legal/ley/101/questions');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No existe el artículo 101 en la Ley N° 32069.');
    expect((await get('/api/legal/ley/5.1/questions')).statusCode).toBe(400);
  });

  it('answers 404 on the second brand before reading its parameters', async () => {
    await arrange([{ sources: ['Ley 32069, art. 5'], publicSince: new Date(0) }]);
    expect((await get('/api/legal/ley/5/questions', ALT)).statusCode).toBe(404);
    expect((await get('/api/legal/constitucion/x/questions', ALT)).statusCode).toBe(404);
  });
});
