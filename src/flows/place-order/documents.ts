// What placing a checkout writes (steps.ts place): its order lines, the order and payment documents, and the
// guarded batch that records them, built from the checkout as the steps before it left it (Checkout).
import type { DealDoc } from '../../modules/catalogue/index.js';
import { newId } from '../../kernel/ids.js';
import { clockStamp } from '../../kernel/clock.js';
import { formatMinor } from '../../kernel/money.js';
import type { EventDoc } from '../../modules/events/index.js';
import type { OrderDoc, OrderItemDoc, PaymentDoc, ReservationDoc } from '../../modules/orders/index.js';
import type { BookingDoc } from '../../modules/scheduling/index.js';
import { hashSecret } from '../../kernel/secrets.js';
import { eventDocument, type RecordEventInput } from '../../modules/events/index.js';
import { conflict, validationError } from '../../kernel/errors.js';
import type { PricedCart } from '../../modules/cart/index.js';
import { RESERVATION_HOLD_MS } from '../expire-holds.js';
import { orderEventData, paymentEventData } from '../../modules/orders/index.js';
import { commitWrites } from '../../modules/inventory/index.js';
import { COLLECTION, type TenantContext } from '../../store/index.js';
import { insertInto, updateIn, type BatchWrite } from '../../store/transaction.js';
import { quoteUsed, type FxQuoteDoc } from '../../modules/fx/index.js';
import { cartConversion } from '../../modules/cart/index.js';
import type { CheckoutStatements } from './queue.js';
import { storedAddress } from './rules.js';
import type { Checkout, CheckoutResult, CompletionWrites } from './context.js';

export function orderItems(priced: PricedCart): OrderItemDoc[] {
  const allocation = priced.allocation();
  return priced.lines.map((pl, i) => ({
    id: newId('lineItem'),
    product_id: pl.product._id,
    product_name: pl.name,
    variant_id: pl.variant?._id ?? pl.line.variant_id,
    variant_name: pl.variant_name,
    quantity: pl.line.quantity,
    unit_price: pl.unit_price,
    total: pl.line_total,
    add_on_option_ids: pl.line.add_on_option_ids,
    // The choices as the cart showed them (names, add-on prices), frozen with the line.
    add_ons: pl.add_ons,
    bundle_selections: pl.bundle_selections,
    composite_selections: pl.composite_selections,
    special_instructions: pl.line.special_instructions,
    scheduled_start: pl.line.scheduled_start,
    scheduled_end: pl.line.scheduled_end,
    staff_id: pl.line.staff_id,
    billing_plan_id: pl.line.billing_plan_id,
    // What the line cost, discounts and tax shared as priced: what cancelling its booking refunds.
    allocation: allocation[i],
  }));
}

/** The checkout's answer, for the order placed. */
export function resultOf({ billToken, taken, charge }: Checkout, order: OrderDoc): CheckoutResult {
  return {
    order_id: order._id,
    order_number: order.order_number,
    bill_token: billToken,
    payment_status: 'pending',
    payment_reference: taken.paymentId,
    redirect_url: taken.created.redirect_url,
    amount: formatMinor(charge.amount),
    currency: charge.currency,
  };
}

/** The order, once the transaction has its time, order number and reserved stock. */
export function orderDocument(
  checkout: Checkout,
  at: Date,
  orderNumber: string,
  reservations: ReservationDoc[],
): OrderDoc {
  const { caller, body, cart, priced, plan, charge, taken } = checkout;
  const pickup = body.address_info?.location_id;
  return {
    _id: taken.orderId,
    business_id: caller.tenant.business_id,
    livemode: caller.tenant.livemode,
    // Placed on a sandbox test clock: its hold lapses, and its subscriptions renew, only as that clock advances.
    ...clockStamp(checkout.services),
    order_number: orderNumber,
    status: 'pending',
    order_type: body.order_type ?? 'pickup',
    items: plan.items,
    subtotal: priced.pricing.subtotal,
    discount_amount: priced.pricing.discount_total,
    tax_amount: priced.pricing.tax_total,
    shipping: priced.pricing.shipping,
    shipping_rate: shippingRateOf(priced),
    total_price: priced.pricing.total_price,
    currency: priced.pricing.currency,
    customer: { ...taken.contact, notes: body.customer.notes ?? null },
    customer_id: caller.customerId,
    delivery_address: storedAddress(body.address_info),
    payment_method: body.payment_method,
    payment_status: 'pending',
    payment_id: taken.paymentId,
    refunded_amount: 0,
    bill_token_hash: hashSecret(checkout.billToken),
    session_id: caller.sessionId,
    cart_id: cart._id,
    location_id: pickup ?? cart.location_id ?? reservations[0]?.location_id ?? null,
    special_instructions: body.special_instructions ?? null,
    metadata: stringValues(body.metadata),
    // Codes given instead (PlaceOrderOptions.codes) replace the coupon; the discounts list each of them.
    coupon: priced.coupon ? cart.coupon : null,
    discounts: priced.discounts,
    reservations,
    // Cash holds stock until paid or cancelled; the other methods give it back if the payer walks away.
    reservation_expires_at:
      reservations.length && body.payment_method !== 'cash' ? new Date(at.getTime() + RESERVATION_HOLD_MS) : null,
    pay_currency: body.pay_currency ?? null,
    fx_quote_id: body.fx_quote_id ?? null,
    ...(charge.fxCharge ? { fx_charge: charge.fxCharge } : {}),
    created_at: at,
    updated_at: at,
    cancelled_at: null,
    cancel_reason: null,
  };
}

