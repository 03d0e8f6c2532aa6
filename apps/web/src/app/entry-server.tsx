import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { PageRenderer, RenderedPage, ServerApiFetch } from '@oece/contracts';
import type { PublicSettings } from '@oece/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { ApiError, apiError } from '../lib/api-client';
import type { ApiGet } from '../lib/page-data';
import { createQueryClient } from '../lib/query-client';
import { documentMeta, leafMatch, type RouteHandle } from '../lib/page-meta';
import { ServerRendered } from '../lib/use-hydrated';
import { AppProviders } from './providers';
import { routes } from './routes';
import { EMOTION_KEY, HYDRATION_DATA_ID } from './ssr-constants';

const handler = createStaticHandler(routes);

/**
 * What a page's HTML depends on besides the brand, so that the server can keep one copy of it:
 * its route and parameters (`key`), and its query string only when the page reads it. Addresses
 * that match no page share the 404 page, and letter case or a trailing slash makes no new copy.
 */
function pageRoute(pathname: string): { key: string; searchParams: boolean } {
  const { leaf, handle } = matchPage(pathname);
  if (!leaf) return { key: '', searchParams: false };
  if (!handle.serverRendered) return { key: leaf.route.id, searchParams: false };
  const params = Object.entries(leaf.params).filter(([name]) => name !== '*');
  return { key: `${leaf.route.id} ${JSON.stringify(params)}`, searchParams: handle.searchParams ?? false };
}

/** The deepest route matching a path, and the handle that governs it (the route table's own). */
function matchPage(pathname: string) {
  const matches = matchRoutes(handler.dataRoutes, pathname) ?? [];
  return {
    leaf: matches.at(-1),
    handle: leafMatch(matches.map(({ route }) => ({ handle: route.handle }))).handle,
  };
}

/** The addresses of the public pages that list themselves in the sitemap (`handle.sitemap`). */
function sitemapPaths(): { path: string; daily: boolean }[] {
  const found: { path: string; daily: boolean }[] = [];
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      // The route table's paths are absolute (from the site's paths), but for the fallback '*'.
      const path = route.path?.startsWith('/') ? route.path : base;
      const sitemap = (route.handle as RouteHandle | undefined)?.sitemap;
      if (sitemap) found.push({ path, daily: sitemap === 'daily' });
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '/');
  return found;
}

/** React Router's own format for errors in hydration data, which the browser's router reads back. */
function serializeErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : // The API's messages are meant for users; an unexpected error's stays on the server.
          { message: error instanceof ApiError ? error.message : 'Error', __type: 'Error' },
    ]),
  );
}

/**
 * Renders a request's page for the settings of its host. Public pages come back as complete HTML
 * with their styles and the router state to hydrate; any other route (dashboard, exam, admin) as
 * its title and description only, for the browser to render.
 */
async function render(
  request: Request,
  settings: PublicSettings,
  apiFetch: ServerApiFetch,
): Promise<RenderedPage> {
  const url = new URL(request.url);
  const { handle } = matchPage(url.pathname);
  if (!handle.serverRendered) {
    return {
      kind: 'page',
      status: 200,
      meta: { ...documentMeta(settings.brand, handle), canonical: null },
      html: '',
      styles: '',
      hydrationData: null,
    };
  }

  const serverApi: ApiGet = async <T,>(path: string) => {
    const { status, body } = await apiFetch(path);
    if (status < 200 || status >= 300) throw apiError(status, body);
    return body as T;
  };
  const context = await handler.query(request, { requestContext: { serverApi } });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const emotionCache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(emotionCache);
  const html = renderToString(
    <StrictMode>
      <AppProviders context={{ settings, queryClient: createQueryClient(), emotionCache }}>
        <ServerRendered>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </ServerRendered>
      </AppProviders>
    </StrictMode>,
  );
  // A route's own answer (a 404 thrown by a loader) is a page like any other; anything else failed.
  const failure = Object.values(context.errors ?? {}).find(
    (error) => !isRouteErrorResponse(error) || error.status >= 500,
  );
  const status = context.statusCode !== 200 ? context.statusCode : (handle.status ?? 200);
  const leaf = leafMatch(
    context.matches.map(({ route }) => ({ handle: route.handle, data: context.loaderData[route.id] })),
  );
  return {
    kind: 'page',
    status,
    meta: {
      ...documentMeta(settings.brand, leaf.handle, leaf.data),
      canonical: status === 200 ? `${url.origin}${url.pathname}` : null,
    },
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
    hydrationData: JSON.stringify({
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    }),
    ...(failure !== undefined && { error: failure }),
  };
}

/** What the server's web-app plugin loads from this build (the contract in @oece/contracts). */
export const pageRenderer: PageRenderer = { HYDRATION_DATA_ID, pageRoute, sitemapPaths, render };
