import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { loginAsAdmin } from '../support/pages';

/** Today in Lima, as the server names the files: YYYY-MM-DD. */
const limaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());

test('an administrator generates each ballot and gets a PDF with its name', async ({ page }) => {
  await loginAsAdmin(page);
  const generate = page.getByRole('button', { name: 'Generar PDF' });
  for (const [choice, answers] of [
    ['Básico sin respuestas', 'sin'],
    ['Básico con respuestas', 'con'],
    ['Estándar sin respuestas', 'sin'],
    ['Estándar con respuestas', 'con'],
  ] as const) {
    await generate.click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: new RegExp(`^${choice}`) }).click();
    await expect(page.getByRole('button', { name: 'Generando PDF…' })).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`balotario_${answers}_respuestas_${limaToday()}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    // Each round's own message: the previous one is closed first.
    const done = page.getByRole('alert').filter({ hasText: 'PDF generado exitosamente' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'Cerrar' }).click();
    await expect(done).toBeHidden();
  }
});
