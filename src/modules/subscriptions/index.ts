// The subscriptions area's front door: what the rest of src/ may use of it. Files outside the area import only this (and
// the HTTP adapter the area's routes.ts); scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export {
  cancelSubscription,
  listOwnSubscriptions,
  loadOwnSubscription,
  pauseSubscription,
  resumeSubscription,
  skipSubscription,
  type SubscriptionOwner,
} from './actions.js';
export { createSubscriptionsForOrder } from './create.js';
export { nextDueAt, type SubscriptionDoc } from './model.js';
export { eligibleBillingPlans } from './offers.js';
export { presentSubscription, presentSubscriptionDetail } from './present.js';
export { period, retryAt } from './rules/schedule.js';
export { subscriptions, subscriptionsAcrossTenants } from './store.js';
