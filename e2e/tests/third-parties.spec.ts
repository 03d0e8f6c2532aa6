import { expect, test } from '../support/fixtures';
import { startExam } from '../support/pages';

test('with no analytics or error-reporting settings, nothing leaves the site and one warning says why', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Cronograma', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cronograma de exámenes OECE');
  await page.goto('/como-prepararse-examen-oece', { waitUntil: 'networkidle' });
  await page.goto('/examen', { waitUntil: 'networkidle' });
  // Starting an exam is one of the events the app would report.
  await startExam(page, 'rápido');
  await expect(page).toHaveURL(/\/examen\/[\w-]+$/);
  await page.waitForLoadState('networkidle');

  expect(elsewhere).toEqual([]);
  // One per page load (the landing, the schedule it links to, the article, /examen and the running
  // exam: five loads), and nothing else.
  expect(warnings).toEqual(Array(5).fill('Analítica desactivada: el servidor no tiene ANALYTICS_TOKEN.'));
});
