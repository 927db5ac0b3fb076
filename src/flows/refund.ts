// Refunds of settled payments, whole or partial, in named steps so that money goes out at most once and every
// refund the provider made is recorded, whatever fails or runs at once:
//
//   1. claim     one transaction: the amount is reserved on the order (`refund_pending`, guarded on the amounts read,
//                so refunded + pending never passes the total and of two concurrent claims the loser gets 409 before
//                any provider call) and the refund is stored `pending`. Its id is the provider's idempotency key.
//   2. provider  the refund is asked for with that key: asked again (a retry, the job), it is the same refund.
//   3. settle    one transaction guarded on the refund still `pending`: it becomes `succeeded`, the order's and the
//                payment's refunded amount grow, the reservation shrinks, payment.refunded and order.updated.
//   4. release   a definite refusal: the refund becomes `failed` and the reservation is given back. A provider that
//                could not be reached or timed out leaves the outcome unknown: the refund stays pending (503).
//   5. recover   settleStaleRefunds (the job in src/jobs/refunds.ts) asks the provider again, with the same key, about
//                refunds pending for a few minutes (a crash between 1 and 3) and settles or releases them.
//
// The refund's id comes from what makes a retry the same refund: the platform's Idempotency-Key, the order a
// customer cancels, the booking cancelled (refundIdFor). A retry finds it: pending, it carries on from step 2;
// succeeded, it is the answer. Amounts are minor units of the order's currency.
import type { OrderDoc, PaymentDoc, PaymentStatus, RefundDoc } from '../modules/orders/index.js';
import { recordEvent } from '../modules/events/index.js';
import { AppError, conflict, notFound, validationError } from '../kernel/errors.js';
import { derivedId } from '../kernel/ids.js';
import { formatMinor } from '../kernel/money.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { isDuplicateKeyError } from '../store/errors.js';
import {
  orders as tenantOrders,
  payments as tenantPayments,
  refunds as tenantRefunds,
  refundsAcrossTenants,
  orderEventData,
  refundEventData,
} from '../modules/orders/index.js';
import { paymentProviderFor, ProviderUnavailableError, providerUnavailable } from '../providers/payments/index.js';
import { inTransaction } from '../store/transaction.js';
import { clockStamp } from '../kernel/clock.js';
import { objectServices } from './test-clocks/object-time.js';
import { queueUcpOrderEvent } from './ucp/order-events.js';

const REFUNDABLE: readonly PaymentStatus[] = ['succeeded', 'partially_refunded'];

/** A refund left pending this long was abandoned by its call (a crash): the job takes it over. */
export const STALE_REFUND_MS = 5 * 60 * 1000;

export interface RefundRequest {
  /** The refund's id and the provider's idempotency key (refundIdFor, or a new id when nothing makes it repeatable). */
  refundId: string;
  /** Minor units; default the whole amount not yet refunded or reserved. */
  amount?: number;
  reason: string | null;
  /**
   * The id came from the client's Idempotency-Key: a refund already made under it for another amount is
   * IDEMPOTENCY_CONFLICT. Internal callers carry on with what they claimed before.
   */
  sameAmount?: boolean;
}

export interface RefundOutcome {
  refund: RefundDoc;
  payment: PaymentDoc;
  order: OrderDoc;
}

/**
 * The id of the refund made for `what` (`key:<order>:<Idempotency-Key>`, `order-cancel:<order>`, …): the same every
 * time within the tenant, so the same refund is found again and the provider sees the same idempotency key.
 */
export function refundIdFor(tenant: TenantContext, what: string): string {
  return derivedId('refund', `${tenant.business_id}|${tenant.livemode}|${what}`, 24);
}

