import type { Page } from '@playwright/test';
import { altBrandUrl, expect, test } from '../support/fixtures';
import { startExam, waitForPageCode } from '../support/pages';

/** A topic as GET /api/library/topics lists it. */
interface ListedTopic {
  code: string;
  label: string;
  slug: string;
  questionCount: number;
  publicCount: number;
}

/**
 * A topic of competency 1 with published questions, read from the API at run time: which questions
 * are public is the seed's choice (a rule of its own), and changes with the bank.
 */
async function publishedTopic(page: Page): Promise<ListedTopic> {
  const index = (await (await page.request.get('/api/library/topics')).json()) as {
    competencies: { topics: ListedTopic[] }[];
  };
  const topic = index.competencies[0]!.topics.find((candidate) => candidate.publicCount > 0);
  if (!topic) throw new Error('Ningún tema de Actuaciones preparatorias tiene preguntas publicadas.');
  return topic;
}

/** Nothing on the page is wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('a visitor goes from the topics to a competency, a topic and one of its questions, and back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const topic = await publishedTopic(page);
  await page.goto('/temas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temas del examen de certificación OECE');
  await expectNoSidewaysScroll(page);

  await page.getByRole('main').getByRole('link', { name: 'Actuaciones preparatorias', exact: true }).click();
  await expect(page).toHaveURL(/\/competencias\/actuaciones-preparatorias$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actuaciones preparatorias');
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: `${topic.code} ${topic.label}` }).click();
  await expect(page).toHaveURL(new RegExp(`/temas/${topic.slug.replace(/\./g, '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${topic.code} ${topic.label}`);
  const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(trail.getByRole('link')).toHaveText(['Inicio', 'Temas', 'Actuaciones preparatorias']);
  await expect(page.getByRole('heading', { name: 'Artículos en los que se basa' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `${topic.questionCount} preguntas del banco sobre este tema` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  const questions = page.getByRole('region', { name: /preguntas del banco sobre este tema$/ });
  const question = questions.getByRole('link').first();
  const stem = (await question.textContent())!;
  await question.click();
  await expect(page).toHaveURL(/\/pregunta\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stem);
  await page.getByRole('link', { name: `${topic.code} ${topic.label}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${topic.code} ${topic.label}`);
});

test("'Practica este tema' leads a visitor to the free rapid exam, and shows the plans", async ({ page }) => {
  const topic = await publishedTopic(page);
  await page.goto(`/temas/${topic.slug}`);
  const call = page.getByRole('region', { name: 'Practica este tema' });
  await expect(call.getByRole('link', { name: /^Ver planes desde S\/\d+$/ })).toHaveAttribute(
    'href',
    '/precios',
  );
  // From the keyboard, as the page's links are reached.
  await call.getByRole('link', { name: 'Dar el examen rápido gratis' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/examen$/);
  await waitForPageCode(page);
  await startExam(page, 'rápido');
  await expect(page).toHaveURL(/\/examen\/[A-Za-z0-9_-]{22}$/);
});

test('without JavaScript a topic page has its content, metadata and plain links to its questions', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const topic = await publishedTopic(page);
  // The code alone moves to the topic's address.
  const response = await page.goto(`/temas/${topic.code}`);
  expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/temas/${topic.code}$`));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${topic.code} ${topic.label}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/temas/${topic.slug.replace(/\./g, '\\.')}$`),
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/og/tema/${topic.slug.replace(/\./g, '\\.')}\\.png$`),
  );
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  );
  expect(structured['@type']).toBe('BreadcrumbList');
  expect(structured.itemListElement).toHaveLength(4);
  await expect(
    page.locator('main p a[href^="/ley-32069/"], main p a[href^="/reglamento-ley-32069/"]').first(),
  ).toBeVisible();

  const question = page
    .getByRole('region', { name: /preguntas del banco sobre este tema$/ })
    .getByRole('link')
    .first();
  const stem = (await question.textContent())!;
  await question.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stem);
  await context.close();
});

test('the footer links the topics and the competencies; the second brand has no library', async ({
  page,
}) => {
  await page.goto('/');
  await waitForPageCode(page);
  const footer = page.getByRole('navigation', { name: 'Temas del examen' });
  await expect(footer.getByRole('link')).toHaveText([
    'Temas',
    'Actuaciones preparatorias',
    'Fase de selección',
    'Fase de ejecución contractual',
  ]);
  await footer.getByRole('link', { name: 'Fase de selección' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fase de selección');

  for (const pathname of ['/temas', '/competencias/fase-de-seleccion', '/temas/2.4.1']) {
    const alt = await page.goto(altBrandUrl(pathname));
    expect(alt?.status(), pathname).toBe(404);
  }
  await expect(page.getByRole('navigation', { name: 'Temas del examen' })).toHaveCount(0);
});
