/**
 * POST /api/kitchen/times *(ext)* (issue 33 items 1, 3, 4): the times the checkout offers for a
 * basket, planned as the order will be planned (order-time.ts) against the kitchens' load now —
 * "as soon as possible" with each kitchen's own time, the slots of today and the days ahead
 * whose kitchens can keep them, and why sooner ones are not offered (dishes made days ahead).
 * Nothing is held: the order plans again when it is written, and takes its minutes then.
 */
import { deliverySlots, isAsapAvailable, todayClosesAt } from '@storefront/contract/delivery-time';
import {
  type KitchenTimesRequest,
  type KitchenTimesResponse,
  kitchenTimesRequestSchema,
  kitchenTimesResponseSchema,
  leadTimeMessage,
} from '@storefront/contract/kitchen-times';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { courierMinutesOf, planBasket, readKitchenBasket } from './order-time';
import { slotRulesOf } from './slot-rules';

type Reader = Pick<Db, 'select'>;

export async function kitchenTimes(
  reader: Reader,
  request: KitchenTimesRequest,
  now: Date,
): Promise<KitchenTimesResponse> {
  const at = now.getTime();
  const lines = request.lines.map((line) => ({ ...line, special: line.special ?? false }));
  const courier = request.serviceType === 'DeliveryByCourier';
  const [basket, courierMinutes] = await Promise.all([
    readKitchenBasket(reader, lines, at),
    courier ? courierMinutesOf(reader, request.deliveryZone ?? null) : 0,
  ]);
  const venueIds = basket.kitchens.map((row) => row.id);
  if (venueIds.length === 0) return { asap: null, slots: [], notes: [] };
  const rules = await slotRulesOf(reader, courier, venueIds, now, basket.kitchens);
  const closesAt = todayClosesAt(now, rules.week, rules.options.dated);
  const ask = { now: at, closesAt, courierMinutes };
  const asapPlan = isAsapAvailable(now, rules.week, rules.options.dated)
    ? planBasket(basket, { ...ask, slotAt: null })
    : null;
  const slots = deliverySlots(now, rules.week, rules.options).filter(
    (slot) => planBasket(basket, { ...ask, slotAt: slot.at }) !== null,
  );
  const longest = basket.leads[0];
  return {
    asap: asapPlan && {
      promisedAt: new Date(asapPlan.promisedAt).toISOString(),
      venues: asapPlan.parts.map((part) => ({
        venueId: part.venueId,
        name: basket.kitchens.find((row) => row.id === part.venueId)?.name ?? '',
        readyAt: new Date(part.ownReadyAt).toISOString(),
      })),
    },
    slots: slots.map(({ value, day, date, time }) => ({ value, day, date, time })),
    notes: longest ? [leadTimeMessage(longest.name, longest.leadHours, at)] : [],
  };
}

/** Calls one network address may make per window: the checkout asks on each change of its basket. */
const TIMES_WINDOW_MS = 10 * 60_000;

export const kitchenTimesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now?: () => Date;
  perAddress: number;
}> = async (app, { db, now, perAddress }) => {
  app.post(
    '/kitchen/times',
    {
      schema: {
        body: kitchenTimesRequestSchema,
        response: { 200: kitchenTimesResponseSchema },
      },
      config: { rateLimit: { max: perAddress, timeWindow: TIMES_WINDOW_MS } },
    },
    async (request, reply) => {
      const answer = await kitchenTimes(db, request.body, now ? now() : new Date());
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );
};
