import { type DayHours, type Weekday, type WeekHours, weekHoursWords } from './week-hours';

export {
  defaultOpeningHours,
  type OpeningHoursResponse,
  weekOfPlace,
} from './place-hours';
export {
  type DayHours,
  dayMinutes,
  formatDayHours,
  formatOpeningHours,
  isEveryDayAlike,
  sameOpenHoursEveryDay,
  TIME_PATTERN,
  timeMinutes,
  type Weekday,
  type WeekHours,
  weekdayShortNames,
  weekdays,
} from './week-hours';

export const weekdayNames = [
  'понедельник',
  'вторник',
  'среда',
  'четверг',
  'пятница',
  'суббота',
  'воскресенье',
] as const;
/** «в понедельник», «во вторник»: the booking rule's message names the day this way. */
export const onWeekdayNames = [
  'в понедельник',
  'во вторник',
  'в среду',
  'в четверг',
  'в пятницу',
  'в субботу',
  'в воскресенье',
] as const;

export const openingHoursMessages = {
  time: 'Время — в виде ЧЧ:ММ, от 00:00 до 24:00',
  order: 'Время закрытия должно быть позже времени открытия',
  days: 'Укажите часы на каждый из семи дней недели',
  ...weekHoursWords,
  saved: 'Сохранено',
} as const;

/** The ISO weekday of a calendar date given as its UTC midnight (day arithmetic only). */
export function weekdayOfDate(dateUtc: number): Weekday {
  return (((new Date(dateUtc).getUTCDay() + 6) % 7) + 1) as Weekday;
}

/** The day of a week: Monday is 1. */
export function hoursOn(week: WeekHours, weekday: Weekday): DayHours | null {
  return week[weekday - 1] ?? null;
}
