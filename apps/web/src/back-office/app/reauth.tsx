/**
 * The password asked again for a sensitive step (decision 079): a call answered 403
 * `reauthRequired` opens a small dialog; the password given (POST /api/staff/reauth), the call is
 * sent again. Cancelled, the call's refusal stands. A page with such steps sits in a
 * ReauthProvider and sends them through `useWithReauth()`.
 */
import { errorMessages } from '@storefront/contract/error-messages';
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useState,
} from 'react';
import { errorType } from '../../lib/api';
import { Modal } from '../../ui/modal';
import styles from '../ui/staff.module.css';
import { useStaffReauthMutation } from './staff-api';
import { staffErrorText } from './staff-errors';

/** Asks for the password; true once it was given and accepted. */
type AskPassword = () => Promise<boolean>;

const ReauthContext = createContext<AskPassword | null>(null);

export function ReauthProvider({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<((given: boolean) => void) | null>(null);
  const ask = useCallback(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)), []);
  const done = (given: boolean) => {
    answer?.(given);
    setAnswer(null);
  };
  return (
    <ReauthContext.Provider value={ask}>
      {children}
      {answer && <ReauthDialog onDone={done} />}
    </ReauthContext.Provider>
  );
}

/** Sends `call`; answered `reauthRequired`, asks for the password and sends it once more. */
export function useWithReauth() {
  const ask = useContext(ReauthContext);
  return useCallback(
    async <R extends { error?: unknown }>(call: () => Promise<R>): Promise<R> => {
      const first = await call();
      if (ask === null || errorType(first.error) !== 'reauthRequired') return first;
      return (await ask()) ? call() : first;
    },
    [ask],
  );
}

function ReauthDialog({ onDone }: { onDone: (given: boolean) => void }) {
  const [reauth, { isLoading }] = useStaffReauthMutation();
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (password === '') {
      setFormError(errorMessages.reauthRequired);
      return;
    }
    const result = await reauth({ password });
    if ('error' in result) setFormError(staffErrorText(result.error));
    else onDone(true);
  };

  return (
    <Modal title="Подтвердите пароль" onClose={() => onDone(false)}>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <p className={styles.muted}>{errorMessages.reauthRequired}</p>
        <label>
          Ваш пароль{' '}
          <input
            className={styles.codeInput}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={isLoading}>
            Подтвердить
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => onDone(false)}>
            Отмена
          </button>
        </div>
      </form>
    </Modal>
  );
}
