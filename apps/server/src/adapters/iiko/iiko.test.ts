import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeIiko,
  type FakeIikoOptions,
  fakeIikoFixture,
  startFakeIiko,
} from '../../testing/fake-iiko';
import {
  nomenclatureWithoutProducts,
  sibumiIds,
  sibumiRevision2,
} from '../../testing/iiko-nomenclature-fixture';
import { fakeIikoAdapter, iikoTicket, productA, productB } from '../../testing/iiko-tickets';
import type { PosAdapter, PosTicket } from '../pos/pos';
import { IikoApiError } from './client';
import type { IikoAdapter, IikoOptions } from './iiko';

const venues = fakeIikoFixture.venues;
const feeProduct = '00000000-0000-4000-8000-00000000a0fe';
const CREATE = '/api/1/deliveries/create';
const STATUS = '/api/1/commands/status';

let fake: FakeIiko;
let clock: number;

async function start(options?: FakeIikoOptions) {
  fake = await startFakeIiko(options);
}

beforeEach(async () => {
  clock = Date.UTC(2025, 0, 10, 9, 0);
  await start();
});
afterEach(() => fake.close());

const adapter = (overrides: Partial<IikoOptions> = {}): PosAdapter =>
  fakeIikoAdapter(fake.url, () => clock, overrides);

/** the same client, typed as the menu source it also is */
const menuSource = (overrides: Partial<IikoOptions> = {}): IikoAdapter =>
  fakeIikoAdapter(fake.url, () => clock, overrides);

const ticket = (overrides: Partial<PosTicket> = {}) => iikoTicket(clock, overrides);

describe('iiko adapter: the token', () => {
  it('is fetched once and reused, also by concurrent calls', async () => {
    const pos = adapter();
    await Promise.all([pos.submit(ticket()), pos.submit(ticket()), pos.isAvailable()]);
    await pos.submit(ticket());
    expect(fake.state.tokenRequests).toBe(1);
    expect(fake.state.count(CREATE, 200)).toBe(3);
  });

  it('is refreshed once it is 55 minutes old', async () => {
    const pos = adapter();
    await pos.submit(ticket());
    clock += 50 * 60_000;
    await pos.submit(ticket());
    expect(fake.state.tokenRequests).toBe(1);
    clock += 6 * 60_000;
    await pos.submit(ticket());
    expect(fake.state.tokenRequests).toBe(2);
    expect(fake.state.requests.some((r) => r.status === 401)).toBe(false);
  });

  it('is refreshed after a 401 and the call retried once', async () => {
    const pos = adapter();
    await pos.submit(ticket());
    fake.state.expireTokens();
    const retried = ticket();
    expect(await pos.submit(retried)).toEqual({ status: 'accepted', externalId: retried.ticketId });
    expect(fake.state.tokenRequests).toBe(2);
    expect(fake.state.requests.filter((r) => r.status === 401)).toHaveLength(1);
    expect(fake.state.orders.size).toBe(2);
  });

  it('throws when iiko keeps answering 401 (a wrong API login)', async () => {
    const pos = adapter({ apiLogin: 'not-our-login' });
    await expect(pos.submit(ticket())).rejects.toMatchObject({ name: 'IikoApiError', status: 401 });
    expect(fake.state.orders.size).toBe(0);
  });
});

