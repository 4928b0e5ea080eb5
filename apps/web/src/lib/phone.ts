/** The site's phone mask (checkout, account; SPEC §5): +7(999) 99 99 999. */
export const PHONE_MASK = '+7(000) 00 00 000';

/** '79141234567' (as the account API gives it) → '+7(914) 12 34 567'; '' stays ''. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return '';
  const d = (digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits).slice(0, 10);
  let out = `+7(${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 5)}`;
  if (d.length > 5) out += ` ${d.slice(5, 7)}`;
  if (d.length > 7) out += ` ${d.slice(7, 10)}`;
  return out;
}

/** Nothing but the mask's own «+7»: the guest has not typed a number. */
export function isPhoneEmpty(phone: string): boolean {
  return phone.replace(/\D/g, '').length <= 1;
}
