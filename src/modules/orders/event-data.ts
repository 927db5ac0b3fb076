// The snapshots order and payment events carry, exactly the contract's closed webhook payload schemas (recordEvent checks them): PlatformEventOrderData (the
// order's headline fields, for order.*), PlatformEventPaymentData (plus the payment, for payment.completed and
// payment.failed) and PlatformEventRefundData (plus the refunded total, for payment.refunded).
import { formatMinor } from '../../kernel/money.js';
import type { ClientSession } from 'mongodb';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { recordEvent } from '../events/index.js';
import type { OrderDoc, PaymentDoc } from './model.js';

/** `order.created`, `order.updated`, …: PlatformEventOrderData. */
export function orderEventData(order: OrderDoc): Record<string, unknown> & { id: string } {
  return {
    id: order._id,
    order_number: order.order_number,
    status: order.status,
    total_price: formatMinor(order.total_price),
    currency: order.currency,
    payment_status: order.payment_status,
    customer_id: order.customer_id,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
  };
}

/** `payment.completed` / `payment.failed`. */
export function paymentEventData(order: OrderDoc, payment: PaymentDoc): Record<string, unknown> {
  return { ...orderEventData(order), payment_reference: payment._id, amount: formatMinor(payment.amount) };
}

/** `payment.refunded`: `amount` is the payment's, `refunded_amount` the total refunded so far (this refund included). */
export function refundEventData(order: OrderDoc, payment: PaymentDoc): Record<string, unknown> {
  return { ...paymentEventData(order, payment), refunded_amount: formatMinor(order.refunded_amount) };
}

/** Records order.* events carrying the order's event snapshot, inside the caller's transaction. */
export async function recordOrderEvents(
  services: Services,
  tenant: TenantContext,
  order: OrderDoc,
  types: ('order.updated' | 'order.completed' | 'order.cancelled')[],
  session: ClientSession,
): Promise<void> {
  const data = orderEventData(order);
  const now = services.clock.now();
  const on = { test_clock_id: order.test_clock_id };
  for (const type of types) await recordEvent(services.db, tenant, { type, data, now, ...on }, session);
}