describe('iiko adapter: terminal group and payment types', () => {
  it('are looked up once per organization and cached', async () => {
    const pos = adapter();
    await Promise.all([pos.submit(ticket()), pos.submit(ticket())]);
    await pos.submit(ticket({ payment: { method: 'CASH', paid: false } }));
    expect(fake.state.count('/api/1/terminal_groups')).toBe(1);
    expect(fake.state.count('/api/1/payment_types')).toBe(1);

    await pos.submit(ticket({ venueId: 2 }));
    expect(fake.state.count('/api/1/terminal_groups')).toBe(2);
    expect(fake.state.count('/api/1/payment_types')).toBe(2);
    const second = [...fake.state.orders.values()].find((o) => o.organizationId === venues[2].id);
    expect(second?.request.terminalGroupId).toBe(venues[2].terminalGroupId);
  });

  it.each([
    ['CASH', 'Cash', 'cash', false],
    ['BNCUR', 'Card', 'card', false],
    ['ONLINE', 'External', 'online', true],
  ] as const)('pays %s as %s with the live payment type', async (method, kind, type, external) => {
    const sent = ticket({ payment: { method, paid: method === 'ONLINE' } });
    expect((await adapter().submit(sent)).status).toBe('accepted');
    expect(fake.state.orders.get(sent.ticketId)?.request.order.payments).toEqual([
      {
        paymentTypeKind: kind,
        sum: 1091,
        paymentTypeId: venues[1].paymentTypes[type].id,
        // paid on the site: processed by YooKassa, which printed its receipt; cash and card to
        // the courier: iiko's register takes and fiscalises them (decision 069)
        isProcessedExternally: external,
        isFiscalizedExternally: external,
      },
    ]);
  });

  it('pays ONLINE as the payment type whose code is configured', async () => {
    const sent = ticket();
    const pos = adapter({ onlinePaymentTypeCode: 'CARDSITE' });
    expect((await pos.submit(sent)).status).toBe('accepted');
    expect(fake.state.orders.get(sent.ticketId)?.request.order.payments).toMatchObject([
      { paymentTypeKind: 'Card', paymentTypeId: venues[1].paymentTypes.cardOnSite.id },
    ]);
  });

  it('names what is missing, and waits, when the organization has no payment type for the site', async () => {
    const named = adapter({ onlinePaymentTypeCode: 'NOSUCH' });
    await expect(named.submit(ticket())).rejects.toThrow(/code 'NOSUCH'.*IIKO_ONLINE_PAYMENT_TYPE/);

    await fake.close();
    const { online: _online, ...others } = venues[1].paymentTypes;
    await start({
      organizations: [
        {
          id: venues[1].id,
          name: venues[1].name,
          terminalGroupIds: [venues[1].terminalGroupId],
          paymentTypes: Object.values(others),
        },
      ],
    });
    const sent = ticket();
    const error = await adapter()
      .submit(sent)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'IikoConfigurationError' });
    expect(String(error)).toMatch(/no payment type of kind External/);
    // nothing was sent, so nothing was refused: the ticket is sent once iiko has one
    expect(fake.state.count(CREATE)).toBe(0);
  });
});

describe('iiko adapter: a discount (issue 32, decision 084)', () => {
  it('goes as the site’s FlexibleSum discount type on the discounted positions, the payment after it', async () => {
    // 901 ₽ of burgers and 190 ₽ of morse: 100.10 ₽ off the burgers only
    const sent = ticket({ discountKopecks: 10_010, discountedLines: [0] });
    expect((await adapter().submit(sent)).status).toBe('accepted');
    const order = fake.state.orders.get(sent.ticketId);
    expect(order?.creationStatus).toBe('Success');
    const [burgers, morse] = order?.request.order.items ?? [];
    expect(burgers?.positionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(morse?.positionId).toBeUndefined();
    expect(order?.request.order.discountsInfo).toEqual({
      discounts: [
        {
          type: 'RMS',
          // the only live FlexibleSum type that applies selectively (one deleted, one a percent)
          discountTypeId: venues[1].discountTypes.site.id,
          sum: 100.1,
          selectivePositions: [burgers?.positionId],
        },
      ],
    });
    expect(order?.request.order.payments?.[0]?.sum).toBe(990.9);
    // the same ticket again names the same positions: a retry is the same order
    const again = await adapter().submit(sent);
    expect(again.status).toBe('accepted');
  });

  it('names the type by IIKO_DISCOUNT_TYPE, and waits when the organization has none that fits', async () => {
    const named = adapter({ discountTypeName: 'Скидка 10 %' });
    const sent = ticket({ discountKopecks: 5_000, discountedLines: [1] });
    const error = await named.submit(sent).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'IikoConfigurationError' });
    expect(String(error)).toMatch(/'Скидка 10 %'.*IIKO_DISCOUNT_TYPE/);
    expect(fake.state.count(CREATE)).toBe(0);
    expect((await adapter({ discountTypeName: 'Скидка сайта' }).submit(sent)).status).toBe(
      'accepted',
    );
  });

  it('a ticket without a discount sends no discount and asks for no types', async () => {
    const sent = ticket();
    expect((await adapter().submit(sent)).status).toBe('accepted');
    expect(fake.state.orders.get(sent.ticketId)?.request.order.discountsInfo).toBeUndefined();
    expect(fake.state.count('/api/1/discounts')).toBe(0);
  });
});

