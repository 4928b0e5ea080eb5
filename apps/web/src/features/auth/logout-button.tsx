import { useAppSelector } from '../../app/hooks';
import { selectLoggedIn } from './session-slice';
import { useLogout } from './use-logout';

interface LogoutButtonProps {
  className?: string;
  /** after the session is gone (the mobile menu closes) */
  onDone?: () => void;
}

/** 'Выйти' for a logged-in guest; nothing for a visitor. */
export function LogoutButton({ className, onDone }: LogoutButtonProps) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const [logOut, busy] = useLogout();
  if (!loggedIn) return null;
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        await logOut();
        onDone?.();
      }}
    >
      Выйти
    </button>
  );
}
