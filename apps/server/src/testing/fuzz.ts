/**
 * A route fuzzer (issue 10, "Done means"; decision 030): every route the app registers gets
 * malformed params, query strings, bodies and headers, and no answer may be a 5xx, hang, or be an
 * error without an `errType`. The unit suite runs a short seeded round (fuzz.test.ts); `npm run
 * bench:fuzz` runs a long one on PGlite or PostgreSQL.
 *
 * Requests start from a plausible value built from the route's own zod schema (field names pick
 * valid-looking Russian names, phones, dates…), then one or a few leaves are broken: that way the
 * broken value gets past the other fields' checks and reaches the service and the database, where
 * the 500s live. A small seeded generator instead of a property-testing library: we want a stream
 * of requests, not shrinking, and a seed in a failure message is enough to replay it.
 */
import type { Readable } from 'node:stream';
import type { InjectOptions, RouteOptions } from 'fastify';

export interface FuzzRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; params?: unknown; querystring?: unknown; headers?: unknown };
}

export interface FuzzFinding {
  kind: '5xx' | 'hang' | 'noErrType';
  route: string;
  status?: number;
  request: { method: string; url: string; headers?: Record<string, string>; payload?: string };
  answer?: string;
}

export interface FuzzReport {
  requests: number;
  routes: number;
  /** answers by status class, for the report: { '2xx': 10, '4xx': 900 } */
  statuses: Record<string, number>;
  /** per route, answers by status and errType ('201', '400 validation'): how deep the round got */
  answers: Record<string, Record<string, number>>;
  findings: FuzzFinding[];
}

interface Injectable {
  inject(options: InjectOptions & { payloadAsStream: true }): PromiseLike<{
    statusCode: number;
    headers: Record<string, unknown>;
    stream(): Readable;
  }>;
}

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * The answer with its whole body — except an event stream a request opened (the catalogue's is
 * open to anyone): that is the right answer, and it never ends, so it is taken as it opens.
 */
async function answerOf(app: Injectable, options: InjectOptions): Promise<Answer> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode === 200 && type.startsWith('text/event-stream')) {
    stream.destroy();
    return { statusCode: response.statusCode, headers: response.headers, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: Buffer.concat(chunks).toString('utf8'),
  };
}

/** Collects routes through buildApp's `onRoute` option. */
export function routeCollector() {
  const routes: FuzzRoute[] = [];
  return {
    routes,
    onRoute(route: RouteOptions) {
      for (const method of [route.method].flat()) {
        // HEAD twins of GET routes run the same handler.
        if (method === 'HEAD' && route.exposeHeadRoute !== false) continue;
        routes.push({ method, url: route.url, schema: route.schema as FuzzRoute['schema'] });
      }
    },
  };
}

/** mulberry32: small, fast, and the same stream for the same seed everywhere. */
function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Rng = ReturnType<typeof createRng>;

const INT4_MAX = 2_147_483_647;

/** Numbers that break int4 columns, integer checks, JSON and money sums. */
const badNumbers: readonly unknown[] = [
  INT4_MAX + 1,
  -INT4_MAX - 2,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  1e21,
  -1,
  0,
  0.5,
  1.0000001,
  5e-324,
  -0,
  99_999_999_999,
];

/** Strings that break text columns, regexes, log lines and encodings. */
const badStrings: readonly string[] = [
  '\u0000',
  'Иван\u0000',
  'a\u0000b',
  '',
  ' ',
  'x'.repeat(10_000),
  'Ж'.repeat(3_000),
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eевиж',
  '\uFEFF',
  '\u200B\u200D',
  'ё̈́',
  '👩‍👩‍👧‍👦'.repeat(50),
  '𝟙𝟚𝟛',
  "' or 1=1 --",
  '"; drop table orders; --',
  '%00',
  '%',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${process.exit()}',
  '__proto__',
  'constructor',
  '2147483648',
  '-1',
  '1e999',
  'NaN',
  'null',
  'true',
  '\r\nX-Injected: 1',
  '\t\n\v\f\r',
  '0x10',
  '٣',
];

