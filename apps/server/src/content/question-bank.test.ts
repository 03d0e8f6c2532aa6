import path from 'node:path';
import { COMPETENCIES, legalSourcesText, QUESTION_LEVELS, TOPICS } from '@oece/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadLegalSources } from './legal-sources';
import { ContentError, loadQuestionBank, parseQuestionFile, type BankQuestion } from './question-file';

/** Stems at or above this pg_trgm similarity count as near-duplicates (recorded in decision 0005). */
const NEAR_DUPLICATE_SIMILARITY = 0.6;

/**
 * Topics the audit of the first edition found thin (decision 0019): principles (1.1.1), the
 * Pladicop (1.1.2), impediments (1.1.4), the MDA (1.8.1), the cuantía tables (2.1.1), sanctions.
 */
const THIN_TOPICS = ['1.1.1', '1.1.2', '1.1.4', '1.8.1', '2.1.1', '3.12.1'];

/** The formats the real exam is reported to use that the first edition lacked. */
const NEW_FORMATS: string[] = ['completar', 'relacionar', 'ordenar'];

/**
 * Words of the regime Ley N° 32069 replaced (Ley N° 30225 and its Reglamento): a question using
 * one teaches a term the candidate will not meet in the exam.
 */
const REPEALED_TERMS = [
  { term: 'valor estimado', pattern: /valor estimado/i },
  { term: 'valor referencial', pattern: /valor referencial/i },
  // The Reglamento speaks of evaluadores (oficial de compra, comité, jurado), not of a comité de selección.
  { term: 'comité de selección', pattern: /comit[ée] de selecci[óo]n/i },
  { term: 'adjudicación simplificada', pattern: /adjudicaci[óo]n simplificada/i },
  { term: 'OSCE', pattern: /\bOSCE\b/ },
  { term: 'Ley 30225', pattern: /Ley (N° )?30225/i },
  { term: 'SEACE', pattern: /\bSEACE\b/ },
  { term: 'proceso de selección', pattern: /proceso de selecci[óo]n/i },
  { term: 'el FUP', pattern: /\bel FUP\b/ },
];

/**
 * Questions allowed to name a repealed term, and why: none so far. A question about what changed
 * with the new law may name the old term to say it no longer exists.
 */
const VOCABULARY_EXCEPTIONS: { slug: string; term: string; reason: string }[] = [];

const contentDir = path.resolve(import.meta.dirname, '../../../../content');
const legalSources = loadLegalSources(contentDir);