describe('iiko adapter: iikoCard (decision 086)', () => {
  /** 150.10 ₽ off: 100.10 ₽ of iiko's offers on the burgers, 50 points over both lines */
  const withPoints = () =>
    ticket({
      discountKopecks: 15_010,
      discountedLines: [0, 1],
      rewards: { code: 'IIKO10', pointsKopecks: 5_000, offerLines: [0] },
    });
  const guestPhone = '+79241234567';

  beforeEach(() => {
    fake.state.loyalty.coupons.push({
      code: 'IIKO10',
      campaignId: '00000000-0000-4000-8000-00000000c010',
      name: 'Минус 10 %',
      benefit: { percent: 10 },
    });
    fake.state.loyalty.wallets.set(guestPhone, 500);
  });

  it('sends the coupon, the offers as the discount and the points as the guest’s LoyaltyCard payment', async () => {
    const sent = withPoints();
    expect((await adapter({ loyalty: {} }).submit(sent)).status).toBe('accepted');
    const order = fake.state.orders.get(sent.ticketId);
    expect(order?.creationStatus).toBe('Success');
    const [burgers, morse] = order?.request.order.items ?? [];
    expect(morse?.positionId).toBeUndefined();
    expect(order?.request.order.loyaltyInfo).toEqual({ coupon: 'IIKO10' });
    expect(order?.request.order.discountsInfo?.discounts).toEqual([
      {
        type: 'RMS',
        discountTypeId: venues[1].discountTypes.site.id,
        sum: 100.1,
        selectivePositions: [burgers?.positionId],
      },
    ]);
    expect(order?.request.order.payments).toEqual([
      {
        paymentTypeKind: 'External',
        paymentTypeId: venues[1].paymentTypes.online.id,
        isProcessedExternally: true,
        isFiscalizedExternally: true,
        sum: 940.9,
      },
      {
        paymentTypeKind: 'LoyaltyCard',
        paymentTypeId: venues[1].paymentTypes.iikoCard.id,
        isProcessedExternally: false,
        isFiscalizedExternally: false,
        paymentAdditionalData: {
          type: 'LoyaltyCard',
          credential: guestPhone,
          searchScope: 'Phone',
        },
        sum: 50,
      },
    ]);
    expect(fake.state.loyalty.wallets.get(guestPhone)).toBe(450);
  });

  it('sends our own points as decision 084 does while iikoCard is off', async () => {
    const sent = withPoints();
    expect((await adapter().submit(sent)).status).toBe('accepted');
    const order = fake.state.orders.get(sent.ticketId)?.request.order;
    expect(order?.loyaltyInfo).toBeUndefined();
    expect(order?.discountsInfo?.discounts).toEqual([
      expect.objectContaining({
        sum: 150.1,
        selectivePositions: [expect.any(String), expect.any(String)],
      }),
    ]);
    expect(order?.payments).toEqual([
      expect.objectContaining({ paymentTypeKind: 'External', sum: 940.9 }),
    ]);
    expect(fake.state.loyalty.wallets.get(guestPhone)).toBe(500);
  });

  it('waits, naming the setting, when the organization has no payment type for points', async () => {
    const error = await adapter({ loyalty: { paymentTypeCode: 'NOSUCH' } })
      .submit(withPoints())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'IikoConfigurationError' });
    expect(String(error)).toMatch(/'NOSUCH'.*IIKO_LOYALTY_PAYMENT_TYPE/);
    expect(fake.state.count(CREATE)).toBe(0);
  });

  it('is refused by iiko when the wallet holds less than the points', async () => {
    fake.state.loyalty.wallets.set(guestPhone, 10);
    const result = await adapter({ loyalty: {} }).submit(withPoints());
    expect(result).toMatchObject({ status: 'rejected' });
    expect(result.status === 'rejected' && result.reason).toMatch(/Not enough bonuses/);
    expect(fake.state.loyalty.wallets.get(guestPhone)).toBe(10);
  });
});

