import { readFileSync } from 'node:fs';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScheduleImportStatus, ScheduleResponse } from '@oece/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, TEST_ADMIN, type TestApp } from '../../test/test-app';
import { DEPARTMENTS_PATH, departmentSchedulePath } from './official-source';

const sample = (file: string) => readFileSync(new URL(`./samples/${file}`, import.meta.url), 'utf8');

/** The seeded example (content/schedule/snapshot.json) was taken on 28 July 2025, 08:00 in Lima. */
const SEEDED_TAKEN_AT = '2025-07-28T13:00:00.000Z';

async function regionSchedule(t: TestApp, value: string) {
  const res = await t.app.inject({ url: `/api/oece-exam-schedule/${encodeURIComponent(value)}` });
  expect(res.statusCode).toBe(200);
  return res.json<ScheduleResponse>();
}

async function importStatus(t: TestApp, token: string) {
  const res = await t.app.inject({
    url: '/api/oece-exam-schedule/imports',
    headers: { authorization: token },
  });
  expect(res.statusCode).toBe(200);
  return res.json<ScheduleImportStatus>();
}

function importFile(t: TestApp, token: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/oece-exam-schedule/imports/file',
    headers: { authorization: token },
    payload,
  });
}

describe('the schedule as the public reads it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BRAND_HOSTS: 'aula.localhost=alt' });
  });
  afterAll(() => t.close());

  it('lists the 25 departments, Lima and Callao among them, in the source values', async () => {
    const res = await t.app.inject({ url: '/api/oece-exam-schedule/regions' });
    expect(res.statusCode).toBe(200);
    const { regions } = res.json<{ regions: { name: string; value: string }[] }>();
    expect(regions).toHaveLength(25);
    expect(regions).toContainEqual({ name: 'Lima', value: 'LIMA' });
    expect(regions).toContainEqual({ name: 'Callao', value: 'CALLAO' });
    expect(regions).toContainEqual({ name: 'La Libertad', value: 'LA LIBERTAD' });
  });

  it('answers the seeded schedule with the time it was taken, stale, and no past sitting offered', async () => {
    // The test clock is 20 November 2026: every seeded sitting (August 2025) is past.
    const lima = await regionSchedule(t, 'LIMA');
    expect(lima).toEqual({
      region: { name: 'Lima', value: 'LIMA' },
      createdAt: SEEDED_TAKEN_AT,
      stale: true,
      venues: [],
      // No mail server here: no e-mail notices offered.
      noticesByEmail: false,
    });
  });

  it('offers the sittings still ahead, with their figures, when the clock is inside the seeded window', async () => {
    t.clock.set(new Date('2025-08-20T12:00:00-05:00'));
    const lima = await regionSchedule(t, 'LIMA');
    // Past the configured 7 days since it was taken.
    expect(lima.stale).toBe(true);
    expect(lima.venues.map((venue) => venue.name)).toEqual([
      'OECE - Sede central (Jesús María)',
      'Universidad Nacional Mayor de San Marcos - Laboratorio 3',
    ]);
    expect(lima.venues[0]!.examSchedules).toEqual([
      {
        index: 2,
        lastRegistrationDate: '2025-08-15',
        examDate: '2025-08-22',
        examTime: '09:00',
        maxCapacity: 120,
        registeredCandidates: 97,
      },
      {
        index: 3,
        lastRegistrationDate: '2025-08-15',
        examDate: '2025-08-22',
        examTime: '15:00',
        maxCapacity: 120,
        registeredCandidates: 64,
      },
    ]);
    t.clock.set(new Date('2025-07-30T12:00:00-05:00'));
    expect((await regionSchedule(t, 'LIMA')).stale).toBe(false);
  });

  it('answers an unknown department with 404 and a Spanish message', async () => {
    const res = await t.app.inject({ url: '/api/oece-exam-schedule/ATLANTIDA' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      message: 'No se encontró el departamento "ATLANTIDA".',
    });
  });

  it('is not there on the brand without public content', async () => {
    for (const url of ['/api/oece-exam-schedule/regions', '/api/oece-exam-schedule/LIMA']) {
      const res = await t.app.inject({ url, headers: { host: 'aula.localhost' } });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('importing a schedule file', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(() => t.close());

  const sitting = (examDate: string, examTime = '09:00', registeredCandidates = 10) => ({
    lastRegistrationDate: examDate < '2026-11-25' ? '2026-11-01' : '2026-11-25',
    examDate,
    examTime,
    maxCapacity: 40,
    registeredCandidates,
  });

  it('takes a JSON file whole: ordered, numbered, and shown from its own data time', async () => {
    const res = await importFile(t, admin, {
      format: 'json',
      content: JSON.stringify({
        takenAt: '2026-11-19T09:30:00-05:00',
        regions: [
          {
            value: 'CUSCO',
            venues: [
              {
                name: 'Sede Wanchaq',
                examSchedules: [sitting('2026-12-12', '15:00'), sitting('2026-12-05')],
              },
              {
                name: 'Sede Centro',
                examSchedules: [sitting('2026-11-10'), sitting('2026-12-01', '10:00', 45)],
              },
            ],
          },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().run).toMatchObject({
      trigger: 'FILE',
      success: true,
      message: '1 departamento, 2 sedes, 4 fechas de examen',
    });
    const cusco = await regionSchedule(t, 'CUSCO');
    expect(cusco.createdAt).toBe('2026-11-19T14:30:00.000Z');
    expect(cusco.stale).toBe(false);
    // Venues by name; the sitting of 10 November is past on 20 November and is left out.
    expect(cusco.venues).toEqual([
      { name: 'Sede Centro', examSchedules: [{ index: 2, ...sitting('2026-12-01', '10:00', 45) }] },
      {
        name: 'Sede Wanchaq',
        examSchedules: [
          { index: 1, ...sitting('2026-12-05') },
          { index: 2, ...sitting('2026-12-12', '15:00') },
        ],
      },
    ]);
    // A department the file leaves out has no sittings.
    expect((await regionSchedule(t, 'LIMA')).venues).toEqual([]);
  });

  it('takes a CSV file from a spreadsheet in Spanish: semicolons, DD/MM/AAAA, quoted names', async () => {
    const res = await importFile(t, admin, {
      format: 'csv',
      takenAt: '2026-11-20T08:00:00-05:00',
      content: [
        'departamento;sede;fecha_limite_inscripcion;fecha_examen;hora_examen;capacidad;inscritos',
        'LIMA;"Sede central; Jesús María";27/11/2026;04/12/2026;9:00;120;120',
        'LA LIBERTAD;Trujillo;2026-11-27;2026-12-04;15:30;30;12',
      ].join('\r\n'),
    });
    expect(res.statusCode).toBe(200);
    const lima = await regionSchedule(t, 'LIMA');
    expect(lima.createdAt).toBe('2026-11-20T13:00:00.000Z');
    expect(lima.venues).toEqual([
      {
        name: 'Sede central; Jesús María',
        examSchedules: [
          {
            index: 1,
            lastRegistrationDate: '2026-11-27',
            examDate: '2026-12-04',
            examTime: '09:00',
            maxCapacity: 120,
            registeredCandidates: 120,
          },
        ],
      },
    ]);
    expect((await regionSchedule(t, 'LA LIBERTAD')).venues[0]!.examSchedules[0]!.examTime).toBe('15:30');
  });

  it('refuses a file with one bad row as a whole, names the row, and changes nothing', async () => {
    const before = await regionSchedule(t, 'LIMA');
    const res = await importFile(t, admin, {
      format: 'csv',
      takenAt: '2026-11-20T10:00:00-05:00',
      content: [
        'departamento,sede,fecha_limite_inscripcion,fecha_examen,hora_examen,capacidad,inscritos',
        'LIMA,Sede nueva,27/11/2026,05/12/2026,09:00,50,1',
        'LIMA,Sede nueva,27/11/2026,31/02/2027,09:00,50,1',
      ].join('\n'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Archivo rechazado: fila 3: el valor "31/02/2027" de fecha_examen no es válido.',
    });
    expect(await regionSchedule(t, 'LIMA')).toEqual(before);
    // Refused like any bad request: the last run is still the CSV import before it.
    const status = await importStatus(t, admin);
    expect(status.runs[0]).toMatchObject({ trigger: 'FILE', success: true });
    expect(status.snapshot?.createdAt).toBe('2026-11-20T13:00:00.000Z');
  });

  it.each([
    [
      'an unknown department',
      'ATLANTIDA,Sede,27/11/2026,05/12/2026,09:00,50,1',
      'El departamento "ATLANTIDA" no es uno de los conocidos.',
    ],
    [
      'a deadline after the exam',
      'LIMA,Sede,06/12/2026,05/12/2026,09:00,50,1',
      'Sede (LIMA): la inscripción cierra el 2026-12-06, después del examen del 2026-12-05.',
    ],
    [
      'a negative count',
      'LIMA,Sede,27/11/2026,05/12/2026,09:00,-5,1',
      'Archivo rechazado: fila 2: el valor "-5" de capacidad no es válido.',
    ],
    [
      'a missing column',
      'LIMA,Sede,27/11/2026,05/12/2026,09:00,50',
      'Archivo rechazado: fila 2: tiene 6 columnas y deben ser 7.',
    ],
  ])('refuses %s', async (_case, row, message) => {
    const header = 'departamento,sede,fecha_limite_inscripcion,fecha_examen,hora_examen,capacidad,inscritos';
    const res = await importFile(t, admin, {
      format: 'csv',
      takenAt: '2026-11-20T10:00:00-05:00',
      content: `${header}\n${row}\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses JSON that is not a schedule, naming the field', async () => {
    const res = await importFile(t, admin, {
      format: 'json',
      content: JSON.stringify({
        takenAt: '2026-11-19T09:30:00-05:00',
        regions: [{ value: 'LIMA', venues: [{ name: '' }] }],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Archivo rechazado: regions\.0\.venues\.0\.name: /);
    const broken = await importFile(t, admin, { format: 'json', content: '{"takenAt":' });
    expect(broken.json().message).toBe('Archivo rechazado: no es un JSON válido.');
  });

  it('refuses a file dated in the future, which would stay current until then', async () => {
    const before = await importStatus(t, admin);
    // The test clock reads 20 November 2026, 10:00 in Lima.
    const json = await importFile(t, admin, {
      format: 'json',
      content: JSON.stringify({ takenAt: '2026-11-21T10:00:00-05:00', regions: [] }),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message:
        'Archivo rechazado: la fecha de los datos (21/11/2026 10:00) es posterior a la hora actual (20/11/2026 10:00); revisa la fecha y hora en que se tomaron.',
    });
    const csv = await importFile(t, admin, {
      format: 'csv',
      takenAt: '2026-11-20T10:10:00-05:00',
      content: 'departamento,sede,fecha_limite_inscripcion,fecha_examen,hora_examen,capacidad,inscritos\n',
    });
    expect(csv.statusCode).toBe(400);
    expect(await importStatus(t, admin)).toEqual(before);
    // A clock a few minutes fast is not the operator's fault.
    const soon = await importFile(t, admin, {
      format: 'csv',
      takenAt: '2026-11-20T10:04:00-05:00',
      content: 'departamento,sede,fecha_limite_inscripcion,fecha_examen,hora_examen,capacidad,inscritos\n',
    });
    expect(soon.statusCode).toBe(200);
  });

  it('asks a CSV file for the time its data was taken', async () => {
    const res = await importFile(t, admin, { format: 'csv', content: 'departamento' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Indica la fecha y hora en que se tomaron los datos');
  });

  it('cannot read the official source when none is configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oece-exam-schedule/imports',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No hay una fuente oficial configurada (SCHEDULE_SOURCE_URL).');
  });
});

describe('reading the official source', () => {
  let t: TestApp;
  let admin: string;
  let respond: RequestListener = () => {};
  const server = createServer((request, response) => respond(request, response));

  /** The recorded answers, at the source's own paths. */
  const recorded: RequestListener = (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://source').pathname);
    const json = (body: string) =>
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    if (path === `/fuente${DEPARTMENTS_PATH}`) return json(sample('departamentos.json'));
    for (const value of ['AREQUIPA', 'CALLAO', 'JUNIN', 'LIMA']) {
      if (path === `/fuente${decodeURIComponent(departmentSchedulePath(value))}`) {
        return json(sample(`programaciones-${value}.json`));
      }
    }
    response.writeHead(404).end();
  };

  const importNow = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oece-exam-schedule/imports',
      headers: { authorization: admin },
    });
    expect(res.statusCode).toBe(200);
    return res.json().run as { success: boolean; message: string; trigger: string };
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({ SCHEDULE_SOURCE_URL: `http://127.0.0.1:${port}/fuente` });
    admin = await login(t, TEST_ADMIN.username, TEST_ADMIN.password);
    // Inside the recorded answers' window, so that their sittings are ahead.
    t.clock.set(new Date('2025-08-21T10:00:00-05:00'));
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('stores what the source answers, dated when the source says it produced it', async () => {
    respond = recorded;
    const run = await importNow();
    expect(run).toMatchObject({ trigger: 'ADMIN', success: true });
    const lima = await regionSchedule(t, 'LIMA');
    expect(lima.createdAt).toBe('2025-08-21T13:15:00.000Z');
    expect(lima.stale).toBe(false);
    expect(lima.venues.map((venue) => venue.name)).toContain('OECE - SEDE CENTRAL (JESÚS MARÍA)');
    expect((await regionSchedule(t, 'CALLAO')).venues).toEqual([]);
  });

  it.each([
    ['answers 500', ((_request, response) => response.writeHead(500).end()) as RequestListener],
    [
      'answers a maintenance page',
      ((_request, response) =>
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(sample('mantenimiento.html'))) as RequestListener,
    ],
    [
      'answers JSON of another shape',
      ((_request, response) =>
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(sample('otra-forma.json'))) as RequestListener,
    ],
  ])('keeps the last good schedule when the source %s, and records why', async (_case, failing) => {
    const before = await regionSchedule(t, 'LIMA');
    respond = failing;
    const run = await importNow();
    expect(run.success).toBe(false);
    expect(run.message).toMatch(/fuente oficial|forma esperada|no es/);
    expect(await regionSchedule(t, 'LIMA')).toEqual(before);
    const status = await importStatus(t, admin);
    expect(status.runs[0]).toMatchObject({ trigger: 'ADMIN', success: false, message: run.message });
    expect(status.snapshot).toMatchObject({ createdAt: '2025-08-21T13:15:00.000Z', trigger: 'ADMIN' });
  });

  it('reports the published schedule and the history to the administrator, newest first', async () => {
    const status = await importStatus(t, admin);
    expect(status).toMatchObject({ sourceConfigured: true, refreshMinutes: 360, staleAfterDays: 7 });
    expect(status.snapshot).toMatchObject({ venues: 4, examSchedules: 7, stale: false });
    expect(status.runs.map((run) => run.success)).toEqual([false, false, false, true, true]);
    expect(status.runs.at(-1)).toMatchObject({ trigger: 'SEED', success: true });
  });

  it('keeps the newest data current, whatever brought it: an upload stays before an older import', async () => {
    // The next morning: the file's data is of 09:00 that day.
    t.clock.set(new Date('2025-08-22T10:00:00-05:00'));
    const upload = await importFile(t, admin, {
      format: 'json',
      content: JSON.stringify({
        takenAt: '2025-08-22T09:00:00-05:00',
        regions: [
          {
            value: 'LIMA',
            venues: [
              {
                name: 'Sede del archivo',
                examSchedules: [
                  {
                    lastRegistrationDate: '2025-08-25',
                    examDate: '2025-08-30',
                    examTime: '09:00',
                    maxCapacity: 40,
                    registeredCandidates: 5,
                  },
                ],
              },
            ],
          },
        ],
      }),
    });
    expect(upload.statusCode).toBe(200);
    respond = recorded;
    // The source still answers its data of 21 August: stored, but not published.
    const run = await importNow();
    expect(run.success).toBe(true);
    expect(run.message).toContain(
      'no se publica: el cronograma vigente tiene datos más recientes (22/08/2025 09:00)',
    );
    const lima = await regionSchedule(t, 'LIMA');
    expect(lima.createdAt).toBe('2025-08-22T14:00:00.000Z');
    expect(lima.venues.map((venue) => venue.name)).toEqual(['Sede del archivo']);
    expect((await importStatus(t, admin)).snapshot).toMatchObject({
      createdAt: '2025-08-22T14:00:00.000Z',
      trigger: 'FILE',
    });
  });

  it('dates the source’s data no later than the import, when the source’s clock runs ahead', async () => {
    t.clock.set(new Date('2025-08-23T10:00:00-05:00'));
    respond = (request, response) => {
      if (!request.url?.endsWith(DEPARTMENTS_PATH)) return recorded(request, response);
      const list = { ...JSON.parse(sample('departamentos.json')), fechaActualizacion: '30/08/2025 08:00:00' };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    };
    expect(await importNow()).toMatchObject({ success: true });
    expect((await regionSchedule(t, 'LIMA')).createdAt).toBe('2025-08-23T15:00:00.000Z');
  });
});
