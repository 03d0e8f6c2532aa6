// The public pages the page benchmarks measure (lighthouse.ts, bundle-report.ts, render-load.ts):
// what a visitor reaches without an account, the 404 included, and the server they measure.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicQuestionSlugs } from '../e2e/support/content';
import { startServer } from '../e2e/support/server';
import { BENCH_ADMIN } from './member-pages';

/** Where PUBLIC_PAGES names a question page: the public set's first, read from the target's sitemap. */
const PUBLIC_QUESTION = '/pregunta/{la primera de la biblioteca pública}';

/**
 * The one list of public pages (/precios joins it with the payments issue). BENCH_PAGES=/,/login
 * (comma-separated) measures other paths instead.
 */
const PUBLIC_PAGES = [
  '/',
  '/examen',
  '/login',
  PUBLIC_QUESTION,
  '/pregunta-del-dia',
  '/cronograma-examenes-oece',
  '/como-prepararse-examen-oece',
  '/nueva-ley-contrataciones-publicas-32069',
  '/montos-procedimientos-seleccion',
  // A long article of the law (five numerals, sixteen literals), and the longest list of articles.
  '/ley-32069/articulo/5',
  '/reglamento-ley-32069',
  '/temas/1.4.3-fraccionamiento-y-agrupamiento-de-prestaciones-paquete-items',
  '/competencias/fase-de-seleccion',
  '/precios',
  '/pagina-que-no-existe',
];

/** PUBLIC_PAGES as `baseUrl` serves them, or the paths in BENCH_PAGES when it is set. */
export async function benchPages(baseUrl: string): Promise<string[]> {
  const listed = process.env.BENCH_PAGES?.split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  if (listed?.length) return listed;
  const [slug] = await publicQuestionSlugs(baseUrl);
  if (!slug) throw new Error('La biblioteca pública no tiene preguntas.');
  return PUBLIC_PAGES.map((page) => (page === PUBLIC_QUESTION ? `/pregunta/${slug}` : page));
}

export interface Target {
  baseUrl: string;
  /** What is measured, for the output: the URL given or "the built app". */
  label: string;
  stop(): Promise<void>;
}

/**
 * The running server at BENCH_BASE_URL when it is set (left running); otherwise the built app
 * (`npm run build` first) on a fresh data directory, stopped and deleted by `stop`.
 */
export async function startTarget(env: Record<string, string> = {}): Promise<Target> {
  const given = process.env.BENCH_BASE_URL?.replace(/\/+$/, '');
  if (given) return { baseUrl: given, label: given, stop: async () => {} };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-bench-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: BENCH_ADMIN.password, ...env });
    return {
      baseUrl: server.baseUrl,
      label: `the built app (${server.baseUrl}, fresh data directory)`,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
