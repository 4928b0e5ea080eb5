/**
 * What the guest is told of kitchen times (issue 33 items 3–4, decision 087): dishes made days
 * ahead, the times each kitchen gives, pre-orders, the checkout's time block and the order page's
 * estimate. No schemas here: the checkout's form and the order page import these words without
 * zod (kitchen-times.ts re-exports them beside POST /api/kitchen/times).
 */
import { plural } from './plural';
import { formatVenueTime, VENUE_TIME_ZONE, venueDate } from './venue-clock';

const HOUR = 3_600_000;

/** 'за 2 дня', 'за 1 день', 'за 12 часов': how long ahead a dish is made. */
export function leadTimeWords(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) {
    const days = hours / 24;
    return `за ${days} ${plural(days, ['день', 'дня', 'дней'])}`;
  }
  return `за ${hours} ${plural(hours, ['час', 'часа', 'часов'])}`;
}

const dayMonthFormat = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', {
  timeZone: VENUE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
});

/** '30 ноября' */
export const formatDayMonth = (instant: number | Date): string => dayMonthFormat.format(instant);

/** The soonest a dish made `leadHours` ahead can be had when ordered at `now`. */
export const leadReadyFrom = (now: number, leadHours: number): number => now + leadHours * HOUR;

/**
 * Why a dish made days ahead is not offered for sooner slots: '«Наполеон» готовим за 2 дня —
 * выберите дату от 30 ноября'.
 */
export function leadTimeMessage(dishName: string, leadHours: number, now: number): string {
  const from = formatDayMonth(leadReadyFrom(now, leadHours));
  return `«${dishName}» готовим ${leadTimeWords(leadHours)} — выберите дату от ${from}`;
}

/** 'Кондитерская: готово к 19:40' */
export const venueReadyText = (venueName: string, time: string): string =>
  `${venueName}: готово к ${time}`;

const weekdayDayFormat = /* @__PURE__ */ new Intl.DateTimeFormat('ru-RU', {
  timeZone: VENUE_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'long',
});

/** The day select's words: 'Сегодня', 'Завтра', 'пт, 4 декабря'. */
export function slotDayLabel(day: 'today' | 'tomorrow' | 'later', at: number): string {
  if (day === 'today') return 'Сегодня';
  if (day === 'tomorrow') return 'Завтра';
  return weekdayDayFormat.format(at);
}

export const kitchenTimeMessages = {
  /** a slot taken by other orders between the checkout and the order */
  slotTaken: 'Кухня уже занята на это время — выберите другое',
  /** every kitchen full: no time can be promised */
  kitchensFull: 'Кухни сейчас не успевают принять заказ — выберите время позже',
  preorder: 'Предзаказ',
  startAt: (time: string) => `начать в ${time}`,
} as const;

/* ---------- the checkout's time block (issue 33 items 3–4) ---------- */

export const kitchenTimeTexts = {
  asap: 'как можно скорее',
  /** 'как можно скорее — к 19:40': the kitchens' promise for the basket now */
  asapBy: (time: string) => `как можно скорее — к ${time}`,
  atTime: 'ко времени',
  day: 'День',
  time: 'Время',
  chooseTime: 'Выберите время',
  /** the list of each kitchen's own time under "as soon as possible" */
  venuesLabel: 'Когда готовит каждая кухня',
} as const;

/**
 * The order page's estimate: '19:40' on the day it is read, '19:40, 30 ноября' on another
 * (a pre-order, or a time a late kitchen moved past midnight).
 */
export function estimateTimeText(instant: number, now: number): string {
  const time = formatVenueTime(instant);
  return venueDate(instant) === venueDate(now) ? time : `${time}, ${formatDayMonth(instant)}`;
}
