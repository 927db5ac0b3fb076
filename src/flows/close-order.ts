// The part of cancelling an order that happens inside the caller's transaction, once the caller has decided the
// order goes: by a cancel of the order (cancel-order.ts), or by the cancel of the last booking of an order that has
// nothing else to fulfil (scheduling/change.ts). Stock rules and why are in cancel-order.ts's header.
import type { ClientSession } from 'mongodb';
import { release, restock } from '../modules/inventory/index.js';
import type { OrderDoc, OrderStatus, PaymentStatus } from '../modules/orders/index.js';
import { recordOrderEvents, orders, payments } from '../modules/orders/index.js';
import { conflict } from '../kernel/errors.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { queueUcpOrderEvent } from './ucp/order-events.js';

/** Statuses before fulfilment starts: cancelling from them puts committed units back on hand. */
const BEFORE_FULFILMENT: readonly OrderStatus[] = ['pending', 'confirmed'];

const UNSETTLED: readonly PaymentStatus[] = ['pending', 'processing'];

/**
 * Cancels `order` (as read in `session`): an unsettled payment is cancelled with it, reservations released,
 * committed stock put back when fulfilment had not started, and order.cancelled and order.updated recorded. The
 * write is conditional on the status read, so two cancels (or a cancel and a status move) cannot both apply.
 */
export async function closeOrder(
  services: Services,
  tenant: TenantContext,
  order: OrderDoc,
  reason: string | null,
  now: Date,
  session: ClientSession,
): Promise<OrderDoc> {
  const paymentStatus: PaymentStatus = UNSETTLED.includes(order.payment_status) ? 'cancelled' : order.payment_status;
  if (paymentStatus !== order.payment_status && order.payment_id) {
    await payments(services.db, tenant).updateOne(
      { _id: order.payment_id },
      { $set: { status: 'cancelled', updated_at: now } },
      { session },
    );
  }
  if (order.reservations.length > 0) await release(services.db, tenant, order.reservations, session, now);
  const committed = order.committed_stock ?? [];
  const restocking = committed.length > 0 && BEFORE_FULFILMENT.includes(order.status);
  if (restocking) await restock(services.db, tenant, committed, session, now);

  const changes = {
    status: 'cancelled' as const,
    payment_status: paymentStatus,
    cancelled_at: now,
    cancel_reason: reason,
    reservations: [],
    reservation_expires_at: null,
    ...(restocking ? { committed_stock: [] } : {}),
    updated_at: now,
  };
  const moved = await orders(services.db, tenant).updateOne(
    { _id: order._id, status: order.status },
    { $set: changes },
    { session },
  );
  if (moved.modifiedCount !== 1) throw conflict(`Order ${order._id} changed meanwhile; retry`, true);
  const updated: OrderDoc = { ...order, ...changes };
  await recordOrderEvents(services, tenant, updated, ['order.cancelled', 'order.updated'], session);
  // An order placed by a UCP agent: the agent gets the order as it now is.
  await queueUcpOrderEvent(services, tenant, updated, 'order.cancelled', session);
  return updated;
}
