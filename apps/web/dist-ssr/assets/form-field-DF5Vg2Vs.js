import { jsx, jsxs } from "react/jsx-runtime";
var form_field_module_default = {
	field: "_field_aypqn_1",
	label: "_label_aypqn_8",
	required: "_required_aypqn_14",
	input: "_input_aypqn_19",
	textarea: "_textarea_aypqn_44",
	hint: "_hint_aypqn_49",
	error: "_error_aypqn_56"
};
// src/ui/form-field.tsx
var inputClassName = form_field_module_default.input;
var textareaClassName = `${form_field_module_default.input} ${form_field_module_default.textarea}`;
var errorId = (id) => `${id}-error`;
var hintId = (id) => `${id}-hint`;
/** The control's own attributes: its id, whether it is required or invalid, what describes it. */
function fieldAria(id, error, required = false, hint = false) {
	const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
	return {
		id,
		"aria-required": required || void 0,
		"aria-invalid": error ? true : void 0,
		"aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : void 0
	};
}
function FieldError({ id, message, role }) {
	if (!message) return null;
	return /* @__PURE__ */ jsx("p", {
		id: errorId(id),
		className: form_field_module_default.error,
		role,
		children: message
	});
}
function FormField({ id, label, error, required = false, hint, errorRole, className = "", children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: `${form_field_module_default.field} ${className}`,
		children: [
			/* @__PURE__ */ jsx("label", {
				className: `${form_field_module_default.label} ${required ? form_field_module_default.required : ""}`,
				htmlFor: id,
				children: label
			}),
			children,
			hint && /* @__PURE__ */ jsx("p", {
				id: hintId(id),
				className: form_field_module_default.hint,
				children: hint
			}),
			/* @__PURE__ */ jsx(FieldError, {
				id,
				message: error,
				role: errorRole
			})
		]
	});
}
export { textareaClassName as a, inputClassName as i, FormField as n, fieldAria as r, FieldError as t };
