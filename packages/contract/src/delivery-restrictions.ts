/**
 * iiko's delivery restrictions in the guest's words (issue 15 item 3, decision 053). Before a
 * courier order is taken with POS=iiko, each venue's organization is asked
 * `POST /api/1/delivery_restrictions/allowed` for the address; a refusal carries one of iiko's
 * reject codes (DeliveryRestrictionRejectCode) and sometimes the numbers behind it
 * (RejectItemData: the minimum sum, the hours, the weekdays). The order call answers it at the
 * zone field, with these texts.
 */
import { zoneMinimumMessage } from './checkout-messages';

/** iiko's reject codes, as its API spells them (`SumIsLessThenMinimum` is iiko's own spelling). */
export const deliveryRejectCodes = [
  'SumIsLessThenMinimum',
  'OutOfTerminalZone',
  'DeliveryTimeIsUnacceptable',
  'DayOfWeekIsUnacceptable',
  'Undefined',
] as const;
export type DeliveryRejectCode = (typeof deliveryRejectCodes)[number];

/** What iiko told beside the code (its RejectItemData), as far as the message uses it. */
export interface DeliveryRejectDetails {
  /** the smallest order the kitchen takes to the address, kopecks */
  minSumKopecks?: number | null;
  /** the kitchen's delivery hours to the address, '11:00' */
  from?: string | null;
  to?: string | null;
  /** the weekdays it delivers there, iiko's English names ('monday') */
  allowedWeekDays?: readonly string[] | null;
}

const shortWeekdays: Record<string, string> = {
  monday: 'пн',
  tuesday: 'вт',
  wednesday: 'ср',
  thursday: 'чт',
  friday: 'пт',
  saturday: 'сб',
  sunday: 'вс',
};

/** A refusal nobody could explain: iiko's `Undefined`, or a code newer than this list. */
export const UNEXPLAINED_DELIVERY_REFUSAL =
  'Не получилось подтвердить доставку по этому адресу — проверьте адрес или позвоните нам, и мы оформим заказ по телефону';

/** The guest's message for iiko's refusal of a courier order to the address. */
export function deliveryRefusalMessage(code: string, details: DeliveryRejectDetails = {}): string {
  switch (code) {
    case 'SumIsLessThenMinimum':
      // the same words as our own zone minimum: one minimum, whoever keeps it
      return details.minSumKopecks
        ? zoneMinimumMessage(details.minSumKopecks)
        : 'Сумма заказа меньше минимальной для доставки по этому адресу';
    case 'OutOfTerminalZone':
      return 'По этому адресу мы пока не доставляем — проверьте улицу и дом или выберите самовывоз';
    case 'DeliveryTimeIsUnacceptable':
      return details.from && details.to
        ? `По этому адресу доставляем с ${details.from} до ${details.to} — выберите другое время`
        : 'На это время по этому адресу не доставляем — выберите другое время';
    case 'DayOfWeekIsUnacceptable': {
      const days = (details.allowedWeekDays ?? [])
        .map((day) => shortWeekdays[day.toLowerCase()])
        .filter((day): day is string => Boolean(day));
      return days.length > 0
        ? `По этому адресу доставляем по дням: ${days.join(', ')}. Выберите другой день`
        : 'В этот день по этому адресу не доставляем — выберите другой день';
    }
    default:
      return UNEXPLAINED_DELIVERY_REFUSAL;
  }
}

/**
 * The guest chose one zone and iiko places the address in another: the fee and the minimum shown
 * were the wrong zone's.
 */
export function otherZoneMessage(zoneName: string): string {
  return `Этот адрес в зоне «${zoneName}» — выберите её, чтобы стоимость доставки была верной`;
}

/** One venue's refusal in a basket of several: which kitchen cannot deliver there. */
export function venueDeliveryRefusal(venueName: string, message: string): string {
  return `${venueName}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}
