// @vitest-environment node
import type { BrandId } from '@oece/domain';
import { describe, expect, it } from 'vitest';
import type { ServerApiFetch } from '@oece/contracts';
import { pageRenderer } from './entry-server';
import { testSettings } from '../test/public-settings';

const { pageRoute, render, sitemapPaths } = pageRenderer;

const settings = (brand: BrandId) => testSettings(brand);

const QUESTION = {
  success: true,
  error: null,
  id: 7,
  category: 'FASE_DE_SELECCION',
  topic: '2.4.1',
  question:
    'En un procedimiento de selección con etapa de consultas y observaciones, ¿cuál es el plazo mínimo para formularlas?\nElige una.',
  alternatives: ['Tres días hábiles', 'Cinco días hábiles', 'Siete días hábiles', 'Diez días hábiles'],
  correctAlternative: 2,
  explanation: 'El artículo 66.1 del Reglamento fija siete días hábiles.',
  sources: ['Reglamento, art. 66.1', 'Ley 32069, art. 48'],
  level: 'basico',
  slug: 'plazo-consultas-abc123',
  updatedAt: '2026-11-01T10:00:00.000Z',
  dailyResults: null,
};

/** A former question of the day: 40 answered, 25 of them c), the key. */
const FORMER_DAILY = {
  ...QUESTION,
  id: 8,
  slug: 'pregunta-de-ayer-def456',
  dailyResults: { day: '2026-11-27', answers: [5, 8, 25, 2], totalParticipants: 40 },
};

const DAILY = {
  success: true,
  message: 'Pregunta del día',
  question: {
    id: 9,
    day: '2026-11-23',
    category: 'ACTUACIONES_PREPARATORIAS',
    question: '¿Quién aprueba el expediente de contratación?',
    alternatives: ['El área usuaria', 'La DEC', 'El titular', 'El comité'],
  },
  hasUserAnswered: false,
  stats: null,
};

const REGIONS = {
  regions: [
    { name: 'Cusco', value: 'CUSCO' },
    { name: 'La Libertad', value: 'LA LIBERTAD' },
    { name: 'Lima', value: 'LIMA' },
  ],
};

const sitting = (
  index: number,
  examDate: string,
  examTime: string,
  maxCapacity: number,
  registered: number,
) => ({
  index,
  lastRegistrationDate: '2099-01-02',
  examDate,
  examTime,
  maxCapacity,
  registeredCandidates: registered,
});

const LIMA_SCHEDULE = {
  region: { name: 'Lima', value: 'LIMA' },
  createdAt: '2026-11-20T13:00:00.000Z',
  stale: false,
  noticesByEmail: true,
  venues: [
    {
      name: 'Sede central (Jesús María)',
      examSchedules: [
        sitting(1, '2099-01-09', '09:00', 120, 97),
        sitting(2, '2099-01-09', '15:00', 120, 130),
      ],
    },
  ],
};

const ARTICLE = {
  slug: 'montos-procedimientos-seleccion',
  title: 'Montos y procedimientos de selección',
  description:
    'Qué procedimiento de selección corresponde según el objeto y la cuantía, con tablas del régimen anterior y del nuevo.',
  updated: '2026-11-23',
  html: '<h2>Tabla</h2><table><thead><tr><th>Objeto</th><th>Monto</th></tr></thead><tbody><tr><td>Bienes</td><td>desde S/ 485,000</td></tr></tbody></table><p><a href="/examen">examen rápido gratis</a></p>',
};

/** The landing page's questions to try: the key and the explanation travel with them. */
const TASTE = {
  questions: [
    {
      id: 21,
      category: 'ACTUACIONES_PREPARATORIAS',
      question: '¿Quién aprueba el expediente de contratación?',
      alternatives: ['El área usuaria', 'La DEC', 'El titular de la entidad', 'El comité'],
      correctAlternative: 1,
      explanation: 'La DEC aprueba el expediente antes de convocar.',
      slug: 'aprueba-expediente-a1',
    },
    { ...QUESTION, id: 22, explanation: null, slug: 'plazo-consultas-b2' },
    {
      id: 23,
      category: 'FASE_DE_EJECUCION_CONTRACTUAL',
      question: '¿Quién otorga la conformidad?',
      alternatives: ['El área usuaria', 'El contratista', 'El OECE', 'El tribunal'],
      correctAlternative: 0,
      explanation: 'La conformidad la otorga el área usuaria.',
      slug: 'conformidad-c3',
    },
  ],
};

