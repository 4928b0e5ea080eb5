/**
 * What the checkout's time block offers (issue 33 items 3–4): "as soon as possible" (with the
 * kitchens' promise once they have answered), the days with slots and each day's slots, and why
 * sooner times are not offered. Until the kitchens answer, or when they cannot be asked, today's
 * rules stand in: the slots of today and tomorrow in the delivery or pickup week — the server
 * still decides at the order.
 */
import { deliverySlots, isAsapAvailable, slotInstant } from '@storefront/contract/delivery-time';
import { slotDayLabel } from '@storefront/contract/kitchen-time-words';
import type { WeekHours } from '@storefront/contract/week-hours';

export interface OfferedDay {
  /** 'YYYY-MM-DD', the «День» select's value */
  date: string;
  /** 'Сегодня', 'Завтра', 'пн, 30 ноября' */
  label: string;
  /** the slots' completeBefore values and their times ('19:30') */
  slots: { value: string; time: string }[];
}

export interface TimeOffer {
  /** null: "as soon as possible" is not offered */
  asap: {
    /** the kitchens' promise ('19:40'); null before they answer */
    by: string | null;
    /** each kitchen's own time, when they differ: 'Кондитерская: готово к 19:40' */
    venues: string[];
  } | null;
  days: OfferedDay[];
  notes: string[];
}

interface SlotLike {
  value: string;
  day: 'today' | 'tomorrow' | 'later';
  date: string;
  time: string;
}

/** The slots grouped by their day, in order. */
export function daysOf(slots: readonly SlotLike[]): OfferedDay[] {
  const days: OfferedDay[] = [];
  for (const slot of slots) {
    let day = days.at(-1);
    if (day?.date !== slot.date) {
      const at = slotInstant(slot.value) ?? Date.parse(`${slot.date}T12:00:00+10:00`);
      day = { date: slot.date, label: slotDayLabel(slot.day, at), slots: [] };
      days.push(day);
    }
    day.slots.push({ value: slot.value, time: slot.time });
  }
  return days;
}

/**
 * Whether today's rules keep a chosen slot: one they offer, or one on a later day than they
 * reach (a pre-order only the kitchens can judge: the order decides).
 */
export function rulesKeep(value: string, now: Date, week: WeekHours): boolean {
  const slots = deliverySlots(now, week);
  if (slots.some((slot) => slot.value === value)) return true;
  const at = slotInstant(value);
  const lastDate = slots.at(-1)?.date ?? '';
  return at !== null && at > now.getTime() && value.slice(0, 10) > lastDate;
}

/**
 * Today's rules as an offer: `kept`, a chosen slot beyond their days, stays offered on its own
 * day so that a pre-order chosen from the kitchens' answer survives until they answer again.
 */
export function offerOfRules(
  now: Date,
  week: WeekHours,
  asapOpen: boolean,
  kept: string,
): TimeOffer {
  const slots: SlotLike[] = deliverySlots(now, week);
  if (kept !== '' && !slots.some((slot) => slot.value === kept) && rulesKeep(kept, now, week)) {
    slots.push({ value: kept, day: 'later', date: kept.slice(0, 10), time: kept.slice(11, 16) });
  }
  return {
    asap: asapOpen && isAsapAvailable(now, week) ? { by: null, venues: [] } : null,
    days: daysOf(slots),
    notes: [],
  };
}
