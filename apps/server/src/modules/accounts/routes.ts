/** Account calls (API.md "Account"). */

import {
  accessTokenResponseSchema,
  accountSuccessSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  checkEmailSchema,
  checkPhoneSchema,
  checkRestoreAccessCodeSchema,
  contactTakenResponseSchema,
  deliverySettingsResponseSchema,
  deliverySettingsSchema,
  finishRegistrationSchema,
  loginSchema,
  orderHistoryInfoResponseSchema,
  ordersHistoryResponseSchema,
  sendRegistrationCodeSchema,
  sendRestoreAccessCodeSchema,
  updateEmailPhoneSchema,
  updateUserInfoSchema,
  userInfoResponseSchema,
  userOrdersInfoResponseSchema,
} from '@storefront/contract/accounts';
import { idParamSchema } from '@storefront/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../plugins/auth';
import type { AccountsService } from './service';

/** Guessing passwords and codes: a few tries a minute per address (plugins/rate-limit.ts). */
const strict = { rateLimit: { max: 10, timeWindow: 60_000 } };

/**
 * The answers (API.md "Account"), checked and filtered by the serializer; errors are not
 * declared: they go through plugins/error-handler.ts.
 */
const succeeds = { 200: accountSuccessSchema };
const givesToken = { 200: accessTokenResponseSchema };
const tellsTaken = { 200: contactTakenResponseSchema };

/** Needs plugins/auth.ts (who is calling) and plugins/rate-limit.ts (`config.rateLimit`). */
export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  const ok = { success: true } as const;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/sendRegistrationCode',
    { schema: { body: sendRegistrationCodeSchema, response: succeeds }, config: strict },
    async (request) => {
      await accounts.sendRegistrationCode(request.body, request.ip);
      return ok;
    },
  );
  app.post(
    '/finishRegistration',
    { schema: { body: finishRegistrationSchema, response: givesToken }, config: strict },
    async (request) => ({
      accessToken: await accounts.finishRegistration(request.body),
    }),
  );
  app.post(
    '/login',
    { schema: { body: loginSchema, response: givesToken }, config: strict },
    async (request) => ({
      accessToken: await accounts.login(request.body),
    }),
  );
  app.post('/logout', { schema: { response: succeeds } }, async (request) => {
    const token = bearerToken(request);
    if (token) await accounts.logout(token);
    return ok;
  });
  app.post(
    '/sendRestoreAccessCode',
    { schema: { body: sendRestoreAccessCodeSchema, response: succeeds }, config: strict },
    async (request) => {
      await accounts.sendRestoreAccessCode(request.body, request.ip);
      return ok;
    },
  );
  app.post(
    '/checkRestoreAccessCode',
    { schema: { body: checkRestoreAccessCodeSchema, response: givesToken }, config: strict },
    async (request) => ({
      accessToken: await accounts.checkRestoreAccessCode(request.body),
    }),
  );
  // Limited like login: it checks a password.
  app.post(
    '/changePassword',
    {
      schema: { body: changePasswordSchema, response: { 200: changePasswordResponseSchema } },
      config: strict,
    },
    async (request) => ({
      ...ok,
      accessToken: await accounts.changePassword(
        await request.requireUser(),
        bearerToken(request) ?? '',
        request.body,
      ),
    }),
  );

  app.get(
    '/getUserInfo',
    { schema: { response: { 200: userInfoResponseSchema } } },
    async (request) => ({
      info: await accounts.userInfo(await request.requireUser()),
    }),
  );
  app.get(
    '/getUserDeliverySettings',
    { schema: { response: { 200: deliverySettingsResponseSchema } } },
    async (request) => ({
      info: await accounts.deliverySettings(await request.requireUser()),
    }),
  );
  app.get(
    '/getUserOrdersInfo',
    { schema: { response: { 200: userOrdersInfoResponseSchema } } },
    async (request) => ({
      info: await accounts.ordersInfo(await request.requireUser()),
    }),
  );
  app.get(
    '/getOrdersHistory',
    { schema: { response: { 200: ordersHistoryResponseSchema } } },
    async (request) => ({
      info: await accounts.ordersHistory(await request.requireUser()),
    }),
  );
  app.get(
    '/getOrderHistoryInfo',
    { schema: { querystring: idParamSchema, response: { 200: orderHistoryInfoResponseSchema } } },
    async (request) => ({
      info: await accounts.orderHistoryInfo(await request.requireUser(), request.query.id),
    }),
  );

  app.post(
    '/checkEmail',
    { schema: { body: checkEmailSchema, response: tellsTaken } },
    async (request) => ({
      isExist: await accounts.contactTaken(
        await request.requireUser(),
        'email',
        request.body.email,
        request.ip,
      ),
    }),
  );
  app.post(
    '/checkPhone',
    { schema: { body: checkPhoneSchema, response: tellsTaken } },
    async (request) => ({
      isExist: await accounts.contactTaken(
        await request.requireUser(),
        'phone',
        request.body.phone,
        request.ip,
      ),
    }),
  );
  app.post(
    '/sendChangeEmailCode',
    { schema: { body: checkEmailSchema, response: succeeds } },
    async (request) => {
      await accounts.sendChangeCode(
        await request.requireUser(),
        'email',
        request.body.email,
        request.ip,
      );
      return ok;
    },
  );
  app.post(
    '/sendChangePhoneCode',
    { schema: { body: checkPhoneSchema, response: succeeds } },
    async (request) => {
      await accounts.sendChangeCode(
        await request.requireUser(),
        'phone',
        request.body.phone,
        request.ip,
      );
      return ok;
    },
  );
  app.post(
    '/updateEmailPhone',
    { schema: { body: updateEmailPhoneSchema, response: succeeds }, config: strict },
    async (request) => {
      await accounts.updateEmailPhone(await request.requireUser(), request.body);
      return ok;
    },
  );
  app.post(
    '/updateUserInfo',
    { schema: { body: updateUserInfoSchema, response: succeeds } },
    async (request) => {
      await accounts.updateUserInfo(await request.requireUser(), request.body);
      return ok;
    },
  );
  app.post(
    '/saveUserDeliverySettings',
    { schema: { body: deliverySettingsSchema, response: succeeds } },
    async (request) => {
      await accounts.saveDeliverySettings(await request.requireUser(), request.body);
      return ok;
    },
  );
};
