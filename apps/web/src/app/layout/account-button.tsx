import { Link } from 'react-router';
import { preloadAuthDialog } from '../../features/auth/auth-modal-host';
import { selectLoggedIn, showModal } from '../../features/auth/session-slice';
import { toastSignInNeeded } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../hooks';
import styles from './header.module.css';

function PersonIcon() {
  return (
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
  );
}

/**
 * SPEC §2: a logged-in guest's icon goes to /my-account; a logged-out visitor's opens the login
 * modal with the unauthorized toast.
 */
export function AccountButton({ onNavigate }: { onNavigate?: () => void }) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);

  if (loggedIn) {
    return (
      <Link
        to="/my-account"
        className={styles.iconButton}
        title="Личный кабинет"
        aria-label="Личный кабинет"
        onClick={onNavigate}
      >
        <PersonIcon />
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.iconButton}
      title="Авторизоваться"
      aria-label="Авторизоваться"
      aria-haspopup="dialog"
      onPointerEnter={() => void preloadAuthDialog()}
      onFocus={() => void preloadAuthDialog()}
      onClick={() => {
        onNavigate?.();
        dispatch(showModal('loginRegister'));
        toastSignInNeeded();
      }}
    >
      <PersonIcon />
    </button>
  );
}
