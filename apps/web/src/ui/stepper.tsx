import styles from './stepper.module.css';

interface StepperProps {
  count: number;
  min?: number;
  /** + is disabled here (none: the caller caps the count) */
  max?: number;
  /** what is counted, for screen readers: «Том ям» */
  label: string;
  onDecrement: () => void;
  onIncrement: () => void;
}

/** − n + control; − is disabled at the minimum instead of removing anything. */
export function Stepper({ count, min = 1, max, label, onDecrement, onIncrement }: StepperProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div className={styles.stepper} role="group" aria-label={`Количество: ${label}`}>
      <button
        type="button"
        className={styles.button}
        onClick={onDecrement}
        disabled={count <= min}
        aria-label={`Уменьшить количество: ${label}`}
      >
        −
      </button>
      <output className={styles.count} aria-live="polite">
        {count}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={onIncrement}
        disabled={max !== undefined && count >= max}
        aria-label={`Увеличить количество: ${label}`}
      >
        +
      </button>
    </div>
  );
}
