/**
 * The personal-account calls (API.md "Account", bearer). Shared by the account page and the
 * checkout's autofill, like the catalogue calls. The queries take the session token as their
 * argument: it is what the cache is keyed by, so one guest's data is never shown to the next
 * one on the same browser, and they are skipped (skipToken) while logged out.
 */
import type {
  DeliverySettings,
  OrderHistoryEntry,
  UserInfo,
  UserOrdersInfo,
} from '@storefront/contract/accounts';
import { api } from './api';

interface Info<T> {
  info: T;
}
interface SuccessAnswer {
  success: boolean;
}

export type ContactType = 'email' | 'phone';

export const accountApi = api
  .enhanceEndpoints({ addTagTypes: ['UserInfo', 'DeliverySettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getUserInfo: build.query<UserInfo, string>({
        query: () => '/myAccount/getUserInfo',
        transformResponse: (answer: Info<UserInfo>) => answer.info,
        providesTags: ['UserInfo'],
      }),
      getUserDeliverySettings: build.query<DeliverySettings, string>({
        query: () => '/myAccount/getUserDeliverySettings',
        transformResponse: (answer: Info<DeliverySettings>) => answer.info,
        providesTags: ['DeliverySettings'],
      }),
      getUserOrdersInfo: build.query<UserOrdersInfo, string>({
        query: () => '/myAccount/getUserOrdersInfo',
        transformResponse: (answer: Info<UserOrdersInfo>) => answer.info,
        keepUnusedDataFor: 0,
      }),
      getOrdersHistory: build.query<OrderHistoryEntry[], string>({
        query: () => '/myAccount/getOrdersHistory',
        transformResponse: (answer: Info<OrderHistoryEntry[]>) => answer.info,
        keepUnusedDataFor: 0,
      }),
      checkEmail: build.mutation<{ isExist: boolean }, { email: string }>({
        query: (body) => ({ url: '/myAccount/checkEmail', method: 'POST', body }),
      }),
      checkPhone: build.mutation<{ isExist: boolean }, { phone: string }>({
        query: (body) => ({ url: '/myAccount/checkPhone', method: 'POST', body }),
      }),
      sendChangeEmailCode: build.mutation<SuccessAnswer, { email: string }>({
        query: (body) => ({ url: '/myAccount/sendChangeEmailCode', method: 'POST', body }),
      }),
      sendChangePhoneCode: build.mutation<SuccessAnswer, { phone: string }>({
        query: (body) => ({ url: '/myAccount/sendChangePhoneCode', method: 'POST', body }),
      }),
      updateEmailPhone: build.mutation<SuccessAnswer, { code: string; contactType: ContactType }>({
        query: (body) => ({ url: '/myAccount/updateEmailPhone', method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['UserInfo']),
      }),
      /** the birthday only while none is saved: once set, the server refuses a change */
      updateUserInfo: build.mutation<
        SuccessAnswer,
        Omit<UserInfo, 'birthday'> & { birthday?: string }
      >({
        query: (body) => ({ url: '/myAccount/updateUserInfo', method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['UserInfo']),
      }),
      /**
       * The account page's password change: with the current password (decision 028). Its answer
       * is a new session; the server ends every other one, this page's old token included.
       */
      changeOwnPassword: build.mutation<
        SuccessAnswer & { accessToken: string },
        { currentPassword: string; newPassword: string; repeatNewPassword: string }
      >({
        query: (body) => ({ url: '/myAccount/changePassword', method: 'POST', body }),
      }),
      saveUserDeliverySettings: build.mutation<SuccessAnswer, DeliverySettings>({
        query: (body) => ({ url: '/myAccount/saveUserDeliverySettings', method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : ['DeliverySettings']),
      }),
    }),
  });

export const {
  useGetUserInfoQuery,
  useGetUserDeliverySettingsQuery,
  useGetUserOrdersInfoQuery,
  useGetOrdersHistoryQuery,
  useCheckEmailMutation,
  useCheckPhoneMutation,
  useSendChangeEmailCodeMutation,
  useSendChangePhoneCodeMutation,
  useUpdateEmailPhoneMutation,
  useUpdateUserInfoMutation,
  useSaveUserDeliverySettingsMutation,
  useChangeOwnPasswordMutation,
} = accountApi;
