import { AUDIT_PAGE } from '@storefront/contract/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { renderOnStaffStore } from '../../testing/render-staff';
import type { AuditEntry } from './audit-api';
import { AuditSection } from './audit-section';

const entry = (id: number, fields: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  action: 'stopList.set',
  subject: `product:${id}`,
  before: { available: true },
  after: { available: false },
  at: '2026-11-24T03:05:00.000Z',
  staff: { login: 'olga', name: 'Ольга' },
  ...fields,
});

function renderAudit(pages: Record<string, AuditEntry[]>) {
  const api = stubApi({
    'GET /api/staff/audit': (call) =>
      json(200, { entries: pages[call.search.get('before') ?? 'newest'] ?? [] }),
  });
  const { user } = renderOnStaffStore(<AuditSection />);
  return { api, user };
}

describe('AuditSection', () => {
  it('shows who changed what, when (Vladivostok), before and after', async () => {
    renderAudit({
      newest: [
        entry(3, {
          action: 'order.accept',
          subject: 'order:41/venue:1',
          before: { ticket: 'sent' },
          after: { ticket: 'accepted', minutes: 25 },
        }),
        entry(2, { staff: null, action: 'staff.create', before: null, after: { login: 'boss' } }),
      ],
    });
    await screen.findByText('Командная строка');
    const rows = screen.getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'Ольга',
        'Заказ принят',
        'order:41/venue:1',
        'ticket: sent',
        'ticket: accepted, minutes: 25',
      ],
      ['Командная строка', 'Новый сотрудник', 'product:2', '—', 'login: boss'],
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('24.11, 13:05');
  });

  it('pages back with the last entry’s id', async () => {
    const first = Array.from({ length: AUDIT_PAGE }, (_, i) => entry(200 - i));
    const { api, user } = renderAudit({
      newest: first,
      '151': [entry(150, { subject: 'place:1' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('place:1')).toBeTruthy();
    expect(api.calls.map((call) => call.search.get('before'))).toEqual([null, '151']);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });
});
