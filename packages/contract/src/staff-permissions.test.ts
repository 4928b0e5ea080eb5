import { describe, expect, it } from 'vitest';
import { mayCancelOrder } from './staff-permissions';

const operatorOfPub = { role: 'operator' as const, venues: [1] };
const operatorOfBoth = { role: 'operator' as const, venues: [1, 2] };
const managerOfPub = { role: 'manager' as const, venues: [1] };
const managerOfBoth = { role: 'manager' as const, venues: [1, 2] };
const admin = { role: 'admin' as const, venues: [] };

describe('who may cancel a whole order from the board (issue 31 item 3)', () => {
  it('anyone whose venues hold every kitchen still in the order, while no other cooks', () => {
    const fresh = [
      { venueId: 1, status: 'sent' as const },
      { venueId: 2, status: 'declined' as const },
    ];
    expect(mayCancelOrder(operatorOfPub, 1, fresh, null)).toBe('allowed');
    expect(
      mayCancelOrder(operatorOfBoth, 1, [...fresh, { venueId: 2, status: 'accepted' }], null),
    ).toBe('allowed');
  });

  it('never another venue’s part: the operator declines their own instead', () => {
    const combined = [
      { venueId: 1, status: 'accepted' as const },
      { venueId: 2, status: 'sent' as const },
    ];
    expect(mayCancelOrder(operatorOfPub, 1, combined, 'причина')).toBe('notTheirs');
    expect(mayCancelOrder(managerOfPub, 1, combined, 'причина')).toBe('notTheirs');
    expect(mayCancelOrder(admin, 1, combined, null)).toBe('allowed');
  });

  it('once another kitchen cooks: a manager’s or admin’s act of those venues, with a reason', () => {
    const cooking = [
      { venueId: 1, status: 'accepted' as const },
      { venueId: 2, status: 'cooking' as const },
    ];
    expect(mayCancelOrder(operatorOfBoth, 1, cooking, 'причина')).toBe('managersOnly');
    expect(mayCancelOrder(managerOfBoth, 1, cooking, null)).toBe('reasonNeeded');
    expect(mayCancelOrder(managerOfBoth, 1, cooking, 'Закрываемся раньше')).toBe('allowed');
    expect(mayCancelOrder(admin, 1, cooking, null)).toBe('reasonNeeded');
    // Its own kitchen cooking is the venue's to stop.
    expect(mayCancelOrder(operatorOfBoth, 2, cooking, null)).toBe('allowed');
  });
});
