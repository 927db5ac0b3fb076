// Lifecycle events as stored (collection `events`): what happened to an order, a payment, a booking, a subscription
// or stock, with a snapshot of it in its API shape; the webhook worker fans each out to the subscribed endpoints.
import type { Tenanted } from '../../store/index.js';

export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.updated',
  'order.completed',
  'order.cancelled',
  'order.fulfillment_created',
  'payment.completed',
  'payment.failed',
  'payment.refunded',
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
  'subscription.renewed',
  'subscription.cancelled',
  'inventory.low_stock',
] as const;
export type EventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A recorded lifecycle event; the webhook worker fans it out to subscribed endpoints. */
export interface EventDoc extends Tenanted {
  _id: string; // evt_
  /** Recorded on a sandbox test clock (for one of its objects): its webhook deliveries follow that clock. */
  test_clock_id?: string;
  type: EventType;
  /** Snapshot of the affected resource at the time of the event, in its API shape. */
  data: Record<string, unknown>;
  created_at: Date;
  /** Set when the fan-out to webhook deliveries has been scheduled. */
  dispatched_at: Date | null;
}
