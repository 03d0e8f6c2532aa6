import type { Page } from '@playwright/test';
import { sampleQuestion } from '../support/content';
import { altBrandUrl, expect, test } from '../support/fixtures';
import { modulesOf } from '../support/chunks';
import { waitForPageCode } from '../support/pages';

interface ExpectedPage {
  path: string;
  status: number;
  heading: string;
  text: string;
  title: string;
}

/** A question page of the public set, as the running app publishes it. */
async function questionPage(): Promise<ExpectedPage> {
  const question = await sampleQuestion();
  const line = question.question.replace(/\s+/g, ' ').trim();
  return {
    path: `/pregunta/${question.slug}`,
    status: 200,
    heading: question.question,
    text: 'Ver respuesta',
    title: `${line.length <= 60 ? line : `${line.slice(0, 60).trimEnd()}…`} | Simulador OECE`,
  };
}

/**
 * Each public page: its heading, a line of its content and its title, as the server sends them; the
 * question page is read from the app when its test runs.
 */
const PUBLIC_PAGES: (ExpectedPage | { path: string; page: () => Promise<ExpectedPage> })[] = [
  {
    path: '/precios',
    status: 200,
    heading: 'Planes del simulador',
    text: 'Pago único · 3 meses de acceso ilimitado',
    title: 'Precios y planes | Simulador OECE',
  },
  {
    path: '/pago/basico',
    status: 200,
    heading: 'Plan Básico',
    text: 'Compra segura: el pago lo procesa nuestra pasarela de pagos',
    title: 'Pagar el plan Básico | Simulador OECE',
  },
  {
    path: '/',
    status: 200,
    heading: 'Aprueba el examen de certificación OECE',
    text: 'Exámenes cronometrados',
    title: 'Simulador OECE',
  },
  {
    path: '/examen',
    status: 200,
    heading: 'Dar examen',
    text: 'Sobre el examen completo',
    title: 'Dar examen | Simulador OECE',
  },
  {
    path: '/login',
    status: 200,
    heading: 'Iniciar sesión',
    text: 'Accede con el usuario y la contraseña de tu membresía.',
    title: 'Iniciar sesión | Simulador OECE',
  },
  { path: '/pregunta/{una pregunta de la biblioteca pública}', page: questionPage },
  {
    path: '/pregunta-del-dia',
    status: 200,
    heading: 'Pregunta del día',
    text: 'Enviar respuesta',
    title: 'Pregunta del día | Simulador OECE',
  },
  {
    path: '/cronograma-examenes-oece',
    status: 200,
    heading: 'Cronograma de exámenes OECE',
    text: 'Las fechas pueden cambiar y las vacantes son referenciales.',
    title: 'Cronograma de exámenes OECE | Simulador OECE',
  },
  {
    path: '/como-prepararse-examen-oece',
    status: 200,
    heading: 'Cómo prepararte para el examen de certificación OECE',
    text: 'Plan de estudio de cuatro semanas',
    title: 'Cómo prepararte para el examen de certificación OECE | Simulador OECE',
  },
  {
    path: '/nueva-ley-contrataciones-publicas-32069',
    status: 200,
    heading: 'Ley N° 32069: qué cambió en las contrataciones públicas',
    text: '¿Cuándo entró en vigor?',
    title: 'Ley N° 32069: qué cambió en las contrataciones públicas | Simulador OECE',
  },
  {
    path: '/montos-procedimientos-seleccion',
    status: 200,
    heading: 'Montos y procedimientos de selección: tablas y ejemplos',
    text: 'Tabla 2: Ley N° 32069',
    title: 'Montos y procedimientos de selección: tablas y ejemplos | Simulador OECE',
  },
  {
    path: '/temas',
    status: 200,
    heading: 'Temas del examen de certificación OECE',
    text: 'El examen se ordena en 3 competencias y 72 temas.',
    title: 'Temas del examen OECE por competencia | Simulador OECE',
  },
  {
    path: '/competencias/fase-de-seleccion',
    status: 200,
    heading: 'Fase de selección',
    text: 'Los 21 temas de esta competencia',
    title: 'Fase de selección: temas del examen OECE | Simulador OECE',
  },
  {
    path: '/temas/1.4.3-fraccionamiento-y-agrupamiento-de-prestaciones-paquete-items',
    status: 200,
    heading: '1.4.3 Fraccionamiento y agrupamiento de prestaciones (paquete, ítems, lotes, tramos)',
    text: 'Artículos en los que se basa',
    title: '1.4.3 Fraccionamiento y agrupamiento de prestaciones | Simulador OECE',
  },
  {
    path: '/reglamento-ley-32069',
    status: 200,
    heading: 'Reglamento de la Ley N° 32069, aprobado por D.S. N° 009-2025-EF',
    text: 'Lee cada artículo con sus numerales y las preguntas del simulador que lo citan.',
    title: 'Reglamento de la Ley N° 32069: texto consolidado por artículos | Simulador OECE',
  },
  {
    path: '/ley-32069/articulo/5',
    status: 200,
    heading: 'Artículo 5 de la Ley N° 32069: Principios rectores de la contratación pública',
    text: 'Las contrataciones públicas, con independencia de su régimen legal',
    title: 'Artículo 5 de la Ley N° 32069: Principios rectores de la contratación pública | Simulador OECE',
  },
  {
    path: '/pagina-que-no-existe',
    status: 404,
    heading: 'Página no encontrada',
    text: 'La dirección que buscas no existe o fue movida.',
    title: 'Página no encontrada | Simulador OECE',
  },
];

