import {
  SCHEDULE_NOTICE_LINK_INVALID,
  type ScheduleRegion,
  type ScheduleSubscriptionConfirmed,
  type ScheduleSubscriptionSummary,
  type ScheduleVenue,
} from '@oece/contracts';
import { limaDay, SCHEDULE_NOTICE_PENDING_DAYS } from '@oece/domain';
import type { Transaction } from '../../db/client';
import { AppError } from '../../shared/errors';
import { hashToken, newToken } from '../../shared/tokens';
import type { MailService, NoticeSitting } from '../mail/mail.service';
import type { RateLimitsService } from '../rate-limits/rate-limits.service';
import { SCHEDULE_REGIONS } from './official-source';
import type { ScheduleNoticesRepository, ScheduleSubscriptionRow } from './schedule-notices.repository';

const PENDING_MS = SCHEDULE_NOTICE_PENDING_DAYS * 86_400_000;

/**
 * Asking: per connection (a classroom shares one), and per address, so that nobody can flood an
 * inbox with confirmation e-mails (a confirmed address asking again gets none, but counts).
 */
const SUBSCRIBE_LIMITS = {
  perAddress: {
    max: 3,
    windowMs: 86_400_000,
    message:
      'Ya enviamos varios correos de confirmación a esa dirección hoy. Revisa tu bandeja de entrada y la carpeta de spam, o vuelve a intentarlo mañana.',
  },
  perConnection: {
    max: 10,
    windowMs: 3_600_000,
    message: 'Pediste demasiados avisos desde esta conexión. Espera una hora antes de volver a intentarlo.',
  },
};

/** Uses of links from one address in an hour: a classroom's, not a script's. */
const LINK_LIMIT = {
  max: 30,
  windowMs: 3_600_000,
  message: 'Demasiados intentos con enlaces de avisos. Espera una hora antes de volver a intentarlo.',
};

/** What the site's e-mails are signed with and link to: the configured address, never a request's. */
export interface NoticeSite {
  brandName: string;
  origin: string;
}

/** A sitting's identity across imports: its venue, day and time (its vacancies change). */
const sittingKey = (venue: string, sitting: { examDate: string; examTime: string }) =>
  `${venue}|${sitting.examDate}|${sitting.examTime}`;

/**
 * The sittings of each department one can still register for (exam day and deadline not past),
 * by their key, earliest first.
 */
function openSittings(
  venuesByRegion: Record<string, ScheduleVenue[]>,
  today: string,
): Map<string, Map<string, NoticeSitting>> {
  const open = new Map<string, Map<string, NoticeSitting>>();
  for (const [region, venues] of Object.entries(venuesByRegion)) {
    const sittings = venues
      .flatMap((venue) => venue.examSchedules.map((sitting) => ({ venue: venue.name, sitting })))
      .filter(({ sitting }) => sitting.examDate >= today && sitting.lastRegistrationDate >= today)
      .sort((a, b) =>
        `${a.sitting.examDate} ${a.sitting.examTime}`.localeCompare(
          `${b.sitting.examDate} ${b.sitting.examTime}`,
        ),
      );
    if (sittings.length) {
      open.set(region, new Map(sittings.map((told) => [sittingKey(told.venue, told.sitting), told])));
    }
  }
  return open;
}

function regionNamed(value: string): ScheduleRegion {
  const region = SCHEDULE_REGIONS.find((candidate) => candidate.value === value);
  // Subscriptions name only known departments: they were checked when asked for.
  return region ?? { name: value, value };
}

/**
 * '¿Te avisamos?' (decision record 0034): double opt-in subscriptions to a department's new sittings.
 * An address gets nothing but its confirmation e-mail until it confirms; every e-mail carries a link
 * that ends the subscription, and the import that publishes new sittings tells each confirmed
 * subscriber of each once.
 */
