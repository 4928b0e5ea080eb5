/**
 * The iiko adapter against what iiko Cloud's published description says (issue 30): each
 * position at its own price and the sums adding up, the fee as a position, one fiscal receipt,
 * the customer type, an off-line kitchen's order held, sleeping terminal groups woken, iiko told
 * how long we wait, the external menu's version and its prices by organization list.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeIiko,
  fakeIikoFixture,
  noDeliveryRestrictions,
  startFakeIiko,
} from '../../testing/fake-iiko';
import { externalMenuId } from '../../testing/iiko-external-menu-fixture';
import { sibumiIds, sibumiNomenclature } from '../../testing/iiko-nomenclature-fixture';
import { fakeIikoAdapter, iikoTicket } from '../../testing/iiko-tickets';
import type { PosTicket, PosTicketLine } from '../pos/pos';
import type { IikoOptions } from './iiko';

const venues = fakeIikoFixture.venues;
const CREATE = '/api/1/deliveries/create';

let fake: FakeIiko;
let clock: number;

beforeEach(async () => {
  // 18:00 in Vladivostok
  clock = Date.UTC(2025, 0, 10, 8, 0);
  fake = await startFakeIiko();
});
afterEach(() => fake.close());

const adapter = (overrides: Partial<IikoOptions> = {}) =>
  fakeIikoAdapter(fake.url, () => clock, { statusPollAttempts: 3, ...overrides });

/**
 * Eight pieces of Филадельфия (690 ₽) with soy sauce (30 ₽), wasabi (24.90 ₽) and ginger (20 ₽)
 * from Sibumi's sauces, two of which come free: the two cheapest, so the guest pays 720 ₽.
 */
const philadelphiaWithSauces: PosTicketLine = {
  productId: sibumiIds.philadelphia,
  name: 'Филадельфия',
  count: 2,
  priceKopecks: 72_000,
  choice: {
    sizeId: sibumiIds.eightPieces,
    ownPriceKopecks: 69_000,
    modifiers: [
      { productId: sibumiIds.soySauce, groupId: sibumiIds.sauces, amount: 1, priceKopecks: 3_000 },
      { productId: sibumiIds.wasabi, groupId: sibumiIds.sauces, amount: 1, priceKopecks: 2_490 },
      { productId: sibumiIds.ginger, groupId: sibumiIds.sauces, amount: 1, priceKopecks: 2_000 },
    ],
  },
};

function sibumiTicket(overrides: Partial<PosTicket> = {}): PosTicket {
  return iikoTicket(clock, {
    venueId: 2,
    lines: [philadelphiaWithSauces],
    dishesKopecks: 144_000,
    ...overrides,
  });
}

/** What iiko says of the ticket now (deliveries/by_id). */
function stateOf(ticket: PosTicket) {
  const { ticketState } = adapter();
  if (!ticketState) throw new Error('the iiko adapter reads tickets back');
  return ticketState(ticket);
}

const sent = (ticket: PosTicket) => fake.state.orders.get(ticket.ticketId)?.request;

