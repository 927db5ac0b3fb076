// Re-verifying an order's payment with its provider (verify-payment): the provider's view wins when it has
// moved on. A final outcome goes through settlePayment (payment, order, stock and events in one transaction); a
// payment the provider is now processing is marked processing. Cash is never asked about: the business settles it.
import type { OrderDoc, PaymentDoc } from '../modules/orders/index.js';
import { paymentProviderFor, ProviderUnavailableError, providerUnavailable } from '../providers/payments/index.js';
import { settlePayment } from './settle-payment.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { orders as tenantOrders, payments as tenantPayments, recordOrderEvents } from '../modules/orders/index.js';
import { inTransaction } from '../store/transaction.js';

export async function verifyPayment(
  services: Services,
  tenant: TenantContext,
  order: OrderDoc,
): Promise<{ order: OrderDoc; payment: PaymentDoc | null }> {
  const payments = tenantPayments(services.db, tenant);
  const payment = order.payment_id ? await payments.findOne({ _id: order.payment_id }) : null;
  if (!payment || payment.method === 'cash') return { order, payment };
  if (payment.status !== 'pending' && payment.status !== 'processing') return { order, payment };
  // The order's payment_status is what callers see; it is what a new provider view is compared with.

  let verified;
  try {
    verified = await paymentProviderFor(tenant, { payUrl: services.config.payUrl }).verify(payment);
  } catch (err) {
    if (err instanceof ProviderUnavailableError)
      throw providerUnavailable(
        err,
        err.transient ? 'The payment provider could not be reached; retry later' : err.message,
      );
    throw err;
  }

  if (verified === 'succeeded' || verified === 'failed') {
    const settled = await settlePayment(
      services,
      tenant,
      payment._id,
      verified,
      verified === 'failed' ? 'Declined by the provider' : undefined,
    );
    return { order: settled.order, payment: settled.payment };
  }
  if (verified === 'processing' && order.payment_status === 'pending') {
    return inTransaction(services, async (session) => {
      const now = services.clock.now();
      const orders = tenantOrders(services.db, tenant);
      const current = (await orders.findOne({ _id: order._id }, { session })) ?? order;
      if (current.payment_status !== 'pending') return { order: current, payment };
      await payments.updateOne({ _id: payment._id }, { $set: { status: 'processing', updated_at: now } }, { session });
      await orders.updateOne(
        { _id: order._id },
        { $set: { payment_status: 'processing', updated_at: now } },
        { session },
      );
      const updated: OrderDoc = { ...current, payment_status: 'processing', updated_at: now };
      await recordOrderEvents(services, tenant, updated, ['order.updated'], session);
      return { order: updated, payment: { ...payment, status: 'processing', updated_at: now } };
    });
  }
  return { order, payment };
}
