/** Account calls (API.md "Account"). */

import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import {
  changePasswordSchema,
  checkEmailSchema,
  checkPhoneSchema,
  checkRestoreAccessCodeSchema,
  deliverySettingsSchema,
  finishRegistrationSchema,
  loginSchema,
  sendRegistrationCodeSchema,
  sendRestoreAccessCodeSchema,
  updateEmailPhoneSchema,
  updateUserInfoSchema,
} from '@storefront/contract/accounts';
import { idParamSchema } from '@storefront/contract/catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, tooMany } from '../../lib/app-error';
import type { AccountsService } from './service';
import type { Sessions } from './sessions';

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The logged-in user, or null for a missing, expired or revoked token. */
export async function optionalUser(
  request: FastifyRequest,
  sessions: Sessions,
): Promise<number | null> {
  const token = bearerToken(request);
  return token ? sessions.userOf(token) : null;
}

async function requireUser(request: FastifyRequest, sessions: Sessions): Promise<number> {
  const userId = await optionalUser(request, sessions);
  if (userId === null) throw new AppError(401, 'unauthorizedToast');
  return userId;
}

/** Guessing passwords and codes: a few tries a minute per address. */
const strict = { rateLimit: { max: 10, timeWindow: 60_000 } };

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  sessions: Sessions;
  /** where the limits count: the database, so that every server process counts together */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}> = async (app, { accounts, sessions, rateLimitStore }) => {
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore,
    errorResponseBuilder: (_request, context) =>
      tooMany('tooManyRequests', Math.ceil(context.ttl / 1000)),
  });
  const user = (request: FastifyRequest) => requireUser(request, sessions);
  const ok = { success: true } as const;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/sendRegistrationCode',
    { schema: { body: sendRegistrationCodeSchema }, config: strict },
    async (request) => {
      await accounts.sendRegistrationCode(request.body, request.ip);
      return ok;
    },
  );
  app.post(
    '/finishRegistration',
    { schema: { body: finishRegistrationSchema }, config: strict },
    async (request) => ({
      accessToken: await accounts.finishRegistration(request.body),
    }),
  );
  app.post('/login', { schema: { body: loginSchema }, config: strict }, async (request) => ({
    accessToken: await accounts.login(request.body),
  }));
  app.post('/logout', async (request) => {
    const token = bearerToken(request);
    if (token) await accounts.logout(token);
    return ok;
  });
  app.post(
    '/sendRestoreAccessCode',
    { schema: { body: sendRestoreAccessCodeSchema }, config: strict },
    async (request) => {
      await accounts.sendRestoreAccessCode(request.body, request.ip);
      return ok;
    },
  );
  app.post(
    '/checkRestoreAccessCode',
    { schema: { body: checkRestoreAccessCodeSchema }, config: strict },
    async (request) => ({
      accessToken: await accounts.checkRestoreAccessCode(request.body),
    }),
  );
  // Limited like login: it checks a password.
  app.post(
    '/changePassword',
    { schema: { body: changePasswordSchema }, config: strict },
    async (request) => ({
      success: true,
      accessToken: await accounts.changePassword(
        await user(request),
        bearerToken(request) ?? '',
        request.body,
      ),
    }),
  );

  app.get('/getUserInfo', async (request) => ({
    info: await accounts.userInfo(await user(request)),
  }));
  app.get('/getUserDeliverySettings', async (request) => ({
    info: await accounts.deliverySettings(await user(request)),
  }));
  app.get('/getUserOrdersInfo', async (request) => ({
    info: await accounts.ordersInfo(await user(request)),
  }));
  app.get('/getOrdersHistory', async (request) => ({
    info: await accounts.ordersHistory(await user(request)),
  }));
  app.get('/getOrderHistoryInfo', { schema: { querystring: idParamSchema } }, async (request) => ({
    info: await accounts.orderHistoryInfo(await user(request), request.query.id),
  }));

  app.post('/checkEmail', { schema: { body: checkEmailSchema } }, async (request) => ({
    isExist: await accounts.contactTaken(
      await user(request),
      'email',
      request.body.email,
      request.ip,
    ),
  }));
  app.post('/checkPhone', { schema: { body: checkPhoneSchema } }, async (request) => ({
    isExist: await accounts.contactTaken(
      await user(request),
      'phone',
      request.body.phone,
      request.ip,
    ),
  }));
  app.post('/sendChangeEmailCode', { schema: { body: checkEmailSchema } }, async (request) => {
    await accounts.sendChangeCode(await user(request), 'email', request.body.email, request.ip);
    return ok;
  });
  app.post('/sendChangePhoneCode', { schema: { body: checkPhoneSchema } }, async (request) => {
    await accounts.sendChangeCode(await user(request), 'phone', request.body.phone, request.ip);
    return ok;
  });
  app.post(
    '/updateEmailPhone',
    { schema: { body: updateEmailPhoneSchema }, config: strict },
    async (request) => {
      await accounts.updateEmailPhone(await user(request), request.body);
      return ok;
    },
  );
  app.post('/updateUserInfo', { schema: { body: updateUserInfoSchema } }, async (request) => {
    await accounts.updateUserInfo(await user(request), request.body);
    return ok;
  });
  app.post(
    '/saveUserDeliverySettings',
    { schema: { body: deliverySettingsSchema } },
    async (request) => {
      await accounts.saveDeliverySettings(await user(request), request.body);
      return ok;
    },
  );
};
