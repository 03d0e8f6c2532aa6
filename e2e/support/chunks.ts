import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Code that a page must load only when it needs it, by the source modules it comes from: a chunk's
 * file name says only what its first module was (packages/domain/src/payments.ts gives a
 * `payments-….js` that is no payment code; a topic's practice call gives `practice-call-….js`).
 */
export const CODE_AREAS = {
  'the exam screen':
    /^apps\/web\/src\/(features\/exams\/components\/exam-(page|screen|results)|app\/pages\/exam-route)\./,
  practice: /^apps\/web\/src\/(features\/(practice|practice-round)\/|app\/pages\/practice-route\.)/,
  admin: /^apps\/web\/src\/(features\/(admin|question-bank)\/|app\/layouts\/admin-layout\.)/,
  charts: /^node_modules\/@mui\/x-charts\//,
  payments: /^apps\/web\/src\/features\/payments\//,
  PDFs: /^(apps\/web\/src\/features\/exams\/components\/ballot-downloads\.|node_modules\/@mui\/icons-material\/(esm\/)?PictureAsPdf)/,
} as const;
export type CodeArea = keyof typeof CODE_AREAS;

let chunkModules: Record<string, string[]> | undefined;

/**
 * The source modules (repository paths) of the script at `url` (`/assets/x-hash.js`), read from the
 * build's apps/web/dist/chunk-modules.json (`npm run build` writes it); none for a script not in it.
 */
export function modulesOf(url: string): string[] {
  chunkModules ??= JSON.parse(
    readFileSync(path.join(root, 'apps/web/dist/chunk-modules.json'), 'utf8'),
  ) as Record<string, string[]>;
  return chunkModules[new URL(url, 'http://x').pathname.replace(/^\//, '')] ?? [];
}

/** The areas whose code the script at `url` holds. */
export function codeAreasOf(url: string): CodeArea[] {
  const modules = modulesOf(url);
  return (Object.keys(CODE_AREAS) as CodeArea[]).filter((area) =>
    modules.some((id) => CODE_AREAS[area].test(id)),
  );
}

/**
 * Each script that `page` loads from now on, with the areas of `unwanted` whose code it holds: read
 * the list once the page has settled, and expect it empty.
 */
export function unwantedCodeLoadedBy(page: Page, unwanted: readonly CodeArea[]): string[] {
  const found: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    const areas = codeAreasOf(url.pathname).filter((area) => unwanted.includes(area));
    if (areas.length) found.push(`${url.pathname} (${areas.join(', ')})`);
  });
  return found;
}
