/**
 * The logged-in guest's saved delivery settings and profile contacts fill the checkout form, once
 * they are known, and only where the guest has not typed or chosen anything yet.
 */
import {
  type CheckoutForm as CheckoutFormValues,
  defaultCheckoutForm,
} from '@storefront/contract/checkout';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ADDRESS_FIELDS, savedAddress } from './checkout-address';
import type { SavedContacts, SavedDeliverySettings } from './use-saved-delivery-settings';

export function useAccountPrefill(
  { getFieldState, getValues, setValue }: UseFormReturn<CheckoutFormValues>,
  saved: SavedDeliverySettings | null,
  savedContacts: SavedContacts | null,
) {
  // The logged-in guest's saved settings fill what the guest has not filled or chosen yet.
  const savedApplied = useRef(false);
  useEffect(() => {
    if (!saved || savedApplied.current) return;
    savedApplied.current = true;
    const untouched = (field: keyof SavedDeliverySettings) =>
      !getFieldState(field).isDirty && getValues(field) === defaultCheckoutForm[field];
    for (const field of ['deliveryType', 'payment', 'comment'] as const) {
      if (untouched(field)) setValue(field, saved[field]);
    }
    if (getValues('deliveryType') !== 'DeliveryByCourier') return;
    const address = savedAddress(saved);
    for (const field of ADDRESS_FIELDS) {
      if (untouched(field)) setValue(field, address[field]);
    }
  }, [saved, getFieldState, getValues, setValue]);

  // The profile's contacts, likewise only where the guest has typed nothing yet.
  const contactsApplied = useRef(false);
  useEffect(() => {
    if (!savedContacts || contactsApplied.current) return;
    contactsApplied.current = true;
    for (const field of ['name', 'surname', 'phone', 'email'] as const) {
      const value = savedContacts[field];
      if (value === '' || getFieldState(field).isDirty || getValues(field) !== '') continue;
      setValue(field, value);
    }
  }, [savedContacts, getFieldState, getValues, setValue]);
}
