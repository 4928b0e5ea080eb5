/**
 * A late kitchen moves the promise (issue 33 item 4): an order whose kitchens should have had it
 * ready by now (its promise less the courier's minutes) and have not — it is neither ready nor on
 * its way — gets a new promise, LATE_STEP_MINUTES from now plus the courier, and its open pages
 * learn of it; the guest is told once, with the new time, by letter and SMS. While it stays late
 * each pass moves the promise on, without telling again. One UPDATE claims the late orders
 * (`for update skip locked`), so two server processes neither move one twice nor tell twice.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { periodic } from '../../lib/periodic';
import { enqueue, outboxEvent } from '../outbox/topics';
import { announce } from './order-events';

/** How far a late order's promise moves past now. */
export const LATE_STEP_MINUTES = 15;
/** How late the kitchens may be before the promise moves: a minute's grace. */
const GRACE_MINUTES = 1;
const BATCH = 50;

export function createLatePromises({
  db,
  now,
  everyMs,
  log,
}: {
  db: Db;
  now?: () => Date;
  everyMs: number;
  log: { warn(details: object, message: string): void };
}) {
  /** One pass: moves the late orders' promises; returns how many moved. */
  async function runOnce(): Promise<number> {
    const at = (now ?? (() => new Date()))();
    return db.transaction(async (tx) => {
      const courier = sql`coalesce(case when o.service_type = 'DeliveryByCourier'
        then (select z.delivery_minutes from delivery_zones z where z.id = o.delivery_zone_id) end, 0)`;
      const result = await tx.execute(sql`
        with late as (
          select o.id, o.late_told_at is null as first_time, o.customer_email is not null as has_email,
                 ${courier} as courier
            from orders o
           where o.status in ('new', 'accepted', 'cooking')
             and o.payment_status <> 'pending'
             and o.promised_at is not null
             and o.promised_at - make_interval(mins => ${courier})
                 < ${at.toISOString()}::timestamptz - make_interval(mins => ${GRACE_MINUTES})
           order by o.id
           limit ${BATCH}
           for update of o skip locked
        )
        update orders
           set promised_at = ${at.toISOString()}::timestamptz
                 + make_interval(mins => ${LATE_STEP_MINUTES} + late.courier),
               late_told_at = coalesce(orders.late_told_at, ${at.toISOString()}::timestamptz)
          from late
         where orders.id = late.id
        returning orders.id as "orderId", late.first_time as "firstTime", late.has_email as "hasEmail"`);
      const moved = (
        result as unknown as { rows: { orderId: number; firstTime: boolean; hasEmail: boolean }[] }
      ).rows;
      for (const { orderId, firstTime, hasEmail } of moved) {
        if (firstTime) {
          await enqueue(tx, [
            ...(hasEmail ? [outboxEvent('email.order-late', { orderId })] : []),
            outboxEvent('sms.order-late', { orderId }),
          ]);
        }
        await announce(tx, orderId);
      }
      return moved.length;
    });
  }

  const loop = periodic({
    runOnce,
    everyMs,
    fallback: 0,
    onError: (error) => log.warn({ err: error.message }, 'late promise pass failed'),
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}

export type LatePromises = ReturnType<typeof createLatePromises>;
