// Fulfilment of an order's goods as the business records it (src/flows/fulfil-order.ts). Pure.
//
// Which orders and lines. Delivery and pickup orders take fulfilment events, on their lines that are goods: every
// line but a booking (a line with a slot), whose own lifecycle (completed, missed, cancelled: scheduling) is its
// fulfilment. Subscription lines are goods like any other: each order (the first, and each renewal's) is one
// period's delivery. A service line without a slot is handed over like goods. Dine-in and walk-in orders are
// served on the spot: their status is their fulfilment.
//
// Units. Each unit of a line is open (not shipped), in transit (shipped, not yet delivered) or delivered. An event
// covers units of one pool and may move them (EFFECTS): `shipped` takes open units out, `delivered` ends units in
// transit first and then open ones (handed over without shipping: at the counter, by the business's own courier),
// `returned_to_sender` and `canceled` bring units in transit back to open (they can be shipped again); the others
// (`processing` of open units, `in_transit`, `failed_attempt`, `undeliverable` of units in transit) only tell what
// is happening. A line's fulfilled quantity (UCP's `quantity.fulfilled`) is its units in transit plus delivered.
import { conflict, validationError } from '../../../kernel/errors.js';
import type { FulfillmentDoc, FulfillmentEventType, OrderDoc, OrderItemDoc, OrderStatus } from '../model.js';
import { canBusinessMove } from './status.js';

type Pool = 'open' | 'in_transit' | 'delivered';

/** The pools an event type covers (in the order it takes units from them) and where it moves them (null: nowhere). */
const EFFECTS: Record<FulfillmentEventType, { from: readonly Pool[]; to: Pool | null }> = {
  processing: { from: ['open'], to: null },
  shipped: { from: ['open'], to: 'in_transit' },
  in_transit: { from: ['in_transit'], to: null },
  failed_attempt: { from: ['in_transit'], to: null },
  undeliverable: { from: ['in_transit'], to: null },
  delivered: { from: ['in_transit', 'open'], to: 'delivered' },
  returned_to_sender: { from: ['in_transit'], to: 'open' },
  canceled: { from: ['in_transit'], to: 'open' },
};

/** How a refusal names the units an event type covers. */
const COVERED: Record<string, string> = {
  open: 'not yet shipped or delivered',
  in_transit: 'in transit',
  'in_transit,open': 'not yet delivered',
};
const covered = (type: FulfillmentEventType) => COVERED[EFFECTS[type].from.join(',')];

/** Where a line's units are after the events so far. */
export interface LineFulfillment {
  line_item_id: string;
  /** Units ordered. */
  quantity: number;
  in_transit: number;
  delivered: number;
}

export const fulfilledOf = (l: LineFulfillment) => l.in_transit + l.delivered;

const isBooking = (item: Pick<OrderItemDoc, 'scheduled_start'>) => Boolean(item.scheduled_start);

/** The order's lines that take fulfilment events (not bookings), whatever its type. */
const goodsLines = (order: Pick<OrderDoc, 'items'>) => order.items.filter((i) => !isBooking(i));

/** Whether the order takes fulfilment events at all: a delivery or pickup order with goods. */
export const takesFulfillment = (order: Pick<OrderDoc, 'order_type' | 'items'>) =>
  (order.order_type === 'delivery' || order.order_type === 'pickup') && goodsLines(order).length > 0;

function unitsIn(l: LineFulfillment, pool: Pool): number {
  return pool === 'open' ? l.quantity - fulfilledOf(l) : l[pool];
}

function move(l: LineFulfillment, pool: Pool, n: number): void {
  if (pool !== 'open') l[pool] += n;
}

function apply(l: LineFulfillment, type: FulfillmentEventType, quantity: number): void {
  const { from, to } = EFFECTS[type];
  if (to === null) return;
  let left = quantity;
  for (const pool of from) {
    const n = Math.min(left, unitsIn(l, pool));
    move(l, pool, -n);
    left -= n;
  }
  move(l, to, quantity - left);
}

/**
 * Each goods line's units after the order's events, replayed oldest first (bookings are left out). Recorded events
 * were checked when recorded, so replaying never runs a pool below zero; it would clamp rather than go negative.
 */
export function lineFulfillment(order: Pick<OrderDoc, 'items' | 'fulfillments'>): LineFulfillment[] {
  const lines = new Map(
    goodsLines(order).map((i) => [i.id, { line_item_id: i.id, quantity: i.quantity, in_transit: 0, delivered: 0 }]),
  );
  for (const event of order.fulfillments ?? []) {
    for (const li of event.line_items) {
      const line = lines.get(li.line_item_id);
      if (line) apply(line, event.type, li.quantity);
    }
  }
  return [...lines.values()];
}

/** How many units of the line an event of `type` may cover now. */
export const coverable = (l: LineFulfillment, type: FulfillmentEventType) =>
  EFFECTS[type].from.reduce((n, pool) => n + unitsIn(l, pool), 0);

/**
 * The order as a whole: `not_applicable` (no fulfilment events: dine-in, walk-in, bookings only), `unfulfilled`
 * (no unit out), `partial`, `fulfilled` (every unit shipped or delivered) or `delivered` (every unit delivered).
 */
export type OrderFulfillmentStatus = 'not_applicable' | 'unfulfilled' | 'partial' | 'fulfilled' | 'delivered';

