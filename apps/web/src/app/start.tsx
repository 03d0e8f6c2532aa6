import createCache from '@emotion/cache';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { readPageSettings } from '../config/settings';
import { startAnalytics } from '../lib/analytics';
import { tokenStore } from '../lib/api-client';
import { startErrorReporting } from '../lib/error-reporting';
import { createQueryClient } from '../lib/query-client';
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
 * A page the server rendered is hydrated, once its route's code is here, as a visitor sees it. A
 * signed-in member sees public pages as a member (sent to the dashboard, or a question page's
 * call to the dashboard's exams): that page renders afresh in the browser, from the data the server
 * loaded, as the dashboard, exam and admin screens always do.
 */
export async function start() {
  startErrorReporting(context.settings.sentryDsn);
  startAnalytics(context.settings.analytics);
  const hydrate = hydrationScript !== null && tokenStore.get() === null;
  if (hydrationScript) {
    window.__staticRouterHydrationData = JSON.parse(hydrationScript.textContent ?? '{}');
    await loadMatchedRoutes();
  }
  const app = (
    <StrictMode>
      <AppProviders context={context}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

/** The matched routes' page code, so the first render matches the server's HTML. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
