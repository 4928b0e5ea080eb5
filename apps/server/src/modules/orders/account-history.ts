/**
 * The accounts module's door to the order tables: a signed-in guest's own orders, their dishes
 * and their totals, for the account's history and statistics — reads scoped to one account.
 */
export { ownerOrderLines, ownerOrders, ownerTotals } from './repository';
