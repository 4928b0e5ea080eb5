import { t as useBodyScrollLock } from "../entry-server.js";
import { useEffect, useId, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { createPortal } from "react-dom";
var modal_module_default = {
	backdrop: "_backdrop_1iw0i_1",
	dialog: "_dialog_1iw0i_12",
	head: "_head_1iw0i_26",
	title: "_title_1iw0i_34",
	close: "_close_1iw0i_39"
};
// src/ui/modal.tsx
/**
* A modal dialog: role=dialog with aria-modal, focus kept inside and given back to what had it
* before, Escape or the close button or a click outside closes it, the page does not scroll.
*/
var FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex=\"-1\"])";
function focusables(container) {
	if (!container) return [];
	return [...container.querySelectorAll(FOCUSABLE)].filter((el) => el.tabIndex >= 0);
}
function firstFocusable(container) {
	return container?.querySelector("[data-autofocus]:not([disabled])") ?? focusables(container)[0] ?? null;
}
/**
* Puts focus on the first field of `container` each time `step` changes (a modal's next step),
* once the step is `ready` (its fields may be disabled while the request that led there ends).
*/
function useFocusFirst(container, step, ready = true) {
	const focused = useRef(void 0);
	useEffect(() => {
		if (!ready || focused.current === step) return;
		focused.current = step;
		firstFocusable(container.current)?.focus();
	}, [
		container,
		step,
		ready
	]);
}
function Modal({ title, hideTitle = false, onClose, children }) {
	const titleId = useId();
	const dialogRef = useRef(null);
	const bodyRef = useRef(null);
	useBodyScrollLock(true);
	const [opener] = useState(() => document.activeElement instanceof HTMLElement ? document.activeElement : null);
	useEffect(() => {
		(firstFocusable(bodyRef.current) ?? dialogRef.current)?.focus();
		return () => {
			if (opener?.isConnected) opener.focus();
		};
	}, [opener]);
	const onKeyDown = (event) => {
		if (event.key === "Escape") {
			event.stopPropagation();
			onClose();
			return;
		}
		if (event.key !== "Tab" || !dialogRef.current) return;
		const focusable = focusables(dialogRef.current);
		const first = focusable[0];
		const last = focusable[focusable.length - 1];
		if (!first || !last) return;
		const inside = dialogRef.current.contains(document.activeElement);
		if (event.shiftKey && (document.activeElement === first || !inside)) {
			event.preventDefault();
			last.focus();
		} else if (!event.shiftKey && (document.activeElement === last || !inside)) {
			event.preventDefault();
			first.focus();
		}
	};
	return createPortal(/* @__PURE__ */ jsx("div", {
		className: modal_module_default.backdrop,
		onClick: (event) => {
			if (event.target === event.currentTarget) onClose();
		},
		children: /* @__PURE__ */ jsxs("div", {
			ref: dialogRef,
			className: modal_module_default.dialog,
			role: "dialog",
			"aria-modal": "true",
			"aria-labelledby": titleId,
			tabIndex: -1,
			onKeyDown,
			children: [/* @__PURE__ */ jsxs("div", {
				className: modal_module_default.head,
				children: [/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: hideTitle ? "visually-hidden" : modal_module_default.title,
					children: title
				}), /* @__PURE__ */ jsx("button", {
					type: "button",
					className: modal_module_default.close,
					"aria-label": "Закрыть",
					onClick: onClose,
					children: /* @__PURE__ */ jsx("svg", {
						viewBox: "0 0 24 24",
						width: "20",
						height: "20",
						"aria-hidden": "true",
						focusable: "false",
						children: /* @__PURE__ */ jsx("path", {
							d: "M6 6l12 12M18 6L6 18",
							stroke: "currentColor",
							strokeWidth: "2",
							strokeLinecap: "round"
						})
					})
				})]
			}), /* @__PURE__ */ jsx("div", {
				ref: bodyRef,
				className: modal_module_default.body,
				children
			})]
		})
	}), document.body);
}
export { useFocusFirst as n, Modal as t };
