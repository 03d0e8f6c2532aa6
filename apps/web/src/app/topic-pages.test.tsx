// @vitest-environment node
import {
  paths,
  type CompetencyPageResponse,
  type ServerApiFetch,
  type TopicPageResponse,
  type TopicsIndexResponse,
} from '@oece/contracts';
import type { BrandId } from '@oece/domain';
import { describe, expect, it } from 'vitest';
import { pageRenderer } from './entry-server';
import { testSettings } from '../test/public-settings';

/*
 * The topic and competency pages as the server renders them: complete HTML that a reader (or a
 * search engine) gets without running any script, with their metadata and structured data.
 */

const { render } = pageRenderer;

const settings = (brand: BrandId) => testSettings(brand);

const TOPIC_SLUG = '1.4.3-fraccionamiento-y-agrupamiento-de-prestaciones-paquete-items';
const PREPARATORIAS = {
  competency: 'ACTUACIONES_PREPARATORIAS',
  label: 'Actuaciones preparatorias',
  slug: 'actuaciones-preparatorias',
} as const;
const ARTICLES = [
  {
    text: 'ley',
    article: '50',
    label: 'Artículo 50 de la Ley N° 32069: Supuestos de fraccionamiento',
    path: '/ley-32069/articulo/50',
  },
  {
    text: 'reglamento',
    article: '52',
    label: 'Artículo 52 del Reglamento de la Ley N° 32069: Agrupamiento de prestaciones',
    path: '/reglamento-ley-32069/articulo/52',
  },
] as const;

const TOPIC: TopicPageResponse = {
  code: '1.4.3',
  label: 'Fraccionamiento y agrupamiento de prestaciones (paquete, ítems, lotes, tramos)',
  slug: TOPIC_SLUG,
  competency: PREPARATORIAS,
  description:
    'Cuándo se prohíbe fraccionar una contratación, qué no constituye fraccionamiento y cómo se agrupan prestaciones por paquete, ítems, lotes o tramos.',
  introduction: [
    [{ text: 'Este tema trata dos decisiones opuestas de las actuaciones preparatorias.' }],
    [
      { text: 'El ' },
      { text: 'numeral 50.1 de la Ley', href: '/ley-32069/articulo/50#n-1' },
      { text: ' prohíbe fraccionar; el agrupamiento lo regula el ' },
      { text: 'artículo 52 del Reglamento', href: '/reglamento-ley-32069/articulo/52' },
      { text: '.' },
    ],
  ],
  articles: [...ARTICLES],
  questions: [
    {
      slug: 'segun-la-ley-n-32069-en-que-caso-se-configura-el-fraccionamiento-ee1c87',
      question: 'Según la Ley N° 32069, ¿en qué caso se configura el fraccionamiento prohibido?',
    },
    {
      slug: 'que-mecanismo-de-agrupamiento-a1b2c3',
      question: '¿Qué mecanismo de agrupamiento reúne bienes distintos pero vinculados en un mismo objeto?',
    },
  ],
  questionCount: 12,
  publicCount: 2,
};

const libraryTopic = (code: string, label: string, slug: string, questionCount: number, publicCount = 0) => ({
  code,
  label,
  slug,
  questionCount,
  publicCount,
});

const INDEX: TopicsIndexResponse = {
  competencies: [
    {
      ...PREPARATORIAS,
      topics: [libraryTopic(TOPIC.code, TOPIC.label, TOPIC_SLUG, 12, 2)],
    },
    {
      competency: 'FASE_DE_SELECCION',
      label: 'Fase de selección',
      slug: 'fase-de-seleccion',
      topics: [
        libraryTopic(
          '2.4.1',
          'Consultas, observaciones e integración de bases',
          '2.4.1-consultas-observaciones-e-integracion-de-bases',
          12,
          1,
        ),
      ],
    },
    {
      competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
      label: 'Fase de ejecución contractual',
      slug: 'fase-de-ejecucion-contractual',
      topics: [libraryTopic('3.11.4', 'Arbitraje', '3.11.4-arbitraje', 1)],
    },
  ],
};

const COMPETENCY: CompetencyPageResponse = {
  ...INDEX.competencies[1]!,
  description:
    'La fase de selección del examen OECE: procedimientos competitivos y no competitivos, etapas, ofertas, buena pro, recurso de apelación y nulidad.',
  introduction: [
    [
      { text: 'La Ley divide el proceso en tres fases (' },
      { text: 'artículo 45 de la Ley', href: '/ley-32069/articulo/45' },
      { text: ').' },
    ],
  ],
  articles: [...ARTICLES],
};

const QUESTION = {
  success: true,
  error: null,
  id: 7,
  category: 'FASE_DE_SELECCION',
  topic: '2.4.1',
  question: '¿Cuál es el plazo mínimo para formular consultas y observaciones?',
  alternatives: ['Tres días hábiles', 'Cinco días hábiles', 'Siete días hábiles', 'Diez días hábiles'],
  correctAlternative: 2,
  explanation: null,
  sources: [],
  level: 'basico',
  slug: 'plazo-consultas-abc123',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const NOT_FOUND = { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'No existe.' } };

