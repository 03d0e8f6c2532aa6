import { expect, test } from '../support/fixtures';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { scheduleNoticeLinkIn, waitForMail } from '../support/mail';
import { loginAsAdmin, waitForPageCode } from '../support/pages';
import { limaDayFromNow } from '../support/schedule';

test('on a phone, a visitor asks to be told of a department without sittings, confirms by e-mail, gets the notice of the import and leaves with one click', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = `aviso-${Date.now()}@correo.pe`;

  await page.goto('/cronograma-examenes-oece?departamento=MOQUEGUA');
  await waitForPageCode(page);
  await expect(page.getByText('No se encontraron cronogramas para Moquegua.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al portal del OECE' })).toHaveAttribute(
    'href',
    'https://www.gob.pe/oece',
  );
  const notices = page.getByRole('region', { name: '¿Te avisamos?' });
  await notices.getByLabel('Tu correo electrónico').fill(email);
  await notices.getByRole('button', { name: 'Avisarme' }).click();
  await expect(notices.getByRole('status')).toHaveText(
    'Te enviamos un correo para confirmar tu aviso de Moquegua. Abre el enlace que trae; si ya lo habías confirmado antes, no tienes que hacer nada.',
  );
  await expectNoSeriousA11yViolations(page);

  const confirmation = await waitForMail(email, { subject: 'Confirma tu aviso del cronograma de Moquegua' });
  await page.goto(scheduleNoticeLinkIn(confirmation, 'confirmar'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirma tu aviso');
  await expect(page.getByRole('status')).toHaveText(
    '¡Listo! Confirmaste tu aviso: te escribiremos cuando se publiquen fechas del examen en Moquegua.',
  );
  await expectNoSeriousA11yViolations(page);

  await loginAsAdmin(page);
  await page.goto('/admin/cronograma');
  const counts = page.getByRole('table', { name: 'Avisos por departamento' });
  await expect(counts.getByRole('row', { name: /Moquegua/ }).getByRole('cell')).toHaveText([
    'Moquegua',
    '1',
    '0',
  ]);

  // A first sitting in Moquegua, through the administrator's file import.
  await page.getByLabel('Archivo (CSV o JSON)').setInputFiles({
    name: 'cronograma.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'departamento,sede,fecha_limite_inscripcion,fecha_examen,hora_examen,capacidad,inscritos',
        `MOQUEGUA,Oficina desconcentrada Moquegua,${limaDayFromNow(4)},${limaDayFromNow(11)},09:00,40,12`,
      ].join('\n'),
    ),
  });
  await page.getByRole('button', { name: 'Importar archivo' }).click();
  await expect(
    page.getByText('Cronograma importado: 1 departamento, 1 sede, 1 fecha de examen'),
  ).toBeVisible();
  const notice = await waitForMail(email, { subject: 'Nueva fecha del examen OECE en Moquegua' });
  expect(notice.text).toContain('• Oficina desconcentrada Moquegua:');
  expect(notice.text).toContain('28 vacantes por ahora.');

  await page.goto(scheduleNoticeLinkIn(notice, 'baja'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baja de avisos');
  await expect(page.getByRole('status')).toHaveText(
    'Listo: ya no te escribiremos sobre el cronograma de Moquegua y borramos tu correo de los avisos.',
  );
  await expectNoSeriousA11yViolations(page);

  // Nobody else asked in this run: the address is gone, and the counts with it.
  await page.goto('/admin/cronograma');
  await expect(page.getByText('Nadie ha pedido avisos todavía.')).toBeVisible();
});
