/**
 * The back office's tests: staff pages as the app draws them, or one section, on a fresh staff
 * store; the profiles and members they sign in as.
 */
import type { StaffProfile } from '@storefront/contract/staff';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { onTestFinished } from 'vitest';
import { StaffHome, StaffMembers, StaffOrders, StaffSecurity } from '../app/staff-pages';
import { createStaffStore } from '../app/staff-store';
import type { StaffMember } from '../features/members/members-api';

export const STAFF_TOKEN = 'staff-token-1';

export const adminProfile: StaffProfile = {
  id: 1,
  login: 'anna',
  name: 'Анна Петрова',
  role: 'admin',
  venues: [1, 2, 3],
  totpEnabled: false,
  totpSetupRequired: false,
};

export const operatorProfile: StaffProfile = {
  id: 2,
  login: 'ivan',
  name: 'Иван Сидоров',
  role: 'operator',
  venues: [2],
  totpEnabled: false,
  totpSetupRequired: false,
};

export const members: StaffMember[] = [
  { ...adminProfile, totpEnabled: true, disabled: false },
  { ...operatorProfile, venues: [1, 3], disabled: false },
  {
    id: 3,
    login: 'olga',
    name: 'Ольга',
    role: 'manager',
    venues: [3],
    totpEnabled: false,
    totpSetupRequired: false,
    disabled: true,
  },
];

export function renderStaff(route: string, { token = null as string | null } = {}) {
  const store = createStaffStore(token);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/staff" element={<StaffHome />} />
          <Route path="/staff/orders" element={<StaffOrders />} />
          <Route path="/staff/security" element={<StaffSecurity />} />
          <Route path="/staff/members" element={<StaffMembers />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  onTestFinished(() => cleanup());
  return { store, user: userEvent.setup(), ...result };
}

/** One section (or any part of the back office) on a fresh staff store, signed in by default. */
export function renderOnStaffStore(ui: ReactNode, { token = STAFF_TOKEN as string | null } = {}) {
  const store = createStaffStore(token);
  const result = render(<Provider store={store}>{ui}</Provider>);
  onTestFinished(() => cleanup());
  return { store, user: userEvent.setup(), ...result };
}
