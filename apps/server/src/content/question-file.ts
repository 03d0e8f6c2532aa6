import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { findTopic, LEGAL_SOURCE_FORMAT, QUESTION_LEVELS, type Competency } from '@oece/domain';
import { z } from 'zod';
import { QUESTION_SLUG_FORMAT, questionSlug } from './question-slug';

export const QUESTION_STYLES = [
  'definicion',
  'cifra',
  'incorrecta',
  'caso',
  'completar',
  'relacionar',
  'ordenar',
] as const;

const questionSchema = z.strictObject({
  question: z.string().trim().min(20, 'el enunciado es demasiado corto'),
  alternatives: z
    .array(z.string().trim().min(1, 'una alternativa está vacía'))
    .length(4, 'debe tener exactamente 4 alternativas')
    .refine(
      (list) => new Set(list.map((item) => item.toLowerCase())).size === list.length,
      'hay alternativas repetidas',
    ),
  correctAlternative: z.number().int().min(0).max(3),
  explanation: z.string().trim().min(1).optional(),
  sources: z
    .array(
      z
        .string()
        .regex(
          LEGAL_SOURCE_FORMAT,
          'fuente con formato distinto a "Ley 32069, art. N" o "Reglamento, art. N"',
        ),
    )
    .min(1, 'falta al menos una fuente legal'),
  style: z.enum(QUESTION_STYLES),
  level: z.enum(QUESTION_LEVELS, 'nivel distinto a "basico", "intermedio" o "avanzado"'),
  /** Slugs of earlier versions of the stem: their addresses answer with this question. */
  previousSlugs: z
    .array(
      z
        .string()
        .max(120)
        .regex(QUESTION_SLUG_FORMAT, 'slug anterior con formato distinto a "palabras-del-enunciado-1a2b3c"'),
    )
    .refine((list) => new Set(list).size === list.length, 'hay slugs anteriores repetidos')
    .optional(),
});

const fileSchema = z.strictObject({
  topic: z.string().refine((code) => findTopic(code) !== undefined, 'código de tema desconocido'),
  questions: z.array(questionSchema).min(1),
});

export type BankQuestionInput = z.infer<typeof questionSchema>;

export interface BankQuestion extends BankQuestionInput {
  file: string;
  topic: string;
  category: Competency;
  slug: string;
}

export class ContentError extends Error {
  override name = 'ContentError';
}

function describeIssue(file: string, data: unknown, issue: z.core.$ZodIssue): string {
  const [first, index] = issue.path;
  let where = '';
  if (first === 'questions' && typeof index === 'number') {
    const stem = (data as { questions?: { question?: unknown }[] }).questions?.[index]?.question;
    where = ` pregunta ${index + 1}${typeof stem === 'string' ? ` («${stem.slice(0, 60)}…»)` : ''}`;
  }
  const field = issue.path.slice(first === 'questions' ? 2 : 0).join('.');
  return `${file}${where}: ${field ? `${field}: ` : ''}${issue.message}`;
}

/** Parses one topic file; throws a ContentError naming the file, the question and the reason. */
export function parseQuestionFile(file: string, text: string): BankQuestion[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ContentError(`${file}: JSON inválido: ${(error as Error).message}`);
  }
  const result = fileSchema.safeParse(data);
  if (!result.success) {
    throw new ContentError(result.error.issues.map((issue) => describeIssue(file, data, issue)).join('\n'));
  }
  const { topic, questions } = result.data;
  if (path.basename(file) !== `${topic}.json`) {
    throw new ContentError(`${file}: el archivo del tema ${topic} debe llamarse ${topic}.json`);
  }
  const category = findTopic(topic)!.competency;
  return questions.map((question) => ({
    ...question,
    file,
    topic,
    category,
    slug: questionSlug(question.question),
  }));
}

/**
 * Reads every `content/questions/*.json`; slugs must be unique across the bank, and an earlier slug
 * may name one question only, never one that a question of the bank holds now.
 */
export async function loadQuestionBank(contentDir: string): Promise<BankQuestion[]> {
  const dir = path.join(contentDir, 'questions');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const bank: BankQuestion[] = [];
  const slugs = new Map<string, string>();
  const previousSlugs = new Map<string, string>();
  const stemOf = (question: BankQuestion) => `«${question.question.slice(0, 60)}…»`;
  for (const name of files) {
    for (const question of parseQuestionFile(name, await readFile(path.join(dir, name), 'utf8'))) {
      const other = slugs.get(question.slug);
      if (other) {
        throw new ContentError(`${name}: la pregunta ${stemOf(question)} repite el slug de ${other}`);
      }
      slugs.set(question.slug, name);
      for (const previous of question.previousSlugs ?? []) {
        const claimed = previousSlugs.get(previous);
        if (claimed) {
          throw new ContentError(
            `${name}: la pregunta ${stemOf(question)} repite el slug anterior ${previous} de ${claimed}`,
          );
        }
        previousSlugs.set(previous, name);
      }
      bank.push(question);
    }
  }
  for (const question of bank) {
    const current = (question.previousSlugs ?? []).find((previous) => slugs.has(previous));
    if (current) {
      throw new ContentError(
        `${question.file}: la pregunta ${stemOf(question)} da como slug anterior ${current}, ` +
          `que es el slug actual de una pregunta de ${slugs.get(current)}`,
      );
    }
  }
  return bank;
}
