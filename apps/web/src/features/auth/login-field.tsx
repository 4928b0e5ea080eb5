/**
 * The phone-or-e-mail field (SPEC.md §4 "Session"): its kind follows the first character — a digit
 * or '+' gives a phone input masked as +7 and ten digits, a letter an e-mail input, empty or '+7 ('
 * a neutral one.
 */
import { loginFieldKind } from '@storefront/contract/accounts';
import { useLayoutEffect, useRef } from 'react';
import { IMaskInput } from 'react-imask';
import { inputClassName } from '../../ui/form-field';

export const LOGIN_PHONE_MASK = '+7 (000) 000-00-00';

/** A typed or pasted phone in the mask's form: '89141234567' → '+7 (914) 123-45-67'. */
export function maskLoginPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  // The country code, however it came: +7…, 8… or 7… with ten digits after it, or alone.
  if (raw.trimStart().startsWith('+7') || (digits.length === 11 && /^[78]/.test(digits))) {
    digits = digits.slice(1);
  } else if (digits.length === 1 && /^[78]$/.test(digits)) {
    digits = '';
  }
  const d = digits.slice(0, 10);
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

interface LoginFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

export function LoginField({
  id,
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
}: LoginFieldProps) {
  const kind = loginFieldKind(value);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The phone input is another element: when the kind changes under the guest's fingers, the
  // new element takes the focus with the caret at the end.
  const refocus = useRef(false);
  const isPhone = kind === 'phone';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of element is the trigger
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    try {
      input.setSelectionRange(input.value.length, input.value.length);
    } catch {
      // type=email has no caret API
    }
  }, [isPhone]);

  const change = (next: string) => {
    const nextKind = loginFieldKind(next);
    const normalized = nextKind === 'phone' && !isPhone ? maskLoginPhone(next) : next;
    if ((loginFieldKind(normalized) === 'phone') !== isPhone) refocus.current = true;
    if (normalized !== value) onChange(normalized);
  };

  const common = {
    id,
    className: inputClassName,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'data-autofocus': true,
  };

  if (isPhone) {
    return (
      <IMaskInput
        {...common}
        key="phone"
        mask={LOGIN_PHONE_MASK}
        type="tel"
        inputMode="tel"
        autoComplete="username"
        value={value}
        inputRef={(element: HTMLInputElement | null) => {
          inputRef.current = element;
        }}
        onAccept={(next: string) => change(next)}
      />
    );
  }
  return (
    <input
      {...common}
      key="text"
      ref={inputRef}
      type={kind === 'email' ? 'email' : 'text'}
      inputMode={kind === 'email' ? 'email' : 'text'}
      autoComplete="username"
      placeholder="+7 (999) 999-99-99 или почта"
      value={value}
      onChange={(event) => change(event.target.value)}
    />
  );
}
