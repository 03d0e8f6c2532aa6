import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Who an account is, as every module knows it: never its password hash. */
export interface Account {
  id: number;
  username: string;
  roles: string[];
}

/** The caller behind a request's session, as the auth module's guards set it. */
export interface Authenticated {
  user: Account;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth module's guards: null for a visitor. */
    auth: Authenticated | null;
  }
}

/** The authenticated caller of a route guarded by `authenticate` or `requireAdmin`. */
export function caller(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Inicia sesión para continuar.');
  return request.auth;
}

/** Who makes an administrator's change, as the audit log records it: the account and its address. */
export interface Actor {
  id: number;
  username: string;
  ip: string;
}

/** The administrator behind a request guarded by `requireAdmin`, for the audit log. */
export function actor(request: FastifyRequest): Actor {
  const { user } = caller(request);
  return { id: user.id, username: user.username, ip: request.ip };
}
