/**
 * Russian phone numbers, read once for the whole site (login, registration, restore, checkout,
 * booking, account; decision 021): whatever a guest types or pastes — +7…, 8…, 7…, 9…, with
 * spaces, brackets or dashes — is one number, shown in one form, sent in the form each API keeps.
 */

/** The shown form in the spec's notation (9 is a digit), also the fields' placeholder. */
export const PHONE_FORMAT = '+7 (999) 99 99 999';
export const PHONE_PLACEHOLDER = PHONE_FORMAT;
/** What every shown number starts with: the country code and the bracket of the area code. */
export const PHONE_PREFIX = '+7 (';
/** The digits after the country code. */
export const NATIONAL_DIGITS = 10;

/**
 * The national digits (after +7) of a raw input, at most as many as the guest gave:
 * '+7 (914) 123-45-67', '8 914 123 45 67', '79141234567', '9141234567' → '9141234567';
 * '+7 (' → ''. A leading 8 or 7 is the country code (a lone '8' or '7' too: the first key of
 * '8914…'), except in a whole ten-digit national number such as '8001234567'; after a typed
 * '+7' every digit is national ('+7 (8' → '8'). A '+' with another country gives its digits,
 * which never make a Russian number.
 */
export function nationalDigits(raw: string): string {
  const text = raw.trimStart();
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    return /^\+\D*7/.test(text) ? digits.slice(1) : digits;
  }
  if (/^[78]/.test(digits) && digits.length !== NATIONAL_DIGITS) return digits.slice(1);
  return digits;
}

/**
 * The national digits that a key or a paste adds at the caret, given the shown text before the
 * caret. Before the first digit of the number the insertion is read as a whole number, its country
 * code dropped ('8…', '7…', '+7…'; after a lone '+' a '7' is the country code); once the country
 * code is on the screen ('+7', '+7 (') a single key is a digit of the number (8-800), while a paste
 * is still read whole ('+7 914 …' pasted after the shown '+7 (').
 */
export function insertedNationalDigits(before: string, inserted: string): string {
  if (!isPhoneEmpty(before)) return inserted.replace(/\D/g, '');
  const lead = before.trim();
  if (lead === '+') return nationalDigits(/^\D*7/.test(inserted) ? `+${inserted}` : inserted);
  if (lead !== '' && inserted.length === 1) return inserted.replace(/\D/g, '');
  return nationalDigits(inserted);
}

/** Whether the guest has given no digit of the number yet (the shown '+7 (' aside). */
export function isPhoneEmpty(raw: string): boolean {
  return nationalDigits(raw) === '';
}

/**
 * The shown form of national digits, as far as they go: '914' → '+7 (914', '9141234567' →
 * '+7 (914) 12 34 567'; '' → ''. Digits beyond ten are dropped.
 */
export function formatNational(national: string): string {
  const d = national.replace(/\D/g, '').slice(0, NATIONAL_DIGITS);
  if (d === '') return '';
  let out = `${PHONE_PREFIX}${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 5)}`;
  if (d.length > 5) out += ` ${d.slice(5, 7)}`;
  if (d.length > 7) out += ` ${d.slice(7, 10)}`;
  return out;
}

/** Any raw input (or a stored '79141234567') in the shown form: '+7 (914) 12 34 567'. */
export function formatPhone(raw: string): string {
  return formatNational(nationalDigits(raw));
}

/** A whole Russian number as '+79141234567' (orders, bookings), or null ('+1 …' too). */
export function normalizePhone(raw: string): string | null {
  if (/^\+\D*[^\D7]/.test(raw.trimStart())) return null;
  const national = nationalDigits(raw);
  return national.length === NATIONAL_DIGITS ? `+7${national}` : null;
}

/** A whole Russian number as the accounts keep it, '79141234567', or null. */
export function normalizeAccountPhone(raw: string): string | null {
  return normalizePhone(raw)?.slice(1) ?? null;
}
