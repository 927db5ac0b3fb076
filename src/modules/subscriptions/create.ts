// Checkout → subscriptions: every billing plan among the order's lines starts one subscription for the signed-in
// customer, written in checkout's transaction (with its order), so an order never exists without the
// subscriptions it sold, nor a subscription for an order that rolled back. The first period starts at the order.
import type { ClientSession } from 'mongodb';
import { billingPlans } from '../catalogue/index.js';
import { clockStamp } from '../../kernel/clock.js';
import { newId } from '../../kernel/ids.js';
import type { OrderDoc } from '../orders/index.js';
import { validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { subscriptions } from './store.js';
import { nextDueAt, type SubscriptionDoc, type SubscriptionItemDoc } from './model.js';
import { period } from './rules/schedule.js';

export async function createSubscriptionsForOrder(
  services: Services,
  tenant: TenantContext,
  order: OrderDoc,
  session: ClientSession,
): Promise<SubscriptionDoc[]> {
  const byPlan = new Map<string, SubscriptionItemDoc[]>();
  for (const item of order.items) {
    if (!item.billing_plan_id) continue;
    const items = byPlan.get(item.billing_plan_id) ?? [];
    items.push({
      product_id: item.product_id,
      product_name: item.product_name,
      variant_id: item.variant_id,
      quantity: item.quantity,
      unit_price: item.unit_price,
    });
    byPlan.set(item.billing_plan_id, items);
  }
  if (byPlan.size === 0) return [];
  // A subscription renews against a customer account; a guest has none to charge or to manage it from.
  if (!order.customer_id)
    throw validationError(
      'cart: subscription lines (billing_plan_id) need a signed-in customer; sign in and check out again',
    );

  const plans = await billingPlans(services.db, tenant)
    .find({ _id: { $in: [...byPlan.keys()] } }, { session })
    .toArray();
  const out: SubscriptionDoc[] = [];
  for (const [planId, items] of byPlan) {
    const plan = plans.find((p) => p._id === planId);
    if (!plan) throw validationError(`cart: billing plan ${planId} is no longer offered`);
    const anchor = order.created_at;
    const first = period({ anchor, interval: plan.interval, interval_count: plan.interval_count }, 0);
    const base = {
      status: 'active' as const,
      cancel_at_period_end: false,
      current_period_end: first.end,
      due_at: null,
      failed_attempts: 0,
    };
    const doc: SubscriptionDoc = {
      _id: newId('subscription'),
      business_id: tenant.business_id,
      livemode: tenant.livemode,
      // Bought on a sandbox test clock: it renews only as that clock advances (real time skips it).
      ...clockStamp(services),
      customer_id: order.customer_id,
      order_id: order._id,
      billing_plan_id: planId,
      plan: { name: plan.name, interval: plan.interval, interval_count: plan.interval_count },
      ...base,
      anchor,
      period_index: 0,
      current_period_start: first.start,
      cancel_reason: null,
      skip_next: false,
      last_failure_reason: null,
      due_at: nextDueAt(base),
      amount: items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0),
      currency: order.currency,
      items,
      payment_method: order.payment_method,
      order_type: order.order_type,
      contact: order.customer,
      delivery_address: order.delivery_address,
      location_id: order.location_id,
      cart_id: order.cart_id,
      paused_at: null,
      cancelled_at: null,
      created_at: order.created_at,
      updated_at: order.created_at,
    };
    out.push(doc);
  }
  await subscriptions(services.db, tenant).insertMany(out, { session });
  return out;
}
