/**
 * A fake server for component tests, at the fetch level. RTK Query builds `new Request('/api/…')`,
 * which Node's Request refuses without a base URL, so Request is swapped for one that resolves
 * against the page's address (jsdom's http://localhost:3000/) and fetch answers from `routes`.
 * Globals are restored when the test ends.
 */
import { onTestFinished, vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** '/api/delivery' */
  path: string;
  search: URLSearchParams;
  headers: Headers;
  /** parsed JSON, or undefined */
  body: unknown;
}

/** An answer, or NETWORK_ERROR for a request that never got one. */
export type Reply = Response | typeof NETWORK_ERROR;
export type Route = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

export const NETWORK_ERROR = Symbol('network error');

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

/**
 * routes: { 'GET /api/delivery-zones': json(200, […]), 'POST /api/delivery': (call) => … };
 * a Response given directly answers every call (as a copy). Unknown routes answer 404 and are
 * recorded like the rest.
 */
export function stubApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new PageRequest(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      const call: ApiCall = {
        method: request.method,
        path: url.pathname,
        search: url.searchParams,
        headers: request.headers,
        body: text === '' ? undefined : JSON.parse(text),
      };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const reply =
        route === undefined
          ? json(404, { errType: 'notFound', message: 'Не найдено' })
          : typeof route === 'function'
            ? await route(call)
            : route === NETWORK_ERROR
              ? route
              : route.clone();
      if (reply === NETWORK_ERROR) throw new TypeError('Failed to fetch');
      return reply;
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return {
    calls,
    /** the calls to one route: 'POST /api/delivery' */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
