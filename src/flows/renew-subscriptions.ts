// Renewals: every subscription whose `due_at` has come is moved one step, oldest first.
//
//   cancel_at_period_end           the period ended: `cancelled`, subscription.cancelled
//   active, skip_next              the skipped cycle passes: next period, nothing charged, no order
//   active                         charge `amount` through the payment provider:
//     succeeded                    renewal order (paid) + payment, next period; order.created, payment.completed,
//                                  subscription.renewed
//     failed                       retried at renewal date +1 day and +3 days (RENEWAL_RETRY_OFFSETS_MS), the
//                                  status staying `active`; when the last retry fails: `past_due`, no more charges
//
// Real time renews only subscriptions on no test clock; a clock's advance renews its own (subscriptionsClockSweep),
// at its due times in order, through these same steps, so the orders, payments and events carry the clock's time.
//
// Two sweeps (two workers, or a worker and a test) never charge one renewal twice: a sweep first claims the
// subscription by moving its due_at forward by a lease, conditionally on the due_at it read; the charge and the
// writes happen only after that claim, and a sweep that dies mid-way leaves the claim to lapse and be retried.
import type { ClientSession } from 'mongodb';
import { newId } from '../kernel/ids.js';
import type { OrderDoc, PaymentDoc } from '../modules/orders/index.js';
import { hashSecret, newToken } from '../kernel/secrets.js';
import { recordEvent } from '../modules/events/index.js';
import { orderEventData, paymentEventData, nextOrderNumber, orders, payments } from '../modules/orders/index.js';
import {
  paymentProviderFor,
  ProviderUnavailableError,
  type RenewalChargeOutcome,
} from '../providers/payments/index.js';
import { inTransaction } from '../store/transaction.js';
import type { Services } from '../services.js';
import type { TenantContext } from '../store/index.js';
import { clockFilter, registerClockSweep, type ClockScope, type ClockSweep } from './test-clocks/sweeps.js';
import {
  subscriptions,
  subscriptionsAcrossTenants,
  nextDueAt,
  type SubscriptionDoc,
  presentSubscription,
  period,
  retryAt,
} from '../modules/subscriptions/index.js';

/** How long a claimed renewal stays with the sweep that claimed it. */
export const RENEWAL_CLAIM_MS = 5 * 60 * 1000;
const DEFAULT_BATCH = 100;

export interface RenewalReport {
  renewed: number;
  skipped: number;
  cancelled: number;
  failed: number;
  past_due: number;
}

/**
 * Renews up to `limit` due subscriptions. Real time: those of every tenant on no test clock; with `scope` (a
 * clock's advance step, services bound to the clock) only that clock's, of its tenant.
 */
export async function renewDueSubscriptions(
  services: Services,
  limit = DEFAULT_BATCH,
  scope?: ClockScope,
): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, skipped: 0, cancelled: 0, failed: 0, past_due: 0 };
  // Due subscriptions of every tenant: the sweep claims them one at a time, each then handled within its tenant.
  const subs = subscriptionsAcrossTenants(services.db);
  const which = { ...clockFilter(services, scope), ...(scope ? scope.tenant : {}) };
  for (let n = 0; n < limit; n++) {
    const now = services.clock.now();
    const due = await subs.findOne({ ...which, due_at: { $lte: now } }, { sort: { due_at: 1 } });
    if (!due) break;
    const claimed = await subs.findOneAndUpdate(
      { _id: due._id, due_at: due.due_at },
      { $set: { due_at: new Date(now.getTime() + RENEWAL_CLAIM_MS) } },
      { returnDocument: 'before' },
    );
    if (!claimed) continue; // another sweep took it
    try {
      report[await step(services, claimed, now)]++;
    } catch (err) {
      // One broken subscription must not stop the others; its claim lapses and it is tried again later.
      services.logger.error({ err, subscription_id: claimed._id }, 'subscription renewal step failed');
    }
  }
  return report;
}

const tenantOf = (s: SubscriptionDoc): TenantContext => ({ business_id: s.business_id, livemode: s.livemode });
/** What a subscription's renewal documents carry: its test clock, if it is on one. */
const clockOf = (s: SubscriptionDoc): { test_clock_id?: string } =>
  s.test_clock_id ? { test_clock_id: s.test_clock_id } : {};

