import { ALTERNATIVE_LETTERS } from './exam-types';

export const ALTERNATIVES_PER_QUESTION = ALTERNATIVE_LETTERS.length;

/** Which option markers a line may start with: anything seen in pasted text, or Aiken's own. */
export type OptionMarkerSyntax = 'pasted' | 'aiken';

/** A line that starts with a lettered marker. */
export interface LetteredLine {
  /** The letter's place in the alphabet (a=0), for any letter: a fifth option or a skipped letter must be told apart from text. */
  index: number;
  text: string;
}

type MarkerKind = '(x)' | 'x)' | 'x.-' | 'x.' | 'x-' | 'x:';

interface Marker extends LetteredLine {
  kind: MarkerKind;
  upper: boolean;
}

// Bullets that Word, PDFs and chats put before list items; U+F0A7 and U+F0B7 are Word's Symbol-font bullets.
const BULLET = '[•·▪◦●○■□►➢✓*\\-–—\\uF0A7\\uF0B7]';
// '(a)' and 'a)' may touch their text ('a)El contratista'); '.', '-' and ':' need a space, or 'a.m.' would be an option.
const PASTED_MARKER = new RegExp(
  `^(?:${BULLET} ?)?(?:\\(([a-z])\\)|([a-z])\\)|([a-z])(\\.-|\\.| ?-| ?:)(?= |$)) ?(.*)$`,
  'i',
);
// Aiken, as Moodle reads it: a capital, '.' or ')', then a space or a tab.
const AIKEN_MARKER = /^([A-Z])([.)])(?:[ \t]+(.*))?$/;
const ASCII_BLANKS = /^[ \t]+|[ \t]+$/g;

function letterIndex(letter: string): number {
  return letter.toLowerCase().charCodeAt(0) - 'a'.charCodeAt(0);
}

function letterOf(index: number, upper: boolean): string {
  return String.fromCharCode((upper ? 'A' : 'a').charCodeAt(0) + index);
}

function readMarker(line: string, syntax: OptionMarkerSyntax): Marker | null {
  if (syntax === 'aiken') {
    // Only spaces and tabs are trimmed: a line led by a no-break space is text (see writeAiken).
    const match = AIKEN_MARKER.exec(line.replace(ASCII_BLANKS, ''));
    if (!match) return null;
    const [, letter = '', punctuation, text = ''] = match;
    return {
      index: letterIndex(letter),
      text: text.trim(),
      kind: punctuation === ')' ? 'x)' : 'x.',
      upper: true,
    };
  }
  const match = PASTED_MARKER.exec(line);
  if (!match) return null;
  const [, enclosed, closed, punctuated, punctuation = '', text = ''] = match;
  const letter = enclosed ?? closed ?? punctuated ?? '';
  const kind: MarkerKind = enclosed
    ? '(x)'
    : closed
      ? 'x)'
      : punctuation === '.-'
        ? 'x.-'
        : punctuation === '.'
          ? 'x.'
          : punctuation.endsWith('-')
            ? 'x-'
            : 'x:';
  return { index: letterIndex(letter), text: text.trim(), kind, upper: letter === letter.toUpperCase() };
}

/** The one place that knows what an option line looks like, for both the paste box and Aiken files. */
export function readLetteredLine(line: string, syntax: OptionMarkerSyntax): LetteredLine | null {
  const marker = readMarker(syntax === 'pasted' ? cleanLine(line) : line, syntax);
  return marker && { index: marker.index, text: marker.text };
}

export interface ParsedQuestionBlock {
  /** The stem: a leading question number ('12.', '12)', '12 -', 'Pregunta 12:', '12.-') stripped, its line breaks joined with single spaces, trimmed. '' when none. */
  question: string;
  /** The options found, in order a) to d) (at most 4; texts trimmed, a continuation line of an option joined to it with a space). */
  alternatives: string[];
  /** From a key line ('Respuesta: b', 'Respuesta correcta: B)', 'Clave: B', 'Rpta: c', 'Alternativa correcta: (d)', 'ANSWER: C'), else null. */
  correctAlternative: number | null;
  /** Text after 'Explicación:' / 'Explicacion:' / 'Justificación:' / 'Sustento:' (up to the end; its lines joined with spaces; may also follow the key on the same line after a dash or period, e.g. 'Respuesta: b. Porque …' → explanation 'Porque …'), else null. */
  explanation: string | null;
  /** True when a stem and exactly four options were found: the form can be filled. */
  complete: boolean;
  /** Spanish notes for what could not be parsed, e.g. 'No se encontraron alternativas a) a d): el texto queda en el enunciado.', 'Solo se encontraron 3 alternativas (a, b y c).', 'La clave "E" no corresponde a ninguna alternativa.', 'Se encontraron más de 4 alternativas: se tomaron las 4 primeras.' Empty when everything was understood. */
  notes: string[];
}

