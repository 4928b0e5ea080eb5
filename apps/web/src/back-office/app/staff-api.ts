/**
 * The back office's calls (packages/contract/src/staff.ts), in an API of their own with its own
 * store (staff-store.ts): the staff token goes only to /api/staff, the guest's never does, and
 * none of it is in the storefront's first load.
 */
import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { errorMessages } from '@storefront/contract/error-messages';
import type {
  StaffProfile,
  staffLoginResponseSchema,
  staffLoginSchema,
  streamTicketResponseSchema,
  totpCodeSchema,
  totpSetupResponseSchema,
} from '@storefront/contract/staff';
import type { z } from 'zod/mini';
import { errorStatus, errorType } from '../../lib/api';
import { type StaffSessionState, staffSignedIn, staffSignedOut } from './staff-session-slice';

/** The staff store's token (staff-store.ts), read without importing the store that imports this. */
const tokenOf = (state: unknown) =>
  (state as { staffSession: StaffSessionState }).staffSession.token;

const fetchQuery = fetchBaseQuery({
  baseUrl: '/api/staff',
  prepareHeaders: (headers, { getState }) => {
    const token = tokenOf(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const SESSIONLESS_CALLS = new Set(['/login', '/logout']);

const staffBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  query,
  extraOptions,
) => {
  const sent = tokenOf(query.getState());
  // Nobody is signed in on this device: a call that needs a session is not sent, only refused
  // here (a frame's profile asked again in the moment after 'Выйти' would be a 401 in the log).
  // The sign-out brings the token it revokes along.
  if (sent === null && !SESSIONLESS_CALLS.has(urlOf(args))) {
    return {
      error: {
        status: 401,
        data: { errType: 'staffUnauthorized', message: errorMessages.staffUnauthorized },
      },
    };
  }
  const result = await fetchQuery(args, query, extraOptions);
  const status = errorStatus(result.error);
  // The login's 401s are about what was typed; any other 401 means the token is gone (logged out
  // elsewhere, disabled, expired). Only the token the call went with: a call answered after a
  // new sign-in must not end it.
  if (
    status === 401 &&
    urlOf(args) !== '/login' &&
    sent !== null &&
    sent === tokenOf(query.getState())
  ) {
    query.dispatch(staffSignedOut());
    query.dispatch(staffApi.util.resetApiState());
  }
  // The profile says what is required next; asking it again sends the admin to the setup.
  if (status === 403 && errorType(result.error) === 'totpSetupRequired') {
    query.dispatch(staffApi.util.invalidateTags(['Me']));
  }
  return result;
};

type LoginBody = z.infer<typeof staffLoginSchema>;
type LoginAnswer = z.infer<typeof staffLoginResponseSchema>;
export type TotpSetup = z.infer<typeof totpSetupResponseSchema>;
/** The member's password and a code: what turning the second factor on or off takes. */
type TotpProof = z.input<typeof totpCodeSchema>;

export const staffApi = createApi({
  reducerPath: 'staffApi',
  baseQuery: staffBaseQuery,
  tagTypes: ['Me', 'Members', 'Orders'],
  endpoints: (build) => ({
    staffLogin: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        // The profile comes with the token: the home page shows at once, without asking /me.
        dispatch(staffSignedIn(answer.data.token));
        void dispatch(staffApi.util.upsertQueryData('staffMe', undefined, answer.data.staff));
      },
    }),
    /** Revokes the token it is given: the device has forgotten it already (use-staff-logout.ts). */
    staffLogout: build.mutation<null, { token: string }>({
      query: ({ token }) => ({
        url: '/logout',
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
    /** The password again, for sensitive steps of the next minutes (decision 079). */
    staffReauth: build.mutation<null, { password: string }>({
      query: (body) => ({ url: '/reauth', method: 'POST', body }),
    }),
    /** A one-use ticket that opens one stream of this session (decision 079). */
    streamTicket: build.mutation<z.infer<typeof streamTicketResponseSchema>, void>({
      query: () => ({ url: '/stream-ticket', method: 'POST' }),
    }),
    staffMe: build.query<StaffProfile, void>({
      query: () => '/me',
      providesTags: ['Me'],
    }),
    totpSetup: build.mutation<TotpSetup, void>({
      query: () => ({ url: '/totp/setup', method: 'POST' }),
    }),
    totpEnable: build.mutation<StaffProfile, TotpProof>({
      query: (body) => ({ url: '/totp/enable', method: 'POST', body }),
      onQueryStarted: profileFollows,
    }),
    totpDisable: build.mutation<StaffProfile, TotpProof>({
      query: (body) => ({ url: '/totp/disable', method: 'POST', body }),
      onQueryStarted: profileFollows,
    }),
  }),
});

/** A call answered with the member's profile: /me's answer becomes it. */
async function profileFollows(
  _arg: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: StaffProfile }>;
  },
) {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) dispatch(staffApi.util.upsertQueryData('staffMe', undefined, answer.data));
}

export const {
  useStaffLoginMutation,
  useStaffLogoutMutation,
  useStaffMeQuery,
  useStreamTicketMutation,
  useStaffReauthMutation,
  useTotpSetupMutation,
  useTotpEnableMutation,
  useTotpDisableMutation,
} = staffApi;
