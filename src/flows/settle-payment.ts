// Settling a payment: the one place a payment leaves `pending`/`processing` for `succeeded` or `failed`. In one
// transaction: the payment and its order's payment_status, the order's reserved stock (committed on success, and
// remembered as `committed_stock` so a cancellation before fulfilment can put it back; released on failure; the
// order keeps no reservations afterwards), and the events payment.completed or
// payment.failed plus order.updated. Callers: the authorization endpoint, the hosted pay page, the business
// marking cash paid, and the reservation-expiry sweep (an unpaid order past its hold fails with reason `expired`).
//
// Settling again with the outcome already recorded answers the current state and records nothing (a double
// click on the pay page, a retried request); the opposite outcome is 409 CONFLICT.
//
import type { OrderDoc, PaymentDoc, PaymentStatus } from '../modules/orders/index.js';
import { recordEvent } from '../modules/events/index.js';
import { conflict, notFound } from '../kernel/errors.js';
import { commit, release } from '../modules/inventory/index.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import {
  orders as tenantOrders,
  payments as tenantPayments,
  orderEventData,
  paymentEventData,
} from '../modules/orders/index.js';
import { inTransaction } from '../store/transaction.js';
import { ucpPaymentSettled } from './ucp/order-events.js';
import { objectServices } from './test-clocks/object-time.js';

export type SettlementOutcome = 'succeeded' | 'failed';
const UNSETTLED: readonly PaymentStatus[] = ['pending', 'processing'];

export async function settlePayment(
  services: Services,
  tenant: TenantContext,
  paymentId: string,
  outcome: SettlementOutcome,
  reason?: string,
): Promise<{ payment: PaymentDoc; order: OrderDoc }> {
  const { db } = services;
  const payments = tenantPayments(db, tenant);
  const orders = tenantOrders(db, tenant);
  return inTransaction(services, async (session) => {
    const payment = await payments.findOne({ _id: paymentId }, { session });
    if (!payment) throw notFound(`Payment ${paymentId} not found`);
    const order = await orders.findOne({ _id: payment.order_id }, { session });
    if (!order) throw notFound(`Order of payment ${paymentId} not found`);
    if (!UNSETTLED.includes(payment.status)) {
      if (payment.status === outcome) return { payment, order };
      throw conflict(`Payment ${paymentId} is ${payment.status}; it is no longer awaiting payment`);
    }

    // An order on a test clock settles at its clock's time, whoever settles it (the pay page runs on real time).
    const on = await objectServices(services, tenant, order.test_clock_id);
    const now = on.clock.now();
    const paymentChanges = {
      status: outcome,
      settled_at: outcome === 'succeeded' ? now : null,
      failure_reason: outcome === 'failed' ? (reason ?? 'Payment failed') : null,
      next_action: null,
      updated_at: now,
    };
    const moved = await payments.updateOne(
      { _id: paymentId, status: { $in: [...UNSETTLED] } },
      { $set: paymentChanges },
      { session },
    );
    if (moved.modifiedCount !== 1) throw conflict(`Payment ${paymentId} changed meanwhile; retry`, true);

    if (order.reservations.length) {
      if (outcome === 'succeeded') await commit(db, tenant, order.reservations, session, now);
      else await release(db, tenant, order.reservations, session, now);
    }
    // A cancelled order keeps its payment status `cancelled`; settlement only reaches orders still waiting on it.
    const committed =
      outcome === 'succeeded' && order.reservations.length
        ? { committed_stock: [...(order.committed_stock ?? []), ...order.reservations] }
        : {};
    const orderChanges = {
      payment_status: outcome as PaymentStatus,
      reservations: [],
      reservation_expires_at: null,
      ...committed,
      updated_at: now,
    };
    await orders.updateOne({ _id: order._id }, { $set: orderChanges }, { session });

    const settledPayment: PaymentDoc = { ...payment, ...paymentChanges };
    const settledOrder: OrderDoc = { ...order, ...orderChanges };
    await recordEvent(
      db,
      tenant,
      {
        type: outcome === 'succeeded' ? 'payment.completed' : 'payment.failed',
        data: paymentEventData(settledOrder, settledPayment),
        now,
        test_clock_id: order.test_clock_id,
      },
      session,
    );
    const updated = { type: 'order.updated' as const, data: orderEventData(settledOrder), now };
    await recordEvent(db, tenant, { ...updated, test_clock_id: order.test_clock_id }, session);
    // An order placed by a UCP agent: its checkout and the agent's order event follow the payment.
    await ucpPaymentSettled(on, tenant, settledOrder, outcome, session);
    return { payment: settledPayment, order: settledOrder };
  });
}
