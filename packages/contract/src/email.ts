/**
 * E-mail domains, Cyrillic ones included ('гость@пример.рф', 'info@ресторан.рф'): the one domain
 * rule of the site's e-mail patterns, and the reading of a domain that a browser sends in its
 * punycode form (Chromium's e-mail input gives 'info@xn--80ajzcicfi.xn--p1ai' for
 * 'info@ресторан.рф').
 */

/**
 * After the @: labels of letters of any alphabet, digits and hyphens, then a top-level domain of
 * two letters or more, or its punycode form ('xn--p1ai' is 'рф'). A RegExp source for the u flag.
 */
export const EMAIL_DOMAIN = String.raw`[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:\p{L}{2,}|[Xx][Nn]--[\p{L}\d-]+)`;

// RFC 3492 (punycode) parameters.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 22; // 0-9 → 26-35
  if (code >= 97 && code <= 122) return code - 97; // a-z → 0-25
  return BASE;
}

/** One punycode label without its 'xn--' ('p1ai' → 'рф'), or null when it is not one. */
function decodeLabel(encoded: string): string | null {
  const split = encoded.lastIndexOf('-');
  const output = split > 0 ? Array.from(encoded.slice(0, split), (c) => c.charCodeAt(0)) : [];
  let n = 128;
  let bias = 72;
  let i = 0;
  let pos = split > 0 ? split + 1 : 0;
  while (pos < encoded.length) {
    const old = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (pos >= encoded.length) return null;
      const digit = digitOf(encoded[pos] ?? '');
      pos += 1;
      if (digit >= BASE) return null;
      i += digit * weight;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      weight *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - old, length, old === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** A domain in letters, however it came: 'xn--80ajzcicfi.xn--p1ai' → 'ресторан.рф'. */
export function domainToUnicode(domain: string): string {
  return domain
    .split('.')
    .map((label) => {
      if (!/^xn--[a-z\d-]+$/i.test(label)) return label;
      return decodeLabel(label.slice(4).toLowerCase()) ?? label;
    })
    .join('.');
}

/** An address with its domain in letters: 'info@xn--80ajzcicfi.xn--p1ai' → 'info@ресторан.рф'. */
export function emailToUnicode(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : `${email.slice(0, at)}@${domainToUnicode(email.slice(at + 1))}`;
}
