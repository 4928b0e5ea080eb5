import styles from './auth-dialog.module.css';

/** A dialog's answer from the server, announced when it appears. */
export function FormError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}
