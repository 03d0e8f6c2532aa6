import { expect, test } from '../support/fixtures';
import { finishRapidExamBlank, startExam } from '../support/pages';

test('the review of a finished exam shows the legal basis and opens the cited article', async ({ page }) => {
  await page.goto('/examen');
  await startExam(page, 'rápido');
  await finishRapidExamBlank(page);

  // Every question was left blank: each review item explains it and names its articles.
  const items = page.getByRole('listitem').filter({ hasText: /^Pregunta \d+/ });
  await expect(items).toHaveCount(15);
  await expect(items.filter({ hasText: 'Base legal:' })).toHaveCount(15);
  const first = items.first();
  const reference = first.getByRole('button', { name: /: leer el artículo$/ }).first();
  const label = (await reference.innerText()).trim();
  expect(label).toMatch(/^(Ley N° 32069|Reglamento), art\. \d+(-[A-Z])?(\.\d+)*$/);
  const [, article, numeral] = /art\. (\d+(?:-[A-Z])?)((?:\.\d+)*)$/.exec(label)!;

  await reference.click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^Artículo ${article}\\.`) });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(
    label.startsWith('Ley')
      ? 'Ley N° 32069, Ley General de Contrataciones Públicas'
      : 'Reglamento de la Ley N° 32069',
  );
  if (numeral) {
    // The cited numeral (or the nearest one the text numbers) is marked and in view.
    const cited = drawer.locator('[aria-current="true"]');
    await expect(cited).toHaveText(new RegExp(`^"?${article}\\.\\d`));
    await expect(cited).toBeInViewport();
  }

  await drawer.getByRole('button', { name: 'Cerrar el artículo' }).click();
  await expect(drawer).toBeHidden();
  // Still on the review, where the candidate was.
  await expect(page.getByRole('heading', { name: 'Resultados del examen' })).toBeVisible();
  await expect(reference).toBeFocused();
});
