// @vitest-environment node
import type { LegalArticleResponse, LegalTextResponse, ServerApiFetch } from '@oece/contracts';
import type { BrandId } from '@oece/domain';
import { describe, expect, it } from 'vitest';
import { pageRenderer } from './entry-server';
import { testSettings } from '../test/public-settings';

// The law's pages as the server renders them: complete HTML, read here without running any script.

const settings = (brand: BrandId) => testSettings(brand);

const CONSOLIDATION = {
  date: '2026-01-20',
  issuer: 'Congreso de la República',
  publication: 'separata especial',
};

const ARTICLE_57: LegalArticleResponse = {
  text: 'ley',
  textName: 'Ley N° 32069, Ley General de Contrataciones Públicas',
  number: '57',
  title: 'Artículo 57. Cancelación',
  epigraph: 'Cancelación',
  paragraphs: [
    '57.1. La entidad contratante puede cancelar el procedimiento de selección hasta antes del otorgamiento de la buena pro, por:',
    'a) Caso fortuito o fuerza mayor.',
    '57.2. La cancelación se comunica a los participantes.(*) (*) Numeral modificado por el Decreto Supremo N° 001-2026-EF, publicado el 08 enero',
    '2026. El citado Decreto Supremo entra en vigor al día siguiente.',
    '57.2.1. Se publica en la Pladicop.',
  ],
  previous: '56',
  next: '58',
  consolidation: CONSOLIDATION,
};

const ARTICLE_1: LegalArticleResponse = {
  ...ARTICLE_57,
  number: '1',
  title: 'Artículo 1. Objeto de la Ley',
  epigraph: 'Objeto de la Ley',
  paragraphs: [
    'La presente ley tiene por objeto establecer el marco normativo para efectivizar la contratación.',
  ],
  previous: null,
  next: '2',
};

const REGLAMENTO_66: LegalArticleResponse = {
  ...ARTICLE_57,
  text: 'reglamento',
  textName: 'Reglamento de la Ley N° 32069, aprobado por D.S. N° 009-2025-EF',
  number: '66',
  title: 'Artículo 66. Consultas y observaciones',
  epigraph: 'Consultas y observaciones',
  paragraphs: ['66.1. Los participantes pueden formular consultas y observaciones.'],
  previous: '65',
  next: '67',
  consolidation: { ...CONSOLIDATION, date: '2026-01-21', issuer: 'Ministerio de Economía y Finanzas' },
};

const LEY: LegalTextResponse = {
  text: 'ley',
  textName: ARTICLE_57.textName,
  consolidation: CONSOLIDATION,
  articles: [
    { number: '1', epigraph: 'Objeto de la Ley' },
    { number: '57', epigraph: 'Cancelación' },
  ],
};

const CITING = {
  questions: [
    {
      slug: 'cancelacion-procedimiento-abc123',
      question: '¿Hasta cuándo puede la entidad cancelar el procedimiento?',
    },
  ],
};

const NOT_FOUND = { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'No existe.' } };

/** The API as the main brand answers it in-process. */
const api: ServerApiFetch = async (path) => {
  const answers: Record<string, unknown> = {
    '/legal/ley': LEY,
    '/legal/ley/57': ARTICLE_57,
    '/legal/ley/57/questions': CITING,
    '/legal/ley/1': ARTICLE_1,
    '/legal/ley/1/questions': { questions: [] },
    '/legal/reglamento/66': REGLAMENTO_66,
    '/legal/reglamento/66/questions': { questions: [] },
  };
  return path in answers ? { status: 200, body: answers[path] } : NOT_FOUND;
};

/** The second brand answers the articles (its reviews open them) but none of the law's page lists. */
const altApi: ServerApiFetch = async (path) =>
  path === '/legal/ley/57' ? { status: 200, body: ARTICLE_57 } : NOT_FOUND;

async function render(pathname: string, brand: BrandId = 'main') {
  return pageRenderer.render(
    new Request(`http://localhost${pathname}`),
    settings(brand),
    brand === 'main' ? api : altApi,
  );
}

/** A rendered page, without the empty comments React writes between pieces of text. */
async function page(pathname: string, brand: BrandId = 'main') {
  const result = await render(pathname, brand);
  if (result.kind !== 'page') throw new Error(`${pathname} redirected`);
  return { ...result, html: result.html.replace(/<!-- -->/g, '') };
}

