/**
 * What a back-office view shows while its data is read: «Загрузка…» until it is here, and when
 * reading failed the reason with «Повторить». Every section and the frame use it, so a failed
 * read looks and works the same everywhere.
 */
import { staffErrorText } from '../app/staff-errors';
import styles from './staff.module.css';

interface QueryStateProps {
  /** RTK Query's flags for the read */
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** the data is here: nothing to say unless the read failed */
  loaded: boolean;
  /** the failure as a card of its own (where it stands in place of a section's main list) */
  card?: boolean;
}

export function QueryState({ isError, error, refetch, loaded, card = false }: QueryStateProps) {
  if (isError) {
    const failure = (
      <>
        <p className={styles.error} role="alert">
          {staffErrorText(error)}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondaryButton} onClick={() => refetch()}>
            Повторить
          </button>
        </div>
      </>
    );
    return card ? <div className={styles.card}>{failure}</div> : failure;
  }
  if (loaded) return null;
  return (
    <p className={styles.muted} aria-busy="true">
      Загрузка…
    </p>
  );
}
