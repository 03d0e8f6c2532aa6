import type { PageHead } from '@oece/contracts';
import type { Brand } from '@oece/domain';

export interface PageMeta {
  /** Page title; the brand's name is added after it (the home page has the brand's name alone). */
  title?: string;
  description?: string;
  /** Open Graph type for link previews: a question page is an article, any other page a website. */
  ogType?: 'website' | 'article';
  /** The link preview's picture (paths.ogImage): messaging apps show it large. */
  image?: string;
  /** schema.org data about the page's content, written as JSON-LD for search engines. */
  structuredData?: Record<string, unknown>;
}

/** What a route declares beside its page. */
export interface RouteHandle {
  /** Rendered on the server as complete HTML, then hydrated; the other routes render in the browser. */
  serverRendered?: boolean;
  /** HTTP status the page is served with (the 404 page). */
  status?: number;
  /** The page reads its query string: the server keeps one copy of it per query string. */
  searchParams?: boolean;
  /**
   * Listed in the sitemap: a public page of fixed address ('daily' when its content changes every
   * day); pages with parameters (questions) are listed by the server from the database.
   */
  sitemap?: true | 'daily';
  /** The page's metadata, or a function of its loader's data (undefined when the loader failed). */
  meta?: PageMeta | ((data: unknown) => PageMeta);
}

/** The 404 page's: an address that matches no page, or a page that is not there (its loader's 404). */
export const NOT_FOUND_META: PageMeta = { title: 'Página no encontrada' };

/**
 * The fixed metadata of a page whose loader may find it missing (a page its brand does not have):
 * the 404 page's when the loader failed, so the title does not name what is not there.
 */
export function unlessMissing(meta: PageMeta): (loaded: unknown) => PageMeta {
  return (loaded) => (loaded === undefined ? NOT_FOUND_META : meta);
}

export const DEFAULT_DESCRIPTION =
  'Simulador del examen de certificación OECE: exámenes cronometrados, práctica por competencias y pregunta del día.';

export function pageTitle(brand: Brand, title?: string): string {
  return title ? `${title} | ${brand.name}` : brand.name;
}

/** The deepest matched route that has a handle, with its loader's data. */
export function leafMatch(matches: readonly { handle: unknown; data?: unknown }[]): {
  handle: RouteHandle;
  data: unknown;
} {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index]!;
    if (match.handle) return { handle: match.handle as RouteHandle, data: match.data };
  }
  return { handle: {}, data: undefined };
}

/** A page's metadata: the server writes it into the HTML, the browser updates title and description on navigation. */
export function documentMeta(brand: Brand, handle: RouteHandle, data?: unknown): PageHead {
  const meta = typeof handle.meta === 'function' ? handle.meta(data) : handle.meta;
  return {
    title: pageTitle(brand, meta?.title),
    description: meta?.description ?? DEFAULT_DESCRIPTION,
    ogType: meta?.ogType ?? 'website',
    // A brand without public content serves no share pictures (/og/ answers 404 there).
    ...(meta?.image && brand.publicContent && { image: meta.image }),
    ...(meta?.structuredData && { structuredData: meta.structuredData }),
  };
}
