/** Who may see and act on an order: the holder of its key, or the account that placed it. */
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOrder, type OrderRow } from './repository';

/** The order's key from its link, or the signed-in guest's account. */
export interface OrderAccess {
  key?: string;
  userId?: number | null;
}

function sameKey(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The order, if the caller holds its key or owns it; else 404 (as if it did not exist). */
export async function accessibleOrder(db: Db, id: number, access: OrderAccess): Promise<OrderRow> {
  const order = await findOrder(db, id);
  const allowed =
    order &&
    ((access.key !== undefined && sameKey(access.key, order.accessKey)) ||
      (access.userId != null && order.userId === access.userId));
  if (!order || !allowed) throw new AppError(404, 'notFound');
  return order;
}