/** The page's links: where each leads, its rel, and its text as read. */
function links(html: string) {
  return [...html.matchAll(/<a([^>]*)>(.*?)<\/a>/g)].map(([, attributes, inner]) => ({
    href: /href="([^"]*)"/.exec(attributes!)?.[1],
    rel: /rel="([^"]*)"/.exec(attributes!)?.[1],
    text: text(inner!).trim(),
  }));
}

function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe("an article's page", () => {
  it('has the title, description, canonical address and structured data of the article', async () => {
    const result = await page('/ley-32069/articulo/57');
    expect(result.status).toBe(200);
    expect(result.meta.title).toBe('Artículo 57 de la Ley N° 32069: Cancelación | Simulador OECE');
    expect(result.meta.description).toMatch(
      /^La entidad contratante puede cancelar el procedimiento de selección .*…$/,
    );
    expect(result.meta.description.length).toBeLessThanOrEqual(156);
    expect(result.meta.canonical).toBe('http://localhost/ley-32069/articulo/57');
    expect(result.meta.structuredData).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Legislation',
          '@id': 'http://localhost/ley-32069/articulo/57',
          url: 'http://localhost/ley-32069/articulo/57',
          name: 'Artículo 57 de la Ley N° 32069: Cancelación',
          legislationIdentifier: 'Ley N° 32069, artículo 57',
          legislationJurisdiction: 'PE',
          legislationDateVersion: '2026-01-20',
          inLanguage: 'es',
          isPartOf: {
            '@type': 'Legislation',
            '@id': 'http://localhost/ley-32069',
            name: 'Ley N° 32069, Ley General de Contrataciones Públicas',
            legislationIdentifier: 'Ley N° 32069',
            legislationJurisdiction: 'PE',
            inLanguage: 'es',
          },
        },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'http://localhost/' },
            { '@type': 'ListItem', position: 2, name: 'Ley N° 32069', item: 'http://localhost/ley-32069' },
            { '@type': 'ListItem', position: 3, name: 'Artículo 57' },
          ],
        },
      ],
    });
  });

  it('shows the text with each numeral and literal anchored to itself, the notes set apart, and its source', async () => {
    const { html } = await page('/ley-32069/articulo/57');
    expect(html).toMatch(/<h1[^>]*>Artículo 57 de la Ley N° 32069: Cancelación<\/h1>/);
    expect(html).toMatch(/<nav[^>]*aria-label="Ruta de navegación"/);
    expect(links(html)).toContainEqual({ href: '/ley-32069', rel: undefined, text: 'Ley N° 32069' });
    for (const [anchor, marker] of [
      ['n-1', '57.1.'],
      ['n-1-a', 'a\\)'],
      ['n-2', '57.2.'],
      ['n-2-1', '57.2.1.'],
    ]) {
      expect(html).toMatch(
        new RegExp(`<p[^>]*id="${anchor}"[^>]*><a[^>]*href="#${anchor}"[^>]*>${marker}</a>`),
      );
    }
    const content = text(html);
    expect(content).toContain('a) Caso fortuito o fuerza mayor.');
    // The mark that sends to the note is gone; the note follows, saying what changed and by which norm.
    expect(content).toContain('57.2. La cancelación se comunica a los participantes. Numeral modificado');
    expect(html).toMatch(
      /<div[^>]*role="note"[^>]*><p[^>]*><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg>Numeral modificado por el D.S. N° 001-2026-EF<\/p><p[^>]*>Numeral modificado por el Decreto Supremo/,
    );
    // Whole again over its two lines.
    expect(content).toContain('publicado el 08 enero 2026. El citado Decreto Supremo entra en vigor');
    expect(content).not.toContain('(*)');
    expect(content).toContain(
      'Texto consolidado al 20 de enero de 2026 (Congreso de la República, separata especial). La versión oficial es la publicada en el Diario Oficial El Peruano.',
    );
  });

  it('links the articles around it and the published questions that cite it', async () => {
    const { html } = await page('/ley-32069/articulo/57');
    expect(links(html)).toEqual(
      expect.arrayContaining([
        { href: '/ley-32069/articulo/56', rel: 'prev', text: 'Anterior: artículo 56' },
        { href: '/ley-32069/articulo/58', rel: 'next', text: 'Siguiente: artículo 58' },
        {
          href: '/pregunta/cancelacion-procedimiento-abc123',
          rel: undefined,
          text: '¿Hasta cuándo puede la entidad cancelar el procedimiento?',
        },
        { href: '/examen', rel: undefined, text: 'Empezar el simulador' },
      ]),
    );
    expect(text(html)).toContain('Preguntas sobre este artículo');
  });

  it('has no previous link at the first article, and leads to the simulator when no question cites it', async () => {
    const { html } = await page('/ley-32069/articulo/1');
    expect(html).not.toContain('rel="prev"');
    expect(links(html)).toContainEqual({
      href: '/ley-32069/articulo/2',
      rel: 'next',
      text: 'Siguiente: artículo 2',
    });
    expect(text(html)).toContain(
      'Aún no hay preguntas publicadas sobre este artículo. Ponte a prueba con el simulador',
    );
    expect(links(html)).toContainEqual({ href: '/examen', rel: undefined, text: 'Empezar el simulador' });
  });

  it("names an article of the Reglamento as the Reglamento's", async () => {
    const result = await page('/reglamento-ley-32069/articulo/66');
    expect(result.meta.title).toBe(
      'Artículo 66 del Reglamento de la Ley N° 32069: Consultas y observaciones | Simulador OECE',
    );
    expect(result.meta.structuredData).toMatchObject({
      '@graph': [{ legislationIdentifier: 'Decreto Supremo N° 009-2025-EF, artículo 66' }, {}],
    });
    expect(text(result.html)).toContain(
      'Texto consolidado al 21 de enero de 2026 (Ministerio de Economía y Finanzas',
    );
  });

  it('moves a number written with leading zeros to its address, and is a 404 for anything else', async () => {
    expect(await render('/ley-32069/articulo/057')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/ley-32069/articulo/57',
    });
    for (const pathname of [
      '/ley-32069/articulo/999',
      '/ley-32069/articulo/57.1',
      '/ley-32069/articulo/abc',
    ]) {
      const result = await page(pathname);
      expect(result.status, pathname).toBe(404);
      expect(result.meta.canonical).toBeNull();
    }
    expect((await page('/ley-32069/articulo/999')).html).toMatch(/<h1[^>]*>No se encontró el artículo<\/h1>/);
  });

  it('is a 404 on the second brand', async () => {
    expect((await page('/ley-32069/articulo/57', 'alt')).status).toBe(404);
    expect((await page('/ley-32069', 'alt')).status).toBe(404);
  });
});

