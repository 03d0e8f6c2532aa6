import { ALTERNATIVES_PER_QUESTION, readLetteredLine, type LetteredLine } from './question-block';

export interface AikenError {
  /** 1-based line number in the text. */
  line: number;
  /** In Spanish: the administrator reads it. */
  message: string;
}

export interface AikenItem {
  /** Line where this question's stem starts (1-based). */
  line: number;
  /** Stem lines joined with '\n' (the bank keeps line breaks in stems), trimmed. */
  question: string;
  /** As read (may be fewer or more than 4 when there is an error). */
  alternatives: string[];
  correctAlternative: number | null;
  /** Our extension, optional, after the ANSWER line: 'EXPLICACIÓN: …' (or 'EXPLICACION:'), one line. */
  explanation: string | null;
  /** Our extension, optional, after the ANSWER line: 'FUENTES: Ley 32069, art. 7.1; Reglamento, art. 66.1' split on ';' and trimmed. */
  sources: string[];
  /** Empty when the question is valid. */
  errors: AikenError[];
}

export interface AikenWritable {
  question: string;
  alternatives: readonly string[];
  correctAlternative: number;
}

// Only spaces and tabs around the keyword: a line led by a no-break space is stem text (see writeAiken).
const ANSWER_LINE = /^[ \t]*(?:ANSWER|RESPUESTA)[ \t]*:[ \t]*(.*)$/i;
const EXPLANATION_LINE = /^EXPLICACI[OÓ]N[ \t]*:(.*)$/i;
const SOURCES_LINE = /^FUENTES[ \t]*:(.*)$/i;
const ANSWER_LETTER = /^([A-Za-z])[.)]?$/;
const ASCII_BLANKS = /^[ \t]+|[ \t]+$/g;
const EXCERPT_LENGTH = 60;
/** Written before a stem line that would otherwise be read as an option or an ANSWER line. */
const STEM_LINE_GUARD = '\u00A0';

function letter(index: number): string {
  return String.fromCharCode('A'.charCodeAt(0) + index);
}

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

/** The bank keeps plain spaces: a no-break space is either the writer's guard or a word processor's habit. */
function plain(text: string): string {
  return text.replace(/\u00A0/g, ' ').trim();
}

const MESSAGES = {
  noStemBeforeOption: (index: number) => `Falta el enunciado antes de la alternativa ${letter(index)}.`,
  noStemBeforeAnswer: 'Falta el enunciado antes de la línea ANSWER:.',
  optionCount: (count: number) =>
    `La pregunta debe tener exactamente ${ALTERNATIVES_PER_QUESTION} alternativas (A a ${letter(ALTERNATIVES_PER_QUESTION - 1)}); tiene ${count}.`,
  outOfOrder: (expected: number, found: number) =>
    `Se esperaba la alternativa ${letter(expected)} y se encontró ${letter(found)}.`,
  emptyOption: (index: number) => `La alternativa ${letter(index)} está vacía.`,
  sameOptions: (first: number, second: number) =>
    `Las alternativas ${letter(first)} y ${letter(second)} son iguales.`,
  noAnswer: 'Falta la línea ANSWER: con la letra de la respuesta correcta.',
  emptyAnswer: 'La línea ANSWER: no indica la letra de la respuesta correcta.',
  badAnswer: (answer: string) => `La respuesta "${excerpt(answer)}" no corresponde a ninguna alternativa.`,
  textAmongOptions: (text: string) =>
    `Se esperaba una alternativa o la línea ANSWER: y se encontró "${excerpt(text)}".`,
  optionAfterAnswer: (index: number) => `La alternativa ${letter(index)} está después de la línea ANSWER:.`,
  afterAnswer: (text: string) => `Línea inesperada después de ANSWER: "${excerpt(text)}".`,
  repeated: (label: string) => `La línea ${label}: está repetida.`,
};

interface Draft {
  item: AikenItem;
  phase: 'stem' | 'options' | 'extensions' | 'skipping';
  stem: string[];
  /** Letters as written, to check their order and to name them in messages. */
  letters: number[];
  lastLine: number;
  answerLine: number | null;
  fifthOptionLine: number | null;
}

function startDraft(line: number): Draft {
  return {
    item: {
      line,
      question: '',
      alternatives: [],
      correctAlternative: null,
      explanation: null,
      sources: [],
      errors: [],
    },
    phase: 'stem',
    stem: [],
    letters: [],
    lastLine: line,
    answerLine: null,
    fifthOptionLine: null,
  };
}

function addOption(draft: Draft, option: LetteredLine, line: number): void {
  const { item, letters } = draft;
  const fail = (message: string) => item.errors.push({ line, message });
  if (draft.stem.length === 0 && letters.length === 0) fail(MESSAGES.noStemBeforeOption(option.index));
  const expected = (letters.at(-1) ?? -1) + 1;
  if (option.index !== expected) fail(MESSAGES.outOfOrder(expected, option.index));
  const text = plain(option.text);
  if (text === '') fail(MESSAGES.emptyOption(option.index));
  const same = item.alternatives.findIndex((other) => other !== '' && sameText(other, text));
  if (same >= 0) fail(MESSAGES.sameOptions(letters[same] ?? same, option.index));
  if (item.alternatives.length === ALTERNATIVES_PER_QUESTION) draft.fifthOptionLine = line;
  item.alternatives.push(text);
  letters.push(option.index);
  draft.phase = 'options';
}

function sameText(a: string, b: string): boolean {
  const key = (text: string) => text.toLocaleLowerCase('es').replace(/\s+/g, ' ');
  return key(a) === key(b);
}