/** Refunds `req.amount` of a settled payment at most once per `req.refundId` (steps at the top of this file). */
export async function refundPayment(
  services: Services,
  tenant: TenantContext,
  paymentId: string,
  req: RefundRequest,
): Promise<RefundOutcome> {
  const existing = await tenantRefunds(services.db, tenant).findOne({ _id: req.refundId });
  if (existing && existing.status !== 'failed') {
    if (
      existing.payment_id !== paymentId ||
      (req.sameAmount && req.amount !== undefined && req.amount !== existing.amount)
    ) {
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        `Idempotency-Key was already used for refund ${existing._id} of ${formatMinor(existing.amount)}`,
      );
    }
    if (existing.status === 'succeeded') return current(services, tenant, existing);
    return complete(services, tenant, existing);
  }
  // A refund the provider refused may be asked for again under its id (a real provider repeats its refusal).
  const claimed = await claim(services, tenant, paymentId, req, existing !== null);
  return complete(services, tenant, claimed);
}

/** Steps 2 to 4 for a claimed (pending) refund: ask the provider with its id, then settle or release it. */
async function complete(caller: Services, tenant: TenantContext, refund: RefundDoc): Promise<RefundOutcome> {
  // A refund of a test clock's payment is settled at the clock's time, whoever completes it (the job included).
  const services = await objectServices(caller, tenant, refund.test_clock_id);
  const asked = await askProvider(services, tenant, refund);
  if (asked.outcome === 'unknown') throw providerUnavailable(asked.error);
  if (asked.outcome === 'refused') {
    await release(services, tenant, refund);
    throw asked.error instanceof ProviderUnavailableError ? providerUnavailable(asked.error) : asked.error;
  }
  return settle(services, tenant, refund, asked.refund_ref);
}

/**
 * Step 1. Reserves the amount on the order and stores the refund `pending`, in one transaction. The order's update
 * is guarded on the refunded and pending amounts read before, so two claims at once serialise on the order: the
 * second finds them changed and is told to retry (409) before it has asked the provider for anything.
 */
async function claim(
  services: Services,
  tenant: TenantContext,
  paymentId: string,
  req: RefundRequest,
  refusedBefore: boolean,
): Promise<RefundDoc> {
  const { db } = services;
  const payment = await tenantPayments(db, tenant).findOne({ _id: paymentId });
  if (!payment) throw notFound(`Payment ${paymentId} not found`);
  const order = await tenantOrders(db, tenant).findOne({ _id: payment.order_id });
  if (!order) throw notFound(`Order of payment ${paymentId} not found`);
  if (!REFUNDABLE.includes(payment.status))
    throw conflict(`Payment ${paymentId} is ${payment.status}; only a settled payment can be refunded`);
  const value = claimableAmount(order, req.amount);
  // Of a test clock's payment: dated on the clock and stamped with it (deleted with the clock).
  const on = await objectServices(services, tenant, payment.test_clock_id);

  const refund: RefundDoc = {
    _id: req.refundId,
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    order_id: order._id,
    payment_id: paymentId,
    amount: value,
    currency: order.currency,
    reason: req.reason,
    status: 'pending',
    refund_ref: null,
    created_at: on.clock.now(),
    settled_at: null,
    ...clockStamp(on),
  };
  try {
    await inTransaction(services, async (session) => {
      const reserved = await tenantOrders(db, tenant).updateOne(
        // `refund_pending: null` also matches an order that never had a refund (the field absent).
        {
          _id: order._id,
          refunded_amount: order.refunded_amount,
          refund_pending: order.refund_pending ?? (null as never),
          payment_status: { $in: [...REFUNDABLE] },
        },
        { $set: { refund_pending: (order.refund_pending ?? 0) + value } },
        { session },
      );
      if (reserved.modifiedCount !== 1)
        throw conflict(`Order ${order._id} was refunded or changed meanwhile; retry`, true);
      const { _id, business_id: _b, livemode: _l, ...fields } = refund;
      if (refusedBefore)
        await tenantRefunds(db, tenant).updateOne({ _id, status: 'failed' }, { $set: fields }, { session });
      else await tenantRefunds(db, tenant).insertOne(refund, { session });
    });
  } catch (err) {
    // The same refund claimed by another call at the same moment: that call carries it on.
    if (isDuplicateKeyError(err)) throw conflict(`Refund ${refund._id} is being made by another request; retry`, true);
    throw err;
  }
  return refund;
}

