import { LEGAL_TEXT_NAMES, legalReference } from '@oece/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadQuestionBank } from '../../content/question-file';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

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
