/**
 * Who is calling (API.md "Account"): the guest's session token, sent as `Authorization: Bearer …`,
 * read by the routes through the request — `request.optionalUser()` where a guest may also come
 * without an account (an order, a booking), `request.requireUser()` where an account is needed
 * (401 `unauthorizedToast` otherwise). Registered once in app.ts, before the routes.
 *
 * Staff sessions (issue 14) will sit beside the guest's here, as `request.optionalStaff()` /
 * `request.requireStaff()`, so that no module asks another module's routes who is calling.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Sessions } from '../modules/accounts/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in guest's user id, or null for a missing, expired or revoked token. */
    optionalUser(): Promise<number | null>;
    /** The logged-in guest's user id; a 401 `unauthorizedToast` without a valid token. */
    requireUser(): Promise<number>;
  }
}

/** The session token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export interface AuthOptions {
  sessions: Sessions;
}

export const authPlugin = fp<AuthOptions>(
  async (app, { sessions }) => {
    async function optionalUser(this: FastifyRequest): Promise<number | null> {
      const token = bearerToken(this);
      return token ? sessions.userOf(token) : null;
    }
    async function requireUser(this: FastifyRequest): Promise<number> {
      const userId = await this.optionalUser();
      if (userId === null) throw new AppError(401, 'unauthorizedToast');
      return userId;
    }
    app.decorateRequest('optionalUser', optionalUser);
    app.decorateRequest('requireUser', requireUser);
  },
  { name: 'auth', fastify: '5.x' },
);