declare global {
  /** What the journeys below keep on the page's window: the layout shift so far, a mark on the document. */
  interface Window {
    layoutShift: number;
    sameDocument?: boolean;
  }
}

/**
 * Code that only members, exams and administrators use. A page put together in app/pages/ comes in
 * a chunk named after that module (exam-route, practice-route…), with the feature's page inside.
 */
const PRIVATE_CODE =
  /exam-page|exam-route|exam-screen|exam-results|practice-page|practice-route|review-route|history-route|admin-|dashboard-|profile-page/;

/**
 * Public pages whose every control is plain HTML (links, the menu's popover, anchors): they have no
 * island, so a visitor's browser runs three small scripts (analytics, errors) and no React.
 */
const CONTENT_PAGES = [
  '/como-prepararse-examen-oece',
  '/nueva-ley-contrataciones-publicas-32069',
  '/montos-procedimientos-seleccion',
  '/temas',
  '/competencias/fase-de-seleccion',
  '/temas/1.4.3-fraccionamiento-y-agrupamiento-de-prestaciones-paquete-items',
  '/ley-32069',
  '/reglamento-ley-32069',
  '/ley-32069/articulo/5',
  '/pagina-que-no-existe',
];

/**
 * React, the component library, the code that hydrates islands and the islands' own, by their
 * files' names (react-…, islands-…, islands-shared-…, island-<name>-…).
 */
const REACT_CODE = /\/assets\/(react|islands?)-/;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const listed of PUBLIC_PAGES) {
    test(`${listed.path} arrives as a complete page`, async ({ page }) => {
      const expected = 'page' in listed ? await listed.page() : listed;
      const response = await page.goto(expected.path);
      expect(response?.status()).toBe(expected.status);
      await expect(page).toHaveTitle(expected.title);
      await expect(heading(page)).toHaveText(expected.heading);
      await expect(page.getByText(expected.text)).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Inicio' }),
      ).toBeVisible();
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    });
  }

  test("the second brand's pages carry its name", async ({ page }) => {
    await page.goto(altBrandUrl('/examen'));
    await expect(page).toHaveTitle('Dar examen | Aula Compras Públicas');
    await expect(page.getByRole('contentinfo')).toContainText('Aula Compras Públicas');
  });

  test("the phone menu opens and leads to the menu's pages", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/ley-32069');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Cronograma' }).click();
    await expect(page).toHaveURL(/\/cronograma-examenes-oece$/);
    await expect(heading(page)).toHaveText('Cronograma de exámenes OECE');
  });
});

/** Loads a page, waits until its code (if any) runs it, and returns what went wrong on the way. */
async function openAndHydrate(page: Page, path: string) {
  const problems: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The 404 page's own status is reported as a failed resource; anything else is a problem.
    if (message.type() === 'error' && !message.text().includes('status of 404'))
      problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(new URL(response.url()).pathname);
  });
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { problems, scripts };
}

/** Holds back every script of the pages a journey opens, as on a slow connection, until released. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const listed of PUBLIC_PAGES) {
  test(`${listed.path} comes to life without errors, layout shift or private code`, async ({ page }) => {
    const expected = 'page' in listed ? await listed.page() : listed;
    const { problems, scripts } = await openAndHydrate(page, expected.path);
    await waitForPageCode(page);
    await expect(heading(page)).toHaveText(expected.heading);
    expect(problems).toEqual([]);
    expect(scripts.filter((script) => PRIVATE_CODE.test(script))).toEqual([]);
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThanOrEqual(0.02);
  });
}

for (const path of CONTENT_PAGES) {
  test(`${path} downloads no React`, async ({ page }) => {
    const { problems, scripts } = await openAndHydrate(page, path);
    await waitForPageCode(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => REACT_CODE.test(script))).toEqual([]);
    expect(problems).toEqual([]);
  });
}

/**
 * Pages with islands and the islands on each (island-<module>-….js is the code of one island alone):
 * a page loads its own islands' code, no other's, and never the validation library, which none of
 * them uses (a page that did would pull it in through a shared module without anyone noticing).
 */
