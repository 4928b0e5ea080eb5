import type { AccountPoints } from '@storefront/contract/loyalty';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/render';
import { initialSessionState } from '../auth/session-slice';
import { PointsTab } from './points-tab';

const TOKEN = 'session-token';
const loggedIn = { session: { ...initialSessionState, loggedIn: true, accessToken: TOKEN } };

const answer: AccountPoints = {
  balance: 126,
  tier: { name: 'Гость', ratePercent: 3 },
  spentLast90Days: 4_200,
  nextTier: { name: 'Друг', ratePercent: 5, from: 15_000 },
  maxSharePercent: 30,
  expiring: [{ points: 126, on: '2027-11-21' }],
  entries: [
    {
      kind: 'adjusted',
      points: -20,
      orderId: null,
      at: '2026-11-22T03:00:00.000Z',
      reason: 'Ошибка начисления',
    },
    { kind: 'earned', points: 146, orderId: 42, at: '2026-11-21T04:05:00.000Z', reason: null },
  ],
};

describe('PointsTab', () => {
  it('shows the balance, the tier, the way to the next, what runs out and the history', async () => {
    stubApi({ 'GET /api/account/points': json(200, answer) });
    renderPage(<PointsTab token={TOKEN} />, { preloadedState: loggedIn });
    expect(
      (await screen.findByRole('heading', { name: 'У вас 126 баллов' })).textContent,
    ).toBeTruthy();
    expect(screen.getByText(/Уровень «Гость»: 3 %/)).toBeTruthy();
    expect(screen.getByText(/До уровня «Друг» \(5 %\) — ещё 10 800 Р/)).toBeTruthy();
    expect(screen.getByText('126 баллов сгорят 21.11.2027')).toBeTruthy();
    const rows = screen.getAllByRole('listitem').filter((item) => item.querySelector('time'));
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Изменено администратором — Ошибка начисления-20'),
      expect.stringContaining('Начислено за заказ № 0000042+146'),
    ]);
    expect(screen.getByRole('link', { name: '№ 0000042' }).getAttribute('href')).toBe('/order/42');
  });

  it('says how points come before there are any', async () => {
    stubApi({
      'GET /api/account/points': json(200, { ...answer, balance: 0, expiring: [], entries: [] }),
    });
    renderPage(<PointsTab token={TOKEN} />, { preloadedState: loggedIn });
    expect(await screen.findByText(/начисляются, когда заказ выполнен/)).toBeTruthy();
  });
});
