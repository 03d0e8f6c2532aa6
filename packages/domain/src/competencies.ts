export const COMPETENCIES = [
  'ACTUACIONES_PREPARATORIAS',
  'FASE_DE_SELECCION',
  'FASE_DE_EJECUCION_CONTRACTUAL',
] as const;

export type Competency = (typeof COMPETENCIES)[number];

export const COMPETENCY_LABELS: Record<Competency, string> = {
  ACTUACIONES_PREPARATORIAS: 'Actuaciones preparatorias',
  FASE_DE_SELECCION: 'Fase de selección',
  FASE_DE_EJECUCION_CONTRACTUAL: 'Fase de ejecución contractual',
};

export function isCompetency(value: string): value is Competency {
  return (COMPETENCIES as readonly string[]).includes(value);
}