export function fulfillmentStatus(
  order: Pick<OrderDoc, 'order_type' | 'items' | 'fulfillments'>,
  lines = lineFulfillment(order),
): OrderFulfillmentStatus {
  if (!takesFulfillment(order)) return 'not_applicable';
  const sum = (f: (l: LineFulfillment) => number) => lines.reduce((n, l) => n + f(l), 0);
  const ordered = sum((l) => l.quantity);
  if (sum((l) => l.delivered) === ordered) return 'delivered';
  const fulfilled = sum(fulfilledOf);
  if (fulfilled === ordered) return 'fulfilled';
  return fulfilled > 0 ? 'partial' : 'unfulfilled';
}

/** Payments under which goods may go out: settled (refunds later do not call a shipment back), or cash still due. */
const PAID = ['succeeded', 'partially_refunded', 'refunded'];
const CASH_DUE = ['pending', 'processing'];

/** Why the order takes no fulfilment event now (a 409's message), or null. */
export function fulfillmentRefusal(
  order: Pick<OrderDoc, '_id' | 'status' | 'order_type' | 'items' | 'payment_method' | 'payment_status'>,
): string | null {
  const id = order._id;
  if (order.status === 'cancelled') return `Order ${id} is cancelled`;
  if (order.order_type !== 'delivery' && order.order_type !== 'pickup')
    return `Order ${id} is a ${order.order_type} order: fulfilment is recorded for delivery and pickup orders`;
  if (goodsLines(order).length === 0)
    return `Order ${id} has only bookings: a booking is fulfilled by completing it (…/bookings/{id}/complete)`;
  const paid =
    PAID.includes(order.payment_status) || (order.payment_method === 'cash' && CASH_DUE.includes(order.payment_status));
  if (!paid) return `Order ${id} is not paid (payment ${order.payment_status}): only paid or cash orders are fulfilled`;
  return null;
}

/** A line of a fulfilment request: `quantity` absent means every unit of the line the event may cover. */
export interface FulfillmentLineRequest {
  line_item_id: string;
  quantity?: number;
}

const describe = (l: LineFulfillment) => `${l.quantity} ordered, ${l.in_transit} in transit, ${l.delivered} delivered`;

/** One requested line, checked against the line's units (`at` is its field, `body.line_items.0`). */
function requestedLine(
  order: Pick<OrderDoc, 'items'>,
  state: Map<string, LineFulfillment>,
  type: FulfillmentEventType,
  r: FulfillmentLineRequest,
  at: string,
): FulfillmentDoc['line_items'][number] {
  const id = r.line_item_id;
  if (!order.items.some((i) => i.id === id)) throw validationError(`${at}.line_item_id: the order has no line ${id}`);
  const line = state.get(id);
  if (!line) throw validationError(`${at}.line_item_id: ${id} is a booking; a booking is fulfilled by completing it`);
  const can = coverable(line, type);
  if (r.quantity === undefined && can === 0)
    throw validationError(`${at}.line_item_id: no unit of ${id} is ${covered(type)} (${describe(line)})`);
  const quantity = r.quantity ?? can;
  if (quantity > can)
    throw validationError(
      `${at}.quantity: ${quantity} is more than the ${can} unit(s) of ${id} ${covered(type)} (${describe(line)})`,
    );
  return { line_item_id: id, quantity };
}

/**
 * The lines and units a new event of `type` covers: those requested, each checked (400 naming the field), or when
 * none are named every unit the type may cover (409 when there is none).
 */
export function eventLines(
  order: Pick<OrderDoc, '_id' | 'items' | 'fulfillments'>,
  type: FulfillmentEventType,
  requested: readonly FulfillmentLineRequest[] | undefined,
): FulfillmentDoc['line_items'] {
  const state = new Map(lineFulfillment(order).map((l) => [l.line_item_id, l]));
  if (requested === undefined) {
    const all = [...state.values()]
      .map((l) => ({ line_item_id: l.line_item_id, quantity: coverable(l, type) }))
      .filter((l) => l.quantity > 0);
    if (all.length === 0) throw conflict(`Order ${order._id} has no unit ${covered(type)} to mark ${type}`);
    return all;
  }
  const seen = new Set<string>();
  return requested.map((r, i) => {
    const at = `body.line_items.${i}`;
    if (seen.has(r.line_item_id)) throw validationError(`${at}.line_item_id: ${r.line_item_id} is listed twice`);
    seen.add(r.line_item_id);
    return requestedLine(order, state, type, r, at);
  });
}

/**
 * The status an order moves to once an event is recorded (its `fulfillments` include it), or null to stay: every
 * unit delivered ⇒ `completed`; every unit shipped or delivered ⇒ `ready` ("out for delivery"); anything else ⇒
 * `preparing` ("in the fulfilment queue"). An order that also has bookings goes no further than `preparing` (its
 * bookings may still be ahead). Only forward moves (rules/status.ts): a later status stays.
 */
export function statusAfterFulfillment(
  order: Pick<OrderDoc, 'status' | 'order_type' | 'items' | 'fulfillments'>,
): OrderStatus | null {
  const status = fulfillmentStatus(order);
  const hasBookings = order.items.some(isBooking);
  let target: OrderStatus = 'preparing';
  if (!hasBookings && status === 'delivered') target = 'completed';
  else if (!hasBookings && status === 'fulfilled') target = 'ready';
  return canBusinessMove(order.status, target) ? target : null;
}