const PLANS = {
  plans: [
    {
      level: 'BASIC',
      slug: 'basico',
      name: 'Básico',
      price: 45,
      months: 1,
      features: ['Balotario Básico en PDF: 500 preguntas con sus respuestas'],
    },
    {
      level: 'STANDARD',
      slug: 'estandar',
      name: 'Estándar',
      price: 60,
      months: 2,
      features: ['Explicaciones de cada respuesta'],
    },
    { level: 'PREMIUM', slug: 'premium', name: 'Premium', price: 79, months: 3, features: ['Modo práctica'] },
  ],
};

/** The API as the server answers it in-process: a few fixed answers, and 404 for anything else. */
const api: ServerApiFetch = async (path) => {
  if (path === '/plans') return { status: 200, body: PLANS };
  if (path === '/questions/taste') return { status: 200, body: TASTE };
  if (path === '/oece-exam-schedule/regions') return { status: 200, body: REGIONS };
  if (path === '/oece-exam-schedule/LIMA') return { status: 200, body: LIMA_SCHEDULE };
  if (path === '/oece-exam-schedule/LA%20LIBERTAD') {
    return { status: 200, body: { ...LIMA_SCHEDULE, region: REGIONS.regions[1], stale: true, venues: [] } };
  }
  if (path === '/oece-exam-schedule/CUSCO') {
    return {
      status: 503,
      body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Base de datos caída.' },
    };
  }
  if (path === `/articles/${ARTICLE.slug}`) return { status: 200, body: ARTICLE };
  if (path === `/questions/slug/${QUESTION.slug}`) return { status: 200, body: QUESTION };
  if (path === '/questions/slug/enunciado-antiguo-0a0a0a') return { status: 200, body: QUESTION };
  if (path === `/questions/slug/${FORMER_DAILY.slug}`) return { status: 200, body: FORMER_DAILY };
  // A question of the bank outside the public set: only its topic.
  if (path === '/questions/slug/fuera-de-la-biblioteca-0b0b0b') {
    return {
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'No se encontró la pregunta', topic: '1.4.3' },
    };
  }
  if (path === '/questions/slug/falla-del-servidor') {
    return {
      status: 503,
      body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Base de datos caída.' },
    };
  }
  if (path === '/questions/daily-question') return { status: 200, body: DAILY };
  return { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'No se encontró la pregunta' } };
};

async function render200(pathname: string, brand: BrandId = 'main') {
  return render(new Request(`http://localhost${pathname}`), settings(brand), api);
}

async function page(pathname: string, brand: BrandId = 'main') {
  const result = await render200(pathname, brand);
  if (result.kind !== 'page') throw new Error(`${pathname} redirected`);
  return result;
}

/** The text a reader (or a search engine) gets from the markup, without running any script. */
/** The islands of a served page (the parts that run code for a visitor), by name, in order. */
function islands(html: string): string[] {
  return [...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1]!);
}

function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

