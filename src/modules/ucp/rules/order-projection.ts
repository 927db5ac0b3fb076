// An order placed through a UCP checkout, in UCP's order shape (docs/ucp.md §Orders): what GET …/orders/{id}
// answers and what every order event delivers. Pure: the caller reads the order, the order's UCP record (which
// checkout placed it, the item ids the agent used, the delivery promised) and its refunds.
//
// - Lines keep the order's line ids; `item.id` is the id the agent used for that product (its handle, SKU, …).
//   `quantity.original` is what was ordered, `fulfilled` what is shipped or delivered (the orders area's fulfilment
//   rules), `total` what is still owed: all of it, or on a cancelled order only what had already gone out. Status:
//   nothing owed ⇒ removed, all fulfilled ⇒ fulfilled, some ⇒ partial, else processing. A booking line counts as
//   fulfilled once the order is completed.
// - Totals: exactly one subtotal and one total; discounts negative (`items_discount` for what the lines carry,
//   `discount` for the rest), shipping as `fulfillment`, and `tax` only when it was added on top (a tax-inclusive
//   price already holds it, and the entries must add up to the total).
// - Amounts leave in the currency's ISO 4217 minor unit (minor-units.ts; the order keeps hundredths); the test
//   helper's adjustments are the agent's own and pass as given.
// - `fulfillment.expectations` are the delivery promised at checkout (method, destination, option); `events` the
//   business's fulfilment records. `adjustments`: each refund (money back, negative) and the cancellation (the
//   units no longer owed, negative). The sandbox's test helper may replace events and adjustments (`overlay`).
import { toUcpMinor, ucpTotals } from './minor-units.js';
import type { FulfillmentDoc, OrderDoc, RefundDoc } from '../../orders/model.js';
import { fulfilledOf, lineFulfillment } from '../../orders/rules/fulfillment.js';

/** What the projection reads of an order. */
export type ProjectedOrder = Pick<
  OrderDoc,
  | '_id'
  | 'order_number'
  | 'status'
  | 'order_type'
  | 'items'
  | 'currency'
  | 'subtotal'
  | 'discount_amount'
  | 'tax_amount'
  | 'shipping'
  | 'total_price'
  | 'fulfillments'
  | 'cancelled_at'
  | 'cancel_reason'
>;

export type ProjectedRefund = Pick<RefundDoc, '_id' | 'amount' | 'status' | 'reason' | 'created_at' | 'settled_at'>;

export interface PostalAddress {
  street_address?: string;
  extended_address?: string;
  address_locality?: string;
  address_region?: string;
  address_country?: string;
  postal_code?: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
}

/** A delivery promised at checkout, for the lines of some products (keys `product:variant`; empty: every line). */
export interface PromisedDelivery {
  method_type: 'shipping' | 'pickup' | 'digital';
  destination: PostalAddress;
  description?: string;
  fulfillable_on?: string;
  line_keys: string[];
}

/** The order's UCP record as the projection reads it. */
export interface OrderOrigin {
  checkout_id: string;
  /** The agent's item id per product (and variant): `product:variant` → item id. */
  item_ids: Record<string, string>;
  promised: PromisedDelivery[];
  /** Test helper (sandbox): events and adjustments that replace the recorded ones. */
  overlay?: { events?: unknown[]; adjustments?: unknown[] };
}

type Total = { type: string; amount: number; display_text?: string };

export interface UcpOrderLine {
  id: string;
  item: { id: string; title: string; price: number };
  quantity: { original: number; total: number; fulfilled: number };
  totals: Total[];
  status: 'processing' | 'partial' | 'fulfilled' | 'removed';
}

export interface UcpOrderBody {
  id: string;
  label: string;
  checkout_id: string;
  permalink_url: string;
  currency: string;
  line_items: UcpOrderLine[];
  fulfillment: { expectations: unknown[]; events: unknown[] };
  adjustments: unknown[];
  totals: Total[];
}

/** The key of a product and variant, as `item_ids` and `line_keys` use it. */
export const itemKey = (productId: string, variantId: string | null) => `${productId}:${variantId ?? ''}`;

export function projectOrder(
  order: ProjectedOrder,
  origin: OrderOrigin,
  refunds: readonly ProjectedRefund[],
  permalinkUrl: string,
): UcpOrderBody {
  const lines = orderLines(order, origin);
  return {
    id: order._id,
    label: order.order_number,
    checkout_id: origin.checkout_id,
    permalink_url: permalinkUrl,
    currency: order.currency,
    line_items: lines,
    fulfillment: {
      expectations: expectations(order, origin.promised),
      events: origin.overlay?.events ?? (order.fulfillments ?? []).map(fulfillmentEvent),
    },
    adjustments: origin.overlay?.adjustments ?? adjustments(order, lines, refunds),
    totals: ucpTotals(orderTotals(order), order.currency),
  };
}

