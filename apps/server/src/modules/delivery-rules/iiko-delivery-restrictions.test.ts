/**
 * iiko's delivery restrictions read into our zones, and its `allowed` answers into a verdict
 * (issue 15 item 3): on real-shaped answers (testing/iiko-delivery-restrictions-fixture.ts).
 */
import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../adapters/iiko/delivery-restrictions';
import {
  type IikoAllowedAnswerInput,
  type IikoDeliveryRestrictionsInput,
  iikoAllowedAnswerSchema,
  iikoDeliveryRestrictionsAnswerSchema,
} from '../../adapters/iiko/wire/delivery-restrictions';
import { fakeIikoFixture } from '../../testing/fake-iiko';
import {
  centrePolygon,
  firstRiverPolygon,
  gastropubRestrictions,
  pastryRestrictions,
  sibumiRestrictions,
} from '../../testing/iiko-delivery-restrictions-fixture';
import { sibumiIds } from '../../testing/iiko-nomenclature-fixture';
import { feeOf, zonesFromRestrictions } from './iiko-delivery-restrictions';
import type { ImportedZone } from './imported-zones';

const v = fakeIikoFixture.venues;

function zonesOf(...organizations: IikoDeliveryRestrictionsInput[]): ImportedZone[] {
  const answer = iikoDeliveryRestrictionsAnswerSchema.parse({
    correlationId: '48fb4cd3-2ef6-4479-bea1-7c92721b988c',
    deliveryRestrictions: organizations,
  });
  return zonesFromRestrictions(answer.deliveryRestrictions);
}

function zone(zones: ImportedZone[], name: string): ImportedZone {
  const found = zones.find((z) => z.posName === name);
  if (!found) throw new Error(`no zone ${name}`);
  return found;
}

describe('iiko’s delivery restrictions as our zones', () => {
  it('reads a polygon per zone as [lat, lng] points, with each zone’s minimum and minutes', () => {
    const zones = zonesOf(gastropubRestrictions);
    expect(zones.map((z) => z.posName)).toEqual(['Центр', 'Первая Речка']);
    expect(zone(zones, 'Центр')).toEqual({
      posName: 'Центр',
      polygon: centrePolygon,
      minOrderKopecks: 100_000,
      deliveryMinutes: 45,
      feeProductIds: [],
      feeKopecks: null,
    });
    expect(zone(zones, 'Первая Речка')).toMatchObject({
      polygon: firstRiverPolygon,
      minOrderKopecks: 150_000,
      deliveryMinutes: 60,
    });
  });

  it('leaves out a polygon no kitchen delivers to', () => {
    expect(zonesOf(gastropubRestrictions).map((z) => z.posName)).not.toContain('Заброшенная');
  });

  it('keeps a zone of listed streets without an outline, with its fee product', () => {
    expect(zone(zonesOf(sibumiRestrictions), 'Чуркин')).toEqual({
      posName: 'Чуркин',
      polygon: null,
      minOrderKopecks: 200_000,
      deliveryMinutes: 70,
      feeProductIds: [sibumiIds.deliveryService],
      feeKopecks: null,
    });
  });

  it('makes one zone of a name several organizations serve: the smallest minimum, the longest minutes, the first outline', () => {
    const zones = zonesOf(gastropubRestrictions, sibumiRestrictions, pastryRestrictions);
    expect(zones.map((z) => z.posName)).toEqual(['Центр', 'Первая Речка', 'Чуркин']);
    expect(zone(zones, 'Центр')).toEqual({
      posName: 'Центр',
      polygon: centrePolygon,
      // the pastry shop's organization-wide 500 ₽, not its item's own 9 999 ₽
      minOrderKopecks: 50_000,
      // Sibumi's 50 minutes; the pastry shop's organization-wide 40, not its item's 90
      deliveryMinutes: 50,
      feeProductIds: [sibumiIds.deliveryService],
      feeKopecks: null,
    });
  });

  it('takes the organization’s fee product when it uses one for every zone', () => {
    const zones = zonesOf({
      ...gastropubRestrictions,
      useSameDeliveryServiceProduct: true,
      defaultDeliveryServiceProductId: sibumiIds.deliveryService,
    });
    expect(zones.every((z) => z.feeProductIds.join() === sibumiIds.deliveryService)).toBe(true);
  });

  it('reads no zones from an organization without restrictions, and no outline from too few points', () => {
    expect(zonesOf({ ...gastropubRestrictions, restrictions: [] })).toEqual([]);
    const twoPoints = zonesOf({
      ...gastropubRestrictions,
      deliveryZones: [
        {
          name: 'Центр',
          coordinates: [
            { latitude: 43.1, longitude: 131.9 },
            { latitude: 43.2, longitude: 131.8 },
          ],
          addresses: null,
        },
      ],
    });
    expect(zone(twoPoints, 'Центр').polygon).toBeNull();
  });

  it('refuses an answer cut off in the middle, so the last good zones stay', () => {
    const cut = { correlationId: 'x', deliveryRestrictions: [{ organizationId: v[1].id }] };
    expect(iikoDeliveryRestrictionsAnswerSchema.safeParse(cut).success).toBe(false);
    const noZones = structuredClone(gastropubRestrictions) as Record<string, unknown>;
    delete noZones.deliveryZones;
    expect(
      iikoDeliveryRestrictionsAnswerSchema.safeParse({
        correlationId: 'x',
        deliveryRestrictions: [noZones],
      }).success,
    ).toBe(false);
  });

  it('prices a zone at the cheapest of its fee products it knows, else not at all', () => {
    const prices = new Map([
      ['a0000000-0000-4000-8000-000000000001', 35_000],
      ['b0000000-0000-4000-8000-000000000002', 20_000],
    ]);
    expect(
      feeOf(
        {
          feeProductIds: [
            'A0000000-0000-4000-8000-000000000001',
            'b0000000-0000-4000-8000-000000000002',
          ],
        },
        prices,
      ),
    ).toBe(20_000);
    expect(feeOf({ feeProductIds: ['c0000000-0000-4000-8000-000000000003'] }, prices)).toBeNull();
    expect(feeOf({ feeProductIds: [] }, prices)).toBeNull();
  });
});

