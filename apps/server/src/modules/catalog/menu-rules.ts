/**
 * What guests see of the catalogue, as SQL conditions: the one definition the catalogue's reads
 * (repository.ts), the stop list's editor and the order's pricing (orders/price-lines.ts) share,
 * so a dish a guest cannot see can never be ordered either.
 */
import { VENUE_TIME_ZONE } from '@storefront/contract/venue-clock';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { categories, type products, type specialProducts, specials } from '../../db/schema';

export type DishTable = typeof products | typeof specialProducts;

/**
 * Whether guests see a special menu now: switched on, and today's date in Vladivostok (where the
 * venues are, whatever the server's time zone) within its dates, both inclusive; a missing date
 * leaves that end open. The database's clock decides, so every process agrees at midnight.
 */
export function specialShowsToday() {
  const today = sql`(now() at time zone ${VENUE_TIME_ZONE})::date`;
  return and(
    eq(specials.active, true),
    or(isNull(specials.startsOn), lte(specials.startsOn, today)),
    or(isNull(specials.endsOn), gte(specials.endsOn, today)),
  );
}

/**
 * A dish guests see (on the stop list or not): not hidden by the POS's menu (menu-sync), in a
 * category that is not hidden either.
 */
export function onTheMenu(table: DishTable) {
  return and(isNull(table.hiddenReason), eq(categories.hidden, false));
}
