/**
 * Who is calling (API.md "Account"): the guest's session token, sent as `Authorization: Bearer …`,
 * read by the routes through the request — `request.optionalUser()` where a guest may also come
 * without an account (an order, a booking), `request.requireUser()` where an account is needed
 * (401 `unauthorizedToast` otherwise). Registered once in app.ts, before the routes.
 *
 * Staff sessions (issue 14) sit beside the guest's: `request.requireStaff(area, venueId?)` gives
 * the member (401 `staffUnauthorized` without a live staff session, 403 `forbidden` outside their
 * role or venues, 403 `totpSetupRequired` for an admin who must enable TOTP first), so that no
 * module asks another module's routes who is calling. The two kinds of token never mix: each is
 * looked up only in its own table.
 */

import type { StaffProfile } from '@storefront/contract/staff';
import { can, type StaffArea } from '@storefront/contract/staff-permissions';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** The signed-in staff member, as the staff module's sessions know them. */
type StaffPrincipal = StaffProfile;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in guest's user id, or null for a missing, expired or revoked token. */
    optionalUser(): Promise<number | null>;
    /** The logged-in guest's user id; a 401 `unauthorizedToast` without a valid token. */
    requireUser(): Promise<number>;
    /**
     * The staff member calling, allowed in `area` (and for `venueId`). `area` null: any signed-in
     * member, also an admin who has still to enable TOTP (their profile, sign-out, TOTP setup).
     */
    requireStaff(area: StaffArea | null, venueId?: number): Promise<StaffPrincipal>;
    /**
     * The same for an event stream: EventSource sends no headers, so the stream is opened with a
     * one-use ticket of the member's session (`?ticket=`, POST /api/staff/stream-ticket, read by
     * the route's own query schema; decision 079), or the session's `Authorization` header; never
     * the session's token in the address. The stream asks `current()` again as it goes (issue 31
     * item 1): null once the session ended.
     */
    requireStaffOfStream(area: StaffArea, ticket: string | undefined): Promise<StaffOfStream>;
  }
}

/** The member who opened a stream, and the member as their session stands now. */
export interface StaffOfStream {
  principal: StaffPrincipal;
  /**
   * the member now: null once signed out, disabled or expired, or an admin who must enable TOTP
   * first (their venues as they are now)
   */
  current(): Promise<StaffPrincipal | null>;
  /** the session the stream is of, as live-streams.ts counts streams per session */
  session: string;
}

/** The session token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Who a token belongs to: the accounts module's guest sessions and the staff module's. */
export interface AuthOptions {
  sessions: { userOf(token: string): Promise<number | null> };
  staff: {
    principalOf(token: string): Promise<StaffPrincipal | null>;
    /** the member of a live session of this id (a stream's) */
    principalOfSession(sessionId: number): Promise<StaffPrincipal | null>;
    /** the id of a token's live session */
    sessionIdOf(token: string): Promise<number | null>;
    /** uses up a stream ticket: the id of the session it was taken by */
    sessionOfTicket(ticket: string): Promise<number | null>;
  };
}

export const authPlugin = fp<AuthOptions>(
  async (app, { sessions, staff }) => {
    async function optionalUser(this: FastifyRequest): Promise<number | null> {
      const token = bearerToken(this);
      return token ? sessions.userOf(token) : null;
    }
    async function requireUser(this: FastifyRequest): Promise<number> {
      const userId = await this.optionalUser();
      if (userId === null) throw new AppError(401, 'unauthorizedToast');
      return userId;
    }
    /** The member as a staff call in `area` (and `venueId`) may see them, or a refusal. */
    function allowedIn(
      principal: StaffPrincipal | null,
      area: StaffArea | null,
      venueId?: number,
    ): StaffPrincipal {
      if (!principal) throw new AppError(401, 'staffUnauthorized');
      if (area === null) return principal;
      if (principal.totpSetupRequired) throw new AppError(403, 'totpSetupRequired');
      if (!can(principal, area, venueId)) throw new AppError(403, 'forbidden');
      return principal;
    }
    async function requireStaff(this: FastifyRequest, area: StaffArea | null, venueId?: number) {
      const token = bearerToken(this);
      return allowedIn(token ? await staff.principalOf(token) : null, area, venueId);
    }
    async function requireStaffOfStream(
      this: FastifyRequest,
      area: StaffArea,
      ticket?: string,
    ): Promise<StaffOfStream> {
      const token = bearerToken(this);
      const sessionId =
        ticket !== undefined
          ? await staff.sessionOfTicket(ticket)
          : token
            ? await staff.sessionIdOf(token)
            : null;
      const principal = allowedIn(
        sessionId === null ? null : await staff.principalOfSession(sessionId),
        area,
      );
      return {
        principal,
        session: String(sessionId),
        // As every staff call: an admin who must enable TOTP first is shown nothing.
        current: async () => {
          const now = sessionId === null ? null : await staff.principalOfSession(sessionId);
          return now && !now.totpSetupRequired ? now : null;
        },
      };
    }
    app.decorateRequest('optionalUser', optionalUser);
    app.decorateRequest('requireUser', requireUser);
    app.decorateRequest('requireStaff', requireStaff);
    app.decorateRequest('requireStaffOfStream', requireStaffOfStream);
  },
  { name: 'auth', fastify: '5.x' },
);
