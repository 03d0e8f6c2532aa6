import { mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPETENCIES, TOPICS } from '@oece/domain';
import { describe, expect, it } from 'vitest';
import { loadLegalSources } from './legal-sources';
import { loadTopicIntroductions, parseIntroduction, type PageIntroduction } from './topic-introductions';

const contentDir = path.resolve(import.meta.dirname, '../../../../content');
const legalSources = loadLegalSources(contentDir);

/** The words a reader reads: link texts included, their addresses not. */
function wordCount(introduction: PageIntroduction): number {
  return introduction.introduction
    .map((paragraph) => paragraph.map((piece) => piece.text).join(''))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('the introductions in content/topics', () => {
  const introductions = loadTopicIntroductions(contentDir, legalSources);
  const pages = [
    ...TOPICS.map((topic) => ({ name: topic.code, page: introductions.topic(topic) })),
    ...COMPETENCIES.map((competency) => ({ name: competency, page: introductions.competency(competency) })),
  ];

  it('are all there and valid: the 72 topics and the 3 competencies', () => {
    expect(pages).toHaveLength(75);
  });

  it('are 2 or 3 paragraphs of 110 to 200 words, with at least 2 links to the law', () => {
    for (const { name, page } of pages) {
      expect(page.introduction.length, name).toBeGreaterThanOrEqual(2);
      expect(page.introduction.length, name).toBeLessThanOrEqual(3);
      expect(wordCount(page), name).toBeGreaterThanOrEqual(110);
      expect(wordCount(page), name).toBeLessThanOrEqual(200);
      expect(page.introduction.flat().filter((piece) => piece.href).length, name).toBeGreaterThanOrEqual(2);
    }
  });

  it('each describe their page in words of their own', () => {
    const descriptions = pages.map(({ page }) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

const FRONT_MATTER = [
  '---',
  'description: Cuándo se prohíbe fraccionar una contratación y qué supuestos de la Ley y del Reglamento no constituyen fraccionamiento.',
  'articles: ley:50, reglamento:45',
  '---',
  '',
].join('\n');

const parse = (body: string, frontMatter = FRONT_MATTER) =>
  parseIntroduction(`${frontMatter}${body}`, legalSources);

describe('an introduction file', () => {
  it('becomes its description, the articles it rests on and paragraphs of text and links', () => {
    const read = parse(
      'Primer párrafo, que sigue\nen otra línea.\n\nSegundo con el [numeral 50.2 de la Ley](/ley-32069/articulo/50#n-2) y el [artículo 45 del Reglamento](/reglamento-ley-32069/articulo/45).\n',
    );
    expect(read.description).toMatch(/^Cuándo se prohíbe/);
    expect(read.articles).toEqual([
      {
        text: 'ley',
        article: '50',
        label: 'Artículo 50 de la Ley N° 32069: Supuestos de fraccionamiento',
        path: '/ley-32069/articulo/50',
      },
      {
        text: 'reglamento',
        article: '45',
        label: 'Artículo 45 del Reglamento de la Ley N° 32069: Fraccionamiento',
        path: '/reglamento-ley-32069/articulo/45',
      },
    ]);
    expect(read.introduction).toEqual([
      [{ text: 'Primer párrafo, que sigue en otra línea.' }],
      [
        { text: 'Segundo con el ' },
        { text: 'numeral 50.2 de la Ley', href: '/ley-32069/articulo/50#n-2' },
        { text: ' y el ' },
        { text: 'artículo 45 del Reglamento', href: '/reglamento-ley-32069/articulo/45' },
        { text: '.' },
      ],
    ]);
  });

  it("names an amended article by its heading, without the publisher's mark", () => {
    const read = parse('Texto.', FRONT_MATTER.replace('reglamento:45', 'reglamento:16'));
    expect(read.articles[1]!.label).toBe(
      'Artículo 16 del Reglamento de la Ley N° 32069: Certificación de los Compradores Públicos',
    );
  });

  it('links a numeral of several levels by its anchor', () => {
    const [paragraph] = parse(
      'Ver el [numeral 25.5.1](/reglamento-ley-32069/articulo/25#n-5-1).',
    ).introduction;
    expect(paragraph![1]).toEqual({
      text: 'numeral 25.5.1',
      href: '/reglamento-ley-32069/articulo/25#n-5-1',
    });
    expect(() => parse('Ver el [numeral 25.5.9](/reglamento-ley-32069/articulo/25#n-5-9).')).toThrow(
      /no existe el numeral/,
    );
  });

  it.each([
    ['a link outside the law', 'Ver [la pregunta](/pregunta/abc-123456).', /enlace no permitido: \/pregunta/],
    ['a link to another site', 'Ver [el diario](https://elperuano.pe).', /enlace no permitido/],
    [
      'an article the Ley lacks',
      'Ver [el artículo 999](/ley-32069/articulo/999).',
      /no existe el artículo 999 de la Ley/,
    ],
    [
      'a numeral the article lacks',
      'Ver [el numeral 50.9](/ley-32069/articulo/50#n-9).',
      /no existe el numeral del enlace \/ley-32069\/articulo\/50#n-9/,
    ],
    [
      'an anchor that is not a numeral',
      'Ver [el literal](/ley-32069/articulo/50#literal-a).',
      /no existe el numeral/,
    ],
    ['bold text', 'Un **plazo** clave.', /marcado no permitido \(«\*»\)/],
    ['a heading', '# Título\n\nTexto.', /marcado no permitido \(«#»\)/],
    ['raw HTML', 'Texto <b>marcado</b>.', /marcado no permitido \(«<»\)/],
    ['a list', 'Los supuestos:\n- primero\n- segundo', /sin listas/],
    ['a numbered list', '1. primero\n2. segundo', /sin listas/],
    ['nothing to read', '\n\n', /falta el texto/],
  ])('refuses %s', (_case, body, reason) => {
    expect(() => parse(body)).toThrow(reason);
  });

  it.each([
    ['no front matter', 'Solo texto.', /falta la cabecera/],
    [
      'a short description',
      '---\ndescription: Muy corta.\narticles: ley:50, ley:51\n---\n',
      /description: debe tener de 110 a 160 caracteres \(tiene 10\)/,
    ],
    [
      'an unknown field',
      FRONT_MATTER.replace('articles:', 'title: Otro campo\narticles:'),
      /campo desconocido en la cabecera: title/,
    ],
    [
      'a malformed article',
      FRONT_MATTER.replace('reglamento:45', 'reglamento 45'),
      /"reglamento 45" debe tener la forma/,
    ],
    [
      'an article the Reglamento lacks',
      FRONT_MATTER.replace('reglamento:45', 'reglamento:999'),
      /no existe el artículo 999 del Reglamento/,
    ],
    ['a single article', FRONT_MATTER.replace('ley:50, ', ''), /debe nombrar de 2 a 6 artículos/],
    ['an article twice', FRONT_MATTER.replace('reglamento:45', 'ley:50'), /un artículo está repetido/],
  ])('refuses a front matter with %s', (_case, frontMatter, reason) => {
    expect(() => parse('Texto.', frontMatter)).toThrow(reason);
  });
});

describe('loading content/topics', () => {
  it('names the file and the reason when one is missing, malformed or unknown', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'oece-topics-'));
    try {
      cpSync(path.join(contentDir, 'topics'), path.join(dir, 'topics'), { recursive: true });
      cpSync(path.join(contentDir, 'reference'), path.join(dir, 'reference'), { recursive: true });
      const load = () => loadTopicIntroductions(dir, legalSources);
      writeFileSync(path.join(dir, 'topics', '9.9.9.md'), 'x');
      expect(load).toThrow(/archivos que no son de ningún tema: 9\.9\.9\.md/);
      rmSync(path.join(dir, 'topics', '9.9.9.md'));
      writeFileSync(path.join(dir, 'topics', '2.4.1.md'), 'Sin cabecera.');
      expect(load).toThrow(/topics\/2\.4\.1\.md: falta la cabecera/);
      rmSync(path.join(dir, 'topics', '2.4.1.md'));
      expect(load).toThrow(/topics\/2\.4\.1\.md: falta el archivo/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
