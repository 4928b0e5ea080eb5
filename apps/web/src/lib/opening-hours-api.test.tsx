/**
 * The places' hours as staff set them reach the server-rendered page, its structured data and the
 * state the browser hydrates from, all from one answer (issue 14 item 6).
 */
import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';
import { json, stubApi } from '../testing/api-stub';

const noonToEleven = { opens: '12:00', closes: '23:00' };
const sibumiWeek = [...Array(5).fill(noonToEleven), { opens: '14:00', closes: '24:00' }, null];
/** The courier's week: shorter on Saturdays, none on Sundays. */
const deliveryWeek = [
  ...Array(5).fill({ opens: '11:00', closes: '20:00' }),
  { opens: '12:00', closes: '18:00' },
  null,
];
const answer = { places: [{ placeId: 1, days: sibumiWeek }], delivery: deliveryWeek };

function render(path: string) {
  const api = stubApi({ 'GET /api/opening-hours': json(200, answer) });
  // The server's own routes answer the render: here, the stubbed fetch.
  return {
    api,
    page: renderPage(path, { fetch: (request) => fetch(request), origin: 'https://example.ru' }),
  };
}

describe('opening hours in the server-rendered pages', () => {
  it('show on the contacts page, in its structured data and in the state it hydrates from', async () => {
    const { page } = render('/contacts');
    const { html, head, state } = await page;
    expect(html).toContain('Пн–Пт: 12:00–23:00, Сб: 14:00–24:00, Вс: выходной');
    expect(html).toContain('Ежедневно: 12:00–23:00');
    // Sibumi closed on Sundays: stated as 00:00–00:00 for that day.
    expect(head).toContain(
      '"dayOfWeek":["https://schema.org/Sunday"],"opens":"00:00","closes":"00:00"',
    );
    expect(head).toContain('"opens":"14:00","closes":"23:59"');
    expect(state).toContain('"getOpeningHours(undefined)"');
  });

  it('show the delivery hours on the delivery page and in the state it hydrates from', async () => {
    const { page, api } = render('/delivery');
    const { html, state } = await page;
    expect(html).toContain('Часы доставки: Пн–Пт: 11:00–20:00, Сб: 12:00–18:00, Вс: выходной.');
    expect(state).toContain('"getOpeningHours(undefined)"');
    expect(api.callsTo('GET /api/opening-hours')).toHaveLength(1);
  });

  it('state the stored delivery week in every page’s footer, the home figure and About', async () => {
    const home = render('/');
    const homePage = await home.page;
    expect(homePage.head).toContain('"opens":"14:00","closes":"23:59"');
    expect(homePage.html).toContain(
      'Часы доставки: Пн–Пт: 11:00–20:00, Сб: 12:00–18:00, Вс: выходной',
    );
    // The home page's figure: the widest span, the days on the delivery page.
    expect(homePage.html).toContain('<dd>11:00–20:00</dd>');
    expect(homePage.html).toContain('часы доставки, по дням — на странице «Доставка»');
    expect(homePage.html).not.toContain('доставляем каждый день');
    expect(home.api.callsTo('GET /api/opening-hours')).toHaveLength(1);

    const about = await render('/about').page;
    expect(about.html).toContain(
      'выберите время: доставляем Пн–Пт: 11:00–20:00, Сб: 12:00–18:00, Вс: выходной.',
    );
    const privacy = render('/privacy');
    expect((await privacy.page).html).toContain('Часы доставки: Пн–Пт: 11:00–20:00');
    expect(privacy.api.callsTo('GET /api/opening-hours')).toHaveLength(1);
  });
});
