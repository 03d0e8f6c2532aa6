import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What the driver said, below Drizzle's wrapper (whose message carries the query's parameters). */
function driverError(error: unknown): unknown {
  return error instanceof DrizzleQueryError && error.cause ? error.cause : error;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

// SQLSTATE classes and codes that say "the database cannot serve now", not "this request is wrong":
// 08 connection exceptions, 53 insufficient resources (53100 disk full), 57P01-57P03 shutdown or
// start-up, 25006 read-only transaction, 58030 I/O error.
const UNAVAILABLE_STATES = /^(08|53|57P0[1-3]$|25006$|58030$)/;
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EROFS',
  'EIO',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed|No space left on device|read-only file system/i;

/** True when the failure is the database being out of reach, full or read-only: a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = driverError(error);
  const code = codeOf(cause);
  if (code && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
  return cause instanceof Error && UNAVAILABLE_MESSAGES.test(cause.message);
}

/**
 * A database error as it may be logged: the SQL text and the driver's code and message, never the
 * parameters (password hashes, tokens, names).
 */
export function describeDatabaseError(
  error: unknown,
): { type: string; message: string; stack: string; query: string; code?: string } | undefined {
  if (!(error instanceof DrizzleQueryError)) return undefined;
  const cause = error.cause;
  return {
    type: 'DrizzleQueryError',
    query: error.query,
    code: codeOf(cause),
    message: cause instanceof Error ? cause.message : 'Failed query',
    stack: (cause instanceof Error ? cause.stack : error.stack) ?? '',
  };
}

/** True when a unique constraint refused the write (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return codeOf(driverError(error)) === '23505';
}

/**
 * A failed start as the operator reads it. For a database error: the driver's message, SQLSTATE,
 * detail and hint, and the statement (never its parameters), where Drizzle's own message,
 * 'Failed query: …', hid the cause (a duplicate key) behind the statement.
 */
export function describeStartupError(error: unknown): string {
  const cause = driverError(error);
  if (!(cause instanceof Error)) return String(cause);
  const code = codeOf(cause);
  const { detail, hint } = cause as { detail?: unknown; hint?: unknown };
  const lines = [code && !cause.message.includes(code) ? `${cause.message} (${code})` : cause.message];
  if (typeof detail === 'string' && detail) lines.push(`Detalle: ${detail}`);
  if (typeof hint === 'string' && hint) lines.push(`Sugerencia: ${hint}`);
  if (error instanceof DrizzleQueryError) lines.push(`Consulta: ${error.query}`);
  return lines.join('\n');
}
