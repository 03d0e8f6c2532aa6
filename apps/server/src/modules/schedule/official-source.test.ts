import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEPARTMENTS_PATH,
  departmentName,
  departmentSchedulePath,
  parseDepartments,
  parseDepartmentSchedule,
  readOfficialSchedule,
  SCHEDULE_REGIONS,
  ScheduleSourceError,
  type SourceRegion,
} from './official-source';
import { parseDay, parseTimeOfDay } from './schedule-values';

const sample = (file: string) => readFileSync(new URL(`./samples/${file}`, import.meta.url), 'utf8');

/** Any Spanish sentence: the admin reads these messages as they are. */
const SPANISH = /fuente oficial|no es|no tiene|falta|debe ser|llegó|repite|vacía|respondió/;

function refusal(read: () => unknown): ScheduleSourceError {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ScheduleSourceError);
    expect((error as Error).message).toMatch(SPANISH);
    return error as ScheduleSourceError;
  }
  throw new Error('se esperaba un ScheduleSourceError');
}

async function asyncRefusal(read: Promise<unknown>): Promise<ScheduleSourceError> {
  const error = await read.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ScheduleSourceError);
  expect((error as Error).message).toMatch(SPANISH);
  return error as ScheduleSourceError;
}

/** 21/08/2025 08:15:00 in Lima. */
const SAMPLE_TAKEN_AT = new Date('2025-08-21T13:15:00.000Z');

const LIMA_VENUES = [
  {
    name: 'OECE - SEDE CENTRAL (JESÚS MARÍA)',
    examSchedules: [
      {
        lastRegistrationDate: '2025-08-22',
        examDate: '2025-08-29',
        examTime: '09:00',
        maxCapacity: 120,
        registeredCandidates: 87,
      },
      {
        lastRegistrationDate: '2025-08-22',
        examDate: '2025-08-29',
        examTime: '15:00',
        maxCapacity: 120,
        registeredCandidates: 120,
      },
      {
        lastRegistrationDate: '2025-09-19',
        examDate: '2025-09-26',
        examTime: '09:00',
        maxCapacity: 120,
        registeredCandidates: 4,
      },
    ],
  },
  {
    name: 'UNIVERSIDAD NACIONAL MAYOR DE SAN MARCOS - LABORATORIO 3',
    examSchedules: [
      {
        lastRegistrationDate: '2025-09-05',
        examDate: '2025-09-12',
        examTime: '10:30',
        maxCapacity: 60,
        registeredCandidates: 0,
      },
    ],
  },
];

const AREQUIPA_VENUES = [
  {
    name: 'OFICINA DESCONCENTRADA DEL OECE - AREQUIPA',
    examSchedules: [
      {
        lastRegistrationDate: '2025-08-29',
        examDate: '2025-09-05',
        examTime: '09:00',
        maxCapacity: 40,
        registeredCandidates: 38,
      },
    ],
  },
];

const JUNIN_VENUES = [
  {
    name: 'OFICINA DESCONCENTRADA DEL OECE - HUANCAYO',
    examSchedules: [
      {
        lastRegistrationDate: '2025-08-15',
        examDate: '2025-08-22',
        examTime: '15:00',
        maxCapacity: 30,
        registeredCandidates: 12,
      },
      {
        lastRegistrationDate: '2025-09-12',
        examDate: '2025-09-19',
        examTime: '12:00',
        maxCapacity: 30,
        registeredCandidates: 0,
      },
    ],
  },
];

/** What the four recorded departments make together. */
const SAMPLE_REGIONS: SourceRegion[] = [
  { name: 'Arequipa', value: 'AREQUIPA', venues: AREQUIPA_VENUES },
  { name: 'Callao', value: 'CALLAO', venues: [] },
  { name: 'Junín', value: 'JUNIN', venues: JUNIN_VENUES },
  { name: 'Lima', value: 'LIMA', venues: LIMA_VENUES },
];

