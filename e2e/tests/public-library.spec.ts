import type { APIRequestContext } from '@playwright/test';
import type { QuestionResponse } from '@oece/contracts';
import { asAdmin, createMember } from '../support/api';
import { expect, test } from '../support/fixtures';
import { startExam, waitForPageCode } from '../support/pages';

/** Every address the sitemap lists, through its index. */
async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const locs = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc!);
  const parts = await locs('/sitemap.xml');
  return (await Promise.all(parts.map((part) => locs(new URL(part).pathname)))).flat();
}

/**
 * The longest start of a text that reads the same in HTML, in JSON and in plain text (no quote,
 * ampersand, angle bracket or backslash), cut to 70 characters: what a page showing it must contain.
 */
function fingerprint(text: string): string {
  return /^[^"'&<>\\\n]*/.exec(text.replace(/\s+/g, ' '))![0].slice(0, 70);
}

test('a visitor goes from an article of the law to a question citing it, to its topic, and into a rapid exam', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A question of the public set and the first article it cites, as a search would bring them.
  const [questionPage] = (await sitemapAddresses(request)).filter((loc) => loc.includes('/pregunta/'));
  const slug = new URL(questionPage!).pathname.split('/').pop()!;
  const question = (await (await request.get(`/api/questions/slug/${slug}`)).json()) as {
    question: string;
    sources: string[];
  };
  const [, book, article] = /^(Ley 32069|Reglamento), art\. (\d+(?:-[A-Z])?)/.exec(question.sources[0]!)!;
  const articlePath = `/${book === 'Ley 32069' ? 'ley-32069' : 'reglamento-ley-32069'}/articulo/${article}`;

  await page.goto(articlePath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Artículo ${article}`);
  await waitForPageCode(page);
  await page.locator(`a[href="/pregunta/${slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/pregunta/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question.question);

  // The share button carries the page's own address.
  const share = new URL(
    (await page.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href'))!,
  );
  expect(share.searchParams.get('text')).toContain(page.url());

  await page.locator('main a[href^="/temas/"]').first().click();
  await expect(page).toHaveURL(/\/temas\/\d+\.\d+\.\d+-[a-z0-9-]+$/);
  await expect(page.locator(`a[href="/pregunta/${slug}"]`)).toBeVisible();
  await waitForPageCode(page);
  await page
    .getByRole('region', { name: 'Practica este tema' })
    .getByRole('link', { name: 'Dar el examen rápido gratis' })
    .click();
  await expect(page).toHaveURL(/\/examen$/);
  await startExam(page, 'rápido');
  await expect(page).toHaveURL(/\/examen\/[A-Za-z0-9_-]{22}$/);
});

test("no public page shows a running exam's unpublished questions, and their addresses lead to their topics", async ({
  request,
}) => {
  // About 350 pages, most rendered for the first time (some 0.1 s each).
  test.setTimeout(180_000);
  const member = await createMember({ membershipLevel: 'PREMIUM', days: 30 });
  const token = (
    (await (
      await request.post('/api/auth/login', {
        data: { username: member.username, password: member.password },
      })
    ).json()) as { token: string }
  ).token;
  const started = (await (
    await request.post('/api/exams', { data: { type: 'COMPLETE' }, headers: { authorization: token } })
  ).json()) as { examCode: string };
  const exam = (
    (await (
      await request.get(`/api/exams/${started.examCode}`, { headers: { authorization: token } })
    ).json()) as { exam: { questions: { id: number; question: string }[] } }
  ).exam;
  expect(exam.questions.length).toBeGreaterThan(50);

  // The exam's questions outside the public set, as the administration lists them.
  const outside = new Map<number, string>();
  for (let page = 1; ; page += 1) {
    const listed = await asAdmin<{ questions: { id: number; slug: string }[]; total: number }>(
      `/questions?public=false&page=${page}&pageSize=100`,
    );
    for (const { id, slug } of listed.questions) outside.set(id, slug);
    if (page * 100 >= listed.total) break;
  }
  const hidden = exam.questions.filter((question) => outside.has(question.id));
  expect(hidden.length).toBeGreaterThan(0);

  // Every page the sitemap lists except the articles no hidden question cites: an article's page
  // lists only the questions citing it, so those are the articles where a hidden one could appear.
  const cited = new Set<string>();
  for (const { id } of hidden) {
    const { question } = await asAdmin<QuestionResponse>(`/questions/${id}`);
    for (const source of question.sources) {
      const [, text, article] = /^(Ley|Reglamento)\b.*?art\. (\d+)/.exec(source) ?? [];
      if (text) cited.add(`/${text === 'Ley' ? 'ley-32069' : 'reglamento-ley-32069'}/articulo/${article}`);
    }
  }
  const sitemap = await sitemapAddresses(request);
  expect(sitemap.filter((loc) => loc.includes('/temas/')).length).toBe(72);
  const articles = sitemap.filter((loc) => loc.includes('/articulo/'));
  expect(articles.length).toBeGreaterThan(400);
  const addresses = sitemap.filter((loc) => !articles.includes(loc) || cited.has(new URL(loc).pathname));
  expect(addresses.length - (sitemap.length - articles.length)).toBe(cited.size);
  const prints = hidden.map((question) => ({ id: question.id, print: fingerprint(question.question) }));
  expect(prints.every(({ print }) => print.length >= 20)).toBe(true);
  const leaks: string[] = [];
  const queue = [...addresses];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let loc = queue.shift(); loc; loc = queue.shift()) {
        const path = new URL(loc).pathname;
        // The question of the day's page shows today's stem to be answered, without its key.
        if (path === '/pregunta-del-dia') continue;
        const html = await (await request.get(path)).text();
        for (const { id, print } of prints) if (html.includes(print)) leaks.push(`${id} en ${path}`);
      }
    }),
  );
  expect(leaks).toEqual([]);

  // An unpublished question's address answers 301 to its topic's page, and the API gives nothing of it.
  const [first] = hidden;
  const slug = outside.get(first!.id)!;
  const moved = await request.get(`/pregunta/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(/^\/temas\/\d+\.\d+\.\d+-[a-z0-9-]+$/);
  const api = await request.get(`/api/questions/slug/${slug}`);
  expect(api.status()).toBe(404);
  expect(await api.text()).not.toContain(fingerprint(first!.question));
});
