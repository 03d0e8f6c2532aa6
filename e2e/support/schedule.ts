import { asAdmin } from './api';

/** A Lima calendar day `days` from today, as YYYY-MM-DD. */
export function limaDayFromNow(days: number): string {
  return new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The schedule the journeys read: sittings ahead in Lima and Cusco, La Libertad with none. */
export const SCHEDULE_CSV = [
  'departamento;sede;fecha_limite_inscripcion;fecha_examen;hora_examen;capacidad;inscritos',
  `LIMA;Sede central (Jesús María);${limaDayFromNow(5)};${limaDayFromNow(12)};09:00;120;97`,
  `LIMA;Sede central (Jesús María);${limaDayFromNow(5)};${limaDayFromNow(12)};15:00;120;120`,
  `CUSCO;Oficina desconcentrada Cusco;${limaDayFromNow(6)};${limaDayFromNow(13)};10:30;30;29`,
].join('\n');

/** Publishes SCHEDULE_CSV, as an administrator's file import does, with today as its data time. */
export async function publishSchedule(): Promise<void> {
  await asAdmin('/oece-exam-schedule/imports/file', {
    method: 'POST',
    body: { format: 'csv', content: SCHEDULE_CSV, takenAt: new Date().toISOString() },
  });
}
