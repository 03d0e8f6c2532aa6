/** A bank question's life: only ACTIVE questions reach exams, practice and the public pages. */
export const QUESTION_STATUSES = ['ACTIVE', 'ARCHIVED', 'DRAFT'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  ACTIVE: 'Activo',
  ARCHIVED: 'Archivado',
  DRAFT: 'Borrador',
};

/** What the administrator is told once a status change is saved. */
export const QUESTION_STATUS_CONFIRMATIONS: Record<QuestionStatus, string> = {
  ACTIVE: 'Pregunta activada',
  ARCHIVED: 'Pregunta archivada',
  DRAFT: 'Pregunta en borrador',
};

/**
 * How hard a question is, by the steps it takes (content/README.md, decision 0019): recall one
 * fact, apply one rule to a situation, or combine several rules or a computation.
 */
export const QUESTION_LEVELS = ['basico', 'intermedio', 'avanzado'] as const;
export type QuestionLevel = (typeof QUESTION_LEVELS)[number];

export const QUESTION_LEVEL_LABELS: Record<QuestionLevel, string> = {
  basico: 'Básico',
  intermedio: 'Intermedio',
  avanzado: 'Avanzado',
};

/**
 * A legal source as the bank writes it: 'Ley 32069, art. 7.1' or 'Reglamento, art. 66.1' (article,
 * then numerals; an article may carry a letter, '27-A'), optionally narrowed to a literal
 * ('Ley 32069, art. 7.1, literal e)') and to a sentence by words quoted from it
 * ('Reglamento, art. 66.1, «siete días hábiles»').
 */
export const LEGAL_SOURCE_FORMAT =
  /^(Ley 32069|Reglamento), art\. (\d+(?:-[A-Z])?)((?:\.\d+)*)(?:, literal ([a-zñ]{1,2}(?:\.\d+)?)\))?(?:, «([^«»]+)»)?$/;

/** The consolidated texts the bank cites, by the key the API uses for them. */
export const LEGAL_TEXTS = ['ley', 'reglamento'] as const;
export type LegalText = (typeof LEGAL_TEXTS)[number];

export const LEGAL_TEXT_NAMES: Record<LegalText, string> = {
  ley: 'Ley N° 32069, Ley General de Contrataciones Públicas',
  reglamento: 'Reglamento de la Ley N° 32069, aprobado por D.S. N° 009-2025-EF',
};

/** One cited source, as the 'Base legal' line shows it and opens its article. */
export interface LegalReference {
  /** As candidates read it, without the quoted words: 'Ley N° 32069, art. 57.1, literal b)'. */
  label: string;
  text: LegalText;
  /** '57'. */
  article: string;
  /** '57.1', or null when the whole article is cited. */
  numeral: string | null;
  /** The literal cited within the numeral or the article ('b', 'b.1'), or null. */
  literal: string | null;
  /** Words quoted from the cited sentence ('siete días hábiles'), or null. */
  quote: string | null;
}

/** Reads a bank source ('Ley 32069, art. 57.1'); null when it is not in the bank's form. */
export function legalReference(source: string): LegalReference | null {
  const match = LEGAL_SOURCE_FORMAT.exec(source);
  if (!match) return null;
  const [, book, article, numerals, literal, quote] = match as unknown as [
    string,
    string,
    string,
    string,
    string | undefined,
    string | undefined,
  ];
  return {
    label: source.replace(/, «[^«»]+»$/, '').replace(/^Ley (\d)/, 'Ley N° $1'),
    text: book === 'Ley 32069' ? 'ley' : 'reglamento',
    article,
    numeral: numerals ? article + numerals : null,
    literal: literal ?? null,
    quote: quote ?? null,
  };
}

/** How the bank cites a whole article: 'Ley 32069, art. 57', 'Reglamento, art. 27-A'. */
export function legalSource(text: LegalText, article: string): string {
  return `${text === 'ley' ? 'Ley 32069' : 'Reglamento'}, art. ${article}`;
}

/**
 * The sources as candidates read them, after 'Base legal:' (the bank, the public pages and the
 * ballots): 'Ley N° 32069, art. 57.1; Reglamento, art. 85.1'.
 */
export function legalSourcesText(sources: readonly string[]): string {
  return sources.map((source) => legalReference(source)?.label ?? source).join('; ');
}

/**
 * Two stems this close (pg_trgm similarity ≥ 0.9) differ by accents, punctuation or a word:
 * the same question (decision 0017).
 */
export const NEAR_DUPLICATE_DISTANCE = 10;

/** Distance between two stems, 0 (same trigrams) to 100 (none shared): 100 × (1 − similarity). */
export function similarityDistance(similarity: number): number {
  const bounded = Math.min(1, Math.max(0, similarity));
  return Math.round(10_000 * (1 - bounded)) / 100;
}

export function isNearDuplicate(distance: number): boolean {
  return distance < NEAR_DUPLICATE_DISTANCE;
}

/**
 * Item analysis (decision 0017): a question is judged only once this many finished exams
 * have shown it; fewer answers say more about chance than about the question.
 */
export const ITEM_MIN_PRESENTED = 20;
/** Under this share of correct answers, the key itself is the first suspect. */
export const ITEM_LOW_FACILITY = 0.2;

export const ITEM_FLAGS = ['LOW_FACILITY', 'NEGATIVE_DISCRIMINATION', 'DISTRACTOR_BEATS_KEY'] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

export const ITEM_FLAG_LABELS: Record<ItemFlag, string> = {
  LOW_FACILITY: 'Menos del 20 % acierta',
  NEGATIVE_DISCRIMINATION: 'Los mejores aciertan menos que los peores',
  DISTRACTOR_BEATS_KEY: 'Una alternativa incorrecta se elige más que la correcta',
};

export interface ItemStatistics {
  /** Finished exams that showed the question. */
  presented: number;
  /** How many chose each alternative, a) to d). */
  choices: readonly number[];
  /** Share of `presented` answered correctly (a blank is not correct); null when never shown. */
  facility: number | null;
  /** Upper-group facility minus lower-group facility; null with too few exams. */
  discrimination: number | null;
}

/** Why a question should be checked (a wrong key shows up here first); empty when none. */
export function itemFlags(stats: ItemStatistics, correctAlternative: number): ItemFlag[] {
  if (stats.presented < ITEM_MIN_PRESENTED) return [];
  const flags: ItemFlag[] = [];
  if (stats.facility !== null && stats.facility < ITEM_LOW_FACILITY) flags.push('LOW_FACILITY');
  if (stats.discrimination !== null && stats.discrimination < 0) flags.push('NEGATIVE_DISCRIMINATION');
  const key = stats.choices[correctAlternative] ?? 0;
  if (stats.choices.some((count, index) => index !== correctAlternative && count > key)) {
    flags.push('DISTRACTOR_BEATS_KEY');
  }
  return flags;
}
