/** DESIGN.md §4 "Codes": a new code is offered 60 s after the last one was sent. */
import { useState } from 'react';
import { formatSeconds, useCountdown } from '../lib/use-countdown';
import styles from './code-input.module.css';

interface CodeResendProps {
  seconds: number;
  /** sends a new code; true when it went, and the wait starts again */
  onResend: () => Promise<boolean>;
  disabled?: boolean;
}

export function CodeResend({ seconds, onResend, disabled = false }: CodeResendProps) {
  const { left, restart } = useCountdown(seconds);
  const [sending, setSending] = useState(false);

  if (left > 0) {
    return (
      <p className={styles.resend}>Отправить код повторно можно через {formatSeconds(left)}</p>
    );
  }
  return (
    <p className={styles.resend}>
      <button
        type="button"
        className={styles.resendButton}
        disabled={disabled || sending}
        onClick={async () => {
          setSending(true);
          try {
            if (await onResend()) restart();
          } finally {
            setSending(false);
          }
        }}
      >
        Отправить код ещё раз
      </button>
    </p>
  );
}
