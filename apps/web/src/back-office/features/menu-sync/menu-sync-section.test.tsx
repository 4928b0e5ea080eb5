import type { MenuSyncResponse } from '@storefront/contract/menu-sync';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { renderOnStaffStore } from '../../testing/render-staff';
import { MenuSyncSection } from './menu-sync-section';

const counts = {
  categories: 3,
  dishes: 12,
  hidden: { deleted: 2, notInMenu: 1 },
  sizes: 4,
  modifierGroups: 2,
  modifierOptions: 5,
};
const synced: MenuSyncResponse = {
  pos: 'iiko',
  venues: [
    {
      venueId: 1,
      revision: 2001,
      syncedAt: '2026-11-24T03:05:00.000Z',
      attemptedAt: '2026-11-24T03:05:00.000Z',
      lastError: null,
      counts,
    },
    {
      venueId: 2,
      revision: 1001,
      syncedAt: '2026-11-24T03:05:00.000Z',
      attemptedAt: '2026-11-24T03:20:00.000Z',
      lastError: 'iiko answered 503',
      counts,
    },
    { venueId: 3, revision: 0, syncedAt: null, attemptedAt: null, lastError: null, counts: null },
  ],
};

function renderSection(state: MenuSyncResponse, afterSync: MenuSyncResponse = state) {
  const api = stubApi({
    'GET /api/staff/menu-sync': json(200, state),
    'POST /api/staff/menu-sync': json(200, afterSync),
  });
  const { user } = renderOnStaffStore(<MenuSyncSection />);
  return { api, user };
}

describe('MenuSyncSection', () => {
  it('shows each venue’s last sync: when, revision, counts, hidden dishes and why, the error', async () => {
    renderSection(synced);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    const pub = within(rows[1] as HTMLElement);
    expect(pub.getByRole('rowheader').textContent).toBe('Гастропаб');
    expect(pub.getByText('24.11, 13:05')).toBeTruthy();
    expect(pub.getByText('2001')).toBeTruthy();
    expect(pub.getByText('2 — удалено в iiko; 1 — не включено в меню в iiko')).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByText('24.11, 13:20: iiko answered 503'),
    ).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('ещё не было')).toBeTruthy();
  });

  it('syncs now and says how it went, politely announced', async () => {
    const fixed = {
      ...synced,
      venues: synced.venues.map((venue) => ({ ...venue, lastError: null })),
    };
    const { api, user } = renderSection(synced, fixed);
    await user.click(await screen.findByRole('button', { name: 'Синхронизировать сейчас' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText('Меню синхронизировано')).toBeTruthy();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(api.callsTo('POST /api/staff/menu-sync')).toHaveLength(1);
    expect(screen.queryByText(/iiko answered 503/)).toBeNull();
  });

  it('names the venues whose sync failed, the old menu kept', async () => {
    const { user } = renderSection(synced);
    await user.click(await screen.findByRole('button', { name: 'Синхронизировать сейчас' }));
    expect(await screen.findByText('Не удалось: Sibumi — прежнее меню оставлено')).toBeTruthy();
  });

  it('says the menu is kept here when the site is not connected to iiko', async () => {
    renderSection({ ...synced, pos: 'local' });
    expect(await screen.findByText(/сайт не подключён к iiko/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Синхронизировать сейчас' })).toBeNull();
  });
});
