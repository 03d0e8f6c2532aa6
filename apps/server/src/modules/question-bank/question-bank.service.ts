import {
  createQuestionRequestSchema,
  type ChangePublicSetRequest,
  type importQuestionsRequestSchema,
  type updateQuestionRequestSchema,
  type AdminQuestion,
  type ExportQuestionsQuery,
  type ImportPreviewQuestion,
  type ImportPreviewResponse,
  type ImportProblem,
  type QuestionFilter,
  type QuestionLevelsResponse,
  type QuestionSort,
  type QuestionsResponse,
  type QuestionVersion,
  type SimilarQuestion,
} from '@oece/contracts';
import {
  COMPETENCIES,
  COMPETENCY_LABELS,
  findTopic,
  isNearDuplicate,
  ITEM_MIN_PRESENTED,
  itemFlags,
  limaDay,
  limaDayEnd,
  QUESTION_LEVELS,
  QUESTION_STATUS_CONFIRMATIONS,
  QUESTION_STATUS_LABELS,
  questionsText,
  similarityDistance,
  writeAiken,
  type Competency,
  type ItemFlag,
  type QuestionLevel,
  type QuestionStatus,
} from '@oece/domain';
import type { z } from 'zod';
import { loadQuestionBank, type BankQuestion as ContentFileQuestion } from '../../content/question-file';
import { questionSlug } from '../../content/question-slug';
import type { Transaction } from '../../db/client';
import type { Actor } from '../../shared/caller';
import type { LegalSources } from '../../content/legal-sources';
import { AppError } from '../../shared/errors';
import type { AuditService } from '../audit/audit.service';
import { choosePublicSet } from './public-set';
import { toPublicQuestion } from './question-bank.views';
import { readImportText, type ImportedQuestion } from './question-import';
import type {
  ListedQuestion,
  QuestionBankRepository,
  QuestionContent,
  QuestionRow,
  SimilarRow,
  VersionRow,
} from './question-bank.repository';

/** The fields of a question in the order the history and the messages name them. */
const CONTENT_FIELDS = [
  'category',
  'topic',
  'question',
  'alternatives',
  'correctAlternative',
  'explanation',
  'sources',
  'level',
  'status',
] as const satisfies readonly (keyof QuestionContent)[];

type CreateInput = z.output<typeof createQuestionRequestSchema>;
type ImportRequest = z.output<typeof importQuestionsRequestSchema>;

function toAdminQuestion({ question, stats, openReports }: ListedQuestion): AdminQuestion {
  return {
    ...toPublicQuestion(question),
    status: question.status,
    source: question.source,
    revision: question.revision,
    createdAt: question.createdAt.toISOString(),
    stats:
      stats && stats.presented > 0
        ? {
            presented: stats.presented,
            answered: stats.answered,
            correct: stats.correct,
            choices: stats.choices,
            facility: stats.facility,
            discrimination: stats.discrimination,
            flags: stats.flags as ItemFlag[],
          }
        : null,
    openReports,
    publicSince: question.publicSince?.toISOString() ?? null,
  };
}

