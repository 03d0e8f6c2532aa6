import type { Locator, Page } from '@playwright/test';
import { createMember } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { confirmFinish, loginThroughForm, startExam } from '../support/pages';

test.use({ viewport: { width: 360, height: 740 } });

const counter = (page: Page) => page.getByLabel('Número de pregunta');
const COMPETENCY = /^(Actuaciones preparatorias|Fase de selección|Fase de ejecución contractual)$/;
const results = (page: Page) => page.getByRole('heading', { name: /^Resultados del examen$/i });

/** A dialog done fading in (and any other gone): axe measures contrast through opacity. */
async function settled(dialog: Locator) {
  await expect(dialog.locator('xpath=..')).toHaveCSS('opacity', '1');
  await expect(dialog.page().getByRole('dialog')).toHaveCount(1);
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test('a visitor marks, maps, jumps, reloads, is asked before leaving and finishes on a phone', async ({
  page,
}) => {
  await page.goto('/examen');
  await startExam(page, 'rápido');
  await expect(counter(page)).toHaveText('1 / 15');
  // Focus mode: the site's menu and footer give way to the exam.
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // The flag says what it is once on, in words as well as by its pressed state.
  await page.getByRole('button', { name: 'Marcar para revisar' }).click();
  const flag = page.getByRole('button', { name: 'Marcada para revisar' });
  await expect(flag).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Marcar para revisar' })).toHaveCount(0);
  await expect(page.getByText('2 / 15 · 1 marcada')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const map = page.getByRole('dialog', { name: 'Mapa de preguntas' });
  await page.getByRole('button', { name: 'Mapa de preguntas' }).click();
  await expect(map).toContainText('1 respondida · 14 sin responder · 1 marcada');
  await expect(map.getByRole('button', { name: 'Pregunta 1, respondida' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Pregunta 2, sin responder, marcada' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(map.getByRole('button', { name: 'Pregunta 15, sin responder' })).toBeInViewport();
  await noSidewaysScroll(page);
  await settled(map);
  await expectNoSeriousA11yViolations(page);
  await map.getByRole('button', { name: 'Pregunta 10, sin responder' }).click();
  await expect(map).toBeHidden();
  await expect(counter(page)).toHaveText('10 / 15');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Reloading asks the browser's own question first; the mark is on the server.
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);
  await expect(counter(page)).toHaveText('2 / 15');
  await expect(flag).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Mapa de preguntas' }).click();
  await expect(map.getByRole('button', { name: 'Pregunta 2, sin responder, marcada' })).toBeVisible();
  await map.getByRole('button', { name: 'Pregunta 15, sin responder' }).click();

  await page.getByRole('button', { name: 'Finalizar examen' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Finalizar el examen?' });
  await expect(confirm).toContainText('14 sin responder, 1 marcada');
  await expect(confirm).toContainText('Las preguntas sin responder contarán como incorrectas.');
  await expect(confirm.getByRole('button', { name: 'Seguir respondiendo' })).toBeFocused();
  await settled(confirm);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Pregunta 2 · sin responder, marcada' }).click();
  await expect(confirm).toBeHidden();
  await expect(counter(page)).toHaveText('2 / 15');

  // A link out of the exam asks first; staying keeps everything as it was.
  await page.getByRole('button', { name: 'Mapa de preguntas' }).click();
  await map.getByRole('link', { name: 'Salir del examen' }).click();
  const leave = page.getByRole('dialog', { name: '¿Salir del examen?' });
  await expect(leave).toContainText('El tiempo sigue corriendo');
  await expect(leave.getByRole('button', { name: 'Seguir en el examen' })).toBeFocused();
  await settled(leave);
  await expectNoSeriousA11yViolations(page);
  await leave.getByRole('button', { name: 'Seguir en el examen' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/examen\/[A-Za-z0-9_-]{22}$/);
  await expect(counter(page)).toHaveText('2 / 15');

  for (let i = 2; i < 15; i++) await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('15 / 15');
  await confirmFinish(page);
  await expect(results(page)).toBeVisible();
  // Finished: the site's menu is back and leaving asks nothing.
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
});

test('a rapid exam done with the keyboard alone', async ({ page }) => {
  await page.goto('/examen');
  await startExam(page, 'rápido');
  await expect(counter(page)).toHaveText('1 / 15');
  for (let number = 1; number <= 15; number++) {
    await expect(counter(page)).toHaveText(`${number} / 15`);
    // Numbers and letters alike choose; the arrows move on.
    await page.keyboard.press(number % 2 === 0 ? String((number % 4) + 1) : 'abcd'[number % 4]!);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    if (number < 15) await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByText('15 / 15 · 0 marcadas')).toBeVisible();
  // 'Finalizar examen' is the header's last control, right before the question.
  await page.keyboard.press('Shift+Tab');
  const finish = page.getByRole('button', { name: 'Finalizar examen' });
  await expect(finish).toBeFocused();
  // The focus ring shows: orange outside, dark inside.
  await expect(finish).toHaveCSS('outline-style', 'solid');
  await expect(finish).toHaveCSS('box-shadow', /rgb\(26, 26, 26\)/);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '¿Finalizar el examen?' });
  await expect(confirm.getByRole('button', { name: 'Seguir respondiendo' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Finalizar examen' })).toBeFocused();
  // The dialog's own filled button shows the same ring.
  await expect(confirm.getByRole('button', { name: 'Finalizar examen' })).toHaveCSS(
    'box-shadow',
    /rgb\(26, 26, 26\)/,
  );
  await page.keyboard.press('Enter');
  await expect(results(page)).toBeVisible();
  await expect(page.getByTestId('score')).toHaveText(/^\d{1,2}\/15$/);
});

test('with every question answered, Finalizar still asks, and staying keeps the exam running', async ({
  page,
}) => {
  // Every answer saved through the API (the choosing has its own journeys).
  const started = await page.request.post('/api/exams', { data: { type: 'PUBLIC_RAPID' } });
  const code = ((await started.json()) as { examCode: string }).examCode;
  const read = async () =>
    (
      (await (await page.request.get(`/api/exams/${code}`)).json()) as {
        exam: { status: string; questions: { id: number }[] };
      }
    ).exam;
  const answers = (await read()).questions.map((question) => ({ questionId: question.id, responseIndex: 1 }));
  expect((await page.request.patch(`/api/exams/${code}`, { data: { action: 'UPDATE', answers } })).ok()).toBe(
    true,
  );
  await page.goto(`/examen/${code}`);
  await expect(counter(page)).toHaveText('1 / 15');

  // On the last question Siguiente stays where it was, disabled; a double tap there from the last
  // but one moves once and hands nothing in: 'Finalizar examen' is never in its place.
  await page.getByRole('button', { name: 'Mapa de preguntas' }).click();
  await page
    .getByRole('dialog', { name: 'Mapa de preguntas' })
    .getByRole('button', { name: /^Pregunta 14,/ })
    .click();
  await expect(counter(page)).toHaveText('14 / 15');
  const next = page.getByRole('button', { name: 'Siguiente' });
  const nextBox = (await next.boundingBox())!;
  await page.mouse.dblclick(nextBox.x + nextBox.width / 2, nextBox.y + nextBox.height / 2);
  await expect(counter(page)).toHaveText('15 / 15');
  await expect(next).toBeDisabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const finishBox = (await page.getByRole('button', { name: 'Finalizar examen' }).boundingBox())!;
  expect(finishBox.y + finishBox.height).toBeLessThan(nextBox.y);

  await page.getByRole('button', { name: 'Finalizar examen' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Finalizar el examen?' });
  await expect(confirm).toContainText('Respondiste las 15 preguntas y no marcaste ninguna para revisar.');
  await expect(confirm).toContainText(
    /Aún te quedan \d\d:\d\d\. Al finalizar ya no podrás cambiar tus respuestas\./,
  );
  await expect(confirm.getByRole('list')).toHaveCount(0);
  await settled(confirm);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Seguir respondiendo' }).click();
  await expect(confirm).toBeHidden();
  await expect(counter(page)).toHaveText('15 / 15');
  await expect(page.getByRole('radio', { name: /^b\)/ })).toBeChecked();
  expect((await read()).status).toBe('IN_PROGRESS');

  await confirmFinish(page);
  await expect(results(page)).toBeVisible();
  expect((await read()).status).toBe('FINISHED');
});

test('pacing: the 5-minute warning is announced, also with the time hidden', async ({ page }) => {
  await page.clock.install();
  await page.goto('/examen');
  await startExam(page, 'rápido');
  await expect(counter(page)).toHaveText('1 / 15');
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Mapa de preguntas' }).click();
  const map = page.getByRole('dialog', { name: 'Mapa de preguntas' });
  await expect(map).toContainText('Aún no has respondido ninguna · te quedan 40 s por pregunta');
  await map.getByRole('button', { name: 'Ocultar tiempo' }).click();
  await map.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('timer')).toHaveCount(0);
  // The choice is remembered.
  await page.reload();
  await expect(counter(page)).toHaveText('1 / 15');
  await expect(page.getByRole('timer')).toHaveCount(0);

  // A 10-minute exam has only the 5-minute warning.
  await page.clock.fastForward('03:00');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.fastForward('02:05');
  await expect(page.getByRole('alert')).toHaveText('Quedan 5 minutos');
});

test('on every question of a complete exam Siguiente and Finalizar are in reach and the competency is whole', async ({
  page,
}) => {
  const member = await createMember({ membershipLevel: 'PREMIUM' });
  await loginThroughForm(page, member.username, member.password);
  await startExam(page, 'completo');
  await expect(counter(page)).toHaveText('1 / 72');
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);

  // Scrolled to its end, the question's last control is above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const flagBox = (await page.getByRole('button', { name: 'Marcar para revisar' }).boundingBox())!;
  const nextBox = (await page.getByRole('button', { name: 'Siguiente' }).boundingBox())!;
  expect(flagBox.y + flagBox.height).toBeLessThan(nextBox.y - 8);
  await page.evaluate(() => window.scrollTo(0, 0));

  const competency = page.locator('header').getByText(COMPETENCY);
  for (let number = 1; number <= 72; number++) {
    await expect(counter(page)).toHaveText(`${number} / 72`);
    for (const name of ['Siguiente', 'Finalizar examen']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.y, `${name}, pregunta ${number}`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${name}, pregunta ${number}`).toBeLessThanOrEqual(740);
    }
    // The competency is whole in the header, never cut to 'Actuaciones pre…'.
    await expect(competency).toBeVisible();
    expect(await competency.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await noSidewaysScroll(page);
    if (number < 72) await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
});