const ISLAND_PAGES: { path: () => Promise<string>; islands: string[] }[] = [
  { path: async () => '/', islands: ['landing-taste'] },
  { path: async () => '/examen', islands: ['exams-in-progress', 'exam-choices', 'practice-panel'] },
  { path: async () => '/login', islands: ['login-page'] },
  { path: async () => '/recuperar-contrasena', islands: ['forgot-password-page'] },
  { path: async () => `/pregunta/${(await sampleQuestion()).slug}`, islands: ['public-question-answer'] },
  { path: async () => '/pregunta-del-dia', islands: ['daily-question-route'] },
];

for (const listed of ISLAND_PAGES) {
  test(`${listed.islands.join(', ')}: the page loads the code of its islands and no other`, async ({
    page,
  }) => {
    const { problems, scripts } = await openAndHydrate(page, await listed.path());
    await waitForPageCode(page);
    const islands = scripts.flatMap(
      (script) => /\/assets\/island-(.+)-[\w-]{8}\.js$/.exec(script)?.[1] ?? [],
    );
    expect(islands.sort()).toEqual([...listed.islands].sort());
    const modules = scripts.flatMap((script) => modulesOf(script));
    expect(modules.filter((id) => id.startsWith('node_modules/zod/'))).toEqual([]);
    expect(scripts.length).toBeLessThanOrEqual(10);
    expect(problems).toEqual([]);
  });
}

test("a visitor's pages navigate by full page loads, each arriving with its title and description", async ({
  page,
}) => {
  await page.goto('/');
  await waitForPageCode(page);
  // A mark on the window lasts as long as its document: the next page is a new one, from the server.
  await page.evaluate(() => (window.sameDocument = true));
  await page.getByRole('link', { name: 'Empezar simulacro' }).click();
  await expect(heading(page)).toHaveText('Dar examen');
  await expect(page).toHaveTitle('Dar examen | Simulador OECE');
  // A page load (decision 0035): the landing's window is gone.
  expect(await page.evaluate(() => window.sameDocument)).toBeUndefined();
  await waitForPageCode(page);
  await expect(page.getByRole('button', { name: 'Empezar examen rápido' })).toBeEnabled();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Acceder' }).click();
  await expect(page).toHaveTitle('Iniciar sesión | Simulador OECE');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Ingresa con tu usuario/);
});

test('the phone menu opens at the first tap, before any script has run', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdScripts(page);
  // Deferred scripts hold back DOMContentLoaded: the page is usable once its HTML is in.
  await page.goto('/temas', { waitUntil: 'commit' });
  const open = page.getByRole('button', { name: 'Abrir menú' });
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await open.click();
  await expect(menu.getByRole('link', { name: 'Cronograma' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await open.click();
  await expect(menu.getByRole('link', { name: 'Acceder' })).toBeVisible();
  // Nothing of the page's code had run.
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
});

test('a visitor who types before the page is ready keeps what was typed', async ({ page }) => {
  // The page's scripts are held back, as on a slow connection, while the visitor fills in the form.
  const release = await holdScripts(page);
  // Deferred scripts hold back DOMContentLoaded: the page is usable once its HTML is in.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(heading(page)).toHaveText('Iniciar sesión');
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Usuario').fill('alguien');
  await page.getByLabel('Contraseña', { exact: true }).fill('una-clave');
  release();
  await expect(submit).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
});

test("a page whose island's code fails to download keeps its content and links, its form waiting", async ({
  page,
}) => {
  // The login card is the page's island; the islands' code does not arrive.
  await page.route('**/assets/islands-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(heading(page)).toHaveText('Iniciar sesión');
  await expect(page.getByText('Accede con el usuario y la contraseña de tu membresía.')).toBeVisible();
  // Without its code the form cannot log in: its button stays disabled, rather than sending the
  // password the browser's way, and the page shows no error of its own.
  await page.getByLabel('Usuario').fill('alguien');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
  await expect(page.getByText(/error|No se pudo/i)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  // Everything else is plain HTML, and works.
  await page.getByRole('link', { name: 'Ver planes' }).click();
  await expect(page).toHaveURL(/\/precios$/);
  await expect(heading(page)).toHaveText('Planes del simulador');
});
