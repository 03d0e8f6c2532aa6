import type { Competency } from './competencies';
import { slugWords } from './slugs';

export interface Topic {
  code: string;
  competency: Competency;
  label: string;
}

// The 72-topic taxonomy (19 + 21 + 32) of the reference digest, §2; there are no 2.6.x codes.
export const TOPICS: readonly Topic[] = [
  {
    code: '1.1.1',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Objeto, ámbito de aplicación, supuestos excluidos, principios y enfoques',
  },
  {
    code: '1.1.2',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Actores del sistema: DGA, OECE, Tribunal de Contrataciones Públicas y Perú Compras',
  },
  {
    code: '1.1.3',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label:
      'Actores de la entidad: titular, autoridad de la gestión administrativa (AGA), área usuaria, área técnica estratégica, DEC y compradores públicos (certificación)',
  },
  {
    code: '1.1.4',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Proveedores: RNP, Ficha Única del Proveedor (FUP), capacidad de contratación e impedimentos',
  },
  {
    code: '1.2.1',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Planificación: PMBSO, Cuadro Multianual de Necesidades y PAC del CMN',
  },
  {
    code: '1.2.2',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label:
      'Segmentación de contrataciones de bienes y servicios (rutinarios, operacionales, críticos, estratégicos)',
  },
  {
    code: '1.2.3',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label:
      'Segmentación de obras y consultorías de obra (básicas/avanzadas) y anuncio de contratación futura',
  },
  {
    code: '1.3.1',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label:
      'El requerimiento: especificaciones técnicas, términos de referencia, contenido mínimo y no direccionamiento',
  },
  {
    code: '1.3.2',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Estandarización: ficha técnica, ficha de homologación y compatibilización del requerimiento',
  },
  {
    code: '1.3.3',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label:
      'Requerimiento de obras y consultoría de obras; expediente técnico, objetivos funcionales y sistemas de entrega',
  },
  {
    code: '1.4.1',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Interacción con el mercado: indagación y consulta al mercado; difusión del requerimiento',
  },
  {
    code: '1.4.2',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Cuantía de la contratación y certificación/previsión presupuestal',
  },
  {
    code: '1.4.3',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Fraccionamiento y agrupamiento de prestaciones (paquete, ítems, lotes, tramos)',
  },
  {
    code: '1.5.1',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Estrategia de contratación: contenido y responsable',
  },
  {
    code: '1.5.2',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Gestión de riesgos, modalidades de pago, sistemas de entrega e incentivos',
  },
  {
    code: '1.6.1',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Expediente de contratación: contenido y aprobación',
  },
  { code: '1.6.2', competency: 'ACTUACIONES_PREPARATORIAS', label: 'Bases y bases estándar' },
  {
    code: '1.7.1',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label: 'Evaluadores: oficial de compra, comité, jurado, expertos; impedimentos y conflicto de intereses',
  },
  {
    code: '1.8.1',
    competency: 'ACTUACIONES_PREPARATORIAS',
    label:
      'Modalidades de contratación pública eficiente y contrataciones especiales: contratos menores, compra por encargo, centralizada, corporativa, acuerdos marco/catálogos, CPI, MDA, emergencias',
  },
  {
    code: '2.1.1',
    competency: 'FASE_DE_SELECCION',
    label:
      'Procedimientos competitivos: licitación pública, concurso público, modalidades abreviadas y diferenciadas; cuantías',
  },
  { code: '2.1.2', competency: 'FASE_DE_SELECCION', label: 'Subasta inversa electrónica' },
  { code: '2.1.3', competency: 'FASE_DE_SELECCION', label: 'Comparación de precios' },
  {
    code: '2.1.4',
    competency: 'FASE_DE_SELECCION',
    label:
      'Procedimientos y concursos especiales: expertos y gerentes de proyecto, proyectos arquitectónicos y urbanísticos, compra pública de innovación',
  },
  {
    code: '2.2.1',
    competency: 'FASE_DE_SELECCION',
    label: 'Procedimientos no competitivos: supuestos y condiciones',
  },
  {
    code: '2.2.2',
    competency: 'FASE_DE_SELECCION',
    label: 'Procedimientos no competitivos: tramitación, aprobación, publicación y regularización',
  },
  {
    code: '2.3.1',
    competency: 'FASE_DE_SELECCION',
    label: 'Etapas, requisitos de convocatoria, aviso y cronograma (plazos mínimos)',
  },
  { code: '2.3.2', competency: 'FASE_DE_SELECCION', label: 'Registro de participantes' },
  {
    code: '2.4.1',
    competency: 'FASE_DE_SELECCION',
    label: 'Consultas, observaciones e integración de bases',
  },
  {
    code: '2.4.2',
    competency: 'FASE_DE_SELECCION',
    label: 'Elevación de cuestionamientos al OECE y pronunciamiento',
  },
  {
    code: '2.5.1',
    competency: 'FASE_DE_SELECCION',
    label: 'Presentación y contenido de las ofertas; consorcios',
  },
  {
    code: '2.5.2',
    competency: 'FASE_DE_SELECCION',
    label: 'Admisión de ofertas y requisitos de calificación',
  },
  {
    code: '2.7.1',
    competency: 'FASE_DE_SELECCION',
    label: 'Factores de evaluación, evaluación económica, puntaje total y bonificaciones',
  },
  {
    code: '2.7.2',
    competency: 'FASE_DE_SELECCION',
    label: 'Subsanación de ofertas y acceso a la información',
  },
  {
    code: '2.7.3',
    competency: 'FASE_DE_SELECCION',
    label: 'Precalificación, negociación y diálogo competitivo',
  },
  {
    code: '2.8.1',
    competency: 'FASE_DE_SELECCION',
    label: 'Otorgamiento de la buena pro, desempate y consentimiento',
  },
  {
    code: '2.8.2',
    competency: 'FASE_DE_SELECCION',
    label: 'Verificación posterior, declaratoria de desierto y cancelación',
  },
  {
    code: '2.9.1',
    competency: 'FASE_DE_SELECCION',
    label: 'Recurso de apelación: actos impugnables, órgano competente, plazos y efectos',
  },
  {
    code: '2.9.2',
    competency: 'FASE_DE_SELECCION',
    label: 'Recurso de apelación: admisibilidad, improcedencia, garantía, trámite y resolución',
  },
  {
    code: '2.9.3',
    competency: 'FASE_DE_SELECCION',
    label: 'Nulidad de oficio de los actos del procedimiento de selección',
  },
  {
    code: '2.10.1',
    competency: 'FASE_DE_SELECCION',
    label:
      'Perfeccionamiento del contrato: obligación de contratar, requisitos, plazos, pérdida de la buena pro',
  },
  {
    code: '3.1.1',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'El contrato: contenido, cláusulas obligatorias, vigencia, cómputo de plazos y notificaciones',
  },
  {
    code: '3.1.2',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Contratos estandarizados de ingeniería y construcción de uso internacional',
  },
  {
    code: '3.1.3',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Subcontratación y cesión de derechos/posición contractual',
  },
  {
    code: '3.2.1',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Garantías: tipos, montos, emisores y excepciones',
  },
  {
    code: '3.2.2',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Garantías: vigencia, adecuación, reducción, ejecución y devolución',
  },
  { code: '3.3.1', competency: 'FASE_DE_EJECUCION_CONTRACTUAL', label: 'Adelantos en bienes y servicios' },
  {
    code: '3.3.2',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Adelantos en obras y consultoría de obras (directo, materiales, por avance; fideicomiso)',
  },
  {
    code: '3.4.1',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Modificaciones contractuales: reglas generales, hecho sobreviniente, mejoras',
  },
  {
    code: '3.4.2',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Prestaciones adicionales y reducciones en bienes, servicios y consultorías',
  },
  {
    code: '3.4.3',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Prestaciones adicionales de obra y mayores metrados',
  },
  {
    code: '3.5.1',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Ampliación de plazo en bienes y servicios',
  },
  {
    code: '3.5.2',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Ampliación de plazo en obras y consultoría de obras',
  },
  { code: '3.5.3', competency: 'FASE_DE_EJECUCION_CONTRACTUAL', label: 'Suspensión del plazo de ejecución' },
  {
    code: '3.6.1',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Penalidades: penalidad por mora, otras penalidades y tope',
  },
  {
    code: '3.7.1',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Recepción y conformidad de bienes y servicios',
  },
  {
    code: '3.7.2',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Pago: plazos, pagos a cuenta, intereses y responsabilidad',
  },
  {
    code: '3.7.3',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Contrataciones complementarias y constancia de prestación',
  },
  {
    code: '3.8.1',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Resolución del contrato: causales y procedimiento',
  },
  {
    code: '3.8.2',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Efectos de la resolución y nulidad del contrato',
  },
  {
    code: '3.9.1',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Obras: condiciones de inicio del plazo y revisión/aprobación del expediente técnico',
  },
  {
    code: '3.9.2',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Obras: coordinador, residente y plantel técnico',
  },
  {
    code: '3.9.3',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Supervisión e inspección de obras y consultorías de obra',
  },
  {
    code: '3.9.4',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Cuaderno de incidencias y consultas en obra',
  },
  {
    code: '3.9.5',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label:
      'Control de la ejecución: programa de ejecución, intensificación, monitoreo, intervención económica, PCIV e incentivos',
  },
  { code: '3.10.1', competency: 'FASE_DE_EJECUCION_CONTRACTUAL', label: 'Valorizaciones y reajustes' },
  { code: '3.10.2', competency: 'FASE_DE_EJECUCION_CONTRACTUAL', label: 'Recepción de obra' },
  {
    code: '3.10.3',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Liquidación de obra y consultoría de obra; declaratoria de fábrica; vicios ocultos',
  },
  {
    code: '3.11.1',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Solución de controversias: mecanismos, reglas generales y medidas cautelares',
  },
  {
    code: '3.11.2',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Junta de Prevención y Resolución de Disputas (JPRD)',
  },
  { code: '3.11.3', competency: 'FASE_DE_EJECUCION_CONTRACTUAL', label: 'Conciliación' },
  { code: '3.11.4', competency: 'FASE_DE_EJECUCION_CONTRACTUAL', label: 'Arbitraje' },
  {
    code: '3.12.1',
    competency: 'FASE_DE_EJECUCION_CONTRACTUAL',
    label: 'Régimen de infracciones y sanciones (Tribunal de Contrataciones Públicas)',
  },
];

const byCode = new Map(TOPICS.map((topic) => [topic.code, topic]));

export function findTopic(code: string): Topic | undefined {
  return byCode.get(code);
}

export function topicsOf(competency: Competency): Topic[] {
  return TOPICS.filter((topic) => topic.competency === competency);
}

/** Words of a topic's name kept in its address. */
const TOPIC_SLUG_WORDS_LENGTH = 60;

/** A topic page's slug: its code, then the first words of its name: '1.4.3-fraccionamiento-y-agrupamiento-de-prestaciones'. */
export function topicSlug(topic: Topic): string {
  return `${topic.code}-${slugWords(topic.label, TOPIC_SLUG_WORDS_LENGTH)}`;
}

/** The topic a topic page's slug names by its code; the words after it may be outdated or missing. */
export function topicOfSlug(slug: string): Topic | undefined {
  const code = /^(\d+\.\d+\.\d+)(?:-|$)/.exec(slug)?.[1];
  return code === undefined ? undefined : findTopic(code);
}
