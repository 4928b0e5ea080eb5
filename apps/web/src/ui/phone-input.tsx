/**
 * The site's one phone field (decision 021): login, registration and restore (inside the login
 * field's phone mode), checkout, booking and the account. It shows '+7 (914) 12 34 567' however a
 * Russian types or pastes the number — +7…, 8…, 7… or 9…, with spaces, brackets or dashes —
 * reading each key or paste through the contract's one normaliser.
 */
import { insertedNationalDigits, PHONE_PLACEHOLDER } from '@storefront/contract/phone';
import { type FocusEventHandler, type Ref, useCallback, useRef } from 'react';
import { IMaskInput } from 'react-imask';
import { inputClassName } from './form-field';

/** The shown form as a react-imask pattern: a fixed «+7», then ten digits. */
const PHONE_PATTERN = '+{7} (000) 00 00 000';

interface Masked {
  /** the shown text before the caret while the mask takes a key or a paste */
  value: string;
}

/**
 * What the mask is given for a key or a paste. Before the country code is on the screen the
 * insertion brings it (as the fixed '+' and '7' the mask then shows), followed by the national
 * digits only; a key that is just the country code ('+', '+7', '8', '7') shows it and no digit.
 * The mask's own re-appending of the text after the caret passes through unchanged.
 */
function prepare(inserted: string, masked: Masked, flags: { tail?: boolean }): string {
  if (flags.tail) return inserted;
  const before = masked.value;
  const digits = insertedNationalDigits(before, inserted);
  if (before.startsWith('+7')) return digits;
  if (before === '+') return digits === '' && !/[78]/.test(inserted) ? '' : `7${digits}`;
  if (digits === '') {
    if (/^\s*\+\s*$/.test(inserted)) return '+';
    return /[+78]/.test(inserted) ? '+7' : '';
  }
  return `+7${digits}`;
}

/** The part of react-imask's component this needs: its InputMask. */
interface MaskHolder {
  maskRef?: {
    value: string;
    _selection: { start: number; end: number };
    _saveSelection(): void;
  };
}

/** Selection changes a mask hears of only from key presses otherwise. */
const SELECTION_EVENTS = ['beforeinput', 'select', 'selectionchange', 'mouseup', 'touchend'];

/**
 * Whether `next` is `old` edited at `selection`: the selection replaced (typed, pasted, cut), or
 * at a caret text put in, or characters taken off just before it (Backspace) or after it (Delete).
 */
export function editAtSelection(
  old: string,
  next: string,
  { start, end }: { start: number; end: number },
): boolean {
  const head = old.slice(0, start);
  const tail = old.slice(end);
  const kept = next.startsWith(head) && next.endsWith(tail);
  if (start !== end || next.length >= old.length) {
    return kept && next.length >= head.length + tail.length;
  }
  const removed = old.length - next.length;
  return (
    (start >= removed && next === old.slice(0, start - removed) + tail) ||
    next === head + old.slice(end + removed)
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T }).current = value;
}

export interface PhoneInputProps {
  id?: string;
  name?: string;
  /** as shown: '+7 (914) 12 34 567'; any other form of a number is shown in this one */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
  'data-autofocus'?: boolean;
}

export function PhoneInput({
  value,
  onChange,
  inputRef,
  className = inputClassName,
  placeholder = PHONE_PLACEHOLDER,
  autoComplete = 'tel',
  ...rest
}: PhoneInputProps) {
  const holder = useRef<MaskHolder | null>(null);
  // The mask reads an edit against the selection it last saw, which it saves on key presses. A
  // selection made with the mouse or a finger and then cut or pasted over (the context menu)
  // would be read against a stale one and keep digits the guest removed; so it also hears of
  // every selection change, and of each edit just before it happens.
  const element = useRef<HTMLInputElement | null>(null);
  const save = useCallback(() => holder.current?.maskRef?._saveSelection(), []);
  // A change that is no edit at the selection the mask knows (autofill, a script, a selection it
  // missed) is read as the whole new text, before the mask reads it.
  const replace = useCallback(() => {
    const mask = holder.current?.maskRef;
    const input = element.current;
    if (!mask || !input || editAtSelection(mask.value, input.value, mask._selection)) return;
    mask._selection = { start: 0, end: mask.value.length };
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const listen = useCallback(
    (next: HTMLInputElement | null) => {
      const previous = element.current;
      for (const type of SELECTION_EVENTS) previous?.removeEventListener(type, save);
      previous?.removeEventListener('input', replace, { capture: true });
      element.current = next;
      for (const type of SELECTION_EVENTS) next?.addEventListener(type, save);
      // capturing: at the input itself it runs before the mask's own listener
      next?.addEventListener('input', replace, { capture: true });
      assignRef(inputRef, next);
    },
    [inputRef, save, replace],
  );
  return (
    <IMaskInput
      {...rest}
      ref={holder as never}
      className={className}
      mask={PHONE_PATTERN}
      prepare={prepare}
      eager="remove"
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={value}
      inputRef={listen}
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
    />
  );
}
