/** Opens the login/registration or restore-access modal when the session says so. */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectShowingModal } from './session-slice';

// The modals' code (forms, masks, code boxes) loads on first use, not with every page.
export const preloadAuthDialog = () => import('./auth-dialog');
const AuthDialog = lazy(async () => ({ default: (await preloadAuthDialog()).AuthDialog }));

export function AuthModalHost() {
  const showing = useAppSelector(selectShowingModal);
  if (!showing) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
