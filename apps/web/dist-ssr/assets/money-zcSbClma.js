// ../../packages/contract/src/money.ts
/** Money: integer kopecks in storage and arithmetic, roubles on the wire (DESIGN.md §4). */
function toKopecks(roubles) {
	return Math.round(roubles * 100);
}
function toRoubles(kopecks) {
	return kopecks / 100;
}
/** Line total in roubles, computed in kopecks so that 0.1 + 0.2 never shows up. */
function multiplyPrice(priceRoubles, count) {
	return toRoubles(toKopecks(priceRoubles) * count);
}
function addPrices(a, b) {
	return toRoubles(toKopecks(a) + toKopecks(b));
}
var groupFormat = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 2 });
/** `1 250 Р` — groups separated by a non-breaking space, as SPEC.md shows prices. */
function formatPrice(roubles) {
	return `${groupFormat.format(roubles).replace(/\s/g, "\xA0")}\u00a0Р`;
}
export { toKopecks as i, formatPrice as n, multiplyPrice as r, addPrices as t };
