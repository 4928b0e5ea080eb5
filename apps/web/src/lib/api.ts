/** The one RTK Query API; features add their endpoints with injectEndpoints. */
import { createAction } from '@reduxjs/toolkit';
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { errorMessages } from '@storefront/contract/errors';
import { toast } from 'react-toastify';

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

const fetchQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = sessionToken(getState());
    // A call may bring its own token (the restore step's, before the guest is logged in).
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  query,
  extraOptions,
) => {
  const sent = sessionToken(query.getState());
  const result = await fetchQuery(args, query, extraOptions);
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
    toast.info(errorMessages.unauthorizedToast, { toastId: 'unauthorized' });
  }
  return result;
};

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

/** SPEC §8: a catalogued errType shows its text; anything else (network too) the fallback. */
export function errorText(error: unknown, fallback: string): string {
  const type = errorType(error);
  return type !== undefined && Object.hasOwn(errorMessages, type)
    ? errorMessages[type as keyof typeof errorMessages]
    : fallback;
}
