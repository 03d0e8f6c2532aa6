import type { Page } from '@playwright/test';
import { ARTICLE_PAGES } from '../support/a11y-pages';
import { a11yWalk } from '../support/a11y-walk';
import { asAdmin, buyThroughSandbox, createMember, createOrder } from '../support/api';
import { sampleQuestion } from '../support/content';
import { altBrandUrl, expect, test } from '../support/fixtures';
import { finishRapidExamBlank, loginThroughForm, waitForPageCode } from '../support/pages';

// Axe on every page and state a visitor and a member reach, each role in one browser page on a
// phone; the administration console has its own walk (a11y.admin.spec.ts).
test.use({ viewport: { width: 360, height: 740 } });
// Each walk runs axe some forty times.
test.describe.configure({ timeout: 240_000 });

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('a visitor meets no serious accessibility violation on any page or state', async ({ page }) => {
  const walk = a11yWalk(page, 'visitor');

  await page.goto('/');
  await walk.check('/', h1(page, 'Aprueba el examen de certificación OECE'));
  // The phone menu is a native popover, in the top layer over a dimmed page: axe checks it open.
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await walk.check('/', menu);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.goto('/login');
  await walk.check('/login', h1(page, 'Iniciar sesión'));
  await page.goto('/recuperar-contrasena');
  await waitForPageCode(page);
  await page.getByLabel('Usuario o correo').fill('nadie-registrado');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await walk.check('/recuperar-contrasena', page.getByRole('status'));
  // A link without its token (cut by a mail client) tells what to do.
  await page.goto('/nueva-contrasena');
  await walk.check('/nueva-contrasena', page.getByRole('link', { name: 'Pedir un enlace nuevo' }));
  await page.goto(`/crear-contrasena#${'A'.repeat(43)}`);
  await walk.check('/crear-contrasena', page.getByRole('button', { name: 'Guardar contraseña' }));
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('una frase larga de prueba');
  await page.getByLabel('Repite la nueva contraseña').fill('una frase larga de prueba');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await walk.check('/crear-contrasena', page.getByRole('link', { name: 'Pedir un enlace nuevo' }));

  await page.goto('/examen');
  await walk.check('/examen', h1(page, 'Dar examen'));
  await waitForPageCode(page);
  await page.getByRole('button', { name: 'Empezar examen completo' }).click();
  await walk.check('/examen', page.getByRole('dialog', { name: '¡Examen completo ya disponible!' }));
  await page.getByRole('button', { name: 'Entendido' }).click();
  await page.getByRole('button', { name: 'Empezar examen rápido' }).click();
  const instructions = page.getByRole('dialog', { name: 'Antes de empezar' });
  await walk.check('/examen', instructions);
  await instructions.getByRole('button', { name: 'Comenzar examen' }).click();

  const exam = '/examen/:examCode';
  await walk.check(exam, page.getByLabel('Número de pregunta'));
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Mapa de preguntas' }).click();
  const map = page.getByRole('dialog', { name: 'Mapa de preguntas' });
  await walk.check(exam, map);
  await map.getByRole('button', { name: /^Pregunta 15,/ }).click();
  await page.getByRole('button', { name: 'Finalizar examen' }).click();
  const finish = page.getByRole('dialog', { name: '¿Finalizar el examen?' });
  await walk.check(exam, finish);
  await finish.getByRole('button', { name: 'Finalizar examen' }).click();
  await walk.check(exam, h1(page, 'Resultados del examen'));
  await page.getByRole('button', { name: 'Reportar un error' }).first().click();
  const report = page.getByRole('dialog', { name: 'Reportar un error en la pregunta' });
  await walk.check(exam, report);
  await report.getByRole('button', { name: 'Cancelar' }).click();

  const question = await sampleQuestion();
  await page.goto(`/pregunta/${question.slug}`);
  await walk.check('/pregunta/:slug', h1(page, /./));
  await page.goto('/temas');
  await walk.check('/temas', h1(page, /./));
  await page.getByRole('main').getByRole('link', { name: 'Actuaciones preparatorias' }).first().click();
  await walk.check('/competencias/:slug', h1(page, 'Actuaciones preparatorias'));
  await page.getByRole('main').locator('a[href^="/temas/"]').first().click();
  await walk.check('/temas/:slug', h1(page, /^1\.1\.1/));

  await page.goto('/pregunta-del-dia');
  await walk.check('/pregunta-del-dia', h1(page, 'Pregunta del día'));
  await waitForPageCode(page);
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Enviar respuesta' }).click();
  await walk.check('/pregunta-del-dia', page.getByText(/^Total de participantes/));
  // The article an answer rests on, opened beside the page.
  await page
    .getByRole('button', { name: /: leer el artículo$/ })
    .first()
    .click();
  await walk.check('/pregunta-del-dia', page.getByRole('dialog').getByRole('heading', { level: 2 }));
  await page.getByRole('button', { name: 'Cerrar el artículo' }).click();

  await page.goto('/cronograma-examenes-oece');
  await walk.check('/cronograma-examenes-oece', h1(page, /Cronograma/));
  // The schedule e-mails' links with a token no mail carried: the confirmation is refused, the
  // unsubscription has nothing to end; both lead back to the schedule.
  for (const [link, back] of [
    ['/cronograma-examenes-oece/aviso/confirmar', 'Ir al cronograma'],
    ['/cronograma-examenes-oece/aviso/baja', 'Ver el cronograma'],
  ] as const) {
    await page.goto(`${link}#${'A'.repeat(43)}`);
    await walk.check(link, page.getByRole('link', { name: back }));
  }
  await page.goto('/precios');
  await walk.check('/precios', h1(page, /./));
  await page.goto('/pago/estandar');
  await waitForPageCode(page);
  await page.getByRole('button', { name: 'Pagar con tarjeta o Yape' }).click();
  await walk.check('/pago/:membershipType', page.getByText('El correo electrónico es requerido'));

  // The sandbox checkout of an order, and the result page: without an order, waiting, paid.
  const waiting = await createOrder('BASIC', `a11y-${Date.now()}@example.pe`);
  await page.goto(`/pago/prueba?orderId=${waiting.id}`);
  await walk.check('/pago/prueba', page.getByRole('button', { name: 'Aprobar pago' }));
  await page.goto('/pago/validar');
  await walk.check('/pago/validar', page.getByText(/No se encontró información de la orden/));
  await page.goto(`/pago/validar?orderId=${waiting.id}`);
  await walk.check('/pago/validar', page.getByRole('heading', { name: 'Verificando tu pago…' }));
  const paid = await buyThroughSandbox('BASIC', `a11y-${Date.now()}@example.pe`);
  await page.goto(`/pago/validar?orderId=${paid.id}`);
  await walk.check('/pago/validar', page.getByRole('link', { name: 'Acceder a mi cuenta' }));

  for (const article of ARTICLE_PAGES) {
    await page.goto(article);
    await walk.check(article, h1(page, /./));
  }
  for (const text of ['/ley-32069', '/reglamento-ley-32069']) {
    await page.goto(text);
    await walk.check(text, h1(page, /./));
    await page.getByRole('main').locator('a[href*="/articulo/"]').first().click();
    await walk.check(`${text}/articulo/:article`, h1(page, /^Artículo/));
  }

  await page.goto('/no-existe');
  await walk.check('/*', h1(page, 'Página no encontrada'));
  walk.done();
});

