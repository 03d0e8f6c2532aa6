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

/** A competency page's slug: 'actuaciones-preparatorias'. */
export const COMPETENCY_SLUGS: Record<Competency, string> = {
  ACTUACIONES_PREPARATORIAS: 'actuaciones-preparatorias',
  FASE_DE_SELECCION: 'fase-de-seleccion',
  FASE_DE_EJECUCION_CONTRACTUAL: 'fase-de-ejecucion-contractual',
};

export function competencyOfSlug(slug: string): Competency | undefined {
  return COMPETENCIES.find((competency) => COMPETENCY_SLUGS[competency] === slug);
}