/** The rate a delivery order is charged, as the order keeps it; null when none is. */
function shippingRateOf(priced: PricedCart): OrderDoc['shipping_rate'] {
  const s = priced.shipping;
  if (!s?.chosen || s.quote.kind !== 'covered') return null;
  return { id: s.chosen.rate.id, name: s.chosen.rate.name, zone_id: s.quote.zone._id };
}

/** The order's payment as the provider created it. */
export function paymentDocument({ services, caller, body, charge, taken }: Checkout, at: Date): PaymentDoc {
  return {
    _id: taken.paymentId,
    business_id: caller.tenant.business_id,
    livemode: caller.tenant.livemode,
    ...clockStamp(services),
    order_id: taken.orderId,
    provider: taken.provider.name,
    method: body.payment_method,
    status: taken.created.status,
    amount: charge.amount,
    currency: charge.currency,
    provider_ref: taken.created.provider_ref,
    phone_number: body.mobile_money_details?.phone_number ?? null,
    next_action: taken.created.next_action,
    success_url: body.metadata?.success_url ?? null,
    cancel_url: body.metadata?.cancel_url ?? null,
    failure_reason: null,
    refunded_amount: 0,
    settled_at: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * The order's service lines as booked: the booking's times and staff member (one checkout assigned when the line
 * named none), so the order and its bookings agree from the start.
 */
export function withBookedTimes(
  order: OrderDoc,
  booked: Pick<BookingDoc, 'line_item_id' | 'starts_at' | 'ends_at' | 'staff_id'>[],
): OrderDoc {
  if (booked.length === 0) return order;
  const byLine = new Map(booked.map((b) => [b.line_item_id, b]));
  const items = order.items.map((i) => {
    const b = byLine.get(i.id);
    return b ? { ...i, scheduled_start: b.starts_at, scheduled_end: b.ends_at, staff_id: b.staff_id } : i;
  });
  return { ...order, items };
}

/**
 * The guarded batch that records the order: the cart's conversion (guarded on its revision), the coupon's (or
 * each code's) and FX quote claims, the order, the payment, the events and the idempotency record; `check` throws
 * when a guard did not hold (given this batch's share of the results).
 */
export function checkoutStatements(
  checkout: Checkout,
  placed: OrderDoc,
  placedPayment: PaymentDoc,
  lowStock: RecordEventInput[],
  booked: EventDoc[],
): CheckoutStatements {
  const {
    caller: { tenant },
    body,
    cart,
    priced,
    opts,
  } = checkout;
  const at = placed.created_at;
  const settled = opts.settled ? settledAtPlacement(placed, placedPayment, at) : null;
  const events = [
    ...[
      ...lowStock,
      { type: 'order.created' as const, data: orderEventData(placed), now: at },
      ...(settled?.events ?? []),
    ].map((e) => eventDocument(tenant, { ...e, test_clock_id: placed.test_clock_id })),
    ...booked,
  ];
  const order = settled?.order ?? placed;
  const payment = settled?.payment ?? placedPayment;
  // A stored cart is converted if unchanged. One its holder keeps (PlaceOrderOptions.cart) is not stored at all: the
  // holder's guarded completion write is what refuses a concurrent change, and nothing reads such a cart by its id.
  const writes: BatchWrite[] = [];
  const cartAt = opts.cart ? -1 : writes.push(cartConversion(tenant, cart)) - 1;
  const couponAt = priced.coupon ? writes.push(couponClaim(tenant, priced.coupon.deal)) - 1 : -1;
  // Each code applied is claimed like the coupon (priceCheckout refused any that gives nothing).
  const codeAt = priced.codes.map((c) => (c.deal && c.amount > 0 ? writes.push(couponClaim(tenant, c.deal)) - 1 : -1));
  const quoteAt = body.fx_quote_id ? writes.push(quoteClaim(tenant, body.fx_quote_id, order._id)) - 1 : -1;
  const scope = { tenant };
  writes.push(
    insertInto(COLLECTION.orders, order, scope),
    insertInto(COLLECTION.payments, payment, scope),
    ...events.map((e) => insertInto(COLLECTION.events, e, scope)),
    // Settled at placement: the stock the order holds leaves the shelf now, as settling would commit it.
    ...(settled ? commitWrites(tenant, settled.committed, at) : []),
  );
  const completion = opts.completion ? completionWrites(opts.completion(resultOf(checkout, order), order)) : null;
  const guardedAt = (completion?.guarded ?? []).map((w) => writes.push(w) - 1);
  if (completion) writes.push(...completion.writes);
  return {
    order,
    writes,
    check(matched) {
      if (couponAt !== -1 && matched[couponAt] !== 1)
        throw validationError(`coupon: ${priced.coupon!.deal.code ?? priced.coupon!.deal.name} is no longer valid`);
      const lost = codeAt.findIndex((at) => at !== -1 && matched[at] !== 1);
      if (lost !== -1) throw validationError(`discounts.codes[${lost}]: ${priced.codes[lost].code} is no longer valid`);
      if (quoteAt !== -1 && matched[quoteAt] !== 1) throw quoteUsed(body.fx_quote_id!);
      if (cartAt !== -1 && matched[cartAt] !== 1)
        throw conflict('The cart changed or was checked out during checkout; review it and retry', true);
      if (guardedAt.some((at) => matched[at] !== 1)) throw new HolderChanged();
    },
  };
}

/** A guarded completion write matched nothing (PlaceOrderOptions.completion, CompletionWrites): the placement rolled
 * back and nothing was placed; the caller reads its holder again. */
export class HolderChanged extends Error {}

const completionWrites = (w: BatchWrite | BatchWrite[] | CompletionWrites): CompletionWrites =>
  'guarded' in w ? w : { guarded: [], writes: [w].flat() };

/**
 * The order and payment of a checkout paid as it is placed (PlaceOrderOptions.settled), as settle-payment.ts leaves
 * a settled order: the payment succeeded, the order paid with its reservations committed, and the events of the
 * settlement, which follow `order.created`.
 */
function settledAtPlacement(order: OrderDoc, payment: PaymentDoc, at: Date) {
  const paid: PaymentDoc = { ...payment, status: 'succeeded', settled_at: at, next_action: null, updated_at: at };
  const committed = order.reservations;
  const settledOrder: OrderDoc = {
    ...order,
    payment_status: 'succeeded',
    reservations: [],
    reservation_expires_at: null,
    ...(committed.length ? { committed_stock: [...(order.committed_stock ?? []), ...committed] } : {}),
  };
  const events: RecordEventInput[] = [
    { type: 'payment.completed', data: paymentEventData(settledOrder, paid), now: at },
    { type: 'order.updated', data: orderEventData(settledOrder), now: at },
  ];
  return { order: settledOrder, payment: paid, committed, events };
}

/** One use of the applied coupon (or of a code applied), refused once its usage limit is reached. */
function couponClaim(tenant: TenantContext, deal: DealDoc): BatchWrite {
  return updateIn<DealDoc>(
    COLLECTION.deals,
    {
      _id: deal._id,
      is_active: true,
      $or: [{ usage_limit: null }, { $expr: { $lt: [{ $ifNull: ['$usage_count', 0] }, '$usage_limit'] } }],
    },
    { $inc: { usage_count: 1 } },
    // The use count is no pricing input a cache serves: this guarded claim is what enforces the limit.
    { tenant, revises: false },
  );
}

/** The FX quote becomes the order's, unless another order took it first. */
function quoteClaim(tenant: TenantContext, quoteId: string, orderId: string): BatchWrite {
  return updateIn<FxQuoteDoc>(
    COLLECTION.fx_quotes,
    { _id: quoteId, used_by_order_id: { $in: [null] } },
    { $set: { used_by_order_id: orderId } },
    { tenant },
  );
}

/** Metadata is a map of strings; the generated type lets members be absent. */
function stringValues(map: Record<string, string | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(map ?? {})) if (v !== undefined) out[k] = v;
  return out;
}
