// What a customer can get on top of the list price: subscription billing plans of a product and discount codes.
import { formatMinor, toMinor } from '../../kernel/money.js';
import { eligiblePlans } from './rules/billing.js';
import { discountOn, normaliseCode, pickDealForCode } from './rules/deals.js';
import type { BillingPlanDoc, DealDoc, ProductDoc } from './model.js';
import { subscriptions } from '../subscriptions/store.js';
import type { CatalogueReader } from './reader.js';

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

export async function validateDealCode(
  r: CatalogueReader,
  input: { code: string; subtotal: string; locationId: string | null; now: Date },
) {
  const code = normaliseCode(input.code);
  const subtotal = toMinor(input.subtotal);
  const [deals, business] = await Promise.all([r.deals.find({ code }).toArray() as Promise<DealDoc[]>, r.business()]);
  const { deal, rejection } = pickDealForCode(deals, { subtotal, now: input.now, locationId: input.locationId });
  return {
    valid: rejection === null,
    code,
    deal_id: deal?._id ?? null,
    discount_type: deal?.discount_type ?? null,
    discount_amount: formatMinor(rejection === null && deal ? discountOn(deal, subtotal) : 0),
    min_subtotal: deal && deal.min_subtotal !== null ? formatMinor(deal.min_subtotal) : null,
    currency: deal?.currency ?? business?.currency ?? 'GHS',
    reason: rejection,
  };
}
