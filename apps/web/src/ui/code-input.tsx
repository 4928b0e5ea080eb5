/**
 * A confirmation code as single-digit boxes (SPEC.md §4 "Session", §5 "Auth"): digits only, focus
 * moves forward as digits come, Backspace on an empty box goes back, arrows move, and a pasted or
 * autofilled code fills every box.
 */
import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useImperativeHandle,
  useRef,
} from 'react';
import styles from './code-input.module.css';

export interface CodeInputHandle {
  focus: () => void;
}

interface CodeInputProps {
  /** the digits so far: a blank is a space ('12 4'), so only six digits make a whole code */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** id of the text that describes the boxes (the prompt or the error) */
  describedBy?: string;
  ref?: Ref<CodeInputHandle>;
}

/** A whole code: `length` digits, no blanks. */
export function isCompleteCode(value: string, length = 6): boolean {
  return value.length === length && /^\d+$/.test(value);
}

export function CodeInput({
  value,
  onChange,
  length = 6,
  disabled = false,
  invalid = false,
  describedBy,
  ref,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, index) => {
    const char = value[index] ?? '';
    return /\d/.test(char) ? char : '';
  });

  useImperativeHandle(ref, () => ({
    focus: () => {
      const firstEmpty = digits.indexOf('');
      boxes.current[firstEmpty === -1 ? length - 1 : firstEmpty]?.focus();
    },
  }));

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const emit = (next: string[]) =>
    onChange(
      next
        .map((digit) => digit || ' ')
        .join('')
        .trimEnd(),
    );

  /** Digits from `index` on, as many as fit; focus goes to the box after the last one. */
  const fillFrom = (index: number, incoming: string) => {
    const next = [...digits];
    const chars = incoming.slice(0, length - index).split('');
    chars.forEach((char, offset) => {
      next[index + offset] = char;
    });
    emit(next);
    focusBox(index + chars.length);
  };

  const onBoxChange = (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value.replace(/\D/g, '');
    if (typed === '') {
      // Deleted, or something other than a digit typed: the box is empty or keeps its digit.
      if (event.target.value === '') {
        const next = [...digits];
        next[index] = '';
        emit(next);
      }
      return;
    }
    // A whole code at once (autofill, a keyboard's suggestion) starts at the first box.
    if (typed.length >= length) {
      fillFrom(0, typed);
      return;
    }
    // Typed over a digit whose text was not selected: the new digit is the one that is not old.
    const old = digits[index] ?? '';
    const digit = typed.length > 1 && typed.startsWith(old) ? typed.slice(old.length) : typed;
    fillFrom(index, digit);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A digit key is handled here: typed over the same digit, the field's value would not change,
    // no change event would come, and the focus would stay.
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      fillFrom(index, event.key);
      return;
    }
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted === '') return;
    fillFrom(pasted.length >= length ? 0 : index, pasted);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend; the group is labelled by the describing text
    <div className={styles.boxes} role="group" aria-label="Код подтверждения">
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Цифра ${index + 1} из ${length}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-autofocus={index === 0 ? true : undefined}
          disabled={disabled}
          value={digit}
          onChange={(event) => onBoxChange(index, event)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onInput={(event) => {
            // Virtual keyboards send no key: the same digit again still moves on.
            if (digit !== '' && event.currentTarget.value === digit) focusBox(index + 1);
          }}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