/** The library's API as the server answers it in-process: the fixtures above, 404 for anything else. */
const api: ServerApiFetch = async (path) => {
  if (path === '/library/topics') return { status: 200, body: INDEX };
  if (path === '/library/topics/1.4.3') return { status: 200, body: TOPIC };
  if (path === '/library/competencies/fase-de-seleccion') return { status: 200, body: COMPETENCY };
  if (path === `/questions/slug/${QUESTION.slug}`) return { status: 200, body: QUESTION };
  return NOT_FOUND;
};

async function renderPath(pathname: string, brand: BrandId = 'main', serverApi = api) {
  return render(new Request(`http://localhost${pathname}`), settings(brand), serverApi);
}

async function page(pathname: string, brand: BrandId = 'main') {
  const result = await renderPath(pathname, brand);
  if (result.kind !== 'page') throw new Error(`${pathname} redirected`);
  return result;
}

/** The text a reader gets from the markup. */
function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

/** A link's markup: an anchor to `href` whose text is `label` (React may split it with comments). */
function link(href: string, label: string): RegExp {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = label.split(' ').map(escape).join('(?:<!-- -->)? (?:<!-- -->)?');
  return new RegExp(`<a[^>]*href="${escape(href)}"[^>]*>${words}</a>`);
}

/** The BreadcrumbList a page should carry: every step with its absolute address but the page itself. */
const breadcrumbs = (...trail: [string, string?][]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: trail.map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    ...(path !== undefined && { item: `http://localhost${path}` }),
  })),
});

describe('a topic page', () => {
  it('has its title, description, canonical address, share image and breadcrumbs as structured data', async () => {
    const result = await page(`/temas/${TOPIC_SLUG}`);
    expect(result.status).toBe(200);
    expect(result.meta).toMatchObject({
      // The aside in brackets is left out of a title that would be too long.
      title: '1.4.3 Fraccionamiento y agrupamiento de prestaciones | Simulador OECE',
      description: TOPIC.description,
      canonical: `http://localhost/temas/${TOPIC_SLUG}`,
      image: `/og/tema/${TOPIC_SLUG}.png`,
    });
    expect(result.meta.structuredData).toEqual(
      breadcrumbs(
        ['Inicio', '/'],
        ['Temas', '/temas'],
        ['Actuaciones preparatorias', '/competencias/actuaciones-preparatorias'],
        [`1.4.3 ${TOPIC.label}`],
      ),
    );
  });

  it('shows its name, the breadcrumbs and its introduction with the links to the law', async () => {
    const { html } = await page(`/temas/${TOPIC_SLUG}`);
    expect(text(/<h1[^>]*>(.*?)<\/h1>/.exec(html)![1]!)).toBe(`1.4.3 ${TOPIC.label}`);
    const trail = /<nav[^>]*aria-label="Ruta de navegación"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!;
    expect(trail).toMatch(link('/', 'Inicio'));
    expect(trail).toMatch(link('/temas', 'Temas'));
    expect(trail).toMatch(link('/competencias/actuaciones-preparatorias', 'Actuaciones preparatorias'));
    expect(trail).toMatch(/aria-current="page"[^>]*>1\.4\.3 Fraccionamiento/);
    expect(text(html)).toContain('Este tema trata dos decisiones opuestas de las actuaciones preparatorias.');
    expect(html).toMatch(link('/ley-32069/articulo/50#n-1', 'numeral 50.1 de la Ley'));
    expect(html).toMatch(link('/reglamento-ley-32069/articulo/52', 'artículo 52 del Reglamento'));
  });

  it('links the articles it rests on and its public questions, and counts the bank', async () => {
    const { html } = await page(`/temas/${TOPIC_SLUG}`);
    const content = text(html);
    expect(content).toContain('Artículos en los que se basa');
    for (const article of ARTICLES) expect(html).toMatch(link(article.path, article.label));
    expect(content).toContain('12 preguntas del banco sobre este tema');
    expect(content).toContain('Estas 2 se publican con su respuesta');
    for (const question of TOPIC.questions) {
      expect(html).toMatch(link(`/pregunta/${question.slug}`, question.question));
    }
  });

  it("offers a visitor 'Practica este tema' as the free rapid exam and the plans, as plain links", async () => {
    const { html } = await page(`/temas/${TOPIC_SLUG}`);
    const call = /<section[^>]*aria-label="Practica este tema"[^>]*>([\s\S]*?)<\/section>/.exec(html)![1]!;
    expect(call).toMatch(/<h2[^>]*>Practica este tema<\/h2>/);
    expect(call).toMatch(link('/examen', 'Dar el examen rápido gratis'));
    expect(call).toMatch(/<a[^>]*href="\/precios"[^>]*>Ver planes desde S\/(<!-- -->)?45<\/a>/);
  });

  it('says so when none of its questions is published yet', async () => {
    const empty: ServerApiFetch = async (path) =>
      path === '/library/topics/1.4.3'
        ? { status: 200, body: { ...TOPIC, questions: [], publicCount: 0, questionCount: 1 } }
        : NOT_FOUND;
    const result = await renderPath(`/temas/${TOPIC_SLUG}`, 'main', empty);
    if (result.kind !== 'page') throw new Error('redirected');
    const content = text(result.html);
    expect(content).toContain('1 pregunta del banco sobre este tema');
    expect(content).toContain('Todavía no hay preguntas de este tema publicadas');
  });

  it.each(['/temas/1.4.3', '/temas/1.4.3-fraccionamiento', '/temas/1.4.3-un-nombre-anterior'])(
    'moves %s for good to the address with the current words',
    async (pathname) => {
      expect(await renderPath(pathname)).toEqual({
        kind: 'redirect',
        status: 301,
        location: `/temas/${TOPIC_SLUG}`,
      });
    },
  );

  it.each(['/temas/2.6.1-no-existe', '/temas/fraccionamiento', '/temas/1.4'])(
    'answers %s, which names no topic, with the 404 page',
    async (pathname) => {
      const result = await page(pathname);
      expect(result.status).toBe(404);
      expect(result.meta.canonical).toBeNull();
      expect(result.html).toMatch(/<h1[^>]*>No se encontró el tema<\/h1>/);
    },
  );
});

