import createCache from '@emotion/cache';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { readPageSettings } from '../config/settings';
import { startAnalytics, trackLinkUses } from '../lib/analytics';
import { copyOnClick } from '../lib/copy-buttons';
import { startErrorReporting } from '../lib/error-reporting';
import { createQueryClient } from '../lib/query-client';
import { RunsInBrowser } from './islands/island';
import { AppProviders, type AppContext } from './providers';
import { routes } from './routes';
import { EMOTION_KEY, HYDRATION_DATA_ID } from './ssr-constants';

declare global {
  interface Window {
    /** Where React Router's browser router reads the server's router state (and revives its errors). */
    __staticRouterHydrationData?: unknown;
  }
}

const container = document.getElementById('root')!;
const hydrationScript = document.getElementById(HYDRATION_DATA_ID);
const context: AppContext = {
  settings: readPageSettings(),
  queryClient: createQueryClient(),
  // Adopts the styles the server wrote for this page instead of writing them again.
  emotionCache: createCache({ key: EMOTION_KEY }),
};

/**
 * The app, rendered in the browser: the dashboard, exam and admin screens, and a public page seen
 * by a signed-in member (sent to the dashboard, or a question page's call to the dashboard's
 * exams), which renders afresh from the data the server loaded. A visitor's public page never
 * comes here: only its islands run (islands/hydrate.tsx).
 */
export async function start() {
  startErrorReporting(context.settings.sentryDsn);
  startAnalytics(context.settings.analytics);
  trackLinkUses();
  copyOnClick();
  if (hydrationScript) {
    window.__staticRouterHydrationData = JSON.parse(hydrationScript.textContent ?? '{}');
    await loadMatchedRoutes();
  }
  const app = (
    <StrictMode>
      <AppProviders context={context}>
        <RunsInBrowser.Provider value={true}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </RunsInBrowser.Provider>
      </AppProviders>
    </StrictMode>
  );
  createRoot(container).render(app);
}

/** The matched routes' page code, so the first render shows the page rather than a loading screen. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
