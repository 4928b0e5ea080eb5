import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLogoutMutation } from './auth-api';
import { logout, selectAccessToken } from './session-slice';

/**
 * Forgets the session here first, then ends it on the server with the token it had. In that
 * order an account call still on its way, answered 401 once the server revoked the token, no
 * longer belongs to the session and cannot pop the login modal up over the page the guest left for.
 */
export function useLogout(): [logOut: () => Promise<void>, busy: boolean] {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const [callLogout, { isLoading }] = useLogoutMutation();
  const logOut = useCallback(async () => {
    dispatch(logout());
    if (token) await callLogout({ token });
  }, [callLogout, dispatch, token]);
  return [logOut, isLoading];
}
