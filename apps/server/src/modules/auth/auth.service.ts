import type {
  AdminLoginResponse,
  EnrolmentLoginResponse,
  LoginResponse,
  TwoFactorSetup,
} from '@oece/contracts';
import type { Account, Actor, Authenticated } from '../../shared/caller';
import type { Config } from '../../shared/config';
import { AppError } from '../../shared/errors';
import { hashPassword, verifyPassword } from '../../shared/password';
import type { AuthRepository } from './auth.repository';
import { hashToken, newToken } from '../../shared/tokens';
import { TICKET_GONE, type TwoFactorService } from './two-factor.service';

// Login limits (decision 0010): attempts that have not succeeded yet count, in a 15-minute window,
// per username from one address, per username from every address, and per address. The wrong codes
// of an account's second step are counted apart, under a tighter limit (decision 0026).
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Guessing one account from one address; a stranger's guesses lock only the stranger's address. */
export const MAX_FAILURES_PER_USERNAME_AND_IP = 10;
/** Guessing one account from many addresses. */
export const MAX_FAILURES_PER_USERNAME = 50;
/** Guessing many accounts from one address; a classroom's typos are cleared as each person gets in. */
export const MAX_FAILURES_PER_IP = 100;
/**
 * Wrong codes of one account from every address: a code is one of a million, and three are good at
 * any moment, so a thief who has the password gets about 480 guesses a day (odds of 1 in 700).
 */
export const MAX_CODE_FAILURES_PER_ACCOUNT = 5;
/** The key an account's code attempts are counted under, apart from its password's. */
const codeAttempts = (username: string) => `código:${username}`;
/** A session's last request is written at most this often: not a write on every request. */
const SEEN_EVERY_MS = 60_000;
/**
 * Open sessions an administrator keeps: a desk, a laptop and a phone (decision 0029). A member keeps
 * one: a login elsewhere ends the other (an account is one candidate's).
 */
export const ADMIN_SESSIONS = 3;

const DEACTIVATED = 'Tu cuenta de administrador está desactivada. Pide a otro administrador que la reactive.';

/**
 * Expired sessions are kept this long (a returning visitor's old token is still told apart from an
 * unknown one), then deleted by the periodic job: the table holds about a month of logins.
 */
export const EXPIRED_SESSIONS_KEPT_MS = 30 * 24 * 3_600_000;

const WRONG_CODE =
  'El código no es correcto. Revisa la hora de tu teléfono y escribe el código que muestra ahora.';

