import { useCallback } from 'react';
import { callsSettled } from '../../lib/calls-settled';
import { staffApi, useStaffLogoutMutation } from './staff-api';
import { staffSignedOut } from './staff-session-slice';
import { useStaffDispatch, useStaffSelector } from './staff-store';

/**
 * 'Выйти' in the back office: the device forgets the session first (nothing new is sent with the
 * token), the calls already on their way are answered, and only then the server revokes the token
 * it is given. Whatever the server answers, the device stays signed out.
 */
export function useStaffLogout(): [logOut: () => Promise<void>, busy: boolean] {
  const dispatch = useStaffDispatch();
  const token = useStaffSelector((state) => state.staffSession.token);
  const [callLogout, { isLoading }] = useStaffLogoutMutation();
  const logOut = useCallback(async () => {
    dispatch(staffSignedOut());
    await callsSettled(dispatch(staffApi.util.getRunningQueriesThunk()));
    dispatch(staffApi.util.resetApiState());
    if (token)
      await callLogout({ token })
        .unwrap()
        .catch(() => null);
  }, [callLogout, dispatch, token]);
  return [logOut, isLoading];
}
