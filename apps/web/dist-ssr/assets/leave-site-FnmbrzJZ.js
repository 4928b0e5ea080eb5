import { n as formatPrice } from "./money-zcSbClma.js";
import { I as removeLine, N as decrement, P as increment, S as useAppDispatch, b as Stepper, ut as checkoutMessages } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/checkout/awaiting-payment.ts
/**
* The order whose online payment the guest left to make (issue 9): the basket stays as it was
* until that order is really accepted — paid, or switched to payment on delivery — so a declined
* payment leaves nothing lost. Kept in localStorage: the payment page is another site, and the
* guest comes back to a fresh page.
*/
var AWAITING_PAYMENT_KEY = "storefront.awaiting-payment.v1";
function rememberAwaitingPayment(orderId, storage = localStorage) {
	try {
		storage.setItem(AWAITING_PAYMENT_KEY, String(orderId));
	} catch {}
}
/** True once: when `orderId` is the order the basket waited for (the key is then forgotten). */
function takeAwaitingPayment(orderId, storage = localStorage) {
	try {
		if (storage.getItem("storefront.awaiting-payment.v1") !== String(orderId)) return false;
		storage.removeItem(AWAITING_PAYMENT_KEY);
		return true;
	} catch {
		return false;
	}
}
var basket_line_card_module_default = {
	line: "_line_1vlsu_1",
	image: "_image_1vlsu_12",
	name: "_name_1vlsu_18",
	count: "_count_1vlsu_28",
	sum: "_sum_1vlsu_34",
	remove: "_remove_1vlsu_41",
	finish: "_finish_1vlsu_57",
	weightNote: "_weightNote_1vlsu_89"
};
// src/features/checkout/basket-line-card.tsx
/** One basket line: photo, name, quantity, price and (in review) a delete control. */
function BasketLineCard({ line, variant = "review" }) {
	const dispatch = useAppDispatch();
	const finish = variant === "finishWindow";
	return /* @__PURE__ */ jsxs("li", {
		className: `${basket_line_card_module_default.line} ${finish ? basket_line_card_module_default.finish : ""}`,
		children: [
			/* @__PURE__ */ jsx("img", {
				className: basket_line_card_module_default.image,
				src: line.img,
				alt: "",
				width: finish ? 48 : 72,
				height: finish ? 48 : 72
			}),
			/* @__PURE__ */ jsxs("span", {
				className: basket_line_card_module_default.name,
				children: [line.name, line.gramm && /* @__PURE__ */ jsx(WeightPricedNote, {})]
			}),
			finish ? /* @__PURE__ */ jsxs("span", {
				className: basket_line_card_module_default.count,
				children: [line.count, "\xA0шт."]
			}) : /* @__PURE__ */ jsx(Stepper, {
				count: line.count,
				label: line.name,
				onDecrement: () => dispatch(decrement(line)),
				onIncrement: () => dispatch(increment(line))
			}),
			/* @__PURE__ */ jsx("span", {
				className: basket_line_card_module_default.sum,
				children: formatPrice(line.summa)
			}),
			!finish && /* @__PURE__ */ jsx("button", {
				type: "button",
				className: basket_line_card_module_default.remove,
				onClick: () => dispatch(removeLine(line)),
				"aria-label": `Удалить из корзины: ${line.name}`,
				title: "Удалить",
				children: "×"
			})
		]
	});
}
/** SPEC §2: a dish priced by weight costs what the venue weighs out; its sum is approximate. */
function WeightPricedNote() {
	return /* @__PURE__ */ jsxs("span", {
		className: basket_line_card_module_default.weightNote,
		children: [/* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			children: "≈ "
		}), checkoutMessages.weightPriced]
	});
}
// src/features/checkout/leave-site.ts
/** Where the order call's answer leads: a route of this app, or another site (the payment page). */
/** A same-site address is a route of this app; anything else is left for. */
function isSameSiteUrl(url) {
	return url.startsWith("/") && !url.startsWith("//");
}
/** A module of its own so that tests can stub leaving. */
function leaveSite(url) {
	window.location.assign(url);
}
export { rememberAwaitingPayment as a, WeightPricedNote as i, leaveSite as n, takeAwaitingPayment as o, BasketLineCard as r, isSameSiteUrl as t };