describe('iiko adapter: the terminal group', () => {
  it('sends to the venue’s configured terminal group when its organization has several', async () => {
    const hall = '00000000-0000-4000-8000-0000000aa001';
    const delivery = '00000000-0000-4000-8000-0000000aa002';
    fake.close();
    await start({
      organizations: [
        {
          id: venues[1].id,
          name: venues[1].name,
          terminalGroupIds: [hall, delivery],
          paymentTypes: Object.values(venues[1].paymentTypes),
        },
      ],
    });
    const first = ticket();
    await adapter().submit(first);
    // without a choice: the organization's first
    expect(fake.state.orders.get(first.ticketId)?.request.terminalGroupId).toBe(hall);

    const chosen = ticket({ ticketId: randomUUID() });
    await adapter({ terminalGroups: { 1: delivery.toUpperCase() } }).submit(chosen);
    expect(fake.state.orders.get(chosen.ticketId)?.request.terminalGroupId).toBe(delivery);

    // a group the organization does not have: the ticket waits for the configuration's fix
    const wrong = ticket({ ticketId: randomUUID() });
    await expect(adapter({ terminalGroups: { 1: randomUUID() } }).submit(wrong)).rejects.toThrow(
      /IIKO_TERMINAL_GROUPS/,
    );
    expect(fake.state.orders.has(wrong.ticketId)).toBe(false);
  });
});

describe('iiko adapter: the order', () => {
  it('carries our ticket id, iiko product ids, rouble prices and the courier address', async () => {
    const sent = ticket({ deliveryFeeKopecks: 35_000 });
    const result = await adapter({ deliveryFeeProductId: feeProduct }).submit(sent);
    expect(result).toEqual({ status: 'accepted', externalId: sent.ticketId });

    const received = fake.state.orders.get(sent.ticketId);
    expect(received?.creationStatus).toBe('Success');
    const request = received?.request;
    expect(request?.organizationId).toBe(venues[1].id);
    expect(request?.terminalGroupId).toBe(venues[1].terminalGroupId);
    expect(request?.order).toMatchObject({
      id: sent.ticketId,
      externalNumber: '1042',
      completeBefore: '2025-01-10 20:30:00.000',
      phone: '+79241234567',
      orderServiceType: 'DeliveryByCourier',
      // no consent to the loyalty programme: a one-time customer, named for this order (decision 070)
      customer: { type: 'one-time', name: 'Иван Петров' },
      items: [
        { productId: productA, type: 'Product', amount: 2, price: 450.5 },
        { productId: productB, type: 'Product', amount: 1, price: 190 },
        // the delivery fee as its product's position (decision 068)
        { productId: feeProduct, type: 'Product', amount: 1, price: 350 },
      ],
      // the positions' sum: the dishes plus the fee this ticket carries, paid on the site,
      // fiscalised by YooKassa (decisions 069, 072)
      payments: [
        {
          paymentTypeKind: 'External',
          paymentTypeId: venues[1].paymentTypes.online.id,
          sum: 1441,
          isProcessedExternally: true,
          isFiscalizedExternally: true,
        },
      ],
    });
    expect(request?.order.deliveryPoint?.address).toEqual({
      type: 'legacy',
      street: { name: 'Светланская', city: 'Владивосток' },
      house: '15',
      flat: '7',
      entrance: '2',
      floor: '3',
    });
    expect(request?.order.comment).toBe('Позвонить за 10 минут');
  });

  it('sends a pickup order without a delivery point and an urgent one without a time', async () => {
    const sent = ticket({
      serviceType: 'DeliveryByClient',
      deliveryPoint: null,
      completeBefore: null,
    });
    expect((await adapter().submit(sent)).status).toBe('accepted');
    const order = fake.state.orders.get(sent.ticketId)?.request.order;
    expect(order?.orderServiceType).toBe('DeliveryByClient');
    expect(order?.deliveryPoint).toBeUndefined();
    expect(order?.completeBefore).toBeUndefined();
  });

  it('rejects a courier ticket without an address without calling iiko', async () => {
    const result = await adapter().submit(ticket({ deliveryPoint: null }));
    expect(result.status).toBe('rejected');
    expect(fake.state.count(CREATE)).toBe(0);
  });
});

