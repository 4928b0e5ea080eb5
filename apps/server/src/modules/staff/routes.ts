/** The staff back office's account calls under /api/staff (issue 14 item 1). Needs plugins/auth.ts. */

import { idParamField } from '@storefront/contract/fields';
import {
  AUDIT_PAGE,
  auditQuerySchema,
  auditResponseSchema,
  createStaffSchema,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffMemberSchema,
  staffMembersResponseSchema,
  staffProfileSchema,
  staffReauthSchema,
  streamTicketResponseSchema,
  totpCodeSchema,
  totpSetupResponseSchema,
  updateStaffSchema,
} from '@storefront/contract/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { bearerToken } from '../../plugins/auth';
import { auditEntries } from '../audit/audit';
import type { StaffService } from './service';

const memberParams = z.object({
  id: idParamField(),
});

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; db: Db }> = async (
  app,
  { staff, db },
) => {
  // Nothing a staff call answers may be kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/login',
    { schema: { body: staffLoginSchema, response: { 200: staffLoginResponseSchema } } },
    async (request) => staff.login(request.body, request.ip),
  );

  app.post('/logout', async (request, reply) => {
    await request.requireStaff(null);
    const token = bearerToken(request);
    if (token) await staff.logout(token);
    return reply.code(204).send();
  });

  app.get('/me', { schema: { response: { 200: staffProfileSchema } } }, async (request) =>
    request.requireStaff(null),
  );

  // The password again, for the sensitive steps of the next STAFF_REAUTH_MINUTES (decision 079).
  app.post(
    '/reauth',
    { schema: { body: staffReauthSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const principal = await request.requireStaff(null);
      await staff.reauth(principal, bearerToken(request) ?? '', request.body);
      return reply.code(204).send(null);
    },
  );

  // A one-use ticket that opens one of the member's streams (decision 079).
  app.post(
    '/stream-ticket',
    { schema: { response: { 200: streamTicketResponseSchema } } },
    async (request) => {
      await request.requireStaff(null);
      // requireStaff has found the session of this token
      return staff.streamTicket(bearerToken(request) ?? '');
    },
  );

  app.post(
    '/totp/setup',
    { schema: { response: { 200: totpSetupResponseSchema } } },
    async (request) => staff.totpSetup(await request.requireStaff(null)),
  );

  app.post(
    '/totp/enable',
    { schema: { body: totpCodeSchema, response: { 200: staffProfileSchema } } },
    async (request) =>
      staff.totpEnable(
        await request.requireStaff(null),
        request.body,
        // requireStaff has found the session of this token
        bearerToken(request) ?? '',
      ),
  );

  app.post(
    '/totp/disable',
    { schema: { body: totpCodeSchema, response: { 200: staffProfileSchema } } },
    async (request) =>
      staff.totpDisable(await request.requireStaff(null), request.body, bearerToken(request) ?? ''),
  );

  app.get(
    '/members',
    { schema: { response: { 200: staffMembersResponseSchema } } },
    async (request) => {
      await request.requireStaff('staff');
      return { members: await staff.listMembers() };
    },
  );

  app.post(
    '/members',
    { schema: { body: createStaffSchema, response: { 201: staffMemberSchema } } },
    async (request, reply) => {
      const principal = await request.requireStaff('staff');
      await staff.requireRecentPassword(bearerToken(request) ?? '');
      return reply.code(201).send(await staff.createMember(request.body, principal.id));
    },
  );

  app.patch(
    '/members/:id',
    {
      schema: {
        params: memberParams,
        body: updateStaffSchema,
        response: { 200: staffMemberSchema },
      },
    },
    async (request) => {
      const principal = await request.requireStaff('staff');
      await staff.requireRecentPassword(bearerToken(request) ?? '');
      return staff.updateMember(request.params.id, request.body, principal.id);
    },
  );

  app.get(
    '/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } } },
    async (request) => {
      await request.requireStaff('audit');
      return { entries: await auditEntries(db, AUDIT_PAGE, request.query.before) };
    },
  );
};
