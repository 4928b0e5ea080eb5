import { n as formatPrice } from "./money-zcSbClma.js";
import { C as useAppSelector, L as selectBasketLines, M as clearBasket, R as selectBasketTotal, S as useAppDispatch } from "../entry-server.js";
import { t as Skeleton } from "./skeleton-BU7E8qJG.js";
import { a as rememberAwaitingPayment, n as leaveSite, r as BasketLineCard, t as isSameSiteUrl } from "./leave-site-FnmbrzJZ.js";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { toast } from "react-toastify";
var basket_page_module_default = {
	page: "_page_11f1a_1",
	wide: "_wide_11f1a_7",
	title: "_title_11f1a_11",
	empty: "_empty_11f1a_19",
	lines: "_lines_11f1a_39",
	total: "_total_11f1a_48",
	actions: "_actions_11f1a_54",
	next: "_next_11f1a_60",
	formLoading: "_formLoading_11f1a_81",
	status: "_status_11f1a_87"
};
// src/features/checkout/basket-page.tsx
/** `/basket`: review the basket, then the order form (SPEC.md §2 "Basket page", §4 "Checkout"). */
var loadForm = () => import("./checkout-form-lrvvXrq1.js");
var CheckoutForm = lazy(async () => ({ default: (await loadForm()).CheckoutForm }));
function BasketPage() {
	const dispatch = useAppDispatch();
	const navigate = useNavigate();
	const location = useLocation();
	const lines = useAppSelector(selectBasketLines);
	const total = useAppSelector(selectBasketTotal);
	const historyState = location.state;
	const step = historyState?.step === "form" ? "form" : "review";
	const [leaving, setLeaving] = useState(false);
	const heading = useRef(null);
	const empty = lines.length === 0;
	const message = historyState?.message;
	useEffect(() => {
		if (typeof message !== "string" || message === "") return;
		toast.success(message, { toastId: `basket-message:${message}` });
		navigate(".", {
			replace: true,
			state: null
		});
	}, [message, navigate]);
	useEffect(() => {
		if (!empty) loadForm();
	}, [empty]);
	const shownStep = useRef(step);
	useEffect(() => {
		if (shownStep.current === step) return;
		shownStep.current = step;
		window.scrollTo(0, 0);
		requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }));
	}, [step]);
	const toForm = () => navigate(".", { state: { step: "form" } });
	const toReview = () => navigate(-1);
	const onPlaced = ({ id, url }) => {
		if (isSameSiteUrl(url)) {
			dispatch(clearBasket());
			navigate(url, { replace: true });
		} else {
			rememberAwaitingPayment(id);
			setLeaving(true);
			leaveSite(url);
		}
	};
	if (leaving) return /* @__PURE__ */ jsxs("div", {
		className: basket_page_module_default.page,
		children: [/* @__PURE__ */ jsx("h1", { children: "ОПЛАТА" }), /* @__PURE__ */ jsx("p", {
			className: basket_page_module_default.status,
			role: "status",
			children: "Переходим на страницу оплаты…"
		})]
	});
	const form = step === "form" && !empty;
	return /* @__PURE__ */ jsxs("div", {
		className: `${basket_page_module_default.page} ${form ? basket_page_module_default.wide : ""}`,
		children: [/* @__PURE__ */ jsx("h1", {
			ref: heading,
			tabIndex: -1,
			className: basket_page_module_default.title,
			children: form ? "ОФОРМЛЕНИЕ ЗАКАЗА" : "КОРЗИНА"
		}), form ? /* @__PURE__ */ jsx(Suspense, {
			fallback: /* @__PURE__ */ jsx(Skeleton, { className: basket_page_module_default.formLoading }),
			children: /* @__PURE__ */ jsx(CheckoutForm, {
				onBack: toReview,
				onPlaced
			})
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [empty ? /* @__PURE__ */ jsxs("div", {
			className: basket_page_module_default.empty,
			children: [/* @__PURE__ */ jsx("p", { children: "В данное время корзина пуста!" }), /* @__PURE__ */ jsx(Link, {
				to: "/menu",
				children: "Перейти в меню"
			})]
		}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ul", {
			className: basket_page_module_default.lines,
			children: lines.map((line) => /* @__PURE__ */ jsx(BasketLineCard, { line }, `${line.special}-${line.id}`))
		}), /* @__PURE__ */ jsxs("p", {
			className: basket_page_module_default.total,
			children: ["Итого: ", /* @__PURE__ */ jsx("strong", { children: formatPrice(total) })]
		})] }), /* @__PURE__ */ jsx("div", {
			className: basket_page_module_default.actions,
			children: /* @__PURE__ */ jsx("button", {
				type: "button",
				className: basket_page_module_default.next,
				disabled: empty,
				onClick: toForm,
				children: "ПЕРЕЙТИ К ОФОРМЛЕНИЮ"
			})
		})] })]
	});
}
export { BasketPage };
