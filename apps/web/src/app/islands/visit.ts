import { pageSettings } from '../../config/page-settings';
import { copyOnClick } from '../../lib/copy-buttons';
import { startAnalytics, track, trackLinkUses } from '../../lib/analytics';
import { reportError, startErrorReporting } from '../../lib/error-reporting';

/** Tells browser tests (and anyone looking) that the page's controls respond. */
export function markPageReady() {
  document.documentElement.dataset.hydrated = 'true';
}

/**
 * A visitor's public page (decision 0035): the server's HTML is the page. Its links, the menu, the
 * schedule's filter and the answers' disclosures work without any script; what needs code are its
 * islands, and React is downloaded only for a page that has one.
 */
export function visitPublicPage() {
  const settings = pageSettings();
  startErrorReporting(settings?.sentryDsn ?? null);
  startAnalytics(settings?.analytics ?? null);
  trackLinkUses();
  copyOnClick();
  track('$pageview');
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (islands.length === 0) return markPageReady();
  // React and the islands' code are asked for at once, so each file is run as it arrives, in a task
  // of its own, not all in one long task once the last is in. Code that does not arrive leaves the
  // server's page as it is, its islands' controls waiting (and is reported).
  import('react-dom/client').catch(() => undefined);
  import('./hydrate')
    .then(({ hydrateIslands }) => hydrateIslands(islands))
    .then(markPageReady)
    .catch(reportError);
}