test('a member meets no serious accessibility violation on any page or state', async ({ page }) => {
  const walk = a11yWalk(page, 'member');
  // First on the free trial (what it leaves locked), then on the Premium plan.
  const member = await createMember({ membershipLevel: 'FREE' });
  await loginThroughForm(page, member.username, member.password);
  await walk.check('/dashboard/examen', h1(page, /, Rosa Huamán$/));

  await page.goto('/dashboard');
  await walk.check('/dashboard', h1(page, /, Rosa$/));
  await page.getByRole('button', { name: 'Rosa, menú de usuario' }).click();
  await walk.check('/dashboard', page.getByRole('menu'));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await walk.check('/dashboard', page.getByRole('navigation', { name: 'Menú lateral' }));
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/historial');
  await walk.check(
    '/dashboard/historial',
    page.getByRole('heading', { name: 'Aún no terminas ningún examen' }),
  );
  // What could not be loaded, and a way to try again.
  await page.route('**/api/users/me/progress', (route) => route.fulfill({ status: 500, json: {} }));
  await page.reload();
  await walk.check('/dashboard/historial', page.getByRole('button', { name: 'Reintentar' }).first());
  await page.unroute('**/api/users/me/progress');
  await page.goto('/dashboard/repaso');
  await walk.check('/dashboard/repaso', page.getByRole('link', { name: /planes/i }));
  await page.goto('/dashboard/perfil');
  await walk.check('/dashboard/perfil', h1(page, 'Mi perfil'));
  await page.getByLabel('Contraseña actual').fill('no-es-la-clave');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('una frase larga de prueba');
  await page.getByLabel('Repite la nueva contraseña').fill('una frase larga de prueba');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await walk.check(
    '/dashboard/perfil',
    page.getByLabel('Contraseña actual').and(page.locator('[aria-invalid="true"]')),
  );
  await page.goto('/dashboard/precios');
  await walk.check('/dashboard/precios', h1(page, /./));
  await page.goto('/dashboard/no-existe');
  await walk.check('/dashboard/*', h1(page, 'Página no encontrada'));

  await asAdmin('/users/membership', {
    method: 'PUT',
    body: { userId: member.id, membershipType: 'PREMIUM' },
  });
  await page.goto('/dashboard/repaso');
  await walk.check('/dashboard/repaso', page.getByRole('link', { name: 'Ir a los exámenes' }));
  await page.goto('/dashboard/practica');
  await walk.check('/dashboard/practica', page.getByRole('link', { name: 'Ir al panel de práctica' }));

  // A rapid exam left blank: its screen, its results, then fifteen cards to review.
  await page.goto('/dashboard/examen');
  await page.getByRole('button', { name: 'Empezar examen rápido' }).click();
  await page
    .getByRole('dialog', { name: 'Antes de empezar' })
    .getByRole('button', { name: 'Comenzar examen' })
    .click();
  await walk.check('/dashboard/examen/:examCode', page.getByLabel('Número de pregunta'));
  await finishRapidExamBlank(page);
  await walk.check(
    '/dashboard/examen/:examCode',
    page.getByRole('button', { name: /^Practicar las que fallé/ }),
  );
  await page.goto('/dashboard/historial');
  await walk.check('/dashboard/historial', page.getByRole('region', { name: /Tus exámenes terminados/ }));
  await page.goto('/dashboard/repaso');
  await walk.check('/dashboard/repaso', page.getByRole('region', { name: 'Tu mazo' }));
  await page.getByRole('button', { name: 'Repaso de hoy' }).click();
  await walk.check('/dashboard/repaso', page.getByRole('button', { name: 'Calificar' }));
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Calificar' }).click();
  await walk.check('/dashboard/repaso', page.getByRole('alert').filter({ hasText: /Correcto|Incorrecto/ }));

  // Practice: a question, graded, and the summary.
  await page.goto('/dashboard/examen');
  const panel = page.getByRole('region', { name: 'Modo práctica' });
  await panel.getByRole('checkbox', { name: 'Fase de selección' }).check();
  await panel.getByRole('button', { name: '5', exact: true }).click();
  await panel.getByRole('button', { name: 'Comenzar' }).click();
  await walk.check('/dashboard/practica', h1(page, 'Pregunta 1 de 5'));
  for (let number = 1; number <= 5; number++) {
    await expect(h1(page, `Pregunta ${number} de 5`)).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Calificar' }).click();
    if (number === 1) {
      await walk.check(
        '/dashboard/practica',
        page.getByRole('alert').filter({ hasText: /Correcto|Incorrecto/ }),
      );
    }
    await page
      .getByRole('button', { name: number < 5 ? 'Siguiente pregunta' : 'Finalizar práctica' })
      .click();
  }
  await walk.check('/dashboard/practica', h1(page, 'Práctica completada'));
  walk.done();
});

test('a page that the second brand does not have is its 404 page, title included', async ({ page }) => {
  await page.goto(altBrandUrl('/precios'));
  await expect(h1(page, 'Página no encontrada')).toBeVisible();
  await expect(page).toHaveTitle('Página no encontrada | Aula Compras Públicas');
});
