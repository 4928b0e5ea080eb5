/**
 * The logged-in guest's saved delivery settings and contacts (SPEC.md §2 "Account", §6: "profile
 * and delivery autofill"), in the checkout form's terms. The form fills only what the guest has
 * not filled or chosen yet.
 */

import { skipToken } from '@reduxjs/toolkit/query/react';
import type { UserInfo } from '@storefront/contract/accounts';
import type { CheckoutForm } from '@storefront/contract/checkout';
import { formatPhone } from '@storefront/contract/phone';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useGetUserDeliverySettingsQuery, useGetUserInfoQuery } from '../../lib/account-api';
import { selectAccessToken } from '../auth/session-slice';

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

/**
 * The account knows one online way, 'online': the card, offered always. SBP is not an account
 * setting (the shop may switch it off), so an account's 'online' is never read as SBP.
 */
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

/** null while logged out, while the settings load, or when they could not be read. */
export function useSavedDeliverySettings(): SavedDeliverySettings | null {
  const token = useAppSelector(selectAccessToken);
  const { data } = useGetUserDeliverySettingsQuery(token ?? skipToken);
  return useMemo(() => (data ? toSavedDeliverySettings(data) : null), [data]);
}

export type SavedContacts = Pick<CheckoutForm, 'name' | 'surname' | 'phone' | 'email'>;

/** The profile in the form's terms: the phone as the form's mask writes it. */
export function toSavedContacts(info: UserInfo): SavedContacts {
  return {
    name: info.userName,
    surname: info.userLastName,
    phone: formatPhone(info.phone),
    email: info.email,
  };
}

/** The logged-in guest's name, surname, phone and e-mail; null as above. */
export function useSavedContacts(): SavedContacts | null {
  const token = useAppSelector(selectAccessToken);
  const { data } = useGetUserInfoQuery(token ?? skipToken);
  return useMemo(() => (data ? toSavedContacts(data) : null), [data]);
}
