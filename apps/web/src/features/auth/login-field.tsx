/**
 * The phone-or-e-mail field (SPEC.md §4 "Session"): its kind follows the first character — a digit
 * or '+' gives the site's phone input (+7 and ten digits, decision 021), a letter an e-mail input,
 * empty or '+7 (' a neutral one.
 */
import { loginFieldKind } from '@storefront/contract/accounts';
import { PHONE_PLACEHOLDER } from '@storefront/contract/phone';
import { useLayoutEffect, useRef } from 'react';
import { inputClassName } from '../../ui/form-field';
import { PhoneInput } from '../../ui/phone-input';

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

  // What the guest typed or pasted into the neutral input goes to the phone input as it is: the
  // phone input reads it (a first '8' as the country code) and shows it in the site's form.
  const change = (next: string) => {
    if ((loginFieldKind(next) === 'phone') !== isPhone) refocus.current = true;
    if (next !== value) onChange(next);
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
      <PhoneInput
        {...common}
        key="phone"
        autoComplete="username"
        value={value}
        inputRef={(element: HTMLInputElement | null) => {
          inputRef.current = element;
        }}
        onChange={change}
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
      placeholder={`${PHONE_PLACEHOLDER} или почта`}
      value={value}
      onChange={(event) => change(event.target.value)}
    />
  );
}