describe('server rendering of the public pages', () => {
  it('renders the landing page with its content, styles and router state', async () => {
    const result = await page('/');
    expect(result.status).toBe(200);
    expect(result.meta.title).toBe('Simulador OECE');
    expect(result.meta.description).toContain('Simulador del examen de certificación OECE');
    expect(result.html).toMatch(/<h1[^>]*>Aprueba el examen de certificación OECE<\/h1>/);
    expect(result.html).toMatch(/<a[^>]*href="\/examen"[^>]*>Empezar simulacro<\/a>/);
    // The bank's size as the server counted it.
    expect(text(result.html)).toContain('Practica con 858 preguntas basadas en la nueva Ley');
    expect(text(result.html)).toContain('Exámenes cronometrados');
    expect(text(result.html)).toContain('Atención todos los días de 8:00 a. m. a 10:00 p. m.');
    expect(result.styles).toMatch(/^<style data-emotion="css-global/);
    // Every class on the page has its rule in the styles the page carries (css-0 is emotion's empty style).
    const classes = new Set([...result.html.matchAll(/\bcss-[\w-]+/g)].map(([name]) => name));
    classes.delete('css-0');
    expect(classes.size).toBeGreaterThan(20);
    expect([...classes].filter((name) => !result.styles.includes(`.${name}{`))).toEqual([]);
    expect(JSON.parse(result.hydrationData!)).toMatchObject({ loaderData: { '0-0-0': TASTE.questions } });
  });

  it('renders the first question to try, its options waiting for the code, and nothing of its key', async () => {
    const result = await page('/');
    const content = text(result.html);
    expect(result.html).toMatch(/<h2[^>]*>Pon a prueba lo que sabes<\/h2>/);
    expect(content).toContain('Pregunta 1 de 3 · Actuaciones preparatorias');
    expect(content).toContain('¿Quién aprueba el expediente de contratación?');
    const options = [...result.html.matchAll(/<button[^>]*>(?:(?!<\/button>).)*<\/button>/g)]
      .map(([button]) => button)
      .filter((button) => /[a-d]\) /.test(text(button)));
    expect(options.map((button) => text(button).trim())).toEqual([
      'a) El área usuaria',
      'b) La DEC',
      'c) El titular de la entidad',
      'd) El comité',
    ]);
    for (const button of options) expect(button).toMatch(/ disabled=""/);
    expect(content).not.toContain('Respuesta correcta');
    expect(content).not.toContain('La DEC aprueba el expediente antes de convocar.');
  });

  it('renders the landing page without questions to try when they cannot be read', async () => {
    const failing: ServerApiFetch = async () => ({
      status: 503,
      body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Base de datos caída.' },
    });
    const result = await render(new Request('http://localhost/'), settings('main'), failing);
    expect(result).toMatchObject({ kind: 'page', status: 200 });
    if (result.kind !== 'page') throw new Error('/ redirected');
    expect(result.html).toMatch(/<h1[^>]*>Aprueba el examen de certificación OECE<\/h1>/);
    expect(text(result.html)).not.toContain('Pon a prueba lo que sabes');
  });

  it('renders the exam selection a visitor sees', async () => {
    const result = await page('/examen');
    expect(result.meta.title).toBe('Dar examen | Simulador OECE');
    expect(result.html).toMatch(/<h1[^>]*>Dar examen<\/h1>/);
    const content = text(result.html);
    expect(content).toContain('Examen rápido');
    expect(content).toContain('Empezar examen rápido');
    expect(content).toContain('Examen completo');
    expect(content).not.toContain('Examen parcial');
  });

  it('renders the login form', async () => {
    const result = await page('/login');
    expect(result.meta.title).toBe('Iniciar sesión | Simulador OECE');
    expect(result.html).toMatch(/<h1[^>]*>Iniciar sesión<\/h1>/);
    expect(result.html).toContain('name="username"');
    expect(result.html).toContain('type="password"');
    // Without an account: the plans, or a word with the advisor.
    expect(result.html).toMatch(/<a[^>]*href="\/precios"[^>]*>Ver planes<\/a>/);
    expect(result.html).toMatch(
      /<a[^>]*href="https:\/\/wa\.me\/51900000000\?text=[^"]*"[^>]*>Escríbenos por WhatsApp<\/a>/,
    );
    // The second brand sells no plans.
    expect((await page('/login', 'alt')).html).not.toContain('Ver planes');
  });

  it('renders the not-found page with status 404', async () => {
    const result = await page('/pagina-que-no-existe');
    expect(result.status).toBe(404);
    expect(result.meta.title).toBe('Página no encontrada | Simulador OECE');
    expect(result.html).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/);
  });

  it('says on every page of a demonstration site that its payments are test payments, first thing', async () => {
    const banner = 'Sitio de demostración: los pagos son de prueba';
    for (const pathname of ['/', '/precios', '/pago/premium', '/login']) {
      const demo = await render(
        new Request(`http://localhost${pathname}`),
        { ...settings('main'), demoSite: true },
        api,
      );
      if (demo.kind !== 'page') throw new Error(`${pathname} redirected`);
      expect(text(demo.html).trim().startsWith(banner), pathname).toBe(true);
    }
    expect(text((await page('/precios')).html)).not.toContain(banner);
  });

  it("renders the second brand's name and menu", async () => {
    const result = await page('/', 'alt');
    expect(result.meta.title).toBe('Aula Compras Públicas');
    expect(text(result.html)).toContain('Aula Compras Públicas');
    expect(text(result.html)).not.toContain('Precios');
    // No schedule or articles there: not in the menu, the footer or the landing page's tiles.
    expect(text(result.html)).not.toContain('Cronograma');
    expect(text(result.html)).not.toContain('Guías y recursos');
    expect(result.html).toContain('/brand/alt-logo.svg');
  });

  it('renders a question page with its key, explanation, legal basis and metadata', async () => {
    const result = await page(`/pregunta/${QUESTION.slug}`);
    expect(result.status).toBe(200);
    expect(result.meta.title).toBe(
      'En un procedimiento de selección con etapa de consultas y ob… | Simulador OECE',
    );
    expect(result.meta.description).toMatch(/^En un procedimiento de selección .* Elige una\.$/);
    expect(result.meta.canonical).toBe(`http://localhost/pregunta/${QUESTION.slug}`);
    expect(result.meta.ogType).toBe('article');
    expect(result.meta.structuredData).toMatchObject({
      '@type': 'Quiz',
      hasPart: [
        {
          '@type': 'Question',
          text: QUESTION.question,
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'c) Siete días hábiles',
            answerExplanation: { text: QUESTION.explanation },
          },
          suggestedAnswer: [
            { text: 'a) Tres días hábiles' },
            { text: 'b) Cinco días hábiles' },
            { text: 'd) Diez días hábiles' },
          ],
        },
      ],
    });
    const content = text(result.html);
    expect(result.html).toContain('¿cuál es el plazo mínimo para formularlas?\nElige una.</h1>');
    expect(content).toContain('Fase de selección');
    for (const option of [
      'a) Tres días hábiles',
      'b) Cinco días hábiles',
      'c) Siete días hábiles',
      'd) Diez días hábiles',
    ]) {
      expect(content).toContain(option);
    }
    // The options to choose from wait for the page's code; none is marked.
    expect(
      result.html.match(/<input[^>]*type="radio"[^>]*>/g)!.map((input) => / disabled=""/.test(input)),
    ).toEqual([true, true, true, true]);
    expect(result.html).not.toContain('Tu respuesta');
    // The answer is in the markup, closed until 'Ver respuesta' opens it (with or without code).
    const answer = /<details(?![^>]*\sopen)[^>]*><summary[^>]*>Ver respuesta<\/summary>(.*)<\/details>/s.exec(
      result.html,
    );
    expect(answer).not.toBeNull();
    const revealed = text(answer![1]!);
    expect(revealed).toContain('Respuesta correcta c) Siete días hábiles');
    expect(revealed).toContain('El artículo 66.1 del Reglamento fija siete días hábiles.');
    // Each reference is a button that opens its article.
    expect(revealed).toMatch(/Base legal: Reglamento, art\. 66\.1 ?; Ley N° 32069, art\. 48/);
    expect(answer![1]).toMatch(/<button[^>]*aria-label="Ley N° 32069, art\. 48: leer el artículo"/);
    expect(text(result.html.slice(0, answer!.index))).not.toContain('Respuesta correcta');
    expect(result.html).toMatch(/<a[^>]*href="\/examen"[^>]*>Empezar el simulador<\/a>/);
  });

  it('moves an older address of a question for good to its current one', async () => {
    expect(await render200('/pregunta/enunciado-antiguo-0a0a0a')).toEqual({
      kind: 'redirect',
      status: 301,
      location: `/pregunta/${QUESTION.slug}`,
    });
  });

  it('moves the address of a question outside the public set for good to its topic page', async () => {
    expect(await render200('/pregunta/fuera-de-la-biblioteca-0b0b0b')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/temas/1.4.3-fraccionamiento-y-agrupamiento-de-prestaciones-paquete-items',
    });
  });

  it("shows a former question of the day's final results, and nothing of the kind on other questions", async () => {
    // With the answer: the results give the key away.
    const html = (await page(`/pregunta/${FORMER_DAILY.slug}`)).html;
    const content = text(/<details[^>]*>(.*)<\/details>/s.exec(html)![1]!);
    expect(content).toContain('Pregunta del día del 27 de noviembre de 2026');
    expect(content).toContain('La respondieron 40 personas: el 62.5% acertó.');
    for (const share of [
      'a) 12.5% de los participantes',
      'b) 20% de los participantes',
      'c) 62.5% de los participantes (correcta)',
      'd) 5% de los participantes',
    ]) {
      expect(content).toContain(share);
    }
    expect(text((await page(`/pregunta/${QUESTION.slug}`)).html)).not.toContain('Pregunta del día del');
  });

  it('answers an unknown question address with a 404 page', async () => {
    const result = await page('/pregunta/no-existe-123456');
    expect(result.status).toBe(404);
    expect(result.meta.title).toBe('No se encontró la pregunta | Simulador OECE');
    expect(result.meta.canonical).toBeNull();
    expect(result.html).toMatch(/<h1[^>]*>No se encontró la pregunta<\/h1>/);
    expect(result.error).toBeUndefined();
  });

  it('says why a question failed to load, and marks the page as failed', async () => {
    const result = await page('/pregunta/falla-del-servidor');
    expect(result.status).toBe(500);
    expect(text(result.html)).toContain('Error al cargar la pregunta: Base de datos caída.');
    expect(result.error).toBeDefined();
  });

  it("renders the day's question as a visitor sees it before answering", async () => {
    const result = await page('/pregunta-del-dia');
    expect(result.meta.title).toBe('Pregunta del día | Simulador OECE');
    const content = text(result.html);
    expect(content).toContain('lunes, 23 de noviembre de 2026');
    expect(content).toContain('¿Quién aprueba el expediente de contratación?');
    expect(content).toContain('c) El titular');
    expect(content).toContain('Enviar respuesta');
    // Nothing can be chosen until the page runs and knows whether this person already answered.
    expect(
      result.html.match(/<input[^>]*type="radio"[^>]*>/g)!.map((input) => / disabled=""/.test(input)),
    ).toEqual([true, true, true, true]);
    const data = JSON.parse(result.hydrationData!);
    expect(Object.values(data.loaderData)).toEqual([{ ...DAILY, personal: false }]);
    // The day and its question are the page's one island, handed the question as the server read it.
    expect(islands(result.html)).toEqual(['daily-question']);
    const props = /data-island-props="([^"]*)"/.exec(result.html)![1]!.replaceAll('&quot;', '"');
    expect(JSON.parse(props)).toEqual({ loaded: { ...DAILY, personal: false } });
  });

  it('names the share pictures of a question page and the daily page, and links to WhatsApp with their addresses', async () => {
    const question = await page(`/pregunta/${QUESTION.slug}`);
    expect(question.meta.image).toBe(`/og/pregunta/${QUESTION.slug}.png`);
    const daily = await page('/pregunta-del-dia');
    expect(daily.meta.image).toBe('/og/pregunta-del-dia/2026-11-23.png');
    for (const [result, address] of [
      [question, `http://localhost/pregunta/${QUESTION.slug}`],
      [daily, 'http://localhost/pregunta-del-dia'],
    ] as const) {
      const link = /<a[^>]*href="(https:\/\/wa\.me\/\?text=[^"]*)"[^>]*>.*?Compartir por WhatsApp<\/a>/s.exec(
        result.html,
      );
      expect(link, address).not.toBeNull();
      expect(new URL(link![1]!.replaceAll('&amp;', '&')).searchParams.get('text')).toMatch(
        new RegExp(`^¿.+\\? .*${address}$`),
      );
      expect(link![0]).toContain('target="_blank"');
      expect(link![0]).toContain('rel="noopener"');
    }
    // The second brand has no share pictures.
    expect((await page('/pregunta-del-dia', 'alt')).meta.image).toBeUndefined();
  });

  it('renders the schedule of Lima by default: title, description, table and cards', async () => {
    const result = await page('/cronograma-examenes-oece');
    expect(result.status).toBe(200);
    expect(result.meta.title).toBe('Cronograma de exámenes OECE | Simulador OECE');
    expect(result.meta.description).toContain('por departamento');
    expect(result.meta.canonical).toBe('http://localhost/cronograma-examenes-oece');
    expect(result.html).toMatch(/<h1[^>]*>Cronograma de exámenes OECE<\/h1>/);
    expect(result.html).toMatch(/<option value="LIMA" selected="">Lima<\/option>/);
    const content = text(result.html);
    expect(content).toContain('Actualizado 20 de noviembre de 2026');
    // In the table and again in the phone's cards.
    expect(content.match(/Sede central \(Jesús María\)/g)).toHaveLength(3);
    expect(content).toContain('viernes, 9 de enero de 2099');
    expect(content).toContain('3:00 p. m.');
    expect(content).toContain('23 vacantes');
    expect(content).toContain('Sin vacantes');
    expect(content).toContain('portal oficial del OECE');
    // Choosing another department is a plain form: it works with no script, and the page has none.
    expect(result.html).toMatch(/<form[^>]*action="\/cronograma-examenes-oece" method="get">/);
    expect(result.html).toMatch(/<button[^>]*type="submit"[^>]*>Ver cronograma<\/button>/);
    expect(islands(result.html)).toEqual([]);
  });

  it('renders the department the address names, and says when it has no sittings or its data is old', async () => {
    const { html } = await page('/cronograma-examenes-oece?departamento=LA+LIBERTAD');
    const content = text(html);
    expect(content).toContain('No se encontraron cronogramas para La Libertad.');
    // What to do next is in the served page: the official portal, and '¿Te avisamos?'.
    expect(html).toMatch(/<a [^>]*href="https:\/\/www\.gob\.pe\/oece"[^>]*>Ir al portal del OECE<\/a>/);
    expect(content).toContain('¿Te avisamos?');
    expect(content).toContain('te escribimos cuando se publiquen fechas de examen en La Libertad');
    expect(content).toContain('Estos datos se tomaron el 20 de noviembre de 2026 y pueden no coincidir');
    // The form to leave an e-mail is the page's one island.
    expect(islands(html)).toEqual(['schedule-notices']);
  });

  it('asks for a department when the address names none it knows', async () => {
    const content = text((await page('/cronograma-examenes-oece?departamento=ATLANTIDA')).html);
    expect(content).toContain('Selecciona un departamento para ver el cronograma.');
  });

  it('says why a schedule failed to load, with the address it tried, and marks the page as failed', async () => {
    const result = await page('/cronograma-examenes-oece?departamento=CUSCO');
    expect(result.status).toBe(503);
    const content = text(result.html);
    expect(content).toContain('Error al cargar el cronograma: Base de datos caída.');
    expect(content).toContain('Dirección consultada: http://localhost/api/oece-exam-schedule/CUSCO');
    // Trying again is asking the server for the same address.
    expect(result.html).toMatch(
      /<a[^>]*href="\/cronograma-examenes-oece\?departamento=CUSCO"[^>]*>Reintentar<\/a>/,
    );
  });

  it('renders an article with its tables, its metadata and the way to the simulator', async () => {
    const result = await page('/montos-procedimientos-seleccion');
    expect(result.status).toBe(200);
    expect(result.meta).toMatchObject({
      title: 'Montos y procedimientos de selección | Simulador OECE',
      description: ARTICLE.description,
      ogType: 'article',
      structuredData: { '@type': 'Article', headline: ARTICLE.title, dateModified: '2026-11-23' },
    });
    expect(result.html).toMatch(/<h1[^>]*>Montos y procedimientos de selección<\/h1>/);
    expect(result.html).toContain('<td>desde S/ 485,000</td>');
    expect(text(result.html)).toContain('Actualizado el 23 de noviembre de 2026');
    expect(result.html).toMatch(/<a[^>]*href="\/examen"[^>]*>Empezar el simulador<\/a>/);
  });

  it('says why an article failed to load, and offers it again as a plain link to its own address', async () => {
    const failing: ServerApiFetch = async () => ({
      status: 503,
      body: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Base de datos caída.' },
    });
    const result = await render(
      new Request(`http://localhost/${ARTICLE.slug}?utm_source=boletin`),
      settings('main'),
      failing,
    );
    if (result.kind !== 'page') throw new Error('the article redirected');
    expect(result.status).toBe(500);
    expect(text(result.html)).toContain('Error al cargar el artículo: Base de datos caída.');
    // A visitor's page runs no code outside its islands: trying again is loading the address again.
    expect(result.html).toMatch(
      new RegExp(`<a[^>]*href="/${ARTICLE.slug}\\?utm_source=boletin"[^>]*>Intentar de nuevo</a>`),
    );
  });

  it('moves the exam-preparation alias for good to the article', async () => {
    expect(await render200('/examen-certificacion-oece')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/como-prepararse-examen-oece',
    });
  });

  it('renders the plans with their prices, links to pay each one and the questions buyers ask', async () => {
    const result = await page('/precios');
    expect(result.status).toBe(200);
    expect(result.meta.title).toBe('Precios y planes | Simulador OECE');
    expect(result.meta.description).toContain('desde S/45');
    const content = text(result.html);
    for (const price of ['S/45', 'S/60', 'S/79']) expect(content).toContain(price);
    expect(content).toContain('Pago único · 3 meses de acceso ilimitado');
    // One way on from each plan, at any hour.
    for (const plan of PLANS.plans) {
      expect(result.html.match(new RegExp(`href="/pago/${plan.slug}"`, 'g'))).toHaveLength(1);
      expect(result.html).toMatch(
        new RegExp(`<a[^>]*href="/pago/${plan.slug}"[^>]*>Quiero el plan ${plan.name}</a>`),
      );
    }
    expect(content).toContain('Balotario Básico en PDF: 500 preguntas con sus respuestas');
    // The bank's size is the server's count, said once for every plan.
    expect(content).toContain('Exámenes ilimitados con las 858 preguntas del banco');
    // The answers are native disclosures, closed, in the served page.
    expect(result.html).toMatch(
      /<details[^>]*><summary[^>]*>¿Cómo recibo mi acceso\?<svg[^>]*>.*?<\/summary><p[^>]*>Al aprobarse tu pago/,
    );
    expect(result.html).not.toMatch(/<details[^>]*\sopen/);
    // The advisor's chat is a link with the greeting of the hour, and copying the number needs no
    // island: the page has none.
    const chat =
      /<a[^>]*href="(https:\/\/wa\.me\/51900000000\?text=[^"]*)"[^>]*>Escribir por WhatsApp<\/a>/.exec(
        result.html,
      );
    expect(new URL(chat![1]!.replaceAll('&amp;', '&')).searchParams.get('text')).toMatch(
      /^Buen(os días|as tardes|as noches), quiero información sobre los planes\.$/,
    );
    expect(chat![0]).toContain('target="_blank"');
    expect(islands(result.html)).toEqual([]);
  });

  it('renders the payment page of a plan, and sends an unknown plan to the basic one', async () => {
    const result = await page('/pago/premium');
    expect(result.meta.title).toBe('Pagar el plan Premium | Simulador OECE');
    expect(result.html).toMatch(/<h1[^>]*>Plan Premium<\/h1>/);
    expect(text(result.html)).toContain('S/79');
    expect(text(result.html)).toContain('Correo electrónico');
    expect(text(result.html)).toContain('Pagar con tarjeta o Yape');
    // The checkout form is the page's one island; the plan's summary is plain HTML.
    expect(islands(result.html)).toEqual(['checkout-form']);
    expect(await render200('/pago/oro')).toEqual({ kind: 'redirect', status: 302, location: '/pago/basico' });
    expect(await render200('/pago')).toEqual({ kind: 'redirect', status: 302, location: '/pago/basico' });
  });

  it('renders the payment result page, which reads its order in the browser', async () => {
    const result = await page('/pago/validar?orderId=abc');
    expect(result.meta.title).toBe('Estado del pago | Simulador OECE');
    expect(result.html).toMatch(/<h1[^>]*>Estado de tu pago<\/h1>/);
    expect(text(result.html)).toContain('Verificando tu pago…');
    // All of it follows the order: the whole page is one island.
    expect(islands(result.html)).toEqual(['payment-result']);
    expect(islands((await page('/pago/prueba?orderId=abc')).html)).toEqual(['sandbox-checkout']);
  });

  it('has no schedule, articles or plans on the second brand, whose API answers 404 for them', async () => {
    const altApi: ServerApiFetch = async () => ({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'Ruta no encontrada.' },
    });
    for (const pathname of [
      '/cronograma-examenes-oece',
      '/nueva-ley-contrataciones-publicas-32069',
      '/precios',
      '/pago/premium',
    ]) {
      const result = await render(new Request(`http://localhost${pathname}`), settings('alt'), altApi);
      expect(result).toMatchObject({ kind: 'page', status: 404 });
      if (result.kind === 'page') {
        expect(result.html).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/);
        // Titled as what it is, not as the page the other brand has there.
        expect(result.meta.title).toBe('Página no encontrada | Aula Compras Públicas');
      }
    }
  });

  it.each(['/dashboard', '/dashboard/perfil', '/examen/ABC123', '/admin/usuarios', '/admin/login'])(
    'leaves %s to the browser, with its title',
    async (pathname) => {
      const result = await page(pathname);
      expect(result).toMatchObject({ status: 200, html: '', styles: '', hydrationData: null });
      expect(result.meta.title).toMatch(/Simulador OECE$/);
    },
  );
});