describe('iiko adapter: retries are idempotent', () => {
  it.each(['error-response', 'creation-error'] as const)(
    'a resubmitted ticket leaves one order (duplicate answered as %s)',
    async (duplicateAnswer) => {
      await fake.close();
      await start({ duplicateAnswer });
      const pos = adapter();
      const sent = ticket();
      const first = await pos.submit(sent);
      const second = await pos.submit(sent);
      expect(first).toEqual({ status: 'accepted', externalId: sent.ticketId });
      expect(second).toEqual(first);
      expect(fake.state.orders.size).toBe(1);
      expect(fake.state.orders.get(sent.ticketId)?.duplicateAttempts).toBe(1);
    },
  );

  it('throws while iiko is unreachable, then delivers the same ticket once', async () => {
    const pos = adapter();
    const sent = ticket();
    await fake.state.goDown('refused');
    const error = await pos.submit(sent).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IikoApiError);
    expect(error).toMatchObject({ status: 0, temporary: true });
    expect(await pos.isAvailable()).toBe(false);

    await fake.state.comeBack();
    expect(await pos.submit(sent)).toEqual({ status: 'accepted', externalId: sent.ticketId });
    expect(fake.state.orders.size).toBe(1);
  });

  it.each([
    ['unavailable', 503],
    ['rate-limited', 429],
  ] as const)('throws while iiko answers %s (%i)', async (outage, status) => {
    const pos = adapter();
    await fake.state.goDown(outage);
    await expect(pos.submit(ticket())).rejects.toMatchObject({ status, temporary: true });
    await fake.state.comeBack();
    expect((await pos.submit(ticket())).status).toBe('accepted');
  });

  it('throws when iiko does not answer in time', async () => {
    const pos = adapter({ timeoutMs: 200 });
    await fake.state.goDown('hanging');
    await expect(pos.submit(ticket())).rejects.toMatchObject({ status: 0, temporary: true });
    expect(await pos.isAvailable()).toBe(false);
    await fake.state.comeBack();
    expect(await pos.isAvailable()).toBe(true);
  });

  it('throws when iiko goes down after creating, and the retry settles it once', async () => {
    const pos = adapter({
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (String(input).endsWith(CREATE)) await fake.state.goDown('unavailable');
        return response;
      },
    });
    const sent = ticket();
    await expect(pos.submit(sent)).rejects.toMatchObject({ status: 503 });
    expect(fake.state.orders.get(sent.ticketId)?.creationStatus).toBe('InProgress');

    await fake.state.comeBack();
    const retry = adapter();
    expect(await retry.submit(sent)).toEqual({ status: 'accepted', externalId: sent.ticketId });
    expect(fake.state.orders.size).toBe(1);
    expect(fake.state.orders.get(sent.ticketId)?.duplicateAttempts).toBe(1);
  });
});

