// The API shapes of a subscription: Subscription (list item, and the data of subscription.* events) and
// SubscriptionDetail.
import { formatMinor } from '../../kernel/money.js';
import type { SubscriptionDoc } from './model.js';
import { boundary } from './rules/schedule.js';

export function presentSubscription(s: SubscriptionDoc) {
  return {
    id: s._id,
    customer_id: s.customer_id,
    status: s.status,
    billing_plan_id: s.billing_plan_id,
    current_period_start: s.current_period_start.toISOString(),
    current_period_end: s.current_period_end.toISOString(),
    cancel_at_period_end: s.cancel_at_period_end,
    amount: formatMinor(s.amount),
    currency: s.currency,
  };
}

/** The next renewal charge, or null when none is scheduled (paused, past_due, cancelled, cancelling). */
export function nextInvoice(s: SubscriptionDoc): { scheduled_at: string; amount_due: string } | null {
  if (s.status !== 'active' || s.cancel_at_period_end) return null;
  const schedule = { anchor: s.anchor, interval: s.plan.interval, interval_count: s.plan.interval_count };
  let at = s.current_period_end;
  if (s.skip_next) at = boundary(schedule, s.period_index + 2);
  else if (s.failed_attempts > 0 && s.due_at) at = s.due_at;
  return { scheduled_at: at.toISOString(), amount_due: formatMinor(s.amount) };
}

export function presentSubscriptionDetail(s: SubscriptionDoc) {
  return {
    subscription: presentSubscription(s),
    plan: { id: s.billing_plan_id, name: s.plan.name, interval: s.plan.interval },
    items: s.items.map((i) => ({
      product_id: i.product_id,
      quantity: i.quantity,
      unit_price: formatMinor(i.unit_price),
    })),
    next_invoice: nextInvoice(s),
  };
}
