import { i as toKopecks, n as formatPrice, r as multiplyPrice, t as addPrices } from "./assets/money-zcSbClma.js";
import { a as sessionExpired, o as errorMessages, t as api } from "./assets/api-BxkrzdhH.js";
import { StrictMode, Suspense, createContext, lazy, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { renderToString } from "react-dom/server";
import { Provider, useDispatch, useSelector } from "react-redux";
import { Link, NavLink, Outlet, Route, Routes, StaticRouter, matchPath, useLocation, useNavigationType } from "react-router";
import { z } from "zod/mini";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { ToastContainer, toast } from "react-toastify";
import { combineSlices, configureStore, createSlice } from "@reduxjs/toolkit";
// ../../packages/contract/src/venues.ts
/** The restaurant group's venues and places (DESIGN.md §4 "Venues and routes", SPEC.md §3). */
/** The restaurant group as guests know it: the storefront's logo, the catering menu's title. */
var restaurantGroup = { name: "Пограничная 14" };
var menuVenueIds = [
	1,
	2,
	3
];
/** In switcher order. */
var menuVenues = [
	{
		id: 1,
		name: "Гастропаб",
		pageRoute: "/gastropub",
		menuRoute: "/Gastropub"
	},
	{
		id: 2,
		name: "Sibumi",
		pageRoute: "/sibumi",
		menuRoute: "/Sibumii"
	},
	{
		id: 3,
		name: "Кондитерская",
		pageRoute: "/bistro",
		menuRoute: "/Bistro"
	}
];
function isMenuVenueId(value) {
	return menuVenueIds.includes(value);
}
function menuVenue(id) {
	const venue = menuVenues.find((v) => v.id === id);
	if (!venue) throw new Error(`Unknown venue ${id}`);
	return venue;
}
var places$1 = [
	{
		id: 1,
		venueId: 2,
		name: "Sibumi",
		street: "ул. Пограничная, 10",
		phone: "+7 (423) 200-10-10",
		workdaysOne: "Ежедневно",
		workdaysTwo: "12:00–23:00",
		mapUrl: "https://yandex.ru/maps/?text=Владивосток, Пограничная 10",
		coordinates: {
			lat: 43.11752,
			lon: 131.88353
		}
	},
	{
		id: 2,
		venueId: 1,
		name: "Гастропаб",
		street: "ул. Пограничная, 14",
		phone: "+7 (423) 200-14-14",
		workdaysOne: "Ежедневно",
		workdaysTwo: "12:00–23:00",
		mapUrl: "https://yandex.ru/maps/?text=Владивосток, Пограничная 14",
		coordinates: {
			lat: 43.11695,
			lon: 131.88392
		}
	},
	{
		id: 3,
		venueId: 3,
		name: "Кондитерская",
		street: "ул. Пограничная, 14",
		phone: "+7 (423) 200-14-15",
		workdaysOne: "Ежедневно",
		workdaysTwo: "08:00–22:00",
		mapUrl: "https://yandex.ru/maps/?text=Владивосток, Пограничная 14",
		coordinates: {
			lat: 43.11684,
			lon: 131.88421
		}
	},
	{
		id: 4,
		venueId: 3,
		name: "Кондитерская на Светланской",
		street: "ул. Светланская, 40Б",
		phone: "+7 (423) 200-40-40",
		workdaysOne: "Ежедневно",
		workdaysTwo: "09:00–21:00",
		mapUrl: "https://yandex.ru/maps/?text=Владивосток, Светланская 40Б",
		coordinates: {
			lat: 43.11618,
			lon: 131.89108
		}
	}
];
/** Where a pickup order's dishes of a venue are collected: the venue's own place on Пограничная. */
function pickupPlace(venueId) {
	const place = places$1.find((p) => p.venueId === venueId);
	if (!place) throw new Error(`No place for venue ${venueId}`);
	return place;
}
// ../../packages/contract/src/site-pages.ts
/**
* The storefront's public pages as search engines and link previews see them (issue 11): the one
* list the server's sitemap.xml and robots.txt and the pages' heads (title, description,
* canonical address) are made from. Menu pages of a venue, special menus and dish cards take
* their texts from the catalogue through the builders below.
*/
/** Appended to every title but the home page's, so a search result says whose page it is. */
var SITE_NAME = restaurantGroup.name;
var CITY = "Владивосток";
var titled = (name) => `${name} — ${SITE_NAME}`;
/** Pages with fixed texts, in the order the sitemap lists them. */
var contentPages = [
	{
		path: "/",
		title: `${SITE_NAME} — доставка еды во Владивостоке: гастропаб, Sibumi и кондитерская`,
		description: "Доставка из гастропаба, ресторана Sibumi и кондитерской во Владивостоке в одном заказе: роллы, рамэн, стейки, торты. Самовывоз и бронирование столиков."
	},
	{
		path: "/about",
		title: titled("О нас"),
		description: "Три заведения на Пограничной во Владивостоке: гастропаб, ресторан Sibumi и кондитерская. Наша история, кухня и люди."
	},
	{
		path: "/gastropub",
		title: titled("Гастропаб на Пограничной, 14"),
		description: "Гастропаб во Владивостоке: продукты Приморья, своя пекарня и коптильня, десять кранов. Бронирование столика и доставка."
	},
	{
		path: "/sibumi",
		title: titled("Ресторан Sibumi на Пограничной, 10"),
		description: "Японский ресторан Sibumi во Владивостоке: рыба утреннего улова, роллы и рамэн на двенадцатичасовом бульоне. Бронирование и доставка."
	},
	{
		path: "/bistro",
		title: titled("Кондитерская"),
		description: "Кондитерская на Пограничной и Светланской во Владивостоке: торты, пирожные и выпечка на заказ и с доставкой."
	},
	{
		path: "/menu",
		title: titled(`Меню доставки во ${CITY}е`),
		description: "Общее меню доставки гастропаба, Sibumi и кондитерской: одна корзина, один заказ, доставка курьером по Владивостоку или самовывоз."
	},
	{
		path: "/contacts",
		title: titled("Контакты и бронирование"),
		description: "Адреса, телефоны и часы работы гастропаба, Sibumi и кондитерских во Владивостоке. Бронирование столика онлайн."
	},
	{
		path: "/delivery",
		title: titled("Доставка"),
		description: "Зоны и стоимость доставки по Владивостоку, время доставки и самовывоз из наших заведений на Пограничной."
	},
	{
		path: "/payment",
		title: titled("Оплата"),
		description: "Как оплатить заказ: наличными или картой курьеру, онлайн на сайте."
	},
	{
		path: "/privacy",
		title: titled("Политика обработки персональных данных"),
		description: "Кто и зачем обрабатывает ваши персональные данные на сайте, кому они передаются и как их удалить."
	}
];
/** A venue's delivery menu (`/Gastropub`, `/Sibumii`, `/Bistro`). */
var venueMenuPages = menuVenues.map((venue) => ({
	path: venue.menuRoute,
	title: titled(`${venue.name}: меню доставки во ${CITY}е`),
	description: `Меню доставки: ${venue.name}. Цены, состав и вес блюд; доставка по Владивостоку или самовывоз с Пограничной.`
}));
/** Second addresses of a page (SPEC §2): they show the same page, whose canonical path is given. */
var aliasPaths = {
	"/Konditory": "/bistro",
	"/test": "/payment"
};
/** A dish card (`/menu/:id`, `/specials/card/:id`): name and price, as a search result shows them. */
function dishPage(path, dish) {
	const price = `${formatPrice(dish.priceRoubles)}${dish.perGram ? " (по весу)" : ""}`;
	const about = dish.description.trim();
	return {
		path,
		title: titled(`${dish.name} — ${price}`),
		description: clip(`${dish.name}, ${price}, с доставкой по Владивостоку.${about ? ` ${about}` : ""}`, 160)
	};
}
/** A special menu (`/specials/:url`). */
function specialPage(path, name) {
	return {
		path,
		title: titled(name),
		description: clip(`${name}: специальное меню с доставкой по Владивостоку.`, 160)
	};
}
var notFoundPage = {
	path: "",
	title: titled("Страница не найдена"),
	description: "Такой страницы нет. Меню доставки, контакты и бронирование — на главной."
};
/** At most `length` characters, cut at a word with an ellipsis. */
function clip(text, length) {
	if (text.length <= length) return text;
	const cut = text.slice(0, length - 1);
	const space = cut.lastIndexOf(" ");
	return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, "")}…`;
}
// ../../packages/contract/src/email.ts
/**
* E-mail domains, Cyrillic ones included ('гость@пример.рф', 'info@ресторан.рф'): the one domain
* rule of the site's e-mail patterns, and the reading of a domain that a browser sends in its
* punycode form (Chromium's e-mail input gives 'info@xn--80ajzcicfi.xn--p1ai' for
* 'info@ресторан.рф').
*/
/**
* After the @: labels of letters of any alphabet, digits and hyphens, then a top-level domain of
* two letters or more, or its punycode form ('xn--p1ai' is 'рф'). A RegExp source for the u flag.
*/
var EMAIL_DOMAIN = String.raw`[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:\p{L}{2,}|[Xx][Nn]--[\p{L}\d-]+)`;
var BASE = 36;
var T_MIN = 1;
var T_MAX = 26;
var SKEW = 38;
var DAMP = 700;
function adapt(delta, points, first) {
	let d = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
	d += Math.floor(d / points);
	let k = 0;
	while (d > 455) {
		d = Math.floor(d / 35);
		k += BASE;
	}
	return k + Math.floor(36 * d / (d + SKEW));
}
function digitOf(char) {
	const code = char.charCodeAt(0);
	if (code >= 48 && code <= 57) return code - 22;
	if (code >= 97 && code <= 122) return code - 97;
	return BASE;
}
/** One punycode label without its 'xn--' ('p1ai' → 'рф'), or null when it is not one. */
function decodeLabel(encoded) {
	const split = encoded.lastIndexOf("-");
	const output = split > 0 ? Array.from(encoded.slice(0, split), (c) => c.charCodeAt(0)) : [];
	let n = 128;
	let bias = 72;
	let i = 0;
	let pos = split > 0 ? split + 1 : 0;
	while (pos < encoded.length) {
		const old = i;
		let weight = 1;
		for (let k = BASE;; k += BASE) {
			if (pos >= encoded.length) return null;
			const digit = digitOf(encoded[pos] ?? "");
			pos += 1;
			if (digit >= BASE) return null;
			i += digit * weight;
			const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
			if (digit < t) break;
			weight *= BASE - t;
		}
		const length = output.length + 1;
		bias = adapt(i - old, length, old === 0);
		n += Math.floor(i / length);
		i %= length;
		if (n > 1114111) return null;
		output.splice(i, 0, n);
		i += 1;
	}
	return String.fromCodePoint(...output);
}
/** A domain in letters, however it came: 'xn--80ajzcicfi.xn--p1ai' → 'ресторан.рф'. */
function domainToUnicode(domain) {
	return domain.split(".").map((label) => {
		if (!/^xn--[a-z\d-]+$/i.test(label)) return label;
		return decodeLabel(label.slice(4).toLowerCase()) ?? label;
	}).join(".");
}
/** An address with its domain in letters: 'info@xn--80ajzcicfi.xn--p1ai' → 'info@ресторан.рф'. */
function emailToUnicode(email) {
	const at = email.lastIndexOf("@");
	return at < 0 ? email : `${email.slice(0, at)}@${domainToUnicode(email.slice(at + 1))}`;
}
// ../../packages/contract/src/fields.ts
/**
* Field builders every request schema uses for ids, counts and free text (issue 10 item 11,
* decision 030): what PostgreSQL cannot store is refused as a validation error (400) at the door,
* never a data exception (500) deep in a query.
*/
/** PostgreSQL's `integer` (int4) upper bound: ids and counts are stored as int4. */
var INT4_MAX = 2147483647;
var fieldMessages = {
	/** PostgreSQL text cannot hold U+0000; no keyboard types it either. */
	nul: "Поле содержит недопустимый символ",
	tooLarge: "Слишком большое число"
};
/** A database id: a positive integer that fits int4. */
var idField = () => z.int().check(z.positive(), z.maximum(INT4_MAX, fieldMessages.tooLarge));
/** A count, a number of guests, a place: an integer within int4 (its own rules narrow it). */
var int4Field = () => z.int().check(z.minimum(-2147483648), z.maximum(INT4_MAX, fieldMessages.tooLarge));
function hasNul(value) {
	return value.includes("\0");
}
/** Free text without NUL; `max` characters at most when given. */
var textField = (max) => max === void 0 ? z.string().check(z.refine((value) => !hasNul(value), fieldMessages.nul)) : z.string().check(z.maxLength(max), z.refine((value) => !hasNul(value), fieldMessages.nul));
var PHONE_PLACEHOLDER = "+7 (999) 99 99 999";
/** What every shown number starts with: the country code and the bracket of the area code. */
var PHONE_PREFIX = "+7 (";
/**
* The national digits (after +7) of a raw input, at most as many as the guest gave:
* '+7 (914) 123-45-67', '8 914 123 45 67', '79141234567', '9141234567' → '9141234567';
* '+7 (' → ''. A leading 8 or 7 is the country code (a lone '8' or '7' too: the first key of
* '8914…'), except in a whole ten-digit national number such as '8001234567'; after a typed
* '+7' every digit is national ('+7 (8' → '8'). A '+' with another country gives its digits,
* which never make a Russian number.
*/
function nationalDigits(raw) {
	const text = raw.trimStart();
	const digits = text.replace(/\D/g, "");
	if (text.startsWith("+")) return /^\+\D*7/.test(text) ? digits.slice(1) : digits;
	if (/^[78]/.test(digits) && digits.length !== 10) return digits.slice(1);
	return digits;
}
/**
* The national digits that a key or a paste adds at the caret, given the shown text before the
* caret. Before the first digit of the number the insertion is read as a whole number, its country
* code dropped ('8…', '7…', '+7…'; after a lone '+' a '7' is the country code); once the country
* code is on the screen ('+7', '+7 (') a single key is a digit of the number (8-800), while a paste
* is still read whole ('+7 914 …' pasted after the shown '+7 (').
*/
function insertedNationalDigits(before, inserted) {
	if (!isPhoneEmpty(before)) return inserted.replace(/\D/g, "");
	const lead = before.trim();
	if (lead === "+") return nationalDigits(/^\D*7/.test(inserted) ? `+${inserted}` : inserted);
	if (lead !== "" && inserted.length === 1) return inserted.replace(/\D/g, "");
	return nationalDigits(inserted);
}
/** Whether the guest has given no digit of the number yet (the shown '+7 (' aside). */
function isPhoneEmpty(raw) {
	return nationalDigits(raw) === "";
}
/**
* The shown form of national digits, as far as they go: '914' → '+7 (914', '9141234567' →
* '+7 (914) 12 34 567'; '' → ''. Digits beyond ten are dropped.
*/
function formatNational(national) {
	const d = national.replace(/\D/g, "").slice(0, 10);
	if (d === "") return "";
	let out = `${PHONE_PREFIX}${d.slice(0, 3)}`;
	if (d.length > 3) out += `) ${d.slice(3, 5)}`;
	if (d.length > 5) out += ` ${d.slice(5, 7)}`;
	if (d.length > 7) out += ` ${d.slice(7, 10)}`;
	return out;
}
/** Any raw input (or a stored '79141234567') in the shown form: '+7 (914) 12 34 567'. */
function formatPhone(raw) {
	return formatNational(nationalDigits(raw));
}
/** A whole Russian number as '+79141234567' (orders, bookings), or null ('+1 …' too). */
function normalizePhone(raw) {
	if (/^\+\D*[^\D7]/.test(raw.trimStart())) return null;
	const national = nationalDigits(raw);
	return national.length === 10 ? `+7${national}` : null;
}
/** A whole Russian number as the accounts keep it, '79141234567', or null. */
function normalizeAccountPhone(raw) {
	return normalizePhone(raw)?.slice(1) ?? null;
}
// ../../packages/contract/src/checkout.ts
/**
* Checkout rules and texts (SPEC.md §5 "Checkout"), used by the basket form and by the order call
* on the server, so each rule exists once.
*/
var checkoutMessages = {
	required: "Это обязательное поле для заполнения, пожалуйста, заполните это поле",
	email: "Некорректная почта!",
	phone: "Вы не ввели номер!",
	name: "Некорректное имя!",
	surname: "Некорректная фамилия!",
	street: "Улица указана некорректно!",
	house: "Номер дома указан некорректно!",
	date: "Введите корректную дату!",
	privacy: "Примите политику конфиденциальности!",
	nameHint: "Пожалуйста, укажите ваше имя",
	phoneHint: "Пожалуйста, укажите ваш номер телефона",
	deliveryZone: "Выберите район доставки",
	deliveryHours: "Время работы доставки: с 11:00-20:00",
	/** SPEC §2 "Product card page": the note on dishes priced by weight, wherever they are shown */
	weightPriced: "Информацию по итоговой стоимости уточните у менеджера",
	houseHint: "Цифры и буквы, можно «/» и «-»: 14, 40Б, 14/2",
	/** Above a disabled 'ОФОРМИТЬ ЗАКАЗ': what the order still needs (issue 9). */
	missingTitle: "Чтобы оформить заказ:",
	missingName: "укажите ваше имя",
	missingPhone: "укажите номер телефона",
	missingAddress: "укажите улицу и дом",
	missingZone: "выберите район доставки",
	missingSlot: "выберите время",
	missingPrivacy: "примите политику конфиденциальности",
	fixErrors: "исправьте поля с ошибками"
};
/** A standard address with a dot and at least two letters at the end; Cyrillic domains too. */
var EMAIL_PATTERN = new RegExp(String.raw`^[\p{L}\d.!#$%&'*+/=?^_\x60{|}~±-]+@${EMAIL_DOMAIN}$`, "u");
/** At least two Cyrillic letters; spaces and hyphens between them (Анна-Мария). */
var CYRILLIC_NAME_PATTERN = /^(?=(?:[^а-яё]*[а-яё]){2})[а-яё\s-]+$/i;
/**
* Cyrillic letters, digits, commas, hyphens, dots and spaces (SPEC §5); a house may also hold
* '/' (14/2 is a real Vladivostok address form — decision 026).
*/
var STREET_PATTERN = /^[а-яё\d,.\s-]+$/i;
var HOUSE_PATTERN = /^[а-яё\d,.\s/-]+$/i;
/** Entrance, floor and flat: digits only. */
var DIGITS_PATTERN = /^\d{0,5}$/;
var NO_CALL_NOTE = "Без звонка оператора";
/** SPEC §4: the no-call option adds its note to the comment, on a line of its own. */
function orderComment(comment, privacyCall) {
	const text = comment.trim();
	if (!privacyCall) return text;
	return text === "" ? NO_CALL_NOTE : `${text}\n${NO_CALL_NOTE}`;
}
var nameField = z.string().check(z.minLength(1, checkoutMessages.required), z.regex(CYRILLIC_NAME_PATTERN, checkoutMessages.name));
/** Optional: empty, or a Cyrillic surname. */
var surnameField = z.string().check(z.refine((v) => v === "" || CYRILLIC_NAME_PATTERN.test(v), checkoutMessages.surname));
var phoneField = z.string().check(z.refine((v) => normalizePhone(v) !== null, checkoutMessages.phone));
/** Optional: empty, or an address the order letter can go to. */
var emailField = z.string().check(z.maxLength(254, checkoutMessages.email), z.refine((v) => v === "" || EMAIL_PATTERN.test(v), checkoutMessages.email));
var streetField = z.string().check(z.minLength(1, checkoutMessages.required), z.maxLength(120, checkoutMessages.street), z.regex(STREET_PATTERN, checkoutMessages.street));
var houseField = z.string().check(z.minLength(1, checkoutMessages.required), z.maxLength(20, checkoutMessages.house), z.regex(HOUSE_PATTERN, checkoutMessages.house));
var digitsField = z.string().check(z.regex(DIGITS_PATTERN));
var commentField = textField(500);
/**
* What a courier order needs besides the contacts (SPEC §5 "Checkout"): a street and a house that
* pass their rules, and a delivery zone. One rule for the checkout form, the saved delivery
* settings and the server; a pickup order needs none of it.
*/
function courierAddressErrors(address, { zone = true } = {}) {
	const errors = {};
	for (const [field, schema] of [["street", streetField], ["house", houseField]]) {
		const result = schema.safeParse(address[field]);
		if (!result.success) errors[field] = result.error.issues[0]?.message ?? checkoutMessages.required;
	}
	if (zone && !address.deliveryZone) errors.deliveryZone = checkoutMessages.deliveryZone;
	return errors;
}
/** The basket form (SPEC.md §2 "Basket page", blocks 01 and 02). */
var checkoutFormSchema = z.object({
	deliveryType: z.enum(["DeliveryByCourier", "DeliveryByClient"]),
	timeMode: z.enum(["asap", "slot"]),
	/** a completeBefore value when timeMode is 'slot' */
	slot: z.string(),
	payment: z.enum([
		"CASH",
		"BNCUR",
		"ONLINE"
	]),
	comment: commentField,
	privacyPolicy: z.boolean().check(z.refine((v) => v, checkoutMessages.privacy)),
	privacySpam: z.boolean(),
	privacyCall: z.boolean(),
	name: nameField,
	surname: surnameField,
	phone: phoneField,
	email: emailField,
	street: z.string(),
	house: z.string(),
	entrance: digitsField,
	floor: digitsField,
	flat: digitsField,
	deliveryZone: z.nullable(z.int())
}).check(z.superRefine((form, ctx) => {
	const fail = (path, message) => ctx.issues.push({
		code: "custom",
		message,
		input: form,
		path: [path]
	});
	if (form.timeMode === "slot" && form.slot === "") fail("slot", checkoutMessages.date);
	if (form.deliveryType !== "DeliveryByCourier") return;
	for (const [field, message] of Object.entries(courierAddressErrors(form))) fail(field, message);
}));
var defaultCheckoutForm = {
	deliveryType: "DeliveryByClient",
	timeMode: "asap",
	slot: "",
	payment: "CASH",
	comment: "",
	privacyPolicy: false,
	privacySpam: true,
	privacyCall: false,
	name: "",
	surname: "",
	phone: "",
	email: "",
	street: "",
	house: "",
	entrance: "",
	floor: "",
	flat: "",
	deliveryZone: null
};
// src/features/seo/structured-data.ts
var SCHEMA_CONTEXT = "https://schema.org";
function withContext(node) {
	return {
		"@context": SCHEMA_CONTEXT,
		...node
	};
}
/**
* 'https://example.ru' or 'https://example.ru/' → 'https://example.ru'. Anything else (a path, a
* query, another scheme) is a programming error: JSON-LD with wrong addresses would be indexed.
*/
function normalizeOrigin(origin) {
	let url;
	try {
		url = new URL(origin);
	} catch {
		throw new Error(`Not an origin: ${origin}`);
	}
	const bare = origin.replace(/\/$/, "");
	if (url.protocol !== "https:" && url.protocol !== "http:" || url.origin !== bare) throw new Error(`Not an origin: ${origin}`);
	return url.origin;
}
/** A site path ('/menu/7') on the origin; an address that is already absolute (http/https) is kept. */
function absoluteUrl(origin, pathOrUrl) {
	const base = normalizeOrigin(origin);
	if (/^https?:\/\//i.test(pathOrUrl)) return new URL(pathOrUrl).href;
	if (!pathOrUrl.startsWith("/") || pathOrUrl.startsWith("//")) throw new Error(`Not a site path: ${pathOrUrl}`);
	return new URL(pathOrUrl, `${base}/`).href;
}
/**
* schema.org `price`: digits and a '.' decimal separator, no currency sign or group spaces
* (https://schema.org/price). A string with two decimals ('1900.00', '349.50'), computed from
* kopecks so 0.1 + 0.2 never shows up; Google and Yandex read both strings and numbers.
*/
function schemaPrice(roubles) {
	if (!Number.isFinite(roubles) || roubles < 0) throw new Error(`Not a price: ${roubles}`);
	const kopecks = toKopecks(roubles);
	return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;
}
/**
* An `Offer`. A dish sold by weight (`cost_per_gram`) is priced like every other dish — the
* storefront shows and charges its price for the portion weight next to it, and a manager agrees
* the final sum (decision 019 prints the same) — so its `price` stays that portion's price, and a
* `UnitPriceSpecification` says what quantity the price is for: `referenceQuantity` 200 g
* (UN/CEFACT 'GRM'), "1900 RUB per 200 g". That is schema.org's own way to state a price per
* quantity (https://schema.org/referenceQuantity), which a crawler can turn into a price per 100 g
* itself; a per-100-g figure computed here would be a number the venue never quoted. The note
* that the final price is set by the venue goes in the offer's `description`.
*/
function offerNode(input) {
	const price = schemaPrice(input.priceRoubles);
	const offer = {
		"@type": "Offer",
		price,
		priceCurrency: "RUB",
		availability: input.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
		url: input.url
	};
	if (input.costPerGram && input.grams > 0) {
		offer.priceSpecification = {
			"@type": "UnitPriceSpecification",
			price,
			priceCurrency: "RUB",
			referenceQuantity: grams(input.grams)
		};
		offer.description = `Цена за ${input.grams} г. ${checkoutMessages.weightPriced}`;
	}
	return offer;
}
function grams(value) {
	return {
		"@type": "QuantitativeValue",
		value,
		unitCode: "GRM",
		unitText: "г"
	};
}
var WEEK = [
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday",
	"Sunday"
];
var DAY_ABBREVIATIONS = {
	пн: 0,
	вт: 1,
	ср: 2,
	чт: 3,
	пт: 4,
	сб: 5,
	вс: 6
};
var DAY_WORDS = {
	ежедневно: [
		0,
		1,
		2,
		3,
		4,
		5,
		6
	],
	"без выходных": [
		0,
		1,
		2,
		3,
		4,
		5,
		6
	],
	будни: [
		0,
		1,
		2,
		3,
		4
	],
	выходные: [5, 6]
};
/**
* A place's days ('Ежедневно', 'Будни', 'Выходные', 'Пн–Пт', 'Сб, Вс', 'Пн–Чт, Вс') and hours
* ('12:00–23:00', 'Круглосуточно'). Strict: anything else throws, so an edit of the contract's
* places that this does not understand fails the tests instead of publishing wrong hours.
* Hours past midnight ('18:00–02:00') keep `closes` earlier than `opens`, as schema.org and Google
* read them; round the clock is 00:00–23:59 (Google's convention).
*/
function parseOpeningHours(daysText, hoursText) {
	return {
		days: parseDays(daysText),
		...parseHours(hoursText)
	};
}
function parseDays(text) {
	const normalized = text.trim().toLowerCase().replace(/\s+/g, " ");
	const word = DAY_WORDS[normalized];
	if (word) return word.map((day) => WEEK[day]);
	const days = /* @__PURE__ */ new Set();
	for (const part of normalized.split(/\s*,\s*/)) {
		const range = /^([а-я]{2})\.?(?:\s*[–—-]\s*([а-я]{2})\.?)?$/.exec(part);
		const from = range?.[1] === void 0 ? void 0 : DAY_ABBREVIATIONS[range[1]];
		const to = range?.[2] === void 0 ? from : DAY_ABBREVIATIONS[range[2]];
		if (from === void 0 || to === void 0 || to < from) throw new Error(`Unknown working days: '${text}'`);
		for (let day = from; day <= to; day++) days.add(day);
	}
	return [...days].sort((a, b) => a - b).map((day) => WEEK[day]);
}
function parseHours(text) {
	const normalized = text.trim().toLowerCase();
	if (normalized === "круглосуточно") return {
		opens: "00:00",
		closes: "23:59"
	};
	const match = /^(\d{2}):(\d{2})\s*[–—-]\s*(\d{2}):(\d{2})$/.exec(normalized);
	if (!match) throw new Error(`Unknown working hours: '${text}'`);
	const [, oh, om, ch, cm] = match.map(Number);
	const valid = (h, m) => h <= 23 && m <= 59;
	const closesAtMidnight = ch === 24 && cm === 0;
	if (!valid(oh, om) || !valid(ch, cm) && !closesAtMidnight || oh === ch && om === cm) throw new Error(`Unknown working hours: '${text}'`);
	const time = (h, m) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
	return {
		opens: time(oh, om),
		closes: closesAtMidnight ? "23:59" : time(ch, cm)
	};
}
function openingHoursNode(place) {
	const hours = parseOpeningHours(place.workdaysOne, place.workdaysTwo);
	return {
		"@type": "OpeningHoursSpecification",
		dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
		opens: hours.opens,
		closes: hours.closes
	};
}
/**
* schema.org type of each venue's places: the gastropub and Sibumi are `Restaurant`s (table
* service, full menu; schema.org's `BarOrPub` would hide that the gastropub is first a kitchen),
* the pastry shop is a `Bakery` (cakes, pastries and baking, sold to take away and to eat in).
*/
var VENUE_TYPES = {
	1: "Restaurant",
	2: "Restaurant",
	3: "Bakery"
};
/** `servesCuisine`, in the venue pages' own words (content/venues-content.ts). */
var VENUE_CUISINES = {
	1: [
		"Европейская",
		"Русская",
		"Авторская"
	],
	2: ["Японская", "Паназиатская"],
	3: ["Десерты", "Выпечка"]
};
/** '+7 (423) 200-10-10' → '+74232001010'. Throws on a number that is not Russian (+7 and 10 digits). */
function e164Phone(phone) {
	const digits = phone.replace(/[\s()-]/g, "");
	if (!/^\+7\d{10}$/.test(digits)) throw new Error(`Not a Russian phone number: '${phone}'`);
	return digits;
}
/** The stable identifier of a place's node, so other documents can point at it. */
function placeId(place, origin) {
	return absoluteUrl(origin, `${menuVenue(place.venueId).pageRoute}#place-${place.id}`);
}
function placeNode(place, origin, image) {
	const venue = menuVenue(place.venueId);
	const node = {
		"@type": VENUE_TYPES[place.venueId],
		"@id": placeId(place, origin),
		name: place.name,
		url: absoluteUrl(origin, venue.pageRoute),
		telephone: e164Phone(place.phone),
		address: {
			"@type": "PostalAddress",
			streetAddress: place.street,
			addressLocality: CITY,
			addressRegion: "Приморский край",
			addressCountry: "RU"
		},
		geo: {
			"@type": "GeoCoordinates",
			latitude: place.coordinates.lat,
			longitude: place.coordinates.lon
		},
		hasMap: new URL(place.mapUrl).href,
		openingHoursSpecification: [openingHoursNode(place)],
		servesCuisine: [...VENUE_CUISINES[place.venueId]],
		hasMenu: absoluteUrl(origin, venue.menuRoute),
		acceptsReservations: true
	};
	if (image !== void 0) node.image = absoluteUrl(origin, image);
	return node;
}
/**
* A venue page's place (`/gastropub`, `/sibumi`, `/bistro`): `Restaurant` or `Bakery` with its
* address, phone, coordinates, hours and menu. `image` is a site path of the venue's photo
* (its page header, content/venues-content.ts), passed in so this module stays free of the
* showcase texts.
*/
function restaurantJsonLd(place, origin, options) {
	return withContext({
		...placeNode(place, origin, options?.image),
		parentOrganization: {
			"@type": "Organization",
			"@id": organizationId(origin)
		}
	});
}
function organizationId(origin) {
	return absoluteUrl(origin, "/#organization");
}
/**
* The home page: the group as an `Organization` whose places are its `subOrganization`s (each a
* full `Restaurant`/`Bakery` node, so one document carries every address and phone), and whose
* logo is the site's icon.
*/
function organizationJsonLd(origin) {
	return withContext({
		"@type": "Organization",
		"@id": organizationId(origin),
		name: restaurantGroup.name,
		url: absoluteUrl(origin, "/"),
		logo: absoluteUrl(origin, "/favicon.svg"),
		subOrganization: places$1.map((place) => placeNode(place, origin))
	});
}
/**
* The home page's `WebSite`: the name a search result shows for the site (Google reads the site
* name from it), and its language.
*/
function websiteJsonLd(origin) {
	return withContext({
		"@type": "WebSite",
		"@id": absoluteUrl(origin, "/#website"),
		name: restaurantGroup.name,
		url: absoluteUrl(origin, "/"),
		inLanguage: "ru-RU",
		publisher: {
			"@type": "Organization",
			"@id": organizationId(origin)
		}
	});
}
/** A dish's own page: regular dishes at `/menu/{id}`, special ones at `/specials/card/{id}`. */
function dishPath(product) {
	return product.special ? `/specials/card/${product.id}` : `/menu/${product.id}`;
}
function menuItemNode(product, origin) {
	const url = absoluteUrl(origin, dishPath(product));
	const item = {
		"@type": "MenuItem",
		name: product.name,
		url
	};
	if (product.img_elem) item.image = absoluteUrl(origin, product.img_elem);
	if (product.gramm > 0) item.description = `${product.gramm} г`;
	item.offers = offerNode({
		priceRoubles: product.prise,
		available: product.available,
		grams: product.gramm,
		costPerGram: product.cost_per_gram,
		url
	});
	return item;
}
/**
* A menu page (`/Gastropub`, `/menu`, `/specials/{url}`): a `Menu` with one `MenuSection` per
* category that has dishes, each dish a `MenuItem` with its page, photo and `Offer`. Dishes on the
* stop list stay in (the page shows them) with `OutOfStock`.
*/
function menuJsonLd(name, categories, origin, menuPath) {
	return withContext({
		"@type": "Menu",
		name,
		url: absoluteUrl(origin, menuPath),
		inLanguage: "ru-RU",
		hasMenuSection: categories.filter((category) => category.products.length > 0).map((category) => ({
			"@type": "MenuSection",
			name: category.text_button,
			hasMenuItem: category.products.map((product) => menuItemNode(product, origin))
		}))
	});
}
/** Nutrition values keep one decimal, as the dish page shows them. */
function amount(value) {
	return String(Math.round(value * 10) / 10);
}
/**
* A dish page (`/menu/{id}`, `/specials/card/{id}`): one node typed both `Product` and `MenuItem`.
* `Product` + `Offer` is what Google's product rich results and Yandex's product snippets read
* (price, currency, availability, image); `MenuItem` is what the dish is, and the type that owns
* `nutrition` — which `Product` does not have, while `MenuItem` has no `weight`. JSON-LD allows
* several types on one node, and schema.org then allows the properties of each, so the dish keeps
* both its weight and its nutrition without inventing a `Recipe`.
*
* Nutrition is per 100 g (`servingSize`), as the page shows it. Values use schema.org's `Energy`
* and `Mass` text forms, '<number> <unit>': energy in 'calories' — schema.org's and Google's
* examples ('240 calories'); a food calorie is a kilocalorie, so 323 ккал is '323 calories' —
* and masses in 'g'. Russian units ('323 ккал') would be read by people but by no parser.
*/
function dishJsonLd(card, origin, path) {
	const dish = card.product_json;
	const url = absoluteUrl(origin, path);
	const weightGrams = Math.round(dish.weight * 1e3);
	const price = dish.sizePrices[0]?.price.currentPrice;
	const node = {
		"@type": ["Product", "MenuItem"],
		"@id": `${url}#dish`,
		name: dish.name,
		url,
		sku: dish.id
	};
	if (dish.description.trim()) node.description = dish.description.trim();
	if (card.img_elem) node.image = absoluteUrl(origin, card.img_elem);
	if (isMenuVenueId(card.venueId)) node.brand = {
		"@type": "Brand",
		name: menuVenue(card.venueId).name
	};
	if (weightGrams > 0) node.weight = grams(weightGrams);
	node.nutrition = {
		"@type": "NutritionInformation",
		servingSize: "100 g",
		calories: `${amount(dish.energyAmount)} calories`,
		proteinContent: `${amount(dish.proteinsAmount)} g`,
		fatContent: `${amount(dish.fatAmount)} g`,
		carbohydrateContent: `${amount(dish.carbohydratesAmount)} g`
	};
	if (price !== void 0) node.offers = offerNode({
		priceRoubles: price,
		available: card.available,
		grams: weightGrams,
		costPerGram: card.cost_per_gram,
		url
	});
	return withContext(node);
}
/** `BreadcrumbList`: the trail from the home page to this one, positions from 1. */
function breadcrumbJsonLd(items, origin) {
	if (items.length === 0) throw new Error("A breadcrumb trail needs at least one item");
	return withContext({
		"@type": "BreadcrumbList",
		itemListElement: items.map((crumb, index) => ({
			"@type": "ListItem",
			position: index + 1,
			name: crumb.name,
			item: absoluteUrl(origin, crumb.path)
		}))
	});
}
/** The home page's crumb and a venue's menu crumb, for trails that pages build. */
var homeCrumb = {
	name: restaurantGroup.name,
	path: "/"
};
function venueMenuCrumb(venueId) {
	const venue = menuVenue(venueId);
	return {
		name: `Меню: ${venue.name}`,
		path: venue.menuRoute
	};
}
// src/features/seo/page-json-ld.ts
/**
* Which structured data each page with fixed texts carries (decision 035): the group on the home
* page, each venue's places on its page, every place on the contacts page, and a breadcrumb trail
* under the home page everywhere else. Pages made from the catalogue (menus, dish cards) build
* theirs from their data.
*/
var venuePages = {
	"/gastropub": 1,
	"/sibumi": 2,
	"/bistro": 3
};
var pageName = new Map([...contentPages, ...venueMenuPages].map((page) => [page.path, page.title.split(" — ")[0]]));
function fixedPageJsonLd(path, origin) {
	const canonical = aliasPaths[path] ?? path;
	if (canonical === "/") return [organizationJsonLd(origin), websiteJsonLd(origin)];
	const trail = breadcrumbJsonLd([homeCrumb, {
		name: pageName.get(canonical) ?? canonical,
		path: canonical
	}], origin);
	const venueId = venuePages[canonical];
	if (venueId !== void 0) return [...places$1.filter((place) => place.venueId === venueId).map((place) => restaurantJsonLd(place, origin)), trail];
	if (canonical === "/contacts") return [...places$1.map((place) => restaurantJsonLd(place, origin)), trail];
	return [trail];
}
var not_found_page_module_default = {
	page: "_page_1w82r_1",
	code: "_code_1w82r_8",
	title: "_title_1w82r_16",
	links: "_links_1w82r_20"
};
// src/ui/page-head.tsx
var RenderRecordContext = createContext(null);
/** The site's address: the server's PUBLIC_URL (or the request's host) while it renders. */
function useSiteOrigin() {
	const record = useContext(RenderRecordContext);
	return record ? record.origin : window.location.origin;
}
/** The head of a page with fixed texts (packages/contract/src/site-pages.ts). */
function sitePageHead(page, extra = {}) {
	return {
		title: page.title,
		description: page.description,
		canonicalPath: page.path,
		...extra
	};
}
function PageHead(head) {
	const record = useContext(RenderRecordContext);
	if (record) record.head = head;
	const key = JSON.stringify(head);
	useEffect(() => applyHead(head), [key]);
	return null;
}
/** The HTTP status of the page being rendered: 404 for the not-found page. */
function HttpStatus({ code }) {
	const record = useContext(RenderRecordContext);
	if (record) record.status = code;
	return null;
}
var JSON_LD_ID = "page-json-ld";
/** The browser's document head made to match a page the guest navigated to. */
function applyHead(head) {
	document.title = head.title;
	const origin = window.location.origin;
	setMeta("name", "description", head.description);
	setMeta("name", "robots", head.canonicalPath === null ? "noindex" : null);
	setMeta("property", "og:title", head.title);
	setMeta("property", "og:description", head.description);
	setMeta("property", "og:type", head.type ?? "website");
	setMeta("property", "og:url", head.canonicalPath === null ? null : new URL(head.canonicalPath, origin).href);
	setMeta("property", "og:image", head.image ? new URL(head.image, origin).href : null);
	let canonical = document.head.querySelector("link[rel=\"canonical\"]");
	if (head.canonicalPath === null) canonical?.remove();
	else {
		if (!canonical) {
			canonical = document.createElement("link");
			canonical.rel = "canonical";
			document.head.append(canonical);
		}
		canonical.href = new URL(head.canonicalPath, origin).href;
	}
	for (const old of document.head.querySelectorAll(`script[data-id="${JSON_LD_ID}"]`)) old.remove();
	for (const data of head.jsonLd ?? []) {
		const script = document.createElement("script");
		script.type = "application/ld+json";
		script.dataset.id = JSON_LD_ID;
		script.textContent = JSON.stringify(data);
		document.head.append(script);
	}
}
function setMeta(attribute, key, content) {
	let meta = document.head.querySelector(`meta[${attribute}="${key}"]`);
	if (content === null) {
		meta?.remove();
		return;
	}
	if (!meta) {
		meta = document.createElement("meta");
		meta.setAttribute(attribute, key);
		document.head.append(meta);
	}
	meta.content = content;
}
/** The head as HTML, for the server's answer; every value escaped. */
function headHtml(head, origin) {
	const absolute = (path) => new URL(path, origin).href;
	const tags = [
		`<title>${text(head.title)}</title>`,
		`<meta name="description" content="${attribute(head.description)}">`,
		`<meta property="og:title" content="${attribute(head.title)}">`,
		`<meta property="og:description" content="${attribute(head.description)}">`,
		`<meta property="og:type" content="${attribute(head.type ?? "website")}">`,
		"<meta property=\"og:locale\" content=\"ru_RU\">"
	];
	if (head.canonicalPath === null) tags.push("<meta name=\"robots\" content=\"noindex\">");
	else {
		const url = absolute(head.canonicalPath);
		tags.push(`<link rel="canonical" href="${attribute(url)}">`);
		tags.push(`<meta property="og:url" content="${attribute(url)}">`);
	}
	if (head.image) tags.push(`<meta property="og:image" content="${attribute(absolute(head.image))}">`);
	for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json" data-id="${JSON_LD_ID}">${scriptJson(data)}<\/script>`);
	return tags.join("\n    ");
}
/** JSON inside a script element: `<` escaped, so no text in it can close the element. */
function scriptJson(data) {
	return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
var text = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
var attribute = (value) => text(value).replace(/"/g, "&quot;");
// src/ui/not-found-page.tsx
/** Unknown addresses, dishes and specials: answered with 404 when the server renders them. */
function NotFoundPage() {
	return /* @__PURE__ */ jsxs("section", {
		className: not_found_page_module_default.page,
		children: [
			/* @__PURE__ */ jsx(HttpStatus, { code: 404 }),
			/* @__PURE__ */ jsx(PageHead, {
				title: notFoundPage.title,
				description: notFoundPage.description,
				canonicalPath: null
			}),
			/* @__PURE__ */ jsx("p", {
				className: not_found_page_module_default.code,
				"aria-hidden": "true",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				className: not_found_page_module_default.title,
				children: "Извините, мы не нашли такой страницы :("
			}),
			/* @__PURE__ */ jsxs("div", {
				className: not_found_page_module_default.links,
				children: [/* @__PURE__ */ jsx(Link, {
					to: "/",
					children: "На главную"
				}), /* @__PURE__ */ jsx(Link, {
					to: "/menu",
					children: "В меню"
				})]
			})
		]
	});
}
// src/features/auth/session-slice.ts
/** The session (SPEC.md §3 "Session state", §4 "Session"). */
var initialSessionState = {
	loggedIn: false,
	accessToken: null,
	registerStep: null,
	showingModal: null,
	tab: "login"
};
function signOut(state) {
	state.loggedIn = false;
	state.accessToken = null;
	state.registerStep = null;
}
var sessionSlice = createSlice({
	name: "session",
	initialState: initialSessionState,
	reducers: {
		/** Going over to the other modal leaves a half-done registration behind. */
		showModal(state, { payload }) {
			if (state.showingModal !== payload) state.registerStep = null;
			state.showingModal = payload;
		},
		/** Closing resets to the login tab (SPEC §2); a half-done registration starts over. */
		closeModal(state) {
			state.showingModal = null;
			state.tab = "login";
			state.registerStep = null;
		},
		switchTab(state, { payload }) {
			state.tab = payload;
			state.registerStep = null;
		},
		registrationCodeSent(state) {
			state.registerStep = "verification";
		},
		/** Back from the code screen to the registration form. */
		registrationStepReset(state) {
			state.registerStep = null;
		},
		/** Login, finished registration or a changed password: the modal closes, the tab resets. */
		login(state, { payload }) {
			state.loggedIn = true;
			state.accessToken = payload;
			state.registerStep = null;
			state.showingModal = null;
			state.tab = "login";
		},
		logout(state) {
			signOut(state);
		},
		/** Another tab logged in or out (the token is shared through localStorage). */
		sessionRestored(state, { payload }) {
			if (payload === null) {
				signOut(state);
				return;
			}
			state.loggedIn = true;
			state.accessToken = payload;
		}
	},
	extraReducers: (builder) => {
		builder.addCase(sessionExpired, (state) => {
			signOut(state);
			state.showingModal = "loginRegister";
			state.tab = "login";
		});
	},
	selectors: {
		selectLoggedIn: (state) => state.loggedIn,
		selectAccessToken: (state) => state.accessToken,
		selectRegisterStep: (state) => state.registerStep,
		selectShowingModal: (state) => state.showingModal,
		selectAuthTab: (state) => state.tab
	}
});
var { showModal, closeModal, switchTab, registrationCodeSent, registrationStepReset, login, logout: logout$1, sessionRestored } = sessionSlice.actions;
var { selectLoggedIn, selectAccessToken, selectRegisterStep, selectShowingModal, selectAuthTab } = sessionSlice.selectors;
// ../../packages/contract/src/basket.ts
/** A basket line, as kept in the browser and sent with an order (SPEC.md §3 "Basket item"). */
var basketLineSchema = z.object({
	id: z.int().check(z.positive()),
	img: z.string(),
	name: z.string(),
	/** iiko id: the image key and the POS guid */
	guid: z.string(),
	count: z.int().check(z.minimum(1)),
	/** unit price, roubles */
	price: z.number().check(z.nonnegative()),
	/** line total, roubles */
	summa: z.number().check(z.nonnegative()),
	/** priced per gram */
	gramm: z.boolean(),
	special: z.boolean(),
	/** the venue that cooks it: a pickup order is collected there (absent in older baskets) */
	venueId: z.optional(z.int())
});
/** Products and special products have separate id spaces, so a line is keyed by both. */
function basketLineKey(line) {
	return `${line.special ? "special" : "product"}:${line.id}`;
}
// src/features/basket/basket-slice.ts
/** The basket (SPEC.md §4 "Basket"): the only state kept in browser storage. */
var initialBasketState = { lines: [] };
function find(state, ref) {
	const key = basketLineKey(ref);
	return state.lines.find((line) => basketLineKey(line) === key);
}
function setCount(line, count) {
	line.count = count;
	line.summa = multiplyPrice(line.price, count);
}
var basketSlice = createSlice({
	name: "basket",
	initialState: initialBasketState,
	reducers: {
		/** A dish already in the basket is not added twice. */
		addDish(state, { payload }) {
			if (find(state, payload)) return;
			state.lines.push({
				...payload,
				count: 1,
				summa: payload.price
			});
		},
		increment(state, { payload }) {
			const line = find(state, payload);
			if (line && line.count < 99) setCount(line, line.count + 1);
		},
		/** Never below the minimum: deleting is a separate action. */
		decrement(state, { payload }) {
			const line = find(state, payload);
			if (line && line.count > 1) setCount(line, line.count - 1);
		},
		removeLine(state, { payload }) {
			const key = basketLineKey(payload);
			state.lines = state.lines.filter((line) => basketLineKey(line) !== key);
		},
		clearBasket(state) {
			state.lines = [];
		},
		/** Repeat order: counts add up for dishes already there, the rest are appended. */
		mergeLines(state, { payload }) {
			for (const incoming of payload) {
				const line = find(state, incoming);
				if (line) setCount(line, Math.min(99, line.count + incoming.count));
				else {
					const count = Math.min(99, incoming.count);
					state.lines.push({
						...incoming,
						count,
						summa: multiplyPrice(incoming.price, count)
					});
				}
			}
		},
		/**
		* The server refused an order because the menu's prices moved (409 priceChanged): the basket
		* takes today's prices, so the guest sees the new total before ordering again.
		*/
		updatePrices(state, { payload }) {
			for (const { id, special, price } of payload) {
				const line = find(state, {
					id,
					special
				});
				if (!line) continue;
				line.price = price;
				setCount(line, line.count);
			}
		},
		/** Another tab changed the stored basket. */
		replaceBasket(_state, { payload }) {
			return payload;
		}
	},
	selectors: {
		selectBasketLines: (state) => state.lines,
		selectLineCount: (state) => state.lines.length,
		selectBasketTotal: (state) => state.lines.reduce((total, line) => addPrices(total, line.summa), 0),
		selectLine: (state, ref) => find(state, ref)
	}
});
var { addDish, increment, decrement, removeLine, clearBasket, mergeLines, updatePrices, replaceBasket } = basketSlice.actions;
var { selectBasketLines, selectLineCount, selectBasketTotal, selectLine } = basketSlice.selectors;
z.object({ lines: z.array(basketLineSchema).check(z.maxLength(200)) });
var checkoutSlice = createSlice({
	name: "checkout",
	initialState: {
		form: null,
		attemptKey: null
	},
	reducers: {
		checkoutFormChanged(state, { payload }) {
			state.form = payload;
		},
		attemptStarted(state, { payload }) {
			state.attemptKey = payload;
		},
		/** An order was made, or the server refused this one for good: the next try is new. */
		attemptFinished(state) {
			state.attemptKey = null;
		}
	},
	selectors: {
		selectCheckoutForm: (state) => state.form,
		selectAttemptKey: (state) => state.attemptKey
	}
});
var { checkoutFormChanged, attemptStarted, attemptFinished } = checkoutSlice.actions;
var { selectCheckoutForm, selectAttemptKey } = checkoutSlice.selectors;
// src/features/menu/menu-ui-slice.ts
/** Which category is open, remembered per menu and venue while the guest moves around the site. */
function menuScopeKey(scope, venueId) {
	return `${scope}:${venueId}`;
}
var menuUiSlice = createSlice({
	name: "menuUi",
	initialState: { selectedCategory: {} },
	reducers: { selectCategory(state, { payload }) {
		state.selectedCategory[payload.key] = payload.categoryId;
	} },
	selectors: { selectRememberedCategory: (state, key) => state.selectedCategory[key] }
});
var { selectCategory } = menuUiSlice.actions;
var { selectRememberedCategory } = menuUiSlice.selectors;
// src/app/store.ts
var rootReducer = combineSlices(basketSlice, checkoutSlice, menuUiSlice, sessionSlice, api);
/** `extra`: what the store's calls are made with while the server renders (lib/api.ts). */
function createStore(preloadedState, extra) {
	return configureStore({
		reducer: rootReducer,
		preloadedState,
		middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware)
	});
}
var useAppDispatch = useDispatch;
var useAppSelector = useSelector;
// src/features/auth/auth-modal-host.tsx
/** Opens the login/registration or restore-access modal when the session says so. */
var preloadAuthDialog = () => import("./assets/auth-dialog-ChTftgwa.js");
var AuthDialog = lazy(async () => ({ default: (await preloadAuthDialog()).AuthDialog }));
function AuthModalHost() {
	if (!useAppSelector(selectShowingModal)) return null;
	return /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(AuthDialog, {})
	});
}
// ../../packages/contract/src/plural.ts
/** Russian plural forms: plural(2, ['позиция', 'позиции', 'позиций']) → 'позиции'. */
var rules = new Intl.PluralRules("ru-RU");
function plural(count, [one, few, many]) {
	if (!Number.isInteger(count)) return few;
	switch (rules.select(count)) {
		case "one": return one;
		case "few": return few;
		default: return many;
	}
}
var stepper_module_default = {
	stepper: "_stepper_hibnb_1",
	button: "_button_hibnb_10",
	count: "_count_hibnb_33"
};
// src/ui/stepper.tsx
/** − n + control; − is disabled at the minimum instead of removing anything. */
function Stepper({ count, min = 1, label, onDecrement, onIncrement }) {
	return /* @__PURE__ */ jsxs("div", {
		className: stepper_module_default.stepper,
		role: "group",
		"aria-label": `Количество: ${label}`,
		children: [
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: stepper_module_default.button,
				onClick: onDecrement,
				disabled: count <= min,
				"aria-label": `Уменьшить количество: ${label}`,
				children: "−"
			}),
			/* @__PURE__ */ jsx("output", {
				className: stepper_module_default.count,
				"aria-live": "polite",
				children: count
			}),
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: stepper_module_default.button,
				onClick: onIncrement,
				"aria-label": `Увеличить количество: ${label}`,
				children: "+"
			})
		]
	});
}
var basket_control_module_default = {
	add: "_add_h2hos_1",
	unavailable: "_unavailable_h2hos_18",
	stepperSlot: "_stepperSlot_h2hos_29"
};
// src/features/basket/basket-control.tsx
/**
* The basket icon that adds a dish once, then turns into a − n + stepper (SPEC.md §4). The icon
* goes away as it is pressed: the focus moves on to the stepper's '+' so a keyboard user stays on
* the dish instead of falling back to the top of the page.
*/
function BasketControl({ dish, available }) {
	const dispatch = useAppDispatch();
	const line = useAppSelector((state) => selectLine(state, dish));
	const stepper = useRef(null);
	const justAdded = useRef(false);
	const inBasket = line !== void 0;
	useEffect(() => {
		if (!inBasket || !justAdded.current) return;
		justAdded.current = false;
		Array.from(stepper.current?.querySelectorAll("button") ?? []).at(-1)?.focus();
	}, [inBasket]);
	if (!available) return /* @__PURE__ */ jsx("span", {
		className: basket_control_module_default.unavailable,
		children: "Нет в наличии"
	});
	if (line) return /* @__PURE__ */ jsx("div", {
		ref: stepper,
		className: basket_control_module_default.stepperSlot,
		children: /* @__PURE__ */ jsx(Stepper, {
			count: line.count,
			label: dish.name,
			onDecrement: () => dispatch(decrement(dish)),
			onIncrement: () => dispatch(increment(dish))
		})
	});
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: basket_control_module_default.add,
		onClick: () => {
			justAdded.current = true;
			dispatch(addDish(dish));
		},
		"aria-label": `Добавить в корзину: ${dish.name}`,
		title: "Добавить в корзину",
		children: /* @__PURE__ */ jsx(BasketIcon, {})
	});
}
function BasketIcon() {
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "0 0 24 24",
		width: "22",
		height: "22",
		"aria-hidden": "true",
		focusable: "false",
		children: [
			/* @__PURE__ */ jsx("path", {
				d: "M3 4h2.2l2.3 10.4a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.4-1.1L20.6 8H6.3",
				fill: "none",
				stroke: "currentColor",
				strokeWidth: "1.8",
				strokeLinecap: "round",
				strokeLinejoin: "round"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "9.5",
				cy: "19.5",
				r: "1.5",
				fill: "currentColor"
			}),
			/* @__PURE__ */ jsx("circle", {
				cx: "17",
				cy: "19.5",
				r: "1.5",
				fill: "currentColor"
			})
		]
	});
}
var basket_link_module_default = {
	link: "_link_1ten6_1",
	counter: "_counter_1ten6_15"
};
// src/features/basket/basket-link.tsx
var LINE_FORMS = [
	"позиция",
	"позиции",
	"позиций"
];
/** The header's basket icon with the number of lines in the basket. */
function BasketLink() {
	const count = useAppSelector(selectLineCount);
	return /* @__PURE__ */ jsxs(Link, {
		to: "/basket",
		className: basket_link_module_default.link,
		"aria-label": `Корзина: ${count} ${plural(count, LINE_FORMS)}`,
		title: "Корзина",
		children: [/* @__PURE__ */ jsx(BasketIcon, {}), /* @__PURE__ */ jsx("span", {
			className: basket_link_module_default.counter,
			"data-testid": "basket-counter",
			"aria-hidden": "true",
			children: count
		})]
	});
}
// src/features/basket/basket-announcer.tsx
/** Tells screen-reader users what the basket holds after each change (one region per page). */
function BasketAnnouncer() {
	const count = useAppSelector(selectLineCount);
	const total = useAppSelector(selectBasketTotal);
	return /* @__PURE__ */ jsx("div", {
		className: "visually-hidden",
		"aria-live": "polite",
		"aria-atomic": "true",
		children: count === 0 ? "Корзина пуста" : `В корзине ${count} ${plural(count, LINE_FORMS)} на ${formatPrice(total)}`
	});
}
var app_layout_module_default = {
	shell: "_shell_5puez_1",
	main: "_main_5puez_7",
	loading: "_loading_5puez_16"
};
// ../../packages/contract/src/catering.ts
/**
* The catering menu (SPEC.md §2 "Other links"): a PDF the server makes from the catalogue and
* the storefront links to from its menus and the About page.
*/
var CATERING_MENU_URL = "/media/catering-menu.pdf";
// src/content/site.ts
/**
* The restaurant group's own words and links, in one place: a restaurant replaces this file
* (and the demo catalogue) without touching components. What the server prints too (the name,
* the places and their phones) is in @storefront/contract.
*/
var brand$1 = {
	name: restaurantGroup.name,
	tagline: "Гастропаб, Sibumi и кондитерская — в одной доставке",
	city: "Владивосток"
};
var links$1 = {
	/** the catering menu, a downloadable PDF made by the server */
	cateringMenu: CATERING_MENU_URL,
	/** a messenger chat for reviews */
	feedback: "https://t.me/pogranichnaya14_feedback"
};
var deliveryHours = {
	from: "11:00",
	to: "20:00"
};
/** Required in the footer by Russian consumer law; placeholders for the demo. */
var legalInfo = {
	entity: "ООО «Пограничная 14»",
	inn: "ИНН 2540000000",
	ogrn: "ОГРН 1222500000000",
	address: "690091, г. Владивосток, ул. Пограничная, д. 14",
	email: "hello@pogranichnaya14.example"
};
var lazy_venue_map_module_default = { box: "_box_1po9h_1" };
// src/features/map/lazy-venue-map.tsx
var VenueMap = lazy(async () => ({ default: (await import("./assets/venue-map-wfKymaIx.js")).VenueMap }));
/**
* The venue map, loaded only when it comes near the screen: its code and pictures cost nothing
* to a page whose visitor never scrolls to it. The box keeps its size meanwhile (no layout shift).
*/
function LazyVenueMap({ className = "" }) {
	const box = useRef(null);
	const [near, setNear] = useState(false);
	useEffect(() => {
		const element = box.current;
		if (!element || near) return;
		if (typeof IntersectionObserver === "undefined") {
			setNear(true);
			return;
		}
		const observer = new IntersectionObserver((entries) => {
			if (entries.some((entry) => entry.isIntersecting)) setNear(true);
		}, { rootMargin: "400px" });
		observer.observe(element);
		return () => observer.disconnect();
	}, [near]);
	return /* @__PURE__ */ jsx("div", {
		ref: box,
		className: `${lazy_venue_map_module_default.box} ${className}`,
		children: near && /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsx(VenueMap, {})
		})
	});
}
var footer_module_default = {
	footer: "_footer_i6naj_1",
	columns: "_columns_i6naj_8",
	brand: "_brand_i6naj_17",
	muted: "_muted_i6naj_24",
	links: "_links_i6naj_29",
	places: "_places_i6naj_30",
	legal: "_legal_i6naj_65",
	map: "_map_i6naj_83"
};
// src/app/layout/nav-items.ts
var separator$2 = { label: "—" };
/** The top menu (SPEC.md §2 "Header and menus"). */
function topMenu(specials) {
	return [
		{
			label: "О ПРОЕКТЕ",
			to: "/about"
		},
		{
			label: "ЗАКАЗАТЬ ДОСТАВКУ",
			to: "/Gastropub"
		},
		...specials.length > 0 ? [separator$2, ...specials.map((s) => ({
			label: s.name.toUpperCase(),
			to: `/specials/${s.URL}`
		}))] : [],
		separator$2,
		{
			label: "SIBUMI",
			to: "/sibumi"
		},
		{
			label: "ГАСТРОПАБ",
			to: "/gastropub"
		},
		{
			label: "КОНДИТЕРСКАЯ",
			to: "/bistro"
		},
		separator$2,
		{
			label: "КЕЙТЕРИНГ",
			href: links$1.cateringMenu
		},
		{
			label: "КОНТАКТЫ",
			to: "/contacts"
		},
		{
			label: "Оставить отзыв",
			href: links$1.feedback
		}
	];
}
var secondaryMenu = [
	{
		label: "Меню кейтеринга",
		href: links$1.cateringMenu
	},
	{
		label: "Контакты",
		to: "/contacts"
	},
	{
		label: "Доставка",
		to: "/delivery"
	},
	{
		label: "Оплата",
		to: "/payment"
	},
	{
		label: "Оставить отзыв",
		href: links$1.feedback
	}
];
// src/app/layout/nav-list.tsx
function NavList({ items, className, separatorClassName, onNavigate }) {
	return /* @__PURE__ */ jsx("ul", {
		className,
		children: items.map((item, index) => {
			const key = `${index}-${item.label}`;
			if (item.to) return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
				to: item.to,
				onClick: onNavigate,
				caseSensitive: true,
				end: true,
				children: item.label
			}) }, key);
			if (item.href) {
				const external = item.href.startsWith("http");
				return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
					href: item.href,
					onClick: onNavigate,
					...external ? {
						target: "_blank",
						rel: "noopener noreferrer"
					} : { download: true },
					children: item.label
				}) }, key);
			}
			return /* @__PURE__ */ jsx("li", {
				className: separatorClassName,
				"aria-hidden": "true",
				children: "—"
			}, key);
		})
	});
}
// src/app/layout/footer.tsx
function Footer() {
	const withMap = useLocation().pathname !== "/";
	return /* @__PURE__ */ jsxs("footer", {
		className: footer_module_default.footer,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: footer_module_default.columns,
				children: [
					/* @__PURE__ */ jsxs("div", { children: [
						/* @__PURE__ */ jsx("p", {
							className: footer_module_default.brand,
							children: brand$1.name
						}),
						/* @__PURE__ */ jsx("p", {
							className: footer_module_default.muted,
							children: brand$1.tagline
						}),
						/* @__PURE__ */ jsxs("p", {
							className: footer_module_default.muted,
							children: [
								"Доставка ежедневно с ",
								deliveryHours.from,
								" до ",
								deliveryHours.to
							]
						})
					] }),
					/* @__PURE__ */ jsx("nav", {
						"aria-label": "Информация",
						children: /* @__PURE__ */ jsx(NavList, {
							items: secondaryMenu,
							className: footer_module_default.links
						})
					}),
					/* @__PURE__ */ jsx("ul", {
						className: footer_module_default.places,
						children: places$1.map((place) => /* @__PURE__ */ jsxs("li", { children: [
							/* @__PURE__ */ jsx("strong", { children: place.name }),
							/* @__PURE__ */ jsx("span", { children: place.street }),
							/* @__PURE__ */ jsx("a", {
								href: `tel:${place.phone.replace(/[^\d+]/g, "")}`,
								children: place.phone
							})
						] }, place.id))
					})
				]
			}),
			withMap && /* @__PURE__ */ jsx("div", {
				className: footer_module_default.map,
				children: /* @__PURE__ */ jsx(LazyVenueMap, {})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: footer_module_default.legal,
				children: [
					/* @__PURE__ */ jsx("span", { children: legalInfo.entity }),
					/* @__PURE__ */ jsx("span", { children: legalInfo.inn }),
					/* @__PURE__ */ jsx("span", { children: legalInfo.ogrn }),
					/* @__PURE__ */ jsx("span", { children: legalInfo.address }),
					/* @__PURE__ */ jsx("a", {
						href: `mailto:${legalInfo.email}`,
						children: legalInfo.email
					}),
					/* @__PURE__ */ jsx("a", {
						href: "/privacy",
						target: "_blank",
						rel: "noopener noreferrer",
						children: "Политика конфиденциальности"
					})
				]
			})
		]
	});
}
// src/lib/catalog-api.ts
var catalogApi = api.injectEndpoints({ endpoints: (build) => ({
	getSpecials: build.query({ query: () => "/special-header" }),
	getVenueMenu: build.query({ query: ({ venueId, special }) => special === null ? `/test/${venueId}` : {
		url: `/test/special/${venueId}`,
		params: { nameURL: special }
	} }),
	getProduct: build.query({ query: ({ id, special }) => special ? `/specialProduct/${id}` : `/product/${id}` }),
	getDeliveryZones: build.query({ query: () => "/delivery-zones" })
}) });
var { useGetSpecialsQuery, useGetVenueMenuQuery, useGetProductQuery, useGetDeliveryZonesQuery } = catalogApi;
var header_module_default = {
	header: "_header_aym4y_1",
	desktop: "_desktop_aym4y_9",
	mobile: "_mobile_aym4y_10",
	logo: "_logo_aym4y_26",
	logoText: "_logoText_aym4y_34",
	topNav: "_topNav_aym4y_42",
	topList: "_topList_aym4y_46",
	secondaryList: "_secondaryList_aym4y_61",
	separator: "_separator_aym4y_74",
	icons: "_icons_aym4y_78",
	iconButton: "_iconButton_aym4y_85",
	secondaryNav: "_secondaryNav_aym4y_101"
};
// src/app/layout/account-button.tsx
function PersonIcon() {
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "0 0 24 24",
		width: "22",
		height: "22",
		"aria-hidden": "true",
		focusable: "false",
		children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "8",
			r: "4",
			fill: "none",
			stroke: "currentColor",
			strokeWidth: "1.8"
		}), /* @__PURE__ */ jsx("path", {
			d: "M4 20c1.5-3.6 4.4-5.4 8-5.4s6.5 1.8 8 5.4",
			fill: "none",
			stroke: "currentColor",
			strokeWidth: "1.8",
			strokeLinecap: "round"
		})]
	});
}
/**
* SPEC §2: a logged-in guest's icon goes to /my-account; a logged-out visitor's opens the login
* modal with the unauthorized toast.
*/
function AccountButton({ onNavigate }) {
	const dispatch = useAppDispatch();
	if (useAppSelector(selectLoggedIn)) return /* @__PURE__ */ jsx(Link, {
		to: "/my-account",
		className: header_module_default.iconButton,
		title: "Личный кабинет",
		"aria-label": "Личный кабинет",
		onClick: onNavigate,
		children: /* @__PURE__ */ jsx(PersonIcon, {})
	});
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: header_module_default.iconButton,
		title: "Авторизоваться",
		"aria-label": "Авторизоваться",
		"aria-haspopup": "dialog",
		onPointerEnter: () => void preloadAuthDialog(),
		onFocus: () => void preloadAuthDialog(),
		onClick: () => {
			onNavigate?.();
			dispatch(showModal("loginRegister"));
			toast.info(errorMessages.unauthorizedToast, { toastId: "unauthorized" });
		},
		children: /* @__PURE__ */ jsx(PersonIcon, {})
	});
}
// src/app/layout/logo.tsx
function Logo({ onNavigate }) {
	return /* @__PURE__ */ jsxs(Link, {
		to: "/",
		className: header_module_default.logo,
		onClick: onNavigate,
		"aria-label": `${brand$1.name} — на главную`,
		children: [/* @__PURE__ */ jsx("img", {
			src: "/favicon.svg",
			alt: "",
			width: "36",
			height: "36"
		}), /* @__PURE__ */ jsx("span", {
			className: header_module_default.logoText,
			children: brand$1.name
		})]
	});
}
var { useSendRegistrationCodeMutation, useFinishRegistrationMutation, useLoginMutation, useLogoutMutation, useSendRestoreAccessCodeMutation, useCheckRestoreAccessCodeMutation, useChangePasswordMutation } = api.injectEndpoints({ endpoints: (build) => ({
	sendRegistrationCode: build.mutation({ query: (body) => ({
		url: "/myAccount/sendRegistrationCode",
		method: "POST",
		body
	}) }),
	finishRegistration: build.mutation({ query: (body) => ({
		url: "/myAccount/finishRegistration",
		method: "POST",
		body
	}) }),
	login: build.mutation({ query: (body) => ({
		url: "/myAccount/login",
		method: "POST",
		body
	}) }),
	/** With the token the session had: it is already forgotten here when the call goes. */
	logout: build.mutation({ query: ({ token }) => ({
		url: "/myAccount/logout",
		method: "POST",
		body: {},
		headers: { Authorization: `Bearer ${token}` }
	}) }),
	sendRestoreAccessCode: build.mutation({ query: (body) => ({
		url: "/myAccount/sendRestoreAccessCode",
		method: "POST",
		body
	}) }),
	checkRestoreAccessCode: build.mutation({ query: (body) => ({
		url: "/myAccount/checkRestoreAccessCode",
		method: "POST",
		body
	}) }),
	/** With the token the code check gave: the guest is not logged in yet. */
	changePassword: build.mutation({ query: ({ token, ...body }) => ({
		url: "/myAccount/changePassword",
		method: "POST",
		body,
		headers: { Authorization: `Bearer ${token}` }
	}) })
}) });
// src/features/auth/use-logout.ts
/**
* Forgets the session here first, then ends it on the server with the token it had. In that
* order an account call still on its way, answered 401 once the server revoked the token, no
* longer belongs to the session and cannot pop the login modal up over the page the guest left for.
*/
function useLogout() {
	const dispatch = useAppDispatch();
	const token = useAppSelector(selectAccessToken);
	const [callLogout, { isLoading }] = useLogoutMutation();
	return [useCallback(async () => {
		dispatch(logout$1());
		if (token) await callLogout({ token });
	}, [
		callLogout,
		dispatch,
		token
	]), isLoading];
}
// src/features/auth/logout-button.tsx
/** 'Выйти' for a logged-in guest; nothing for a visitor. */
function LogoutButton({ className, onDone }) {
	const loggedIn = useAppSelector(selectLoggedIn);
	const [logOut, busy] = useLogout();
	if (!loggedIn) return null;
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className,
		disabled: busy,
		onClick: async () => {
			await logOut();
			onDone?.();
		},
		children: "Выйти"
	});
}
// src/lib/use-body-scroll-lock.ts
var holders = 0;
var previous = "";
/** Locks page scrolling while `locked`; the previous value comes back afterwards. */
function useBodyScrollLock(locked) {
	useEffect(() => {
		if (!locked) return;
		const { style } = document.body;
		if (holders === 0) {
			previous = style.overflow;
			style.overflow = "hidden";
		}
		holders += 1;
		return () => {
			holders -= 1;
			if (holders === 0) style.overflow = previous;
		};
	}, [locked]);
}
var mobile_menu_module_default = {
	panel: "_panel_ura5s_1",
	open: "_open_ura5s_19",
	block: "_block_ura5s_25",
	block1: "_block1_ura5s_38",
	block2: "_block2_ura5s_42",
	block3: "_block3_ura5s_46",
	close: "_close_ura5s_56",
	list: "_list_ura5s_67",
	secondary: "_secondary_ura5s_68",
	separator: "_separator_ura5s_87",
	account: "_account_ura5s_102",
	logout: "_logout_ura5s_108"
};
// src/app/layout/mobile-menu.tsx
/** Full-screen sliding menu: locks page scroll, Escape or 'ЗАКРЫТЬ' closes it. */
function MobileMenu({ open, onClose, top }) {
	const closeRef = useRef(null);
	const panelRef = useRef(null);
	useBodyScrollLock(open);
	useEffect(() => {
		if (open) closeRef.current?.focus();
	}, [open]);
	function onKeyDown(event) {
		if (event.key === "Escape") {
			onClose();
			return;
		}
		if (event.key !== "Tab" || !panelRef.current) return;
		const focusable = panelRef.current.querySelectorAll("a[href], button");
		const first = focusable[0];
		const last = focusable[focusable.length - 1];
		if (event.shiftKey && document.activeElement === first) {
			event.preventDefault();
			last?.focus();
		} else if (!event.shiftKey && document.activeElement === last) {
			event.preventDefault();
			first?.focus();
		}
	}
	return /* @__PURE__ */ jsxs("div", {
		id: "mobile-menu",
		ref: panelRef,
		className: `${mobile_menu_module_default.panel} ${open ? mobile_menu_module_default.open : ""}`,
		role: "dialog",
		"aria-modal": "true",
		"aria-hidden": !open,
		"aria-label": "Меню",
		onKeyDown,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: `${mobile_menu_module_default.block} ${mobile_menu_module_default.block1}`,
				children: [/* @__PURE__ */ jsx(Logo, { onNavigate: onClose }), /* @__PURE__ */ jsx("button", {
					ref: closeRef,
					type: "button",
					className: mobile_menu_module_default.close,
					onClick: onClose,
					children: "ЗАКРЫТЬ"
				})]
			}),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "Основное меню",
				className: `${mobile_menu_module_default.block} ${mobile_menu_module_default.block2}`,
				children: /* @__PURE__ */ jsx(NavList, {
					items: top,
					className: mobile_menu_module_default.list,
					separatorClassName: mobile_menu_module_default.separator,
					onNavigate: onClose
				})
			}),
			/* @__PURE__ */ jsxs("nav", {
				"aria-label": "Дополнительное меню",
				className: `${mobile_menu_module_default.block} ${mobile_menu_module_default.block3}`,
				children: [/* @__PURE__ */ jsx(NavList, {
					items: secondaryMenu,
					className: mobile_menu_module_default.secondary,
					onNavigate: onClose
				}), /* @__PURE__ */ jsxs("div", {
					className: mobile_menu_module_default.account,
					children: [/* @__PURE__ */ jsx(LogoutButton, {
						className: mobile_menu_module_default.logout,
						onDone: onClose
					}), /* @__PURE__ */ jsx(AccountButton, { onNavigate: onClose })]
				})]
			})
		]
	});
}
// src/app/layout/header.tsx
function Header() {
	const { data: specials = [] } = useGetSpecialsQuery();
	const [menuOpen, setMenuOpen] = useState(false);
	const top = topMenu(specials);
	return /* @__PURE__ */ jsxs("header", {
		className: header_module_default.header,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: header_module_default.desktop,
				children: [
					/* @__PURE__ */ jsx(Logo, {}),
					/* @__PURE__ */ jsx("nav", {
						"aria-label": "Основное меню",
						className: header_module_default.topNav,
						children: /* @__PURE__ */ jsx(NavList, {
							items: top,
							className: header_module_default.topList,
							separatorClassName: header_module_default.separator
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: header_module_default.icons,
						children: [/* @__PURE__ */ jsx(BasketLink, {}), /* @__PURE__ */ jsx(AccountButton, {})]
					})
				]
			}),
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "Дополнительное меню",
				className: header_module_default.secondaryNav,
				children: /* @__PURE__ */ jsx(NavList, {
					items: secondaryMenu,
					className: header_module_default.secondaryList
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: header_module_default.mobile,
				children: [/* @__PURE__ */ jsx(Logo, {}), /* @__PURE__ */ jsxs("div", {
					className: header_module_default.icons,
					children: [
						/* @__PURE__ */ jsx(BasketLink, {}),
						/* @__PURE__ */ jsx(AccountButton, {}),
						/* @__PURE__ */ jsx("button", {
							type: "button",
							className: header_module_default.iconButton,
							"aria-label": "Открыть меню",
							"aria-expanded": menuOpen,
							"aria-controls": "mobile-menu",
							onClick: () => setMenuOpen(true),
							children: /* @__PURE__ */ jsx("svg", {
								viewBox: "0 0 24 24",
								width: "26",
								height: "26",
								"aria-hidden": "true",
								focusable: "false",
								children: /* @__PURE__ */ jsx("path", {
									d: "M3 6h18M3 12h18M3 18h18",
									stroke: "currentColor",
									strokeWidth: "2",
									strokeLinecap: "round"
								})
							})
						})
					]
				})]
			}),
			/* @__PURE__ */ jsx(MobileMenu, {
				open: menuOpen,
				onClose: () => setMenuOpen(false),
				top
			})
		]
	});
}
// src/app/layout/scroll-to-top.tsx
/** A new page starts at its top; back/forward keeps the browser's own position. */
function ScrollToTop() {
	const { pathname } = useLocation();
	const navigationType = useNavigationType();
	useEffect(() => {
		if (navigationType !== "POP") window.scrollTo(0, 0);
	}, [pathname, navigationType]);
	return null;
}
// src/app/layout/app-layout.tsx
function AppLayout() {
	return /* @__PURE__ */ jsxs("div", {
		className: app_layout_module_default.shell,
		children: [
			/* @__PURE__ */ jsx("a", {
				className: "skip-link",
				href: "#main",
				children: "Перейти к содержимому"
			}),
			/* @__PURE__ */ jsx(Header, {}),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				className: app_layout_module_default.main,
				children: /* @__PURE__ */ jsx(Outlet, {})
			}),
			/* @__PURE__ */ jsx(Footer, {}),
			/* @__PURE__ */ jsx(BasketAnnouncer, {}),
			/* @__PURE__ */ jsx(AuthModalHost, {}),
			/* @__PURE__ */ jsx(ToastContainer, {
				position: "bottom-right",
				autoClose: 4e3,
				pauseOnHover: true,
				newestOnTop: true
			}),
			/* @__PURE__ */ jsx(ScrollToTop, {})
		]
	});
}
/** Shown while the first page's code loads. */
function PageLoading() {
	return /* @__PURE__ */ jsx("div", {
		className: app_layout_module_default.loading,
		"aria-busy": "true"
	});
}
// src/app/route-table.ts
var routeTable = [
	[
		"/",
		"content",
		"HomePage"
	],
	[
		"/about",
		"content",
		"AboutPage"
	],
	[
		"/gastropub",
		"content",
		"GastropubPage"
	],
	[
		"/sibumi",
		"content",
		"SibumiPage"
	],
	[
		"/bistro",
		"content",
		"BistroPage"
	],
	[
		"/Konditory",
		"content",
		"BistroPage"
	],
	[
		"/Gastropub",
		"menu",
		"GastropubMenu"
	],
	[
		"/Sibumii",
		"menu",
		"SibumiMenu"
	],
	[
		"/Bistro",
		"menu",
		"BistroMenu"
	],
	[
		"/menu",
		"menu",
		"AllVenuesMenu"
	],
	[
		"/menu/:id",
		"menu",
		"ProductCardPage"
	],
	[
		"/specials/card/:id",
		"menu",
		"SpecialProductCardPage"
	],
	[
		"/specials/:url",
		"menu",
		"SpecialMenu"
	],
	[
		"/contacts",
		"contacts",
		"ContactsPage"
	],
	[
		"/delivery",
		"content",
		"DeliveryPage"
	],
	[
		"/payment",
		"content",
		"PaymentPage"
	],
	[
		"/test",
		"content",
		"PaymentPage"
	],
	[
		"/basket",
		"basket",
		"BasketPage"
	],
	[
		"/order/:id",
		"order",
		"OrderPage"
	],
	[
		"/my-account",
		"account",
		"MyAccountPage"
	],
	[
		"/privacy",
		"privacy",
		"PrivacyPage"
	],
	[
		"/load",
		"content",
		"LoadPage"
	]
];
/**
* Pages for one guest (their basket, order, account): the server renders their frame only, and
* they are not indexed.
*/
var personalPages = {
	basket: "Корзина",
	order: "Заказ",
	account: "Личный кабинет"
};
// src/app/router.tsx
/** Each page module is its own chunk, loaded on the first visit of one of its routes. */
var loaders = {
	content: () => import("./assets/content-pages-BgGloz-6.js"),
	menu: () => import("./assets/menu-routes-OOkgbzOA.js"),
	basket: () => import("./assets/basket-page-B0GWdQi-.js"),
	order: () => import("./assets/order-page-D0lcI3vh.js"),
	account: () => import("./assets/account-page-6uNiBm3D.js").then((n) => n.t),
	contacts: () => import("./assets/contacts-page-B0nh5YVi.js"),
	privacy: () => import("./assets/privacy-page-BnqkwpwK.js")
};
/** Page modules already loaded: their pages render at once instead of suspending first. */
var loaded = {};
function pageOf(module, moduleName, name) {
	const Page = module[name];
	if (!Page) throw new Error(`${name} is not exported by the ${moduleName} page module`);
	return { default: Page };
}
function page(module, name) {
	return lazy(() => {
		const ready = loaded[module];
		if (ready) {
			const page = pageOf(ready, module, name);
			return { then: (resolve) => resolve(page) };
		}
		return loaders[module]().then((loadedModule) => pageOf(loadedModule, module, name));
	});
}
/**
* Loads the page module of `pathname` (the server has already listed it for preloading), so the
* first render shows the page itself. A failure is left to the page's own loading.
*/
async function preloadPage(pathname) {
	const route = routeTable.find(([path]) => matchPath({
		path,
		caseSensitive: true
	}, pathname));
	if (!route) return;
	const [, module] = route;
	try {
		loaded[module] = await loaders[module]();
	} catch {}
}
var pages = routeTable.map(([path, module, name]) => [
	path,
	module,
	page(module, name)
]);
var fixedPages = new Map([...contentPages, ...venueMenuPages].map((sitePage) => [sitePage.path, sitePage]));
/**
* The head of a route whose texts are fixed (site-pages.ts); an alias takes its page's head and
* canonical address. Pages made from the catalogue (dish cards, special menus) give their own.
*/
function fixedHead(path, module) {
	const personal = personalPages[module];
	if (personal !== void 0) {
		const title = `${personal} — ${SITE_NAME}`;
		return /* @__PURE__ */ jsx(PageHead, {
			title,
			description: title,
			canonicalPath: null
		});
	}
	const sitePage = fixedPages.get(aliasPaths[path] ?? path);
	return sitePage ? /* @__PURE__ */ jsx(FixedPageHead, {
		path,
		page: sitePage
	}) : null;
}
function FixedPageHead({ path, page }) {
	const origin = useSiteOrigin();
	return /* @__PURE__ */ jsx(PageHead, { ...sitePageHead(page, { jsonLd: fixedPageJsonLd(path, origin) }) });
}
var subscribeToNothing = () => () => {};
/**
* Personal pages: the server and the hydrating browser show the loading frame (the server knows
* neither basket nor guest); the page itself follows at once in the browser.
*/
function InBrowserOnly({ children }) {
	return useSyncExternalStore(subscribeToNothing, () => true, () => false) ? children : /* @__PURE__ */ jsx(PageLoading, {});
}
function AppRoutes() {
	return /* @__PURE__ */ jsx(Routes, { children: /* @__PURE__ */ jsxs(Route, {
		element: /* @__PURE__ */ jsx(AppLayout, {}),
		children: [pages.map(([path, module, Page]) => /* @__PURE__ */ jsx(Route, {
			path,
			caseSensitive: true,
			element: /* @__PURE__ */ jsxs(Fragment, { children: [fixedHead(path, module), /* @__PURE__ */ jsx(Suspense, {
				fallback: /* @__PURE__ */ jsx(PageLoading, {}),
				children: personalPages[module] === void 0 ? /* @__PURE__ */ jsx(Page, {}) : /* @__PURE__ */ jsx(InBrowserOnly, { children: /* @__PURE__ */ jsx(Page, {}) })
			})] })
		}, path)), /* @__PURE__ */ jsx(Route, {
			path: "*",
			element: /* @__PURE__ */ jsx(NotFoundPage, {})
		})]
	}) });
}
// src/entry-server.tsx
/**
* Server rendering (decision 033): the storefront's page for a URL as HTML with its data, for the
* Fastify server to put into index.html. The same routes and components as the browser; the
* catalogue calls go to the server's own routes through `fetch` (no network), and the answers
* travel in the page as the store's state, so the browser hydrates without asking again.
*/
/** A page whose calls keep asking for more is cut off after this many passes. */
var MAX_PASSES = 4;
async function renderPage(url, options) {
	const { pathname } = new URL(url, options.origin);
	await preloadPage(pathname);
	const store = createStore(void 0, { fetch: options.fetch });
	let record = {
		status: 200,
		head: null,
		origin: options.origin
	};
	let html = "";
	for (let pass = 0; pass < MAX_PASSES; pass++) {
		record = {
			status: 200,
			head: null,
			origin: options.origin
		};
		html = renderToString(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(RenderRecordContext, {
			value: record,
			children: /* @__PURE__ */ jsx(Provider, {
				store,
				children: /* @__PURE__ */ jsx(StaticRouter, {
					location: url,
					children: /* @__PURE__ */ jsx(AppRoutes, {})
				})
			})
		}) }));
		const running = store.dispatch(api.util.getRunningQueriesThunk());
		if (running.length === 0) break;
		await Promise.all(running);
	}
	const { api: apiState } = store.getState();
	return {
		status: record.status,
		head: record.head ? headHtml(record.head, options.origin) : "",
		html,
		state: scriptJson({ api: {
			...apiState,
			subscriptions: {}
		} })
	};
}
export { PageHead as $, selectAttemptKey as A, idField as At, basketLineKey as B, menuVenue as Bt, useAppSelector as C, formatPhone as Ct, attemptFinished as D, normalizePhone as Dt, selectRememberedCategory as E, normalizeAccountPhone as Et, mergeLines as F, contentPages as Ft, selectAccessToken as G, login as H, menuVenues as Ht, removeLine as I, dishPage as It, selectRegisterStep as J, selectAuthTab as K, selectBasketLines as L, specialPage as Lt, clearBasket as M, textField as Mt, decrement as N, EMAIL_DOMAIN as Nt, attemptStarted as O, fieldMessages as Ot, increment as P, emailToUnicode as Pt, NotFoundPage as Q, selectBasketTotal as R, venueMenuPages as Rt, useAppDispatch as S, PHONE_PLACEHOLDER as St, selectCategory as T, isPhoneEmpty as Tt, registrationCodeSent as U, pickupPlace as Ut, closeModal as V, menuVenueIds as Vt, registrationStepReset as W, places$1 as Wt, showModal as X, selectShowingModal as Y, switchTab as Z, legalInfo as _, nameField as _t, useFinishRegistrationMutation as a, menuJsonLd as at, Stepper as b, streetField as bt, useSendRestoreAccessCodeMutation as c, NO_CALL_NOTE as ct, useGetProductQuery as d, commentField as dt, sitePageHead as et, useGetSpecialsQuery as f, courierAddressErrors as ft, deliveryHours as g, houseField as gt, brand$1 as h, emailField as ht, useCheckRestoreAccessCodeMutation as i, homeCrumb as it, selectCheckoutForm as j, int4Field as jt, checkoutFormChanged as k, hasNul as kt, catalogApi as l, checkoutFormSchema as lt, LazyVenueMap as m, digitsField as mt, LogoutButton as n, breadcrumbJsonLd as nt, useLoginMutation as o, venueMenuCrumb as ot, useGetVenueMenuQuery as p, defaultCheckoutForm as pt, selectLoggedIn as q, useChangePasswordMutation as r, renderPage, dishJsonLd as rt, useSendRegistrationCodeMutation as s, EMAIL_PATTERN as st, useBodyScrollLock as t, useSiteOrigin as tt, useGetDeliveryZonesQuery as u, checkoutMessages as ut, links$1 as v, orderComment as vt, menuScopeKey as w, insertedNationalDigits as wt, plural as x, surnameField as xt, BasketControl as y, phoneField as yt, updatePrices as z, isMenuVenueId as zt };
