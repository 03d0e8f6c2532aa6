// The fuzz property of apps/server/src/test/fuzz.test.ts with many more cases per route: hostile
// bodies, queries and path parameters as a visitor, a member, an administrator and a made-up token, through the
// real app on a fresh database (PGlite, or PostgreSQL when BENCH_DATABASE_URL points to an empty
// database). Prints, per route, how many cases were refused (4xx), accepted (2xx) and failed (5xx,
// an error outside the API's shape, or a write by a refused request), and the first problems.
// Run: npx tsx bench/fuzz.ts [cases per route, default 10000] [seed]   (or FUZZ_CASES, FUZZ_SEED)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiRoutes,
  createFuzzContext,
  fuzzRoute,
  type RouteTally,
} from '../apps/server/src/test/fuzz-routes';
import { openTestApp } from '../apps/server/src/test/test-app';

const casesPerRoute = Number(process.argv[2] ?? process.env.FUZZ_CASES ?? 10_000);
const seed = Number(process.argv[3] ?? process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

function table(tallies: RouteTally[]) {
  const rows = [
    ['route', 'cases', '4xx', '2xx', '5xx', 'problems', 'seconds'],
    ...tallies.map((tally) => [
      tally.route,
      String(tally.cases),
      String(tally.refused),
      String(tally.ok),
      String(tally.failed),
      String(tally.problemCount),
      tally.seconds.toFixed(1),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'oece-bench-fuzz-'));
const t = await openTestApp(
  process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : { DATA_DIR: dataDir },
  { migrate: true },
);
const tallies: RouteTally[] = [];
try {
  const context = await createFuzzContext(t);
  const routes = await apiRoutes(t.app);
  console.log(`${engine}: ${routes.length} routes × ${casesPerRoute} cases, seed ${seed}`);
  for (const route of routes) {
    const tally = await fuzzRoute(context, route, { numRuns: casesPerRoute, seed, failFast: false });
    tallies.push(tally);
    console.log(`  ${route.label}: ${tally.cases} cases in ${tally.seconds.toFixed(1)} s`);
  }
} finally {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\n${table(tallies)}`);
const total = tallies.reduce((sum, tally) => sum + tally.seconds, 0);
console.log(`total: ${tallies.reduce((sum, tally) => sum + tally.cases, 0)} cases in ${total.toFixed(0)} s`);
for (const tally of tallies.filter((tally) => tally.problems.length)) {
  console.log(`\n${tally.route}:\n${tally.problems.map((problem) => `  ${problem}`).join('\n')}`);
}
process.exitCode = tallies.some((tally) => tally.problems.length) ? 1 : 0;
