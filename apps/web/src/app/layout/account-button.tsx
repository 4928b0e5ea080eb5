import { errorMessages } from '@storefront/contract/errors';
import { toast } from 'react-toastify';
import styles from './header.module.css';

/** A logged-out visitor's account icon: the login modal arrives with the accounts feature. */
export function AccountButton() {
  return (
    <button
      type="button"
      className={styles.iconButton}
      title="Авторизоваться"
      aria-label="Авторизоваться"
      onClick={() => toast.info(errorMessages.unauthorizedToast, { toastId: 'unauthorized' })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M4 20c1.5-3.6 4.4-5.4 8-5.4s6.5 1.8 8 5.4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
