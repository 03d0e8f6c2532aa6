import type { CreateQuestionReportRequest, QuestionReport, QuestionReportsResponse } from '@oece/contracts';
import { REPORTS_PAGE_SIZE } from '@oece/contracts';
import type { Competency } from '@oece/domain';
import { AppError } from '../../shared/errors';
import type { Actor, Authenticated } from '../../shared/caller';
import type { AuditService } from '../audit/audit.service';
import type { QuestionBankService } from '../question-bank/question-bank.service';
import type { RateLimitsService } from '../rate-limits/rate-limits.service';
import type { QuestionReportsRepository, ReportRow, ReportState } from './question-reports.repository';

/**
 * Reports a member or a connection may send in a window: enough for a candidate going through a
 * whole exam's review, too few to flood the administrators' inbox.
 */
export const REPORTS_PER_WINDOW = 10;
export const REPORT_WINDOW_MS = 3_600_000;

function toReport(row: ReportRow): QuestionReport {
  return {
    id: row.id,
    question: { ...row.question, category: row.question.category as Competency },
    context: row.context,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    reporter: row.reporter,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
  };
}

export function createQuestionReportsService(deps: {
  reports: QuestionReportsRepository;
  audit: Pick<AuditService, 'record'>;
  questions: Pick<QuestionBankService, 'exists'>;
  rateLimits: Pick<RateLimitsService, 'limit'>;
  clock: () => Date;
}) {
  const { reports, audit, questions, rateLimits, clock } = deps;

  async function get(id: number): Promise<QuestionReport> {
    const row = await reports.find(id);
    if (!row) throw new AppError('NOT_FOUND', 'No se encontró el reporte');
    return toReport(row);
  }

  return {
    /** Counted per account, or per address for visitors, before anything is written. */
    async create(
      questionId: number,
      input: CreateQuestionReportRequest,
      reporter: { auth: Authenticated | null; ip: string },
    ): Promise<void> {
      const who = reporter.auth ? `user:${reporter.auth.user.id}` : `ip:${reporter.ip}`;
      await rateLimits.limit(`question-report:${who}`, {
        max: REPORTS_PER_WINDOW,
        windowMs: REPORT_WINDOW_MS,
        message: 'Enviaste muchos reportes en poco tiempo. Vuelve a intentarlo en una hora.',
      });
      if (!(await questions.exists(questionId)))
        throw new AppError('NOT_FOUND', 'No se encontró la pregunta');
      await reports.insert({
        questionId,
        userId: reporter.auth?.user.id ?? null,
        context: input.context,
        message: input.message,
        createdAt: clock(),
      });
    },

    async list(state: ReportState, page: number): Promise<QuestionReportsResponse> {
      const { rows, total, open } = await reports.list(state, {
        offset: (page - 1) * REPORTS_PAGE_SIZE,
        limit: REPORTS_PAGE_SIZE,
      });
      return { reports: rows.map(toReport), total, open, page, pageSize: REPORTS_PAGE_SIZE };
    },

    async setResolved(actor: Actor, id: number, resolved: boolean): Promise<QuestionReport> {
      await reports.inTransaction(async (queries, tx) => {
        const before = await queries.find(id);
        if (!before) throw new AppError('NOT_FOUND', 'No se encontró el reporte');
        await queries.setResolved(id, resolved ? { by: actor.id, at: clock() } : null);
        await audit.record(tx, actor, {
          action: 'QUESTION_REPORT_UPDATED',
          summary: `${resolved ? 'Marcó como resuelto' : 'Abrió de nuevo'} el reporte #${id} de la pregunta #${before.question.id}`,
          target: { type: 'question-report', id },
          before: { resolved: before.resolvedAt !== null },
          after: { resolved },
        });
      });
      return get(id);
    },
  };
}

export type QuestionReportsService = ReturnType<typeof createQuestionReportsService>;