function readAnswer(draft: Draft, answer: string, line: number): void {
  const { item } = draft;
  const fail = (message: string) => item.errors.push({ line, message });
  if (draft.stem.length === 0 && draft.letters.length === 0) fail(MESSAGES.noStemBeforeAnswer);
  draft.answerLine = line;
  const key = ANSWER_LETTER.exec(answer);
  const index = key ? (key[1] ?? '').toUpperCase().charCodeAt(0) - 'A'.charCodeAt(0) : -1;
  if (answer === '') fail(MESSAGES.emptyAnswer);
  else if (index >= 0 && index < ALTERNATIVES_PER_QUESTION) item.correctAlternative = index;
  else fail(MESSAGES.badAnswer(answer));
  draft.phase = 'extensions';
}

function readExtension(draft: Draft, text: string, line: number): void {
  const { item } = draft;
  const fail = (message: string) => {
    item.errors.push({ line, message });
    draft.phase = 'skipping';
  };
  const explanation = EXPLANATION_LINE.exec(text);
  const sources = SOURCES_LINE.exec(text);
  const option = readLetteredLine(text, 'aiken');
  if (explanation) {
    if (item.explanation !== null) fail(MESSAGES.repeated('EXPLICACIÓN'));
    else item.explanation = plain(explanation[1] ?? '') || null;
  } else if (sources) {
    if (item.sources.length > 0) fail(MESSAGES.repeated('FUENTES'));
    else item.sources = (sources[1] ?? '').split(';').map(plain).filter(Boolean);
  } else if (option) {
    fail(MESSAGES.optionAfterAnswer(option.index));
  } else {
    // Once the tail goes wrong (most often a missing blank line), the rest of it would only repeat the error.
    fail(MESSAGES.afterAnswer(plain(text)));
  }
}

function finishDraft(draft: Draft): AikenItem {
  const { item } = draft;
  const count = item.alternatives.length;
  if (count !== ALTERNATIVES_PER_QUESTION) {
    const line = draft.fifthOptionLine ?? draft.answerLine ?? draft.lastLine;
    item.errors.push({ line, message: MESSAGES.optionCount(count) });
  }
  if (draft.answerLine === null) item.errors.push({ line: draft.lastLine, message: MESSAGES.noAnswer });
  item.errors.sort((a, b) => a.line - b.line);
  item.question = draft.stem.join('\n');
  return item;
}

/**
 * Reads questions in the Aiken format, with our EXPLICACIÓN: and FUENTES: lines after ANSWER:.
 * A blank line ends a question after its ANSWER: line; before it, a blank line followed by an option
 * or ANSWER: is tolerated (Moodle does), and one followed by other text starts the next question.
 */
export function readAiken(text: string): AikenItem[] {
  const items: AikenItem[] = [];
  let draft: Draft | null = null;
  let blankBefore = false;
  for (const [index, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .entries()) {
    const line = index + 1;
    const content = raw.replace(ASCII_BLANKS, '');
    if (plain(content) === '') {
      blankBefore = true;
      continue;
    }
    const option = readLetteredLine(content, 'aiken');
    const answer = option ? null : ANSWER_LINE.exec(content);
    if (draft && blankBefore) {
      const continues = (draft.phase === 'stem' || draft.phase === 'options') && (option || answer);
      if (!continues) {
        items.push(finishDraft(draft));
        draft = null;
      }
    }
    blankBefore = false;
    draft ??= startDraft(line);
    if (draft.phase !== 'skipping') draft.lastLine = line;
    if (draft.phase === 'extensions') readExtension(draft, content, line);
    else if (draft.phase === 'skipping') continue;
    else if (option) addOption(draft, option, line);
    else if (answer) readAnswer(draft, (answer[1] ?? '').trim(), line);
    else if (draft.phase === 'stem') draft.stem.push(plain(content));
    else draft.item.errors.push({ line, message: MESSAGES.textAmongOptions(plain(content)) });
  }
  if (draft) items.push(finishDraft(draft));
  return items;
}

/**
 * Writes questions in the Aiken format. Stem lines keep their breaks (blank ones are dropped: a
 * blank line ends a question); an option's breaks become spaces. A stem line that would read as an
 * option or an ANSWER line ('A. Pérez solicita…') gets a leading no-break space: Aiken readers,
 * Moodle's included, then take it for stem text, and readAiken turns it back into nothing.
 */
export function writeAiken(questions: readonly AikenWritable[]): string {
  return questions.map((question) => `${writeQuestion(question)}\n`).join('\n');
}

function writeQuestion({ question, alternatives, correctAlternative }: AikenWritable): string {
  if (
    alternatives.length !== ALTERNATIVES_PER_QUESTION ||
    !Number.isInteger(correctAlternative) ||
    correctAlternative < 0 ||
    correctAlternative >= ALTERNATIVES_PER_QUESTION
  ) {
    throw new RangeError(
      `An Aiken question needs ${ALTERNATIVES_PER_QUESTION} alternatives and a key among them.`,
    );
  }
  const stem = question
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) =>
      readLetteredLine(line, 'aiken') || ANSWER_LINE.test(line) ? STEM_LINE_GUARD + line : line,
    );
  const options = alternatives.map(
    (alternative, index) =>
      `${letter(index)}. ${alternative
        .split(/\s*[\r\n]+\s*/)
        .join(' ')
        .trim()}`,
  );
  return [...stem, ...options, `ANSWER: ${letter(correctAlternative)}`].join('\n');
}
