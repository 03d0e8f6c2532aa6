import type { ImportFormat, ImportProblem } from '@oece/contracts';
import { readAiken } from '@oece/domain';
import { findNodeAtLocation, getNodeValue, parseTree, type Node, type ParseError } from 'jsonc-parser';

/**
 * A question as read from an import text, before any rule of the bank is applied: what the text
 * says, where it starts, and what could not be read.
 */
export interface ImportedQuestion {
  line: number;
  /** From the JSON file's topic, or the topic chosen for an Aiken text. */
  topic: string | null;
  question: unknown;
  alternatives: unknown;
  correctAlternative: unknown;
  explanation: unknown;
  sources: unknown;
  /** Only JSON states it; absent, the level chosen for the import applies. */
  level: unknown;
  errors: ImportProblem[];
  /** The reader has already said what is wrong with the number of alternatives and the key. */
  alternativesChecked: boolean;
}

export interface ImportedText {
  questions: ImportedQuestion[];
  /** Errors of the text as a whole (not JSON, no question at all). */
  errors: ImportProblem[];
}

/** Fields of a question in the content/ JSON format; `style` and `previousSlugs` are content/'s own. */
const JSON_FIELDS = new Set([
  'question',
  'alternatives',
  'correctAlternative',
  'explanation',
  'sources',
  'level',
  'style',
  'previousSlugs',
]);

const JSON_ERRORS: Record<number, string> = {
  1: 'hay un carácter no válido',
  2: 'hay un número mal escrito',
  3: 'se esperaba el nombre de un campo entre comillas',
  4: 'se esperaba un valor',
  5: 'se esperaban dos puntos (:)',
  6: 'se esperaba una coma',
  7: 'falta cerrar una llave (})',
  8: 'falta cerrar un corchete (])',
  9: 'sobra texto después del final',
  10: 'el JSON no admite comentarios',
  12: 'un texto no se cerró con comillas',
  15: 'hay un escape no válido en un texto',
  16: 'hay un carácter de control dentro de un texto',
};

/** 1-based line of each offset of `text`. */
function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

function readJson(text: string): ImportedText {
  const lineOf = lineFinder(text);
  const parseErrors: ParseError[] = [];
  const root = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false });
  if (parseErrors.length > 0 || !root) {
    const first = parseErrors[0];
    return {
      questions: [],
      errors: [
        {
          line: first ? lineOf(first.offset) : 1,
          message: `El archivo no es un JSON válido: ${first ? (JSON_ERRORS[first.error] ?? 'el formato no es válido') : 'está vacío'}.`,
        },
      ],
    };
  }
  // One topic file of content/questions, or a list of them (what the export writes).
  const files = root.type === 'array' ? (root.children ?? []) : [root];
  const questions: ImportedQuestion[] = [];
  const errors: ImportProblem[] = [];
  for (const file of files) {
    const fileLine = lineOf(file.offset);
    const topicNode = file.type === 'object' ? findNodeAtLocation(file, ['topic']) : undefined;
    const list = file.type === 'object' ? findNodeAtLocation(file, ['questions']) : undefined;
    if (!list || list.type !== 'array') {
      errors.push({
        line: fileLine,
        message:
          'Se esperaba un objeto con "topic" y la lista "questions" (el formato de content/questions).',
      });
      continue;
    }
    const topic = topicNode?.type === 'string' ? (topicNode.value as string) : null;
    if (topic === null) errors.push({ line: fileLine, message: 'Falta el tema ("topic") del archivo.' });
    for (const node of list.children ?? []) questions.push(jsonQuestion(node, topic, lineOf));
  }
  return { questions, errors };
}

function jsonQuestion(
  node: Node,
  topic: string | null,
  lineOf: (offset: number) => number,
): ImportedQuestion {
  const line = lineOf(node.offset);
  const value: unknown = getNodeValue(node);
  if (node.type !== 'object' || value === null || typeof value !== 'object') {
    return {
      line,
      topic,
      question: '',
      alternatives: [],
      correctAlternative: null,
      explanation: null,
      sources: [],
      level: undefined,
      errors: [{ line, message: 'Cada pregunta debe ser un objeto con sus campos.' }],
      alternativesChecked: true,
    };
  }
  const fields = value as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !JSON_FIELDS.has(key));
  return {
    line,
    topic,
    question: fields.question,
    alternatives: fields.alternatives,
    correctAlternative: fields.correctAlternative,
    explanation: fields.explanation ?? null,
    sources: fields.sources ?? [],
    level: fields.level,
    errors: unknown.map((key) => ({
      line: lineOf(findNodeAtLocation(node, [key])!.parent!.offset),
      message: `Campo desconocido "${key}".`,
    })),
    alternativesChecked: false,
  };
}

function readAikenText(text: string, topic: string | null): ImportedText {
  return {
    questions: readAiken(text).map((item) => ({
      line: item.line,
      topic,
      question: item.question,
      alternatives: item.alternatives,
      correctAlternative: item.correctAlternative,
      explanation: item.explanation,
      sources: item.sources,
      level: undefined,
      errors: item.errors,
      alternativesChecked: true,
    })),
    errors: [],
  };
}

/** What an import text says, question by question, with what could not be read. */
export function readImportText(format: ImportFormat, text: string, topic: string | null): ImportedText {
  const read = format === 'AIKEN' ? readAikenText(text, topic) : readJson(text);
  if (read.questions.length === 0 && read.errors.length === 0) {
    read.errors.push({ line: 1, message: 'El texto no tiene ninguna pregunta.' });
  }
  return read;
}
