import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForPageCode } from '../support/pages';

/** The picture a link preview shows for the page: a large card whose address answers a PNG. */
async function expectSharePicture(page: Page, request: APIRequestContext, path: RegExp) {
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(image!).pathname).toMatch(path);
  const response = await request.get(image!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
}

/** 'Compartir por WhatsApp': wa.me with a short invitation ending in the page's own address. */
async function expectShareLink(page: Page, address: string) {
  const link = page.getByRole('link', { name: 'Compartir por WhatsApp' });
  const href = new URL((await link.getAttribute('href'))!);
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
  const text = href.searchParams.get('text')!;
  expect(text.startsWith('¿')).toBe(true);
  expect(text.endsWith(` ${address}`)).toBe(true);
  await expect(link).toHaveAttribute('target', '_blank');
}

test('a question of the public set is shared by WhatsApp with its address, and previewed with its picture', async ({
  page,
  request,
}) => {
  // The sitemap lists the public set: its first question's page.
  const sitemap = await (await request.get('/sitemap-preguntas.xml')).text();
  const address = /<loc>(.*?)<\/loc>/.exec(sitemap)?.[1];
  expect(address, 'the sitemap lists a question of the public set').toBeDefined();
  await page.goto(address!);
  await waitForPageCode(page);
  await expectShareLink(page, address!);
  await expectSharePicture(page, request, /^\/og\/pregunta\/[a-z0-9-]+\.png$/);
});

test('the question of the day is shared by WhatsApp before and after answering, and previewed with its picture', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/pregunta-del-dia');
  await expectShareLink(page, `${baseURL}/pregunta-del-dia`);
  await expectSharePicture(page, request, /^\/og\/pregunta-del-dia\/\d{4}-\d{2}-\d{2}\.png$/);
  await waitForPageCode(page);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(page.getByText(/Total de participantes: \d+/)).toBeVisible();
  await expectShareLink(page, `${baseURL}/pregunta-del-dia`);
});
