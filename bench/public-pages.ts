// The public pages the page benchmarks measure (lighthouse.ts, bundle-report.ts, render-load.ts):
// what a visitor reaches without an account, the 404 included, and the server they measure.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SAMPLE_QUESTION } from '../e2e/support/content';
import { startServer } from '../e2e/support/server';

/**
 * The one list of public pages (/precios joins it with the payments issue). BENCH_PAGES=/,/login
 * (comma-separated) measures other paths instead.
 */
export const PUBLIC_PAGES = [
  '/',
  '/examen',
  '/login',
  `/pregunta/${SAMPLE_QUESTION.slug}`,
  '/pregunta-del-dia',
  '/cronograma-examenes-oece',
  '/como-prepararse-examen-oece',
  '/nueva-ley-contrataciones-publicas-32069',
  '/montos-procedimientos-seleccion',
  // A long article of the law (five numerals, sixteen literals), and the longest list of articles.
  '/ley-32069/articulo/5',
  '/reglamento-ley-32069',
  '/precios',
  '/pagina-que-no-existe',
];

/** PUBLIC_PAGES, or the paths in BENCH_PAGES when it is set. */
export function benchPages(): string[] {
  const listed = process.env.BENCH_PAGES?.split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  return listed?.length ? listed : PUBLIC_PAGES;
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
    const server = await startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password', ...env });
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
