/** Account calls (API.md "Account"). */

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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../plugins/auth';
import type { AccountsService } from './service';

/** Guessing passwords and codes: a few tries a minute per address (plugins/rate-limit.ts). */
const strict = { rateLimit: { max: 10, timeWindow: 60_000 } };

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
        await request.requireUser(),
        bearerToken(request) ?? '',
        request.body,
      ),
    }),
  );

  app.get('/getUserInfo', async (request) => ({
    info: await accounts.userInfo(await request.requireUser()),
  }));
  app.get('/getUserDeliverySettings', async (request) => ({
    info: await accounts.deliverySettings(await request.requireUser()),
  }));
  app.get('/getUserOrdersInfo', async (request) => ({
    info: await accounts.ordersInfo(await request.requireUser()),
  }));
  app.get('/getOrdersHistory', async (request) => ({
    info: await accounts.ordersHistory(await request.requireUser()),
  }));
  app.get('/getOrderHistoryInfo', { schema: { querystring: idParamSchema } }, async (request) => ({
    info: await accounts.orderHistoryInfo(await request.requireUser(), request.query.id),
  }));

  app.post('/checkEmail', { schema: { body: checkEmailSchema } }, async (request) => ({
    isExist: await accounts.contactTaken(
      await request.requireUser(),
      'email',
      request.body.email,
      request.ip,
    ),
  }));
  app.post('/checkPhone', { schema: { body: checkPhoneSchema } }, async (request) => ({
    isExist: await accounts.contactTaken(
      await request.requireUser(),
      'phone',
      request.body.phone,
      request.ip,
    ),
  }));
  app.post('/sendChangeEmailCode', { schema: { body: checkEmailSchema } }, async (request) => {
    await accounts.sendChangeCode(
      await request.requireUser(),
      'email',
      request.body.email,
      request.ip,
    );
    return ok;
  });
  app.post('/sendChangePhoneCode', { schema: { body: checkPhoneSchema } }, async (request) => {
    await accounts.sendChangeCode(
      await request.requireUser(),
      'phone',
      request.body.phone,
      request.ip,
    );
    return ok;
  });
  app.post(
    '/updateEmailPhone',
    { schema: { body: updateEmailPhoneSchema }, config: strict },
    async (request) => {
      await accounts.updateEmailPhone(await request.requireUser(), request.body);
      return ok;
    },
  );
  app.post('/updateUserInfo', { schema: { body: updateUserInfoSchema } }, async (request) => {
    await accounts.updateUserInfo(await request.requireUser(), request.body);
    return ok;
  });
  app.post(
    '/saveUserDeliverySettings',
    { schema: { body: deliverySettingsSchema } },
    async (request) => {
      await accounts.saveDeliverySettings(await request.requireUser(), request.body);
      return ok;
    },
  );
};