describe("a text's page", () => {
  it('lists its articles as links, with breadcrumbs, its source and structured data', async () => {
    const result = await page('/ley-32069');
    expect(result.status).toBe(200);
    expect(result.meta.title).toBe('Ley N° 32069: texto consolidado por artículos | Simulador OECE');
    expect(result.meta.description).toBe(
      'Los 2 artículos de la Ley N° 32069, texto consolidado al 20 de enero de 2026, con las preguntas del simulador que citan cada uno.',
    );
    expect(result.meta.canonical).toBe('http://localhost/ley-32069');
    expect(result.meta.structuredData).toMatchObject({
      '@graph': [
        {
          '@type': 'Legislation',
          '@id': 'http://localhost/ley-32069',
          legislationIdentifier: 'Ley N° 32069',
          legislationDateVersion: '2026-01-20',
        },
        { '@type': 'BreadcrumbList', itemListElement: [{ name: 'Inicio' }, { name: 'Ley N° 32069' }] },
      ],
    });
    expect(result.html).toMatch(/<h1[^>]*>Ley N° 32069, Ley General de Contrataciones Públicas<\/h1>/);
    expect(links(result.html)).toEqual(
      expect.arrayContaining([
        { href: '/ley-32069/articulo/1', rel: undefined, text: 'Artículo 1. Objeto de la Ley' },
        { href: '/ley-32069/articulo/57', rel: undefined, text: 'Artículo 57. Cancelación' },
        { href: '/reglamento-ley-32069', rel: undefined, text: 'texto del Reglamento de la Ley N° 32069' },
      ]),
    );
    expect(text(result.html)).toContain('Texto consolidado al 20 de enero de 2026');
  });
});