function orderLines(order: ProjectedOrder, origin: OrderOrigin): UcpOrderLine[] {
  const goods = new Map(lineFulfillment(order).map((l) => [l.line_item_id, fulfilledOf(l)]));
  const cancelled = order.status === 'cancelled';
  return order.items.map((item) => {
    const booked = !goods.has(item.id);
    const fulfilled = booked ? (order.status === 'completed' ? item.quantity : 0) : (goods.get(item.id) ?? 0);
    const total = cancelled ? fulfilled : item.quantity;
    const discount = item.allocation?.discount ?? 0;
    const key = itemKey(item.product_id, item.variant_id);
    return {
      id: item.id,
      item: {
        id: origin.item_ids[key] ?? item.variant_id ?? item.product_id,
        title: item.variant_name ? `${item.product_name} (${item.variant_name})` : item.product_name,
        price: toUcpMinor(item.unit_price, order.currency),
      },
      quantity: { original: item.quantity, total, fulfilled },
      totals: ucpTotals(
        [
          { type: 'subtotal', amount: item.total },
          ...(discount > 0 ? [{ type: 'items_discount', amount: -discount }] : []),
          { type: 'total', amount: item.total - discount },
        ],
        order.currency,
      ),
      status: lineStatus(total, fulfilled),
    };
  });
}

/** UCP's line status from what is owed and what went out. */
export function lineStatus(total: number, fulfilled: number): UcpOrderLine['status'] {
  if (total === 0) return 'removed';
  if (fulfilled >= total) return 'fulfilled';
  return fulfilled > 0 ? 'partial' : 'processing';
}

/** The order's totals: one subtotal, one total, every other entry signed so that they add up to the total. */
export function orderTotals(order: ProjectedOrder): Total[] {
  const allocated = order.items.every((i) => i.allocation)
    ? order.items.reduce((n, i) => n + (i.allocation?.discount ?? 0), 0)
    : 0;
  const onLines = Math.min(allocated, order.discount_amount);
  const rest = order.discount_amount - onLines;
  const shipping = order.shipping ?? 0;
  const totals: Total[] = [{ type: 'subtotal', amount: order.subtotal }];
  if (onLines > 0) totals.push({ type: 'items_discount', amount: -onLines });
  if (rest > 0) totals.push({ type: 'discount', amount: -rest });
  if (order.order_type === 'delivery' && order.shipping !== undefined)
    totals.push({ type: 'fulfillment', display_text: 'Shipping', amount: shipping });
  const withoutTax = order.subtotal - order.discount_amount + shipping;
  if (order.tax_amount > 0 && withoutTax + order.tax_amount === order.total_price)
    totals.push({ type: 'tax', amount: order.tax_amount });
  totals.push({ type: 'total', amount: order.total_price });
  return totals;
}

function expectations(order: ProjectedOrder, promised: readonly PromisedDelivery[]): unknown[] {
  const out: unknown[] = [];
  for (const p of promised) {
    const keys = new Set(p.line_keys);
    const lines = order.items
      .filter((i) => !i.scheduled_start && (keys.size === 0 || keys.has(itemKey(i.product_id, i.variant_id))))
      .map((i) => ({ id: i.id, quantity: i.quantity }));
    if (lines.length === 0) continue;
    out.push({
      id: `exp_${out.length + 1}`,
      line_items: lines,
      method_type: p.method_type,
      destination: p.destination,
      ...(p.description ? { description: p.description } : {}),
      ...(p.fulfillable_on ? { fulfillable_on: p.fulfillable_on } : {}),
    });
  }
  return out;
}

function fulfillmentEvent(f: FulfillmentDoc): Record<string, unknown> {
  return {
    id: f.id,
    occurred_at: f.occurred_at.toISOString(),
    type: f.type,
    line_items: f.line_items.map((l) => ({ id: l.line_item_id, quantity: l.quantity })),
    ...(f.tracking_number ? { tracking_number: f.tracking_number } : {}),
    ...(f.tracking_url ? { tracking_url: f.tracking_url } : {}),
    ...(f.carrier ? { carrier: f.carrier } : {}),
    ...(f.description ? { description: f.description } : {}),
  };
}

const REFUND_STATUS = { pending: 'pending', succeeded: 'completed', failed: 'failed' } as const;

function adjustments(
  order: ProjectedOrder,
  lines: readonly UcpOrderLine[],
  refunds: readonly ProjectedRefund[],
): unknown[] {
  const out: unknown[] = [...refunds]
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
    .map((r) => ({
      id: r._id,
      type: 'refund',
      occurred_at: (r.settled_at ?? r.created_at).toISOString(),
      status: REFUND_STATUS[r.status],
      totals: [{ type: 'total', amount: toUcpMinor(-r.amount, order.currency) }],
      ...(r.reason ? { description: r.reason } : {}),
    }));
  if (order.status === 'cancelled') {
    const removed = lines
      .filter((l) => l.quantity.original > l.quantity.total)
      .map((l) => ({ id: l.id, quantity: l.quantity.total - l.quantity.original }));
    out.push({
      id: `${order._id}_cancellation`,
      type: 'cancellation',
      occurred_at: (order.cancelled_at ?? new Date(0)).toISOString(),
      status: 'completed',
      ...(removed.length ? { line_items: removed } : {}),
      ...(order.cancel_reason ? { description: order.cancel_reason } : {}),
    });
  }
  return out;
}