/**
 * What may be claimed: `requested`, or everything not refunded and not reserved. More than was paid and not yet
 * refunded is 400 as always; what only a refund still in progress holds is 409, retryable (it may yet fail).
 */
function claimableAmount(order: OrderDoc, requested: number | undefined): number {
  const remaining = order.total_price - (order.refunded_amount ?? 0);
  const free = remaining - (order.refund_pending ?? 0);
  const value = requested ?? free;
  if (requested === undefined && value <= 0 && remaining > 0) throw inProgress(order);
  if (!Number.isSafeInteger(value) || value <= 0) throw validationError('amount: must be greater than 0.00');
  if (value > remaining) throw validationError(`amount: at most ${formatMinor(remaining)} can still be refunded`);
  if (value > free) throw inProgress(order);
  return value;
}

const inProgress = (order: OrderDoc) =>
  conflict(
    `Order ${order._id} has a refund in progress for ${formatMinor(order.refund_pending ?? 0)}; retry once it is settled`,
    true,
  );

type Asked =
  | { outcome: 'refunded'; refund_ref: string }
  | { outcome: 'refused'; error: unknown }
  | { outcome: 'unknown'; error: ProviderUnavailableError };

/**
 * Step 2. The provider's refund under the refund's id as its idempotency key. Unreachable or timed out (a transient
 * ProviderUnavailableError), the provider may or may not have refunded: unknown, the refund stays pending. No
 * provider for the payment (not transient) or any other error: nothing was paid out, refused.
 */
async function askProvider(services: Services, tenant: TenantContext, refund: RefundDoc): Promise<Asked> {
  const payment = await tenantPayments(services.db, tenant).findOne({ _id: refund.payment_id });
  if (!payment) return { outcome: 'refused', error: notFound(`Payment ${refund.payment_id} not found`) };
  try {
    const provider = paymentProviderFor(tenant, { payUrl: services.config.payUrl });
    const { refund_ref } = await provider.refund(payment, refund.amount, refund.reason, refund._id);
    return { outcome: 'refunded', refund_ref };
  } catch (err) {
    if (err instanceof ProviderUnavailableError && err.transient) return { outcome: 'unknown', error: err };
    return { outcome: 'refused', error: err };
  }
}

/**
 * Step 3. Records the refund the provider made, in one transaction that first moves the refund from pending to
 * succeeded: whoever settles it first (this call, a retry, the job) records it; the others answer what was recorded.
 * The order and payment are read inside, so a concurrent settle of another refund of the order makes this one run
 * again on fresh amounts.
 */
