import { At as idField, Et as normalizeAccountPhone, Mt as textField, Nt as EMAIL_DOMAIN, Pt as emailToUnicode, Tt as isPhoneEmpty, x as plural } from "../entry-server.js";
import { useRef } from "react";
import { z } from "zod/mini";
import { jsx } from "react/jsx-runtime";
var tabs_module_default = {
	tabs: "_tabs_1tdha_1",
	tab: "_tab_1tdha_1"
};
// src/ui/tabs.tsx
/** WAI-ARIA tabs: one tab stop, arrows/Home/End move between tabs and select them. */
var tabId = (prefix, id) => `${prefix}-tab-${id}`;
var panelId = (prefix, id) => `${prefix}-panel-${id}`;
/** Attributes of the panel that belongs to tab `id` (its content has focusable elements). */
function tabPanelProps(prefix, id) {
	return {
		id: panelId(prefix, id),
		role: "tabpanel",
		"aria-labelledby": tabId(prefix, id)
	};
}
function Tabs({ tabs, selected, onSelect, idPrefix, label, className }) {
	const listRef = useRef(null);
	const onKeyDown = (event) => {
		const index = tabs.findIndex((tab) => tab.id === selected);
		const last = tabs.length - 1;
		const target = {
			ArrowRight: index === last ? 0 : index + 1,
			ArrowLeft: index === 0 ? last : index - 1,
			Home: 0,
			End: last
		}[event.key];
		const next = target === void 0 ? void 0 : tabs[target];
		if (!next) return;
		event.preventDefault();
		onSelect(next.id);
		listRef.current?.querySelector(`#${tabId(idPrefix, next.id)}`)?.focus();
	};
	return /* @__PURE__ */ jsx("div", {
		ref: listRef,
		className: `${tabs_module_default.tabs} ${className ?? ""}`,
		role: "tablist",
		"aria-label": label,
		onKeyDown,
		children: tabs.map((tab) => {
			const active = tab.id === selected;
			return /* @__PURE__ */ jsx("button", {
				id: tabId(idPrefix, tab.id),
				type: "button",
				role: "tab",
				className: tabs_module_default.tab,
				"aria-selected": active,
				"aria-controls": active ? panelId(idPrefix, tab.id) : void 0,
				tabIndex: active ? 0 : -1,
				onClick: () => onSelect(tab.id),
				children: tab.label
			}, tab.id);
		})
	});
}
var accountMessages = {
	passwordTooShort: "Пароль должен быть не менее 6 символов",
	passwordsNotMatch: "Пароли не совпадают",
	privacy: "Примите политику конфиденциальности!",
	registrationFailed: "Ошибка регистрации",
	restoreFailed: "Ошибка восстановления доступа",
	invalidCredentials: "Неверный логин или пароль",
	codePrompt: `Код подтверждения отправлен. Пожалуйста, введите его в течение ${`60 ${plural(60, [
		"секунды",
		"секунд",
		"секунд"
	])}`}.`,
	registered: "Регистрация прошла успешно",
	loggedIn: "Вы успешно авторизовались",
	codeConfirmed: "Код подтвержден. Данные были изменены",
	saved: "Данные успешно сохранены",
	emailTaken: "Указанная почта уже зарегистрирована. Пожалуйста, укажите другую почту",
	phoneTaken: "Указанный номер телефона уже зарегистрирован. Пожалуйста, укажите другой номер телефона",
	emailChangeFailed: "Ошибка смены почты",
	repeatOrder: "Данные из заказа добавлены в корзину",
	historyEmpty: "История заказов пуста",
	accountEmail: "Некорректный email",
	accountPhone: "Некорректный телефон",
	contactRequired: "Должны быть указаны телефон или почта",
	phoneNeedsCode: "Телефон меняется только с подтверждением кодом",
	emailNeedsCode: "Почта меняется только с подтверждением кодом",
	codeSubject: "Код подтверждения",
	currentPassword: "Текущий пароль",
	currentPasswordWrong: "Неверный текущий пароль"
};
/**
* Letters, digits and - + . _ % ± before the @, a domain and a TLD of two letters or more, in any
* alphabet ('гость@пример.рф'; the punycode form a browser may send too).
*/
var ACCOUNT_EMAIL_PATTERN = new RegExp(String.raw`^[\p{L}\d\-+._%±]+@${EMAIL_DOMAIN}$`, "u");
/** An e-mail as the accounts keep it: trimmed, lower-case, its domain in letters; or null. */
function normalizeAccountEmail(input) {
	const email = input.trim().toLowerCase();
	return email.length <= 254 && ACCOUNT_EMAIL_PATTERN.test(email) ? emailToUnicode(email) : null;
}
/**
* SPEC §5 "Account": each contact empty or right, and one of them at least. An emptied contact is
* no error while the other is given; with both empty only 'Должны быть указаны телефон или почта'.
*/
function accountContactErrors(phone, email) {
	const errors = {};
	const noPhone = isPhoneEmpty(phone);
	const noEmail = email.trim() === "";
	if (!noPhone && normalizeAccountPhone(phone) === null) errors.phone = accountMessages.accountPhone;
	if (!noEmail && normalizeAccountEmail(email) === null) errors.email = accountMessages.accountEmail;
	if (noPhone && noEmail) errors.contacts = accountMessages.contactRequired;
	return errors;
}
/** A login is a phone when it has no @, else an e-mail; null when it is neither. */
function parseLogin(input) {
	if (input.includes("@")) {
		const email = normalizeAccountEmail(input);
		return email ? {
			kind: "email",
			value: email
		} : null;
	}
	const phone = normalizeAccountPhone(input);
	return phone ? {
		kind: "phone",
		value: phone
	} : null;
}
/** SPEC §4: the login field's kind follows its first character. */
function loginFieldKind(value) {
	if (value === "" || value === "+7 (" || value === "+7(") return "neutral";
	const first = value[0] ?? "";
	if (/\d/.test(first) || first === "+") return "phone";
	if (/\p{L}/u.test(first)) return "email";
	return "neutral";
}
/** The password rules, in the order the spec checks them; null when fine. */
function passwordError(password, repeat) {
	if (password.length < 6) return "passwordTooShort";
	if (password !== repeat) return "passwordsNotMatch";
	return null;
}
/** Account texts: bounded, and without NUL, which PostgreSQL cannot store (decision 030). */
var text = (max) => textField(max);
var code = z.string().check(z.regex(/^\d{6}$/));
z.strictObject({
	login: text(254),
	password: text(200),
	repeatPassword: text(200)
});
z.strictObject({
	code,
	login: text(254)
});
z.strictObject({
	login: text(254),
	password: text(200)
});
z.strictObject({ login: text(254) });
z.strictObject({
	login: text(254),
	code
});
z.strictObject({
	/**
	* Needed unless the session was just made by a restore-access code (decision 028): the restore
	* flow's last step sends none.
	*/
	currentPassword: z.optional(text(200)),
	newPassword: text(200),
	repeatNewPassword: text(200)
});
z.strictObject({ email: text(254) });
z.strictObject({ phone: text(40) });
z.strictObject({
	code,
	contactType: z.enum(["email", "phone"])
});
z.strictObject({
	userName: text(60),
	userLastName: text(60),
	phone: text(40),
	email: text(254)
});
z.strictObject({
	deliveryMethod: z.enum(["pickup", "delivery"]),
	paymentMethod: z.enum([
		"cash",
		"card",
		"online"
	]),
	street: text(120),
	house: text(20),
	entrance: text(5),
	floor: text(5),
	flat: text(5),
	comment: text(500),
	/** Never stored (PCI DSS): accepted only empty, answered empty (DESIGN.md §4). */
	cartNumber: z.literal(""),
	cartExpire: z.literal(""),
	cartCVV: z.literal(""),
	deliveryId: z.nullable(idField())
});
z.object({ accessToken: z.string() });
/**
* The account's statistics (SPEC §2 "Account"): a count with its noun and its verb agreeing —
* '1 заказ оформлен', '2 заказа оформлено', '5 заказов оформлено', '21 блюдо заказано'.
*/
var statsForms = {
	orders: {
		noun: [
			"заказ",
			"заказа",
			"заказов"
		],
		verb: [
			"оформлен",
			"оформлено",
			"оформлено"
		]
	},
	dishes: {
		noun: [
			"блюдо",
			"блюда",
			"блюд"
		],
		verb: [
			"заказано",
			"заказано",
			"заказано"
		]
	}
};
function statsPhrase(kind, count) {
	const { noun, verb } = statsForms[kind];
	return {
		value: `${count} ${plural(count, noun)}`,
		verb: plural(count, verb)
	};
}
export { parseLogin as a, Tabs as c, normalizeAccountEmail as i, tabPanelProps as l, accountMessages as n, passwordError as o, loginFieldKind as r, statsPhrase as s, accountContactErrors as t };
