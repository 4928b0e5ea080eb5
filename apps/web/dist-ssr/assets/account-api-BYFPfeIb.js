import { t as api } from "./api-BxkrzdhH.js";
var { useGetUserInfoQuery, useGetUserDeliverySettingsQuery, useGetUserOrdersInfoQuery, useGetOrdersHistoryQuery, useCheckEmailMutation, useCheckPhoneMutation, useSendChangeEmailCodeMutation, useSendChangePhoneCodeMutation, useUpdateEmailPhoneMutation, useUpdateUserInfoMutation, useSaveUserDeliverySettingsMutation, useChangeOwnPasswordMutation } = api.enhanceEndpoints({ addTagTypes: ["UserInfo", "DeliverySettings"] }).injectEndpoints({ endpoints: (build) => ({
	getUserInfo: build.query({
		query: () => "/myAccount/getUserInfo",
		transformResponse: (answer) => answer.info,
		providesTags: ["UserInfo"]
	}),
	getUserDeliverySettings: build.query({
		query: () => "/myAccount/getUserDeliverySettings",
		transformResponse: (answer) => answer.info,
		providesTags: ["DeliverySettings"]
	}),
	getUserOrdersInfo: build.query({
		query: () => "/myAccount/getUserOrdersInfo",
		transformResponse: (answer) => answer.info,
		keepUnusedDataFor: 0
	}),
	getOrdersHistory: build.query({
		query: () => "/myAccount/getOrdersHistory",
		transformResponse: (answer) => answer.info,
		keepUnusedDataFor: 0
	}),
	checkEmail: build.mutation({ query: (body) => ({
		url: "/myAccount/checkEmail",
		method: "POST",
		body
	}) }),
	checkPhone: build.mutation({ query: (body) => ({
		url: "/myAccount/checkPhone",
		method: "POST",
		body
	}) }),
	sendChangeEmailCode: build.mutation({ query: (body) => ({
		url: "/myAccount/sendChangeEmailCode",
		method: "POST",
		body
	}) }),
	sendChangePhoneCode: build.mutation({ query: (body) => ({
		url: "/myAccount/sendChangePhoneCode",
		method: "POST",
		body
	}) }),
	updateEmailPhone: build.mutation({
		query: (body) => ({
			url: "/myAccount/updateEmailPhone",
			method: "POST",
			body
		}),
		invalidatesTags: (_result, error) => error ? [] : ["UserInfo"]
	}),
	updateUserInfo: build.mutation({
		query: (body) => ({
			url: "/myAccount/updateUserInfo",
			method: "POST",
			body
		}),
		invalidatesTags: (_result, error) => error ? [] : ["UserInfo"]
	}),
	/**
	* The account page's password change: with the current password (decision 028). Its answer
	* is a new session; the server ends every other one, this page's old token included.
	*/
	changeOwnPassword: build.mutation({ query: (body) => ({
		url: "/myAccount/changePassword",
		method: "POST",
		body
	}) }),
	saveUserDeliverySettings: build.mutation({
		query: (body) => ({
			url: "/myAccount/saveUserDeliverySettings",
			method: "POST",
			body
		}),
		invalidatesTags: (_result, error) => error ? [] : ["DeliverySettings"]
	})
}) });
export { useGetUserDeliverySettingsQuery as a, useSaveUserDeliverySettingsMutation as c, useUpdateEmailPhoneMutation as d, useUpdateUserInfoMutation as f, useGetOrdersHistoryQuery as i, useSendChangeEmailCodeMutation as l, useCheckEmailMutation as n, useGetUserInfoQuery as o, useCheckPhoneMutation as r, useGetUserOrdersInfoQuery as s, useChangeOwnPasswordMutation as t, useSendChangePhoneCodeMutation as u };
