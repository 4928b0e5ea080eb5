/** The guest's saved delivery settings (API.md "Account"): read with defaults, saved as given. */
import { type DeliverySettings, emptyDeliverySettings } from '@storefront/contract/accounts';
import { checkoutMessages } from '@storefront/contract/checkout';
import type { Db } from '../../db/client';
import { sqlState } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { deliverySettingsRow, upsertDeliverySettings } from './repository';

/**
 * The database errors that are the guest's (issue 12 item 3): a unique violation on a contact
 * (409 userExists, profile.ts) and this foreign key (400 on deliveryId). Every other failure goes
 * on to the central error handler: 500, or 503 while the database cannot be used.
 */
const ZONE_FOREIGN_KEY = 'delivery_settings_delivery_zone_id_delivery_zones_id_fk';

/** The constraint a failed statement broke, as the driver tells it (drizzle wraps it: `cause`). */
function brokenConstraint(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { constraint, cause } = current as { constraint?: unknown; cause?: unknown };
    if (typeof constraint === 'string') return constraint;
    current = cause;
  }
  return undefined;
}

export function createDeliverySettings(db: Db) {
  return {
    async deliverySettings(userId: number): Promise<DeliverySettings> {
      const row = await deliverySettingsRow(db, userId);
      if (!row) return emptyDeliverySettings;
      return {
        ...emptyDeliverySettings,
        deliveryMethod: row.deliveryMethod,
        paymentMethod: row.paymentMethod,
        street: row.street,
        house: row.house,
        entrance: row.entrance,
        floor: row.floor,
        flat: row.flat,
        comment: row.comment,
        deliveryId: row.deliveryZoneId,
      };
    },

    async saveDeliverySettings(userId: number, input: DeliverySettings) {
      await upsertDeliverySettings(db, userId, {
        deliveryMethod: input.deliveryMethod,
        paymentMethod: input.paymentMethod,
        street: input.street.trim(),
        house: input.house.trim(),
        entrance: input.entrance.trim(),
        floor: input.floor.trim(),
        flat: input.flat.trim(),
        comment: input.comment.trim(),
        deliveryZoneId: input.deliveryId,
        updatedAt: new Date(),
      }).catch((error: unknown) => {
        // a delivery zone that does not exist; any other failure is not the guest's
        if (sqlState(error) !== '23503' || brokenConstraint(error) !== ZONE_FOREIGN_KEY)
          throw error;
        throw new AppError(400, 'validation', { deliveryId: checkoutMessages.deliveryZone });
      });
    },
  };
}
