import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('describes the API from the routes’ schemas, and only the API', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: unknown }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/delivery',
        '/api/delivery/getOrder/{id}',
        '/api/delivery/events/{id}',
        '/api/delivery/{id}/cancel',
        '/api/myAccount/login',
      ]),
    );
    expect(paths.every((path) => path.startsWith('/api/') && !path.startsWith('/api/docs'))).toBe(
      true,
    );
    // The order call's body comes from the contract's schema.
    const createOrder = JSON.stringify(document.paths['/api/delivery']?.post?.requestBody);
    expect(createOrder).toContain('orderServiceType');
    expect(JSON.stringify(document.paths['/api/delivery/{id}/cancel']?.post?.responses)).toContain(
      'canCancel',
    );
  });

  it('has its Swagger UI page', async () => {
    const page = await t.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('is off in production unless API_DOCS=1', async () => {
    const production = await createTestApp(
      { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: '1' },
      { database: t.database },
    );
    try {
      expect((await production.app.inject('/api/docs/json')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
