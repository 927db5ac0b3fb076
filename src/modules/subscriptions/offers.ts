// The billing plans of a product a customer may subscribe to: the catalogue's plans, less those the customer holds,
// with the trial only for a first subscription to the product.
import { formatMinor, toMinor } from '../../kernel/money.js';
import { eligiblePlans } from '../catalogue/index.js';
import type { BillingPlanDoc, ProductDoc, CatalogueReader } from '../catalogue/index.js';
import { subscriptions } from './store.js';

export async function eligibleBillingPlans(
  r: CatalogueReader,
  p: ProductDoc,
  opts: { customerId: string | null; quantity: number; orderValue?: string; locationId: string | null },
) {
  const plans = (await r.plans.find({ product_ids: p._id, is_active: true }).toArray()) as BillingPlanDoc[];
  if (plans.length === 0) return [];
  let subscribed = new Set<string>();
  if (opts.customerId) {
    const subs = await subscriptions(r.db, r.tenant)
      .find(
        { customer_id: opts.customerId, billing_plan_id: { $in: plans.map((x) => x._id) } },
        { projection: { billing_plan_id: 1 } },
      )
      .toArray();
    subscribed = new Set(subs.map((s) => s.billing_plan_id as string));
  }
  return eligiblePlans(plans, {
    productId: p._id,
    quantity: opts.quantity,
    orderValue: opts.orderValue === undefined ? undefined : toMinor(opts.orderValue),
    locationId: opts.locationId,
    subscribedPlanIds: subscribed,
    // Any earlier subscription to a plan of this product means its trial has been had.
    hadTrial: subscribed.size > 0,
  }).map(({ plan, price, trial_days }) => ({
    id: plan._id,
    name: plan.name,
    interval: plan.interval,
    interval_count: plan.interval_count,
    price: formatMinor(price),
    currency: plan.currency,
    trial_days,
  }));
}
