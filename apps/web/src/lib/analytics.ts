import type { PublicSettings } from '@oece/domain';

/**
 * Product analytics (PostHog), off unless the server was given ANALYTICS_TOKEN. When off, one
 * console warning and not a single request; when on, the SDK loads after the page, and events
 * sent before it arrives wait for it. Events carry no personal data: no user is identified,
 * nothing is stored in the browser, and addresses lose their query and any exam code
 * (a visitor's exam is reached by its code alone).
 */

/** The events the app sends; `$pageview` is PostHog's own name for a page view. */
export type AnalyticsEvent =
  | '$pageview'
  | 'exam_started'
  | 'exam_finished'
  | 'payment_initiated'
  | 'question_answered'
  | 'whatsapp_contact'
  | 'whatsapp_share';

type Properties = Record<string, string | number | boolean>;
type Capture = (event: AnalyticsEvent, properties: Properties) => void;

let capture: Capture | null = null;
let pending: [AnalyticsEvent, Properties][] | null = null;

/** An address without what could identify a person or open their exam. */
export function anonymousUrl(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const path = parsed.pathname.replace(/^(\/(?:dashboard\/)?examen)\/[^/]+/, '$1/:codigo');
  return url.startsWith('/') ? path : `${parsed.origin}${path}`;
}

export function startAnalytics(settings: PublicSettings['analytics']): void {
  if (!settings) {
    console.warn('Analítica desactivada: el servidor no tiene ANALYTICS_TOKEN.');
    return;
  }
  pending = [];
  void import('posthog-js/dist/module.slim.no-external').then(({ posthog }) => {
    posthog.init(settings.token, {
      api_host: settings.host,
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: false,
      disable_session_recording: true,
      disable_surveys: true,
      disable_external_dependency_loading: true,
      advanced_disable_flags: true,
      disable_persistence: true,
      person_profiles: 'never',
      before_send(event) {
        if (!event) return null;
        for (const [key, value] of Object.entries(event.properties)) {
          if (typeof value === 'string' && /url|referrer|pathname/i.test(key) && value.length > 0) {
            event.properties[key] = anonymousUrl(value);
          }
        }
        return event;
      },
    });
    capture = (event, properties) => posthog.capture(event, properties);
    for (const [event, properties] of pending ?? []) capture(event, properties);
    pending = null;
  });
}

/** The one way the app reports what happens; a no-op while analytics are off. */
export function track(event: AnalyticsEvent, properties: Properties = {}): void {
  if (capture) capture(event, properties);
  else pending?.push([event, properties]);
}

/**
 * The attributes that make a link report its use (`event`, with `from` saying where it was), read by
 * `trackLinkUses`: a link works and is counted the same whether or not its part of the page runs
 * React (a visitor's public page hydrates only its islands).
 */
export function trackedLink(event: 'whatsapp_contact' | 'whatsapp_share', from: string) {
  return { 'data-track': event, 'data-track-from': from };
}

/** Counts every use of a link marked with `trackedLink`, anywhere on the page. */
export function trackLinkUses(): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-track]');
    if (!link) return;
    track(link.dataset.track as AnalyticsEvent, { from: link.dataset.trackFrom ?? '' });
  });
}