describe('the question bank in content/questions', () => {
  let bank: BankQuestion[];
  beforeAll(async () => {
    bank = await loadQuestionBank(contentDir);
  });

  it('has at least 850 questions, 10 per topic and 15 in the topics the first edition left thin', () => {
    expect(bank.length).toBeGreaterThanOrEqual(850);
    const perTopic = new Map(TOPICS.map((topic) => [topic.code, 0]));
    for (const question of bank) perTopic.set(question.topic, (perTopic.get(question.topic) ?? 0) + 1);
    const short = [...perTopic].filter(([topic, count]) => count < (THIN_TOPICS.includes(topic) ? 15 : 10));
    expect(short).toEqual([]);
    for (const competency of COMPETENCIES) {
      expect(bank.filter((question) => question.category === competency).length).toBeGreaterThanOrEqual(240);
    }
  });

  it('names an article for every question, in its explanation or its rendered legal basis', () => {
    const unnamed = bank.filter(
      (question) =>
        !/\bart\. \d/.test(legalSourcesText(question.sources)) &&
        !/\bart[íi]culos? \d/i.test(question.explanation ?? ''),
    );
    expect(unnamed.map((question) => question.slug)).toEqual([]);
  });

  it("uses none of the repealed regime's vocabulary, outside the exceptions written here", () => {
    const found = bank.flatMap((question) => {
      const text = [question.question, ...question.alternatives, question.explanation ?? ''].join('\n');
      return REPEALED_TERMS.filter(({ pattern }) => pattern.test(text))
        .filter(
          ({ term }) =>
            !VOCABULARY_EXCEPTIONS.some(
              (exception) => exception.slug === question.slug && exception.term === term,
            ),
        )
        .map(({ term }) => `${question.file}: «${question.question.slice(0, 60)}…» usa «${term}»`);
    });
    expect(found).toEqual([]);
  });

  it('tags every question with a level, each topic with at least 2 básico, 2 intermedio and 1 avanzado', () => {
    const short = TOPICS.flatMap((topic) => {
      const ofTopic = bank.filter((question) => question.topic === topic.code);
      const counts = Object.fromEntries(
        QUESTION_LEVELS.map((level) => [
          level,
          ofTopic.filter((question) => question.level === level).length,
        ]),
      );
      return counts.basico! < 2 || counts.intermedio! < 2 || counts.avanzado! < 1
        ? [`${topic.code}: ${JSON.stringify(counts)}`]
        : [];
    });
    expect(short).toEqual([]);
  });

  it('has at least 35% multi-step cases and 60 questions in the completing, matching and ordering formats', () => {
    const multiStep = bank.filter((question) => question.style === 'caso' && question.level !== 'basico');
    expect(multiStep.length / bank.length).toBeGreaterThanOrEqual(0.35);
    const newFormats = bank.filter((question) => NEW_FORMATS.includes(question.style));
    expect(newFormats.length).toBeGreaterThanOrEqual(60);
  });

  it('writes the new formats the way candidates read them', () => {
    const malformed = bank.filter((question) => {
      if (question.style === 'completar') return !question.question.includes('____');
      if (question.style === 'relacionar') {
        return (
          !/\n1\. /.test(question.question) ||
          !/\na\) /.test(question.question) ||
          !question.alternatives.every((alternative) => /^\d-[a-z](, \d-[a-z])+$/.test(alternative))
        );
      }
      if (question.style === 'ordenar') {
        return (
          !/\nI\. /.test(question.question) ||
          !question.alternatives.every((alternative) => /^[IVX]+(, [IVX]+)+$/.test(alternative))
        );
      }
      return false;
    });
    expect(malformed.map((question) => `${question.file}: ${question.question.slice(0, 60)}`)).toEqual([]);
  });

  it('cites only articles and numerals that exist in the Ley and the Reglamento', () => {
    const missing = bank.flatMap((question) =>
      question.sources
        .map((source) => [source, legalSources.missing(source)] as const)
        .filter(([, reason]) => reason !== null)
        .map(([source, reason]) => `${question.file}: ${source} (${reason})`),
    );
    expect(missing).toEqual([]);
  });

  it('spreads the correct alternative evenly (each letter 20–30%)', () => {
    for (const index of [0, 1, 2, 3]) {
      const share = bank.filter((question) => question.correctAlternative === index).length / bank.length;
      expect(share).toBeGreaterThanOrEqual(0.2);
      expect(share).toBeLessThanOrEqual(0.3);
    }
  });

  it('has at least 20% case questions and explanations of 2 to 5 sentences', () => {
    expect(bank.filter((question) => question.style === 'caso').length / bank.length).toBeGreaterThanOrEqual(
      0.2,
    );
    const bad = bank.filter((question) => {
      const sentences = (question.explanation ?? '')
        .split(/[.!?](?:\s|$)/)
        .filter((s) => s.trim().length > 3);
      return sentences.length < 2 || sentences.length > 5;
    });
    expect(bad.map((question) => question.slug)).toEqual([]);
  });

  it('never uses "todas/ninguna de las anteriores"', () => {
    const lazy = bank.filter((question) =>
      question.alternatives.some((alternative) => /(todas|ninguna) las anteriores/i.test(alternative)),
    );
    expect(lazy.map((question) => question.slug)).toEqual([]);
  });
});