/** Values of the wrong type for any field. */
function badValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(8)) {
    case 0:
      return rng.pick(badNumbers);
    case 1:
    case 2:
      return rng.pick(badStrings);
    case 3:
      return rng.pick([null, true, false, [], {}, [null], { '': null }]);
    case 4:
      return deepNesting(rng.pick([10, 200, 3_000]), rng.chance(0.5));
    case 5:
      // Long arrays of scalars only: nested long arrays would not fit in memory.
      return depth > 0
        ? [rng.pick(badNumbers)]
        : Array.from({ length: rng.pick([2, 50, 1_000]) }, () => rng.pick(badNumbers));
    case 6:
      return String(rng.pick(badNumbers));
    default:
      return { [rng.pick(badStrings)]: depth > 2 ? 1 : badValue(rng, depth + 1) };
  }
}

function deepNesting(depth: number, arrays: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
  return value;
}

/** A valid-looking string for a field, by its name: most checks pass, so deeper code runs. */
function plausibleString(name: string, rng: Rng): string {
  const key = name.toLowerCase();
  if (key === 'login') return rng.pick(['guest@example.ru', '+79141234567']);
  if (key.includes('email')) return 'guest@example.ru';
  if (key.includes('phone')) return '+79141234567';
  if (key.includes('password')) return 'secret1';
  if (key === 'code') return '123456';
  if (key.includes('lastname') || key.includes('surname')) return 'Петрова';
  if (key.includes('name') && key !== 'nameurl') return rng.pick(['Иван', 'Светланская']);
  if (key === 'nameurl') return rng.pick(['new-year', 'ocean', 'a']);
  if (key === 'house') return '14';
  if (key === 'street') return 'Светланская';
  // Times that are open at FUZZ_NOW.
  if (key === 'completebefore') return '2026-11-23 15:00:00.000';
  if (key === 'time') return '24/11/2026 в 19.00';
  if (['entrance', 'floor', 'flat'].includes(key)) return '2';
  if (key === 'key') return 'k'.repeat(32);
  if (key === 'paymentid') return '2f9c0a3e-1b7d-4c55-9f55-3c8f3b1a2d10';
  if (key === 'file')
    return rng.pick(['gastropub.svg', '0b6e2f4c-7d1a-4c3e-9f00-5a1b2c3d4e5f.svg', 'hall-1.svg']);
  // Ids the router gives as strings (paths, queries) and iiko's ticket ids.
  if (key === 'id' || key.endsWith('id'))
    return rng.pick(['1', '2', '3', '00000000-0000-4000-8000-000000000000']);
  return rng.pick(['', 'a', 'тест']);
}

interface ZodDef {
  type: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  element?: { _zod: { def: ZodDef } };
  innerType?: { _zod: { def: ZodDef } };
  in?: { _zod: { def: ZodDef } };
  out?: { _zod: { def: ZodDef } };
  options?: { _zod: { def: ZodDef } }[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
}

function defOf(schema: unknown): ZodDef | undefined {
  return (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;
}

/** A value that fits the schema's shape (not necessarily its refinements). */
function plausibleValue(schema: unknown, rng: Rng, name = '', depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 8) return undefined;
  switch (def.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const fieldValue = plausibleValue(field, rng, key, depth + 1);
        if (fieldValue !== undefined) value[key] = fieldValue;
      }
      return value;
    }
    case 'array':
      return Array.from({ length: 1 + rng.int(2) }, () =>
        plausibleValue(def.element, rng, name, depth + 1),
      );
    case 'optional':
      return rng.chance(0.8) ? plausibleValue(def.innerType, rng, name, depth + 1) : undefined;
    case 'nullable':
      return rng.chance(0.7) ? plausibleValue(def.innerType, rng, name, depth + 1) : null;
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return plausibleValue(def.innerType, rng, name, depth + 1);
    case 'pipe':
      return plausibleValue(def.in, rng, name, depth + 1);
    case 'union':
      return plausibleValue(rng.pick(def.options ?? []), rng, name, depth + 1);
    case 'enum':
      return rng.pick(Object.values(def.entries ?? { a: 'a' }));
    case 'literal':
      return rng.pick(def.values ?? ['']);
    case 'boolean':
      return rng.chance(0.5);
    case 'number':
    case 'int':
      return rng.pick([1, 1, 2, 3, 4, 10]);
    case 'string':
      return plausibleString(name, rng);
    default:
      return rng.pick(['', 1, null]);
  }
}

