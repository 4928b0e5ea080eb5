import { St as PHONE_PLACEHOLDER, wt as insertedNationalDigits } from "../entry-server.js";
import { i as inputClassName } from "./form-field-DF5Vg2Vs.js";
import { useCallback, useRef } from "react";
import { jsx } from "react/jsx-runtime";
import { IMaskInput } from "react-imask";
// src/ui/phone-input.tsx
/**
* The site's one phone field (decision 021): login, registration and restore (inside the login
* field's phone mode), checkout, booking and the account. It shows '+7 (914) 12 34 567' however a
* Russian types or pastes the number — +7…, 8…, 7… or 9…, with spaces, brackets or dashes —
* reading each key or paste through the contract's one normaliser.
*/
/** The shown form as a react-imask pattern: a fixed «+7», then ten digits. */
var PHONE_PATTERN = "+{7} (000) 00 00 000";
/**
* What the mask is given for a key or a paste. Before the country code is on the screen the
* insertion brings it (as the fixed '+' and '7' the mask then shows), followed by the national
* digits only; a key that is just the country code ('+', '+7', '8', '7') shows it and no digit.
* The mask's own re-appending of the text after the caret passes through unchanged.
*/
function prepare(inserted, masked, flags) {
	if (flags.tail) return inserted;
	const before = masked.value;
	const digits = insertedNationalDigits(before, inserted);
	if (before.startsWith("+7")) return digits;
	if (before === "+") return digits === "" && !/[78]/.test(inserted) ? "" : `7${digits}`;
	if (digits === "") {
		if (/^\s*\+\s*$/.test(inserted)) return "+";
		return /[+78]/.test(inserted) ? "+7" : "";
	}
	return `+7${digits}`;
}
/** Selection changes a mask hears of only from key presses otherwise. */
var SELECTION_EVENTS = [
	"beforeinput",
	"select",
	"selectionchange",
	"mouseup",
	"touchend"
];
/**
* Whether `next` is `old` edited at `selection`: the selection replaced (typed, pasted, cut), or
* at a caret text put in, or characters taken off just before it (Backspace) or after it (Delete).
*/
function editAtSelection(old, next, { start, end }) {
	const head = old.slice(0, start);
	const tail = old.slice(end);
	const kept = next.startsWith(head) && next.endsWith(tail);
	if (start !== end || next.length >= old.length) return kept && next.length >= head.length + tail.length;
	const removed = old.length - next.length;
	return start >= removed && next === old.slice(0, start - removed) + tail || next === head + old.slice(end + removed);
}
function assignRef(ref, value) {
	if (typeof ref === "function") ref(value);
	else if (ref) ref.current = value;
}
function PhoneInput({ value, onChange, inputRef, className = inputClassName, placeholder = PHONE_PLACEHOLDER, autoComplete = "tel", ...rest }) {
	const holder = useRef(null);
	const element = useRef(null);
	const save = useCallback(() => holder.current?.maskRef?._saveSelection(), []);
	const replace = useCallback(() => {
		const mask = holder.current?.maskRef;
		const input = element.current;
		if (!mask || !input || editAtSelection(mask.value, input.value, mask._selection)) return;
		mask._selection = {
			start: 0,
			end: mask.value.length
		};
		input.setSelectionRange(input.value.length, input.value.length);
	}, []);
	const listen = useCallback((next) => {
		const previous = element.current;
		for (const type of SELECTION_EVENTS) previous?.removeEventListener(type, save);
		previous?.removeEventListener("input", replace, { capture: true });
		element.current = next;
		for (const type of SELECTION_EVENTS) next?.addEventListener(type, save);
		next?.addEventListener("input", replace, { capture: true });
		assignRef(inputRef, next);
	}, [
		inputRef,
		save,
		replace
	]);
	return /* @__PURE__ */ jsx(IMaskInput, {
		...rest,
		ref: holder,
		className,
		mask: PHONE_PATTERN,
		prepare,
		eager: "remove",
		type: "tel",
		inputMode: "tel",
		autoComplete,
		placeholder,
		value,
		inputRef: listen,
		onAccept: (next) => {
			if (next !== value) onChange(next);
		}
	});
}
export { PhoneInput as t };
