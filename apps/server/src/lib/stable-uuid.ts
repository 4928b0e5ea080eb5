import { createHash } from 'node:crypto';

/** A UUID (v5 layout) derived from a key: the same key always gives the same id. */
export function stableUuid(key: string): string {
  const hex = createHash('sha1').update(`storefront:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
