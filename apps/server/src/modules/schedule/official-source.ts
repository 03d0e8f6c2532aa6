/*
 * The one file that knows the official OECE (formerly OSCE) certification-exam schedule: where it is
 * read, in what shape, and how its values are written. A change of the official site touches only
 * this file and its samples/.
 *
 * What is confirmed. The portal for candidates is https://www.gob.pe/oece (publications under
 * https://www.gob.pe/institucion/oece/...); certification runs on SICAN
 * (https://prodapp4.seace.gob.pe/sican, https://prodapp2.seace.gob.pe/sican-uiwd-pub/...). OECE's
 * public apps are Angular pages on https://apps.oece.gob.pe (formerly apps.osce.gob.pe) that read
 * JSON services at https://eap.oece.gob.pe/{servicio}/1.0/... (formerly eap.osce.gob.pe), e.g.
 * perfilprov-bus/1.0/ficha/{ruc} and ficha-proveedor-cns/1.0/ficha/{ruc}/resumen, as public client
 * code on GitHub calls them; those services write camel-case Spanish field names and date-times as
 * 'dd/mm/aaaa HH:mm:ss'.
 *
 * What is assumed. No published endpoint, recording or client of the exam programming itself was
 * found. The shape below follows the services above: SCHEDULE_SOURCE_URL is the base of one such
 * service (say https://eap.oece.gob.pe/{servicio}/1.0), with one list of departments and one
 * answer per department, dates 'dd/mm/aaaa', times '09:00 a.m.':
 *
 *   GET {sourceUrl}/departamentos
 *     { "fechaActualizacion": "21/08/2025 08:15:00" | null,
 *       "departamentos": [{ "valor": "LIMA", "nombre": "LIMA" }, …] }
 *   GET {sourceUrl}/departamentos/{valor}/programaciones
 *     { "departamento": "LIMA",
 *       "programaciones": [{ "sede": "…", "fechaLimiteInscripcion": "22/08/2025",
 *         "fechaExamen": "29/08/2025", "horaExamen": "09:00 a.m.", "capacidad": "120",
 *         "inscritos": "87" }, …] }
 *
 * Department values are upper-case names without accents ('LIMA', 'LA LIBERTAD'), Callao apart and
 * Lima whole; 'LIMA METROPOLITANA' and 'LIMA PROVINCIAS' are still named right should the source
 * split Lima. 'fechaActualizacion' is Lima time (UTC-5, no daylight saving). When the real source is
 * known, change the paths and field names here and record its answers in samples/.
 */

import { parseCount, parseDay, parseTimeOfDay } from './schedule-values';

export interface SourceExamSchedule {
  lastRegistrationDate: string; // 'YYYY-MM-DD' (Lima calendar date)
  examDate: string; // 'YYYY-MM-DD'
  examTime: string; // 'HH:mm', 24-hour
  maxCapacity: number; // integer >= 0
  registeredCandidates: number; // integer >= 0
}
export interface SourceVenue {
  name: string;
  examSchedules: SourceExamSchedule[];
}
export interface SourceRegion {
  name: string;
  value: string;
  venues: SourceVenue[];
}
export interface SourceSchedule {
  /** When the source says its data was produced, if it says so; else null (the caller uses the fetch time). */
  takenAt: Date | null;
  /** Every department the source lists, including those with no venue today. */
  regions: SourceRegion[];
}

/** Thrown for any failure: HTTP error, timeout, unparsable or implausible data. Message in Spanish, for the admin. */
export class ScheduleSourceError extends Error {
  override name = 'ScheduleSourceError';
}

const USER_AGENT = 'SimuladorOECE/1.0';
const DEFAULT_TIMEOUT_MS = 15_000;
/** Department answers read at once: enough to finish quickly, few enough to be polite to a state server. */
const CONCURRENT_REQUESTS = 4;

/** The path of the department list, relative to the source URL. */
export const DEPARTMENTS_PATH = '/departamentos';

/** The path of one department's sittings, relative to the source URL; the value goes in as the source wrote it. */
export function departmentSchedulePath(value: string): string {
  return `/departamentos/${encodeURIComponent(value)}/programaciones`;
}

