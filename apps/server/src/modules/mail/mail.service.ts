import type { AccessMailStatus, MailMessage } from '@oece/contracts';
import type { MembershipLevel } from '@oece/domain';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Transaction } from '../../db/client';
import {
  credentialsResentMessage,
  MASKED_TOKEN,
  membershipExtendedMessage,
  newAccountMessage,
  passwordResetMessage,
  scheduleConfirmationMessage,
  scheduleNoticeMessage,
  staffInvitationMessage,
  TOKEN_PLACEHOLDER,
  type NoticeSitting,
  type Site,
} from './mail-messages';
import type { MailRepository, OutboxRow } from './mail.repository';

export type { NoticeSitting };

/** A sender gives up on a message it claimed after this long: another process may try it then. */
const CLAIM_MS = 2 * 60_000;
/** Tries per message before it stays FAILED for the administrator. */
const MAX_ATTEMPTS = 5;
/** A message not sent within this long is given up (the retries look no further back). */
const RETRY_WINDOW_MS = 2 * 86_400_000;

export interface MailTransport {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
  }): Promise<void>;
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

interface Purchase {
  username: string;
  level: MembershipLevel;
  /** As the buyer paid it: 'S/ 49.90'. */
  amount: string;
  expiration: Date;
}

/**
 * What an e-mail tells: the mail module writes its words. `token` is that of a link to set a
 * password (a first one for CREDENTIALS, CREDENTIALS_RESENT and STAFF_INVITATION, a forgotten one for
 * PASSWORD_RESET), or that of a schedule e-mail's links (confirm the subscription, end it).
 */
export type Letter =
  | ({ kind: 'CREDENTIALS'; token: string } & Purchase)
  | ({ kind: 'MEMBERSHIP_EXTENDED' } & Purchase)
  | { kind: 'CREDENTIALS_RESENT' | 'PASSWORD_RESET'; username: string; token: string }
  | { kind: 'STAFF_INVITATION'; username: string; invitedBy: string; token: string }
  | { kind: 'SCHEDULE_CONFIRMATION'; region: { name: string; value: string }; token: string }
  | {
      kind: 'SCHEDULE_NOTICE';
      region: { name: string; value: string };
      sittings: NoticeSitting[];
      token: string;
    };

const withToken = (body: string, token: string | null) =>
  body.replaceAll(TOKEN_PLACEHOLDER, token ?? MASKED_TOKEN);

function draft(site: Site, letter: Letter) {
  switch (letter.kind) {
    case 'CREDENTIALS':
      return newAccountMessage(site, letter);
    case 'MEMBERSHIP_EXTENDED':
      return membershipExtendedMessage(site, letter);
    case 'CREDENTIALS_RESENT':
      return credentialsResentMessage(site, letter);
    case 'PASSWORD_RESET':
      return passwordResetMessage(site, letter);
    case 'STAFF_INVITATION':
      return staffInvitationMessage(site, letter);
    case 'SCHEDULE_CONFIRMATION':
      return scheduleConfirmationMessage(site, letter);
    case 'SCHEDULE_NOTICE':
      return scheduleNoticeMessage(site, letter);
  }
}

function toMailMessage(row: OutboxRow): MailMessage {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    // A live token is never shown, not even while the message waits to be sent.
    text: withToken(row.textBody, null),
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
  outbox: MailRepository;
  transport: MailTransport | null;
  /** The sender, as MAIL_FROM gives it: '"Simulador OECE" <no-reply@…>'. */
  from: string;
  supportEmail: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { outbox, transport, from, supportEmail, clock, log } = deps;

  async function deliver(id: number): Promise<void> {
    if (!transport) return;
    const row = await outbox.claim(id, clock(), CLAIM_MS);
    if (!row) return;
    try {
      await transport.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: withToken(row.textBody, row.token),
        html: withToken(row.htmlBody, row.token),
        ...(row.unsubscribeUrl && {
          headers: {
            'List-Unsubscribe': `<${withToken(row.unsubscribeUrl, row.token)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }),
      });
      await outbox.markSent(id, clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: id, attempt: row.attempts }, 'No se pudo enviar un correo');
      // The last try gives the message up: its token goes with it.
      await outbox.markFailed(id, message.slice(0, 500), row.attempts >= MAX_ATTEMPTS);
    }
  }

  return {
    /**
     * Writes the e-mail that tells `letter` to `to`, inside the caller's transaction; send it with
     * `deliver` after the commit.
     */
    async queue(
      tx: Transaction,
      message: {
        to: string;
        site: { brandName: string; origin: string };
        letter: Letter;
        userId?: number | null;
        orderId?: string | null;
      },
    ): Promise<number> {
      const { subject, text, html, unsubscribeUrl } = draft(
        { ...message.site, supportEmail },
        message.letter,
      );
      return outbox.within(tx).insert({
        toAddress: message.to,
        subject,
        kind: message.letter.kind,
        status: transport ? 'PENDING' : 'UNSENT',
        textBody: text,
        htmlBody: html,
        unsubscribeUrl: unsubscribeUrl ?? null,
        // Without a mail server the message is only a record: the token is never stored.
        token: transport && 'token' in message.letter ? message.letter.token : null,
        userId: message.userId ?? null,
        orderId: message.orderId ?? null,
        createdAt: clock(),
      });
    },

    deliver,

    /** Whether e-mail leaves at all (a mail server is configured); without one the outbox is a record. */
    sends: transport !== null,

    /**
     * Sends what a crash or a failing mail server left behind, a few tries each; a message older
     * than the retry window is given up, and its token erased.
     */
    async retry(signal?: AbortSignal): Promise<void> {
      if (!transport) return;
      const since = new Date(clock().getTime() - RETRY_WINDOW_MS);
      await outbox.forgetTokensBefore(since);
      for (const id of await outbox.unsent(since, MAX_ATTEMPTS, 50)) {
        // A stopping server sends no more: the rest wait for the next run.
        if (signal?.aborted) return;
        await deliver(id);
      }
    },

    /**
     * Whether the e-mail of an order reached the mail server: SENT, PENDING while it is being sent,
     * NOT_SENT without a mail server or when sending failed (retries go on); null when none was written.
     */
    async statusForOrder(orderId: string): Promise<AccessMailStatus | null> {
      const statuses = await outbox.statusesForOrder(orderId);
      if (!statuses.length) return null;
      if (statuses.includes('SENT')) return 'SENT';
      return statuses.includes('PENDING') ? 'PENDING' : 'NOT_SENT';
    },

    /** How many messages wait for the mail server (the queue /metrics reports). */
    pendingCount: () => outbox.countPending(),

    async get(id: number): Promise<MailMessage> {
      return toMailMessage((await outbox.find(id))!);
    },

    async list(to?: string): Promise<{ messages: MailMessage[]; total: number }> {
      const { rows, total } = await outbox.list(to);
      return { messages: rows.map(toMailMessage), total };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
