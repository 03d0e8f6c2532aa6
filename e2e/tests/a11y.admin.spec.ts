import type { Page } from '@playwright/test';
import { a11yWalk } from '../support/a11y-walk';
import { asAdmin, createMember, createOrder, reportQuestion, uniqueUsername } from '../support/api';
import { E2E_ADMIN } from '../support/constants';
import { sampleQuestion } from '../support/content';
import { expect, test } from '../support/fixtures';

// Axe on every page and state of the administration console, in one browser page on a laptop
// screen (its lists are tables there), with its bar and a list of cards checked on a phone as well.
test.use({ viewport: { width: 1280, height: 800 } });
// The walk runs axe some forty times.
test.describe.configure({ timeout: 240_000 });

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name, exact: true });

test('an administrator meets no serious accessibility violation on any page or state', async ({ page }) => {
  const walk = a11yWalk(page, 'admin');
  // What the lists show: a member, an order, a report and another administrator.
  const member = await createMember({ membershipLevel: 'BASIC' });
  const email = `a11y-${Date.now()}@example.pe`;
  await createOrder('BASIC', email);
  const question = await sampleQuestion();
  await reportQuestion(question.id, 'La explicación cita otro artículo.');
  const colleague = uniqueUsername('equipo');
  await asAdmin('/staff', {
    method: 'POST',
    body: { username: colleague, firstName: 'Ana', lastName: 'Quispe', email: `${colleague}@example.pe` },
  });

  await page.goto('/admin/login');
  await walk.check('/admin/login', h1(page, 'Administración'));
  await page.getByLabel('Usuario').fill(E2E_ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await walk.check('/admin/login', page.getByRole('alert'));
  await page.getByLabel('Contraseña', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await walk.check('/admin/usuarios', page.getByRole('row').filter({ hasText: member.username }));
  await page.setViewportSize({ width: 360, height: 740 });
  await walk.check('/admin/usuarios', page.getByRole('listitem').filter({ hasText: member.username }));
  await page.setViewportSize({ width: 1280, height: 800 });
  const search = page.getByLabel('Buscar por nombres, apellidos, usuario o correo');
  await search.fill('nadie-se-llama-asi');
  await walk.check(
    '/admin/usuarios',
    page.getByText('No hay usuarios que coincidan con «nadie-se-llama-asi».'),
  );
  // The dialogs open over the member found by the search: a settled list, with no notice under the
  // backdrop (after the other journeys, 'Se muestran los … usuarios más recientes' is one).
  await search.fill(member.username);
  await expect(page.getByRole('button', { name: `Cambiar correo de ${member.username}` })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  await walk.check('/admin/usuarios', page.getByRole('dialog', { name: 'Crear usuario' }));
  await page.keyboard.press('Escape');
  for (const action of ['Cambiar correo', 'Cambiar contraseña', 'Actualizar membresía']) {
    await page.getByRole('button', { name: `${action} de ${member.username}` }).click();
    await walk.check('/admin/usuarios', page.getByRole('dialog', { name: action }));
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Generar PDF' }).click();
  await walk.check('/admin/usuarios', page.getByRole('menu'));
  await page.keyboard.press('Escape');

  await section(page, 'Preguntas').click();
  await walk.check('/admin/preguntas', page.getByRole('table', { name: 'Preguntas' }));
  await page.getByRole('button', { name: 'Niveles del banco activo' }).click();
  await page.getByRole('table', { name: 'Preguntas' }).getByRole('checkbox').nth(1).check();
  await page
    .getByRole('button', { name: /^Ver detalle de la pregunta/ })
    .first()
    .click();
  await walk.check(
    '/admin/preguntas',
    page.getByRole('table', { name: 'Preguntas activas por competencia y nivel' }),
  );
  await page.getByRole('button', { name: 'Exportar' }).click();
  await walk.check('/admin/preguntas', page.getByRole('menu'));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Historial' }).click();
  await walk.check('/admin/preguntas', page.getByRole('dialog', { name: /^Historial de la pregunta/ }));
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Editar' }).click();
  await walk.check('/admin/preguntas/:id/editar', page.getByRole('button', { name: 'Guardar cambios' }));

  await page.goto('/admin/preguntas/crear');
  await walk.check('/admin/preguntas/crear', h1(page, 'Crear pregunta'));
  await page.getByRole('textbox', { name: 'Pregunta', exact: true }).fill(question.question);
  await page.getByRole('button', { name: 'Buscar similares' }).click();
  await walk.check('/admin/preguntas/crear', page.getByRole('table', { name: 'Preguntas similares' }));

  await page.goto('/admin/preguntas/importar');
  await walk.check('/admin/preguntas/importar', h1(page, 'Importar preguntas'));
  // One question whole, one without its key: the preview shows both, and the error.
  await page
    .getByLabel('Texto a importar')
    .fill(
      [
        question.question,
        ...question.alternatives.map((text, index) => `${'ABCD'[index]}. ${text}`),
        `ANSWER: ${'ABCD'[question.correctAlternative]}`,
        '',
        '¿Qué publica la entidad?',
        'A. El PAC',
        'B. Las bases',
        'C. Nada',
        'D. Todo',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Vista previa' }).click();
  await walk.check('/admin/preguntas/importar', page.getByRole('region', { name: 'Vista previa' }));

  await section(page, 'Reportes').click();
  await walk.check(
    '/admin/reportes',
    page.getByRole('listitem', { name: `Reporte sobre la pregunta #${question.id}` }),
  );
  await section(page, 'Códigos de acceso').click();
  await walk.check('/admin/codigos', h1(page, 'Códigos de acceso'));
  await page.getByRole('button', { name: 'Generar código' }).click();
  await walk.check('/admin/codigos', page.getByRole('button', { name: 'Copiar' }));
  await page
    .getByRole('button', { name: /^Revocar / })
    .first()
    .click();
  await walk.check('/admin/codigos', page.getByRole('dialog', { name: 'Revocar código' }));
  await page.keyboard.press('Escape');
  await section(page, 'Cronograma').click();
  await walk.check('/admin/cronograma', page.getByRole('table', { name: 'Historial de importaciones' }));
  await section(page, 'Órdenes').click();
  await walk.check('/admin/ordenes', page.getByRole('row').filter({ hasText: email }));
  await section(page, 'Correos').click();
  await walk.check('/admin/correos', page.getByRole('list', { name: 'Correos' }));
  await section(page, 'Tareas').click();
  await walk.check('/admin/tareas', page.getByRole('table', { name: 'Tareas programadas' }));
  await section(page, 'Seguridad').click();
  await walk.check('/admin/seguridad', h1(page, 'Seguridad'));
  // The set-up shows its QR code; without a code from the app it stays off.
  await page.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  await walk.check('/admin/seguridad', page.getByRole('button', { name: 'Activar', exact: true }));
  await section(page, 'Equipo').click();
  await walk.check('/admin/equipo', page.getByRole('row').filter({ hasText: colleague }));
  await page.getByRole('button', { name: 'Crear administrador' }).click();
  await walk.check('/admin/equipo', page.getByRole('dialog', { name: 'Crear administrador' }));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Desactivar a ${colleague}` }).click();
  await walk.check('/admin/equipo', page.getByRole('dialog', { name: 'Desactivar administrador' }));
  await page.keyboard.press('Escape');
  await section(page, 'Auditoría').click();
  const entries = page.getByRole('list', { name: 'Cambios' }).getByRole('listitem');
  await walk.check('/admin/auditoria', entries.first());
  await entries.first().getByRole('button').first().click();
  await walk.check('/admin/auditoria', entries.first().getByText('Después'));

  await page.goto('/admin/no-existe');
  await walk.check('/admin/*', h1(page, 'Página no encontrada'));
  walk.done();
});
