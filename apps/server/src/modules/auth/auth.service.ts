import type { LoginResponse } from '@oece/contracts';
import type { Authenticated } from '../../shared/caller';
import type { Config } from '../../shared/config';
import { AppError } from '../../shared/errors';
import { hashPassword, verifyPassword } from '../../shared/password';
import type { AuthRepository } from './auth.repository';
import { hashToken, newToken } from './session-token';

// Login limits (decision 0010): attempts that have not succeeded yet count, in a 15-minute window,
// per username from one address, per username from every address, and per address.
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Guessing one account from one address; a stranger's guesses lock only the stranger's address. */
export const MAX_FAILURES_PER_USERNAME_AND_IP = 10;
/** Guessing one account from many addresses. */
export const MAX_FAILURES_PER_USERNAME = 50;
/** Guessing many accounts from one address; a classroom's typos are cleared as each person gets in. */
export const MAX_FAILURES_PER_IP = 100;
const REFRESH_TTL_MS = 30 * 24 * 3_600_000;

export function createAuthService(deps: {
  auth: AuthRepository;
  config: Pick<Config, 'sessionTtlHours'>;
  clock: () => Date;
}) {
  const { auth, config, clock } = deps;
  const ttlMs = config.sessionTtlHours * 3_600_000;
  // An unknown username is checked against this hash, so it takes as long as a wrong password.
  const unknownUserHash = hashPassword(newToken());

  async function issue(userId: number, now: Date): Promise<LoginResponse> {
    const token = newToken();
    const refreshToken = newToken();
    const expires = new Date(now.getTime() + ttlMs);
    const session = await auth.createSession({
      userId,
      tokenHash: hashToken(token),
      refreshHash: hashToken(refreshToken),
      expiresAt: expires,
      refreshExpiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
      createdAt: now,
    });
    await auth.endOtherSessions(userId, session.id, now, 'TAKEOVER');
    return { token, refreshToken, expires: expires.getTime() };
  }

  /**
   * The account of a username and password, counted against the login limits (decision 0010): a
   * login, and the current password of a member who changes it. Username and password are already
   * lowercased and trimmed by the request schema.
   */
  async function checkPassword(input: { username: string; password: string; ip: string }) {
    const now = clock();
    const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
    const attempt = await auth.recordAttempt(input.username, input.ip, now, windowStart);
    // The count includes this attempt and any running in parallel.
    const failures = await auth.countFailures(input.username, input.ip, windowStart);
    if (
      failures.pair > MAX_FAILURES_PER_USERNAME_AND_IP ||
      failures.byUser > MAX_FAILURES_PER_USERNAME ||
      failures.byIp > MAX_FAILURES_PER_IP
    ) {
      // A refused attempt checked no password: it neither stays nor prolongs the wait. The ones
      // that were checked stay, so no more than the limit are ever checked in a window.
      await auth.forgetAttempt(attempt);
      throw new AppError(
        'RATE_LIMITED',
        'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.',
      );
    }
    const user = await auth.findLogin(input.username);
    const passwordRight = await verifyPassword(user?.passwordHash ?? (await unknownUserHash), input.password);
    if (!user) throw new AppError('USER_NOT_FOUND', 'Usuario no encontrado');
    if (!passwordRight) {
      throw new AppError('INVALID_PASSWORD', 'Contraseña incorrecta');
    }
    // A success clears the username's failures from this address, this attempt's row among them.
    await auth.clearFailures(input.username, input.ip);
    return user;
  }

  return {
    checkPassword,

    async login(input: {
      username: string;
      password: string;
      ip: string;
      adminOnly: boolean;
    }): Promise<LoginResponse> {
      const user = await checkPassword(input);
      if (input.adminOnly && !user.roles.includes('ADMIN')) {
        throw new AppError('FORBIDDEN', 'Esta cuenta no tiene acceso de administrador.');
      }
      return issue(user.id, clock());
    },

    async refresh(refreshToken: string): Promise<LoginResponse> {
      const now = clock();
      const session = await auth.findByRefreshHash(hashToken(refreshToken));
      if (!session || session.endedAt || session.refreshExpiresAt <= now) {
        throw new AppError('UNAUTHORIZED', 'Sesión no válida. Inicia sesión nuevamente.');
      }
      const token = newToken();
      const nextRefresh = newToken();
      const expires = new Date(now.getTime() + ttlMs);
      await auth.rotate(session.id, {
        tokenHash: hashToken(token),
        refreshHash: hashToken(nextRefresh),
        expiresAt: expires,
      });
      return { token, refreshToken: nextRefresh, expires: expires.getTime() };
    },

    /** Every session of the user ends (their password was set anew). */
    async endAllSessions(userId: number): Promise<void> {
      await auth.endAllSessions(userId, clock());
    },

    /** Every session of the user but `keepSessionId` ends (they changed their password from it). */
    async endOtherSessions(userId: number, keepSessionId: number): Promise<void> {
      await auth.endOtherSessions(userId, keepSessionId, clock(), 'PASSWORD_CHANGED');
    },

    async logout(sessionId: number): Promise<void> {
      await auth.endSession(sessionId, clock());
    },

    /** The caller behind a token, or a 401 that says whether the session was taken over. */
    async authenticate(token: string): Promise<Authenticated> {
      const found = await auth.findByTokenHash(hashToken(token));
      if (!found) throw new AppError('UNAUTHORIZED', 'Sesión no válida. Inicia sesión nuevamente.');
      const { session, user } = found;
      if (session.endReason === 'TAKEOVER') {
        throw new AppError(
          'SESSION_ENDED',
          'Se inició una sesión en otro dispositivo. Se cerrará esta sesión.',
        );
      }
      if (session.endedAt)
        throw new AppError('UNAUTHORIZED', 'Tu sesión se cerró. Inicia sesión nuevamente.');
      if (session.expiresAt <= clock()) {
        throw new AppError('UNAUTHORIZED', 'Tu sesión expiró. Inicia sesión nuevamente.');
      }
      return { user, sessionId: session.id };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
