import { useCallback, useEffect, useImperativeHandle, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
var code_input_module_default = {
	boxes: "_boxes_1sy5g_1",
	box: "_box_1sy5g_1",
	resend: "_resend_1sy5g_45",
	resendButton: "_resendButton_1sy5g_52"
};
// src/ui/code-input.tsx
/**
* A confirmation code as single-digit boxes (SPEC.md §4 "Session", §5 "Auth"): digits only, focus
* moves forward as digits come, Backspace on an empty box goes back, arrows move, and a pasted or
* autofilled code fills every box.
*/
/** A whole code: `length` digits, no blanks. */
function isCompleteCode(value, length = 6) {
	return value.length === length && /^\d+$/.test(value);
}
function CodeInput({ value, onChange, length = 6, disabled = false, invalid = false, describedBy, ref }) {
	const boxes = useRef([]);
	const digits = Array.from({ length }, (_, index) => {
		const char = value[index] ?? "";
		return /\d/.test(char) ? char : "";
	});
	useImperativeHandle(ref, () => ({ focus: () => {
		const firstEmpty = digits.indexOf("");
		boxes.current[firstEmpty === -1 ? length - 1 : firstEmpty]?.focus();
	} }));
	const focusBox = (index) => {
		const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
		box?.focus();
		box?.select();
	};
	const emit = (next) => onChange(next.map((digit) => digit || " ").join("").trimEnd());
	/** Digits from `index` on, as many as fit; focus goes to the box after the last one. */
	const fillFrom = (index, incoming) => {
		const next = [...digits];
		const chars = incoming.slice(0, length - index).split("");
		chars.forEach((char, offset) => {
			next[index + offset] = char;
		});
		emit(next);
		focusBox(index + chars.length);
	};
	const onBoxChange = (index, event) => {
		const typed = event.target.value.replace(/\D/g, "");
		if (typed === "") {
			if (event.target.value === "") {
				const next = [...digits];
				next[index] = "";
				emit(next);
			}
			return;
		}
		if (typed.length >= length) {
			fillFrom(0, typed);
			return;
		}
		const old = digits[index] ?? "";
		const digit = typed.length > 1 && typed.startsWith(old) ? typed.slice(old.length) : typed;
		fillFrom(index, digit);
	};
	const onKeyDown = (index, event) => {
		if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
			event.preventDefault();
			fillFrom(index, event.key);
			return;
		}
		if (event.key === "Backspace" && digits[index] === "" && index > 0) {
			event.preventDefault();
			focusBox(index - 1);
		} else if (event.key === "ArrowLeft") {
			event.preventDefault();
			focusBox(index - 1);
		} else if (event.key === "ArrowRight") {
			event.preventDefault();
			focusBox(index + 1);
		} else if (event.key === "Home") {
			event.preventDefault();
			focusBox(0);
		} else if (event.key === "End") {
			event.preventDefault();
			focusBox(length - 1);
		}
	};
	const onPaste = (index, event) => {
		event.preventDefault();
		const pasted = event.clipboardData.getData("text").replace(/\D/g, "");
		if (pasted === "") return;
		fillFrom(pasted.length >= length ? 0 : index, pasted);
	};
	return /* @__PURE__ */ jsx("div", {
		className: code_input_module_default.boxes,
		role: "group",
		"aria-label": "Код подтверждения",
		children: digits.map((digit, index) => /* @__PURE__ */ jsx("input", {
			ref: (element) => {
				boxes.current[index] = element;
			},
			className: code_input_module_default.box,
			type: "text",
			inputMode: "numeric",
			pattern: "[0-9]*",
			autoComplete: index === 0 ? "one-time-code" : "off",
			"aria-label": `Цифра ${index + 1} из ${length}`,
			"aria-invalid": invalid || void 0,
			"aria-describedby": describedBy,
			"data-autofocus": index === 0 ? true : void 0,
			disabled,
			value: digit,
			onChange: (event) => onBoxChange(index, event),
			onKeyDown: (event) => onKeyDown(index, event),
			onPaste: (event) => onPaste(index, event),
			onInput: (event) => {
				if (digit !== "" && event.currentTarget.value === digit) focusBox(index + 1);
			},
			onFocus: (event) => event.target.select()
		}, index))
	});
}
// src/lib/use-countdown.ts
/**
* Whole seconds left until `seconds` after the last (re)start; 0 when over. Counts from the clock,
* not from ticks, so a background tab's slowed timers do not stretch it.
*/
function useCountdown(seconds) {
	const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1e3);
	const [now, setNow] = useState(() => Date.now());
	const left = Math.max(0, Math.ceil((deadline - now) / 1e3));
	useEffect(() => {
		if (left === 0) return;
		const timer = setInterval(() => setNow(Date.now()), 1e3);
		return () => clearInterval(timer);
	}, [left]);
	return {
		left,
		restart: useCallback(() => {
			const start = Date.now();
			setDeadline(start + seconds * 1e3);
			setNow(start);
		}, [seconds])
	};
}
/** 75 → '1:15' */
function formatSeconds(total) {
	const minutes = Math.floor(total / 60);
	const seconds = total % 60;
	return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
// src/ui/code-resend.tsx
/** DESIGN.md §4 "Codes": a new code is offered 60 s after the last one was sent. */
function CodeResend({ seconds, onResend, disabled = false }) {
	const { left, restart } = useCountdown(seconds);
	const [sending, setSending] = useState(false);
	if (left > 0) return /* @__PURE__ */ jsxs("p", {
		className: code_input_module_default.resend,
		children: ["Отправить код повторно можно через ", formatSeconds(left)]
	});
	return /* @__PURE__ */ jsx("p", {
		className: code_input_module_default.resend,
		children: /* @__PURE__ */ jsx("button", {
			type: "button",
			className: code_input_module_default.resendButton,
			disabled: disabled || sending,
			onClick: async () => {
				setSending(true);
				try {
					if (await onResend()) restart();
				} finally {
					setSending(false);
				}
			},
			children: "Отправить код ещё раз"
		})
	});
}
export { CodeInput as n, isCompleteCode as r, CodeResend as t };
