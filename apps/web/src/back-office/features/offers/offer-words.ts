/**
 * An offer's terms in the words of the back office's list: what it gives, to what, whose it is
 * and when it holds (the list must be read at a glance; the form holds the details).
 */
import { formatPrice, toRoubles } from '@storefront/contract/money';
import { plural } from '@storefront/contract/plural';
import type {
  StaffOffer,
  StoredOfferBenefit,
  StoredOfferScope,
} from '@storefront/contract/staff-offers';
import { menuVenues } from '@storefront/contract/venues';

export const NO_CODE = 'без кода';
export const WHOLE_GROUP = 'Вся группа';

const money = (kopecks: number) => formatPrice(toRoubles(kopecks));

/** '−10 %', '−10 %, не больше 500 Р', '−300 Р', 'Бесплатная доставка', 'Подарок: Моти'. */
export function benefitText(benefit: StoredOfferBenefit): string {
  switch (benefit.kind) {
    case 'percent':
      return benefit.capKopecks === null
        ? `−${benefit.percent}\u00a0%`
        : `−${benefit.percent}\u00a0%, не больше ${money(benefit.capKopecks)}`;
    case 'fixed':
      return `−${money(benefit.kopecks)}`;
    case 'freeDelivery':
      return 'Бесплатная доставка';
    case 'gift':
      return `Подарок: ${benefit.name || benefit.dishKey}`;
  }
}

export const venueName = (venueId: number) =>
  menuVenues.find((venue) => venue.id === venueId)?.name ?? `Заведение ${venueId}`;

/** 'на весь заказ', 'на блюда: Sibumi', 'на 2 категории', 'на 1 блюдо' (named in its form). */
export function scopeText(scope: StoredOfferScope): string {
  switch (scope.kind) {
    case 'order':
      return 'на весь заказ';
    case 'venues':
      return `на блюда: ${scope.venueIds.map(venueName).join(', ')}`;
    case 'categories': {
      const count = scope.categoryIds.length;
      return `на ${count} ${plural(count, ['категорию', 'категории', 'категорий'])}`;
    }
    case 'dishes': {
      const count = scope.dishKeys.length;
      return `на ${count} ${plural(count, ['блюдо', 'блюда', 'блюд'])}`;
    }
  }
}

/** The offer's owner: a venue's name, or the group's. */
export const ownerText = (venueId: number | null) =>
  venueId === null ? WHOLE_GROUP : venueName(venueId);

/** '2026-12-01' → '01.12.2026' */
const day = (date: string) => date.split('-').reverse().join('.');

export const WEEKDAY_NAMES = [
  'Понедельник',
  'Вторник',
  'Среда',
  'Четверг',
  'Пятница',
  'Суббота',
  'Воскресенье',
] as const;
const WEEKDAY_SHORT = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;

/** Minutes from midnight as 'ЧЧ:ММ' (900 → '15:00'). */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'с 01.12.2026 по 31.12.2026 · пн, пт · 15:00–18:00', or 'всегда'. */
export function whenText(
  offer: Pick<StaffOffer, 'startsOn' | 'endsOn' | 'weekdays' | 'hours'>,
): string {
  const parts: string[] = [];
  const dates = [
    offer.startsOn === null ? null : `с ${day(offer.startsOn)}`,
    offer.endsOn === null ? null : `по ${day(offer.endsOn)}`,
  ].filter((part) => part !== null);
  if (dates.length > 0) parts.push(dates.join(' '));
  if (offer.weekdays.length > 0) {
    parts.push(
      [...offer.weekdays]
        .sort()
        .map((weekday) => WEEKDAY_SHORT[weekday - 1] ?? '')
        .join(', '),
    );
  }
  if (offer.hours !== null) {
    parts.push(`${clockText(offer.hours.fromMinutes)}–${clockText(offer.hours.toMinutes)}`);
  }
  return parts.length > 0 ? parts.join(' · ') : 'всегда';
}

/** '12' or '12 из 100' */
export const usesText = (offer: Pick<StaffOffer, 'uses' | 'totalLimit'>) =>
  offer.totalLimit === null ? String(offer.uses) : `${offer.uses} из ${offer.totalLimit}`;