// Pastes from PDFs, Word and web pages carry soft hyphens, zero-width characters, no-break spaces and odd line ends.
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const LINE_BREAK = /\r\n?|[\u0085\u2028\u2029]/g;
const SPACES = /[\t\v\f \u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;

function cleanLine(line: string): string {
  return line.replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

function cleanLines(text: string): string[] {
  return text.replace(LINE_BREAK, '\n').split('\n').map(cleanLine);
}

// A bare number needs its punctuation ('12.'), or a stem opening with '30 días' would lose its figure.
const QUESTION_NUMBER =
  /^(?:pregunta ?(?:n\.? ?[°º]|nro\.?|n[°º]|#)? ?\d{1,4} ?(?:\.-|[.):\-–—])?|\d{1,3} ?(?:\.-|[.)\-–—:]))(?: |$)/i;
const KEY_LINE =
  /^(?:(?:la )?respuesta(?: correcta)?|clave(?: de respuesta)?|rpta\.?|resp\.?|alternativa correcta|answer) ?(?::|\.-|=|-|–|—) ?(.*)$/i;
const KEY_LETTER = /^["'“”‘’«]?\(?([a-z])\)?["'“”‘’»]?(?=$|[ .,;:\-–—])(.*)$/i;
const EXPLANATION_LINE = /^(?:explicaci[oó]n|justificaci[oó]n|sustento|fundamento) ?: ?(.*)$/i;
const EXPLANATION_AFTER_KEY = /^[.,;:\-–—]+ ?(.*)$/;

const EXCERPT_LENGTH = 60;

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

function listLetters(count: number): string {
  const letters = ALTERNATIVE_LETTERS.slice(0, count);
  return letters.length > 1 ? `${letters.slice(0, -1).join(', ')} y ${letters.at(-1)}` : letters.join('');
}

const NOTES = {
  noOptions: 'No se encontraron alternativas a) a d): el texto queda en el enunciado.',
  noStem: 'No se encontró el enunciado antes de la alternativa a).',
  tooFew: (count: number) =>
    count === 1
      ? 'Solo se encontró 1 alternativa (a).'
      : `Solo se encontraron ${count} alternativas (${listLetters(count)}).`,
  tooMany: `Se encontraron más de ${ALTERNATIVES_PER_QUESTION} alternativas: se tomaron las ${ALTERNATIVES_PER_QUESTION} primeras.`,
  emptyOption: (index: number) => `La alternativa ${letterOf(index, false)}) está vacía.`,
  badKey: (key: string) => `La clave "${excerpt(key)}" no corresponde a ninguna alternativa.`,
  emptyKey: 'La línea de la clave no indica ninguna letra.',
  secondKey: 'Se encontró más de una clave: se tomó la primera.',
  ignored: (text: string) =>
    `Se dejó fuera un texto que no es enunciado, alternativa, clave ni explicación: "${excerpt(text)}".`,
};

/**
 * Joins hard-wrapped lines. A line ending in a hyphen joins without a space and keeps the hyphen:
 * Word wraps after the hyphen of 'teórico-práctico', so dropping it would be as wrong as a space.
 */
function joinLines(lines: readonly string[]): string {
  return lines
    .filter((line) => line !== '')
    .reduce((joined, line) => {
      if (joined === '') return line;
      return /\p{L}-$/u.test(joined) && /^\p{Ll}/u.test(line) ? joined + line : `${joined} ${line}`;
    }, '');
}

function markerSource(kind: MarkerKind, upper: boolean, index: number): string {
  const letter = letterOf(index, upper);
  switch (kind) {
    case '(x)':
      return `\\(${letter}\\)`;
    case 'x)':
      return `${letter}\\)`;
    case 'x.-':
      return `${letter}\\.-`;
    case 'x.':
      return `${letter}\\.`;
    case 'x-':
      return `${letter} ?-`;
    case 'x:':
      return `${letter} ?:`;
  }
}

function isKeyOrExplanation(line: string): boolean {
  return KEY_LINE.test(line) || EXPLANATION_LINE.test(line);
}

/** Letters of the option lines below `from` that use the same kind of marker, up to the key or explanation. */
function laterOptionLetters(lines: readonly string[], from: number, kind: MarkerKind): Set<number> {
  const letters = new Set<number>();
  for (const line of lines.slice(from + 1)) {
    if (isKeyOrExplanation(line)) break;
    const marker = readMarker(line, 'pasted');
    if (marker?.kind === kind) letters.add(marker.index);
  }
  return letters;
}

/**
 * Splits 'a) foo b) bar' on the following letters written with the same marker. A letter that
 * also starts a later line is not split, so 'a) según el literal b) del numeral 7.1' stays whole
 * when a 'b)' line follows; past d), only a line holding the whole list from a) is split.
 */
function splitOptions(first: Marker, later: ReadonlySet<number>): LetteredLine[] {
  const options: LetteredLine[] = [];
  let current: LetteredLine = { index: first.index, text: first.text };
  for (let next = first.index + 1; !later.has(next); next++) {
    if (next >= ALTERNATIVES_PER_QUESTION && first.index !== 0) break;
    const match = new RegExp(` ${markerSource(first.kind, first.upper, next)}(?= |$)`).exec(current.text);
    if (!match) break;
    options.push({ index: current.index, text: current.text.slice(0, match.index).trim() });
    current = { index: next, text: current.text.slice(match.index + match[0].length).trim() };
  }
  return [...options, current];
}

interface OptionsStart {
  line: number;
  /** Stem text on the same line, before the a) marker. */
  stemTail: string;
  options: LetteredLine[];
  kind: MarkerKind;
}

/** A stem that ends in 'a) … b) … c) … d) …' on one line. */
function findOneLineOptions(lines: readonly string[]): OptionsStart | null {
  for (const [line, text] of lines.entries()) {
    for (const match of text.matchAll(/ (\(a\)|a\)|a\.-|a\.|a ?-|a ?:)(?= )/gi)) {
      const marker = readMarker(text.slice((match.index ?? 0) + 1), 'pasted');
      if (!marker || marker.index !== 0) continue;
      const options = splitOptions(marker, new Set());
      if (options.length >= ALTERNATIVES_PER_QUESTION) {
        return { line, stemTail: text.slice(0, match.index).trim(), options, kind: marker.kind };
      }
    }
  }
  return null;
}

interface OptionsScan {
  options: { index: number; parts: string[] }[];
  /** First line after the options: the key, the explanation or the end. */
  end: number;
  /** Text after a blank line below the last option: not part of it. */
  leftOver: string[];
}

function scanOptions(lines: readonly string[], start: OptionsStart): OptionsScan {
  const options = start.options.map((option) => ({ index: option.index, parts: [option.text] }));
  let pending: string[] = [];
  let blank = false;
  let line = start.line + 1;
  for (; line < lines.length; line++) {
    const text = lines[line] ?? '';
    if (text === '') {
      blank = true;
      continue;
    }
    if (isKeyOrExplanation(text)) break;
    const last = options[options.length - 1];
    const marker = readMarker(text, 'pasted');
    if (last && marker?.kind === start.kind && marker.index === last.index + 1) {
      last.parts.push(...pending);
      pending = [];
      const split = splitOptions(marker, laterOptionLetters(lines, line, start.kind));
      options.push(...split.map((option) => ({ index: option.index, parts: [option.text] })));
    } else if (blank || pending.length > 0) {
      // After a blank line, text belongs to the option above only if another option follows.
      pending.push(text);
    } else {
      last?.parts.push(text);
    }
    blank = false;
  }
  return { options, end: line, leftOver: pending };
}

/**
 * Where the options begin: the line starting with a) whose run of options in sequence is the
 * longest (the later one on a tie, so that a stem line like 'A. Pérez solicita…' loses to the
 * real list below it), else a line holding a) to d) after its stem.
 */
function findOptions(lines: readonly string[]): { start: OptionsStart; scan: OptionsScan } | null {
  let best: { start: OptionsStart; scan: OptionsScan } | null = null;
  for (const [line, text] of lines.entries()) {
    const marker = readMarker(text, 'pasted');
    if (marker?.index !== 0) continue;
    const options = splitOptions(marker, laterOptionLetters(lines, line, marker.kind));
    const start: OptionsStart = { line, stemTail: '', options, kind: marker.kind };
    const scan = scanOptions(lines, start);
    if (!best || scan.options.length >= best.scan.options.length) best = { start, scan };
  }
  if (best) return best;
  const start = findOneLineOptions(lines);
  return start && { start, scan: scanOptions(lines, start) };
}

function stripQuestionNumber(stem: string): string {
  return stem.replace(QUESTION_NUMBER, '').trim();
}

interface Tail {
  correctAlternative: number | null;
  explanation: string | null;
  notes: string[];
}

/** The key, the explanation and anything left after the options. */
function readTail(lines: readonly string[], leftOver: readonly string[]): Tail {
  const notes = leftOver.length > 0 ? [NOTES.ignored(leftOver.join(' '))] : [];
  const explanation: string[] = [];
  let key: string | null = null;
  let explaining = false;
  for (const line of lines) {
    if (line === '') continue;
    const keyLine = KEY_LINE.exec(line);
    const letter = keyLine && KEY_LETTER.exec(keyLine[1] ?? '');
    // Inside an explanation, 'Clave: el plazo…' is prose, not a key.
    if (keyLine && (letter || !explaining)) {
      if (key !== null) {
        notes.push(NOTES.secondKey);
        continue;
      }
      key = letter?.[1] ?? (keyLine[1] ?? '').trim();
      const after = EXPLANATION_AFTER_KEY.exec((letter?.[2] ?? '').trim());
      const inline = after?.[1]?.replace(EXPLANATION_LINE, '$1').trim();
      if (inline) {
        explanation.push(inline);
        explaining = true;
      }
      continue;
    }
    const label = EXPLANATION_LINE.exec(line);
    if (label) {
      explanation.push(label[1] ?? '');
      explaining = true;
    } else if (explaining) {
      explanation.push(line);
    } else {
      notes.push(NOTES.ignored(line));
    }
  }
  let correctAlternative: number | null = null;
  if (key === '') notes.push(NOTES.emptyKey);
  else if (key !== null) {
    const index = /^[a-z]$/i.test(key) ? letterIndex(key) : -1;
    if (index >= 0 && index < ALTERNATIVES_PER_QUESTION) correctAlternative = index;
    else notes.push(NOTES.badKey(key.length === 1 ? key.toUpperCase() : key));
  }
  const joined = joinLines(explanation);
  return { correctAlternative, explanation: joined === '' ? null : joined, notes };
}

export function parseQuestionBlock(text: string): ParsedQuestionBlock {
  const lines = cleanLines(text);
  const found = findOptions(lines);
  if (!found) {
    const question = stripQuestionNumber(joinLines(lines));
    return {
      question,
      alternatives: [],
      correctAlternative: null,
      explanation: null,
      complete: false,
      notes: question === '' ? [] : [NOTES.noOptions],
    };
  }
  const { start, scan } = found;
  const question = stripQuestionNumber(joinLines([...lines.slice(0, start.line), start.stemTail]));
  const options = scan.options.map((option) => joinLines(option.parts));
  const alternatives = options.slice(0, ALTERNATIVES_PER_QUESTION);
  const tail = readTail(lines.slice(scan.end), scan.leftOver);
  const notes: string[] = [];
  if (question === '') notes.push(NOTES.noStem);
  if (options.length < ALTERNATIVES_PER_QUESTION) notes.push(NOTES.tooFew(options.length));
  if (options.length > ALTERNATIVES_PER_QUESTION) notes.push(NOTES.tooMany);
  alternatives.forEach((option, index) => {
    if (option === '') notes.push(NOTES.emptyOption(index));
  });
  return {
    question,
    alternatives,
    correctAlternative: tail.correctAlternative,
    explanation: tail.explanation,
    complete:
      question !== '' &&
      options.length === ALTERNATIVES_PER_QUESTION &&
      alternatives.every((option) => option !== ''),
    notes: [...notes, ...tail.notes],
  };
}
