/**
 * Answers that do not come from a route's own code still carry an errType (decision 030): here,
 * @fastify/sse's refusal of a request to an event stream that does not accept one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an event stream asked for as something else', () => {
  it.each([
    '/api/catalog/events',
    '/api/delivery/events/1?key=0123456789abcdef0123456789abcdef',
    '/api/staff/orders/events?ticket=not-a-ticket',
  ])('%s answers 406 with an errType', async (url) => {
    for (const accept of ['application/json', 'x'.repeat(300)]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
      expect(response.statusCode).toBe(406);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ errType: 'badRequest', message: expect.any(String) });
    }
  });
});
