import { z } from "zod/mini";
import { toast } from "react-toastify";
import { createAction } from "@reduxjs/toolkit";
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from "@reduxjs/toolkit/query/react";
// ../../packages/contract/src/errors.ts
/** Error answers: `{ errType, message, fields? }` (API.md "General rules"). Texts of SPEC.md §8. */
var errorMessages = {
	invalidCode: "Неверный код подтверждения или время действия кода истекло",
	invalidLogin: "Неверный формат email или телефона",
	invalidEmail: "Неверный формат email",
	invalidPhone: "Неверный формат телефона",
	passwordsNotMatch: "Пароли не совпадают",
	passwordTooShort: "Пароль должен быть не менее 6 символов",
	userExists: "Пользователь с таким email или телефоном уже существует",
	userNotExists: "Пользователь с таким email или телефоном не найден",
	invalidCredentials: "Неверный логин или пароль",
	unauthorizedToast: "Для работы с личным кабинетом необходимо авторизоваться",
	errorSendSMS: "Ошибка отправки SMS. Попробуйте позже",
	errorSendSMSRegistration: "Не удалось отправить SMS. Попробуйте позже или зарегистрируйтесь по электронной почте",
	errorSendSMSRestore: "Не удалось отправить SMS. Попробуйте позже или восстановите доступ по электронной почте",
	errorSendSMSChange: "Не удалось отправить SMS. Попробуйте позже",
	phoneCannotBeDelivered: "SMS не может быть доставлено на указанный номер телефона. Проверьте правильность введенного номера",
	toManySmsOnPhone: "Превышено количество отправленных SMS на указанный номер телефона. Попробуйте позже",
	validation: "Проверьте правильность заполнения полей",
	badRequest: "Некорректный запрос",
	unsupportedMediaType: "Неподдерживаемый формат запроса",
	invalidJson: "Некорректный формат запроса",
	notFound: "Не найдено",
	payloadTooLarge: "Слишком большой запрос",
	tooManyRequests: "Слишком много запросов. Попробуйте позже",
	productUnavailable: "Некоторые блюда сейчас недоступны для заказа",
	deliveryTimeUnavailable: "Доставка работает с 11:00 до 20:00. Пожалуйста, выберите время доставки",
	paymentUnavailable: "Не удалось перейти к оплате. Повторите попытку через минуту или выберите оплату курьеру",
	orderNotPayable: "Этот заказ уже оплачен, отправлен на кухню или отменён",
	internal: "Внутренняя ошибка сервера. Попробуйте позже",
	serviceUnavailable: "Сервис временно недоступен. Попробуйте через минуту",
	idempotencyKeyReused: "Заказ изменился после прошлой попытки, которая могла до нас дойти. Чтобы не получить два заказа, позвоните нам или отправьте заказ ещё раз",
	orderTooLarge: "Слишком большой заказ. Пожалуйста, позвоните нам, и мы оформим его по телефону",
	priceChanged: "Цены некоторых блюд изменились. Проверьте корзину и оформите заказ снова"
};
var errorResponseSchema = z.object({
	errType: z.string(),
	message: z.string(),
	fields: z.optional(z.record(z.string(), z.string()))
});
// src/lib/api.ts
/** The one RTK Query API; features add their endpoints with injectEndpoints. */
/**
* The server refused the session's own token on an account call (API.md: 401
* `unauthorizedToast`). The session slice logs out and opens the login modal; the account page,
* seeing the guest logged out, leaves for '/'.
*/
var sessionExpired = createAction("session/expired");
/** The bearer token, read without importing the session feature (lib does not know features). */
function sessionToken(state) {
	const session = state.session;
	return typeof session?.accessToken === "string" && session.accessToken !== "" ? session.accessToken : null;
}
/** The server-rendering origin of the calls' URLs: Node's fetch API wants absolute ones. */
var SERVER_RENDER_ORIGIN = "http://storefront.internal";
var prepareHeaders = (headers, { getState }) => {
	const token = sessionToken(getState());
	if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
	return headers;
};
fetchBaseQuery({
	baseUrl: "/api",
	prepareHeaders
});
function serverRenderQuery(extra) {
	const render = extra;
	if (!render?.fetch) throw new Error("the server-rendering store has no fetch");
	return fetchBaseQuery({
		baseUrl: `${SERVER_RENDER_ORIGIN}/api`,
		prepareHeaders,
		fetchFn: (input, init) => render.fetch(new Request(input, init))
	});
}
var urlOf = (args) => typeof args === "string" ? args : args.url;
var baseQuery = async (args, query, extraOptions) => {
	const sent = sessionToken(query.getState());
	const result = await serverRenderQuery(query.extra)(args, query, extraOptions);
	const url = urlOf(args);
	if (result.error?.status === 401 && errorType(result.error) === "unauthorizedToast" && url.startsWith("/myAccount/") && url !== "/myAccount/logout" && sent !== null && sent === sessionToken(query.getState())) {
		query.dispatch(sessionExpired());
		toast.info(errorMessages.unauthorizedToast, { toastId: "unauthorized" });
	}
	return result;
};
var api = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: true }))({
	reducerPath: "api",
	baseQuery,
	endpoints: () => ({})
});
/** The HTTP status of an RTK Query error, if it came from the server. */
function errorStatus(error) {
	if (error && typeof error === "object" && "status" in error && typeof error.status === "number") return error.status;
}
/** The `errType` of an error answer (API.md "General rules"), if there is one. */
function errorType(error) {
	if (!error || typeof error !== "object" || !("data" in error)) return void 0;
	const data = error.data;
	if (data && typeof data === "object" && "errType" in data && typeof data.errType === "string") return data.errType;
}
/** SPEC §8: a catalogued errType shows its text; anything else (network too) the fallback. */
function errorText(error, fallback) {
	const type = errorType(error);
	return type !== void 0 && Object.hasOwn(errorMessages, type) ? errorMessages[type] : fallback;
}
export { sessionExpired as a, errorType as i, errorStatus as n, errorMessages as o, errorText as r, errorResponseSchema as s, api as t };
