import { n as errorStatus, o as errorMessages } from "./api-BxkrzdhH.js";
import { C as useAppSelector, F as mergeLines, G as selectAccessToken, S as useAppDispatch, X as showModal, l as catalogApi, n as LogoutButton, q as selectLoggedIn } from "../entry-server.js";
import { t as Skeleton } from "./skeleton-BU7E8qJG.js";
import { c as Tabs, l as tabPanelProps, n as accountMessages } from "./accounts-DtAjSSCp.js";
import { t as DELIVERY_TIME_ZONE } from "./delivery-time-D84eiEfI.js";
import { n as formatPrice, r as multiplyPrice } from "./money-zcSbClma.js";
import { n as formatOrderNumber } from "./orders-B1UhUkfS.js";
import { i as useGetOrdersHistoryQuery } from "./account-api-BYFPfeIb.js";
import { Suspense, lazy, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { toast } from "react-toastify";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
var account_page_module_default = {
	page: "_page_1fft0_1",
	head: "_head_1fft0_7",
	title: "_title_1fft0_15",
	logout: "_logout_1fft0_20",
	tabs: "_tabs_1fft0_36",
	panel: "_panel_1fft0_40",
	loading: "_loading_1fft0_44",
	status: "_status_1fft0_48",
	muted: "_muted_1fft0_55",
	personal: "_personal_1fft0_59",
	card: "_card_1fft0_66",
	cardTitle: "_cardTitle_1fft0_76",
	facts: "_facts_1fft0_81",
	fact: "_fact_1fft0_81",
	stats: "_stats_1fft0_104",
	statValue: "_statValue_1fft0_118",
	statLabel: "_statLabel_1fft0_125",
	statsLoading: "_statsLoading_1fft0_130",
	form: "_form_1fft0_134",
	fields: "_fields_1fft0_140",
	address: "_address_1fft0_146",
	wide: "_wide_1fft0_150",
	withAction: "_withAction_1fft0_154",
	error: "_error_1fft0_165",
	note: "_note_1fft0_176",
	group: "_group_1fft0_182",
	legend: "_legend_1fft0_192",
	actions: "_actions_1fft0_198",
	primaryButton: "_primaryButton_1fft0_204",
	secondaryButton: "_secondaryButton_1fft0_205",
	confirmButton: "_confirmButton_1fft0_206",
	textButton: "_textButton_1fft0_255",
	codeForm: "_codeForm_1fft0_266",
	orders: "_orders_1fft0_278",
	order: "_order_1fft0_278",
	orderHead: "_orderHead_1fft0_297",
	orderTitle: "_orderTitle_1fft0_305",
	orderAddress: "_orderAddress_1fft0_310",
	orderItems: "_orderItems_1fft0_315",
	orderItem: "_orderItem_1fft0_315",
	orderItemName: "_orderItemName_1fft0_337",
	orderFee: "_orderFee_1fft0_341",
	orderFoot: "_orderFoot_1fft0_349",
	orderTotal: "_orderTotal_1fft0_357"
};
// src/features/account/repeat-order.ts
var REPEAT_FAILED = "Не удалось повторить заказ. Проверьте соединение и попробуйте ещё раз.";
function unavailableMessage(names) {
	return `Недоступны и не добавлены: ${names.join(", ")}`;
}
/**
* Asks the catalogue about every dish of the order now: `available: false` or 404 means it is not
* sold any more. Any other failure rejects, so nothing is half-added.
*/
async function planRepeat(dispatch, items) {
	const answers = await Promise.all(items.map(async (item) => {
		const result = await dispatch(catalogApi.endpoints.getProduct.initiate({
			id: item.id,
			special: item.special
		}, {
			subscribe: false,
			forceRefetch: true
		}));
		if (result.data) return {
			item,
			card: result.data
		};
		if (errorStatus(result.error) === 404) return {
			item,
			card: null
		};
		throw new Error(`product ${item.id} could not be checked`);
	}));
	const plan = {
		lines: [],
		unavailable: []
	};
	for (const { item, card } of answers) {
		if (!card?.available) {
			plan.unavailable.push(item.name);
			continue;
		}
		const price = card.product_json.sizePrices[0]?.price.currentPrice ?? item.price;
		plan.lines.push({
			id: card.id,
			img: card.img_elem,
			name: card.product_json.name,
			guid: card.product_json.id,
			count: item.count,
			price,
			summa: multiplyPrice(price, item.count),
			gramm: card.cost_per_gram,
			special: card.special,
			venueId: card.venueId
		});
	}
	return plan;
}
/** The 'ПОВТОРИТЬ ЗАКАЗ' action: [repeat(items), the id of the order being repeated]. */
function useRepeatOrder() {
	const dispatch = useAppDispatch();
	const navigate = useNavigate();
	const [running, setRunning] = useState(null);
	const repeat = async (id, items) => {
		if (running !== null) return;
		setRunning(id);
		let plan;
		try {
			plan = await planRepeat(dispatch, items);
		} catch {
			toast.error(REPEAT_FAILED);
			setRunning(null);
			return;
		}
		setRunning(null);
		if (plan.unavailable.length > 0) toast.warning(unavailableMessage(plan.unavailable));
		if (plan.lines.length === 0) return;
		dispatch(mergeLines(plan.lines));
		navigate("/basket", { state: { message: accountMessages.repeatOrder } });
	};
	return [repeat, running];
}
// src/features/account/history-tab.tsx
/** 'ИСТОРИЯ ЗАКАЗОВ' (SPEC.md §2 "Account"): the guest's orders, newest first, each repeatable. */
var dateFormat = new Intl.DateTimeFormat("ru-RU", {
	timeZone: DELIVERY_TIME_ZONE,
	day: "numeric",
	month: "long",
	year: "numeric",
	hour: "2-digit",
	minute: "2-digit"
});
function formatOrderDate(iso) {
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}
function formatOrderAddress(address) {
	if (!address) return "Самовывоз";
	const parts = [`${address.street.name}, д. ${address.house}`];
	if (address.flat) parts.push(`кв. ${address.flat}`);
	return `${address.street.city}, ${parts.join(", ")}`;
}
var newestFirst = (a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id;
function HistoryTab({ token }) {
	const { data, isError, refetch } = useGetOrdersHistoryQuery(token);
	const [repeat, running] = useRepeatOrder();
	if (!data) {
		if (isError) return /* @__PURE__ */ jsxs("p", {
			className: account_page_module_default.status,
			role: "alert",
			children: [
				"Не удалось загрузить историю заказов.",
				" ",
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: account_page_module_default.textButton,
					onClick: refetch,
					children: "Повторить"
				})
			]
		});
		return /* @__PURE__ */ jsx(Skeleton, { className: account_page_module_default.loading });
	}
	if (data.length === 0) return /* @__PURE__ */ jsx("p", {
		className: account_page_module_default.status,
		children: accountMessages.historyEmpty
	});
	return /* @__PURE__ */ jsx("ol", {
		className: account_page_module_default.orders,
		children: [...data].sort(newestFirst).map((order) => {
			const number = formatOrderNumber(order.id);
			return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("article", {
				className: account_page_module_default.order,
				"aria-labelledby": `order-${order.id}`,
				children: [
					/* @__PURE__ */ jsxs("header", {
						className: account_page_module_default.orderHead,
						children: [/* @__PURE__ */ jsxs("h2", {
							id: `order-${order.id}`,
							className: account_page_module_default.orderTitle,
							children: ["Заказ № ", number]
						}), /* @__PURE__ */ jsx("time", {
							className: account_page_module_default.muted,
							dateTime: order.date,
							children: formatOrderDate(order.date)
						})]
					}),
					/* @__PURE__ */ jsx("p", {
						className: account_page_module_default.orderAddress,
						children: formatOrderAddress(order.address)
					}),
					/* @__PURE__ */ jsx("ul", {
						className: account_page_module_default.orderItems,
						children: order.items.map((item) => /* @__PURE__ */ jsxs("li", {
							className: account_page_module_default.orderItem,
							children: [
								/* @__PURE__ */ jsx("span", {
									className: account_page_module_default.orderItemName,
									children: item.name
								}),
								/* @__PURE__ */ jsxs("span", {
									className: account_page_module_default.muted,
									children: [item.count, " шт."]
								}),
								/* @__PURE__ */ jsx("span", { children: formatPrice(item.summa) })
							]
						}, `${item.special}-${item.id}`))
					}),
					order.deliveryFee > 0 && /* @__PURE__ */ jsxs("p", {
						className: account_page_module_default.orderFee,
						children: [/* @__PURE__ */ jsx("span", { children: "Доставка" }), /* @__PURE__ */ jsx("span", { children: formatPrice(order.deliveryFee) })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: account_page_module_default.orderFoot,
						children: [/* @__PURE__ */ jsxs("p", {
							className: account_page_module_default.orderTotal,
							children: ["Итого: ", formatPrice(order.sum)]
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							className: account_page_module_default.primaryButton,
							disabled: running !== null,
							"aria-describedby": `order-${order.id}`,
							onClick: () => void repeat(order.id, order.items),
							children: running === order.id ? "ДОБАВЛЯЕМ…" : "ПОВТОРИТЬ ЗАКАЗ"
						})]
					})
				]
			}) }, order.id);
		})
	});
}
// src/features/account/account-page.tsx
/**
* `/my-account` (SPEC.md §2 "Account"): personal data, delivery settings and order history. A
* visitor who is not logged in is sent to '/' with the login modal and the unauthorized toast;
* a guest whose session ends here (401, logout) goes to '/' as well.
*/
var account_page_exports = /* @__PURE__ */ __exportAll({ MyAccountPage: () => MyAccountPage });
var PersonalDataTab = lazy(async () => ({ default: (await import("./personal-data-tab-aStjFdKB.js")).PersonalDataTab }));
var DeliveryTab = lazy(async () => ({ default: (await import("./delivery-tab-BXxBL6-z.js")).DeliveryTab }));
var tabs = [
	{
		id: "personal",
		label: "ЛИЧНЫЕ ДАННЫЕ"
	},
	{
		id: "delivery",
		label: "ДОСТАВКА"
	},
	{
		id: "history",
		label: "ИСТОРИЯ ЗАКАЗОВ"
	}
];
function MyAccountPage() {
	const dispatch = useAppDispatch();
	const navigate = useNavigate();
	const loggedIn = useAppSelector(selectLoggedIn);
	const token = useAppSelector(selectAccessToken);
	const [arrivedLoggedOut] = useState(!loggedIn);
	const [tab, setTab] = useState("personal");
	useEffect(() => {
		if (loggedIn) return;
		if (arrivedLoggedOut) {
			dispatch(showModal("loginRegister"));
			toast.info(errorMessages.unauthorizedToast, { toastId: "unauthorized" });
		}
		navigate("/", { replace: true });
	}, [
		loggedIn,
		arrivedLoggedOut,
		dispatch,
		navigate
	]);
	if (!loggedIn || !token) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: account_page_module_default.page,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: account_page_module_default.head,
				children: [/* @__PURE__ */ jsx("h1", {
					className: account_page_module_default.title,
					children: "ЛИЧНЫЙ КАБИНЕТ"
				}), /* @__PURE__ */ jsx(LogoutButton, { className: account_page_module_default.logout })]
			}),
			/* @__PURE__ */ jsx(Tabs, {
				tabs,
				selected: tab,
				onSelect: setTab,
				idPrefix: "account",
				label: "Разделы личного кабинета",
				className: account_page_module_default.tabs
			}),
			/* @__PURE__ */ jsx("div", {
				...tabPanelProps("account", tab),
				className: account_page_module_default.panel,
				children: /* @__PURE__ */ jsxs(Suspense, {
					fallback: /* @__PURE__ */ jsx(Skeleton, { className: account_page_module_default.loading }),
					children: [
						tab === "personal" && /* @__PURE__ */ jsx(PersonalDataTab, { token }),
						tab === "delivery" && /* @__PURE__ */ jsx(DeliveryTab, { token }),
						tab === "history" && /* @__PURE__ */ jsx(HistoryTab, { token })
					]
				})
			})
		]
	});
}
export { MyAccountPage, account_page_module_default as n, account_page_exports as t };
