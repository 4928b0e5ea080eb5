import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { staffApi } from './staff-api';
import { createStaffStore } from './staff-store';

describe('the staff API without a session', () => {
  it('refuses a call that needs one here, without sending it', async () => {
    const api = stubApi({ 'GET /api/staff/me': json(401, { errType: 'staffUnauthorized' }) });
    const store = createStaffStore(null);
    const answer = await store.dispatch(staffApi.endpoints.staffMe.initiate());
    expect(api.calls).toEqual([]);
    expect(answer.error).toMatchObject({ status: 401, data: { errType: 'staffUnauthorized' } });
  });

  it('sends the sign-in itself', async () => {
    const api = stubApi({
      'POST /api/staff/login': json(401, { errType: 'invalidCredentials', message: '…' }),
    });
    const store = createStaffStore(null);
    await store.dispatch(
      staffApi.endpoints.staffLogin.initiate({ login: 'admin', password: 'wrong password' }),
    );
    expect(api.callsTo('POST /api/staff/login')).toHaveLength(1);
  });
});
