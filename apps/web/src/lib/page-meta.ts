import type { Brand } from '@oece/domain';

export interface PageMeta {
  /** Page title; the brand's name is added after it (the home page has the brand's name alone). */
  title?: string;
  description?: string;
}

/** What a route declares beside its page. */
export interface RouteHandle {
  /** Rendered on the server as complete HTML, then hydrated; the other routes render in the browser. */
  serverRendered?: boolean;
  /** HTTP status the page is served with (the 404 page). */
  status?: number;
  /** The page reads its query string: the server keeps one copy of it per query string. */
  searchParams?: boolean;
  meta?: PageMeta;
}

export const DEFAULT_DESCRIPTION =
  'Simulador del examen de certificación OECE: exámenes cronometrados, práctica por competencias y pregunta del día.';

export function pageTitle(brand: Brand, title?: string): string {
  return title ? `${title} | ${brand.name}` : brand.name;
}

/** The handle of the deepest matched route that has one. */
export function leafHandle(matches: readonly { handle: unknown }[]): RouteHandle {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]!.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}

/** Title and description of a page: the server writes them into the HTML, the browser on navigation. */
export function documentMeta(brand: Brand, handle: RouteHandle): Required<PageMeta> {
  return {
    title: pageTitle(brand, handle.meta?.title),
    description: handle.meta?.description ?? DEFAULT_DESCRIPTION,
  };
}
