// Subscriptions as stored (collection `subscriptions`). `due_at` is the one field the renewal sweep reads: when the
// next automatic step is due (a renewal, a retry of a failed one, or the end of a cancelled period), null when none
// is (paused, past_due, cancelled). Every transition sets it through nextDueAt so it never disagrees with the rest.
import type { Tenanted } from '../../store/index.js';
import type { OrderDoc, PaymentMethod } from '../orders/index.js';
import type { PlanInterval } from './rules/schedule.js';

export type SubscriptionStatus = 'active' | 'paused' | 'past_due' | 'cancelled';

export interface SubscriptionItemDoc {
  product_id: string;
  product_name: string;
  variant_id: string | null;
  quantity: number;
  /** Minor units, per period. */
  unit_price: number;
}

export interface SubscriptionDoc extends Tenanted {
  _id: string; // sub_
  /** Set when created on a sandbox test clock (docs/test-clocks.md): only that clock's advance moves it. */
  test_clock_id?: string;
  customer_id: string;
  /** The checkout order that started it. */
  order_id: string;
  billing_plan_id: string;
  plan: { name: string; interval: PlanInterval; interval_count: number };
  status: SubscriptionStatus;
  /** Period boundaries are anchor + index × interval (src/modules/subscriptions/rules/schedule.ts). */
  anchor: Date;
  period_index: number;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  cancel_reason: string | null;
  /** The renewal at current_period_end is skipped (neither charged nor delivered). */
  skip_next: boolean;
  /** Failed charges of the pending renewal; reset when a charge succeeds. */
  failed_attempts: number;
  last_failure_reason: string | null;
  due_at: Date | null;
  /** Minor units of `currency` charged per period. */
  amount: number;
  currency: string;
  items: SubscriptionItemDoc[];
  /** What a renewal order copies from the order that started the subscription. */
  payment_method: PaymentMethod;
  order_type: OrderDoc['order_type'];
  contact: OrderDoc['customer'];
  delivery_address: OrderDoc['delivery_address'];
  location_id: string | null;
  cart_id: string;
  paused_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** When the renewal sweep must next look at the subscription. */
export function nextDueAt(
  s: Pick<SubscriptionDoc, 'status' | 'cancel_at_period_end' | 'current_period_end' | 'due_at' | 'failed_attempts'>,
): Date | null {
  if (s.status === 'cancelled' || s.status === 'past_due') return null;
  if (s.cancel_at_period_end) return s.current_period_end;
  if (s.status === 'paused') return null;
  return s.failed_attempts > 0 && s.due_at ? s.due_at : s.current_period_end;
}
