import type { Browser, Page } from '@playwright/test';
import type { QuestionsResponse } from '@oece/contracts';
import { asAdmin, createMember } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { sampleQuestion } from '../support/content';
import { altBrandUrl, expect, test } from '../support/fixtures';
import { loginThroughForm, startExam, waitForPageCode } from '../support/pages';

const LETTERS = ['a', 'b', 'c', 'd'];

test.describe('a public question page', () => {
  test("without JavaScript shows the question and its options, the answer behind 'Ver respuesta', and its metadata", async ({
    browser,
  }) => {
    const sample = await sampleQuestion();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/pregunta/${sample.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.question);
    const options = page.getByRole('radiogroup');
    await expect(options.getByRole('radio')).toHaveCount(4);
    for (const [option, text] of sample.alternatives.entries()) {
      await expect(options.getByText(`${LETTERS[option]}) ${text}`, { exact: true })).toBeVisible();
    }
    const key = `${LETTERS[sample.correctAlternative]}) ${sample.alternatives[sample.correctAlternative]}`;
    // The law is written with its number in full ('Ley N° 32069'), as the ballots write it.
    const basis = sample.sources.map((source) => source.replace(/^Ley /, 'Ley N° ')).join('; ');
    const answer = page.getByRole('group').filter({ hasText: 'Respuesta correcta' });
    await expect(answer.getByText(`Base legal: ${basis}`)).toBeHidden();
    // The browser opens it on its own.
    await page.locator('summary', { hasText: 'Ver respuesta' }).click();
    await expect(answer.getByRole('heading', { name: 'Respuesta correcta' })).toBeVisible();
    await expect(answer.getByText(key, { exact: true })).toBeVisible();
    await expect(answer.getByText(`Base legal: ${basis}`)).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/pregunta/${sample.slug}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\| Simulador OECE$/);
    const structured = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    );
    expect(structured.hasPart[0].acceptedAnswer.text).toBe(key);
    await context.close();
  });

  test('on a phone, a visitor answers before seeing the key, then starts an exam from the page', async ({
    page,
  }) => {
    const sample = await sampleQuestion();
    const key = sample.correctAlternative;
    const wrong = (key + 1) % 4;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/pregunta/${sample.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.question);
    await waitForPageCode(page);
    const explanation = page.getByText(sample.explanation!, { exact: true });
    const keyMark = page.getByRole('img', { name: 'Respuesta correcta' });
    const reveal = page.locator('summary', { hasText: 'Ver respuesta' });
    await expect(explanation).toBeHidden();
    await expect(keyMark).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Not before an option is chosen.
    await reveal.click();
    await expect(page.getByRole('alert')).toHaveText('Elige una alternativa para ver si acertaste.');
    await expect(explanation).toBeHidden();

    // By keyboard: an option of the group, then 'Ver respuesta'.
    await page.getByRole('radio').nth(wrong).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio').nth(wrong)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(reveal).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(
      `Incorrecto. La respuesta correcta es la alternativa ${LETTERS[key]})`,
    );
    await expect(explanation).toBeVisible();
    await expect(page.getByText(/^Base legal:/)).toBeVisible();
    await expect(reveal).toBeHidden();
    for (const radio of await page.getByRole('radio').all()) await expect(radio).toBeDisabled();

    // The marked key spans the options' width: its text is not squeezed beside the mark.
    const group = (await page.getByRole('radiogroup').boundingBox())!;
    const keyOption = (await page.locator('label').filter({ has: keyMark }).boundingBox())!;
    expect(keyOption.width).toBeGreaterThanOrEqual(group.width - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Empezar el simulador' }).click();
    await expect(page).toHaveURL(/\/examen$/);
    await startExam(page, 'rápido');
    await expect(page).toHaveURL(/\/examen\/[A-Za-z0-9_-]{22}$/);
  });

  test('a question outside the public library moves for good to its topic page', async ({ request }) => {
    const [outside] = (await asAdmin<QuestionsResponse>('/questions?public=false&pageSize=10')).questions;
    const res = await request.get(`/pregunta/${outside!.slug}`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toMatch(
      new RegExp(`^/temas/${outside!.topic.replaceAll('.', '\\.')}-[a-z0-9-]+$`),
    );
    // Nothing of the question reaches the visitor: not its stem, not its key.
    const api = await request.get(`/api/questions/slug/${outside!.slug}`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No se encontró la pregunta',
      topic: outside!.topic,
    });
  });

  test('an unknown question is a 404 page, and the second brand has no question pages', async ({ page }) => {
    const sample = await sampleQuestion();
    const unknown = await page.goto('/pregunta/no-existe-000000');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No se encontró la pregunta');
    const alt = await page.goto(altBrandUrl(`/pregunta/${sample.slug}`));
    expect(alt?.status()).toBe(404);
  });
});

