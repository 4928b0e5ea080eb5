import { defaultDeliveryHours } from '@storefront/contract/delivery-time';
import type { WeekHours } from '@storefront/contract/opening-hours';
import { describe, expect, it } from 'vitest';
import { deliveryHoursFact, deliveryHoursLine } from './delivery-hours-words';

const day = (opens: string, closes: string) => ({ opens, closes });

describe('the courier’s hours in the footer and the home figure', () => {
  it('read as SPEC.md’s line and figure while every day has the same hours', () => {
    expect(deliveryHoursLine(defaultDeliveryHours)).toBe('Доставка ежедневно с 11:00 до 20:00');
    expect(deliveryHoursFact(defaultDeliveryHours)).toEqual({
      value: '11:00–20:00',
      label: 'доставляем каждый день',
    });
  });

  it('follow a longer every-day week', () => {
    const week: WeekHours = Array(7).fill(day('10:00', '22:00'));
    expect(deliveryHoursLine(week)).toBe('Доставка ежедневно с 10:00 до 22:00');
    expect(deliveryHoursFact(week).value).toBe('10:00–22:00');
  });

  it('name the days when they differ, and the widest span as the figure', () => {
    const week: WeekHours = [...Array(5).fill(day('11:00', '20:00')), day('09:30', '24:00'), null];
    expect(deliveryHoursLine(week)).toBe(
      'Часы доставки: Пн–Пт: 11:00–20:00, Сб: 09:30–24:00, Вс: выходной',
    );
    expect(deliveryHoursFact(week)).toEqual({
      value: '09:30–24:00',
      label: 'часы доставки, по дням — на странице «Доставка»',
    });
  });

  it('say so when the courier has no day at all', () => {
    const week: WeekHours = Array(7).fill(null);
    expect(deliveryHoursFact(week)).toEqual({ value: '—', label: 'доставка сейчас не работает' });
    expect(deliveryHoursLine(week)).toBe('Доставка сейчас не работает');
  });
});