/** Reads the whole schedule from the official source at `sourceUrl` (all requests it needs). */
export async function readOfficialSchedule(
  sourceUrl: string,
  options: { fetch?: typeof fetch; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<SourceSchedule> {
  const base = baseUrl(sourceUrl);
  const get = (path: string) =>
    getJson(
      `${base}${path}`,
      options.fetch ?? fetch,
      options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      options.signal,
    );
  const { takenAt, departments } = parseDepartments(await get(DEPARTMENTS_PATH));
  const regions = await mapLimited(departments, CONCURRENT_REQUESTS, async (department) => ({
    ...department,
    venues: parseDepartmentSchedule(await get(departmentSchedulePath(department.value)), department.value),
  }));
  return { takenAt, regions };
}

function baseUrl(sourceUrl: string): string {
  let url: URL;
  try {
    url = new URL(sourceUrl);
  } catch {
    throw new ScheduleSourceError(`La dirección de la fuente oficial "${sourceUrl}" no es una URL válida.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ScheduleSourceError(
      `La dirección de la fuente oficial "${sourceUrl}" debe empezar por https:// o http://.`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** GETs one address and returns its body, refusing anything but a 2xx JSON answer. */
async function getJson(
  url: string,
  fetchImpl: typeof fetch,
  timeoutMs: number,
  stop: AbortSignal | undefined,
): Promise<string> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { Accept: 'application/json', 'User-Agent': USER_AGENT },
      signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
    });
  } catch (error) {
    throw requestError(url, error, timeoutMs);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ScheduleSourceError(`La fuente oficial respondió ${response.status} a ${url}.`);
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(contentType)) {
    await response.body?.cancel();
    // An HTML page where data was expected is how state sites announce maintenance.
    throw new ScheduleSourceError(
      `La fuente oficial no devolvió datos en ${url} (tipo "${contentType || 'desconocido'}"): puede estar en mantenimiento.`,
    );
  }
  try {
    return await response.text();
  } catch (error) {
    throw requestError(url, error, timeoutMs);
  }
}

function requestError(url: string, error: unknown, timeoutMs: number): ScheduleSourceError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ScheduleSourceError(`La fuente oficial no respondió en ${timeoutMs / 1000} s a ${url}.`);
  }
  // Node's fetch says only 'fetch failed'; the cause names the fault (ECONNREFUSED, ENOTFOUND…).
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const reason =
    cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : String(cause);
  return new ScheduleSourceError(`No se pudo consultar la fuente oficial en ${url}: ${reason}.`);
}

/** Runs `task` over `items` with at most `limit` at once, keeping their order; the first failure fails all. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!);
      } catch (error) {
        failed = true; // The other workers take no new item: a failed read is refused whole anyway.
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------
// Parsing: pure functions from the source's text to our shape, refusing the whole answer on any fault.

type Json = Record<string, unknown>;

function parseJsonObject(text: string, what: string): Json {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ScheduleSourceError(`${what} no es un JSON válido (¿respuesta incompleta?).`);
  }
  if (!isObject(value)) throw new ScheduleSourceError(`${what} no tiene la forma esperada.`);
  return value;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function arrayField(object: Json, field: string, what: string): unknown[] {
  const value = object[field];
  if (!Array.isArray(value)) {
    throw new ScheduleSourceError(`${what} no tiene la forma esperada: falta la lista "${field}".`);
  }
  return value;
}

function cleanText(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The department list: every department the source offers, and when it says the data was produced. */
export function parseDepartments(text: string): {
  takenAt: Date | null;
  departments: { name: string; value: string }[];
} {
  const what = 'La lista de departamentos de la fuente oficial';
  const body = parseJsonObject(text, what);
  const rows = arrayField(body, 'departamentos', what);
  if (rows.length === 0) throw new ScheduleSourceError(`${what} está vacía.`);
  const seen = new Set<string>();
  const departments = rows.map((row, position) => {
    const where = `${what}, fila ${position + 1}`;
    if (!isObject(row)) throw new ScheduleSourceError(`${where}: no tiene la forma esperada.`);
    // The value is kept exactly as the source writes it: it goes back into the source's own URLs.
    const value = row.valor;
    if (typeof value !== 'string' || value.trim() === '')
      throw new ScheduleSourceError(`${where}: falta "valor".`);
    if (seen.has(value)) throw new ScheduleSourceError(`${what} repite el departamento "${value}".`);
    seen.add(value);
    const sourceName = typeof row.nombre === 'string' && row.nombre.trim() !== '' ? row.nombre : value;
    return { name: departmentName(sourceName), value };
  });
  return { takenAt: parseTakenAt(body.fechaActualizacion), departments };
}

/** One department's answer, grouped into venues in the order the source lists them. */
export function parseDepartmentSchedule(text: string, value: string): SourceVenue[] {
  const what = `La programación de ${value}`;
  const body = parseJsonObject(text, what);
  // A source that ignores the department asked for would repeat one department everywhere.
  if (typeof body.departamento !== 'string') {
    throw new ScheduleSourceError(`${what} no tiene la forma esperada: falta "departamento".`);
  }
  if (body.departamento !== value) {
    throw new ScheduleSourceError(`${what} llegó con el departamento "${body.departamento}".`);
  }
  const venues = new Map<string, SourceExamSchedule[]>();
  arrayField(body, 'programaciones', what).forEach((row, position) => {
    const where = `${what}, fila ${position + 1}`;
    if (!isObject(row)) throw new ScheduleSourceError(`${where}: no tiene la forma esperada.`);
    const venue = typeof row.sede === 'string' ? cleanText(row.sede) : '';
    if (venue === '') throw new ScheduleSourceError(`${where}: la sede no tiene nombre ("sede").`);
    const sitting: SourceExamSchedule = {
      lastRegistrationDate: readField(row, 'fechaLimiteInscripcion', parseDay, 'una fecha', where),
      examDate: readField(row, 'fechaExamen', parseDay, 'una fecha', where),
      examTime: readField(row, 'horaExamen', parseTimeOfDay, 'una hora', where),
      maxCapacity: readField(row, 'capacidad', parseCount, 'un número entero no negativo', where),
      registeredCandidates: readField(row, 'inscritos', parseCount, 'un número entero no negativo', where),
    };
    venues.set(venue, [...(venues.get(venue) ?? []), sitting]);
  });
  return [...venues].map(([name, examSchedules]) => ({ name, examSchedules }));
}

