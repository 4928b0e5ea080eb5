/**
 * Staff accounts (issue 14 item 1): sign-in with a password hashed like a guest's and, once
 * enabled, a TOTP code, and sessions under the guests' rules in their own table
 * (staff-sessions.ts); the second factor (second-factor.ts); an admin's management of staff
 * (staff-members.ts). Who may do what is decided by `can` (the contract's staff-permissions) on
 * every call.
 */
import type { StaffProfile } from '@storefront/contract/staff';
import { reauth, requireRecentPassword } from './reauth';
import { totpDisable, totpEnable, totpSetup } from './second-factor';
import { createMember, listMembers, resetTotpOf, updateMember } from './staff-members';
import { type Staff, type StaffServiceOptions, staffOf } from './staff-profile';
import {
  login,
  logout,
  principalOf,
  principalOfSession,
  sessionIdOf,
  sessionOfTicket,
  streamTicket,
} from './staff-sessions';

export type { StaffServiceOptions } from './staff-profile';
export { ATTEMPTS_PER_ADDRESS, ATTEMPTS_PER_LOGIN } from './staff-sessions';

/** Who is calling, as every staff call sees it. */
export interface StaffPrincipal extends StaffProfile {}

export function createStaffService(options: StaffServiceOptions) {
  const staff = staffOf(options);
  const given =
    <A extends unknown[], R>(useCase: (staff: Staff, ...args: A) => R) =>
    (...args: A) =>
      useCase(staff, ...args);
  return {
    login: given(login),
    principalOf: given(principalOf),
    principalOfSession: given(principalOfSession),
    sessionIdOf: given(sessionIdOf),
    sessionOfTicket: given(sessionOfTicket),
    streamTicket: given(streamTicket),
    logout: given(logout),
    reauth: given(reauth),
    requireRecentPassword: given(requireRecentPassword),
    totpSetup: given(totpSetup),
    totpEnable: given(totpEnable),
    totpDisable: given(totpDisable),
    listMembers: given(listMembers),
    createMember: given(createMember),
    updateMember: given(updateMember),
    resetTotpOf: given(resetTotpOf),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
