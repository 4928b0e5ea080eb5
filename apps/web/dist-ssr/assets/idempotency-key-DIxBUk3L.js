// src/lib/idempotency-key.ts
/**
* The Idempotency-Key of a call that creates something (an order, a booking): kept by the caller
* until the thing is made, so that a resend after a lost answer cannot make it twice.
*/
/** A v4 UUID; crypto.randomUUID exists only in secure contexts (not on a plain-HTTP LAN address). */
function newIdempotencyKey() {
	if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
	const hex = Array.from(crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
	const variant = "89ab".charAt(Number.parseInt(hex.slice(16, 17), 16) % 4);
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}
export { newIdempotencyKey as t };