describe('iiko adapter: creation status', () => {
  it('rejects with iiko’s reason when creation ends in Error, also on a retry', async () => {
    fake.state.creationError = 'Продукт в стоп-листе';
    const pos = adapter();
    const sent = ticket();
    expect(await pos.submit(sent)).toEqual({ status: 'rejected', reason: 'Продукт в стоп-листе' });
    expect(fake.state.orders.get(sent.ticketId)?.creationStatus).toBe('Error');
    // the id is taken by the failed order: the retry reads its fate instead of accepting it
    fake.state.creationError = null;
    expect(await pos.submit(sent)).toEqual({ status: 'rejected', reason: 'Продукт в стоп-листе' });
  });

  it('waits through InProgress polls until Success', async () => {
    fake.state.inProgressPolls = 3;
    const sent = ticket();
    expect(await adapter().submit(sent)).toEqual({ status: 'accepted', externalId: sent.ticketId });
    expect(fake.state.count(STATUS)).toBe(4);
    expect(fake.state.orders.get(sent.ticketId)?.creationStatus).toBe('Success');
  });

  it('accepts an order still InProgress after the last poll', async () => {
    fake.state.inProgressPolls = 100;
    const sent = ticket();
    const result = await adapter({ statusPollAttempts: 5 }).submit(sent);
    expect(result).toEqual({ status: 'accepted', externalId: sent.ticketId });
    expect(fake.state.count(STATUS)).toBe(5);
    expect(fake.state.orders.get(sent.ticketId)?.creationStatus).toBe('InProgress');
  });

  it('refuses, without sending it, an order iiko’s description refuses', async () => {
    const result = await adapter().submit(ticket({ phone: '+7123' }));
    expect(result).toEqual({
      status: 'rejected',
      reason: expect.stringMatching(/does not fit iiko's description: order\.phone/),
    });
    expect(fake.state.count(CREATE)).toBe(0);
  });

  it('rejects what iiko refuses as invalid, with iiko’s description', async () => {
    await fake.close();
    const organization = {
      id: venues[1].id,
      name: venues[1].name,
      terminalGroupIds: [venues[1].terminalGroupId],
      paymentTypes: structuredClone(Object.values(venues[1].paymentTypes)),
    };
    await start({ organizations: [organization] });
    const pos = adapter();
    expect((await pos.submit(ticket())).status).toBe('accepted');
    // the site's payment type is deleted in iiko while the adapter still has it cached
    for (const type of organization.paymentTypes) if (type.code === 'SITE') type.isDeleted = true;
    const result = await pos.submit(ticket());
    expect(result).toEqual({
      status: 'rejected',
      reason: expect.stringMatching(/Payment type .* not found/),
    });
  });
});

describe('iiko adapter: isAvailable', () => {
  it('is true when a token is had and iiko answers', async () => {
    const pos = adapter();
    expect(await pos.isAvailable()).toBe(true);
    expect(await pos.isAvailable()).toBe(true);
    expect(fake.state.tokenRequests).toBe(1);
    expect(fake.state.count('/api/1/terminal_groups', 200)).toBe(2);
  });

  it('is false, without throwing, when iiko is down or refuses the login', async () => {
    const pos = adapter();
    expect(await pos.isAvailable()).toBe(true);
    await fake.state.goDown('refused');
    expect(await pos.isAvailable()).toBe(false);
    await fake.state.comeBack();
    expect(await pos.isAvailable()).toBe(true);
    expect(await adapter({ apiLogin: 'not-our-login' }).isAvailable()).toBe(false);
  });

  it('is false when the configured organization is unknown to iiko', async () => {
    const pos = adapter({ organizations: { 1: venues[1].id, 2: venues[2].id, 3: randomUUID() } });
    expect(await pos.isAvailable()).toBe(false);
    expect(fake.state.count('/api/1/terminal_groups', 400)).toBe(1);
  });
});

const NOMENCLATURE = '/api/1/nomenclature';
const STOP_LISTS = '/api/1/stop_lists';

describe('iiko adapter: nomenclature', () => {
  it("reads the venue's organization's menu, reusing the token", async () => {
    const iiko = menuSource();
    const menu = await iiko.nomenclature(2, 0);
    expect(menu.revision).toBe(1001);
    expect(menu.products.map((product) => product.name)).toContain('Филадельфия');
    expect(menu.groups.find((group) => group.id === sibumiIds.sauces)?.isGroupModifier).toBe(true);
    expect((await iiko.nomenclature(1, 0)).revision).toBe(2001);
    expect(fake.state.tokenRequests).toBe(1);
  });

  it('answers the same revision with empty lists until the menu changes', async () => {
    const iiko = menuSource();
    const unchanged = await iiko.nomenclature(2, 1001);
    expect(unchanged).toMatchObject({
      revision: 1001,
      groups: [],
      productCategories: [],
      products: [],
      sizes: [],
    });

    fake.state.setNomenclature(venues[2].id, sibumiRevision2);
    const changed = await iiko.nomenclature(2, 1001);
    expect(changed.revision).toBe(1002);
    expect(changed.products.find((p) => p.id === sibumiIds.bakedSalmon)?.isDeleted).toBe(true);
    expect(fake.state.nomenclatureRevision(venues[2].id)).toBe(1002);
  });

  it('moves the revision on even when the new menu names an older one', async () => {
    fake.state.setNomenclature(venues[2].id, { ...sibumiRevision2, revision: 5 });
    expect((await menuSource().nomenclature(2, 1001)).revision).toBe(1002);
  });

  it('throws a temporary error on a 500, a body cut off, or a menu without products', async () => {
    const iiko = menuSource();
    fake.state.nomenclatureFailure = 'error-500';
    await expect(iiko.nomenclature(2, 0)).rejects.toMatchObject({
      name: 'IikoApiError',
      status: 500,
      temporary: true,
    });
    fake.state.nomenclatureFailure = 'truncated';
    await expect(iiko.nomenclature(2, 0)).rejects.toMatchObject({ status: 200, temporary: true });
    fake.state.nomenclatureFailure = null;
    fake.state.setNomenclature(venues[2].id, nomenclatureWithoutProducts);
    const error = await iiko.nomenclature(2, 0).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IikoApiError);
    expect(error).toMatchObject({
      message: expect.stringMatching(/unexpected answer/),
      temporary: true,
    });
  });

  it('throws a lasting error for an organization iiko does not know', async () => {
    const iiko = menuSource({
      organizations: { 1: venues[1].id, 2: randomUUID(), 3: venues[3].id },
    });
    await expect(iiko.nomenclature(2, 0)).rejects.toMatchObject({ status: 400, temporary: false });
    expect(fake.state.count(NOMENCLATURE, 400)).toBe(1);
  });

  it('gives up on a menu that does not come in time', async () => {
    const iiko = menuSource({ nomenclatureTimeoutMs: 50 });
    await iiko.nomenclature(2, 0); // the token is had: the menu call alone waits
    await fake.state.goDown('hanging');
    await expect(iiko.nomenclature(2, 0)).rejects.toMatchObject({ status: 0, temporary: true });
    await fake.state.comeBack();
  });
});

