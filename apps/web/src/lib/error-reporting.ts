import { anonymousUrl } from './analytics';

/**
 * Browser errors to Sentry, only when the server was given SENTRY_DSN: otherwise the SDK is never
 * downloaded and nothing leaves the page. No personal data: no user, no cookies, addresses without
 * their query or exam code.
 */
let capture: ((error: unknown) => void) | null = null;

export function startErrorReporting(dsn: string | null): void {
  if (!dsn) return;
  void import('@sentry/react').then((Sentry) => {
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
      tracesSampleRate: 0,
      beforeSend(event) {
        delete event.user;
        if (event.request?.url) event.request = { url: anonymousUrl(event.request.url) };
        return event;
      },
    });
    capture = (error) => Sentry.captureException(error);
  });
}

/** An error a screen caught (a page that could not render): reported when error reporting is on. */
export function reportError(error: unknown): void {
  capture?.(error);
}
