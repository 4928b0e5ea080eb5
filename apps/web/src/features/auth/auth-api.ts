/** The sign-in calls (API.md "Account"): registration, login, logout, access restore. */
import { api } from '../../lib/api';

interface TokenAnswer {
  accessToken: string;
}
interface SuccessAnswer {
  success: boolean;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendRegistrationCode: build.mutation<
      SuccessAnswer,
      { login: string; password: string; repeatPassword: string }
    >({
      query: (body) => ({ url: '/myAccount/sendRegistrationCode', method: 'POST', body }),
    }),
    finishRegistration: build.mutation<TokenAnswer, { code: string; login: string }>({
      query: (body) => ({ url: '/myAccount/finishRegistration', method: 'POST', body }),
    }),
    login: build.mutation<TokenAnswer, { login: string; password: string }>({
      query: (body) => ({ url: '/myAccount/login', method: 'POST', body }),
    }),
    /** With the token the session had: it is already forgotten here when the call goes. */
    logout: build.mutation<SuccessAnswer, { token: string }>({
      query: ({ token }) => ({
        url: '/myAccount/logout',
        method: 'POST',
        body: {},
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
    sendRestoreAccessCode: build.mutation<SuccessAnswer, { login: string }>({
      query: (body) => ({ url: '/myAccount/sendRestoreAccessCode', method: 'POST', body }),
    }),
    checkRestoreAccessCode: build.mutation<TokenAnswer, { login: string; code: string }>({
      query: (body) => ({ url: '/myAccount/checkRestoreAccessCode', method: 'POST', body }),
    }),
    /** With the token the code check gave: the guest is not logged in yet. */
    changePassword: build.mutation<
      SuccessAnswer & TokenAnswer,
      { token: string; newPassword: string; repeatNewPassword: string }
    >({
      query: ({ token, ...body }) => ({
        url: '/myAccount/changePassword',
        method: 'POST',
        body,
        headers: { Authorization: `Bearer ${token}` },
      }),
    }),
  }),
});

export const {
  useSendRegistrationCodeMutation,
  useFinishRegistrationMutation,
  useLoginMutation,
  useLogoutMutation,
  useSendRestoreAccessCodeMutation,
  useCheckRestoreAccessCodeMutation,
  useChangePasswordMutation,
} = authApi;