const renewalCount = (r: RenewalReport) => r.renewed + r.skipped + r.cancelled + r.failed + r.past_due;

/** A test clock's renewals (src/flows/test-clocks/sweeps.ts): its subscriptions, renewed at their due times. */
const subscriptionsClockSweep: ClockSweep = {
  name: 'subscriptions',
  async nextDue(services, scope) {
    const next = await subscriptions(services.db, scope.tenant).findOne(
      { test_clock_id: scope.clockId, due_at: { $ne: null } },
      { sort: { due_at: 1 }, projection: { due_at: 1 } },
    );
    return next?.due_at ?? null;
  },
  async run(services, scope) {
    let moved = 0;
    // Each batch claims what is due at the step's time; a claim moves due_at past it, so this ends.
    for (;;) {
      const n = renewalCount(await renewDueSubscriptions(services, DEFAULT_BATCH, scope));
      moved += n;
      if (n < DEFAULT_BATCH) return moved;
    }
  },
};

/** Composition's registration (src/flows/test-clocks/index.ts): a clock's advance renews its subscriptions. */
export function registerSubscriptionClockSweep(): void {
  registerClockSweep(subscriptionsClockSweep);
}

type StepOutcome = keyof RenewalReport;

async function step(services: Services, sub: SubscriptionDoc, now: Date): Promise<StepOutcome> {
  if (sub.cancel_at_period_end) {
    await endSubscription(services, sub, now);
    return 'cancelled';
  }
  if (sub.skip_next) {
    await advance(services, sub, now, null);
    return 'skipped';
  }
  const tenant = tenantOf(sub);
  const paymentId = newId('payment');
  const provider = paymentProviderFor(tenant, { payUrl: services.config.payUrl });
  let outcome: RenewalChargeOutcome;
  try {
    outcome = provider.chargeRenewal
      ? await provider.chargeRenewal({
          subscription_id: sub._id,
          payment_id: paymentId,
          method: sub.payment_method,
          amount: sub.amount,
          currency: sub.currency,
          customer: { name: sub.contact.name, email: sub.contact.email, phone: sub.contact.phone },
        })
      : { status: 'failed', reason: `The ${provider.name} payment provider cannot charge renewals` };
  } catch (err) {
    if (!(err instanceof ProviderUnavailableError)) throw err;
    outcome = { status: 'failed', reason: err.message };
  }
  if (outcome.status === 'failed') return recordFailure(services, sub, now, outcome.reason);
  await advance(services, sub, now, { paymentId, providerRef: outcome.provider_ref, providerName: provider.name });
  return 'renewed';
}

/** The period ended after a cancel request. */
async function endSubscription(services: Services, sub: SubscriptionDoc, now: Date): Promise<void> {
  const tenant = tenantOf(sub);
  await inTransaction(services, async (session) => {
    const changes = { status: 'cancelled' as const, due_at: null, cancelled_at: now, updated_at: now };
    await subscriptions(services.db, tenant).updateOne({ _id: sub._id }, { $set: changes }, { session });
    await recordEvent(
      services.db,
      tenant,
      { type: 'subscription.cancelled', data: presentSubscription({ ...sub, ...changes }), now, ...clockOf(sub) },
      session,
    );
  });
}

async function recordFailure(
  services: Services,
  sub: SubscriptionDoc,
  now: Date,
  reason: string,
): Promise<StepOutcome> {
  const attempts = sub.failed_attempts + 1;
  const retry = retryAt(sub.current_period_end, attempts);
  const changes = retry
    ? { failed_attempts: attempts, last_failure_reason: reason, due_at: retry, updated_at: now }
    : {
        failed_attempts: attempts,
        last_failure_reason: reason,
        status: 'past_due' as const,
        due_at: null,
        updated_at: now,
      };
  await subscriptions(services.db, tenantOf(sub)).updateOne({ _id: sub._id }, { $set: changes });
  services.logger.warn(
    { subscription_id: sub._id, attempts, reason },
    retry ? 'subscription renewal failed; will retry' : 'subscription renewal failed; now past_due',
  );
  return retry ? 'failed' : 'past_due';
}

interface Charged {
  paymentId: string;
  providerRef: string;
  providerName: string;
}