function readField<T>(
  row: Json,
  field: string,
  parse: (value: unknown) => T | null,
  expected: string,
  where: string,
): T {
  const parsed = parse(row[field]);
  if (parsed === null) {
    throw new ScheduleSourceError(
      `${where}: "${field}" vale ${JSON.stringify(row[field])} y debe ser ${expected}.`,
    );
  }
  return parsed;
}

/** 'dd/mm/aaaa HH:mm[:ss]' in Lima time; absent or null means the source does not say. */
function parseTakenAt(value: unknown): Date | null {
  if (value === undefined || value === null) return null;
  const match =
    typeof value === 'string' ? /^(\S+)\s+(\d{1,2}:\d{2})(?::(\d{2}))?$/.exec(value.trim()) : null;
  const day = match ? parseDay(match[1]) : null;
  const time = match ? parseTimeOfDay(match[2]) : null;
  const seconds = match?.[3] ?? '00';
  if (!day || !time || Number(seconds) > 59) {
    throw new ScheduleSourceError(
      `La fecha de actualización ${JSON.stringify(value)} de la fuente oficial no es válida.`,
    );
  }
  // Lima keeps UTC-5 all year.
  return new Date(`${day}T${time}:${seconds}-05:00`);
}

/**
 * The departments the official source lists, with its own values (upper case, no accents): the 24
 * departments and Callao, Lima whole. A value is what the page's address and the API carry; an
 * import that names another department is refused, so a new split of the source's starts here.
 */
export const SCHEDULE_REGIONS: readonly { name: string; value: string }[] = [
  { name: 'Amazonas', value: 'AMAZONAS' },
  { name: 'Áncash', value: 'ANCASH' },
  { name: 'Apurímac', value: 'APURIMAC' },
  { name: 'Arequipa', value: 'AREQUIPA' },
  { name: 'Ayacucho', value: 'AYACUCHO' },
  { name: 'Cajamarca', value: 'CAJAMARCA' },
  { name: 'Callao', value: 'CALLAO' },
  { name: 'Cusco', value: 'CUSCO' },
  { name: 'Huancavelica', value: 'HUANCAVELICA' },
  { name: 'Huánuco', value: 'HUANUCO' },
  { name: 'Ica', value: 'ICA' },
  { name: 'Junín', value: 'JUNIN' },
  { name: 'La Libertad', value: 'LA LIBERTAD' },
  { name: 'Lambayeque', value: 'LAMBAYEQUE' },
  { name: 'Lima', value: 'LIMA' },
  { name: 'Loreto', value: 'LORETO' },
  { name: 'Madre de Dios', value: 'MADRE DE DIOS' },
  { name: 'Moquegua', value: 'MOQUEGUA' },
  { name: 'Pasco', value: 'PASCO' },
  { name: 'Piura', value: 'PIURA' },
  { name: 'Puno', value: 'PUNO' },
  { name: 'San Martín', value: 'SAN MARTIN' },
  { name: 'Tacna', value: 'TACNA' },
  { name: 'Tumbes', value: 'TUMBES' },
  { name: 'Ucayali', value: 'UCAYALI' },
];

/** The departments as Peruvians write them, keyed by their upper-case name without accents. */
const DEPARTMENT_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SCHEDULE_REGIONS.map((region) => [region.value, region.name])),
  'PROVINCIA CONSTITUCIONAL DEL CALLAO': 'Callao',
  'LIMA METROPOLITANA': 'Lima Metropolitana',
  'LIMA PROVINCIAS': 'Lima Provincias',
};

const LOWER_CASE_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'y']);

/** The human name of a department the source writes 'JUNIN', 'Junín' or 'SAN  MARTÍN'. */
export function departmentName(sourceName: string): string {
  const name = cleanText(sourceName);
  const key = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();
  // A department not in the table (a new split, say) is still shown, capitalised as Spanish titles are.
  return (
    DEPARTMENT_NAMES[key] ??
    name
      .toLowerCase()
      .split(' ')
      .map((word, index) =>
        index > 0 && LOWER_CASE_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
      )
      .join(' ')
  );
}