/** One sitting row of a department answer, with `changes` over a valid one. */
function departmentAnswer(value: string, changes: Record<string, unknown> = {}): string {
  return JSON.stringify({
    departamento: value,
    programaciones: [
      {
        sede: 'SEDE DE PRUEBA',
        fechaLimiteInscripcion: '01/09/2025',
        fechaExamen: '08/09/2025',
        horaExamen: '09:00 a.m.',
        capacidad: '10',
        inscritos: '2',
        ...changes,
      },
    ],
  });
}

describe('parseDepartments', () => {
  it('reads every department of the complete list with its human name, and when the data was produced', () => {
    const { takenAt, departments } = parseDepartments(sample('departamentos-completo.json'));
    expect(takenAt).toEqual(SAMPLE_TAKEN_AT);
    expect(departments).toEqual(SCHEDULE_REGIONS);
  });

  it('reads the recorded list, naming a department written with stray accents and spaces', () => {
    expect(parseDepartments(sample('departamentos.json'))).toEqual({
      takenAt: SAMPLE_TAKEN_AT,
      departments: SAMPLE_REGIONS.map(({ name, value }) => ({ name, value })),
    });
  });

  it('leaves the time to the caller when the source does not say it', () => {
    const list = { departamentos: [{ valor: 'LIMA', nombre: 'LIMA' }] };
    expect(parseDepartments(JSON.stringify(list)).takenAt).toBeNull();
    expect(parseDepartments(JSON.stringify({ ...list, fechaActualizacion: null })).takenAt).toBeNull();
  });

  it('refuses the maintenance page, JSON of another shape and a truncated answer', () => {
    refusal(() => parseDepartments(sample('mantenimiento.html')));
    expect(refusal(() => parseDepartments(sample('otra-forma.json'))).message).toContain('departamentos');
    const text = sample('departamentos-completo.json');
    expect(refusal(() => parseDepartments(text.slice(0, text.length / 2))).message).toContain('JSON');
  });

  it('refuses a list without departments, with a repeated one or one without a value', () => {
    expect(refusal(() => parseDepartments('{"departamentos": []}')).message).toContain('vacía');
    const twice = { departamentos: [{ valor: 'LIMA' }, { valor: 'LIMA' }] };
    expect(refusal(() => parseDepartments(JSON.stringify(twice))).message).toContain('repite');
    refusal(() => parseDepartments('{"departamentos": [{ "nombre": "LIMA" }]}'));
    refusal(() => parseDepartments('{"departamentos": ["LIMA"]}'));
  });

  it('refuses an update time it cannot read', () => {
    const list = { fechaActualizacion: '32/08/2025 08:15', departamentos: [{ valor: 'LIMA' }] };
    expect(refusal(() => parseDepartments(JSON.stringify(list))).message).toContain('actualización');
  });
});

describe('parseDepartmentSchedule', () => {
  it('groups the Lima rows into venues, normalising names, dates, times and counts', () => {
    expect(parseDepartmentSchedule(sample('programaciones-LIMA.json'), 'LIMA')).toEqual(LIMA_VENUES);
  });

  it('reads Arequipa and Junín, and Callao with no exam scheduled', () => {
    expect(parseDepartmentSchedule(sample('programaciones-AREQUIPA.json'), 'AREQUIPA')).toEqual(
      AREQUIPA_VENUES,
    );
    expect(parseDepartmentSchedule(sample('programaciones-JUNIN.json'), 'JUNIN')).toEqual(JUNIN_VENUES);
    expect(parseDepartmentSchedule(sample('programaciones-CALLAO.json'), 'CALLAO')).toEqual([]);
  });

  it('refuses the maintenance page, JSON of another shape and a truncated answer', () => {
    refusal(() => parseDepartmentSchedule(sample('mantenimiento.html'), 'LIMA'));
    refusal(() => parseDepartmentSchedule(sample('otra-forma.json'), 'LIMA'));
    const text = sample('programaciones-LIMA.json');
    refusal(() => parseDepartmentSchedule(text.slice(0, -40), 'LIMA'));
  });

  it('refuses an answer about another department', () => {
    const error = refusal(() => parseDepartmentSchedule(sample('programaciones-LIMA.json'), 'CALLAO'));
    expect(error.message).toContain('"LIMA"');
  });

  it.each([
    ['a day that does not exist', { fechaExamen: '31/02/2025' }, 'fechaExamen'],
    ['a date in another format', { fechaLimiteInscripcion: 'agosto 2025' }, 'fechaLimiteInscripcion'],
    ['an impossible time', { horaExamen: '25:00' }, 'horaExamen'],
    ['a 13 p.m.', { horaExamen: '13:00 p.m.' }, 'horaExamen'],
    ['a negative capacity', { capacidad: -1 }, 'capacidad'],
    ['a fractional count', { inscritos: '12.5' }, 'inscritos'],
    ['a missing count', { inscritos: null }, 'inscritos'],
    ['a venue without a name', { sede: '   ' }, 'sede'],
  ])('refuses the whole answer for %s', (_case, changes, field) => {
    expect(
      refusal(() => parseDepartmentSchedule(departmentAnswer('LIMA', changes), 'LIMA')).message,
    ).toContain(field);
  });
});

