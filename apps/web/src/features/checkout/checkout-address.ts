/**
 * The courier address of the checkout form (SPEC.md §4): pickup clears it; courier reloads the
 * logged-in guest's saved address, or starts empty.
 */
import type { CheckoutForm as CheckoutFormValues } from '@storefront/contract/checkout';
import type { SavedDeliverySettings } from './use-saved-delivery-settings';

export const ADDRESS_FIELDS = [
  'street',
  'house',
  'entrance',
  'floor',
  'flat',
  'deliveryZone',
] as const;
type AddressValues = Pick<CheckoutFormValues, (typeof ADDRESS_FIELDS)[number]>;
export const NO_ADDRESS: AddressValues = {
  street: '',
  house: '',
  entrance: '',
  floor: '',
  flat: '',
  deliveryZone: null,
};

function addressOf(values: Partial<AddressValues>): AddressValues {
  return { ...NO_ADDRESS, ...values };
}

export function savedAddress(saved: SavedDeliverySettings): AddressValues {
  return addressOf({
    street: saved.street,
    house: saved.house,
    entrance: saved.entrance,
    floor: saved.floor,
    flat: saved.flat,
    deliveryZone: saved.deliveryZone ?? null,
  });
}
