import { readFileSync } from 'node:fs';
import path from 'node:path';
import { questionSlug } from '../../apps/server/src/content/question-slug';

const root = path.resolve(import.meta.dirname, '../..');

interface ContentQuestion {
  question: string;
  alternatives: string[];
  correctAlternative: number;
  explanation?: string;
  sources: string[];
}

/** A question of the bank as the seed stores it (ACTIVE, with its slug): its public page is /pregunta/{slug}. */
export function contentQuestion(topic: string, index = 0): ContentQuestion & { slug: string } {
  const file = JSON.parse(readFileSync(path.join(root, 'content', 'questions', `${topic}.json`), 'utf8')) as {
    questions: ContentQuestion[];
  };
  const question = file.questions[index]!;
  return { ...question, slug: questionSlug(question.question) };
}

/** The question the page journeys and benchmarks open. */
export const SAMPLE_QUESTION = contentQuestion('2.4.1');