/** Moves the subscription into its next period: a paid renewal (with its order) or a skipped cycle (`charged` null). */
async function advance(services: Services, sub: SubscriptionDoc, now: Date, charged: Charged | null): Promise<void> {
  const tenant = tenantOf(sub);
  const next = period(
    { anchor: sub.anchor, interval: sub.plan.interval, interval_count: sub.plan.interval_count },
    sub.period_index + 1,
  );
  const moved = {
    period_index: sub.period_index + 1,
    current_period_start: next.start,
    current_period_end: next.end,
    skip_next: false,
    failed_attempts: 0,
    last_failure_reason: null,
    updated_at: now,
  };
  const changes = { ...moved, due_at: nextDueAt({ ...sub, ...moved }) };
  const write = async (session: ClientSession) => {
    await subscriptions(services.db, tenant).updateOne({ _id: sub._id }, { $set: changes }, { session });
    if (!charged) return;
    const { order, payment } = await insertRenewalOrder(services, tenant, sub, charged, now, session);
    const on = { now, ...clockOf(sub) };
    await recordEvent(services.db, tenant, { type: 'order.created', data: orderEventData(order), ...on }, session);
    await recordEvent(
      services.db,
      tenant,
      { type: 'payment.completed', data: paymentEventData(order, payment), ...on },
      session,
    );
    await recordEvent(
      services.db,
      tenant,
      { type: 'subscription.renewed', data: presentSubscription({ ...sub, ...changes }), ...on },
      session,
    );
  };
  await inTransaction(services, write);
}

/** The renewal's order, already paid: the subscription's items at their subscription prices, no stock held. */
async function insertRenewalOrder(
  services: Services,
  tenant: TenantContext,
  sub: SubscriptionDoc,
  charged: Charged,
  now: Date,
  session: ClientSession,
): Promise<{ order: OrderDoc; payment: PaymentDoc }> {
  const orderId = newId('order');
  const order: OrderDoc = {
    _id: orderId,
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    ...clockOf(sub),
    order_number: await nextOrderNumber(services.db, tenant, session),
    status: 'pending',
    order_type: sub.order_type,
    items: sub.items.map((i) => ({
      id: newId('lineItem'),
      product_id: i.product_id,
      product_name: i.product_name,
      variant_id: i.variant_id,
      variant_name: null,
      quantity: i.quantity,
      unit_price: i.unit_price,
      total: i.unit_price * i.quantity,
      add_on_option_ids: [],
      special_instructions: null,
      scheduled_start: null,
      scheduled_end: null,
      staff_id: null,
      billing_plan_id: sub.billing_plan_id,
    })),
    subtotal: sub.amount,
    discount_amount: 0,
    tax_amount: 0,
    total_price: sub.amount,
    currency: sub.currency,
    customer: sub.contact,
    customer_id: sub.customer_id,
    delivery_address: sub.delivery_address,
    payment_method: sub.payment_method,
    payment_status: 'succeeded',
    payment_id: charged.paymentId,
    refunded_amount: 0,
    // Nobody holds a bill token for a renewal: the customer reads it signed in.
    bill_token_hash: hashSecret(newToken('bt')),
    session_id: null,
    cart_id: sub.cart_id,
    location_id: sub.location_id,
    special_instructions: null,
    metadata: { subscription_id: sub._id },
    coupon: null,
    reservations: [],
    reservation_expires_at: null,
    pay_currency: null,
    fx_quote_id: null,
    created_at: now,
    updated_at: now,
    cancelled_at: null,
    cancel_reason: null,
  };
  const payment: PaymentDoc = {
    _id: charged.paymentId,
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    ...clockOf(sub),
    order_id: orderId,
    provider: charged.providerName,
    method: sub.payment_method,
    status: 'succeeded',
    amount: sub.amount,
    currency: sub.currency,
    provider_ref: charged.providerRef,
    phone_number: null,
    next_action: null,
    success_url: null,
    cancel_url: null,
    failure_reason: null,
    refunded_amount: 0,
    settled_at: now,
    created_at: now,
    updated_at: now,
  };
  await orders(services.db, tenant).insertOne(order, { session });
  await payments(services.db, tenant).insertOne(payment, { session });
  return { order, payment };
}
