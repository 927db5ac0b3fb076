// Cancelling an order, for the customer (storefront) and for the business (platform). In one transaction: the
// order becomes cancelled, an unsettled payment is cancelled with it, reserved stock is released (the order
// keeps no reservations afterwards, so the expiry job cannot release them twice) and order.cancelled and
// order.updated are recorded (close-order.ts, shared with the cancel of an order's last booking); bookings of its
// service lines are cancelled (booking.cancelled).
//
// A customer's cancel of a paid order refunds it in full first (refundPayment runs its own transaction and records
// payment.refunded). Refunding before cancelling means a provider failure leaves the order exactly as it was, and
// the customer can retry; the cancel transaction then re-checks the status, so a concurrent move to `preparing`
// still wins over the cancel. The business cancels without moving money (it refunds separately).
//
// Stock. Checkout reserves it (quantity_reserved), settlement commits it (quantity_on_hand and quantity_reserved
// go down; the order keeps the committed units as `committed_stock` instead of `reservations`). Cancelling gives
// back whichever the order holds, in the cancel transaction, at the levels the units came from:
//   - reservations (unpaid order) are released, whoever cancels and from whatever status;
//   - committed units are put back on hand (restock) when the order had not started fulfilment, i.e. it is still
//     `pending` or `confirmed` when the cancel transaction re-reads it. A customer can only cancel then, and is
//     always refunded in full first, so a customer's cancel of a paid order always restocks. The business's cancel
//     does the same from `pending`/`confirmed` even though it moves no money (the goods never left the shop; the
//     refund is a separate decision), so both contracts' "reserved stock is released" holds for paid orders too.
//     From `preparing` or `ready` the business's cancel does not restock: the goods may have been made, packed or
//     spoiled, and the business corrects its counts itself.
// Both lists are emptied in the same transaction as the status change, and a cancelled order is never cancelled
// again (the transaction refuses it), so no unit is released or restocked twice. Releasing and restocking only
// raise available stock, so neither records an inventory event (inventory.low_stock fires on the way down).
import { refundIdFor, refundPayment } from './refund.js';
import type { OrderDoc, OrderStatus, PaymentStatus } from '../modules/orders/index.js';
import { canCustomerCancel, orders as tenantOrders } from '../modules/orders/index.js';
import { conflict, notFound } from '../kernel/errors.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { cancelOrderBookings } from './scheduling/change.js';
import { closeOrder } from './close-order.js';
import { inTransaction } from '../store/transaction.js';
import { objectServices } from './test-clocks/object-time.js';

export type CancelActor = 'customer' | 'business';

/** Statuses from which each actor may cancel. */
const CANCELLABLE: Record<CancelActor, readonly OrderStatus[]> = {
  customer: ['pending', 'confirmed'],
  business: ['pending', 'confirmed', 'preparing', 'ready'],
};

const SETTLED: readonly PaymentStatus[] = ['succeeded', 'partially_refunded'];

function refuse(order: OrderDoc, actor: CancelActor): never {
  if (order.status === 'cancelled') throw conflict(`Order ${order._id} is already cancelled`);
  const allowed = CANCELLABLE[actor].join(' or ');
  throw conflict(`Order ${order._id} is ${order.status}; it can be cancelled only while ${allowed}`);
}

export async function cancelOrder(
  services: Services,
  tenant: TenantContext,
  orderId: string,
  opts: { actor: CancelActor; reason: string | null },
): Promise<OrderDoc> {
  const orders = tenantOrders(services.db, tenant);
  const current = await orders.findOne({ _id: orderId });
  if (!current) throw notFound(`Order ${orderId} not found`);
  // The business cancelling an already cancelled order gets it back unchanged; a customer gets 409.
  if (opts.actor === 'business' && current.status === 'cancelled') return current;
  if (opts.actor === 'customer' ? !canCustomerCancel(current.status) : !CANCELLABLE.business.includes(current.status)) {
    refuse(current, opts.actor);
  }

  if (opts.actor === 'customer' && SETTLED.includes(current.payment_status) && current.payment_id) {
    const remaining = current.total_price - (current.refunded_amount ?? 0);
    // One refund per cancelled order: a retried cancel finds it (finishing it if pending) instead of paying twice.
    const refundId = refundIdFor(tenant, `order-cancel:${orderId}`);
    if (remaining > 0)
      await refundPayment(services, tenant, current.payment_id, {
        refundId,
        amount: remaining,
        reason: opts.reason ?? 'Order cancelled by the customer',
      });
  }

  return inTransaction(services, async (session) => {
    const order = await orders.findOne({ _id: orderId }, { session });
    if (!order) throw notFound(`Order ${orderId} not found`);
    if (!CANCELLABLE[opts.actor].includes(order.status)) refuse(order, opts.actor);
    // An order on a test clock is cancelled at its clock's time, whoever cancels it.
    const on = await objectServices(services, tenant, order.test_clock_id);
    const now = on.clock.now();
    await cancelOrderBookings(on, tenant, order._id, now, session);
    return closeOrder(on, tenant, order, opts.reason, now, session);
  });
}