describe('the value readers', () => {
  it.each([
    ['29/08/2025', '2025-08-29'],
    ['5/9/2025', '2025-09-05'],
    [' 2025-09-05 ', '2025-09-05'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2025', null],
    ['2025/09/05', null],
    [20250905, null],
  ])('date %j', (value, expected) => expect(parseDay(value)).toBe(expected));

  it.each([
    ['09:00 a.m.', '09:00'],
    ['9:00 a. m.', '09:00'],
    ['03:30 p.m.', '15:30'],
    ['12:00 p.m.', '12:00'],
    ['12:15 a.m.', '00:15'],
    ['9:00 AM', '09:00'],
    ['15:30', '15:30'],
    ['15:30:00', '15:30'],
    ['0:00 a.m.', null],
    ['9:60', null],
    ['9 a.m.', null],
  ])('time %j', (value, expected) => expect(parseTimeOfDay(value)).toBe(expected));

  it.each([
    ['JUNIN', 'Junín'],
    ['ÁNCASH', 'Áncash'],
    ['san  martín', 'San Martín'],
    ['MADRE DE DIOS', 'Madre de Dios'],
    ['LIMA PROVINCIAS', 'Lima Provincias'],
    ['PROVINCIA CONSTITUCIONAL DEL CALLAO', 'Callao'],
    ['NUEVA REGION DE LA SELVA', 'Nueva Region de la Selva'],
  ])('department name %j', (value, expected) => expect(departmentName(value)).toBe(expected));
});

describe('readOfficialSchedule', () => {
  type Handler = (request: IncomingMessage, response: ServerResponse) => void;
  const served: IncomingMessage[] = [];
  let handler: Handler;
  let sourceUrl: string;
  const server = createServer((request, response) => {
    served.push(request);
    handler(request, response);
  });

  function sendJson(response: ServerResponse, body: string, status = 200) {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(body);
  }

  /** Serves the recorded samples at the source's own paths under /api. */
  const samples: Handler = (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const department = /^\/api\/departamentos\/([^/]+)\/programaciones$/.exec(path)?.[1];
    if (path === `/api${DEPARTMENTS_PATH}`) return sendJson(response, sample('departamentos.json'));
    if (department) return sendJson(response, sample(`programaciones-${department}.json`));
    response.writeHead(404).end();
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    sourceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    served.length = 0;
    handler = samples;
  });

  it('reads the list and every department, naming itself to the source', async () => {
    await expect(readOfficialSchedule(sourceUrl)).resolves.toEqual({
      takenAt: SAMPLE_TAKEN_AT,
      regions: SAMPLE_REGIONS,
    });
    expect(served.map((request) => request.url).sort()).toEqual(
      [DEPARTMENTS_PATH, ...SAMPLE_REGIONS.map((region) => departmentSchedulePath(region.value))]
        .map((path) => `/api${path}`)
        .sort(),
    );
    expect(served[0]?.headers['user-agent']).toMatch(/^SimuladorOECE\/1\.0/);
    // A trailing slash on the configured address changes nothing.
    await expect(readOfficialSchedule(`${sourceUrl}/`)).resolves.toMatchObject({ regions: SAMPLE_REGIONS });
  });

  it('puts a department value with spaces into its path encoded', async () => {
    handler = (request, response) => {
      if (request.url === `/api${DEPARTMENTS_PATH}`) {
        return sendJson(response, '{"departamentos": [{ "valor": "LA LIBERTAD", "nombre": "LA LIBERTAD" }]}');
      }
      if (request.url === '/api/departamentos/LA%20LIBERTAD/programaciones') {
        return sendJson(response, departmentAnswer('LA LIBERTAD'));
      }
      response.writeHead(404).end();
    };
    const schedule = await readOfficialSchedule(sourceUrl);
    expect(schedule.regions.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: 'La Libertad', value: 'LA LIBERTAD' },
    ]);
  });

  it('gives every department with no venues when nothing is scheduled: not an error', async () => {
    handler = (request, response) => {
      const path = decodeURIComponent(request.url ?? '');
      const department = /^\/api\/departamentos\/([^/]+)\/programaciones$/.exec(path)?.[1];
      if (department)
        return sendJson(response, JSON.stringify({ departamento: department, programaciones: [] }));
      sendJson(response, sample('departamentos-completo.json'));
    };
    await expect(readOfficialSchedule(sourceUrl)).resolves.toEqual({
      takenAt: SAMPLE_TAKEN_AT,
      regions: SCHEDULE_REGIONS.map((department) => ({ ...department, venues: [] })),
    });
  });

  it('refuses the whole schedule when one department answers 500', async () => {
    handler = (request, response) => {
      if (request.url?.includes('/JUNIN/')) return sendJson(response, '{"error": "interno"}', 500);
      samples(request, response);
    };
    const error = await asyncRefusal(readOfficialSchedule(sourceUrl));
    expect(error.message).toContain('500');
  });

  it('refuses a list that answers 500', async () => {
    handler = (_request, response) => sendJson(response, '{}', 500);
    expect((await asyncRefusal(readOfficialSchedule(sourceUrl))).message).toContain('respondió 500');
  });

  it('refuses the maintenance page served in place of the data', async () => {
    handler = (_request, response) => {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(sample('mantenimiento.html'));
    };
    expect((await asyncRefusal(readOfficialSchedule(sourceUrl))).message).toContain('mantenimiento');
  });

  it('gives up on a source that does not answer in time', async () => {
    handler = () => {}; // Holds the request open.
    const error = await asyncRefusal(readOfficialSchedule(sourceUrl, { timeoutMs: 200 }));
    expect(error.message).toContain('no respondió en 0.2 s');
  });

  it('names the fault when the source cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await asyncRefusal(readOfficialSchedule(`http://127.0.0.1:${port}/api`));
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('refuses an address that is not a web address', async () => {
    await asyncRefusal(readOfficialSchedule('eap.oece.gob.pe/programacion'));
    await asyncRefusal(readOfficialSchedule('ftp://eap.oece.gob.pe/programacion'));
  });

  it('uses the fetch it is given', async () => {
    const requested: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      const url = String(input);
      requested.push(url);
      const body = url.endsWith(DEPARTMENTS_PATH)
        ? '{"departamentos": [{ "valor": "CALLAO" }]}'
        : sample('programaciones-CALLAO.json');
      return new Response(body, { headers: { 'Content-Type': 'application/json' } });
    };
    await expect(readOfficialSchedule('https://fuente.example/api', { fetch: fakeFetch })).resolves.toEqual({
      takenAt: null,
      regions: [{ name: 'Callao', value: 'CALLAO', venues: [] }],
    });
    expect(requested).toEqual([
      'https://fuente.example/api/departamentos',
      'https://fuente.example/api/departamentos/CALLAO/programaciones',
    ]);
  });
});
