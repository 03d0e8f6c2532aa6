import path from 'node:path';
import { COMPETENCIES, TOPICS } from '@oece/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadLegalSources } from './legal-sources';
import { ContentError, loadQuestionBank, parseQuestionFile, type BankQuestion } from './question-file';

/** Stems at or above this pg_trgm similarity count as near-duplicates (recorded in decision 0005). */
const NEAR_DUPLICATE_SIMILARITY = 0.6;

const contentDir = path.resolve(import.meta.dirname, '../../../../content');
const legalSources = loadLegalSources(contentDir);

describe('the question bank in content/questions', () => {
  let bank: BankQuestion[];
  beforeAll(async () => {
    bank = await loadQuestionBank(contentDir);
  });

  it('has at least 600 questions, 5 per topic and 180 per competency', () => {
    expect(bank.length).toBeGreaterThanOrEqual(600);
    const perTopic = new Map(TOPICS.map((topic) => [topic.code, 0]));
    for (const question of bank) perTopic.set(question.topic, (perTopic.get(question.topic) ?? 0) + 1);
    const thin = [...perTopic].filter(([, count]) => count < 5);
    expect(thin).toEqual([]);
    for (const competency of COMPETENCIES) {
      expect(bank.filter((question) => question.category === competency).length).toBeGreaterThanOrEqual(180);
    }
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
    // The % operator uses the trigram index; set_limit is per connection, hence the transaction.
    const pairs = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_limit(${NEAR_DUPLICATE_SIMILARITY})`);
      return queryRows<{ a: string; b: string; similarity: number }>(
        tx,
        sql`
        select a.slug as a, b.slug as b, round(similarity(a.question, b.question)::numeric, 2)::float as similarity
        from questions a join questions b on a.id < b.id and a.question % b.question`,
      );
    });
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