/** '#3, #8 y #12'. */
function numbers(ids: number[]): string {
  const named = ids.map((id) => `#${id}`);
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} y ${named.at(-1)}` : named.join('');
}

function toSimilar(row: SimilarRow): SimilarQuestion {
  return {
    id: row.id,
    category: row.category as Competency,
    topic: row.topic,
    question: row.question,
    status: row.status,
    slug: row.slug,
    similarity: row.similarity,
    distance: similarityDistance(row.similarity),
  };
}

function toVersion(row: VersionRow): QuestionVersion {
  const order = (field: string) => CONTENT_FIELDS.indexOf(field as (typeof CONTENT_FIELDS)[number]);
  return {
    revision: row.revision,
    action: row.action,
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedByUsername,
    changes: Object.entries(row.changes)
      .sort(([a], [b]) => order(a) - order(b))
      .map(([field, { before, after }]) => ({ field, before, after })),
  };
}

function contentOf(row: QuestionRow): QuestionContent {
  return {
    category: row.category,
    topic: row.topic,
    question: row.question,
    alternatives: row.alternatives,
    correctAlternative: row.correctAlternative,
    explanation: row.explanation,
    sources: row.sources,
    level: row.level,
    status: row.status,
  };
}

function contentFrom(input: CreateInput): QuestionContent {
  return {
    category: input.category,
    topic: input.topic,
    question: input.question,
    alternatives: input.alternatives,
    correctAlternative: input.correctAlternative,
    explanation: input.explanation ?? null,
    sources: input.sources ?? [],
    level: input.level ?? 'intermedio',
    status: input.status ?? 'ACTIVE',
  };
}

/** A rule the question breaks: the field, and why in Spanish. */
interface Problem {
  field: string;
  message: string;
}

function invalid(problems: Problem[]): AppError {
  const details = problems.map((problem) => `${problem.field}: ${problem.message}`).join('; ');
  return new AppError('VALIDATION_ERROR', `Datos inválidos. ${details}`);
}

interface StatisticsResult {
  computedAt: string;
  examsCounted: number;
  questionsFlagged: number;
}

export function createQuestionBankService(deps: {
  questions: QuestionBankRepository;
  audit: Pick<AuditService, 'record'>;
  legalSources: LegalSources;
  clock: () => Date;
  /** Tells every instance that the bank changed (their rendered pages show it). */
  announceChange: () => Promise<void>;
}) {
  const { questions, audit, legalSources, clock, announceChange } = deps;
  let computingStatistics: Promise<StatisticsResult> | null = null;

  /** The bank's rules beyond each field's form: the topic's competency, sources that exist. */
  function ruleProblems(content: Pick<QuestionContent, 'category' | 'topic' | 'sources'>): Problem[] {
    const problems: Problem[] = [];
    const topic = findTopic(content.topic);
    if (topic && topic.competency !== content.category) {
      const competency = COMPETENCY_LABELS[content.category as Competency];
      problems.push({
        field: 'topic',
        message: `El tema ${topic.code} no pertenece a la competencia ${competency}`,
      });
    }
    for (const source of content.sources) {
      const missing = legalSources.missing(source);
      if (missing)
        problems.push({ field: 'sources', message: `La fuente "${source}" no es válida: ${missing}` });
    }
    return problems;
  }

  /**
   * The earlier slugs of rewritten stems (`previousSlugs` in content/) answer with the question that
   * holds the stem now, in the public set if the earlier version was. Addresses that led to an
   * earlier version follow it too, so a stem rewritten twice still answers its first address.
   */
  async function redirectPreviousSlugs(bank: ContentFileQuestion[]): Promise<void> {
    const renames = bank.flatMap((question) =>
      (question.previousSlugs ?? []).map((previous) => ({ previous, current: question.slug })),
    );
    if (renames.length === 0) return;
    const idOf = await questions.idsBySlug([
      ...new Set(renames.flatMap((rename) => [rename.previous, rename.current])),
    ]);
    // A question whose current stem is not stored was rewritten by an administrator (loadContent
    // left it out): its addresses follow the administrator's version already.
    const redirects = renames.flatMap(({ previous, current }) => {
      const newId = idOf.get(current);
      return newId === undefined ? [] : [{ previous, oldId: idOf.get(previous), newId }];
    });
    for (const { oldId, newId } of redirects) {
      if (oldId === undefined) continue;
      await questions.moveRedirects(oldId, newId);
      // The new version keeps the page of the one it replaces.
      await questions.carryPublicSince(oldId, newId);
    }
    await questions.upsertRedirects(
      redirects.map(({ previous, newId }) => ({ slug: previous, questionId: newId })),
    );
  }

  async function get(id: number): Promise<AdminQuestion> {
    const listed = await questions.findListed(id);
    if (!listed) throw new AppError('NOT_FOUND', 'No se encontró la pregunta');
    return toAdminQuestion(listed);
  }

  /**
   * Each question of an import text checked as a question created by hand would be, plus the
   * text's own problems: a question repeated inside the text, or already in the bank.
   */
  async function checkImport(body: ImportRequest, options: { nearDuplicates: boolean }) {
    if (body.format === 'AIKEN') {
      if (!body.category || !body.topic) {
        throw invalid([
          { field: 'topic', message: 'Elige la competencia y el tema de las preguntas del texto Aiken' },
        ]);
      }
      const problems = ruleProblems({ category: body.category, topic: body.topic, sources: [] });
      if (problems.length) throw invalid(problems);
    }
    const read = readImportText(body.format, body.text, body.format === 'AIKEN' ? body.topic! : null);
    const checked = read.questions.map((item) => checkImported(item, body.status, body.level));
    const firstLineOfSlug = new Map<string, number>();
    for (const item of checked) {
      if (!item.content) continue;
      const earlier = firstLineOfSlug.get(item.content.slug);
      if (earlier !== undefined) {
        item.preview.errors.push({
          line: item.preview.line,
          message: `Repite la pregunta de la línea ${earlier}.`,
        });
      } else {
        firstLineOfSlug.set(item.content.slug, item.preview.line);
      }
    }
    const stems = checked.map((item) => item.preview.question);
    const near = options.nearDuplicates
      ? await questions.nearDuplicatesOf(stems)
      : new Map<number, SimilarRow[]>();
    const existing = await questions.idsBySlug([...firstLineOfSlug.keys()]);
    checked.forEach((item, index) => {
      const id = item.content ? existing.get(item.content.slug) : undefined;
      if (id !== undefined) {
        item.preview.errors.push({
          line: item.preview.line,
          message: `Ya está en el banco como la pregunta #${id}.`,
        });
      }
      item.preview.nearDuplicates = (near.get(index) ?? [])
        .map(toSimilar)
        .filter((similar) => isNearDuplicate(similar.distance));
    });
    const errors = [...read.errors, ...checked.flatMap((item) => item.preview.errors)].sort(
      (a, b) => a.line - b.line,
    );
    return { checked, errors };
  }

  function checkImported(
    item: ImportedQuestion,
    status: QuestionStatus,
    level: QuestionLevel,
  ): { preview: ImportPreviewQuestion; content: (QuestionContent & { slug: string }) | null } {
    const category = item.topic ? (findTopic(item.topic)?.competency ?? null) : null;
    const errors: ImportProblem[] = [...item.errors];
    const parsed = createQuestionRequestSchema.safeParse({
      category,
      topic: item.topic,
      question: item.question,
      alternatives: item.alternatives,
      correctAlternative: item.correctAlternative,
      explanation: item.explanation,
      sources: item.sources,
      level: item.level ?? level,
      status,
    });
    let content: (QuestionContent & { slug: string }) | null = null;
    if (!parsed.success) {
      // Said once: the reader's own words on the alternatives and the key come first.
      const alreadySaid = item.alternativesChecked && item.errors.length > 0;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (alreadySaid && (field === 'alternatives' || field === 'correctAlternative')) continue;
        const message = field === 'category' ? 'Falta el tema de la pregunta' : issue.message;
        errors.push({ line: item.line, message: `${message}.` });
      }
    } else {
      const problems = ruleProblems(contentFrom(parsed.data));
      for (const problem of problems) errors.push({ line: item.line, message: `${problem.message}.` });
      if (errors.length === 0)
        content = { ...contentFrom(parsed.data), slug: questionSlug(parsed.data.question) };
    }
    return {
      content,
      preview: {
        line: item.line,
        category,
        topic: item.topic,
        question: typeof item.question === 'string' ? item.question : '',
        alternatives: Array.isArray(item.alternatives) ? item.alternatives.map(String) : [],
        correctAlternative: typeof item.correctAlternative === 'number' ? item.correctAlternative : null,
        explanation: typeof item.explanation === 'string' ? item.explanation : null,
        sources: Array.isArray(item.sources) ? item.sources.map(String) : [],
        level: parsed.success ? (parsed.data.level ?? level) : level,
        errors,
        nearDuplicates: [],
      },
    };
  }

  return {
    /** Whether a question of that number is in the bank (any status). */
    exists: (id: number) => questions.exists(id),

    /** The topic of each question among `ids` still in the bank. */
    topicsOf: (ids: number[]) => questions.valuesOf(ids, 'topic'),

    /** Inside the caller's transaction: the keys of the questions among `ids` still in the bank. */
    keysOf: (tx: Transaction, ids: number[]) => questions.within(tx).valuesOf(ids, 'correctAlternative'),

    /**
     * Loads content/questions (and the topic taxonomy), idempotently: a second run adds nothing and
     * changes nothing an administrator edited. Questions are keyed by the slug of their stem, so a
     * rewritten stem in content/ is a new question: the old one is archived (exams already drawn
     * keep their frozen copy), unless an administrator has edited it since it was loaded.
     */
    async loadContent(contentDir: string): Promise<{ added: number; retired: number }> {
      const bank = await loadQuestionBank(contentDir);
      await questions.upsertTopics();
      const rewritten = await questions.rewrittenSlugs();
      const loadable = bank.filter((question) => !rewritten.has(question.slug));
      let added = 0;
      const BATCH = 200;
      for (let i = 0; i < loadable.length; i += BATCH) {
        added += await questions.upsertContent(
          loadable.slice(i, i + BATCH).map((question) => ({
            category: question.category,
            topic: question.topic,
            question: question.question,
            alternatives: question.alternatives,
            correctAlternative: question.correctAlternative,
            explanation: question.explanation ?? null,
            sources: question.sources,
            level: question.level,
            slug: question.slug,
          })),
        );
      }
      await redirectPreviousSlugs(bank);
      const retired = await questions.syncContentStatus(bank.map((question) => question.slug));
      await announceChange();
      return { added, retired };
    },

    /**
     * Chooses the first public set (decision 0031) unless it was chosen already on this database,
     * leaving out the questions `withheld` answers (the ballots' Básico file): from now on, each
     * question the rule takes has its page. Answers how many were published now.
     */
    async choosePublicSet(withheld: () => Promise<number[]>): Promise<number> {
      if (await questions.publicSetChosen()) return 0;
      const left = new Set(await withheld());
      const now = clock();
      const published = await questions.inTransaction(async (queries) => {
        const chosen = choosePublicSet(await queries.activeCandidates(), left);
        // Another start that chose meanwhile wins: its set stands.
        if (!(await queries.recordPublicSetChoice(now, chosen.length))) return 0;
        return (
          await queries.publish(
            chosen.map((question) => question.id),
            now,
          )
        ).length;
      });
      if (published > 0) await announceChange();
      return published;
    },

    /**
     * An administrator publishes questions from now on (a question of the day waiting for its day
     * keeps its date) or retires them from the public set: their pages then move to their topic's.
     */
    async changePublicSet(
      { questionIds, public: publish }: ChangePublicSetRequest,
      actor: Actor,
    ): Promise<{ changed: number; message: string }> {
      const changed = await questions.inTransaction(async (queries, tx) => {
        const found = await queries.valuesOf(questionIds, 'topic');
        const missing = questionIds.filter((id) => !found.has(id));
        if (missing.length > 0) {
          throw new AppError(
            'NOT_FOUND',
            missing.length === 1
              ? `No se encontró la pregunta #${missing[0]}`
              : `No se encontraron las preguntas ${numbers(missing)}`,
          );
        }
        const ids = publish ? await queries.publish(questionIds, clock()) : await queries.retire(questionIds);
        if (ids.length > 0) {
          await audit.record(tx, actor, {
            action: 'QUESTIONS_PUBLIC_SET_CHANGED',
            summary: `${publish ? 'Publicó' : 'Retiró de la biblioteca pública'} ${questionsText(ids.length)}: ${numbers(ids)}`,
            target: { type: 'question', id: ids.join(',') },
            before: { public: !publish },
            after: { public: publish, questionIds: ids },
          });
        }
        return ids.length;
      });
      if (changed > 0) await announceChange();
      const message =
        changed === 0
          ? publish
            ? 'Las preguntas elegidas ya estaban en la biblioteca pública'
            : 'Las preguntas elegidas no estaban en la biblioteca pública'
          : publish
            ? changed === 1
              ? 'Se publicó 1 pregunta'
              : `Se publicaron ${changed} preguntas`
            : changed === 1
              ? 'Se retiró 1 pregunta de la biblioteca pública'
              : `Se retiraron ${changed} preguntas de la biblioteca pública`;
      return { changed, message };
    },

    /**
     * Inside the caller's transaction: the question of `day` joins the public set when the day ends
     * in Lima, and the question it replaces that day (if any) no longer does.
     */
    async scheduleDailyQuestion(
      tx: Transaction,
      { questionId, day, replacedId }: { questionId: number; day: string; replacedId?: number },
    ): Promise<void> {
      const queries = questions.within(tx);
      if (replacedId !== undefined) await queries.cancelPublication(replacedId, clock());
      await queries.publishAt(questionId, limaDayEnd(day));
    },

    async list(
      filter: QuestionFilter,
      sort: QuestionSort,
      page: { page: number; pageSize: number },
    ): Promise<QuestionsResponse> {
      const [{ rows, total }, run] = await Promise.all([
        questions.list(
          filter,
          sort,
          { offset: (page.page - 1) * page.pageSize, limit: page.pageSize },
          clock(),
        ),
        questions.lastStatisticsRun(),
      ]);
      return {
        questions: rows.map(toAdminQuestion),
        total,
        page: page.page,
        pageSize: page.pageSize,
        statistics: run ? { computedAt: run.computedAt.toISOString(), examsCounted: run.examsCounted } : null,
      };
    },

    get,

    async create(input: CreateInput, actor: Actor): Promise<AdminQuestion> {
      const content = contentFrom(input);
      const problems = ruleProblems(content);
      if (problems.length) throw invalid(problems);
      const slug = questionSlug(content.question);
      const row = await questions.inTransaction(async (queries, tx) => {
        const row = await queries.insert({ ...content, slug }, actor, 'CREATE', clock());
        if (row) {
          await audit.record(tx, actor, {
            action: 'QUESTION_CREATED',
            summary: `Creó la pregunta #${row.id} (${content.topic}, ${QUESTION_STATUS_LABELS[content.status]})`,
            target: { type: 'question', id: row.id },
            after: content,
          });
        }
        return row;
      });
      if (!row) {
        const [existing] = (await questions.idsBySlug([slug])).values();
        throw new AppError('CONFLICT', `Ya existe una pregunta con el mismo enunciado (#${existing}).`);
      }
      await announceChange();
      return get(row.id);
    },

    /**
     * The status alone or any fields, checked as a whole once merged with the stored question.
     * Nothing changes (and no revision is added) when the values are those stored.
     */
    async update(
      id: number,
      patch: z.output<typeof updateQuestionRequestSchema>,
      actor: Actor,
    ): Promise<{ question: AdminQuestion; message: string }> {
      const result = await questions.inTransaction(async (queries, tx) => {
        const current = await queries.lockById(id);
        if (!current) throw new AppError('NOT_FOUND', 'No se encontró la pregunta');
        if (patch.revision !== undefined && patch.revision !== current.revision) {
          throw new AppError(
            'CONFLICT',
            'Otra persona cambió esta pregunta mientras la editabas. Recarga la página para ver su versión actual.',
          );
        }
        const before = contentOf(current);
        const next: QuestionContent = { ...before };
        for (const field of CONTENT_FIELDS) {
          if (patch[field] !== undefined) Object.assign(next, { [field]: patch[field] });
        }
        const changes = Object.fromEntries(
          CONTENT_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(next[field])).map(
            (field) => [field, { before: before[field], after: next[field] }],
          ),
        );
        if (Object.keys(changes).length === 0) return { row: current, changes };
        const problems = ruleProblems(next);
        if (problems.length) throw invalid(problems);
        const slug = questionSlug(next.question);
        if (slug !== current.slug && (await queries.slugTaken(slug, id))) {
          throw new AppError('CONFLICT', 'Ya existe otra pregunta con el mismo enunciado.');
        }
        const row = await queries.update(current, { ...next, slug }, changes, actor, clock());
        const fields = CONTENT_FIELDS.filter((field) => field in changes);
        await audit.record(tx, actor, {
          ...(fields.length === 1 && fields[0] === 'status'
            ? {
                action: 'QUESTION_STATUS_CHANGED',
                summary: `Cambió el estado de la pregunta #${id}: ${QUESTION_STATUS_LABELS[before.status]} → ${QUESTION_STATUS_LABELS[next.status]}`,
              }
            : {
                action: 'QUESTION_UPDATED',
                summary: `Editó la pregunta #${id} (${fields.join(', ')})`,
              }),
          target: { type: 'question', id },
          before: Object.fromEntries(fields.map((field) => [field, before[field]])),
          after: Object.fromEntries(fields.map((field) => [field, next[field]])),
        });
        return { row, changes };
      });
      const fields = Object.keys(result.changes);
      if (fields.length > 0) await announceChange();
      const message =
        fields.length === 0
          ? 'No había cambios que guardar'
          : fields.length === 1 && fields[0] === 'status'
            ? QUESTION_STATUS_CONFIRMATIONS[result.row.status]
            : 'Pregunta actualizada';
      return { question: await get(result.row.id), message };
    },

    async similar(text: string, excludeId?: number): Promise<SimilarQuestion[]> {
      return (await questions.similar(text, { excludeId })).map(toSimilar);
    },

    async versions(id: number): Promise<QuestionVersion[]> {
      if (!(await questions.exists(id))) throw new AppError('NOT_FOUND', 'No se encontró la pregunta');
      return (await questions.versions(id)).map(toVersion);
    },

    async previewImport(body: ImportRequest): Promise<ImportPreviewResponse> {
      const { checked, errors } = await checkImport(body, { nearDuplicates: true });
      return { valid: errors.length === 0, errors, questions: checked.map((item) => item.preview) };
    },

    /** All the questions of the text, or none: a single error refuses the whole text. */
    async commitImport(body: ImportRequest, actor: Actor): Promise<number> {
      const { checked, errors } = await checkImport(body, { nearDuplicates: false });
      if (errors.length > 0) {
        const shown = errors.slice(0, 10).map((error) => `línea ${error.line}: ${error.message}`);
        const more = errors.length > shown.length ? ` (y ${errors.length - shown.length} más)` : '';
        throw new AppError(
          'VALIDATION_ERROR',
          `El archivo tiene ${errors.length === 1 ? '1 error' : `${errors.length} errores`} y no se importó ninguna pregunta. ${shown.join(' ')}${more}`,
        );
      }
      const now = clock();
      const created = await questions.inTransaction(async (queries, tx) => {
        const ids: number[] = [];
        for (const { content } of checked) {
          // Checked above: a stem taken meanwhile by another administrator undoes the whole import.
          const row = await queries.insert(content!, actor, 'IMPORT', now);
          if (!row) {
            throw new AppError(
              'CONFLICT',
              'Otra pregunta con el mismo enunciado se agregó mientras tanto. Vuelve a revisar el archivo.',
            );
          }
          ids.push(row.id);
        }
        await audit.record(tx, actor, {
          action: 'QUESTIONS_IMPORTED',
          summary: `Importó ${ids.length === 1 ? '1 pregunta' : `${ids.length} preguntas`} (${body.format === 'AIKEN' ? 'Aiken' : 'JSON'}, ${QUESTION_STATUS_LABELS[body.status]})`,
          target: { type: 'question', id: ids.join(',') },
          after: { format: body.format, status: body.status, level: body.level, questionIds: ids },
        });
        return checked.length;
      });
      await announceChange();
      return created;
    },

    /** The bank's size wherever the site states it: its ACTIVE questions. */
    async activeCount(): Promise<number> {
      return (await questions.levelCounts()).reduce((sum, row) => sum + row.count, 0);
    },

    /** How the ACTIVE bank spreads over the levels, competency by competency. */
    async levels(): Promise<QuestionLevelsResponse> {
      const counts = await questions.levelCounts();
      return {
        competencies: COMPETENCIES.map((category) => {
          const levels = Object.fromEntries(
            QUESTION_LEVELS.map((level) => [
              level,
              counts.find((row) => row.category === category && row.level === level)?.count ?? 0,
            ]),
          ) as Record<QuestionLevel, number>;
          return { category, levels, total: QUESTION_LEVELS.reduce((sum, level) => sum + levels[level], 0) };
        }),
      };
    },

    /** The filtered bank as a file: Aiken (stems, alternatives, keys) or JSON (every field). */
    async export(
      query: QuestionFilter & Pick<ExportQuestionsQuery, 'format'>,
    ): Promise<{ name: string; type: string; body: string }> {
      const rows = await questions.exportRows(query, clock());
      const name = `banco-preguntas-${limaDay(clock())}`;
      if (query.format === 'aiken') {
        return { name: `${name}.txt`, type: 'text/plain; charset=utf-8', body: writeAiken(rows) };
      }
      const byTopic = new Map<string, QuestionRow[]>();
      for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
      const files = [...byTopic].map(([topic, list]) => ({
        topic,
        questions: list.map((row) => ({
          question: row.question,
          alternatives: row.alternatives,
          correctAlternative: row.correctAlternative,
          ...(row.explanation ? { explanation: row.explanation } : {}),
          sources: row.sources,
          level: row.level,
        })),
      }));
      return {
        name: `${name}.json`,
        type: 'application/json; charset=utf-8',
        body: `${JSON.stringify(files, null, 2)}\n`,
      };
    },

    /**
     * Computes the item statistics of every question again, from every finished exam. One
     * computation at a time across every instance: a request that had to wait for another answers
     * that one's result rather than computing the same again.
     */
    computeStatistics(actor: Actor): Promise<StatisticsResult> {
      // A request while this instance computes joins that computation; other instances wait for
      // their turn in the database.
      computingStatistics ??= questions
        .statisticsInTurn(async (queries, finishedMeanwhile, tx): Promise<StatisticsResult> => {
          if (finishedMeanwhile) {
            return {
              computedAt: finishedMeanwhile.computedAt.toISOString(),
              examsCounted: finishedMeanwhile.examsCounted,
              questionsFlagged: await queries.flaggedQuestions(),
            };
          }
          const computedAt = clock();
          const items = await queries.analyseItems(ITEM_MIN_PRESENTED);
          const examsCounted = await queries.finishedExams();
          const rows = items.map((item) => {
            const facility = item.presented > 0 ? item.correct / item.presented : null;
            const statistics = {
              presented: item.presented,
              choices: item.choices,
              facility,
              discrimination: item.discrimination,
            };
            return {
              questionId: item.questionId,
              presented: item.presented,
              answered: item.answered,
              correct: item.correct,
              choices: item.choices,
              facility,
              discrimination: item.discrimination,
              flags: itemFlags(statistics, item.correctAlternative),
            };
          });
          const questionsFlagged = rows.filter((row) => row.flags.length > 0).length;
          await queries.storeStatistics(rows, { computedAt, examsCounted });
          await audit.record(tx, actor, {
            action: 'QUESTION_STATISTICS_COMPUTED',
            summary: `Recalculó las estadísticas de las preguntas (${examsCounted} exámenes, ${questionsFlagged} preguntas señaladas)`,
            after: { examsCounted, questionsFlagged },
          });
          return { computedAt: computedAt.toISOString(), examsCounted, questionsFlagged };
        })
        .finally(() => {
          computingStatistics = null;
        });
      return computingStatistics;
    },
  };
}

export type QuestionBankService = ReturnType<typeof createQuestionBankService>;
