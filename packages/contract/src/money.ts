/** Money: integer kopecks in storage and arithmetic, roubles on the wire (DESIGN.md §4). */

export function toKopecks(roubles: number): number {
  return Math.round(roubles * 100);
}

export function toRoubles(kopecks: number): number {
  return kopecks / 100;
}

/** Line total in roubles, computed in kopecks so that 0.1 + 0.2 never shows up. */
export function multiplyPrice(priceRoubles: number, count: number): number {
  return toRoubles(toKopecks(priceRoubles) * count);
}

export function addPrices(a: number, b: number): number {
  return toRoubles(toKopecks(a) + toKopecks(b));
}

const groupFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** `1 250 Р` — groups separated by a non-breaking space, as SPEC.md shows prices. */
export function formatPrice(roubles: number): string {
  return `${groupFormat.format(roubles).replace(/\s/g, '\u00a0')}\u00a0Р`;
}
