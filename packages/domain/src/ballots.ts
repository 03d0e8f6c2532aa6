import { canDownloadBallots, type MembershipLevel } from './membership';

/** The two editions of the downloadable question bank (balotario), after the plans (decision 0018). */
export const BALLOT_EDITIONS = ['BASIC', 'STANDARD'] as const;
export type BallotEdition = (typeof BALLOT_EDITIONS)[number];

export interface BallotEditionSettings {
  /** 'Básico', as the plans and the administrator's menu name it. */
  label: string;
  /** In the file's address: 'basico'. */
  slug: string;
  /** Questions in the file (every active one when the bank has fewer). */
  questions: number;
  /** The answered file carries each question's explanation (only the plans that include them). */
  explanations: boolean;
}

export const BALLOT_EDITION_SETTINGS: Record<BallotEdition, BallotEditionSettings> = {
  BASIC: { label: 'Básico', slug: 'basico', questions: 500, explanations: false },
  STANDARD: { label: 'Estándar', slug: 'estandar', questions: 600, explanations: true },
};

export const BALLOT_LOCKED_TEXT = 'Balotario disponible con tu membresía';

/** The edition a member may download: Básico for BASIC, Estándar for STANDARD and PREMIUM; none otherwise. */
export function ballotEditionFor(
  level: MembershipLevel | null | undefined,
  expired: boolean,
): BallotEdition | null {
  if (!canDownloadBallots(level, expired)) return null;
  return level === 'BASIC' ? 'BASIC' : 'STANDARD';
}

/** One downloadable file: an edition, with or without its answers. */
export interface BallotFile {
  edition: BallotEdition;
  showAnswers: boolean;
}

/** The files' ids in their download addresses: the edition's slug, then with or without answers. */
export const BALLOT_FILE_IDS = [
  'basico-sin-respuestas',
  'basico-con-respuestas',
  'estandar-sin-respuestas',
  'estandar-con-respuestas',
] as const;
export type BallotFileId = (typeof BALLOT_FILE_IDS)[number];

export function ballotFileId({ edition, showAnswers }: BallotFile): BallotFileId {
  return `${BALLOT_EDITION_SETTINGS[edition].slug}-${showAnswers ? 'con' : 'sin'}-respuestas` as BallotFileId;
}

export function parseBallotFileId(id: string): BallotFile | null {
  for (const edition of BALLOT_EDITIONS) {
    for (const showAnswers of [false, true]) {
      if (ballotFileId({ edition, showAnswers }) === id) return { edition, showAnswers };
    }
  }
  return null;
}

/** '500 preguntas', '1 pregunta'. */
export function questionsText(count: number): string {
  return `${count} ${count === 1 ? 'pregunta' : 'preguntas'}`;
}

/** What a member's download is called (and the PDF saved as): 'Balotario Básico - 500 preguntas con respuestas'. */
export function ballotName({ edition, showAnswers }: BallotFile, questions: number): string {
  const answers = showAnswers ? 'con respuestas' : 'sin respuestas';
  return `Balotario ${BALLOT_EDITION_SETTINGS[edition].label} - ${questionsText(questions)} ${answers}`;
}

/** The administrator's file: balotario_con_respuestas_2026-11-25.pdf (the day in Lima). */
export function generatedBallotFilename(showAnswers: boolean, day: string): string {
  return `balotario_${showAnswers ? 'con' : 'sin'}_respuestas_${day}.pdf`;
}
