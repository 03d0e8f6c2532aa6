import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicQuestionResponse } from '@oece/contracts';

const root = path.resolve(import.meta.dirname, '../..');

interface ContentQuestion {
  question: string;
  alternatives: string[];
  correctAlternative: number;
  explanation?: string;
  sources: string[];
}

/** A question of the bank as content/ writes it (the seed loads it ACTIVE), whether it has a page or not. */
export function contentQuestion(topic: string, index = 0): ContentQuestion {
  const file = JSON.parse(readFileSync(path.join(root, 'content', 'questions', `${topic}.json`), 'utf8')) as {
    questions: ContentQuestion[];
  };
  return file.questions[index]!;
}

/** The public set's question addresses, as the running app's sitemap lists them (by number). */
export async function publicQuestionSlugs(baseUrl: string): Promise<string[]> {
  const res = await fetch(`${baseUrl}/sitemap-preguntas.xml`);
  if (!res.ok) throw new Error(`/sitemap-preguntas.xml: ${res.status}`);
  return [...(await res.text()).matchAll(/\/pregunta\/([a-z0-9-]+)<\/loc>/g)].map(([, slug]) => slug!);
}

/**
 * The question the page journeys and benchmarks open: the first of the public set, read from the
 * running app (the set is the seed's rule's, then what administrators make of it), with its page's
 * content from the API.
 */
export async function sampleQuestion(baseUrl = process.env.E2E_BASE_URL!): Promise<PublicQuestionResponse> {
  const [slug] = await publicQuestionSlugs(baseUrl);
  if (!slug) throw new Error('La biblioteca pública no tiene preguntas.');
  const res = await fetch(`${baseUrl}/api/questions/slug/${slug}`);
  if (!res.ok) throw new Error(`/api/questions/slug/${slug}: ${res.status}`);
  return (await res.json()) as PublicQuestionResponse;
}