export function createAuthService(deps: {
  auth: AuthRepository;
  twoFactor: TwoFactorService;
  config: Pick<Config, 'sessionTtlHours' | 'sessionIdleDays'>;
  clock: () => Date;
}) {
  const { auth, twoFactor, config, clock } = deps;
  const ttlMs = config.sessionTtlHours * 3_600_000;
  const idleMs = config.sessionIdleDays * 24 * 3_600_000;
  // An unknown username is checked against this hash, so it takes as long as a wrong password.
  const unknownUserHash = hashPassword(newToken());

  async function issue(account: Account, now: Date): Promise<LoginResponse> {
    const token = newToken();
    const expires = new Date(now.getTime() + ttlMs);
    await auth.createSession({
      userId: account.id,
      tokenHash: hashToken(token),
      expiresAt: expires,
      createdAt: now,
      lastSeenAt: now,
    });
    await auth.endSessionsBeyond(account.id, account.roles.includes('ADMIN') ? ADMIN_SESSIONS : 1, now);
    return { token, expires: expires.getTime() };
  }

  /**
   * Writes the attempt before anything is checked, then refuses it past a limit. The id is the
   * attempt's row: it stays a failure unless `forgetAttempt` or a full login clears it.
   */
  async function admit(
    username: string,
    ip: string,
    now: Date,
    maxPerUsername = MAX_FAILURES_PER_USERNAME,
  ): Promise<number> {
    const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const attempt = await auth.recordAttempt(username, ip, now, windowStart);
    // The count includes this attempt and any running in parallel.
    const failures = await auth.countFailures(username, ip, windowStart);
    if (
      failures.pair > MAX_FAILURES_PER_USERNAME_AND_IP ||
      failures.byUser > maxPerUsername ||
      failures.byIp > MAX_FAILURES_PER_IP
    ) {
      // A refused attempt checked nothing: it neither stays nor prolongs the wait. The ones that
      // were checked stay, so no more than the limit are ever checked in a window.
      await auth.forgetAttempt(attempt);
      throw new AppError(
        'RATE_LIMITED',
        'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.',
      );
    }
    return attempt;
  }

  /** A code attempt of the account, under the codes' own limit; a right code forgets it. */
  const admitCode = (account: Pick<Account, 'username'>, ip: string) =>
    admit(codeAttempts(account.username), ip, clock(), MAX_CODE_FAILURES_PER_ACCOUNT);

  /**
   * The second step of a login: the ticket's account, its code checked by `check` (null: wrong)
   * under the login limits, and the ticket spent.
   */
  async function secondStep<T>(
    input: { ticket: string; ip: string },
    purpose: 'CODE' | 'ENROL',
    check: (account: Account) => Promise<T | null>,
  ): Promise<{ account: Account; checked: T }> {
    const ticket = await twoFactor.ticket(input.ticket, purpose);
    const account = await auth.findAccount(ticket.userId);
    if (!account) throw new AppError('UNAUTHORIZED', 'Inicia sesión nuevamente.');
    const attempt = await admitCode(account, input.ip);
    const checked = await check(account);
    if (checked === null) throw new AppError('INVALID_CODE', WRONG_CODE);
    await auth.forgetAttempt(attempt);
    // A ticket is good for one session: a second request with it arrives too late.
    if (!(await twoFactor.endTicket(ticket.id))) {
      throw new AppError('UNAUTHORIZED', TICKET_GONE);
    }
    return { account, checked };
  }

  /**
   * The account behind a username and a right password, under the login limits; the attempt stays
   * a failure until the login succeeds. Username and password are already lowercased and trimmed
   * by the request schema.
   */
  async function checkPassword(
    input: { username: string; password: string; ip: string },
    adminOnly: boolean,
  ): Promise<{ user: Account; attempt: number; now: Date }> {
    const now = clock();
    const attempt = await admit(input.username, input.ip, now);
    const user = await auth.findLogin(input.username);
    const passwordRight = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), input.password);
    if (!user) throw new AppError('USER_NOT_FOUND', 'Usuario no encontrado');
    if (!passwordRight) {
      throw new AppError('INVALID_PASSWORD', 'Contraseña incorrecta');
    }
    if (user.deactivatedAt) {
      // The password was right: the attempt is no failure.
      await auth.forgetAttempt(attempt);
      throw new AppError('FORBIDDEN', DEACTIVATED);
    }
    if (adminOnly && !user.roles.includes('ADMIN')) {
      // The password was right: the attempt is no failure.
      await auth.forgetAttempt(attempt);
      throw new AppError('FORBIDDEN', 'Esta cuenta no tiene acceso de administrador.');
    }
    return { user, attempt, now };
  }

  /** A success clears the username's failures from this address, this attempt's row among them. */
  async function succeed(user: Account, ip: string, now: Date): Promise<LoginResponse> {
    await auth.clearFailures(user.username, ip);
    return issue(user, now);
  }

  return {
    /** The periodic job: deletes the sessions that expired over EXPIRED_SESSIONS_KEPT_MS ago. */
    async pruneSessions(): Promise<void> {
      await auth.deleteSessionsExpiredBefore(new Date(clock().getTime() - EXPIRED_SESSIONS_KEPT_MS));
    },

    /**
     * The current password of a member who changes it, counted against the login limits like a
     * login (decision 0010): their account, or the login's refusal.
     */
    async checkPassword(input: { username: string; password: string; ip: string }): Promise<Account> {
      const { user } = await checkPassword(input, false);
      await auth.clearFailures(user.username, input.ip);
      return user;
    },

    /** A member's login; an account with a second factor takes the administrators' login instead. */
    async login(input: { username: string; password: string; ip: string }): Promise<LoginResponse> {
      const { user, attempt, now } = await checkPassword(input, false);
      if (await twoFactor.stepOf(user)) {
        // The password was right, but this is no success: earlier failures stay.
        await auth.forgetAttempt(attempt);
        throw new AppError(
          'FORBIDDEN',
          'Esta cuenta usa verificación en dos pasos: ingresa desde /admin/login.',
        );
      }
      return succeed(user, input.ip, now);
    },

    /** An administrator's login: a session, or the ticket of the second step it still takes. */
    async adminLogin(input: { username: string; password: string; ip: string }): Promise<AdminLoginResponse> {
      const { user, attempt, now } = await checkPassword(input, true);
      const step = await twoFactor.stepOf(user);
      if (!step) return succeed(user, input.ip, now);
      // The password was right, but this is no success yet: earlier failures stay until the code.
      await auth.forgetAttempt(attempt);
      return { secondFactor: step, ticket: await twoFactor.newTicket(user.id, step) };
    },

    /** The second step of an administrator's login: a code of the app or a recovery code. */
    async loginWithCode(input: { ticket: string; code: string; ip: string }): Promise<LoginResponse> {
      const { account } = await secondStep(input, 'CODE', async (account) =>
        (await twoFactor.check(account.id, input.code)) ? account : null,
      );
      return succeed(account, input.ip, clock());
    },

    /** An administrator who must set the app up before the first code: its secret and QR image. */
    async enrolmentSetup(ticket: string): Promise<TwoFactorSetup> {
      const row = await twoFactor.ticket(ticket, 'ENROL');
      const account = await auth.findAccount(row.userId);
      if (!account) throw new AppError('UNAUTHORIZED', 'Inicia sesión nuevamente.');
      return twoFactor.startSetup(account);
    },

    /** The app's first code turns it on and logs in; the recovery codes are shown this once. */
    async confirmEnrolment(input: {
      ticket: string;
      code: string;
      ip: string;
    }): Promise<EnrolmentLoginResponse> {
      const { account, checked } = await secondStep(input, 'ENROL', (account) =>
        twoFactor.confirmSetup({ id: account.id, username: account.username, ip: input.ip }, input.code),
      );
      return { ...(await succeed(account, input.ip, clock())), recoveryCodes: checked };
    },

    /** Turns the caller's app on from a session (Seguridad): the recovery codes to show once. */
    async enableTwoFactor(actor: Actor, code: string): Promise<string[]> {
      const attempt = await admitCode(actor, actor.ip);
      const recoveryCodes = await twoFactor.confirmSetup(actor, code);
      // 400, not 401: on a session's route a 401 would end the session in the browser.
      if (!recoveryCodes) throw new AppError('INVALID_CODE', WRONG_CODE, 400);
      await auth.forgetAttempt(attempt);
      return recoveryCodes;
    },

    /** Turns the caller's app off, with a current code: a session alone is not enough. */
    async disableTwoFactor(actor: Actor, code: string): Promise<void> {
      await twoFactor.assertMayDisable(actor.id);
      const attempt = await admitCode(actor, actor.ip);
      if (!(await twoFactor.check(actor.id, code))) throw new AppError('INVALID_CODE', WRONG_CODE, 400);
      await auth.forgetAttempt(attempt);
      await twoFactor.disable(actor);
    },

    /**
     * Every session of the user ends: their password was set anew (PASSWORD_CHANGED), or another
     * administrator deactivated the account (DEACTIVATED).
     */
    async endAllSessions(userId: number, reason: 'PASSWORD_CHANGED' | 'DEACTIVATED' = 'PASSWORD_CHANGED') {
      await auth.endAllSessions(userId, clock(), reason);
    },

    /** Every session of the user but `keepSessionId` ends (they changed their password from it). */
    async endOtherSessions(userId: number, keepSessionId: number): Promise<void> {
      await auth.endOtherSessions(userId, keepSessionId, clock());
    },

    async logout(sessionId: number): Promise<void> {
      await auth.endSession(sessionId, clock());
    },

    /** The caller behind a token, or a 401 that says whether the session was taken over. */
    async authenticate(token: string): Promise<Authenticated> {
      const found = await auth.findByTokenHash(hashToken(token));
      if (!found) throw new AppError('UNAUTHORIZED', 'Sesión no válida. Inicia sesión nuevamente.');
      const { session, user } = found;
      if (found.deactivatedAt || session.endReason === 'DEACTIVATED') {
        throw new AppError('UNAUTHORIZED', DEACTIVATED);
      }
      if (session.endReason === 'TAKEOVER') {
        throw new AppError(
          'SESSION_ENDED',
          'Se inició una sesión en otro dispositivo. Se cerrará esta sesión.',
        );
      }
      if (session.endReason === 'PASSWORD_CHANGED') {
        throw new AppError(
          'UNAUTHORIZED',
          'Tu contraseña cambió y esta sesión se cerró. Inicia sesión con la nueva contraseña.',
        );
      }
      if (session.endedAt)
        throw new AppError('UNAUTHORIZED', 'Tu sesión se cerró. Inicia sesión nuevamente.');
      const now = clock();
      if (session.expiresAt <= now) {
        throw new AppError('UNAUTHORIZED', 'Tu sesión expiró. Inicia sesión nuevamente.');
      }
      const idle = now.getTime() - session.lastSeenAt.getTime();
      if (idle > idleMs) {
        throw new AppError('UNAUTHORIZED', 'Tu sesión se cerró por inactividad. Inicia sesión nuevamente.');
      }
      if (idle >= SEEN_EVERY_MS) await auth.touchSession(session.id, now);
      return { user, sessionId: session.id };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
