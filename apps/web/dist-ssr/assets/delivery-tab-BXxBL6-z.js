import { n as accountMessages } from "./accounts-DtAjSSCp.js";
import { dt as commentField, ft as courierAddressErrors, mt as digitsField, u as useGetDeliveryZonesQuery } from "../entry-server.js";
import { n as formatPrice } from "./money-zcSbClma.js";
import { a as useGetUserDeliverySettingsQuery, c as useSaveUserDeliverySettingsMutation } from "./account-api-BYFPfeIb.js";
import { n as errorStatus, r as errorText } from "./api-BxkrzdhH.js";
import { n as choicesClassName, t as Choice } from "./choice-C0fExXKR.js";
import { a as textareaClassName, i as inputClassName, n as FormField, r as fieldAria } from "./form-field-DF5Vg2Vs.js";
import { t as Skeleton } from "./skeleton-BU7E8qJG.js";
import { n as account_page_module_default } from "./account-page-6uNiBm3D.js";
import { z } from "zod/mini";
import { jsx, jsxs } from "react/jsx-runtime";
import { toast } from "react-toastify";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
// src/features/account/delivery-tab.tsx
/**
* 'ДОСТАВКА' (SPEC.md §2 "Account", §3 "Delivery settings"): the settings the checkout fills in
* for a logged-in guest. Card details are never asked for nor kept (DESIGN.md §4): the card
* fields go to the server empty.
*/
var CARD_NOTE = "Оплата картой онлайн проходит на защищённой странице платёжного сервиса — данные карты мы не храним.";
var SAVE_FAILED = "Не удалось сохранить данные. Попробуйте ещё раз.";
var formSchema = z.object({
	deliveryMethod: z.enum(["pickup", "delivery"]),
	paymentMethod: z.enum([
		"cash",
		"card",
		"online"
	]),
	street: z.string(),
	house: z.string(),
	entrance: digitsField,
	floor: digitsField,
	flat: digitsField,
	comment: commentField,
	deliveryId: z.nullable(z.int())
}).check(z.superRefine((form, ctx) => {
	if (form.deliveryMethod !== "delivery") return;
	const errors = courierAddressErrors({
		street: form.street,
		house: form.house,
		deliveryZone: form.deliveryId
	}, { zone: false });
	for (const [field, message] of Object.entries(errors)) ctx.issues.push({
		code: "custom",
		input: form,
		path: [field],
		message
	});
}));
var emptySettings = {
	deliveryMethod: "pickup",
	paymentMethod: "cash",
	street: "",
	house: "",
	entrance: "",
	floor: "",
	flat: "",
	comment: "",
	deliveryId: null
};
function DeliveryTab({ token }) {
	const settings = useGetUserDeliverySettingsQuery(token);
	const none = settings.isError && errorStatus(settings.error) === 404;
	if (settings.data || none) {
		const { cartNumber, cartExpire, cartCVV, ...values } = settings.data ?? {
			...emptySettings,
			cartNumber: "",
			cartExpire: "",
			cartCVV: ""
		};
		return /* @__PURE__ */ jsx(DeliveryForm, { initial: values });
	}
	if (settings.isError) return /* @__PURE__ */ jsxs("p", {
		className: account_page_module_default.status,
		role: "alert",
		children: [
			"Не удалось загрузить данные.",
			" ",
			/* @__PURE__ */ jsx("button", {
				type: "button",
				className: account_page_module_default.textButton,
				onClick: settings.refetch,
				children: "Повторить"
			})
		]
	});
	return /* @__PURE__ */ jsx(Skeleton, { className: account_page_module_default.loading });
}
function DeliveryForm({ initial }) {
	const { data: zones } = useGetDeliveryZonesQuery();
	const [save] = useSaveUserDeliverySettingsMutation();
	const { register, handleSubmit, watch, setError, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(formSchema),
		mode: "onTouched",
		defaultValues: initial
	});
	const delivery = watch("deliveryMethod") === "delivery";
	const onValid = async (values) => {
		const body = {
			...values,
			cartNumber: "",
			cartExpire: "",
			cartCVV: ""
		};
		const result = await save(body);
		if (!("error" in result)) {
			toast.success(accountMessages.saved);
			return;
		}
		const fields = fieldErrors(result.error);
		for (const [field, message] of Object.entries(fields)) if (field in initial) setError(field, {
			type: "server",
			message
		});
		toast.error(errorText(result.error, SAVE_FAILED));
	};
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
	return /* @__PURE__ */ jsxs("form", {
		className: `${account_page_module_default.card} ${account_page_module_default.form}`,
		noValidate: true,
		onSubmit: handleSubmit(onValid),
		children: [
			/* @__PURE__ */ jsxs("fieldset", {
				className: account_page_module_default.group,
				children: [/* @__PURE__ */ jsx("legend", {
					className: account_page_module_default.legend,
					children: "Как вы хотите забрать заказ?"
				}), /* @__PURE__ */ jsxs("div", {
					className: choicesClassName,
					children: [/* @__PURE__ */ jsx(Choice, {
						id: "settings-pickup",
						label: "САМОВЫВОЗ",
						value: "pickup",
						field: register("deliveryMethod")
					}), /* @__PURE__ */ jsx(Choice, {
						id: "settings-delivery",
						label: "ДОСТАВКА",
						value: "delivery",
						field: register("deliveryMethod")
					})]
				})]
			}),
			/* @__PURE__ */ jsxs("fieldset", {
				className: account_page_module_default.group,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: account_page_module_default.legend,
						children: "Способ оплаты"
					}),
					/* @__PURE__ */ jsxs("div", {
						className: choicesClassName,
						children: [
							/* @__PURE__ */ jsx(Choice, {
								id: "settings-cash",
								label: "НАЛИЧНЫМИ КУРЬЕРУ",
								value: "cash",
								field: register("paymentMethod")
							}),
							/* @__PURE__ */ jsx(Choice, {
								id: "settings-card",
								label: "БЕЗНАЛИЧНЫЙ РАСЧЕТ КУРЬЕРУ",
								value: "card",
								field: register("paymentMethod")
							}),
							/* @__PURE__ */ jsx(Choice, {
								id: "settings-online",
								label: "КАРТОЙ ОНЛАЙН",
								value: "online",
								field: register("paymentMethod")
							})
						]
					}),
					/* @__PURE__ */ jsx("p", {
						className: account_page_module_default.note,
						children: CARD_NOTE
					})
				]
			}),
			delivery && /* @__PURE__ */ jsxs("fieldset", {
				className: account_page_module_default.group,
				children: [/* @__PURE__ */ jsx("legend", {
					className: account_page_module_default.legend,
					children: "Адрес доставки"
				}), /* @__PURE__ */ jsxs("div", {
					className: `${account_page_module_default.fields} ${account_page_module_default.address}`,
					children: [
						/* @__PURE__ */ jsx(FormField, {
							id: "settings-zone",
							label: "Район доставки",
							className: account_page_module_default.wide,
							children: /* @__PURE__ */ jsxs("select", {
								id: "settings-zone",
								className: inputClassName,
								...register("deliveryId", { setValueAs: (value) => value === "" || value === null ? null : Number(value) }),
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
							id: "settings-street",
							label: "Улица",
							className: account_page_module_default.wide,
							error: errors.street?.message,
							children: /* @__PURE__ */ jsx("input", {
								className: inputClassName,
								type: "text",
								autoComplete: "address-line1",
								placeholder: "ул. Пограничная, 14",
								maxLength: 120,
								...register("street"),
								...fieldAria("settings-street", errors.street?.message)
							})
						}),
						/* @__PURE__ */ jsx(FormField, {
							id: "settings-house",
							label: "Дом",
							error: errors.house?.message,
							children: /* @__PURE__ */ jsx("input", {
								className: inputClassName,
								type: "text",
								maxLength: 20,
								...register("house"),
								...fieldAria("settings-house", errors.house?.message)
							})
						}),
						/* @__PURE__ */ jsx(FormField, {
							id: "settings-entrance",
							label: "Подъезд",
							children: /* @__PURE__ */ jsx("input", {
								id: "settings-entrance",
								className: inputClassName,
								type: "text",
								inputMode: "numeric",
								maxLength: 5,
								...digits("entrance")
							})
						}),
						/* @__PURE__ */ jsx(FormField, {
							id: "settings-floor",
							label: "Этаж",
							children: /* @__PURE__ */ jsx("input", {
								id: "settings-floor",
								className: inputClassName,
								type: "text",
								inputMode: "numeric",
								maxLength: 5,
								...digits("floor")
							})
						}),
						/* @__PURE__ */ jsx(FormField, {
							id: "settings-flat",
							label: "Квартира",
							children: /* @__PURE__ */ jsx("input", {
								id: "settings-flat",
								className: inputClassName,
								type: "text",
								inputMode: "numeric",
								maxLength: 5,
								...digits("flat")
							})
						})
					]
				})]
			}),
			/* @__PURE__ */ jsx(FormField, {
				id: "settings-comment",
				label: "Комментарий к заказу",
				error: errors.comment?.message,
				children: /* @__PURE__ */ jsx("textarea", {
					className: textareaClassName,
					rows: 3,
					maxLength: 500,
					...register("comment"),
					...fieldAria("settings-comment", errors.comment?.message)
				})
			}),
			/* @__PURE__ */ jsx("div", {
				className: account_page_module_default.actions,
				children: /* @__PURE__ */ jsx("button", {
					type: "submit",
					className: account_page_module_default.primaryButton,
					disabled: isSubmitting,
					children: "СОХРАНИТЬ"
				})
			})
		]
	});
}
/** The `fields` of a 400 validation answer (API.md "General rules"). */
function fieldErrors(error) {
	if (!error || typeof error !== "object" || !("data" in error)) return {};
	const data = error.data;
	if (!data || typeof data !== "object" || !("fields" in data)) return {};
	const fields = data.fields;
	if (!fields || typeof fields !== "object") return {};
	return Object.fromEntries(Object.entries(fields).filter((entry) => typeof entry[1] === "string"));
}
export { DeliveryTab };
