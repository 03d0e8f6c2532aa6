import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { PublicSettings } from '@oece/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { documentMeta, leafHandle, type PageMeta } from '../lib/page-meta';
import { AppProviders } from './providers';
import { routes } from './routes';
import { EMOTION_KEY, HYDRATION_DATA_ID } from './ssr-constants';

export { HYDRATION_DATA_ID };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      meta: Required<PageMeta>;
      /** The page's markup for `#root`, its styles, and the router state as JSON; empty for a page the browser renders. */
      html: string;
      styles: string;
      hydrationData: string | null;
      /** Why a page failed to render (for the server's log; such a page is not kept). */
      error?: unknown;
    };

const handler = createStaticHandler(routes);

/**
 * What a page's HTML depends on besides the brand, so that the server can keep one copy of it:
 * its route and parameters (`key`), and its query string only when the page reads it. Addresses
 * that match no page share the 404 page, and letter case or a trailing slash makes no new copy.
 */
export function pageRoute(pathname: string): { key: string; searchParams: boolean } {
  const { leaf, handle } = matchPage(pathname);
  if (!leaf) return { key: '', searchParams: false };
  if (!handle.serverRendered) return { key: leaf.route.id, searchParams: false };
  const params = Object.entries(leaf.params).filter(([name]) => name !== '*');
  return { key: `${leaf.route.id} ${JSON.stringify(params)}`, searchParams: handle.searchParams ?? false };
}

/** The deepest route matching a path, and the handle that governs it (the route table's own). */
function matchPage(pathname: string) {
  const matches = matchRoutes(handler.dataRoutes, pathname) ?? [];
  return { leaf: matches.at(-1), handle: leafHandle(matches.map(({ route }) => ({ handle: route.handle }))) };
}

/** React Router's own format for errors in hydration data, which the browser's router reads back. */
function serializeErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : // The message of an unexpected error stays on the server.
          { message: 'Error', __type: 'Error' },
    ]),
  );
}

/**
 * Renders a request's page for the settings of its host. Public pages come back as complete HTML
 * with their styles and the router state to hydrate; any other route (dashboard, exam, admin) as
 * its title and description only, for the browser to render.
 */
export async function render(request: Request, settings: PublicSettings): Promise<RenderResult> {
  const { handle } = matchPage(new URL(request.url).pathname);
  if (!handle.serverRendered) {
    return {
      kind: 'page',
      status: 200,
      meta: documentMeta(settings.brand, handle),
      html: '',
      styles: '',
      hydrationData: null,
    };
  }

  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const emotionCache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(emotionCache);
  const html = renderToString(
    <StrictMode>
      <AppProviders context={{ settings, queryClient: createQueryClient(), emotionCache }}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  );
  // A route's own answer (a 404 thrown by a loader) is a page like any other; anything else failed.
  const failure = Object.values(context.errors ?? {}).find((error) => !isRouteErrorResponse(error));
  return {
    kind: 'page',
    status: context.statusCode !== 200 ? context.statusCode : (handle.status ?? 200),
    meta: documentMeta(settings.brand, handle),
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
