import type { ScheduleFileImportRequest } from '@oece/contracts';
import { formatDateAndTime } from '@oece/domain';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import type { ScheduleData, ScheduleSitting } from './schedule-data';
import { parseCount, parseDay, parseTimeOfDay } from './schedule-values';

/*
 * The schedule files an operator may import instead of the live source, documented in
 * content/schedule/README.md. A file is taken whole or refused whole: the first bad row names
 * itself and nothing is stored.
 */

const sittingSchema = z.object({
  lastRegistrationDate: z.iso.date('debe ser una fecha AAAA-MM-DD'),
  examDate: z.iso.date('debe ser una fecha AAAA-MM-DD'),
  examTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'debe ser una hora HH:mm (24 horas)'),
  maxCapacity: z.number().int().min(0),
  registeredCandidates: z.number().int().min(0),
});

const jsonFileSchema = z.object({
  takenAt: z.iso.datetime({ offset: true, error: 'debe ser una fecha y hora ISO 8601' }),
  regions: z.array(
    z.object({
      value: z.string().min(1),
      venues: z.array(
        z.object({
          name: z.string().trim().min(1, 'la sede necesita un nombre'),
          examSchedules: z.array(sittingSchema),
        }),
      ),
    }),
  ),
});

function refuse(message: string): never {
  throw new AppError('VALIDATION_ERROR', `Archivo rechazado: ${message}`);
}

export function parseJsonSchedule(content: string): ScheduleData {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    refuse('no es un JSON válido.');
  }
  const result = jsonFileSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    refuse(`${issue.path.join('.') || 'el documento'}: ${issue.message}.`);
  }
  return { takenAt: new Date(result.data.takenAt), regions: result.data.regions };
}

const CSV_COLUMNS = [
  'departamento',
  'sede',
  'fecha_limite_inscripcion',
  'fecha_examen',
  'hora_examen',
  'capacidad',
  'inscritos',
] as const;

/** Splits CSV text into rows of fields: quoted fields may hold the separator, quotes ("") and line breaks. */
function csvRows(content: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < content.length; i++) {
    const char = content[i];
    if (quoted) {
      if (char === '"' && content[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (quoted) refuse('una comilla abierta no se cierra.');
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((fields) => fields.some((value) => value.trim() !== ''));
}

export function parseCsvSchedule(content: string, takenAt: string): ScheduleData {
  const text = content.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  // Spreadsheets set to Spanish save with ';'.
  const separator = firstLine.includes(';') ? ';' : ',';
  const [header, ...rows] = csvRows(text, separator);
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  if (columns.join(',') !== CSV_COLUMNS.join(',')) {
    refuse(`la primera fila debe ser ${CSV_COLUMNS.join(separator)}.`);
  }
  const regions = new Map<string, Map<string, ScheduleSitting[]>>();
  rows.forEach((fields, position) => {
    const line = position + 2;
    if (fields.length !== CSV_COLUMNS.length) {
      refuse(`fila ${line}: tiene ${fields.length} columnas y deben ser ${CSV_COLUMNS.length}.`);
    }
    const cell = Object.fromEntries(
      CSV_COLUMNS.map((column, index) => [column, fields[index]!.trim().replace(/\s+/g, ' ')]),
    ) as Record<(typeof CSV_COLUMNS)[number], string>;
    const region = cell.departamento;
    const venue = cell.sede;
    if (!region || !venue) refuse(`fila ${line}: faltan el departamento o la sede.`);
    const read = <T>(column: (typeof CSV_COLUMNS)[number], parse: (value: string) => T | null): T =>
      parse(cell[column]) ?? refuse(`fila ${line}: el valor "${cell[column]}" de ${column} no es válido.`);
    const sitting: ScheduleSitting = {
      lastRegistrationDate: read('fecha_limite_inscripcion', parseDay),
      examDate: read('fecha_examen', parseDay),
      examTime: read('hora_examen', parseTimeOfDay),
      maxCapacity: read('capacidad', parseCount),
      registeredCandidates: read('inscritos', parseCount),
    };
    const venues = regions.get(region) ?? new Map<string, ScheduleSitting[]>();
    regions.set(region, venues);
    venues.set(venue, [...(venues.get(venue) ?? []), sitting]);
  });
  return {
    takenAt: new Date(takenAt),
    regions: [...regions].map(([value, venues]) => ({
      value,
      venues: [...venues].map(([name, examSchedules]) => ({ name, examSchedules })),
    })),
  };
}

/** How far ahead of the server's clock a file's date may be (the operator's clock may run fast). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/**
 * A file as of `now`. Its date decides which schedule is current (the newest data), so a date in
 * the future would keep the file published over every later import until that date: refused.
 */
export function parseScheduleFile(request: ScheduleFileImportRequest, now: Date): ScheduleData {
  const data =
    request.format === 'json'
      ? parseJsonSchedule(request.content)
      : parseCsvSchedule(request.content, request.takenAt);
  if (data.takenAt && data.takenAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    refuse(
      `la fecha de los datos (${formatDateAndTime(data.takenAt)}) es posterior a la hora actual (${formatDateAndTime(now)}); revisa la fecha y hora en que se tomaron.`,
    );
  }
  return data;
}
