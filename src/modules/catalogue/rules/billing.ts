// Which subscription billing plans a customer can choose for a product, and at what price.
import type { BillingPlanDoc } from '../model.js';

export interface EligibilityInput {
  productId: string;
  quantity: number;
  /** Value of the order, minor units; undefined when the client did not say (the order-value limit is then not applied). */
  orderValue?: number;
  locationId: string | null;
  /** Plans the customer already subscribes to (or did). */
  subscribedPlanIds: ReadonlySet<string>;
  /** The customer has had a subscription (hence a trial) on a plan of this product. */
  hadTrial: boolean;
}

export interface EligiblePlan {
  plan: BillingPlanDoc;
  price: number;
  trial_days: number;
}

export function isPlanEligible(plan: BillingPlanDoc, input: EligibilityInput): boolean {
  if (!plan.is_active || !plan.product_ids.includes(input.productId)) return false;
  const locations = plan.location_ids ?? [];
  if (input.locationId && locations.length > 0 && !locations.includes(input.locationId)) return false;
  if (plan.min_quantity !== null && input.quantity < plan.min_quantity) return false;
  if (plan.max_quantity != null && input.quantity > plan.max_quantity) return false;
  if (plan.min_order_value !== null && input.orderValue !== undefined && input.orderValue < plan.min_order_value)
    return false;
  if (plan.new_customers_only && input.subscribedPlanIds.has(plan._id)) return false;
  return true;
}

/** Eligible plans, cheapest first (then by name and id), priced for the quantity. */
export function eligiblePlans(plans: readonly BillingPlanDoc[], input: EligibilityInput): EligiblePlan[] {
  return plans
    .filter((p) => isPlanEligible(p, input))
    .map((plan) => ({ plan, price: plan.price * input.quantity, trial_days: input.hadTrial ? 0 : plan.trial_days }))
    .sort((a, b) => a.price - b.price || a.plan.name.localeCompare(b.plan.name) || (a.plan._id < b.plan._id ? -1 : 1));
}