async function settle(
  services: Services,
  tenant: TenantContext,
  refund: RefundDoc,
  refundRef: string,
): Promise<RefundOutcome> {
  const { db } = services;
  const settled = await inTransaction(services, async (session): Promise<RefundOutcome | null> => {
    const now = services.clock.now();
    const done: RefundDoc = { ...refund, status: 'succeeded', refund_ref: refundRef, settled_at: now };
    const marked = await tenantRefunds(db, tenant).updateOne(
      { _id: refund._id, status: 'pending' },
      { $set: { status: 'succeeded', refund_ref: refundRef, settled_at: now } },
      { session },
    );
    if (marked.modifiedCount !== 1) return null;
    const order = await tenantOrders(db, tenant).findOne({ _id: refund.order_id }, { session });
    const payment = await tenantPayments(db, tenant).findOne({ _id: refund.payment_id }, { session });
    if (!order || !payment) throw notFound(`Order ${refund.order_id} or its payment not found`);

    const refunded = (order.refunded_amount ?? 0) + refund.amount;
    const status: PaymentStatus = refunded >= order.total_price ? 'refunded' : 'partially_refunded';
    const orderChanges = {
      refunded_amount: refunded,
      refund_pending: Math.max(0, (order.refund_pending ?? 0) - refund.amount),
      payment_status: status,
      updated_at: now,
    };
    await tenantOrders(db, tenant).updateOne({ _id: order._id }, { $set: orderChanges }, { session });
    const paymentChanges = { refunded_amount: refunded, status, updated_at: now };
    await tenantPayments(db, tenant).updateOne({ _id: payment._id }, { $set: paymentChanges }, { session });

    const p: PaymentDoc = { ...payment, ...paymentChanges };
    const o: OrderDoc = { ...order, ...orderChanges };
    const on = { now, test_clock_id: o.test_clock_id };
    await recordEvent(db, tenant, { type: 'payment.refunded', data: refundEventData(o, p), ...on }, session);
    await recordEvent(db, tenant, { type: 'order.updated', data: orderEventData(o), ...on }, session);
    // An order placed by a UCP agent: the agent gets the order with its refund.
    await queueUcpOrderEvent(services, tenant, o, 'payment.refunded', session);
    return { refund: done, payment: p, order: o };
  });
  if (settled) return settled;
  const now = await tenantRefunds(db, tenant).findOne({ _id: refund._id });
  if (now?.status !== 'succeeded') throw conflict(`Refund ${refund._id} was refused by the payment provider`);
  return current(services, tenant, now);
}

/** Step 4. A refused refund: `failed`, and its amount no longer reserved on the order (one transaction). */
async function release(services: Services, tenant: TenantContext, refund: RefundDoc): Promise<void> {
  const { db } = services;
  await inTransaction(services, async (session) => {
    const now = services.clock.now();
    const marked = await tenantRefunds(db, tenant).updateOne(
      { _id: refund._id, status: 'pending' },
      { $set: { status: 'failed', settled_at: now } },
      { session },
    );
    if (marked.modifiedCount !== 1) return;
    await tenantOrders(db, tenant).updateOne(
      { _id: refund.order_id },
      { $inc: { refund_pending: -refund.amount } },
      { session },
    );
  });
}

/** A refund already recorded, with its order and payment as they are now (the answer to a retry). */
async function current(services: Services, tenant: TenantContext, refund: RefundDoc): Promise<RefundOutcome> {
  const order = await tenantOrders(services.db, tenant).findOne({ _id: refund.order_id });
  const payment = await tenantPayments(services.db, tenant).findOne({ _id: refund.payment_id });
  if (!order || !payment) throw notFound(`Order ${refund.order_id} or its payment not found`);
  return { refund, payment, order };
}

/**
 * Step 5. Refunds pending for longer than STALE_REFUND_MS, across tenants (their call died between claim and
 * settle, or the provider could not be reached): the provider is asked again with the same key, and the refund
 * settled, or released when refused; still unreachable, it stays for the next run. Answers how many it settled or
 * released, out of a bounded batch.
 */
export async function settleStaleRefunds(
  services: Services,
  batch = 100,
): Promise<{ settled: number; released: number; left: number }> {
  const before = new Date(services.clock.now().getTime() - STALE_REFUND_MS);
  const stale = await refundsAcrossTenants(services.db)
    .find({ status: 'pending', created_at: { $lte: before } }, { sort: { created_at: 1 }, limit: batch })
    .toArray();
  const result = { settled: 0, released: 0, left: 0 };
  for (const refund of stale) {
    const tenant: TenantContext = { business_id: refund.business_id, livemode: refund.livemode };
    const asked = await askProvider(services, tenant, refund);
    if (asked.outcome === 'refunded') {
      await settle(services, tenant, refund, asked.refund_ref);
      result.settled += 1;
    } else if (asked.outcome === 'refused') {
      await release(services, tenant, refund);
      result.released += 1;
    } else {
      result.left += 1;
    }
  }
  return result;
}
