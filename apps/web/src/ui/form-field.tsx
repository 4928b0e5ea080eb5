/**
 * A labelled form field: the label (with a decorative star when required), the control, a hint
 * and the error message, tied together by ids so assistive technology reads them with the control.
 */
import type { ReactNode } from 'react';
import styles from './form-field.module.css';

export const inputClassName = styles.input;
export const textareaClassName = `${styles.input} ${styles.textarea}`;

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

/** The control's own attributes: its id, whether it is required or invalid, what describes it. */
export function fieldAria(id: string, error: string | undefined, required = false, hint = false) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
}

interface FieldErrorProps {
  id: string;
  message: string | undefined;
  /** 'alert' where the message appears in answer to an action, not while typing */
  role?: 'alert';
}

export function FieldError({ id, message, role }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className={styles.error} role={role}>
      {message}
    </p>
  );
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
  errorRole?: 'alert';
  /** the field's place in its form's grid */
  className?: string;
  children: ReactNode;
}

export function FormField({
  id,
  label,
  error,
  required = false,
  hint,
  errorRole,
  className = '',
  children,
}: FormFieldProps) {
  return (
    <div className={`${styles.field} ${className}`}>
      <label className={`${styles.label} ${required ? styles.required : ''}`} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} role={errorRole} />
    </div>
  );
}
