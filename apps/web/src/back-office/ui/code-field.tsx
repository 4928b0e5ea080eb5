/**
 * The six digits from the authenticator app, one field: a pasted '123 456' keeps its digits, and
 * the phone offers the code from its keyboard (one-time-code).
 */
import { staffMessages } from '@storefront/contract/staff';
import type { Ref } from 'react';
import { FormField, fieldAria, inputClassName } from '../../ui/form-field';
import styles from './staff.module.css';

export const CODE_LABEL = 'Код из приложения';
/** Before the call, the contract's rule and words. */
export const CODE_INCOMPLETE = staffMessages.code;

interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** not every member has the code (the sign-in form) */
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function CodeField({
  id,
  value,
  onChange,
  error,
  hint,
  disabled,
  optional = false,
  ref,
}: CodeFieldProps) {
  return (
    <FormField
      id={id}
      label={CODE_LABEL}
      error={error}
      hint={hint}
      errorRole="alert"
      required={!optional}
    >
      <input
        {...fieldAria(id, error, !optional, hint !== undefined)}
        ref={ref}
        className={`${inputClassName} ${styles.codeInput}`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
    </FormField>
  );
}
