import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, createFuzzContext, fuzzRoute, type FuzzContext } from './fuzz-routes';
import { createTestApp, type TestApp } from './test-app';

/**
 * Hostile bodies, queries and path parameters on every route of the OpenAPI document, as a
 * visitor, a member, an administrator and a made-up token: never a 5xx, errors in the API's one shape, and
 * nothing stored for a refused request. bench/fuzz.ts runs the same property with many more cases.
 */

const RUNS_PER_ROUTE = 40;

// The route list comes from the app itself, so a new route is fuzzed without being listed here.
const routes = await (async () => {
  const t = await createTestApp();
  try {
    return await apiRoutes(t.app);
  } finally {
    await t.close();
  }
})();

let t: TestApp;
let context: FuzzContext;

beforeAll(async () => {
  t = await createTestApp();
  context = await createFuzzContext(t);
});
afterAll(() => t?.close());

describe('hostile input on every API route', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes.map((route) => route.label)).toEqual(
      expect.arrayContaining([
        'POST /api/users',
        'PATCH /api/exams/{code}',
        'POST /api/access-codes/{id}/revoke',
      ]),
    );
  });

  it.each(routes.map((route) => [route.label, route] as const))(
    '%s answers no 5xx, errors in shape, nothing stored when refused',
    async (_label, route) => {
      const tally = await fuzzRoute(context, route, { numRuns: RUNS_PER_ROUTE, failFast: true });
      expect(tally.problems).toEqual([]);
      expect(tally.cases).toBe(RUNS_PER_ROUTE);
    },
  );
});
