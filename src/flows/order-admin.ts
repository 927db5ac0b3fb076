// What the business does to an order through the platform API: move it forward, mark cash received, refund.
// Each change and its events are one transaction (settlement and refunds through the settle-payment and refund
// flows, each with its own transaction for the payment, the order and their events).
import { formatMinor } from '../kernel/money.js';
import type { OrderDoc, OrderStatus, RefundDoc } from '../modules/orders/index.js';
import { orders, refunds, canBusinessMove, recordOrderEvents } from '../modules/orders/index.js';
import { conflict, notFound, validationError } from '../kernel/errors.js';
import { refundPayment } from './refund.js';
import { settlePayment } from './settle-payment.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { inTransaction } from '../store/transaction.js';
import { objectServices } from './test-clocks/object-time.js';

async function loadOrder(services: Services, tenant: TenantContext, orderId: string): Promise<OrderDoc> {
  const order = await orders(services.db, tenant).findOne({ _id: orderId });
  if (!order) throw notFound(`Order ${orderId} not found`);
  return order;
}

export async function moveOrderStatus(
  services: Services,
  tenant: TenantContext,
  orderId: string,
  to: OrderStatus,
): Promise<OrderDoc> {
  return inTransaction(services, async (session) => {
    const tenantOrders = orders(services.db, tenant);
    const order = await tenantOrders.findOne({ _id: orderId }, { session });
    if (!order) throw notFound(`Order ${orderId} not found`);
    if (order.status === to) return order;
    if (!canBusinessMove(order.status, to)) {
      throw conflict(`Order ${orderId} cannot move from ${order.status} to ${to}`);
    }
    if (order.payment_status === 'failed') throw conflict(`Order ${orderId} cannot move to ${to}: its payment failed`);
    // An order on a test clock moves at its clock's time, whoever moves it.
    const on = await objectServices(services, tenant, order.test_clock_id);
    const now = on.clock.now();
    await tenantOrders.updateOne(
      { _id: orderId, status: order.status },
      { $set: { status: to, updated_at: now } },
      { session },
    );
    const updated: OrderDoc = { ...order, status: to, updated_at: now };
    await recordOrderEvents(
      on,
      tenant,
      updated,
      to === 'completed' ? ['order.updated', 'order.completed'] : ['order.updated'],
      session,
    );
    return updated;
  });
}

/** Cash received: settles the pending cash payment (payment.completed, order.updated). */
export async function markOrderPaid(services: Services, tenant: TenantContext, orderId: string): Promise<OrderDoc> {
  const order = await loadOrder(services, tenant, orderId);
  if (order.payment_method !== 'cash') throw conflict(`Order ${orderId} is paid by ${order.payment_method}, not cash`);
  if (order.status === 'cancelled') throw conflict(`Order ${orderId} is cancelled`);
  if (order.payment_status === 'succeeded') return order;
  if (order.payment_status !== 'pending' && order.payment_status !== 'processing') {
    throw conflict(`Order ${orderId} cannot be marked paid: its payment is ${order.payment_status}`);
  }
  if (!order.payment_id) throw conflict(`Order ${orderId} has no payment to settle`);
  const { order: settled } = await settlePayment(services, tenant, order.payment_id, 'succeeded');
  return settled;
}

export type { RefundDoc } from '../modules/orders/index.js';

/**
 * Refunds `amount` (minor units; default the whole remaining amount) of a paid order, as the refund `refundId`
 * (refund.ts refundIdFor: the same id for a retry of the same refund, which then pays out nothing more). The refund
 * record is stored and settled by the refund flow itself, with the order's amounts.
 */
export async function refundOrder(
  services: Services,
  tenant: TenantContext,
  orderId: string,
  amount: number | undefined,
  reason: string | null,
  opts: { refundId: string; sameAmount?: boolean },
): Promise<{ refund: RefundDoc; order: OrderDoc }> {
  const order = await loadOrder(services, tenant, orderId);
  // A retry of a refund already claimed answers (or finishes) it, whatever the order says now.
  const again = await refunds(services.db, tenant).findOne({
    _id: opts.refundId,
    order_id: orderId,
    status: { $ne: 'failed' },
  });
  if (!again) {
    if (order.payment_status !== 'succeeded' && order.payment_status !== 'partially_refunded') {
      throw conflict(`Order ${orderId} has nothing to refund: its payment is ${order.payment_status}`);
    }
    const remaining = order.total_price - (order.refunded_amount ?? 0);
    const value = amount ?? remaining;
    if (value <= 0) throw validationError('amount: must be greater than 0.00');
    if (value > remaining)
      throw validationError(
        `amount: ${formatMinor(value)} is more than the remaining refundable amount ${formatMinor(remaining)}`,
      );
  }
  if (!order.payment_id) throw conflict(`Order ${orderId} has no payment to refund`);
  const { refund, order: after } = await refundPayment(services, tenant, order.payment_id, {
    refundId: opts.refundId,
    amount,
    reason,
    sameAmount: opts.sameAmount,
  });
  return { refund, order: after };
}
