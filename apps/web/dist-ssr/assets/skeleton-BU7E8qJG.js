import { jsx } from "react/jsx-runtime";
var skeleton_module_default = {
	skeleton: "_skeleton_1qrbq_1",
	shimmer: "_shimmer_1qrbq_1"
};
// src/ui/skeleton.tsx
/** A grey placeholder block shown while content loads. */
function Skeleton({ className = "" }) {
	return /* @__PURE__ */ jsx("span", {
		className: `${skeleton_module_default.skeleton} ${className}`,
		"aria-hidden": "true"
	});
}
export { Skeleton as t };
