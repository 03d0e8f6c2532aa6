import { expect, test } from '../support/fixtures';
import { loginAsAdmin } from '../support/pages';
import { limaDayFromNow } from '../support/schedule';

test.describe.configure({ mode: 'serial' });

test('an administrator imports the schedule from a file; a file with a bad row changes nothing', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Cronograma' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cronograma de exámenes');
  await expect(page.getByText('No hay una fuente oficial configurada')).toBeVisible();

  const csv = (rows: string[]) => ({
    name: 'cronograma.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'departamento,sede,fecha_limite_inscripcion,fecha_examen,hora_examen,capacidad,inscritos',
        ...rows,
      ].join('\n'),
    ),
  });
  await page
    .getByLabel('Archivo (CSV o JSON)')
    .setInputFiles(
      csv([`PUNO,Oficina desconcentrada Puno,${limaDayFromNow(3)},${limaDayFromNow(9)},09:00,25,3`]),
    );
  await expect(page.getByLabel('Fecha y hora de los datos (Lima)')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Importar archivo' }).click();
  await expect(
    page.getByText('Cronograma importado: 1 departamento, 1 sede, 1 fecha de examen'),
  ).toBeVisible();
  const history = page.getByRole('table', { name: 'Historial de importaciones' });
  await expect(history.getByRole('row').nth(1)).toContainText('Archivo');
  await expect(history.getByRole('row').nth(1)).toContainText('Correcta');
  await expect(page.getByText('1 sede y 1 fecha de examen.')).toBeVisible();

  await page
    .getByLabel('Archivo (CSV o JSON)')
    .setInputFiles(csv([`PUNO,Sede,${limaDayFromNow(3)},31/02/2027,09:00,25,3`]));
  await page.getByRole('button', { name: 'Importar archivo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Archivo rechazado' })).toHaveText(
    'Archivo rechazado: fila 2: el valor "31/02/2027" de fecha_examen no es válido.',
  );

  // The public page shows the file that was taken, not the one refused.
  await page.goto('/cronograma-examenes-oece?departamento=PUNO');
  await expect(page.getByRole('row', { name: /Oficina desconcentrada Puno/ })).toContainText('22 vacantes');
});
