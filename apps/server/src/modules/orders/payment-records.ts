/**
 * The payments module's door to the order's money records: the payment operations the lifecycle's
 * settlement writes (settlement.ts) are carried out with the provider by the payments module,
 * which reads them, records the provider's answer on them, and finds the holds about to expire.
 * Every other change of an order's payment goes through the lifecycle. The rest of the order's
 * tables stay behind repository.ts (lint: no other module imports it).
 */
export {
  findOperation,
  findOperationByProviderId,
  findOrder,
  findOrderIdByPayment,
  ordersHeldLongerThan,
  updateOperation,
} from './repository';
