import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { DeliveryPage } from './content-pages';

describe('the delivery page', () => {
  it('says the delivery hours: the usual ones until staff set others', async () => {
    stubApi({ 'GET /api/delivery-zones': json(200, []) });
    renderPage(<DeliveryPage />, { route: '/delivery' });
    expect(await screen.findByText(/Доставляем ежедневно с 11:00 до 20:00\./)).toBeTruthy();
  });

  it('says the delivery week staff set', async () => {
    stubApi({
      'GET /api/delivery-zones': json(200, []),
      'GET /api/opening-hours': json(200, {
        places: [],
        delivery: [...Array(6).fill({ opens: '10:00', closes: '22:00' }), null],
      }),
    });
    renderPage(<DeliveryPage />, { route: '/delivery' });
    expect(
      await screen.findByText(/Часы доставки: Пн–Сб: 10:00–22:00, Вс: выходной\./),
    ).toBeTruthy();
  });

  it('lists each zone as configured: fee, minimum, free delivery from, minutes', async () => {
    stubApi({
      'GET /api/delivery-zones': json(200, [
        { id: 1, name: 'По городу до Зари', price: 350, minOrder: 0, freeFrom: 3000, minutes: 40 },
        {
          id: 4,
          name: 'Аэропорт Кневичи',
          price: 2000,
          minOrder: 3000,
          freeFrom: null,
          minutes: 90,
        },
      ]),
    });
    renderPage(<DeliveryPage />, { route: '/delivery' });
    const airport = await screen.findByRole('row', { name: /Аэропорт Кневичи/ });
    const text = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));
    expect(text(airport)).toEqual(['2 000 Р', '3 000 Р', 'нет', '90 мин']);
    expect(text(screen.getByRole('row', { name: /По городу до Зари/ }))).toEqual([
      '350 Р',
      'любой суммы',
      '3 000 Р',
      '40 мин',
    ]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Район',
      'Доставка',
      'Заказ от',
      'Бесплатно от',
      'Время в пути',
    ]);
  });

  it('draws the zones that have an outline, with the restaurants among them, and none without', async () => {
    const square = (lat: number, lon: number, side: number): [number, number][] => [
      [lat, lon],
      [lat + side, lon],
      [lat + side, lon + side],
      [lat, lon + side],
    ];
    stubApi({
      'GET /api/delivery-zones': json(200, [
        { id: 1, name: 'Центр', price: 300, polygon: square(43.1, 131.87, 0.03) },
        { id: 2, name: 'Вторая речка', price: 450, polygon: square(43.16, 131.9, 0.03) },
        { id: 3, name: 'Без контура', price: 900 },
      ]),
    });
    const { container } = renderPage(<DeliveryPage />, { route: '/delivery' });
    const plan = await screen.findByRole('img', {
      name: 'Зоны доставки на плане города: Центр, Вторая речка',
    });
    expect(plan.querySelectorAll('polygon')).toHaveLength(2);
    // Every place of the group, inside the plan.
    const venues = [...plan.querySelectorAll('circle')];
    expect(venues).toHaveLength(4);
    for (const venue of venues) {
      const [x, y] = [Number(venue.getAttribute('cx')), Number(venue.getAttribute('cy'))];
      expect(x > 0 && x < 640 && y > 0 && y < 400).toBe(true);
    }
    // North is up: the northern zone's outline lies above the central one's.
    const top = (polygon: Element | undefined) =>
      Math.min(
        ...(polygon?.getAttribute('points') ?? '')
          .split(' ')
          .map((pair) => Number(pair.split(',')[1])),
      );
    const [centre, north] = [...plan.querySelectorAll('polygon')];
    expect(top(north)).toBeLessThan(top(centre));
    expect(container.textContent).toContain('наши рестораны');
  });

  it('draws no plan when no zone has an outline', async () => {
    stubApi({ 'GET /api/delivery-zones': json(200, [{ id: 1, name: 'Центр', price: 300 }]) });
    renderPage(<DeliveryPage />, { route: '/delivery' });
    expect(await screen.findByRole('row', { name: /Центр/ })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Зоны доставки/ })).toBeNull();
  });
});
