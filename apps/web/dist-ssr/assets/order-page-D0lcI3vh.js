import { n as formatPrice } from "./money-zcSbClma.js";
import { i as paymentLabel, n as formatOrderNumber, r as onDeliveryPaymentMethods } from "./orders-B1UhUkfS.js";
import { M as clearBasket, S as useAppDispatch } from "../entry-server.js";
import { n as errorStatus, r as errorText } from "./api-BxkrzdhH.js";
import { t as Skeleton } from "./skeleton-BU7E8qJG.js";
import { i as WeightPricedNote, n as leaveSite, o as takeAwaitingPayment } from "./leave-site-FnmbrzJZ.js";
import { a as useRetryPaymentMutation, i as usePayOnDeliveryMutation, n as useGetOrderQuery } from "./orders-api-B4ucY8KJ.js";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { skipToken } from "@reduxjs/toolkit/query";
var order_page_module_default = {
	page: "_page_vi757_1",
	loading: "_loading_vi757_11",
	number: "_number_vi757_17",
	lead: "_lead_vi757_23",
	payment: "_payment_vi757_28",
	failed: "_failed_vi757_44",
	retry: "_retry_vi757_49",
	items: "_items_vi757_57",
	item: "_item_vi757_57",
	row: "_row_vi757_65",
	name: "_name_vi757_78",
	count: "_count_vi757_83",
	sum: "_sum_vi757_88",
	total: "_total_vi757_94",
	back: "_back_vi757_100",
	explain: "_explain_vi757_121",
	actions: "_actions_vi757_127",
	action: "_action_vi757_127",
	choose: "_choose_vi757_155",
	error: "_error_vi757_169",
	details: "_details_vi757_174",
	places: "_places_vi757_194"
};
// src/features/checkout/order-page.tsx
/**
* `/order/:id?key=…`: the order confirmation (SPEC.md §2 "Order confirmation", API.md "Orders").
* It tells what happens next as it is: a letter only when an e-mail was given, a call only when
* the guest did not ask to go without one, and for an online payment whether the money is there —
* a declined payment is not a placed order, and the guest can pay again or pay the courier
* (issue 9, decision 027).
*/
var PAYMENT_POLL_MS = 3e3;
var PAYMENT_WAIT_MS = 12e4;
function orderId(raw) {
	const id = Number(raw);
	return Number.isSafeInteger(id) && id > 0 ? id : null;
}
/** '2026-11-21 18:30' → '21.11 в 18:30'. */
function formatSlot(slot) {
	const [date = "", time = ""] = slot.split(" ");
	const [, month, day] = date.split("-");
	return `${day}.${month} в ${time}`;
}
/** The order has gone to the kitchens: paid, or paid on delivery. */
function isSent(order) {
	return order.payment.status === "succeeded" || order.payment.status === "notRequired";
}
function paymentState(order) {
	switch (order.payment.status) {
		case "succeeded": return "оплачено";
		case "canceled": return "не оплачено";
		case "pending": return "ожидаем оплату";
		default: return "при получении";
	}
}
function OrderPage() {
	const navigate = useNavigate();
	const dispatch = useAppDispatch();
	const params = useParams();
	const [search] = useSearchParams();
	const id = orderId(params.id);
	const key = search.get("key");
	const [polling, setPolling] = useState(true);
	const [awaitingPayment, setAwaitingPayment] = useState(false);
	const { data, error, refetch } = useGetOrderQuery(id === null ? skipToken : {
		id,
		key
	}, { pollingInterval: awaitingPayment && polling ? PAYMENT_POLL_MS : 0 });
	const pending = data?.payment.method === "ONLINE" && data.payment.status === "pending";
	useEffect(() => setAwaitingPayment(pending), [pending]);
	useEffect(() => {
		if (!awaitingPayment || !polling) return;
		const timer = setTimeout(() => setPolling(false), PAYMENT_WAIT_MS);
		return () => clearTimeout(timer);
	}, [awaitingPayment, polling]);
	const sent = data !== void 0 && isSent(data);
	useEffect(() => {
		if (sent && id !== null && takeAwaitingPayment(id)) dispatch(clearBasket());
	}, [
		sent,
		id,
		dispatch
	]);
	const failed = id === null || error !== void 0 && (!data || errorStatus(error) === 404);
	useEffect(() => {
		if (failed) navigate("/404", { replace: true });
	}, [failed, navigate]);
	if (!data || id === null) return /* @__PURE__ */ jsx("div", {
		className: order_page_module_default.page,
		"aria-busy": "true",
		children: /* @__PURE__ */ jsx(Skeleton, { className: order_page_module_default.loading })
	});
	const unpaid = data.payment.method === "ONLINE" && data.payment.status === "canceled";
	const title = sent ? "ЗАКАЗ ОФОРМЛЕН" : unpaid ? "ЗАКАЗ НЕ ОПЛАЧЕН" : "ЗАКАЗ ОЖИДАЕТ ОПЛАТЫ";
	const pickup = data.serviceType === "DeliveryByClient";
	return /* @__PURE__ */ jsxs("div", {
		className: order_page_module_default.page,
		children: [
			/* @__PURE__ */ jsx("h1", { children: title }),
			/* @__PURE__ */ jsxs("p", {
				className: order_page_module_default.number,
				children: ["Номер заказа: ", formatOrderNumber(data.id)]
			}),
			sent && (data.emailGiven || data.operatorCall) && /* @__PURE__ */ jsxs("p", {
				className: order_page_module_default.lead,
				children: [data.emailGiven && "Письмо с деталями заказа отправлено на вашу почту. ", data.operatorCall && "Оператор свяжется с вами в течение 15 минут."]
			}),
			data.payment.method === "ONLINE" && /* @__PURE__ */ jsx(PaymentStatus, {
				order: data,
				orderKey: key,
				gaveUp: !polling,
				onRecheck: () => {
					setPolling(true);
					refetch();
				}
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: order_page_module_default.details,
				children: [
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Время" }), /* @__PURE__ */ jsx("dd", { children: data.completeBefore === null ? "как можно скорее" : formatSlot(data.completeBefore) })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: pickup ? "Самовывоз" : "Адрес доставки" }), /* @__PURE__ */ jsx("dd", { children: pickup ? /* @__PURE__ */ jsx("ul", {
						className: order_page_module_default.places,
						children: data.pickupPlaces.map((place) => /* @__PURE__ */ jsxs("li", { children: [
							place.name,
							" — ",
							place.street
						] }, place.name))
					}) : data.address })] }),
					/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Оплата" }), /* @__PURE__ */ jsxs("dd", { children: [
						paymentLabel(data.payment.method, data.serviceType),
						", ",
						paymentState(data)
					] })] })
				]
			}),
			/* @__PURE__ */ jsx("ul", {
				className: order_page_module_default.items,
				children: data.items.map((item) => /* @__PURE__ */ jsxs("li", {
					className: order_page_module_default.item,
					children: [
						/* @__PURE__ */ jsxs("span", {
							className: order_page_module_default.name,
							children: [item.name, item.costPerGram && /* @__PURE__ */ jsx(WeightPricedNote, {})]
						}),
						/* @__PURE__ */ jsxs("span", {
							className: order_page_module_default.count,
							children: [item.count, "\xA0шт."]
						}),
						/* @__PURE__ */ jsx("span", {
							className: order_page_module_default.sum,
							children: formatPrice(item.sum)
						})
					]
				}, item.id))
			}),
			data.deliveryFee > 0 && /* @__PURE__ */ jsxs("p", {
				className: order_page_module_default.row,
				children: [/* @__PURE__ */ jsx("span", { children: "Доставка" }), /* @__PURE__ */ jsx("span", { children: formatPrice(data.deliveryFee) })]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: `${order_page_module_default.row} ${order_page_module_default.total}`,
				children: [/* @__PURE__ */ jsx("span", { children: "Итого" }), /* @__PURE__ */ jsx("span", { children: formatPrice(data.sum) })]
			}),
			/* @__PURE__ */ jsx(Link, {
				className: order_page_module_default.back,
				to: "/menu",
				children: "ВЕРНУТЬСЯ В МЕНЮ"
			})
		]
	});
}
function PaymentStatus({ order, orderKey, gaveUp, onRecheck }) {
	const [retryPayment, retry] = useRetryPaymentMutation();
	const [payOnDelivery, switchToDelivery] = usePayOnDeliveryMutation();
	const [choosing, setChoosing] = useState(false);
	const [leaving, setLeaving] = useState(false);
	const busy = retry.isLoading || switchToDelivery.isLoading || leaving;
	const failure = retry.error ?? switchToDelivery.error;
	const { status } = order.payment;
	const args = {
		id: order.id,
		key: orderKey
	};
	const payAgain = async () => {
		const answer = await retryPayment(args);
		if (answer.data) {
			setLeaving(true);
			leaveSite(answer.data.url);
		}
	};
	const payAgainButton = /* @__PURE__ */ jsx("button", {
		type: "button",
		className: order_page_module_default.action,
		disabled: busy,
		onClick: payAgain,
		children: "Оплатить ещё раз"
	});
	return /* @__PURE__ */ jsxs("div", {
		className: `${order_page_module_default.payment} ${status === "canceled" ? order_page_module_default.failed : ""}`,
		children: [
			/* @__PURE__ */ jsxs("div", {
				role: "status",
				children: [
					status === "succeeded" && /* @__PURE__ */ jsx("p", { children: "Оплата прошла успешно" }),
					status === "canceled" && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", { children: "Оплата не прошла" }), /* @__PURE__ */ jsx("p", {
						className: order_page_module_default.explain,
						children: "Заказ не оплачен и не передан на кухню. Оплатите его ещё раз или выберите оплату курьеру — тогда заказ сразу уйдёт на кухню."
					})] }),
					status === "pending" && /* @__PURE__ */ jsx("p", { children: "Ожидаем подтверждение оплаты…" }),
					leaving && /* @__PURE__ */ jsx("p", { children: "Переходим на страницу оплаты…" })
				]
			}),
			status === "pending" && gaveUp && /* @__PURE__ */ jsxs("div", {
				className: order_page_module_default.actions,
				children: [/* @__PURE__ */ jsx("button", {
					type: "button",
					className: order_page_module_default.retry,
					onClick: onRecheck,
					children: "Проверить ещё раз"
				}), payAgainButton]
			}),
			status === "canceled" && /* @__PURE__ */ jsxs("div", {
				className: order_page_module_default.actions,
				children: [payAgainButton, choosing ? /* @__PURE__ */ jsxs("fieldset", {
					className: order_page_module_default.choose,
					children: [/* @__PURE__ */ jsx("legend", { children: "Как оплатите?" }), onDeliveryPaymentMethods.map((method) => /* @__PURE__ */ jsx("button", {
						type: "button",
						className: order_page_module_default.action,
						disabled: busy,
						onClick: () => void payOnDelivery({
							...args,
							payment: method
						}),
						children: paymentLabel(method, order.serviceType)
					}, method))]
				}) : /* @__PURE__ */ jsx("button", {
					type: "button",
					className: order_page_module_default.retry,
					disabled: busy,
					onClick: () => setChoosing(true),
					children: order.serviceType === "DeliveryByClient" ? "Оплатить при получении" : "Оплатить курьеру"
				})]
			}),
			failure && /* @__PURE__ */ jsx("p", {
				className: order_page_module_default.error,
				role: "alert",
				children: errorText(failure, "Не удалось связаться с сервером. Попробуйте ещё раз.")
			})
		]
	});
}
export { OrderPage, PAYMENT_POLL_MS, PAYMENT_WAIT_MS };