describe('the seeded bank', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads every question once, ACTIVE, with its topic', async () => {
    const bank = await loadQuestionBank(contentDir);
    const rows = await queryRows<{ total: number; active: number; topics: number }>(
      t.db,
      sql`select count(*)::int as total, count(*) filter (where status = 'ACTIVE')::int as active,
                 count(distinct topic)::int as topics from questions`,
    );
    expect(rows[0]).toEqual({ total: bank.length, active: bank.length, topics: 72 });
  });

  it('has no near-duplicate stems under pg_trgm similarity', async () => {
    // pg_trgm's own trigrams of each stem, compared here: similarity() over every pair of the
    // bank takes some 20 s in PGlite, this a second, with the same measure (shared / union).
    const rows = await queryRows<{ slug: string; trigrams: string[] }>(
      t.db,
      sql`select slug, show_trgm(question) as trigrams from questions order by id`,
    );
    const ids = new Map<string, number>();
    const stems = rows.map((row) => ({
      slug: row.slug,
      trigrams: Int32Array.from(
        row.trigrams.map((trigram) => ids.get(trigram) ?? ids.set(trigram, ids.size).size - 1),
      ).sort(),
    }));
    const pairs: { a: string; b: string; similarity: number }[] = [];
    for (let i = 0; i < stems.length; i++) {
      for (let j = i + 1; j < stems.length; j++) {
        const a = stems[i]!.trigrams;
        const b = stems[j]!.trigrams;
        let shared = 0;
        for (let x = 0, y = 0; x < a.length && y < b.length;) {
          if (a[x] === b[y]) {
            shared++;
            x++;
            y++;
          } else if (a[x]! < b[y]!) x++;
          else y++;
        }
        const similarity = shared / (a.length + b.length - shared);
        if (similarity >= NEAR_DUPLICATE_SIMILARITY) {
          pairs.push({
            a: stems[i]!.slug,
            b: stems[j]!.slug,
            similarity: Math.round(similarity * 100) / 100,
          });
        }
      }
    }
    expect(pairs).toEqual([]);
  });
});

describe('a malformed topic file', () => {
  const valid = {
    question: 'Según la Ley N° 32069, ¿qué entidad administra la Pladicop?',
    alternatives: ['El OECE', 'Perú Compras', 'La DGA', 'La Contraloría'],
    correctAlternative: 0,
    explanation: 'El OECE desarrolla y administra la Pladicop. Perú Compras gestiona los catálogos.',
    sources: ['Ley 32069, art. 41.5'],
    style: 'definicion',
    level: 'basico',
  };
  const file = (questions: unknown[]) => JSON.stringify({ topic: '1.1.2', questions });

  it('is accepted when valid', () => {
    expect(parseQuestionFile('1.1.2.json', file([valid]))).toHaveLength(1);
  });

  it('stops with the file, the question and the reason', () => {
    const broken = { ...valid, alternatives: ['Solo', 'tres', 'alternativas'] };
    expect(() => parseQuestionFile('1.1.2.json', file([valid, broken]))).toThrowError(
      /1\.1\.2\.json pregunta 2 \(«Según la Ley N° 32069.*alternatives: debe tener exactamente 4 alternativas/,
    );
    // Only the real reason: three distinct alternatives are not 'repeated'.
    expect(() => parseQuestionFile('1.1.2.json', file([broken]))).not.toThrowError(/repetidas/);
    const repeated = { ...valid, alternatives: ['El OECE', 'el oece', 'La DGA', 'La Contraloría'] };
    expect(() => parseQuestionFile('1.1.2.json', file([repeated]))).toThrowError(
      /hay alternativas repetidas/,
    );
  });

  it('rejects an unknown level or a question without one', () => {
    expect(() => parseQuestionFile('1.1.2.json', file([{ ...valid, level: 'facil' }]))).toThrow(
      /level: nivel distinto a "basico", "intermedio" o "avanzado"/,
    );
    const { level: _level, ...withoutLevel } = valid;
    expect(() => parseQuestionFile('1.1.2.json', file([withoutLevel]))).toThrow(/level:/);
  });

  it('rejects an out-of-range key, an unknown topic, a bad source and broken JSON', () => {
    expect(() => parseQuestionFile('1.1.2.json', file([{ ...valid, correctAlternative: 4 }]))).toThrow(
      ContentError,
    );
    expect(() =>
      parseQuestionFile('9.9.9.json', JSON.stringify({ topic: '9.9.9', questions: [valid] })),
    ).toThrow(/código de tema desconocido/);
    expect(() => parseQuestionFile('1.1.2.json', file([{ ...valid, sources: ['art. 41'] }]))).toThrow(
      /fuente/,
    );
    expect(() => parseQuestionFile('1.1.2.json', '{ "topic": ')).toThrow(/1\.1\.2\.json: JSON inválido/);
  });

  it('must be named after its topic', () => {
    expect(() => parseQuestionFile('otro.json', file([valid]))).toThrow(/debe llamarse 1\.1\.2\.json/);
  });
});
