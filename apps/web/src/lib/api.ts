/** The one RTK Query API; features add their endpoints with injectEndpoints. */
import { createAction } from '@reduxjs/toolkit';
import {
  type BaseQueryFn,
  buildCreateApi,
  coreModule,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import { toastSignInNeeded } from './toast';

/**
 * The server refused the session's own token on an account call (API.md: 401
 * `unauthorizedToast`). The session slice logs out and opens the login modal; the account page,
 * seeing the guest logged out, leaves for '/'.
 */
export const sessionExpired = createAction('session/expired');

/** The bearer token, read without importing the session feature (lib does not know features). */
function sessionToken(state: unknown): string | null {
  const session = (state as { session?: { accessToken?: unknown } }).session;
  return typeof session?.accessToken === 'string' && session.accessToken !== ''
    ? session.accessToken
    : null;
}

/** The server-rendering origin of the calls' URLs: Node's fetch API wants absolute ones. */
export const SERVER_RENDER_ORIGIN = 'http://storefront.internal';

/**
 * The store's extra argument while the server renders (entry-server.tsx): the calls go to the
 * server's own routes through `fetch` instead of the network, one function per render.
 */
export interface ServerRenderExtra {
  fetch: (request: Request) => Promise<Response>;
}

const prepareHeaders = (headers: Headers, { getState }: { getState: () => unknown }) => {
  const token = sessionToken(getState());
  // A call may bring its own token (the restore step's, before the guest is logged in).
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const fetchQuery = fetchBaseQuery({ baseUrl: '/api', prepareHeaders });

function serverRenderQuery(extra: unknown) {
  const render = extra as ServerRenderExtra | undefined;
  if (!render?.fetch) throw new Error('the server-rendering store has no fetch');
  return fetchBaseQuery({
    baseUrl: `${SERVER_RENDER_ORIGIN}/api`,
    prepareHeaders,
    fetchFn: (input: RequestInfo, init?: RequestInit) => render.fetch(new Request(input, init)),
  });
}

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const isAccountRead = (args: string | FetchArgs) =>
  urlOf(args).startsWith('/myAccount/') &&
  (typeof args === 'string' || (args.method ?? 'GET') === 'GET');

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  query,
  extraOptions,
) => {
  const sent = sessionToken(query.getState());
  // The account's reads need the session: with none on this device (a page asking again in the
  // moment after 'Выйти') they are refused here, not sent to be answered 401 in the browser's log.
  if (sent === null && isAccountRead(args)) {
    return { error: { status: 401, data: { errType: 'unauthorizedToast' } } };
  }
  const fetcher = import.meta.env.SSR ? serverRenderQuery(query.extra) : fetchQuery;
  const result = await fetcher(args, query, extraOptions);
  const url = urlOf(args);
  // Only the session's own token, and only while it is still the session's: a call answered
  // after a logout, or made with the restore step's token, must not log anyone out.
  if (
    result.error?.status === 401 &&
    errorType(result.error) === 'unauthorizedToast' &&
    url.startsWith('/myAccount/') &&
    url !== '/myAccount/logout' &&
    sent !== null &&
    sent === sessionToken(query.getState())
  ) {
    query.dispatch(sessionExpired());
    toastSignInNeeded();
  }
  return result;
};

/**
 * On the server, a query hook starts its call while rendering (React runs no effects there), so
 * the render entry can wait for the calls and render again with their answers.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }),
);

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});

/** The HTTP status of an RTK Query error, if it came from the server. */
export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** The `errType` of an error answer (API.md "General rules"), if there is one. */
export function errorType(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('data' in error)) return undefined;
  const data = error.data;
  if (data && typeof data === 'object' && 'errType' in data && typeof data.errType === 'string') {
    return data.errType;
  }
  return undefined;
}