/** The bar colours of the chart, left to right, as the browser paints them. */
async function barColours(page: Page): Promise<string[]> {
  const bars = page.locator('.MuiBarChart-element');
  await expect(bars).toHaveCount(4);
  return bars.evaluateAll((elements) =>
    elements
      .map((element) => ({ x: element.getBoundingClientRect().x, fill: getComputedStyle(element).fill }))
      .sort((a, b) => a.x - b.x)
      .map((bar) => bar.fill),
  );
}

const GREEN = 'rgb(46, 125, 50)';
const RED = 'rgb(211, 47, 47)';
const BLUE = 'rgb(13, 71, 161)';

/** A new visitor answers the day's question with `option`; answers the key the page then shows. */
async function answerAsNewVisitor(browser: Browser, option: number | ((page: Page) => Promise<number>)) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/pregunta-del-dia');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pregunta del día');
  const send = page.getByRole('button', { name: 'Enviar respuesta' });
  await expect(send).toBeDisabled();
  const chosen = typeof option === 'number' ? option : await option(page);
  await page.getByRole('radio').nth(chosen).check();
  await send.click();
  await expect(page.getByText(/Total de participantes: \d+/)).toBeVisible();
  // The key is the option marked 'Respuesta correcta' once the answer is in.
  const key = await page
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.findIndex(
        (radio) => radio.closest('label')?.querySelector('svg title')?.textContent === 'Respuesta correcta',
      ),
    );
  expect(key).toBeGreaterThanOrEqual(0);
  return { context, page, chosen, key };
}

test.describe('the question of the day', () => {
  test('a visitor answers, sees the chart in the right colours, and still sees it after a reload', async ({
    browser,
  }) => {
    // A first visitor learns the key; a second one answers wrong on purpose, to see every colour.
    const first = await answerAsNewVisitor(browser, 0);
    await first.context.close();
    const wrong = (first.key + 1) % 4;
    const { context, page, key } = await answerAsNewVisitor(browser, wrong);
    expect(key).toBe(first.key);
    await expect(page.getByText('Incorrecto', { exact: true })).toBeVisible();
    const expected = [0, 1, 2, 3].map((option) => (option === key ? GREEN : option === wrong ? RED : BLUE));
    expect(await barColours(page)).toEqual(expected);
    await expect(page.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/precios');
    await expect(page.getByRole('link', { name: 'Dar un examen' })).toHaveAttribute('href', '/examen');

    await page.reload();
    await expect(page.getByText('Incorrecto', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio').nth(wrong)).toBeChecked();
    for (const radio of await page.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Enviar respuesta' })).toHaveCount(0);
    expect(await barColours(page)).toEqual(expected);
    await context.close();
  });

  test('on a phone the chart fits the screen and redraws when the screen turns', async ({ browser }) => {
    const { context, page } = await answerAsNewVisitor(browser, 1);
    await page.setViewportSize({ width: 360, height: 740 });
    const chart = page.locator('.MuiChartsSurface-root').first();
    await expect(chart).toBeVisible();
    await expect.poll(async () => (await chart.boundingBox())?.width ?? 0).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const narrow = (await chart.boundingBox())!.width;
    await page.setViewportSize({ width: 740, height: 360 });
    await expect.poll(async () => (await chart.boundingBox())?.width ?? 0).toBeGreaterThan(narrow);
    await context.close();
  });

  test('a member answers it in the app, which knows at once they had not, and offers the exams, not the plans they have', async ({
    page,
  }) => {
    const member = await createMember({ membershipLevel: 'PREMIUM', days: 30 });
    await loginThroughForm(page, member.username, member.password);
    await expect(page).toHaveURL(/\/dashboard\/examen$/);
    await page.goto('/pregunta-del-dia');
    await waitForPageCode(page);
    await page.getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(page.getByText(/Total de participantes: \d+/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dar un examen' })).toHaveAttribute(
      'href',
      '/dashboard/examen',
    );
    await expect(page.getByRole('link', { name: 'Ver planes' })).toHaveCount(0);
  });
});