describe('iiko as described: sums iiko agrees with (decision 068)', () => {
  it('sends the size at its own price and each modifier at its own, which iiko sums to what the guest pays', async () => {
    fake.state.checkPrices = true;
    const ticket = sibumiTicket();
    expect(await adapter().submit(ticket)).toEqual({
      status: 'accepted',
      externalId: ticket.ticketId,
    });
    expect(sent(ticket)?.order.items).toEqual([
      {
        productId: sibumiIds.philadelphia,
        type: 'Product',
        amount: 2,
        price: 690,
        productSizeId: sibumiIds.eightPieces,
        modifiers: [
          { productId: sibumiIds.soySauce, amount: 1, productGroupId: sibumiIds.sauces, price: 30 },
          { productId: sibumiIds.wasabi, amount: 1, productGroupId: sibumiIds.sauces, price: 24.9 },
          { productId: sibumiIds.ginger, amount: 1, productGroupId: sibumiIds.sauces, price: 20 },
        ],
      },
    ]);
    expect(sent(ticket)?.order.payments?.map((payment) => payment.sum)).toEqual([1440]);
    expect(fake.state.orders.get(ticket.ticketId)?.creationStatus).toBe('Success');
  });

  it('is refused by iiko when the payment does not add up to the positions', async () => {
    // a payment 30 ₽ short of the positions, as when a paid sauce is missed
    const ticket = sibumiTicket({ dishesKopecks: 138_000 });
    const result = await adapter().submit(ticket);
    expect(result).toMatchObject({ status: 'rejected' });
    expect(result.status === 'rejected' && result.reason).toMatch(/not equal to the order sum/);
  });

  it('sends a line kept before its own price was at the price it was paid, its modifiers at 0', async () => {
    const { ownPriceKopecks: _own, ...oldChoice } = philadelphiaWithSauces.choice ?? {
      sizeId: null,
      modifiers: [],
    };
    const ticket = sibumiTicket({ lines: [{ ...philadelphiaWithSauces, choice: oldChoice }] });
    expect((await adapter().submit(ticket)).status).toBe('accepted');
    expect(sent(ticket)?.order.items[0]).toMatchObject({
      price: 720,
      modifiers: [{ price: 0 }, { price: 0 }, { price: 0 }],
    });
  });

  it('sends the delivery fee as the zone’s delivery-service product from iiko’s restrictions', async () => {
    fake.state.setDeliveryRestrictions(venues[2].id, {
      ...noDeliveryRestrictions(venues[2].id),
      restrictions: [
        {
          minSum: 0,
          terminalGroupId: venues[2].terminalGroupId,
          organizationId: venues[2].id,
          zone: 'Центр',
          weekMap: 127,
          from: 0,
          to: 1440,
          priority: 0,
          deliveryDurationInMinutes: 60,
          deliveryServiceProductId: sibumiIds.deliveryService,
        },
      ],
      deliveryZones: [],
    });
    const ticket = sibumiTicket({ deliveryZone: 'Центр', deliveryFeeKopecks: 20_000 });
    expect((await adapter().submit(ticket)).status).toBe('accepted');
    expect(sent(ticket)?.order.items.at(-1)).toEqual({
      productId: sibumiIds.deliveryService,
      type: 'Product',
      amount: 1,
      price: 200,
    });
    expect(sent(ticket)?.order.payments?.map((payment) => payment.sum)).toEqual([1640]);
    expect(sent(ticket)?.order.comment).toBe('Позвонить за 10 минут');
  });

  it('takes the configured fee product for a zone of our own, and names the gap without one', async () => {
    const ticket = sibumiTicket({ deliveryZone: null, deliveryFeeKopecks: 20_000 });
    await expect(adapter().submit(ticket)).rejects.toThrow(/IIKO_DELIVERY_FEE_PRODUCT_ID/);
    expect(fake.state.count(CREATE)).toBe(0);

    const pos = adapter({ deliveryFeeProductId: sibumiIds.deliveryService });
    expect((await pos.submit(ticket)).status).toBe('accepted');
    expect(sent(ticket)?.order.items.at(-1)).toMatchObject({
      productId: sibumiIds.deliveryService,
      price: 200,
    });
  });
});

describe('iiko as described: the customer (decision 070)', () => {
  it('is one-time, named for this order, without the guest’s consent to the loyalty programme', async () => {
    const ticket = iikoTicket(clock);
    expect((await adapter().submit(ticket)).status).toBe('accepted');
    expect(sent(ticket)?.order.customer).toEqual({ type: 'one-time', name: 'Иван Петров' });
  });
});

