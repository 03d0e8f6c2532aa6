/**
 * Server errors to Sentry, only when SENTRY_DSN is set: without it the SDK is never loaded and
 * nothing leaves the machine. Requests' bodies, headers and cookies are never sent.
 */
let capture: ((error: unknown) => void) | null = null;

export async function startErrorReporting(dsn: string | undefined): Promise<void> {
  if (!dsn) return;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    // Nothing about the person: no user, cookies, headers, bodies or query strings.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    // Errors only: no performance tracing, no request data.
    tracesSampleRate: 0,
    beforeSend(event) {
      delete event.request;
      delete event.user;
      return event;
    },
  });
  capture = (error) => Sentry.captureException(error);
}

/** An unexpected error (a 500): reported when error reporting is on, a no-op otherwise. */
export function reportError(error: unknown): void {
  capture?.(error);
}
