import { A as selectAttemptKey, B as basketLineKey, C as useAppSelector, Ct as formatPhone, D as attemptFinished, Dt as normalizePhone, G as selectAccessToken, L as selectBasketLines, O as attemptStarted, R as selectBasketTotal, S as useAppDispatch, Tt as isPhoneEmpty, Ut as pickupPlace, ct as NO_CALL_NOTE, j as selectCheckoutForm, k as checkoutFormChanged, l as catalogApi, lt as checkoutFormSchema, pt as defaultCheckoutForm, u as useGetDeliveryZonesQuery, ut as checkoutMessages, vt as orderComment, z as updatePrices, zt as isMenuVenueId } from "../entry-server.js";
import { n as deliverySlots, r as isAsapAvailable } from "./delivery-time-D84eiEfI.js";
import { n as formatPrice, t as addPrices } from "./money-zcSbClma.js";
import { a as priceChangedResponseSchema, i as paymentLabel, t as DELIVERY_CITY } from "./orders-B1UhUkfS.js";
import { t as newIdempotencyKey } from "./idempotency-key-DIxBUk3L.js";
import { n as choicesClassName, t as Choice } from "./choice-C0fExXKR.js";
import { a as textareaClassName, i as inputClassName, n as FormField, r as fieldAria, t as FieldError } from "./form-field-DF5Vg2Vs.js";
import { t as PhoneInput } from "./phone-input-CqADyPOG.js";
import { r as BasketLineCard } from "./leave-site-FnmbrzJZ.js";
import { s as errorResponseSchema } from "./api-BxkrzdhH.js";
import { r as useLazyCheckConnectionQuery, t as useCreateOrderMutation } from "./orders-api-B4ucY8KJ.js";
import { a as useGetUserDeliverySettingsQuery, o as useGetUserInfoQuery } from "./account-api-BYFPfeIb.js";
import { useEffect, useMemo, useRef, useState } from "react";
import { useStore } from "react-redux";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { toast } from "react-toastify";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
var checkout_form_module_default = {
	form: "_form_r12wf_1",
	blocks: "_blocks_r12wf_8",
	block: "_block_r12wf_8",
	blockTitle: "_blockTitle_r12wf_25",
	blockNumber: "_blockNumber_r12wf_33",
	group: "_group_r12wf_39",
	legend: "_legend_r12wf_49",
	fields: "_fields_r12wf_55",
	address: "_address_r12wf_62",
	wide: "_wide_r12wf_66",
	note: "_note_r12wf_70",
	checks: "_checks_r12wf_76",
	check: "_check_r12wf_76",
	checkInput: "_checkInput_r12wf_88",
	checkLabel: "_checkLabel_r12wf_97",
	checkError: "_checkError_r12wf_105",
	summary: "_summary_r12wf_113",
	summaryTitle: "_summaryTitle_r12wf_125",
	lines: "_lines_r12wf_130",
	sumLine: "_sumLine_r12wf_140",
	total: "_total_r12wf_145",
	submit: "_submit_r12wf_151",
	back: "_back_r12wf_152",
	contacts: "_contacts_r12wf_210",
	places: "_places_r12wf_215",
	missing: "_missing_r12wf_221"
};
// src/features/checkout/order-request.ts
/** The order call's body and the reading of its failures (API.md "Orders"). */
var ORDER_FAILED_MESSAGE = "Не удалось оформить заказ. Проверьте соединение и попробуйте ещё раз.";
var orEmpty = (value) => value.trim() === "" ? null : value.trim();
/** `deliveryFee`: the fee shown for the chosen zone (roubles), checked by the server; courier only. */
function buildOrderRequest(form, lines, isServerOk, deliveryFee) {
	const courier = form.deliveryType === "DeliveryByCourier";
	return {
		emailSubscription: form.privacySpam,
		data: lines,
		metadata: {
			isServerOk,
			orderServiceType: form.deliveryType,
			payment: form.payment,
			phone: normalizePhone(form.phone) ?? form.phone,
			customer: {
				name: form.name.trim(),
				surname: form.surname.trim(),
				email: orEmpty(form.email)
			},
			completeBefore: form.timeMode === "asap" ? null : form.slot,
			comment: orderComment(form.comment, form.privacyCall),
			deliveryPoint: courier ? {
				street: {
					name: form.street.trim(),
					city: DELIVERY_CITY
				},
				house: form.house.trim(),
				flat: orEmpty(form.flat),
				entrance: orEmpty(form.entrance),
				floor: orEmpty(form.floor)
			} : null,
			deliveryZone: courier ? form.deliveryZone : null,
			...courier && deliveryFee !== void 0 ? { deliveryFee } : {}
		}
	};
}
/** Where the server's validation answer names a field, the form field that shows it. */
var formFieldOf = {
	"metadata.customer.name": "name",
	"metadata.customer.surname": "surname",
	"metadata.customer.email": "email",
	"metadata.phone": "phone",
	"metadata.deliveryPoint.street.name": "street",
	"metadata.deliveryPoint.house": "house",
	"metadata.deliveryPoint.entrance": "entrance",
	"metadata.deliveryPoint.floor": "floor",
	"metadata.deliveryPoint.flat": "flat",
	"metadata.deliveryZone": "deliveryZone",
	"metadata.completeBefore": "slot",
	"metadata.comment": "comment"
};
/** `lines`: what was sent, for the names of dishes the answer names only by id. */
function readOrderFailure(error, lines) {
	const status = error && typeof error === "object" && "status" in error ? error.status : void 0;
	const parsed = errorResponseSchema.safeParse(error && typeof error === "object" && "data" in error ? error.data : void 0);
	if (!parsed.success) return {
		kind: "other",
		message: ORDER_FAILED_MESSAGE
	};
	const answer = parsed.data;
	if (status === 409 && answer.errType === "productUnavailable") {
		const names = Object.entries(answer.fields ?? {}).map(([key, name]) => name || lines.find((line) => basketLineKey(line) === key)?.name).filter((name) => Boolean(name));
		return {
			kind: "unavailable",
			message: names.length > 0 ? `${answer.message}: ${names.join(", ")}` : answer.message
		};
	}
	if (status === 409 && answer.errType === "priceChanged") {
		const changed = priceChangedResponseSchema.safeParse(error.data);
		if (changed.success) {
			const { prices, deliveryFee } = changed.data;
			return {
				kind: "priceChanged",
				message: answer.message,
				prices,
				...deliveryFee === void 0 ? {} : { deliveryFee }
			};
		}
	}
	if (status === 422 && (answer.errType === "orderTooLarge" || answer.errType === "idempotencyKeyReused")) return {
		kind: "refused",
		message: answer.message
	};
	if (status === 400 && answer.errType === "validation") {
		const fields = {};
		for (const [path, message] of Object.entries(answer.fields ?? {})) {
			const field = formFieldOf[path];
			if (field && !fields[field]) fields[field] = message;
		}
		return {
			kind: "validation",
			message: answer.message,
			fields
		};
	}
	if (status === 400 && answer.errType === "deliveryTimeUnavailable") return {
		kind: "time",
		message: answer.message
	};
	if (answer.errType === "paymentUnavailable" || answer.errType === "tooManyRequests") return {
		kind: "other",
		message: answer.message
	};
	return {
		kind: "other",
		message: ORDER_FAILED_MESSAGE
	};
}
// src/features/checkout/use-now.ts
/** The current time, refreshed every minute so delivery slots that have passed disappear. */
function useNow(intervalMs = 6e4) {
	const [now, setNow] = useState(() => /* @__PURE__ */ new Date());
	useEffect(() => {
		const id = setInterval(() => setNow(/* @__PURE__ */ new Date()), intervalMs);
		return () => clearInterval(id);
	}, [intervalMs]);
	return now;
}
// src/features/checkout/use-saved-delivery-settings.ts
/**
* The logged-in guest's saved delivery settings and contacts (SPEC.md §2 "Account", §6: "profile
* and delivery autofill"), in the checkout form's terms. The form fills only what the guest has
* not filled or chosen yet.
*/
var paymentOf = {
	cash: "CASH",
	card: "BNCUR",
	online: "ONLINE"
};
function toSavedDeliverySettings(info) {
	return {
		deliveryType: info.deliveryMethod === "delivery" ? "DeliveryByCourier" : "DeliveryByClient",
		payment: paymentOf[info.paymentMethod],
		street: info.street,
		house: info.house,
		entrance: info.entrance,
		floor: info.floor,
		flat: info.flat,
		comment: info.comment,
		deliveryZone: info.deliveryId ?? null
	};
}
/** null while logged out, while the settings load, or when they could not be read. */
function useSavedDeliverySettings() {
	const token = useAppSelector(selectAccessToken);
	const { data } = useGetUserDeliverySettingsQuery(token ?? skipToken);
	return useMemo(() => data ? toSavedDeliverySettings(data) : null, [data]);
}
/** The profile in the form's terms: the phone as the form's mask writes it. */
function toSavedContacts(info) {
	return {
		name: info.userName,
		surname: info.userLastName,
		phone: formatPhone(info.phone),
		email: info.email
	};
}
/** The logged-in guest's name, surname, phone and e-mail; null as above. */
function useSavedContacts() {
	const token = useAppSelector(selectAccessToken);
	const { data } = useGetUserInfoQuery(token ?? skipToken);
	return useMemo(() => data ? toSavedContacts(data) : null, [data]);
}
// src/features/checkout/checkout-form.tsx
/**
* Step 2 of the basket page: the order form, blocks 01 (delivery) and 02 (contacts), SPEC.md §2,
* §4 "Checkout", §5 "Checkout". Loaded only when the guest gets this far (react-hook-form and
* the phone mask stay out of the basket page's first load).
*/
var SUBMIT_LABEL = "ОФОРМИТЬ ЗАКАЗ";
/** SPEC §9: submit-label hints last 5 s. */
var HINT_MS = 5e3;
var ADDRESS_FIELDS = [
	"street",
	"house",
	"entrance",
	"floor",
	"flat",
	"deliveryZone"
];
var NO_ADDRESS = {
	street: "",
	house: "",
	entrance: "",
	floor: "",
	flat: "",
	deliveryZone: null
};
/** The mirrored values, minus a time choice that is no longer possible. */
function startingValues(stored, now) {
	const values = { ...stored };
	if (values.timeMode === "asap" && !isAsapAvailable(now)) values.timeMode = "slot";
	if (values.slot !== "" && !deliverySlots(now).some((slot) => slot.value === values.slot)) values.slot = "";
	return values;
}
function addressOf(values) {
	return {
		...NO_ADDRESS,
		...values
	};
}
var PAYMENT_CHOICES = [
	{
		id: "checkout-cash",
		value: "CASH"
	},
	{
		id: "checkout-bncur",
		value: "BNCUR"
	},
	{
		id: "checkout-online",
		value: "ONLINE"
	}
];
function CheckoutForm({ onBack, onPlaced }) {
	const dispatch = useAppDispatch();
	const store = useStore();
	const lines = useAppSelector(selectBasketLines);
	const basketTotal = useAppSelector(selectBasketTotal);
	const saved = useSavedDeliverySettings();
	const savedContacts = useSavedContacts();
	const now = useNow();
	const asapAvailable = isAsapAvailable(now);
	const slots = useMemo(() => deliverySlots(now), [now]);
	const { data: zones } = useGetDeliveryZonesQuery();
	const [checkConnection] = useLazyCheckConnectionQuery();
	const [createOrder] = useCreateOrderMutation();
	const [initialValues] = useState(() => startingValues(selectCheckoutForm(store.getState()) ?? defaultCheckoutForm, now));
	const { register, control, handleSubmit, watch, setValue, getValues, getFieldState, trigger, setError, clearErrors, setFocus, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(checkoutFormSchema),
		mode: "onTouched",
		defaultValues: initialValues
	});
	useEffect(() => {
		const subscription = watch((values) => dispatch(checkoutFormChanged(values)));
		return () => subscription.unsubscribe();
	}, [watch, dispatch]);
	const timeMode = watch("timeMode");
	const slot = watch("slot");
	useEffect(() => {
		if (timeMode === "asap" && !asapAvailable) setValue("timeMode", "slot");
		if (slot !== "" && !slots.some((offered) => offered.value === slot)) setValue("slot", "");
	}, [
		timeMode,
		slot,
		asapAvailable,
		slots,
		setValue
	]);
	const savedApplied = useRef(false);
	useEffect(() => {
		if (!saved || savedApplied.current) return;
		savedApplied.current = true;
		const untouched = (field) => !getFieldState(field).isDirty && getValues(field) === defaultCheckoutForm[field];
		for (const field of [
			"deliveryType",
			"payment",
			"comment"
		]) if (untouched(field)) setValue(field, saved[field]);
		if (getValues("deliveryType") !== "DeliveryByCourier") return;
		const address = savedAddress(saved);
		for (const field of ADDRESS_FIELDS) if (untouched(field)) setValue(field, address[field]);
	}, [
		saved,
		getFieldState,
		getValues,
		setValue
	]);
	const contactsApplied = useRef(false);
	useEffect(() => {
		if (!savedContacts || contactsApplied.current) return;
		contactsApplied.current = true;
		for (const field of [
			"name",
			"surname",
			"phone",
			"email"
		]) {
			const value = savedContacts[field];
			if (value === "" || getFieldState(field).isDirty || getValues(field) !== "") continue;
			setValue(field, value);
		}
	}, [
		savedContacts,
		getFieldState,
		getValues,
		setValue
	]);
	const onDeliveryTypeChange = (event) => {
		const address = event.target.value === "DeliveryByCourier" && saved ? savedAddress(saved) : NO_ADDRESS;
		for (const field of ADDRESS_FIELDS) setValue(field, address[field]);
		clearErrors([...ADDRESS_FIELDS]);
	};
	const [hint, setHint] = useState(null);
	useEffect(() => {
		if (!hint) return;
		const timer = setTimeout(() => setHint(null), HINT_MS);
		return () => clearTimeout(timer);
	}, [hint]);
	const [deliveryType, name, phone, street, house, deliveryZone, privacyPolicy] = watch([
		"deliveryType",
		"name",
		"phone",
		"street",
		"house",
		"deliveryZone",
		"privacyPolicy"
	]);
	const courier = deliveryType === "DeliveryByCourier";
	const nameEmpty = name.trim() === "";
	const phoneEmpty = isPhoneEmpty(phone);
	const contactErrors = errors.name && !nameEmpty || errors.surname || errors.phone && !phoneEmpty || errors.email;
	const addressMissing = courier && (street.trim() === "" || house.trim() === "");
	const sending = useRef(false);
	const disabled = isSubmitting || addressMissing || Boolean(contactErrors);
	const missing = [
		nameEmpty && checkoutMessages.missingName,
		phoneEmpty && checkoutMessages.missingPhone,
		addressMissing && checkoutMessages.missingAddress,
		courier && deliveryZone === null && checkoutMessages.missingZone,
		timeMode === "slot" && slot === "" && checkoutMessages.missingSlot,
		!privacyPolicy && checkoutMessages.missingPrivacy,
		Boolean(contactErrors) && checkoutMessages.fixErrors
	].filter((item) => typeof item === "string");
	const onSubmitClick = (event) => {
		const missingField = nameEmpty ? "name" : phoneEmpty ? "phone" : null;
		if (!missingField) return;
		event.preventDefault();
		setHint({ text: missingField === "name" ? checkoutMessages.nameHint : checkoutMessages.phoneHint });
		setValue(missingField, getValues(missingField), {
			shouldTouch: true,
			shouldValidate: true
		});
		setFocus(missingField);
	};
	const pickupPlaces = [...new Set(lines.map((line) => line.venueId))].filter((venueId) => venueId !== void 0).filter(isMenuVenueId).sort().map(pickupPlace);
	const onValid = async (form) => {
		if (sending.current) return;
		sending.current = true;
		try {
			const isServerOk = await checkConnection().unwrap().then((answer) => answer.isServerOk, () => false);
			const state = store.getState();
			const shownFee = zones?.find((zone) => zone.id === form.deliveryZone)?.price;
			const body = buildOrderRequest(form, selectBasketLines(state), isServerOk, shownFee);
			const idempotencyKey = selectAttemptKey(state) ?? newIdempotencyKey();
			dispatch(attemptStarted(idempotencyKey));
			const result = await createOrder({
				body,
				idempotencyKey
			});
			if (result.data) {
				dispatch(attemptFinished());
				onPlaced(result.data);
				return;
			}
			const failure = readOrderFailure(result.error, body.data);
			if (failure.kind === "other") {
				toast.error(failure.message);
				return;
			}
			dispatch(attemptFinished());
			toast.error(failure.message);
			if (failure.kind === "priceChanged") {
				dispatch(updatePrices(failure.prices));
				const { deliveryFee } = failure;
				if (deliveryFee !== void 0) dispatch(catalogApi.util.updateQueryData("getDeliveryZones", void 0, (shown) => {
					const zone = shown.find((z) => z.id === form.deliveryZone);
					if (zone) zone.price = deliveryFee;
				}));
			}
			if (failure.kind === "time") setValue("timeMode", "slot");
			if (failure.kind === "validation") {
				const fields = Object.entries(failure.fields);
				for (const [field, message] of fields) setError(field, {
					type: "server",
					message
				});
				const first = fields[0];
				if (first) setFocus(first[0]);
			}
		} finally {
			sending.current = false;
		}
	};
	const fee = courier ? zones?.find((zone) => zone.id === deliveryZone)?.price ?? 0 : 0;
	const total = addPrices(basketTotal, fee);
	const digits = (field) => {
		const registered = register(field);
		return {
			...registered,
			onChange: (event) => {
				event.target.value = event.target.value.replace(/\D/g, "");
				return registered.onChange(event);
			}
		};
	};
	const privacyCall = watch("privacyCall");
	return /* @__PURE__ */ jsxs("form", {
		className: checkout_form_module_default.form,
		noValidate: true,
		onSubmit: handleSubmit(onValid),
		children: [/* @__PURE__ */ jsxs("div", {
			className: checkout_form_module_default.blocks,
			children: [/* @__PURE__ */ jsxs("section", {
				className: checkout_form_module_default.block,
				"aria-labelledby": "checkout-block-delivery",
				children: [
					/* @__PURE__ */ jsxs("h2", {
						id: "checkout-block-delivery",
						className: checkout_form_module_default.blockTitle,
						children: [/* @__PURE__ */ jsx("span", {
							className: checkout_form_module_default.blockNumber,
							"aria-hidden": "true",
							children: "01"
						}), "ДАННЫЕ ДОСТАВКИ"]
					}),
					/* @__PURE__ */ jsxs("fieldset", {
						className: checkout_form_module_default.group,
						children: [/* @__PURE__ */ jsx("legend", {
							className: checkout_form_module_default.legend,
							children: "Как вы хотите забрать заказ?"
						}), /* @__PURE__ */ jsxs("div", {
							className: choicesClassName,
							children: [/* @__PURE__ */ jsx(Choice, {
								id: "checkout-pickup",
								label: "САМОВЫВОЗ",
								value: "DeliveryByClient",
								field: register("deliveryType", { onChange: onDeliveryTypeChange })
							}), /* @__PURE__ */ jsx(Choice, {
								id: "checkout-courier",
								label: "ДОСТАВКА",
								value: "DeliveryByCourier",
								field: register("deliveryType", { onChange: onDeliveryTypeChange })
							})]
						})]
					}),
					!courier && pickupPlaces.length > 0 && /* @__PURE__ */ jsxs("div", {
						className: checkout_form_module_default.group,
						children: [/* @__PURE__ */ jsx("p", {
							id: "checkout-pickup-places",
							className: checkout_form_module_default.legend,
							children: "Где забрать заказ:"
						}), /* @__PURE__ */ jsx("ul", {
							className: checkout_form_module_default.places,
							"aria-labelledby": "checkout-pickup-places",
							children: pickupPlaces.map((place) => /* @__PURE__ */ jsxs("li", { children: [
								/* @__PURE__ */ jsx("strong", { children: place.name }),
								" — ",
								place.street,
								", ",
								place.workdaysTwo
							] }, place.id))
						})]
					}),
					/* @__PURE__ */ jsxs("fieldset", {
						className: checkout_form_module_default.group,
						children: [
							/* @__PURE__ */ jsx("legend", {
								className: checkout_form_module_default.legend,
								children: "Когда вам удобно получить заказ?"
							}),
							/* @__PURE__ */ jsxs("div", {
								className: choicesClassName,
								children: [asapAvailable && /* @__PURE__ */ jsx(Choice, {
									id: "checkout-asap",
									label: "как можно скорее",
									value: "asap",
									field: register("timeMode")
								}), /* @__PURE__ */ jsx(Choice, {
									id: "checkout-at-time",
									label: "ко времени",
									value: "slot",
									field: register("timeMode")
								})]
							}),
							timeMode === "slot" ? /* @__PURE__ */ jsx(FormField, {
								id: "checkout-slot",
								label: "Время",
								error: errors.slot?.message,
								children: /* @__PURE__ */ jsxs("select", {
									className: inputClassName,
									...register("slot"),
									...fieldAria("checkout-slot", errors.slot?.message),
									children: [
										/* @__PURE__ */ jsx("option", {
											value: "",
											children: "Выберите время"
										}),
										/* @__PURE__ */ jsx(SlotGroup, {
											label: "Сегодня",
											slots: slots.filter((s) => s.day === "today")
										}),
										/* @__PURE__ */ jsx(SlotGroup, {
											label: "Завтра",
											slots: slots.filter((s) => s.day === "tomorrow")
										})
									]
								})
							}) : /* @__PURE__ */ jsx(FieldError, {
								id: "checkout-slot",
								message: errors.slot?.message
							}),
							/* @__PURE__ */ jsx("p", {
								className: checkout_form_module_default.note,
								children: checkoutMessages.deliveryHours
							})
						]
					}),
					/* @__PURE__ */ jsxs("fieldset", {
						className: checkout_form_module_default.group,
						children: [/* @__PURE__ */ jsx("legend", {
							className: checkout_form_module_default.legend,
							children: "Выберите способ оплаты:"
						}), /* @__PURE__ */ jsx("div", {
							className: choicesClassName,
							children: PAYMENT_CHOICES.map((choice) => /* @__PURE__ */ jsx(Choice, {
								id: choice.id,
								label: paymentLabel(choice.value, deliveryType),
								value: choice.value,
								field: register("payment")
							}, choice.value))
						})]
					}),
					/* @__PURE__ */ jsx(FormField, {
						id: "checkout-comment",
						label: "Комментарий к заказу",
						error: errors.comment?.message,
						children: /* @__PURE__ */ jsx("textarea", {
							className: textareaClassName,
							rows: 3,
							maxLength: 500 - NO_CALL_NOTE.length - 1,
							...register("comment"),
							...fieldAria("checkout-comment", errors.comment?.message)
						})
					}),
					/* @__PURE__ */ jsxs("div", {
						className: checkout_form_module_default.checks,
						children: [
							/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs(Check, {
								id: "checkout-privacy",
								field: register("privacyPolicy", { onChange: () => void trigger("privacyPolicy") }),
								error: errors.privacyPolicy?.message,
								children: [
									"Я согласен с",
									" ",
									/* @__PURE__ */ jsx("a", {
										href: "/privacy",
										target: "_blank",
										rel: "noopener noreferrer",
										children: "политикой конфиденциальности"
									})
								]
							}), /* @__PURE__ */ jsx("div", {
								className: checkout_form_module_default.checkError,
								children: /* @__PURE__ */ jsx(FieldError, {
									id: "checkout-privacy",
									message: errors.privacyPolicy?.message
								})
							})] }),
							/* @__PURE__ */ jsx(Check, {
								id: "checkout-spam",
								field: register("privacySpam"),
								children: "Хочу получать рассылку на вкусном"
							}),
							/* @__PURE__ */ jsx(Check, {
								id: "checkout-no-call",
								field: register("privacyCall"),
								children: "Оформить без звонка оператора"
							}),
							privacyCall && /* @__PURE__ */ jsxs("p", {
								className: checkout_form_module_default.note,
								children: [
									"В комментарий добавится «",
									"Без звонка оператора",
									"»."
								]
							})
						]
					})
				]
			}), /* @__PURE__ */ jsxs("section", {
				className: checkout_form_module_default.block,
				"aria-labelledby": "checkout-block-contacts",
				children: [
					/* @__PURE__ */ jsxs("h2", {
						id: "checkout-block-contacts",
						className: checkout_form_module_default.blockTitle,
						children: [/* @__PURE__ */ jsx("span", {
							className: checkout_form_module_default.blockNumber,
							"aria-hidden": "true",
							children: "02"
						}), "КОНТАКТНЫЕ ДАННЫЕ"]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: `${checkout_form_module_default.fields} ${checkout_form_module_default.contacts}`,
						children: [
							/* @__PURE__ */ jsx(FormField, {
								id: "checkout-name",
								label: "Ваше имя",
								required: true,
								error: errors.name?.message,
								children: /* @__PURE__ */ jsx("input", {
									className: inputClassName,
									type: "text",
									autoComplete: "given-name",
									...register("name"),
									...fieldAria("checkout-name", errors.name?.message, true)
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								id: "checkout-surname",
								label: "Ваша фамилия",
								error: errors.surname?.message,
								children: /* @__PURE__ */ jsx("input", {
									className: inputClassName,
									type: "text",
									autoComplete: "family-name",
									...register("surname"),
									...fieldAria("checkout-surname", errors.surname?.message)
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								id: "checkout-phone",
								label: "Номер телефона",
								required: true,
								error: errors.phone?.message,
								children: /* @__PURE__ */ jsx(Controller, {
									control,
									name: "phone",
									render: ({ field }) => /* @__PURE__ */ jsx(PhoneInput, {
										name: field.name,
										value: field.value,
										inputRef: field.ref,
										onChange: field.onChange,
										onBlur: field.onBlur,
										...fieldAria("checkout-phone", errors.phone?.message, true)
									})
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								id: "checkout-email",
								label: "Ваша почта",
								error: errors.email?.message,
								children: /* @__PURE__ */ jsx("input", {
									className: inputClassName,
									type: "email",
									autoComplete: "email",
									placeholder: "example@mail.ru",
									...register("email"),
									...fieldAria("checkout-email", errors.email?.message)
								})
							})
						]
					}),
					courier && /* @__PURE__ */ jsxs("fieldset", {
						className: checkout_form_module_default.group,
						children: [/* @__PURE__ */ jsx("legend", {
							className: checkout_form_module_default.legend,
							children: "Адрес доставки"
						}), /* @__PURE__ */ jsxs("div", {
							className: `${checkout_form_module_default.fields} ${checkout_form_module_default.address}`,
							children: [
								/* @__PURE__ */ jsx(FormField, {
									id: "checkout-zone",
									label: "Район доставки",
									required: true,
									className: checkout_form_module_default.wide,
									error: errors.deliveryZone?.message,
									children: /* @__PURE__ */ jsxs("select", {
										className: inputClassName,
										...register("deliveryZone", { setValueAs: (value) => value === "" || value === null ? null : Number(value) }),
										...fieldAria("checkout-zone", errors.deliveryZone?.message, true),
										children: [/* @__PURE__ */ jsx("option", {
											value: "",
											children: "Выберите район"
										}), (zones ?? []).map((zone) => /* @__PURE__ */ jsxs("option", {
											value: zone.id,
											children: [
												zone.name,
												" — ",
												formatPrice(zone.price)
											]
										}, zone.id))]
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									id: "checkout-street",
									label: "Улица",
									required: true,
									className: checkout_form_module_default.wide,
									error: errors.street?.message,
									children: /* @__PURE__ */ jsx("input", {
										className: inputClassName,
										type: "text",
										autoComplete: "address-line1",
										placeholder: "ул. Пограничная, 14",
										...register("street"),
										...fieldAria("checkout-street", errors.street?.message, true)
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									id: "checkout-house",
									label: "Дом",
									required: true,
									hint: checkoutMessages.houseHint,
									error: errors.house?.message,
									children: /* @__PURE__ */ jsx("input", {
										className: inputClassName,
										type: "text",
										...register("house"),
										...fieldAria("checkout-house", errors.house?.message, true, true)
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									id: "checkout-entrance",
									label: "Подъезд",
									error: errors.entrance?.message,
									children: /* @__PURE__ */ jsx("input", {
										className: inputClassName,
										type: "text",
										inputMode: "numeric",
										...digits("entrance"),
										...fieldAria("checkout-entrance", errors.entrance?.message)
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									id: "checkout-floor",
									label: "Этаж",
									error: errors.floor?.message,
									children: /* @__PURE__ */ jsx("input", {
										className: inputClassName,
										type: "text",
										inputMode: "numeric",
										...digits("floor"),
										...fieldAria("checkout-floor", errors.floor?.message)
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									id: "checkout-flat",
									label: "Квартира",
									error: errors.flat?.message,
									children: /* @__PURE__ */ jsx("input", {
										className: inputClassName,
										type: "text",
										inputMode: "numeric",
										...digits("flat"),
										...fieldAria("checkout-flat", errors.flat?.message)
									})
								})
							]
						})]
					})
				]
			})]
		}), /* @__PURE__ */ jsxs("aside", {
			className: checkout_form_module_default.summary,
			"aria-labelledby": "checkout-summary",
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: "checkout-summary",
					className: checkout_form_module_default.summaryTitle,
					children: "ВАШ ЗАКАЗ"
				}),
				/* @__PURE__ */ jsx("ul", {
					className: checkout_form_module_default.lines,
					children: lines.map((line) => /* @__PURE__ */ jsx(BasketLineCard, {
						line,
						variant: "finishWindow"
					}, `${line.special}-${line.id}`))
				}),
				courier && /* @__PURE__ */ jsx("p", {
					className: checkout_form_module_default.sumLine,
					children: deliveryZone === null ? "Доставка: выберите район" : `Доставка: ${formatPrice(fee)}`
				}),
				/* @__PURE__ */ jsxs("p", {
					className: checkout_form_module_default.total,
					children: ["Итого: ", formatPrice(total)]
				}),
				/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: checkout_form_module_default.submit,
					disabled,
					onClick: onSubmitClick,
					"aria-describedby": missing.length > 0 ? "checkout-missing" : void 0,
					children: hint ? hint.text : SUBMIT_LABEL
				}),
				/* @__PURE__ */ jsx("div", {
					id: "checkout-missing",
					className: checkout_form_module_default.missing,
					"aria-live": "polite",
					children: missing.length > 0 && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: checkoutMessages.missingTitle }), /* @__PURE__ */ jsx("ul", { children: missing.map((item) => /* @__PURE__ */ jsx("li", { children: item }, item)) })] })
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: checkout_form_module_default.back,
					onClick: onBack,
					children: "ЧТО Я ВЫБРАЛ?"
				})
			]
		})]
	});
}
function savedAddress(saved) {
	return addressOf({
		street: saved.street,
		house: saved.house,
		entrance: saved.entrance,
		floor: saved.floor,
		flat: saved.flat,
		deliveryZone: saved.deliveryZone ?? null
	});
}
function Check({ id, field, error, children }) {
	return /* @__PURE__ */ jsxs("span", {
		className: checkout_form_module_default.check,
		children: [/* @__PURE__ */ jsx("input", {
			className: checkout_form_module_default.checkInput,
			type: "checkbox",
			...field,
			...fieldAria(id, error)
		}), /* @__PURE__ */ jsx("label", {
			className: checkout_form_module_default.checkLabel,
			htmlFor: id,
			children
		})]
	});
}
function SlotGroup({ label, slots }) {
	if (slots.length === 0) return null;
	return /* @__PURE__ */ jsx("optgroup", {
		label,
		children: slots.map((slot) => /* @__PURE__ */ jsxs("option", {
			value: slot.value,
			children: [
				label.toLowerCase(),
				", ",
				slot.time
			]
		}, slot.value))
	});
}
export { CheckoutForm, HINT_MS, SUBMIT_LABEL };
