import { jsx, jsxs } from "react/jsx-runtime";
var choice_module_default = {
	choices: "_choices_1rfns_1",
	choice: "_choice_1rfns_1",
	input: "_input_1rfns_12",
	label: "_label_1rfns_20"
};
// src/ui/choice.tsx
/** A radio button drawn as a pill (the native input stays, for keyboard and screen readers). */
function Choice({ id, label, value, field }) {
	return /* @__PURE__ */ jsxs("span", {
		className: choice_module_default.choice,
		children: [/* @__PURE__ */ jsx("input", {
			className: choice_module_default.input,
			type: "radio",
			id,
			value,
			...field
		}), /* @__PURE__ */ jsx("label", {
			className: choice_module_default.label,
			htmlFor: id,
			children: label
		})]
	});
}
/** The row the choices of one question stand in. */
var choicesClassName = choice_module_default.choices;
export { choicesClassName as n, Choice as t };