describe('iiko as described: a kitchen off line (decision 071)', () => {
  it('holds an order as soon as possible for its kitchen longer than iiko’s 8 s', async () => {
    fake.state.offlineTerminalGroups.add(venues[1].terminalGroupId);
    const ticket = iikoTicket(clock, { completeBefore: null });
    expect((await adapter({ frontWaitSeconds: 900 }).submit(ticket)).status).toBe('accepted');
    expect(sent(ticket)?.createOrderSettings).toEqual({ transportToFrontTimeout: 900 });

    // ten minutes on, iiko still holds it for the kitchen
    fake.state.passTime(10 * 60_000);
    expect(await stateOf(ticket)).toEqual({ status: null, reason: null });
    expect(fake.state.orders.get(ticket.ticketId)?.creationStatus).toBe('InProgress');
    // past the wait, iiko gives up on it, and the ticket is declined with iiko's reason
    fake.state.passTime(6 * 60_000);
    expect(await stateOf(ticket)).toMatchObject({ status: 'declined' });
  });

  it('has the kitchen take a held order once it is back on line', async () => {
    fake.state.offlineTerminalGroups.add(venues[1].terminalGroupId);
    const ticket = iikoTicket(clock, { completeBefore: null });
    await adapter().submit(ticket);
    fake.state.passTime(5 * 60_000);
    fake.state.offlineTerminalGroups.delete(venues[1].terminalGroupId);
    expect(await stateOf(ticket)).toMatchObject({ status: 'sent' });
  });

  it('holds an order for a time until it is due', async () => {
    // 20:30 in Vladivostok is two and a half hours after 18:00
    const ticket = iikoTicket(clock, { completeBefore: '2025-01-10 20:30:00.000' });
    await adapter({ frontWaitSeconds: 900 }).submit(ticket);
    expect(sent(ticket)?.createOrderSettings).toEqual({ transportToFrontTimeout: 9_000 });
  });

  it('wakes a terminal group iiko has put to sleep before sending to it', async () => {
    fake.state.sleepingTerminalGroups.add(venues[1].terminalGroupId);
    const ticket = iikoTicket(clock);
    expect((await adapter().submit(ticket)).status).toBe('accepted');
    expect(fake.state.count('/api/1/terminal_groups/awake')).toBe(1);
    expect(fake.state.sleepingTerminalGroups.size).toBe(0);
    expect(sent(ticket)?.terminalGroupId).toBe(venues[1].terminalGroupId);
  });
});

describe('iiko as described: slow answers and versions (decision 073)', () => {
  it('tells iiko how long we wait, and asks for the external menu’s data model by version', async () => {
    const pos = adapter({ timeoutMs: 7_000, nomenclatureTimeoutMs: 60_000 });
    await pos.submit(iikoTicket(clock));
    expect(fake.state.timeoutHeaders.get(CREATE)).toBe('7');
    await pos.nomenclature(2, 0);
    expect(fake.state.timeoutHeaders.get('/api/1/nomenclature')).toBe('60');
    await pos.externalMenu(2, externalMenuId);
    expect(fake.state.externalMenuVersions).toEqual([2]);
  });
});

describe('iiko as described: one broken entry breaks nothing else (issue 30 item 7)', () => {
  it('reads a menu with a group and a category without an id, leaving those out', async () => {
    fake.state.setNomenclature(venues[2].id, {
      ...sibumiNomenclature,
      groups: [...sibumiNomenclature.groups, { name: 'Без id', isIncludedInMenu: true }],
      productCategories: [{ id: null, name: 'Без id' }],
    });
    const menu = await adapter().nomenclature(2, 0);
    expect(menu.groups.map((group) => group.id)).toEqual(
      sibumiNomenclature.groups.map((group) => group.id),
    );
    expect(menu.productCategories).toEqual([]);
    expect(menu.products.length).toBe(sibumiNomenclature.products.length);
  });

  it('sends orders when the organization lists a payment type whose id is null', async () => {
    await fake.close();
    fake = await startFakeIiko({
      organizations: [
        {
          id: venues[1].id,
          name: venues[1].name,
          terminalGroupIds: [venues[1].terminalGroupId],
          paymentTypes: [
            { ...venues[1].paymentTypes.cash, id: null as unknown as string },
            ...Object.values(venues[1].paymentTypes),
          ],
        },
      ],
    });
    const ticket = iikoTicket(clock);
    expect((await adapter().submit(ticket)).status).toBe('accepted');
  });
});
