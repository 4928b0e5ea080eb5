import { Dt as normalizePhone, Ot as fieldMessages, Tt as isPhoneEmpty, Wt as places, kt as hasNul, st as EMAIL_PATTERN, x as plural } from "../entry-server.js";
import { t as DELIVERY_TIME_ZONE } from "./delivery-time-D84eiEfI.js";
import { i as errorType, r as errorText, t as api } from "./api-BxkrzdhH.js";
import { t as newIdempotencyKey } from "./idempotency-key-DIxBUk3L.js";
import { i as inputClassName, n as FormField, r as fieldAria } from "./form-field-DF5Vg2Vs.js";
import { t as Modal } from "./modal-B1BoAuyS.js";
import { t as PhoneInput } from "./phone-input-CqADyPOG.js";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { z } from "zod/mini";
import { jsx, jsxs } from "react/jsx-runtime";
import { toast } from "react-toastify";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { IMaskInput } from "react-imask";
// ../../packages/contract/src/booking.ts
/**
* Table booking (SPEC.md §2 "Booking modal", §4 "Booking", §5 "Booking", API.md "Booking"): the
* rules and texts of the modal and of POST /api/booking, so each rule exists once.
*/
var bookingMessages = {
	title: "Я ХОЧУ ЗАБРОНИРОВАТЬ СТОЛИК",
	note: "Мы свяжемся с вами в течении 15 минут",
	submit: "ГОТОВО",
	open: "ЗАБРОНИРОВАТЬ СТОЛИК",
	nameRequired: "имя не указано",
	name: "некорректное имя",
	surnameRequired: "фамилия не указана",
	surname: "некорректная фамилия",
	emailRequired: "почта не указана",
	email: "некорректная почта",
	phone: "некорректный номер телефона",
	timeRequired: "дата и время не указаны",
	time: "некорректные дата и время",
	timePast: "укажите дату и время в будущем",
	timeTooFar: "бронирование возможно не более чем на 30 дней вперёд",
	place: "заведение не выбрано",
	guests: "укажите число гостей от 1 до 20",
	sent: "ЗАЯВКА ОТПРАВЛЕНА",
	failed: "Не удалось отправить заявку. Проверьте соединение и попробуйте ещё раз."
};
/** The time mask in the spec's notation (9 is a digit) and as a react-imask pattern (0 a digit). */
var BOOKING_TIME_MASK = "99/99/9999 В 99.99";
var BOOKING_TIME_PLACEHOLDER = "ВВЕДИТЕ ЖЕЛАЕМОЕ ВРЕМЯ И ДАТУ";
var toImaskPattern = (mask) => mask.replaceAll("9", "0");
/** The number of guests: optional in the request (API.md has no such field), 1–20. */
var BOOKING_GUESTS = {
	min: 1,
	max: 20,
	default: 2
};
/** SPEC §9: the modal closes 5 s after the booking is sent. */
var BOOKING_CLOSE_MS = 5e3;
var placeIds = [
	1,
	2,
	3,
	4
];
/** Letters (any alphabet) with spaces, hyphens and apostrophes between them: «Анна-Мария». */
var NAME_PATTERN = /^\p{L}+(?:[\s'’-]+\p{L}+)*$/u;
function personNameError(value, messages) {
	const name = value.trim();
	if (name === "") return messages.required;
	if (name.length <= 2 || name.length > 50 || !NAME_PATTERN.test(name)) return messages.invalid;
	return null;
}
function bookingNameError(value) {
	return personNameError(value, {
		required: bookingMessages.nameRequired,
		invalid: bookingMessages.name
	});
}
function bookingSurnameError(value) {
	return personNameError(value, {
		required: bookingMessages.surnameRequired,
		invalid: bookingMessages.surname
	});
}
function bookingEmailError(value) {
	const email = value.trim();
	if (email === "") return bookingMessages.emailRequired;
	return email.length <= 254 && EMAIL_PATTERN.test(email) ? null : bookingMessages.email;
}
/** Whether the phone field holds nothing the guest typed (the site's one rule, decision 021). */
var isBookingPhoneEmpty = isPhoneEmpty;
/** Optional: empty, or a whole Russian number. */
function bookingPhoneError(value) {
	if (isBookingPhoneEmpty(value)) return null;
	return normalizePhone(value) === null ? bookingMessages.phone : null;
}
/** 'DD/MM/YYYY В HH.MM', the time mask's output; the Latin B and a lower-case в are forgiven. */
var TIME_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) [ВвBb] (\d{2})\.(\d{2})$/;
var MINUTE = 6e4;
var DAY = 1440 * MINUTE;
var wallClock = new Intl.DateTimeFormat("en-US", {
	timeZone: DELIVERY_TIME_ZONE,
	hourCycle: "h23",
	year: "numeric",
	month: "numeric",
	day: "numeric",
	hour: "numeric",
	minute: "numeric"
});
/** How far Vladivostok's wall clock is ahead of UTC at an instant, in ms (UTC+10 today). */
function vladivostokOffset(instant) {
	const parts = {};
	for (const part of wallClock.formatToParts(new Date(instant))) parts[part.type] = Number(part.value);
	const { year = 1970, month = 1, day = 1, hour = 0, minute = 0 } = parts;
	return Date.UTC(year, month - 1, day, hour, minute) - Math.floor(instant / MINUTE) * MINUTE;
}
var pad = (n) => String(n).padStart(2, "0");
/** The text's parts; null when it is not the mask's text of a real date and time. */
function readBookingTime(text) {
	const match = TIME_PATTERN.exec(text.trim());
	if (!match) return null;
	const [day, month, year, hour, minute] = match.slice(1).map(Number);
	if (year < 2e3 || month < 1 || month > 12 || hour > 23 || minute > 59) return null;
	const dateUtc = Date.UTC(year, month - 1, day);
	if (new Date(dateUtc).getUTCDate() !== day) return null;
	const wall = dateUtc + (hour * 60 + minute) * MINUTE;
	const instant = new Date(wall - vladivostokOffset(wall - 600 * MINUTE));
	return {
		dateUtc,
		minutes: hour * 60 + minute,
		instant
	};
}
/**
* The instant of a booking time typed as 'DD/MM/YYYY В HH.MM', read as Vladivostok time whatever
* the browser's zone; null when the text is not in that form or names no real date (31/02, 24.00).
*/
function parseBookingTime(text) {
	return readBookingTime(text)?.instant ?? null;
}
/** Today's date in Vladivostok at an instant, as a UTC midnight (day arithmetic only). */
function vladivostokToday(now) {
	const wall = new Date(now.getTime() + vladivostokOffset(now.getTime()));
	return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
}
/** 'DD/MM/YYYY' of a UTC midnight. */
function dateText(dateUtc) {
	const date = new Date(dateUtc);
	return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
var minutesText = (minutes, separator) => `${pad(Math.floor(minutes / 60))}${separator}${pad(minutes % 60)}`;
/**
* The opening hours of a place, read from the contract's own `workdaysTwo` ('12:00–23:00'), so
* the hours are written once (venues.ts) and the contacts page and the booking rule agree.
*/
function bookingHours(placeId) {
	const place = places.find((p) => p.id === placeId);
	const match = place && /^(\d{2}):(\d{2})[–-](\d{2}):(\d{2})$/.exec(place.workdaysTwo);
	if (!match) throw new Error(`No opening hours for place ${placeId}`);
	const [openH, openM, closeH, closeM] = match.slice(1).map(Number);
	const open = openH * 60 + openM;
	const close = closeH * 60 + closeM;
	return {
		open,
		close,
		last: close - 60
	};
}
/** 'Sibumi работает с 12:00 до 23:00: столик можно забронировать на время с 12:00 до 22:00' */
function bookingHoursMessage(placeId) {
	const place = places.find((p) => p.id === placeId);
	const { open, close, last } = bookingHours(placeId);
	return `${place?.name ?? ""} работает с ${minutesText(open, ":")} до ${minutesText(close, ":")}: столик можно забронировать на время с ${minutesText(open, ":")} до ${minutesText(last, ":")}`;
}
/**
* The booking time rule, the same in the modal and on the server: the mask's text of a real date
* and time (Vladivostok), strictly after now, on a day from today to {@link BOOKING_HORIZON_DAYS}
* days ahead, within the place's booking hours (opening to an hour before closing).
*/
function bookingTimeError(value, placeId, now) {
	if (value.trim() === "") return bookingMessages.timeRequired;
	const time = readBookingTime(value);
	if (!time) return bookingMessages.time;
	if (time.instant.getTime() <= now.getTime()) return bookingMessages.timePast;
	if (time.dateUtc > vladivostokToday(now) + 30 * DAY) return bookingMessages.timeTooFar;
	const { open, last } = bookingHours(placeId);
	if (time.minutes < open || time.minutes > last) return bookingHoursMessage(placeId);
	return null;
}
/** The mask's text of a date and a time picked apart: 'DD/MM/YYYY' + 'HH.MM' → '… В HH.MM'. */
function joinBookingTime(date, time) {
	return `${date} В ${time}`;
}
/** The whole date ('DD/MM/YYYY') and time ('HH.MM') in the field's text, each or null. */
function splitBookingTime(text) {
	const match = /^(\d{2}\/\d{2}\/\d{4})(?: [ВвBb] (\d{2}\.\d{2}))?/.exec(text.trim());
	return {
		date: match?.[1] ?? null,
		time: match?.[2] ?? null
	};
}
/** The dates the date picker offers: today (while a time is left) to 30 days ahead. */
function bookingDates(placeId, now) {
	const today = vladivostokToday(now);
	const dates = [];
	for (let daysAhead = 0; daysAhead <= 30; daysAhead++) {
		const value = dateText(today + daysAhead * DAY);
		if (daysAhead > 0 || bookingTimes(placeId, value, now).length > 0) dates.push({
			value,
			daysAhead
		});
	}
	return dates;
}
/**
* The times ('HH.MM') the time picker offers on a date ('DD/MM/YYYY'), every
* {@link BOOKING_SLOT_MINUTES} minutes within the place's booking hours and after now; on no date
* yet, the whole day's.
*/
function bookingTimes(placeId, date, now) {
	const { open, last } = bookingHours(placeId);
	const times = [];
	for (let minutes = open; minutes <= last; minutes += 30) {
		const time = minutesText(minutes, ".");
		if (date === null || bookingTimeError(joinBookingTime(date, time), placeId, now) === null) times.push(time);
	}
	return times;
}
/** A string schema whose one message comes from `error`. */
function ruleField(error) {
	return z.string().check(z.superRefine((value, ctx) => {
		const message = hasNul(value) ? fieldMessages.nul : error(value);
		if (message) ctx.issues.push({
			code: "custom",
			message,
			input: value
		});
	}));
}
var bookingNameField = ruleField(bookingNameError);
var bookingSurnameField = ruleField(bookingSurnameError);
var bookingEmailField = ruleField(bookingEmailError);
var bookingPhoneField = ruleField(bookingPhoneError);
/**
* The request's time: the mask's text of a real date and time. Its other rules need the place and
* the clock; the server checks them with {@link bookingTimeError} and answers with that message.
*/
var bookingTimeTextField = ruleField((value) => {
	if (value.trim() === "") return bookingMessages.timeRequired;
	return readBookingTime(value) ? null : bookingMessages.time;
});
/** The modal's time: every rule for its place; `now` is read at each check. */
var bookingTimeField = (placeId, now = () => /* @__PURE__ */ new Date()) => ruleField((value) => bookingTimeError(value, placeId, now()));
var bookingPlaceField = z.int().check(z.superRefine((value, ctx) => {
	if (!placeIds.includes(value)) ctx.issues.push({
		code: "custom",
		message: bookingMessages.place,
		input: value
	});
}));
var bookingGuestsField = z.int().check(z.superRefine((value, ctx) => {
	if (value < BOOKING_GUESTS.min || value > BOOKING_GUESTS.max) ctx.issues.push({
		code: "custom",
		message: bookingMessages.guests,
		input: value
	});
}));
/** The modal's fields; the place comes from the button that opened it. */
var bookingFormSchema = (placeId, now) => z.object({
	name: bookingNameField,
	surname: bookingSurnameField,
	phone: bookingPhoneField,
	email: bookingEmailField,
	guests: bookingGuestsField,
	time: bookingTimeField(placeId, now)
});
var emptyBookingForm = {
	name: "",
	surname: "",
	phone: "",
	email: "",
	guests: BOOKING_GUESTS.default,
	time: ""
};
z.strictObject({ dataToSend: z.strictObject({
	name: bookingNameField,
	surname: bookingSurnameField,
	email: bookingEmailField,
	phone: z.optional(z.nullable(bookingPhoneField)),
	time: bookingTimeTextField,
	place: bookingPlaceField,
	guests: z.optional(bookingGuestsField)
}) });
z.object({
	success: z.literal(true),
	id: z.int()
});
var { useCreateBookingMutation } = api.injectEndpoints({ endpoints: (build) => ({ createBooking: build.mutation({ query: ({ body, idempotencyKey }) => ({
	url: "/booking",
	method: "POST",
	body,
	headers: { "Idempotency-Key": idempotencyKey }
}) }) }) });
var booking_modal_module_default = {
	note: "_note_1qysm_1",
	place: "_place_1qysm_7",
	placeName: "_placeName_1qysm_15",
	form: "_form_1qysm_19",
	hint: "_hint_1qysm_25",
	failure: "_failure_1qysm_32",
	submit: "_submit_1qysm_42",
	sent: "_sent_1qysm_64",
	sentTitle: "_sentTitle_1qysm_79",
	hours: "_hours_1qysm_90",
	pickers: "_pickers_1qysm_98"
};
// src/features/booking/use-fixed-body.ts
var FIXED = [
	"position",
	"top",
	"left",
	"right",
	"width"
];
/**
* SPEC §4 "Booking": the page is locked by fixing the body where it stands, and the scroll
* position comes back when the lock ends. (lib/use-body-scroll-lock hides overflow instead, which
* does not stop iOS Safari from scrolling the page behind a modal.)
*/
function useFixedBody() {
	useLayoutEffect(() => {
		const { style } = document.body;
		const x = window.scrollX;
		const y = window.scrollY;
		const previous = FIXED.map((property) => style[property]);
		style.position = "fixed";
		style.top = `-${y}px`;
		style.left = "0";
		style.right = "0";
		style.width = "100%";
		return () => {
			FIXED.forEach((property, index) => {
				style[property] = previous[index] ?? "";
			});
			window.scrollTo({
				left: x,
				top: y,
				behavior: "instant"
			});
		};
	}, []);
}
// src/features/booking/booking-modal.tsx
/**
* The booking modal (SPEC.md §2 "Booking modal", §4 "Booking", §5 "Booking"). Loaded on first
* use: react-hook-form, the masks and the rules stay out of the contacts page's first load.
*/
var TIME_MASK = toImaskPattern(BOOKING_TIME_MASK);
var FORM_FIELDS = [
	"name",
	"surname",
	"phone",
	"email",
	"guests",
	"time"
];
var GUEST_COUNTS = Array.from({ length: BOOKING_GUESTS.max - BOOKING_GUESTS.min + 1 }, (_, index) => BOOKING_GUESTS.min + index);
var guestsText = (count) => `${count} ${plural(count, [
	"гость",
	"гостя",
	"гостей"
])}`;
/** 'сб, 21 ноября' of a picker's 'DD/MM/YYYY' (a calendar date: read in UTC, no zone shift). */
var pickerDate = new Intl.DateTimeFormat("ru-RU", {
	timeZone: "UTC",
	weekday: "short",
	day: "numeric",
	month: "long"
});
function dateLabel(value, daysAhead) {
	const [day, month, year] = value.split("/").map(Number);
	const date = pickerDate.format(Date.UTC(year, month - 1, day));
	if (daysAhead === 0) return `сегодня, ${date}`;
	if (daysAhead === 1) return `завтра, ${date}`;
	return date;
}
var dateTime = new Intl.DateTimeFormat("ru-RU", {
	timeZone: DELIVERY_TIME_ZONE,
	day: "numeric",
	month: "long",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit"
});
function BookingModal({ place, onClose }) {
	useFixedBody();
	const [createBooking] = useCreateBookingMutation();
	const [schema] = useState(() => bookingFormSchema(place.id));
	const { control, register, handleSubmit, watch, setValue, setError, setFocus, getFieldState, formState: { errors, isSubmitting, isSubmitted } } = useForm({
		resolver: zodResolver(schema),
		mode: "onTouched",
		defaultValues: emptyBookingForm
	});
	const [sent, setSent] = useState(null);
	const [failure, setFailure] = useState(null);
	const closeRef = useRef(onClose);
	useEffect(() => {
		closeRef.current = onClose;
	}, [onClose]);
	const mounted = useRef(true);
	useEffect(() => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, []);
	const sentRef = useRef(null);
	useEffect(() => {
		if (!sent) return;
		sentRef.current?.focus();
		const timer = setTimeout(() => closeRef.current(), BOOKING_CLOSE_MS);
		return () => clearTimeout(timer);
	}, [sent]);
	const [name, surname, email, time] = watch([
		"name",
		"surname",
		"email",
		"time"
	]);
	const incomplete = Boolean(bookingNameError(name) || bookingSurnameError(surname) || bookingEmailError(email));
	const sending = useRef(false);
	const attemptKey = useRef(null);
	const onValid = async (form) => {
		if (sending.current) return;
		sending.current = true;
		setFailure(null);
		attemptKey.current ??= newIdempotencyKey();
		const result = await createBooking({
			body: { dataToSend: {
				...form,
				place: place.id
			} },
			idempotencyKey: attemptKey.current
		});
		sending.current = false;
		if (result.data) {
			attemptKey.current = null;
			const shown = {
				email: form.email.trim(),
				time: formatTime(form.time),
				guests: form.guests
			};
			if (mounted.current) setSent(shown);
			else toast.success(`${bookingMessages.sent}. ${bookingMessages.note}`);
			return;
		}
		const validation = errorType(result.error) === "validation";
		const message = validation && readMessage(result.error) || errorText(result.error, bookingMessages.failed);
		if (!mounted.current) {
			toast.error(message);
			return;
		}
		setFailure(message);
		if (!validation) return;
		const fields = readFields(result.error);
		const known = FORM_FIELDS.filter((field) => fields[`dataToSend.${field}`]);
		for (const field of known) setError(field, {
			type: "server",
			message: fields[`dataToSend.${field}`]
		});
		if (known[0]) setFocus(known[0]);
	};
	const errorOf = (field) => errors[field]?.message;
	const picked = splitBookingTime(time);
	const dates = useMemo(() => bookingDates(place.id, /* @__PURE__ */ new Date()), [place.id]);
	const pickedDate = dates.some((d) => d.value === picked.date) ? picked.date : null;
	const times = useMemo(() => {
		const offered = bookingTimes(place.id, pickedDate, /* @__PURE__ */ new Date());
		if (picked.time && !offered.includes(picked.time) && bookingTimeError(time, place.id, /* @__PURE__ */ new Date()) === null) return [...offered, picked.time].sort();
		return offered;
	}, [
		place.id,
		pickedDate,
		picked.time,
		time
	]);
	const pickedTime = picked.time && times.includes(picked.time) ? picked.time : "";
	const writeTime = (text, complete) => {
		const touched = getFieldState("time").isTouched || isSubmitted;
		setValue("time", text, {
			shouldDirty: true,
			shouldTouch: complete || void 0,
			shouldValidate: complete || touched
		});
	};
	const pickDate = (date) => {
		if (picked.time) writeTime(joinBookingTime(date, picked.time), true);
		else writeTime(date, false);
	};
	const pickTime = (value) => {
		if (pickedDate) writeTime(joinBookingTime(pickedDate, value), true);
	};
	const hoursId = "booking-hours";
	const exampleDate = dates.find((d) => d.daysAhead >= 1)?.value ?? dates[0]?.value ?? "";
	return /* @__PURE__ */ jsxs(Modal, {
		title: bookingMessages.title,
		onClose,
		children: [
			/* @__PURE__ */ jsx("p", {
				className: booking_modal_module_default.note,
				children: bookingMessages.note
			}),
			/* @__PURE__ */ jsxs("div", {
				className: booking_modal_module_default.place,
				children: [/* @__PURE__ */ jsxs("p", { children: [
					/* @__PURE__ */ jsx("span", {
						className: booking_modal_module_default.placeName,
						children: place.name
					}),
					", ",
					place.street
				] }), /* @__PURE__ */ jsxs("p", {
					id: hoursId,
					className: booking_modal_module_default.hours,
					children: [bookingHoursMessage(place.id), " (по времени Владивостока)"]
				})]
			}),
			sent ? /* @__PURE__ */ jsxs("div", {
				ref: sentRef,
				className: booking_modal_module_default.sent,
				role: "status",
				tabIndex: -1,
				children: [/* @__PURE__ */ jsx("p", {
					className: booking_modal_module_default.sentTitle,
					children: bookingMessages.sent
				}), /* @__PURE__ */ jsxs("p", { children: [
					"Ждём вас ",
					sent.time,
					", ",
					guestsText(sent.guests),
					". Подтверждение придёт на ",
					sent.email,
					", а администратор перезвонит, чтобы подтвердить бронь."
				] })]
			}) : /* @__PURE__ */ jsxs("form", {
				className: booking_modal_module_default.form,
				noValidate: true,
				onSubmit: handleSubmit(onValid),
				children: [
					/* @__PURE__ */ jsx(FormField, {
						id: "booking-name",
						required: true,
						label: "Имя",
						error: errorOf("name"),
						children: /* @__PURE__ */ jsx("input", {
							className: inputClassName,
							type: "text",
							autoComplete: "given-name",
							...register("name"),
							...fieldAria("booking-name", errorOf("name"), true)
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						id: "booking-surname",
						required: true,
						label: "Фамилия",
						error: errorOf("surname"),
						children: /* @__PURE__ */ jsx("input", {
							className: inputClassName,
							type: "text",
							autoComplete: "family-name",
							...register("surname"),
							...fieldAria("booking-surname", errorOf("surname"), true)
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						id: "booking-phone",
						label: "Телефон",
						error: errorOf("phone"),
						children: /* @__PURE__ */ jsx(Controller, {
							control,
							name: "phone",
							render: ({ field }) => /* @__PURE__ */ jsx(PhoneInput, {
								name: field.name,
								value: field.value,
								inputRef: field.ref,
								onChange: field.onChange,
								onBlur: field.onBlur,
								...fieldAria("booking-phone", errorOf("phone"))
							})
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						id: "booking-email",
						required: true,
						label: "Почта",
						error: errorOf("email"),
						children: /* @__PURE__ */ jsx("input", {
							className: inputClassName,
							type: "email",
							autoComplete: "email",
							placeholder: "example@mail.ru",
							...register("email"),
							...fieldAria("booking-email", errorOf("email"), true)
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						id: "booking-guests",
						label: "Количество гостей",
						error: errorOf("guests"),
						children: /* @__PURE__ */ jsx("select", {
							className: inputClassName,
							...register("guests", { valueAsNumber: true }),
							...fieldAria("booking-guests", errorOf("guests")),
							children: GUEST_COUNTS.map((count) => /* @__PURE__ */ jsx("option", {
								value: count,
								children: guestsText(count)
							}, count))
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: booking_modal_module_default.pickers,
						children: [/* @__PURE__ */ jsx(FormField, {
							id: "booking-date",
							label: "Дата",
							children: /* @__PURE__ */ jsxs("select", {
								id: "booking-date",
								className: inputClassName,
								value: pickedDate ?? "",
								onChange: (event) => pickDate(event.target.value),
								children: [/* @__PURE__ */ jsx("option", {
									value: "",
									disabled: true,
									children: "Выберите дату"
								}), dates.map((date) => /* @__PURE__ */ jsx("option", {
									value: date.value,
									children: dateLabel(date.value, date.daysAhead)
								}, date.value))]
							})
						}), /* @__PURE__ */ jsx(FormField, {
							id: "booking-clock",
							label: "Время",
							children: /* @__PURE__ */ jsxs("select", {
								id: "booking-clock",
								className: inputClassName,
								value: pickedTime,
								disabled: !pickedDate,
								"aria-describedby": hoursId,
								onChange: (event) => pickTime(event.target.value),
								children: [/* @__PURE__ */ jsx("option", {
									value: "",
									disabled: true,
									children: "--:--"
								}), times.map((value) => /* @__PURE__ */ jsx("option", {
									value,
									children: value.replace(".", ":")
								}, value))]
							})
						})]
					}),
					/* @__PURE__ */ jsx(FormField, {
						id: "booking-time",
						required: true,
						label: "Дата и время",
						hint: `Заполнится выбранными датой и временем; можно ввести и вручную, например ${joinBookingTime(exampleDate, "19.30")}`,
						error: errorOf("time"),
						children: /* @__PURE__ */ jsx(Controller, {
							control,
							name: "time",
							render: ({ field }) => /* @__PURE__ */ jsx(IMaskInput, {
								className: inputClassName,
								mask: TIME_MASK,
								type: "text",
								inputMode: "numeric",
								autoComplete: "off",
								placeholder: BOOKING_TIME_PLACEHOLDER,
								name: field.name,
								value: field.value,
								inputRef: field.ref,
								onAccept: (value) => {
									if (value !== field.value) field.onChange(value);
								},
								onBlur: field.onBlur,
								...fieldAria("booking-time", errorOf("time"), true, true)
							})
						})
					}),
					failure && /* @__PURE__ */ jsx("p", {
						className: booking_modal_module_default.failure,
						role: "alert",
						children: failure
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: booking_modal_module_default.submit,
						disabled: incomplete,
						"aria-disabled": isSubmitting || void 0,
						"aria-describedby": incomplete ? "booking-submit-hint" : void 0,
						onMouseDown: (event) => event.preventDefault(),
						children: bookingMessages.submit
					}),
					incomplete && /* @__PURE__ */ jsx("p", {
						id: "booking-submit-hint",
						className: booking_modal_module_default.hint,
						children: "Чтобы отправить заявку, укажите имя, фамилию и почту."
					})
				]
			})
		]
	});
}
/** '24 декабря 2026 г. в 19:30', as the guest typed it in Vladivostok time. */
function formatTime(text) {
	const instant = parseBookingTime(text);
	return instant ? dateTime.format(instant) : text;
}
function readMessage(error) {
	if (!error || typeof error !== "object" || !("data" in error)) return null;
	const message = error.data?.message;
	return typeof message === "string" && message !== "" ? message : null;
}
function readFields(error) {
	if (!error || typeof error !== "object" || !("data" in error)) return {};
	const fields = error.data?.fields;
	if (!fields || typeof fields !== "object") return {};
	return Object.fromEntries(Object.entries(fields).filter((entry) => typeof entry[1] === "string"));
}
export { BookingModal };
