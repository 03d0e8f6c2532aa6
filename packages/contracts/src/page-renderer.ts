import type { PublicSettings } from '@oece/domain';

/**
 * The contract between the server and the web app's server build (`dist/server/entry-server.js`,
 * which exports one `pageRenderer`): typed here once, for both sides.
 */

/** A GET on the API answered inside the server for a page's loader: its status and parsed JSON body. */
export type ServerApiFetch = (path: string) => Promise<{ status: number; body: unknown }>;

/** What the server writes into a page's head. */
export interface PageHead {
  title: string;
  description: string;
  ogType: string;
  /** The link preview's picture (1200×630 PNG), as a path on the site: '/og/pregunta/….png'. */
  image?: string;
  structuredData?: Record<string, unknown>;
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      meta: PageHead & {
        /** The page's own address on the site (absent on an error page). */
        canonical: string | null;
      };
      /** The page's markup for `#root`, its styles, and the router state as JSON; empty for a page the browser renders. */
      html: string;
      styles: string;
      hydrationData: string | null;
      /** Why a page failed to render (for the server's log; such a page is not kept). */
      error?: unknown;
    };

export interface PageRenderer {
  /** Id of the `<script type="application/json">` holding the router's state for hydration. */
  HYDRATION_DATA_ID: string;
  /**
   * What a page's HTML depends on besides the brand, so that the server can keep one copy of it:
   * its route and parameters (`key`), and whether the page reads its query string.
   */
  pageRoute(pathname: string): { key: string; searchParams: boolean };
  /** The addresses of the public pages that list themselves in the sitemap. */
  sitemapPaths(): { path: string; daily: boolean }[];
  /** A request's page for the settings of its host, reading the API through `apiFetch`. */
  render(request: Request, settings: PublicSettings, apiFetch: ServerApiFetch): Promise<RenderedPage>;
}
