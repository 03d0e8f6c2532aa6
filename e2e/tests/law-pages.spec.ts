import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { altBrandUrl, expect, test } from '../support/fixtures';
import { revealAnswer, waitForPageCode } from '../support/pages';

const SOURCE = /^(Ley 32069|Reglamento), art\. (\d+)((?:\.\d+)*)$/;
const LAST_ARTICLE = { ley: 100, reglamento: 389 };

/**
 * A question of the public set that cites an article with articles on both sides, found at run
 * time: which questions the seed publishes is the public set's rule, not this journey's.
 */
async function publishedCitation(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap-preguntas.xml')).text();
  const slugs = [...sitemap.matchAll(/\/pregunta\/([^<]+)<\/loc>/g)].map(([, slug]) => slug!);
  expect(slugs.length, 'the seed publishes part of the bank').toBeGreaterThan(0);
  for (const slug of slugs) {
    const question = (await (await request.get(`/api/questions/slug/${slug}`)).json()) as {
      question: string;
      sources: string[];
    };
    for (const source of question.sources) {
      const [, book, number] = SOURCE.exec(source) ?? [];
      if (!book) continue;
      const text = book === 'Ley 32069' ? 'ley' : 'reglamento';
      const article = Number(number);
      if (article > 1 && article < LAST_ARTICLE[text]) {
        const path = `/${text === 'ley' ? 'ley-32069' : 'reglamento-ley-32069'}/articulo`;
        return { slug, stem: question.question, source, path, article };
      }
    }
  }
  throw new Error('Ninguna pregunta publicada cita un artículo con otros a ambos lados.');
}

test('a visitor lands on an article, jumps to a numeral, moves next and back, and opens a question citing it', async ({
  page,
  request,
}) => {
  const { slug, stem, path, article } = await publishedCitation(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${path}/${article}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Artículo ${article} de`));
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Each numeral links to itself: its address can be copied, and it opens at the numeral.
  const numeral = page.locator('main a[href^="#n-"]').last();
  const anchor = (await numeral.getAttribute('href'))!;
  await numeral.click();
  await expect(page).toHaveURL(new RegExp(`${path}/${article}${anchor}$`));
  await expect(page.locator(anchor)).toBeInViewport();

  await page.getByRole('link', { name: `Siguiente: artículo ${article + 1}` }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/${article + 1}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Artículo ${article + 1} de`));
  await page.getByRole('link', { name: `Anterior: artículo ${article}` }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/${article}$`));

  const questions = page.getByRole('region', { name: 'Preguntas sobre este artículo' });
  await questions.locator(`a[href="/pregunta/${slug}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/pregunta/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stem);
});

test("a link to a literal opens the article there, marked, beside the publisher's notes on amendments", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ley-32069/articulo/7#n-1-e');
  const literal = page.locator('#n-1-e');
  await expect(literal).toHaveText(/^e\) Los servicios brindados por conciliadores, árbitros/);
  await expect(literal).toBeInViewport();
  // Marked by more than its colour: a bar beside it.
  await expect(literal).toHaveCSS('border-left-style', 'solid');
  await expect(page.locator('main p:not(:target)[id^="n-"]').first()).toHaveCSS('border-left-style', 'none');

  // Literal b) was amended: its note says by which norm, in words, and no '(*)' is left in the text.
  const note = page.getByRole('note').filter({ hasText: 'Literal modificado por la Ley N° 32515' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('cuyo texto es el siguiente: "b) Las contrataciones realizadas');
  await expect(page.locator('main')).not.toContainText('(*)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousA11yViolations(page);
});

test("a question's legal basis opens the article's page at the cited numeral, in a new tab", async ({
  page,
  request,
}) => {
  const { slug, source, path, article } = await publishedCitation(request);
  await page.goto(`/pregunta/${slug}`);
  await waitForPageCode(page);
  // The legal basis comes with the answer.
  await revealAnswer(page);
  const label = source.replace(/^Ley /, 'Ley N° ');
  await page.getByRole('button', { name: `${label}: leer el artículo` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^Artículo ${article}\\.`) });
  const opened = page.waitForEvent('popup');
  await drawer.getByRole('link', { name: 'Abrir la página del artículo (en una pestaña nueva)' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(new RegExp(`${path}/${article}(#n-[\\d-]+)?$`));
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^Artículo ${article} de`));
  const hash = new URL(tab.url()).hash;
  if (hash) await expect(tab.locator(hash)).toBeInViewport();
  await tab.close();
});

test('without JavaScript an article page has its text, anchors, note, canonical and structured data', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/ley-32069/articulo/57#n-2');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Artículo 57 de la Ley N° 32069: Cancelación | Simulador OECE');
  await expect(page.locator('#n-2')).toContainText('57.2.');
  await expect(page.locator('#n-2')).toBeInViewport();
  await expect(page.getByRole('link', { name: '57.1.' })).toHaveAttribute('href', '#n-1');
  await expect(
    page.getByText(/^Texto consolidado al 20 de enero de 2026 \(Congreso de la República/),
  ).toBeVisible();
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /\/ley-32069\/articulo\/57$/,
  );
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  );
  expect(structured['@graph'][0]).toMatchObject({
    '@type': 'Legislation',
    legislationIdentifier: 'Ley N° 32069, artículo 57',
  });
  expect(structured['@graph'][1]['@type']).toBe('BreadcrumbList');
  // The list of articles leads to each one as a plain link.
  await page.getByRole('link', { name: 'Ley N° 32069', exact: true }).first().click();
  await expect(page).toHaveURL(/\/ley-32069$/);
  await expect(page.getByRole('link', { name: 'Artículo 57. Cancelación' })).toHaveAttribute(
    'href',
    '/ley-32069/articulo/57',
  );
  await context.close();
});

test('a number written with zeros moves to the article, one that is none is a 404, and the second brand has no such pages', async ({
  page,
}) => {
  const moved = await page.goto('/reglamento-ley-32069/articulo/066');
  expect(moved?.request().redirectedFrom()?.url()).toMatch(/\/articulo\/066$/);
  await expect(page).toHaveURL(/\/reglamento-ley-32069\/articulo\/66$/);
  const missing = await page.goto('/ley-32069/articulo/101');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No se encontró el artículo');
  for (const path of ['/ley-32069', '/ley-32069/articulo/57', '/reglamento-ley-32069/articulo/66']) {
    expect((await page.goto(altBrandUrl(path)))?.status(), path).toBe(404);
  }
});
