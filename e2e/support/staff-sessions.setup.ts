/**
 * Before the journeys (playwright.config.ts, project 'staff-sessions'): the shared demo staff
 * signed in once each for the whole run (support/staff.ts, STAFF_SESSIONS_FILE).
 */
import { writeStaffSessions } from './staff';
import { test } from './test';

test('signs the shared demo staff in once for the run', async ({ request }) => {
  await writeStaffSessions(request);
});