describe('a competency page', () => {
  it('has its metadata and breadcrumbs, its introduction, central articles and its topics with counts', async () => {
    const result = await page('/competencias/fase-de-seleccion');
    expect(result.status).toBe(200);
    expect(result.meta).toMatchObject({
      title: 'Fase de selección: temas del examen OECE | Simulador OECE',
      description: COMPETENCY.description,
      canonical: 'http://localhost/competencias/fase-de-seleccion',
    });
    expect(result.meta.structuredData).toEqual(
      breadcrumbs(['Inicio', '/'], ['Temas', '/temas'], ['Fase de selección']),
    );
    const { html } = result;
    expect(html).toMatch(/<h1[^>]*>Fase de selección<\/h1>/);
    expect(html).toMatch(link('/ley-32069/articulo/45', 'artículo 45 de la Ley'));
    expect(text(html)).toContain('Artículos centrales');
    expect(html).toMatch(
      link(
        '/temas/2.4.1-consultas-observaciones-e-integracion-de-bases',
        '2.4.1 Consultas, observaciones e integración de bases',
      ),
    );
    expect(text(html)).toContain('12 preguntas del banco · 1 publicada');
  });

  it('answers an unknown competency with the 404 page', async () => {
    const result = await page('/competencias/fase-de-licitacion');
    expect(result.status).toBe(404);
    expect(result.html).toMatch(/<h1[^>]*>No se encontró la competencia<\/h1>/);
  });
});

describe('the topics page', () => {
  it('lists the competencies and their topics with counts, each a link', async () => {
    const result = await page('/temas');
    expect(result.status).toBe(200);
    expect(result.meta).toMatchObject({
      title: 'Temas del examen OECE por competencia | Simulador OECE',
      canonical: 'http://localhost/temas',
    });
    expect(result.meta.description.length).toBeLessThanOrEqual(160);
    expect(result.meta.structuredData).toEqual(breadcrumbs(['Inicio', '/'], ['Temas']));
    const { html } = result;
    expect(html).toMatch(/<h1[^>]*>Temas del examen de certificación OECE<\/h1>/);
    for (const competency of INDEX.competencies) {
      expect(html).toMatch(link(paths.competency(competency.slug), competency.label));
    }
    expect(html).toMatch(link('/temas/3.11.4-arbitraje', '3.11.4 Arbitraje'));
    const content = text(html);
    expect(content).toContain('12 preguntas del banco · 2 publicadas');
    expect(content).toContain('1 pregunta del banco · ninguna publicada');
  });
});

describe('the ways into the library', () => {
  it('links a question page to its topic page', async () => {
    const { html } = await page(`/pregunta/${QUESTION.slug}`);
    expect(html).toMatch(
      link(
        '/temas/2.4.1-consultas-observaciones-e-integracion-de-bases',
        '2.4.1 Consultas, observaciones e integración de bases',
      ),
    );
  });

  it('links the topics and the three competencies from the footer of the main brand only', async () => {
    const { html } = await page('/');
    const footer = /<nav[^>]*aria-label="Temas del examen"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!;
    expect(footer).toMatch(link('/temas', 'Temas'));
    for (const competency of INDEX.competencies) {
      expect(footer).toMatch(link(paths.competency(competency.slug), competency.label));
    }
    expect((await page('/', 'alt')).html).not.toContain('Temas del examen');
  });

  it('has none of the library on the second brand, whose API answers 404', async () => {
    for (const pathname of ['/temas', `/temas/${TOPIC_SLUG}`, '/competencias/fase-de-seleccion']) {
      const result = await renderPath(pathname, 'alt', async () => NOT_FOUND);
      expect(result, pathname).toMatchObject({ kind: 'page', status: 404 });
    }
  });
});
