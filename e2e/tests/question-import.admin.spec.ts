import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { loginAsAdmin } from '../support/pages';

test.describe.configure({ mode: 'serial' });

const STEMS = [
  'Según el Reglamento de la Ley N° 32069, ¿qué finalidad tienen las observaciones que los participantes formulan a las bases de un procedimiento de selección?',
  'Al absolver las consultas y observaciones, ¿qué debe consignar el pliego de absolución respecto de cada observación formulada por los participantes?',
  'En una licitación pública, el pliego de absolución fijó un plazo de entrega distinto del que, por error, mantuvieron las bases integradas. ¿Qué disposición prevalece?',
];

/** Three questions of topic 2.4.1; the third lacks its D. line unless `complete`. */
function aikenText(complete: boolean): string {
  return [
    STEMS[0],
    'A. Pedir aclaraciones sobre el alcance de las disposiciones de las bases',
    'B. Comunicar de manera fundamentada supuestos incumplimientos de la normativa',
    'C. Cuestionar ante el Tribunal el otorgamiento de la buena pro',
    'D. Solicitar la ampliación del plazo para presentar ofertas',
    'ANSWER: B',
    'EXPLICACIÓN: Las consultas piden aclaraciones; las observaciones denuncian, con sustento, incumplimientos de la normativa.',
    'FUENTES: Reglamento, art. 66.3',
    '',
    STEMS[1],
    'A. Si se acoge, se acoge parcialmente o no se acoge, con su sustento',
    'B. Únicamente si es procedente o improcedente, sin necesidad de sustento',
    'C. El puntaje preliminar que obtendría el participante que la formuló',
    'D. Si se remite al OECE para que emita pronunciamiento sobre ella',
    'ANSWER: A',
    '',
    STEMS[2],
    'A. Lo absuelto en el pliego de absolución',
    'B. Las bases integradas, por ser las reglas definitivas del procedimiento',
    'C. La disposición más favorable para los postores',
    ...(complete ? ['D. El plazo que el comité fije al evaluar las ofertas'] : []),
    'ANSWER: A',
    '',
  ].join('\n');
}

test('an administrator imports an Aiken file once its error is fixed, then exports the bank', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto('/admin/preguntas/importar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Importar preguntas');
  await expect(page.getByRole('radio', { name: 'Aiken' })).toBeChecked();
  const preview = page.getByRole('button', { name: 'Vista previa' });
  await expect(preview).toBeDisabled();

  await page.getByLabel('Archivo (.txt o .json)').setInputFiles({
    name: 'consultas-y-observaciones.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(aikenText(false)),
  });
  const text = page.getByLabel('Texto a importar');
  await expect(text).toHaveValue(aikenText(false));
  await page.getByRole('combobox', { name: 'Competencia' }).click();
  await page.getByRole('option', { name: 'Fase de selección' }).click();
  // Another competency: the topic went back to its first.
  await expect(page.getByRole('combobox', { name: 'Tema' })).toContainText('2.1.1');
  await page.getByRole('combobox', { name: 'Tema' }).click();
  await page.getByRole('option', { name: /^2\.4\.1 / }).click();

  await preview.click();
  await expect(
    page.getByText(
      'El archivo tiene 1 error: corrígelo y vuelve a revisar. No se importará nada mientras haya errores.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Errores del archivo' }).getByRole('listitem')).toHaveText([
    'Línea 21: La pregunta debe tener exactamente 4 alternativas (A a D); tiene 3.',
  ]);
  const third = page.getByRole('listitem', { name: 'Pregunta de la línea 17', exact: true });
  await expect(third).toContainText('1 error');
  await expect(third.getByRole('list', { name: 'Alternativas' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('listitem', { name: 'Pregunta de la línea 1', exact: true })).toContainText(
    'Lista',
  );
  await expect(page.getByRole('button', { name: /^Importar/ })).toBeDisabled();

  // Fixed in the text area: the earlier preview no longer counts until the text is checked again.
  await text.fill(aikenText(true));
  await expect(page.getByText('Cambiaste el texto o las opciones después de la vista previa')).toBeVisible();
  await preview.click();
  await expect(page.getByText('3 preguntas listas para importar')).toBeVisible();
  await expect(page.getByText('Se crearán con el estado Activo en Fase de selección · 2.4.1')).toBeVisible();
  const fixed = page.getByRole('listitem', { name: 'Pregunta de la línea 17', exact: true });
  await expect(fixed.getByRole('list', { name: 'Alternativas' }).getByRole('listitem')).toHaveCount(4);
  await expect(fixed.getByRole('list', { name: 'Alternativas' }).getByRole('listitem').first()).toContainText(
    '(correcta)',
  );

  await page.getByRole('button', { name: 'Importar 3 preguntas' }).click();
  await expect(page.getByText('Se importaron 3 preguntas')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/preguntas$/);

  // The bank as an Aiken file, named by the server, with the questions just imported.
  await page.getByRole('button', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Aiken \(\.txt\)/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^banco-preguntas-\d{4}-\d{2}-\d{2}\.txt$/);
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported).toContain(`${STEMS[2]}\nA. Lo absuelto en el pliego de absolución\n`);
  expect(exported).toContain('D. El plazo que el comité fije al evaluar las ofertas\nANSWER: A');
});
