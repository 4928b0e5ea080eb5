import { useCallback } from 'react';
import { useAppDispatch } from '../../app/store';
import { useLogoutMutation } from './auth-api';
import { logout } from './session-slice';

/** Ends the session on the server, then forgets it here whatever the server answered. */
export function useLogout(): [logOut: () => Promise<void>, busy: boolean] {
  const dispatch = useAppDispatch();
  const [callLogout, { isLoading }] = useLogoutMutation();
  const logOut = useCallback(async () => {
    await callLogout();
    dispatch(logout());
  }, [callLogout, dispatch]);
  return [logOut, isLoading];
}
