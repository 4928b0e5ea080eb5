/**
 * Numbers as staff type them and read them back, for every back-office form: sums in roubles
 * ('350', '350,50', '1 250') sent as kopecks, decimals with a comma. What is not a number becomes
 * NaN, which the contract's schema refuses with its own message.
 */
import { toKopecks } from '@storefront/contract/money';

const compact = (text: string) => text.replace(/[\s\u00a0]/g, '').replace(',', '.');

/** '12', '12,5', '12.5' → 12.5; anything else NaN. */
export function decimalOf(text: string): number {
  const value = compact(text);
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** Roubles as typed → kopecks; more than two decimals is NaN. */
export function kopecksOf(text: string): number {
  const value = compact(text);
  return /^\d+(\.\d{1,2})?$/.test(value) ? toKopecks(Number(value)) : Number.NaN;
}

/** Kopecks as a member types roubles: 35000 → '350', 35050 → '350,50'. */
export function roublesText(kopecks: number): string {
  const roubles = Math.trunc(kopecks / 100);
  const rest = kopecks % 100;
  return rest === 0 ? String(roubles) : `${roubles},${String(rest).padStart(2, '0')}`;
}

/** 12.5 → '12,5' */
export const decimalText = (value: number) => String(value).replace('.', ',');

/** A whole number as typed: '48' → 48, '' → 0 or the given empty value; anything else NaN. */
export function wholeOf(text: string): number {
  const value = compact(text);
  return /^-?\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
}

/** A whole number that may be left empty: '' → null (the default), '25' → 25, 'ab' → NaN. */
export function optionalWholeOf(text: string): number | null {
  return compact(text) === '' ? null : wholeOf(text);
}

/** null → '', 25 → '25' */
export const optionalWholeText = (value: number | null) => (value === null ? '' : String(value));