describe('the key the server keeps a rendered page under', () => {
  const key = (pathname: string) => pageRoute(pathname).key;

  it('is the same for every address that renders the same page', () => {
    expect(new Set(['/examen', '/EXAMEN', '/examen/'].map(key)).size).toBe(1);
    expect(key('/no-existe')).toBe(key('/otra/cosa'));
    // Only the schedule (the department) and the payment's pages (the order) read their query
    // string: only theirs are kept per query.
    expect(pageRoute('/examen').searchParams).toBe(false);
    expect(pageRoute('/precios').searchParams).toBe(false);
    for (const pathname of ['/cronograma-examenes-oece', '/pago/validar', '/pago/prueba'])
      expect(pageRoute(pathname).searchParams, pathname).toBe(true);
  });

  it('differs between pages', () => {
    const keys = [
      '/',
      '/examen',
      '/login',
      '/no-existe',
      '/dashboard/perfil',
      '/dashboard/examen',
      '/pregunta/una-pregunta-aaaaaa',
      '/pregunta/otra-pregunta-bbbbbb',
      '/pregunta-del-dia',
      '/cronograma-examenes-oece',
      '/como-prepararse-examen-oece',
      '/nueva-ley-contrataciones-publicas-32069',
      '/precios',
      '/pago/basico',
      '/pago/premium',
      '/pago/validar',
    ].map(key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the sitemap', () => {
  it('lists the public pages of fixed address, the daily one as changing daily', () => {
    expect(sitemapPaths()).toEqual([
      { path: '/', daily: false },
      { path: '/examen', daily: false },
      { path: '/pregunta-del-dia', daily: true },
      { path: '/cronograma-examenes-oece', daily: true },
      { path: '/precios', daily: false },
      { path: '/como-prepararse-examen-oece', daily: false },
      { path: '/nueva-ley-contrataciones-publicas-32069', daily: false },
      { path: '/montos-procedimientos-seleccion', daily: false },
    ]);
  });
});
