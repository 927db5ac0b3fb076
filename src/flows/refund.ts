// Refunds of settled payments, whole or partial. The provider is asked first, outside the transaction (it may be
// a network call); then one transaction records the refund on the payment and the order, guarded on the refunded
// amount read before, so two concurrent refunds can never return more than was paid (the loser gets 409 and can
// retry). Amounts are minor units of the order's currency. Events: payment.refunded and order.updated.
import type { OrderDoc, PaymentDoc, PaymentStatus } from '../modules/orders/model.js';
import { recordEvent } from '../modules/events/record.js';
import { conflict, notFound, validationError } from '../kernel/errors.js';
import { formatMinor } from '../kernel/money.js';
import type { Services } from '../kernel/services.js';
import type { TenantContext } from '../store/index.js';
import { orders as tenantOrders, payments as tenantPayments } from '../modules/orders/store.js';
import { orderEventData, refundEventData } from '../modules/events/snapshots.js';
import { paymentProviderFor, ProviderUnavailableError, providerUnavailable } from '../providers/payments/index.js';
import { inTransaction } from '../store/transaction.js';

const REFUNDABLE: readonly PaymentStatus[] = ['succeeded', 'partially_refunded'];

export async function refundPayment(
  services: Services,
  tenant: TenantContext,
  paymentId: string,
  amount?: number,
  reason?: string,
): Promise<{ payment: PaymentDoc; order: OrderDoc }> {
  const { db } = services;
  const payments = tenantPayments(db, tenant);
  const orders = tenantOrders(db, tenant);
  const payment = await payments.findOne({ _id: paymentId });
  if (!payment) throw notFound(`Payment ${paymentId} not found`);
  const order = await orders.findOne({ _id: payment.order_id });
  if (!order) throw notFound(`Order of payment ${paymentId} not found`);
  if (!REFUNDABLE.includes(payment.status)) throw conflict(`Payment ${paymentId} is ${payment.status}; only a settled payment can be refunded`);

  const already = order.refunded_amount ?? 0;
  const remaining = order.total_price - already;
  const value = amount ?? remaining;
  if (!Number.isSafeInteger(value) || value <= 0) throw validationError('amount: must be greater than 0.00');
  if (value > remaining) throw validationError(`amount: at most ${formatMinor(remaining)} can still be refunded`);

  try {
    await paymentProviderFor(tenant, { payUrl: services.config.payUrl }).refund(payment, value, reason ?? null);
  } catch (err) {
    if (err instanceof ProviderUnavailableError) throw providerUnavailable(err);
    throw err;
  }

  return inTransaction(services, async (session) => {
    const now = services.clock.now();
    const refunded = already + value;
    const status: PaymentStatus = refunded >= order.total_price ? 'refunded' : 'partially_refunded';
    const orderChanges = { refunded_amount: refunded, payment_status: status, updated_at: now };
    const moved = await orders.updateOne(
      { _id: order._id, refunded_amount: order.refunded_amount, payment_status: { $in: [...REFUNDABLE] } },
      { $set: orderChanges },
      { session },
    );
    if (moved.modifiedCount !== 1) throw conflict(`Order ${order._id} was refunded or changed meanwhile; retry`, true);
    const paymentChanges = { refunded_amount: refunded, status, updated_at: now };
    await payments.updateOne({ _id: paymentId }, { $set: paymentChanges }, { session });

    const p: PaymentDoc = { ...payment, ...paymentChanges };
    const o: OrderDoc = { ...order, ...orderChanges };
    await recordEvent(db, tenant, { type: 'payment.refunded', data: refundEventData(o, p), now }, session);
    await recordEvent(db, tenant, { type: 'order.updated', data: orderEventData(o), now }, session);
    return { payment: p, order: o };
  });
}
