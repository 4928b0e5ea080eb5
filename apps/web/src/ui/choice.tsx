import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './choice.module.css';

interface ChoiceProps {
  id: string;
  label: string;
  value: string;
  field: UseFormRegisterReturn;
}

/** A radio button drawn as a pill (the native input stays, for keyboard and screen readers). */
export function Choice({ id, label, value, field }: ChoiceProps) {
  return (
    <span className={styles.choice}>
      <input className={styles.input} type="radio" id={id} value={value} {...field} />
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
    </span>
  );
}

/** The row the choices of one question stand in. */
export const choicesClassName = styles.choices;
