/**
 * A short, seeded round of the route fuzzer (testing/fuzz.ts; the long one is `npm run
 * bench:fuzz`): every route, malformed params, queries, bodies and headers, in development and
 * production mode — no 5xx, no hang, every error answer with an errType (issue 10).
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/app';
import { FUZZ_NOW, fuzzBearerWithStaff, fuzzEnv, fuzzRoutes, routeCollector } from './testing/fuzz';
import { fuzzAccessToken, fuzzStaffToken } from './testing/fuzz-session';

const PER_ROUTE = 8;

describe.each(['development', 'production'] as const)('fuzzing every route (%s)', (NODE_ENV) => {
  // A few seconds alone; the longer timeout is for a machine busy with other tests.
  it('answers malformed requests with 4xx and an errType, never 5xx, never hanging', {
    timeout: 90_000,
  }, async () => {
    const { routes, onRoute } = routeCollector();
    const t = await createTestApp({ ...fuzzEnv, NODE_ENV }, { onRoute, now: () => FUZZ_NOW });
    try {
      const accessToken = await fuzzAccessToken(t.database.db);
      const staffToken = await fuzzStaffToken(t.database.db, FUZZ_NOW);
      // The optional routes are there: the fuzzer sees what production serves and more.
      const names = routes.map((route) => `${route.method} ${route.url}`);
      expect(names).toContain('POST /api/delivery');
      expect(names).toContain('POST /api/pos/iiko/webhook');
      expect(names).toContain('GET /pay/:paymentId');
      const report = await fuzzRoutes(t.app, routes, {
        seed: NODE_ENV === 'production' ? 20261123 : 1011,
        perRoute: PER_ROUTE,
        timeoutMs: 5_000,
        accessToken,
        bearerFor: fuzzBearerWithStaff(staffToken),
      });
      expect(report.requests).toBe(routes.length * PER_ROUTE);
      expect(report.findings).toEqual([]);
      // Some requests got through every check: the round reaches the services, not only zod.
      expect(report.statuses['2xx']).toBeGreaterThan(0);
      // The back office too: signed in as an admin, its calls and streams answer past sign-in.
      const staffAnswers = Object.entries(report.answers).filter(([name]) =>
        name.includes(' /api/staff/'),
      );
      expect(staffAnswers.length).toBeGreaterThan(30);
      const signedIn = staffAnswers.filter(([, answers]) =>
        Object.keys(answers).some((key) => key.startsWith('2')),
      );
      expect(signedIn.length).toBeGreaterThan(staffAnswers.length / 3);
    } finally {
      await t.close();
    }
  });
});
