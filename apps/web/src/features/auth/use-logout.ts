import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { api } from '../../lib/api';
import { callsSettled } from '../../lib/calls-settled';
import { useLogoutMutation } from './auth-api';
import { logout, selectAccessToken } from './session-slice';

/**
 * Forgets the session here first, lets the account calls already on their way be answered, then
 * ends the session on the server with the token it had. In that order no call is sent with the
 * token after 'Выйти', none is answered 401 by the revoke (an error in the browser's log), and a
 * late answer no longer belongs to the session, so it cannot pop the login modal up over the page
 * the guest left for.
 */
export function useLogout(): [logOut: () => Promise<void>, busy: boolean] {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const [callLogout, { isLoading }] = useLogoutMutation();
  const logOut = useCallback(async () => {
    dispatch(logout());
    await callsSettled(dispatch(api.util.getRunningQueriesThunk()));
    if (token) await callLogout({ token });
  }, [callLogout, dispatch, token]);
  return [logOut, isLoading];
}