describe('iiko’s answer on one address', () => {
  const verdict = (answer: IikoAllowedAnswerInput, terminalGroupId = v[1].terminalGroupId) =>
    verdictOf(iikoAllowedAnswerSchema.parse(answer), terminalGroupId);
  const reject = (
    rejectCode: string,
    fields: { terminalGroupId?: string; rejectItemData?: Record<string, unknown> | null } = {},
  ) => ({
    terminalGroupId: fields.terminalGroupId ?? v[1].terminalGroupId,
    organizationId: v[1].id,
    zone: 'Центр',
    rejectCode,
    rejectHint: 'hint',
    rejectItemData: fields.rejectItemData ?? null,
  });

  it('is allowed with the zones iiko places the address in for our kitchen', () => {
    expect(
      verdict({
        correlationId: '48fb4cd3-2ef6-4479-bea1-7c92721b988c',
        isAllowed: true,
        addressExternalId: null,
        location: { latitude: 43.11, longitude: 131.88 },
        allowedItems: [
          {
            terminalGroupId: v[1].terminalGroupId,
            organizationId: v[1].id,
            deliveryDurationInMinutes: 45,
            zone: 'Центр',
            deliveryServiceProductId: null,
          },
          {
            terminalGroupId: v[2].terminalGroupId,
            organizationId: v[2].id,
            deliveryDurationInMinutes: 50,
            zone: 'Другая',
            deliveryServiceProductId: null,
          },
        ],
        rejectedItems: [],
      }),
    ).toEqual({ allowed: true, zones: ['Центр'] });
  });

  it('reads the minimum sum, the hours and the weekdays of a refusal', () => {
    expect(
      verdict({
        isAllowed: false,
        rejectedItems: [
          reject('SumIsLessThenMinimum', {
            rejectItemData: {
              dateFrom: '2026-11-24 11:00:00.000',
              dateTo: '2026-11-24 22:30:00.000',
              allowedWeekDays: ['monday', 'tuesday'],
              minSum: 1500,
            },
          }),
        ],
      }),
    ).toEqual({
      allowed: false,
      code: 'SumIsLessThenMinimum',
      minSumKopecks: 150_000,
      from: '11:00',
      to: '22:30',
      allowedWeekDays: ['monday', 'tuesday'],
    });
  });

  it('tells the refusal that says what to change before another kitchen’s “out of my zone”', () => {
    const answer = {
      isAllowed: false,
      rejectedItems: [
        reject('OutOfTerminalZone'),
        reject('DayOfWeekIsUnacceptable'),
        reject('DeliveryTimeIsUnacceptable'),
      ],
    };
    expect(verdict(answer)).toMatchObject({ code: 'DeliveryTimeIsUnacceptable' });
  });

  it('tells our kitchen’s refusal rather than another terminal group’s', () => {
    const answer = {
      isAllowed: false,
      rejectedItems: [
        reject('SumIsLessThenMinimum', { terminalGroupId: v[2].terminalGroupId }),
        reject('OutOfTerminalZone'),
      ],
    };
    expect(verdict(answer)).toMatchObject({ code: 'OutOfTerminalZone' });
  });

  it('is an unexplained refusal when iiko gives no reason', () => {
    expect(verdict({ isAllowed: false, rejectCause: 'Geocoding failed' })).toEqual({
      allowed: false,
      code: 'Undefined',
      minSumKopecks: null,
      from: null,
      to: null,
      allowedWeekDays: [],
    });
  });
});