/** Replaces one random leaf (or the value itself) with a broken one. */
function breakOne(value: unknown, rng: Rng): unknown {
  if (value && typeof value === 'object' && rng.chance(0.85)) {
    const copy: Record<string, unknown> = Array.isArray(value)
      ? ([...value] as never)
      : { ...value };
    const keys = Object.keys(copy);
    if (keys.length > 0 && rng.chance(0.9)) {
      const key = rng.pick(keys);
      if (rng.chance(0.08)) delete copy[key];
      else copy[key] = breakOne(copy[key], rng);
    } else {
      copy[rng.pick(['extra', '__proto__', 'constructor', '\u0000'])] = badValue(rng);
    }
    return copy;
  }
  return badValue(rng);
}

/** A JSON text that a parser refuses or that parses into something odd. */
const brokenJson: readonly string[] = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  "{'a':1}",
  '{"a":01}',
  '{"a":1e999999}',
  '{"a":-1e999999}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  'null',
  '""',
  '1',
  'true',
  '\uFEFF{}',
  '['.repeat(100_000),
  // Well-formed but deeper than a recursive parser or validator can go (within the body limit).
  `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  '{"a":'.repeat(10_000),
  ' ',
];

const contentTypes: readonly string[] = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  'garbage',
  ';;;',
];

/** Path parameter values: numbers outside int4, odd encodings, very long ones. */
const badParams: readonly string[] = [
  '2147483648',
  '2147483647',
  '9999999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e3',
  '1e400',
  '0x10',
  ' 1',
  'NaN',
  'Infinity',
  '%00',
  '1%00',
  '%',
  '%E0%A4%A',
  '%FF',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(101),
  '9'.repeat(400),
  'x'.repeat(5_000),
  encode('Иван'),
  encode('\u202E'),
  '%F0%9F%92%A9',
];

/** encodeURIComponent, with lone surrogates (which it throws on) as U+FFFD, as a browser sends them. */
function encode(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD'));
}

function pathFor(url: string, params: unknown, rng: Rng, broken: boolean): string {
  const shape = defOf(params)?.shape ?? {};
  return url
    .split('/')
    .map((segment) => {
      if (segment === '*') return broken ? rng.pick(badParams) : 'menu';
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      if (broken && rng.chance(0.7)) return rng.pick(badParams);
      const value = plausibleValue(shape[name], rng, name);
      return encode(String(value ?? '1'));
    })
    .join('/');
}

function queryFor(querystring: unknown, rng: Rng, broken: boolean): string {
  const pairs: string[] = [];
  for (const [key, field] of Object.entries(defOf(querystring)?.shape ?? {})) {
    const value =
      broken && rng.chance(0.6) ? rng.pick(badStrings) : plausibleValue(field, rng, key);
    if (value !== undefined) pairs.push(`${key}=${encode(String(value))}`);
  }
  if (broken) {
    switch (rng.int(6)) {
      case 0:
        pairs.push(rng.pick(['%', '%zz', 'a=%E0%A4%A', '%00=%00', '=', '&&', 'a[b][c]=1']));
        break;
      case 1:
        pairs.push(`${encode(rng.pick(badStrings))}=${encode(rng.pick(badStrings))}`);
        break;
      case 2:
        // The same key twice: an array where a string was expected.
        if (pairs[0]) pairs.push(pairs[0]);
        break;
      case 3:
        pairs.push(`q=${'x'.repeat(rng.pick([100, 10_000]))}`);
        break;
      default:
    }
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Bodies of the routes that read theirs without a schema. */
const exampleBodies: Record<string, unknown> = {
  '/api/payments/yookassa/notification': {
    type: 'notification',
    event: 'payment.succeeded',
    object: { id: '2f9c0a3e-1b7d-4c55-9f55-3c8f3b1a2d10', status: 'succeeded' },
  },
};

/** Header values must be valid HTTP: latin-1 printable, no NUL or CR/LF. */
const badHeaderValues: readonly string[] = [
  '',
  ' ',
  'x'.repeat(4_000),
  'Bearer',
  'Bearer ',
  `Bearer ${'a'.repeat(2_000)}`,
  'Bearer %00',
  "Bearer ' or 1=1 --",
  'Basic YWRtaW46YWRtaW4=',
  '2147483648',
  '-1',
  '\u00ff\u00fe',
];

export interface FuzzOptions {
  seed: number;
  /** requests per route */
  perRoute: number;
  /** a request taking longer than this is a hang */
  timeoutMs?: number;
  /** a valid session token, used now and then so that logged-in code runs too */
  accessToken?: string;
  /** the bearer token a route takes instead of the session (iiko's webhook token) */
  bearerFor?: (url: string) => string | undefined;
  /** only routes whose "METHOD url" passes */
  filter?: (route: string) => boolean;
}

/** One malformed request for a route. */
function fuzzRequest(
  route: FuzzRoute,
  rng: Rng,
  { accessToken, bearerFor }: Pick<FuzzOptions, 'accessToken' | 'bearerFor'> = {},
): InjectOptions {
  const schema = route.schema ?? {};
  // Which part is broken; sometimes several, sometimes none (a valid request is a check too).
  const part = rng.pick([
    'params',
    'query',
    'body',
    'body',
    'body',
    'headers',
    'rawBody',
    'many',
    'none',
  ]);
  const broken = (name: string) => part === name || (part === 'many' && rng.chance(0.5));
  const url = `${pathFor(route.url, schema.params, rng, broken('params'))}${queryFor(schema.querystring, rng, broken('query'))}`;
  const headers: Record<string, string> = {};
  // Not to logout or changePassword: they end the session the other routes need.
  const bearer = bearerFor?.(route.url) ?? accessToken;
  if (bearer && !/\/(logout|changePassword)$/.test(route.url) && rng.chance(0.6))
    headers.authorization = `Bearer ${bearer}`;
  const headerShape = defOf(schema.headers)?.shape ?? {};
  for (const [name, field] of Object.entries(headerShape)) {
    const value = plausibleValue(field, rng, name);
    if (value !== undefined)
      headers[name] = name === 'idempotency-key' ? `fuzz-${rng.int(1e9)}-key` : String(value);
  }
  if (broken('headers')) {
    const name = rng.pick([
      'authorization',
      'idempotency-key',
      'cookie',
      'accept',
      'accept-encoding',
      'accept-language',
      'if-none-match',
      'if-modified-since',
      'range',
      'x-forwarded-for',
      'x-forwarded-host',
      'x-forwarded-proto',
      'host',
      'origin',
      'x-request-id',
    ]);
    headers[name] = rng.pick(badHeaderValues);
  }
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    headers,
    // Per-address rate limits would otherwise answer most requests with 429 before any check.
    remoteAddress: rng.chance(0.95)
      ? `10.${rng.int(256)}.${rng.int(256)}.${1 + rng.int(254)}`
      : `203.0.113.${1 + rng.int(254)}`,
  };
  if (route.method === 'GET' || route.method === 'HEAD') {
    if (broken('rawBody') && rng.chance(0.3)) {
      headers['content-type'] = 'application/json';
      options.payload = rng.pick(brokenJson);
    }
    return options;
  }
  if (broken('rawBody')) {
    headers['content-type'] = rng.pick(contentTypes);
    options.payload = rng.chance(0.7) ? rng.pick(brokenJson) : 'x'.repeat(rng.pick([1, 70_000]));
    return options;
  }
  const body = schema.body
    ? plausibleValue(schema.body, rng)
    : (exampleBodies[route.url] ?? { object: { id: 'x' } });
  headers['content-type'] = rng.chance(0.9) ? 'application/json' : rng.pick(contentTypes);
  options.payload = JSON.stringify(broken('body') ? breakOne(body, rng) : body);
  return options;
}

function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    Promise.resolve(promise),
    new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function summarize(text: string | undefined, max = 300): string | undefined {
  if (text === undefined) return undefined;
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** Runs the round and reports what went wrong; never throws for a bad answer. */
export async function fuzzRoutes(
  app: Injectable,
  routes: readonly FuzzRoute[],
  { seed, perRoute, timeoutMs = 5_000, accessToken, bearerFor, filter = () => true }: FuzzOptions,
): Promise<FuzzReport> {
  const rng = createRng(seed);
  const report: FuzzReport = { requests: 0, routes: 0, statuses: {}, answers: {}, findings: [] };
  for (const route of routes) {
    const name = `${route.method} ${route.url}`;
    if (!filter(name)) continue;
    report.routes++;
    for (let i = 0; i < perRoute; i++) {
      const options = fuzzRequest(route, rng, { accessToken, bearerFor });
      const request = {
        method: String(options.method),
        url: summarize(String(options.url)) ?? '',
        headers: options.headers as Record<string, string>,
        payload: summarize(options.payload as string | undefined, 2_000),
      };
      report.requests++;
      let answer: Answer | 'timeout';
      try {
        answer = await withTimeout(answerOf(app, options), timeoutMs);
      } catch {
        // light-my-request refuses requests no HTTP client could send (invalid header bytes).
        report.statuses.refused = (report.statuses.refused ?? 0) + 1;
        continue;
      }
      if (answer === 'timeout') {
        report.findings.push({ kind: 'hang', route: name, request });
        continue;
      }
      const statusClass = `${Math.floor(answer.statusCode / 100)}xx`;
      report.statuses[statusClass] = (report.statuses[statusClass] ?? 0) + 1;
      const answerKey = `${answer.statusCode} ${errTypeOf(answer.body) ?? ''}`.trim();
      const routeAnswers = report.answers[name] ?? {};
      report.answers[name] = routeAnswers;
      routeAnswers[answerKey] = (routeAnswers[answerKey] ?? 0) + 1;
      if (answer.statusCode >= 500) {
        report.findings.push({
          kind: '5xx',
          route: name,
          status: answer.statusCode,
          request,
          answer: summarize(answer.body),
        });
      } else if (answer.statusCode >= 400 && isJson(answer.headers['content-type'])) {
        // API.md: every error answer is { errType, message }.
        if (errTypeOf(answer.body) === undefined) {
          report.findings.push({
            kind: 'noErrType',
            route: name,
            status: answer.statusCode,
            request,
            answer: summarize(answer.body),
          });
        }
      }
    }
  }
  return report;
}

function errTypeOf(body: string): string | undefined {
  try {
    const errType = JSON.parse(body)?.errType;
    return typeof errType === 'string' ? errType : undefined;
  } catch {
    return undefined;
  }
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.includes('json');
}

/** The clock of the fuzzed app: a Monday noon in Vladivostok, when delivery and booking are open. */
export const FUZZ_NOW = new Date('2026-11-23T12:00:00+10:00');

/** iiko's webhook takes its own token, the rest a guest's session. */
export function fuzzBearer(url: string): string | undefined {
  return url.startsWith('/api/pos/iiko/') ? fuzzEnv.IIKO_WEBHOOK_TOKEN : undefined;
}

/** fuzzBearer, with the back office's routes and streams called by a signed-in admin. */
export const fuzzBearerWithStaff =
  (staffToken: string) =>
  (url: string): string | undefined =>
    url.startsWith('/api/staff/') ? staffToken : fuzzBearer(url);

/** The env that registers every optional route: the iiko webhook, the sandbox, the dev mailbox. */
export const fuzzEnv = {
  IIKO_WEBHOOK_TOKEN: 'fuzz-webhook-token-0123456789',
  PAYMENT_PROVIDER: 'sandbox',
  // Production refuses the sandbox without it (issue 10 item 1); unknown keys are ignored.
  ALLOW_SANDBOX_PAYMENTS: '1',
  // The fuzzer's addresses (10.x), so that notifications get past the allow-list to the parser.
  YOOKASSA_NOTIFICATION_NETWORKS: '10.0.0.0/8',
} as const;
