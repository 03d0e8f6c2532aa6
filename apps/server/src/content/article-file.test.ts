import path from 'node:path';
import { ARTICLE_SLUGS } from '@oece/domain';
import { describe, expect, it } from 'vitest';
import { loadArticles, parseArticle } from './article-file';

const contentDir = path.resolve(import.meta.dirname, '../../../../content');

const FRONT_MATTER = [
  '---',
  'title: Un título de prueba suficiente',
  'description: Una descripción de prueba con la longitud que piden los buscadores para mostrarla completa.',
  'updated: 2026-11-23',
  '---',
  '',
].join('\n');

describe('the articles in content/articles', () => {
  const articles = loadArticles(contentDir);

  it('are all there, each with its title, description and date', () => {
    expect([...articles.keys()]).toEqual(ARTICLE_SLUGS);
    for (const article of articles.values()) {
      expect(article.title.length).toBeLessThanOrEqual(70);
      expect(article.description.length).toBeLessThanOrEqual(160);
      expect(article.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('each link to the simulator', () => {
    for (const article of articles.values()) expect(article.html).toContain('href="/examen"');
  });

  it('give the selection amounts as tables in soles, under the old law and the new one', () => {
    const amounts = articles.get('montos-procedimientos-seleccion')!.html;
    expect(amounts.match(/<table tabindex="0">/g)).toHaveLength(2);
    for (const figure of [
      'S/ 5,000,000',
      'S/ 4,999,999',
      'S/ 4,300,000',
      'S/ 485,000',
      'S/ 484,999',
      'S/ 60,000',
    ]) {
      expect(amounts).toContain(figure);
    }
    // The new law's names for the procedures below the thresholds (Reglamento, art. 75).
    expect(amounts).toContain('Licitación pública abreviada');
    expect(amounts).toContain('Concurso público abreviado');
    expect(amounts).toContain('Adjudicación simplificada');
  });

  it('say when the new law takes effect: 90 days after its regulation, due within 180 days', () => {
    const law = articles.get('nueva-ley-contrataciones-publicas-32069')!.html;
    expect(law).toMatch(/90 días/);
    expect(law).toMatch(/180 días/);
  });
});

describe('an article file', () => {
  it('becomes HTML: headings, tables, internal links as they are, external ones in a new tab', () => {
    const article = parseArticle(
      'prueba',
      `${FRONT_MATTER}## Sección\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n[Simulador](/examen) y [OECE](https://www.gob.pe/oece).\n`,
    );
    expect(article).toMatchObject({
      slug: 'prueba',
      title: 'Un título de prueba suficiente',
      updated: '2026-11-23',
    });
    expect(article.html).toContain('<h2>Sección</h2>');
    // Focusable: a table wider than a phone scrolls, by keyboard too.
    expect(article.html).toContain(
      '<table tabindex="0">\n<thead>\n<tr>\n<th>A</th>\n<th>B</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody></table>',
    );
    expect(article.html).toContain('<a href="/examen">Simulador</a>');
    expect(article.html).toContain(
      '<a href="https://www.gob.pe/oece" target="_blank" rel="noopener">OECE</a>',
    );
  });

  it.each([
    ['raw HTML', `${FRONT_MATTER}<script>alert(1)</script>\n`, /HTML no permitido/],
    ['a link of another scheme', `${FRONT_MATTER}[x](javascript:alert(1))\n`, /Enlace no permitido/],
    ['a plain-http link', `${FRONT_MATTER}[x](http://example.com)\n`, /Enlace no permitido/],
    ['an image', `${FRONT_MATTER}![x](/a.png)\n`, /Imágenes no permitidas/],
    ['a title in the body', `${FRONT_MATTER}# Otro título\n`, /título de nivel 1/],
    ['no front matter', '## Sección\n', /falta la cabecera/],
    ['an unknown key', FRONT_MATTER.replace('updated:', 'autor: Nadie\nupdated:'), /cabecera/],
    [
      'a short description',
      FRONT_MATTER.replace(/description: .*/, 'description: Corta'),
      /cabecera: description/,
    ],
  ])('refuses %s', (_case, text, message) => {
    expect(() => parseArticle('prueba', text)).toThrow(message);
  });
});