export function createScheduleNoticesService(deps: {
  notices: ScheduleNoticesRepository;
  mail: Pick<MailService, 'queue' | 'deliver'>;
  rateLimits: Pick<RateLimitsService, 'limit'>;
  /** Null when no e-mail can leave (no mail server): nobody is offered notices then. */
  site: NoticeSite | null;
  clock: () => Date;
  /** Work the caller does not wait for: the e-mails leave after the answer. */
  later: (name: string, work: () => Promise<void>) => void;
}) {
  const { notices, mail, rateLimits, site, clock, later } = deps;
  const pendingSince = () => new Date(clock().getTime() - PENDING_MS);

  /** Sends the queued e-mails one after the other; the outbox's retries catch what fails. */
  function send(mailIds: number[]): void {
    if (!mailIds.length) return;
    later('avisos del cronograma', async () => {
      for (const id of mailIds) await mail.deliver(id);
    });
  }

  /** A new link (its hash stored) for one e-mail to the subscription, in the caller's transaction. */
  async function issueToken(
    queries: Pick<ScheduleNoticesRepository, 'insertToken'>,
    subscription: ScheduleSubscriptionRow,
    now: Date,
  ): Promise<string> {
    const token = newToken();
    await queries.insertToken(subscription.id, hashToken(token), now);
    return token;
  }

  return {
    /** Whether notices are offered: e-mail leaves. */
    available: site !== null,

    /**
     * Asks for notices of `regionValue` at `email`: a confirmation e-mail, unless the address is
     * confirmed already. The same answer either way; the e-mail leaves after it.
     */
    async subscribe(email: string, regionValue: string, ip: string): Promise<string> {
      const region = SCHEDULE_REGIONS.find((candidate) => candidate.value === regionValue);
      if (!region) throw new AppError('VALIDATION_ERROR', 'Elige un departamento de la lista.');
      if (!site) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Los avisos por correo no están disponibles por ahora. Revisa las fechas en el portal oficial del OECE.',
        );
      }
      await rateLimits.limit(`schedule-notice-connection:${ip}`, SUBSCRIBE_LIMITS.perConnection);
      // The address itself is not kept in the counters: its hash is enough to count it.
      await rateLimits.limit(`schedule-notice-address:${hashToken(email)}`, SUBSCRIBE_LIMITS.perAddress);
      const now = clock();
      const mailId = await notices.inTransaction(async (queries, tx) => {
        const subscription = await queries.request(email, region.value, now);
        if (!subscription) return null;
        const token = await issueToken(queries, subscription, now);
        return mail.queue(tx, { to: email, site, letter: { kind: 'SCHEDULE_CONFIRMATION', region, token } });
      });
      send(mailId === null ? [] : [mailId]);
      return `Te enviamos un correo para confirmar tu aviso de ${region.name}. Abre el enlace que trae; si ya lo habías confirmado antes, no tienes que hacer nada.`;
    },

    /** The link of a confirmation e-mail: the subscription is confirmed (again, harmlessly). */
    async confirm(token: string, ip: string): Promise<ScheduleSubscriptionConfirmed> {
      await rateLimits.limit(`schedule-notice-link:${ip}`, LINK_LIMIT);
      const invalid = () => new AppError('NOT_FOUND', SCHEDULE_NOTICE_LINK_INVALID);
      const found = await notices.findByToken(hashToken(token), pendingSince());
      if (!found) throw invalid();
      const confirmed = await notices.confirm(found.id, clock());
      if (!confirmed) throw invalid();
      const region = regionNamed(confirmed.region);
      return {
        success: true,
        message: `¡Listo! Confirmaste tu aviso: te escribiremos cuando se publiquen fechas del examen en ${region.name}.`,
        region,
      };
    },

    /**
     * Ends the subscription of a link (any of its e-mails'), forgetting the address. A link already
     * used answers the same: whoever clicks twice is not subscribed either way.
     */
    async unsubscribe(token: string, ip: string): Promise<string> {
      await rateLimits.limit(`schedule-notice-link:${ip}`, LINK_LIMIT);
      const region = await notices.deleteByToken(hashToken(token));
      return region
        ? `Listo: ya no te escribiremos sobre el cronograma de ${regionNamed(region).name} y borramos tu correo de los avisos.`
        : 'Este enlace ya no tiene un aviso activo: no te escribiremos con él.';
    },

    /** Confirmed and pending subscriptions per department, for administrators. */
    async summary(): Promise<ScheduleSubscriptionSummary> {
      const counts = await notices.countByRegion(pendingSince());
      return {
        regions: counts
          .map(({ region, confirmed, pending }) => ({ region: regionNamed(region), confirmed, pending }))
          .sort((a, b) => a.region.name.localeCompare(b.region.name, 'es')),
      };
    },

    /** The periodic job: forgets the addresses left unconfirmed past their week. */
    async pruneExpired(): Promise<void> {
      await notices.deleteExpired(pendingSince());
    },

    /**
     * Inside the transaction of an import that became the published schedule: queues, for each
     * confirmed subscriber, one e-mail with the sittings of their department they were not told of
     * yet (only those one can still register for). Answers a function that sends them, to call after
     * the commit.
     */
    async announce(tx: Transaction, venuesByRegion: Record<string, ScheduleVenue[]>): Promise<() => void> {
      const now = clock();
      const today = limaDay(now);
      const queries = notices.within(tx);
      await queries.deleteNoticesBefore(today);
      if (!site) return () => {};
      const open = openSittings(venuesByRegion, today);
      const subscribers = await queries.confirmedIn([...open.keys()]);
      const recorded = await queries.recordNotices(
        subscribers.flatMap((subscriber) =>
          [...open.get(subscriber.region)!].map(([sitting, told]) => ({
            subscriptionId: subscriber.id,
            sitting,
            examDate: told.sitting.examDate,
          })),
        ),
        now,
      );
      const newToSubscriber = new Set(recorded.map((row) => `${row.subscriptionId} ${row.sitting}`));
      const mailIds: number[] = [];
      for (const subscriber of subscribers) {
        // In the department's order: earliest first.
        const sittings = [...open.get(subscriber.region)!]
          .filter(([sitting]) => newToSubscriber.has(`${subscriber.id} ${sitting}`))
          .map(([, told]) => told);
        if (!sittings.length) continue;
        const token = await issueToken(queries, subscriber, now);
        mailIds.push(
          await mail.queue(tx, {
            to: subscriber.email,
            site,
            letter: { kind: 'SCHEDULE_NOTICE', region: regionNamed(subscriber.region), sittings, token },
          }),
        );
      }
      return () => send(mailIds);
    },
  };
}

export type ScheduleNoticesService = ReturnType<typeof createScheduleNoticesService>;
