// The orders area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export { accountIdsAt, billTokenMatches, loadOrderForCaller, orderNotFound, ownedBy, ownerIdsAt } from './access.js';
export { businessNames, getLinkOrder, listLinkOrders, presentLinkOrder } from './account-orders.js';
export { attachCustomer } from './attach-customer.js';
export { orderEventData, paymentEventData, recordOrderEvents, refundEventData } from './event-data.js';
export { presentFulfillment, presentOrderFulfillment, recordFulfillmentEvent } from './fulfillment.js';
export type {
  FulfillmentDoc,
  FulfillmentEventType,
  OrderDoc,
  OrderItemDoc,
  OrderStatus,
  PaymentDoc,
  PaymentMethod,
  PaymentStatus,
  RefundDoc,
  ReservationDoc,
} from './model.js';
export {
  type CounterDoc,
  counterValue,
  counterValueOf,
  nextOrderNumber,
  nextOrderNumbers,
  orderCounterPart,
  orderNumberClaim,
  orderNumbersAfter,
} from './order-number.js';
export { presentOrder, presentPaymentStatus, presentPlatformOrder } from './present.js';
export {
  eventLines,
  type FulfillmentLineRequest,
  fulfillmentRefusal,
  statusAfterFulfillment,
} from './rules/fulfillment.js';
export { canBusinessMove, canCustomerCancel, FINAL_STATUSES } from './rules/status.js';
export {
  listOrders,
  orders,
  ordersAcrossTenants,
  payments,
  paymentsAcrossTenants,
  refunds,
  refundsAcrossTenants,
} from './store.js';
