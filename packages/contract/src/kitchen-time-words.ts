/**
 * What the guest is told of kitchen times (issue 33 items 3–4, decision 087): dishes made days
 * ahead, the times each kitchen gives, pre-orders, the checkout's time block (the order page's
 * estimate is estimate-time.ts). No schemas here: the checkout's form imports these words without
 * zod (kitchen-times.ts re-exports them beside POST /api/kitchen/times).
 */
import { formatDayMonth } from './estimate-time';
import { plural } from './plural';
import { VENUE_TIME_ZONE } from './venue-clock';

export { estimateTimeText, formatDayMonth } from './estimate-time';

const HOUR = 3_600_000;

/** 'за 2 дня', 'за 1 день', 'за 12 часов': how long ahead a dish is made. */
export function leadTimeWords(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) {
    const days = hours / 24;
    return `за ${days} ${plural(days, ['день', 'дня', 'дней'])}`;
  }
  return `за ${hours} ${plural(hours, ['час', 'часа', 'часов'])}`;
}

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
