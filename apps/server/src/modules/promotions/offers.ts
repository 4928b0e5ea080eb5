/**
 * Offers and promo codes as staff keep them (issue 32 item 1): the group's are an admin's, a
 * venue's are its managers' and apply to that venue's dishes only. Each write locks its row and
 * compares the version it was made from (of two saves from one copy, one wins, the other gets
 * 409 `conflict` with the offer as it is now), and the change and its audit entry are one
 * transaction. A code is unique whatever its case (kept upper case); a taken one is a 400 at
 * `code`, however two saves race for it (the unique index decides).
 */

import { parseBasketLineKey } from '@storefront/contract/basket-rules';
import type { StaffProfile } from '@storefront/contract/staff';
import {
  type OfferCreate,
  type OfferUpdate,
  offersMessages,
  type StaffOffer,
} from '@storefront/contract/staff-offers';
import { can, type StaffArea } from '@storefront/contract/staff-permissions';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlState } from '../../db/errors';
import { categories, offers, offerUses, products, specialProducts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../audit/audit';
import { revenueOfOffer } from '../orders/order-spend';

/** Offers of one venue are its managers'; the group's are an admin's. */
export const OFFERS_AREA: StaffArea = 'offers';
export const GROUP_OFFERS_AREA: StaffArea = 'groupOffers';

/** Uses not given back by a cancelled or refunded order. */
export const usesCount = sql<number>`(
  select count(*) from ${offerUses}
  where ${offerUses.offerId} = ${offers.id} and ${offerUses.returnedAt} is null
)`.mapWith(Number);

/** What the orders that used it and were not cancelled came to, kopecks (issue 32 item 4). */
const revenueKopecks = revenueOfOffer(offers.id);

export const offerColumns = {
  id: offers.id,
  code: offers.code,
  title: offers.title,
  benefit: offers.benefit,
  scope: offers.scope,
  minSubtotalKopecks: offers.minSubtotalKopecks,
  startsOn: offers.startsOn,
  endsOn: offers.endsOn,
  weekdays: offers.weekdays,
  hours: offers.hours,
  firstOrderOnly: offers.firstOrderOnly,
  perGuestLimit: offers.perGuestLimit,
  totalLimit: offers.totalLimit,
  combinesWithPoints: offers.combinesWithPoints,
  combinesWithOffers: offers.combinesWithOffers,
  venueId: offers.venueId,
  active: offers.active,
  version: offers.version,
};

function conflict(current: unknown): AppError {
  const error = new AppError(409, 'conflict');
  error.details = { current };
  return error;
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

const refused = (field: string, message: string) =>
  new AppError(400, 'validation', { [field]: message }, message);

/** What the log keeps of an offer: its terms, not its bookkeeping. */
const offerTerms = ({
  id: _id,
  version: _version,
  uses: _uses,
  revenueKopecks: _revenue,
  ...terms
}: StaffOffer) => terms;

type Member = Pick<StaffProfile, 'role' | 'venues'>;

/** 403 unless the member may keep an offer of this owner (a venue, or the group for null). */
function requireOwner(member: Member, venueId: number | null) {
  const allowed =
    venueId === null ? can(member, GROUP_OFFERS_AREA) : can(member, OFFERS_AREA, venueId);
  if (!allowed) {
    throw new AppError(
      403,
      'forbidden',
      undefined,
      venueId === null ? offersMessages.groupOnly : offersMessages.notYourVenue,
    );
  }
}

export function createOffersEditor({ db }: { db: Db }) {
  /**
   * A venue's offer reaches that venue's dishes only: its scope is the venue itself, or its
   * categories or dishes. Checked against the menu as it is.
   */
  async function requireScopeInVenue(fields: OfferCreate) {
    const { venueId, scope, benefit } = fields;
    if (venueId === null) return;
    const outside = () => refused('scope', offersMessages.scopeOutsideVenue);
    if (scope.kind === 'order') throw outside();
    if (scope.kind === 'venues' && scope.venueIds.some((id) => id !== venueId)) throw outside();
    if (scope.kind === 'categories') {
      const rows = await db
        .select({ venueId: categories.venueId })
        .from(categories)
        .where(inArray(categories.id, [...scope.categoryIds]));
      if (rows.length !== scope.categoryIds.length || rows.some((row) => row.venueId !== venueId))
        throw outside();
    }
    const dishKeys = [
      ...(scope.kind === 'dishes' ? scope.dishKeys : []),
      ...(benefit.kind === 'gift' ? [benefit.dishKey] : []),
    ];
    // Each named dish must be the venue's: its menu's and its specials' read once each.
    const named = dishKeys.map(parseBasketLineKey);
    if (named.some((dish) => dish === null)) throw outside();
    const idsOf = (special: boolean) => [
      ...new Set(named.flatMap((dish) => (dish && dish.special === special ? [dish.id] : []))),
    ];
    const venuesOf = async (table: typeof products | typeof specialProducts, ids: number[]) =>
      ids.length === 0
        ? []
        : db.select({ venueId: table.venueId }).from(table).where(inArray(table.id, ids));
    const [menuIds, specialIds] = [idsOf(false), idsOf(true)];
    const [menuDishes, specialDishes] = await Promise.all([
      venuesOf(products, menuIds),
      venuesOf(specialProducts, specialIds),
    ]);
    const found = [...menuDishes, ...specialDishes];
    if (
      found.length !== menuIds.length + specialIds.length ||
      found.some((dish) => dish.venueId !== venueId)
    ) {
      throw outside();
    }
  }

  const values = (fields: OfferCreate) => ({
    code: fields.code,
    title: fields.title,
    benefit: fields.benefit,
    scope: fields.scope,
    minSubtotalKopecks: fields.minSubtotalKopecks,
    startsOn: fields.startsOn,
    endsOn: fields.endsOn,
    weekdays: [...fields.weekdays].sort((a, b) => a - b),
    hours: fields.hours,
    firstOrderOnly: fields.firstOrderOnly,
    perGuestLimit: fields.perGuestLimit,
    totalLimit: fields.totalLimit,
    combinesWithPoints: fields.combinesWithPoints,
    combinesWithOffers: fields.combinesWithOffers,
    venueId: fields.venueId,
    active: fields.active,
  });

  /** A unique code taken by another offer, or a write that lost the race for it: 400 at `code`. */
  async function savingCode<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) throw refused('code', offersMessages.codeTaken);
      throw error;
    }
  }

  const lockedOffer = async (ex: Pick<Db, 'select'>, id: number) => {
    const [row] = await ex
      .select({ ...offerColumns, uses: usesCount, revenueKopecks })
      .from(offers)
      .where(eq(offers.id, id))
      .for('update', { of: offers });
    return row;
  };

  return {
    /** The offers the member keeps: an admin every one, a manager their venues', newest first. */
    offers(member: Member): Promise<StaffOffer[]> {
      const mine =
        member.role === 'admin'
          ? undefined
          : member.venues.length === 0
            ? sql`false`
            : inArray(offers.venueId, [...member.venues]);
      return db
        .select({ ...offerColumns, uses: usesCount, revenueKopecks })
        .from(offers)
        .where(mine)
        .orderBy(asc(offers.id));
    },

    async createOffer(fields: OfferCreate, member: Member, staffId: number): Promise<StaffOffer> {
      requireOwner(member, fields.venueId);
      await requireScopeInVenue(fields);
      return savingCode(() =>
        db.transaction(async (tx) => {
          const [created] = await tx.insert(offers).values(values(fields)).returning(offerColumns);
          if (!created) throw new Error('offer insert returned nothing');
          const offer = { ...created, uses: 0, revenueKopecks: 0 };
          await audit(tx, {
            staffId,
            action: 'offer.create',
            subject: `offer:${offer.id}`,
            after: offerTerms(offer),
          });
          return offer;
        }),
      );
    },

    /**
     * 404 for no such offer (or one the member may not see); 403 to move it to an owner the
     * member does not keep; 409 `conflict` with `current` when another write came first.
     */
    async updateOffer(
      id: number,
      fields: OfferUpdate,
      member: Member,
      staffId: number,
    ): Promise<StaffOffer> {
      requireOwner(member, fields.venueId);
      await requireScopeInVenue(fields);
      return savingCode(() =>
        db.transaction(async (tx) => {
          const before = await lockedOffer(tx, id);
          if (!before) throw new AppError(404, 'notFound');
          requireOwner(member, before.venueId);
          if (before.version !== fields.version) throw conflict(before);
          const [updated] = await tx
            .update(offers)
            .set({ ...values(fields), version: sql`${offers.version} + 1` })
            .where(eq(offers.id, id))
            .returning(offerColumns);
          if (!updated) throw new Error('offer update returned nothing');
          const offer = { ...updated, uses: before.uses, revenueKopecks: before.revenueKopecks };
          await audit(tx, {
            staffId,
            action: 'offer.update',
            subject: `offer:${id}`,
            before: offerTerms(before),
            after: offerTerms(offer),
          });
          return offer;
        }),
      );
    },
  };
}

export type OffersEditor = ReturnType<typeof createOffersEditor>;
