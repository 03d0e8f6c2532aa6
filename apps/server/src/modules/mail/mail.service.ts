import { MAIL_LIST_LIMIT, type MailMessage } from '@oece/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, lt, or, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/text-search';
import { mailOutbox } from '../../db/schema/payments';
import { MASKED_PASSWORD, PASSWORD_PLACEHOLDER, type MessageDraft } from './mail-messages';

type OutboxRow = typeof mailOutbox.$inferSelect;
type MailKind = OutboxRow['kind'];

/** A sender gives up on a message it claimed after this long: another process may try it then. */
const CLAIM_MS = 2 * 60_000;
/** Tries per message before it stays FAILED for the administrator. */
const MAX_ATTEMPTS = 5;

export interface MailTransport {
  send(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<void>;
}

/** nodemailer over SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

const withPassword = (body: string, password: string | null) =>
  body.replaceAll(PASSWORD_PLACEHOLDER, password ?? MASKED_PASSWORD);

function toMailMessage(row: OutboxRow): MailMessage {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    // Once sent, the password is gone from the database: the body shows it masked.
    text: withPassword(row.textBody, row.password),
    error: row.error,
    sentAt: row.sentAt?.toISOString() ?? null,
    userId: row.userId,
    orderId: row.orderId,
  };
}

/**
 * The outbox. A message is written in the transaction of what it tells (`queue`), and sent after
 * that commits (`deliver`); with no mail server it stays UNSENT, and administrators read it.
 */
export function createMailService(deps: {
  db: Db;
  transport: MailTransport | null;
  /** The sender, as MAIL_FROM gives it: '"Simulador OECE" <no-reply@…>'. */
  from: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, transport, from, clock, log } = deps;

  async function deliver(id: number): Promise<void> {
    if (!transport) return;
    const now = clock();
    const [row] = await db
      .update(mailOutbox)
      .set({
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        and(
          eq(mailOutbox.id, id),
          inArray(mailOutbox.status, ['PENDING', 'FAILED']),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
        ),
      )
      .returning();
    if (!row) return;
    try {
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: withPassword(row.textBody, row.password),
        html: withPassword(row.htmlBody, row.password),
      });
      await db
        .update(mailOutbox)
        .set({ status: 'SENT', sentAt: clock(), password: null, error: null, claimedUntil: null })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: id, attempt: row.attempts }, 'No se pudo enviar un correo');
      await db
        .update(mailOutbox)
        .set({ status: 'FAILED', error: message.slice(0, 500), claimedUntil: null })
        .where(eq(mailOutbox.id, id));
    }
  }

  return {
    /** Writes a message inside the caller's transaction; send it with `deliver` after the commit. */
    async queue(
      tx: Db,
      message: {
        to: string;
        kind: MailKind;
        draft: MessageDraft;
        password?: string;
        userId?: number | null;
        orderId?: string | null;
      },
    ): Promise<number> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.draft.subject,
          kind: message.kind,
          status: transport ? 'PENDING' : 'UNSENT',
          textBody: message.draft.text,
          htmlBody: message.draft.html,
          password: message.password ?? null,
          userId: message.userId ?? null,
          orderId: message.orderId ?? null,
          createdAt: clock(),
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },

    deliver,

    /** Sends what a crash or a failing mail server left behind, a few tries each. */
    async retry(): Promise<void> {
      if (!transport) return;
      const since = new Date(clock().getTime() - 2 * 86_400_000);
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.status, ['PENDING', 'FAILED']),
            lt(mailOutbox.attempts, MAX_ATTEMPTS),
            gt(mailOutbox.createdAt, since),
          ),
        )
        .limit(50);
      for (const row of rows) await deliver(row.id);
    },

    async get(id: number): Promise<MailMessage> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return toMailMessage(row!);
    },

    async list(to?: string): Promise<{ messages: MailMessage[]; total: number }> {
      const where = to ? ilike(mailOutbox.toAddress, containsPattern(to)) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(MAIL_LIST_LIMIT),
        db.select({ total: count() }).from(mailOutbox).where(where),
      ]);
      return { messages: rows.map(toMailMessage), total: counted?.total ?? rows.length };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
