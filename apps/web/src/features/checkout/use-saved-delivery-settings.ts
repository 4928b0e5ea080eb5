/**
 * The logged-in guest's saved delivery settings (SPEC.md §2 "Account", §6: "delivery autofill"),
 * in the checkout form's terms. Accounts do not exist yet, so there are none; the form already
 * applies whatever this returns, so the accounts work only has to fill it in, e.g. from
 * GET /api/myAccount/getUserDeliverySettings through toSavedDeliverySettings.
 */
import type { CheckoutForm } from '@storefront/contract/checkout';

export type SavedDeliverySettings = Pick<
  CheckoutForm,
  'deliveryType' | 'payment' | 'street' | 'house' | 'entrance' | 'floor' | 'flat' | 'comment'
> &
  Partial<Pick<CheckoutForm, 'deliveryZone'>>;

/** The account's settings as API.md "Account" gives them (card fields are always empty). */
export interface AccountDeliverySettings {
  deliveryMethod: 'pickup' | 'delivery';
  paymentMethod: 'cash' | 'card' | 'online';
  street: string;
  house: string;
  entrance: string;
  floor: string;
  flat: string;
  comment: string;
  deliveryId?: number | null;
}

const paymentOf = { cash: 'CASH', card: 'BNCUR', online: 'ONLINE' } as const;

export function toSavedDeliverySettings(info: AccountDeliverySettings): SavedDeliverySettings {
  return {
    deliveryType: info.deliveryMethod === 'delivery' ? 'DeliveryByCourier' : 'DeliveryByClient',
    payment: paymentOf[info.paymentMethod],
    street: info.street,
    house: info.house,
    entrance: info.entrance,
    floor: info.floor,
    flat: info.flat,
    comment: info.comment,
    deliveryZone: info.deliveryId ?? null,
  };
}

/** null while logged out (always, until accounts exist) or while the settings load. */
export function useSavedDeliverySettings(): SavedDeliverySettings | null {
  return null;
}
