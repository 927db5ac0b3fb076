// The API shapes of an order's fulfilment (the platform's PlatformFulfillment and PlatformOrderFulfillment) and the
// `order.fulfillment_created` event that records one, inside the caller's transaction.
import type { ClientSession } from 'mongodb';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { recordEvent } from '../events/index.js';
import { orderEventData } from './event-data.js';
import type { FulfillmentDoc, OrderDoc } from './model.js';
import { fulfilledOf, fulfillmentStatus, lineFulfillment } from './rules/fulfillment.js';

/** PlatformFulfillment: one event as recorded. */
export function presentFulfillment(f: FulfillmentDoc) {
  return {
    id: f.id,
    type: f.type,
    occurred_at: f.occurred_at.toISOString(),
    line_items: f.line_items.map((l) => ({ line_item_id: l.line_item_id, quantity: l.quantity })),
    carrier: f.carrier,
    tracking_number: f.tracking_number,
    tracking_url: f.tracking_url,
    description: f.description,
  };
}

/** Each goods line's units (PlatformOrderFulfillmentLine). */
function presentLines(order: OrderDoc) {
  const names = new Map(order.items.map((i) => [i.id, i]));
  return lineFulfillment(order).map((l) => ({
    line_item_id: l.line_item_id,
    product_name: names.get(l.line_item_id)?.product_name ?? '',
    variant_name: names.get(l.line_item_id)?.variant_name ?? null,
    quantity: l.quantity,
    fulfilled: fulfilledOf(l),
    delivered: l.delivered,
    remaining: l.quantity - fulfilledOf(l),
  }));
}

/** PlatformOrderFulfillment: where the order's goods are, and every event so far (oldest first). */
export function presentOrderFulfillment(order: OrderDoc) {
  return {
    status: fulfillmentStatus(order),
    lines: presentLines(order),
    events: (order.fulfillments ?? []).map(presentFulfillment),
  };
}

/** Records `order.fulfillment_created` (PlatformEventFulfillmentData) for `event`, just added to `order`. */
export async function recordFulfillmentEvent(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  order: OrderDoc,
  event: FulfillmentDoc,
  session: ClientSession,
): Promise<void> {
  const data = {
    ...orderEventData(order),
    fulfillment: presentFulfillment(event),
    fulfillment_status: fulfillmentStatus(order),
    lines: presentLines(order),
  };
  const input = { type: 'order.fulfillment_created' as const, data, now: event.occurred_at };
  await recordEvent(services.db, tenant, { ...input, test_clock_id: order.test_clock_id }, session);
}