describe('iiko adapter: stop lists', () => {
  it("reads the venue's terminal group's out-of-stock entries with their sizes", async () => {
    fake.state.setStopList(venues[2].id, [
      { productId: sibumiIds.philadelphia, balance: 0, sizeId: sibumiIds.eightPieces },
      { productId: sibumiIds.bakedSalmon, balance: 3 },
    ]);
    fake.state.setStopList(venues[1].id, [{ productId: randomUUID(), balance: 0 }]);
    const iiko = menuSource();
    expect(await iiko.stopLists(2)).toEqual([
      { productId: sibumiIds.philadelphia, sizeId: sibumiIds.eightPieces, balance: 0 },
      { productId: sibumiIds.bakedSalmon, sizeId: null, balance: 3 },
    ]);
    expect(await iiko.stopLists(3)).toEqual([]);
    // the terminal group is looked up once and asked for by id
    expect(fake.state.count('/api/1/terminal_groups')).toBe(2);
    expect(fake.state.count(STOP_LISTS, 200)).toBe(2);
  });

  it('sees an entry cleared', async () => {
    const iiko = menuSource();
    fake.state.setStopList(venues[3].id, [{ productId: randomUUID(), balance: 0 }]);
    expect(await iiko.stopLists(3)).toHaveLength(1);
    fake.state.setStopList(venues[3].id, []);
    expect(await iiko.stopLists(3)).toEqual([]);
  });

  it('throws a temporary error while iiko is down', async () => {
    const iiko = menuSource();
    await iiko.stopLists(1);
    await fake.state.goDown('unavailable');
    await expect(iiko.stopLists(1)).rejects.toMatchObject({ status: 503, temporary: true });
    await fake.state.comeBack();
  });
});
