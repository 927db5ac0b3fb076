// Checkout: the session cart becomes an order with a pending payment.
//
//   1. outside any transaction: load the session's cart (404 unless it is `cart_id`) with the business document
//      and the order counter's value in one round trip (carts.ts readVisit), price it (the same priceCart as the
//      cart reads), pick the location each line's stock would come from, check the FX quote and the pickup
//      location, build the order's lines, and create the payment at the provider;
//   2. one transaction of guarded writes, in three round trips before the commit:
//        a. take the next order number. Every checkout of the business writes this counter, so it goes first: a
//           transaction that collides with another checkout finds out at its first statement, before it has done
//           any other work, and withTransaction runs it again (TransientTransactionError). A queue per business
//           in this process (queue.ts) keeps such collisions rare;
//        b. reserve stock per line (a conditional update each: never oversells);
//        c. one batch (store/transaction.ts writeBatch): convert the cart (guarded on its revision, so a cart
//           changed or checked out meanwhile is a 409 and never two orders), claim the coupon use and the FX
//           quote (guarded), insert the order, the payment, and the events order.created and inventory.low_stock
//           (where stock crosses its threshold), and complete the call's idempotency record with the answer.
//           Subscription lines add their subscriptions after it.
//      Checkouts of a business waiting in this process's queue commit together in one such transaction (queue.ts:
//      one counter step, one stock update per level for the group's sum, one batch), or, when any guard fails,
//      each alone as above. First, though, the queue tries the fast path: with the counter's value known
//      beforehand, a, b and c go as one batch (the counter's step and the stock guarded in it) and the commit
//      follows, two round trips; when a guard of it does not hold, it rolls back and the steps above run.
//
// Why the provider comes first: a provider outage (503) must leave nothing behind, and a provider call must not
// hold the transaction open. If the transaction then fails (stock ran out, a conflict), the provider payment is
// voided (`cancel`) as compensation; nothing was charged yet for any method at that point. Not when the order is
// there after all: a commit whose reply was lost may have applied (placedAfterAll).
import type { Filter } from 'mongodb';
import type { DealDoc } from '../../modules/catalogue/model.js';
import type { CustomerDoc } from '../../modules/customers/customers.js';
import { customers as tenantCustomers } from '../../modules/customers/store.js';
import { newId } from '../../kernel/ids.js';
import { formatMinor } from '../../kernel/money.js';
import type { EventDoc, OrderDoc, OrderItemDoc, PaymentDoc, ReservationDoc } from '../../modules/orders/model.js';
import type { BookingDoc } from '../../modules/scheduling/model.js';
import { hashSecret, newToken } from '../../kernel/secrets.js';
import { eventDocument, type RecordEventInput } from '../../modules/events/record.js';
import { conflict, notFound, validationError } from '../../kernel/errors.js';
import { priceCart, type PricedCart } from '../../modules/cart/pricing.js';
import { catalogueView } from '../../modules/catalogue/cache.js';
import { cartConversion, readVisit } from '../../modules/cart/carts.js';
import { isBookingLine } from '../../modules/cart/operations.js';
import { RESERVATION_HOLD_MS } from '../expire-holds.js';
import { InsufficientStockError, planLocations, reserve, type ReservationRequest } from '../../modules/inventory/reservations.js';
import { orderEventData } from '../../modules/events/snapshots.js';
import { paymentProviderFor, ProviderUnavailableError, providerUnavailable, type CreatedPayment } from '../../providers/payments/index.js';
import type { Services } from '../../kernel/services.js';
import { bookOrderLines, type LineToBook } from '../scheduling/book.js';
import { COLLECTION, isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import { insertInto, updateIn, writeBatch, type BatchWrite } from '../../store/transaction.js';
import { lockedQuote, quoteUsed, type FxQuoteDoc } from '../../modules/fx/locked-quotes.js';
import { commitCheckout, knownOrderCounter, type CheckoutMember, type CheckoutStatements } from './queue.js';
import { orders as tenantOrders } from '../../modules/orders/store.js';
import { counterValue, nextOrderNumber, orderCounterPart, type CounterDoc } from '../../modules/orders/order-number.js';
import { storedAddress, type CheckoutBody } from './rules.js';
import { createSubscriptionsForOrder } from '../../modules/subscriptions/create.js';

export interface CheckoutCaller {
  tenant: TenantContext;
  sessionId: string;
  customerId: string | null;
}

export interface CheckoutResult {
  order_id: string;
  order_number: string;
  bill_token: string;
  payment_status: 'pending';
  payment_reference: string;
  redirect_url: string | null;
  amount: string;
  currency: string;
}

function reservationRequests(priced: PricedCart): ReservationRequest[] {
  const out: ReservationRequest[] = [];
  for (const pl of priced.lines) {
    const type = pl.inventory.type;
    if (type === 'none') continue;
    const variantId = type === 'variant_level' ? (pl.variant?._id ?? pl.line.variant_id) : null;
    if (type === 'variant_level' && !variantId) throw validationError(`cart: ${pl.name} needs a variant`);
    out.push({ product: pl.product, variant_id: variantId, quantity: pl.line.quantity, location_id: pl.inventory.location_id });
  }
  return out;
}

function orderItems(priced: PricedCart): OrderItemDoc[] {
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

/**
 * The order's service lines as booked: the booking's times and staff member (one checkout assigned when the line
 * named none), so the order and its bookings agree from the start.
 */
function withBookedTimes(order: OrderDoc, booked: Pick<BookingDoc, 'line_item_id' | 'starts_at' | 'ends_at' | 'staff_id'>[]): OrderDoc {
  if (booked.length === 0) return order;
  const byLine = new Map(booked.map((b) => [b.line_item_id, b]));
  const items = order.items.map((i) => {
    const b = byLine.get(i.id);
    return b ? { ...i, scheduled_start: b.starts_at, scheduled_end: b.ends_at, staff_id: b.staff_id } : i;
  });
  return { ...order, items };
}

/** One use of the applied coupon, refused once its usage limit is reached. */
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
  return updateIn<FxQuoteDoc>(COLLECTION.fx_quotes, { _id: quoteId, used_by_order_id: { $in: [null] } }, { $set: { used_by_order_id: orderId } }, { tenant });
}

/** The wallet a mobile-money checkout names, as the payment provider takes it. */
export const walletOf = (body: Pick<CheckoutBody, 'mobile_money_details'>) =>
  body.mobile_money_details
    ? { phone_number: body.mobile_money_details.phone_number, provider: body.mobile_money_details.provider_other ?? body.mobile_money_details.provider }
    : null;

/** A provider that could not take the payment: 503 saying nothing was created (and, when transient, how to retry). */
export function checkoutProviderError(err: unknown): unknown {
  if (!(err instanceof ProviderUnavailableError)) return err;
  return providerUnavailable(err, err.transient ? `${err.message}; nothing was created, retry with the same Idempotency-Key` : `${err.message}; nothing was created`);
}

export interface PlaceOrderOptions {
  /**
   * A write to commit with the order, given the answer (the call's idempotency record completed with it, so the
   * order and its replayable answer cannot be separated).
   */
  completion?: (result: CheckoutResult) => BatchWrite;
}

export async function placeOrder(services: Services, caller: CheckoutCaller, body: CheckoutBody, opts: PlaceOrderOptions = {}): Promise<CheckoutResult> {
  const { db, clock } = services;
  const { tenant } = caller;

  // The cart, the business and the order counter's value (for the fast path, queue.ts) in one round trip; the
  // counter only when something is read anyway or this process has not seen it yet.
  const known = knownOrderCounter(services, tenant);
  const visit = await readVisit(db, tenant, { sessionId: caller.sessionId, customerId: caller.customerId }, [orderCounterPart(tenant, known !== undefined)]);
  const { cart, business } = visit;
  const counterRead = visit.extra[0];
  if (!cart || cart._id !== body.cart_id) throw notFound(`Cart ${body.cart_id} not found`);
  if (cart.items.length === 0) throw validationError('cart_id: the cart is empty');
  // The business's catalogue revision lets pricing and the location plan read the process's cached catalogue.
  const view = catalogueView(db, tenant, business);
  const priced = await priceCart(services, tenant, cart, undefined, { business });
  const broken = priced.lines.find((l) => !l.available);
  if (broken) throw validationError(`cart: ${broken.name}: ${broken.problem ?? 'no longer available'}`);
  if (cart.coupon && !priced.coupon) throw validationError(`coupon: ${cart.coupon.code} is no longer valid`);
  const requests = await planLocations(reservationRequests(priced), () => view.locationOrder());

  const total = priced.pricing.total_price;
  let amount = total;
  let currency = priced.pricing.currency;
  let fxCharge: OrderDoc['fx_charge'];
  const now = clock.now();
  if (body.fx_quote_id && body.pay_currency) {
    const quote = await lockedQuote(db, tenant, body.fx_quote_id, body.pay_currency, currency, total, now);
    // The converted amount with the FX fee: what the quote showed as its total.
    amount = quote.total_amount;
    currency = quote.to_currency;
    fxCharge = { amount: quote.total_amount, rate: quote.rate, fee: quote.fee };
  }

  const pickup = body.address_info?.location_id;
  if (pickup && !(await view.locationOrder()).includes(pickup)) {
    throw validationError(`address_info.location_id: unknown location ${pickup}`);
  }

  const orderId = newId('order');
  const paymentId = newId('payment');
  const provider = paymentProviderFor(tenant, { payUrl: services.config.payUrl });
  const contact = { name: body.customer.name, email: body.customer.email ?? null, phone: body.customer.phone ?? null };
  let created: CreatedPayment;
  try {
    created = await provider.createPayment({
      payment_id: paymentId,
      order_id: orderId,
      method: body.payment_method,
      amount,
      currency,
      mobile_money: walletOf(body),
      customer: contact,
    });
  } catch (err) {
    throw checkoutProviderError(err);
  }

  const billToken = newToken('bt');
  const items = orderItems(priced);
  // Service lines with a slot become bookings in the order's transaction (their cart holds turn into them).
  const bookable: LineToBook[] = priced.lines.flatMap((pl, i) =>
    isBookingLine(pl.line)
      ? [{
          cartLineId: pl.line.id,
          orderLineId: items[i].id,
          product: pl.product,
          variant: pl.variant ?? null,
          start: pl.line.scheduled_start,
          end: pl.line.scheduled_end,
          staffId: pl.line.staff_id,
          participants: pl.line.quantity,
          locationId: pl.line.location_id ?? null,
        }]
      : [],
  );
  const resultOf = (order: OrderDoc): CheckoutResult => ({
    order_id: order._id,
    order_number: order.order_number,
    bill_token: billToken,
    payment_status: 'pending',
    payment_reference: paymentId,
    redirect_url: created.redirect_url,
    amount: formatMinor(amount),
    currency,
  });
  /** The order and its payment, once the transaction has its time, order number and reserved stock. */
  const documents = (at: Date, orderNumber: string, reservations: ReservationDoc[]): { order: OrderDoc; payment: PaymentDoc } => ({
    order: {
      _id: orderId,
      business_id: tenant.business_id,
      livemode: tenant.livemode,
      order_number: orderNumber,
      status: 'pending',
      order_type: body.order_type ?? 'pickup',
      items,
      subtotal: priced.pricing.subtotal,
      discount_amount: priced.pricing.discount_total,
      tax_amount: priced.pricing.tax_total,
      total_price: total,
      currency: priced.pricing.currency,
      customer: { ...contact, notes: body.customer.notes ?? null },
      customer_id: caller.customerId,
      delivery_address: storedAddress(body.address_info),
      payment_method: body.payment_method,
      payment_status: 'pending',
      payment_id: paymentId,
      refunded_amount: 0,
      bill_token_hash: hashSecret(billToken),
      session_id: caller.sessionId,
      cart_id: cart._id,
      location_id: pickup ?? cart.location_id ?? reservations[0]?.location_id ?? null,
      special_instructions: body.special_instructions ?? null,
      metadata: stringValues(body.metadata),
      coupon: cart.coupon,
      discounts: priced.discounts,
      reservations,
      // Cash holds stock until paid or cancelled; the other methods give it back if the payer walks away.
      reservation_expires_at: reservations.length && body.payment_method !== 'cash' ? new Date(at.getTime() + RESERVATION_HOLD_MS) : null,
      pay_currency: body.pay_currency ?? null,
      fx_quote_id: body.fx_quote_id ?? null,
      ...(fxCharge ? { fx_charge: fxCharge } : {}),
      created_at: at,
      updated_at: at,
      cancelled_at: null,
      cancel_reason: null,
    },
    payment: {
      _id: paymentId,
      business_id: tenant.business_id,
      livemode: tenant.livemode,
      order_id: orderId,
      provider: provider.name,
      method: body.payment_method,
      status: created.status,
      amount,
      currency,
      provider_ref: created.provider_ref,
      phone_number: body.mobile_money_details?.phone_number ?? null,
      next_action: created.next_action,
      success_url: body.metadata?.success_url ?? null,
      cancel_url: body.metadata?.cancel_url ?? null,
      failure_reason: null,
      refunded_amount: 0,
      settled_at: null,
      created_at: at,
      updated_at: at,
    },
  });

  /**
   * The guarded batch that records the order: the cart's conversion (guarded on its revision), the coupon and FX
   * quote claims, the order, the payment, the events and the idempotency record; `check` throws when a guard did
   * not hold (given this batch's share of the results).
   */
  const statements = (order: OrderDoc, payment: PaymentDoc, lowStock: RecordEventInput[], booked: EventDoc[]): CheckoutStatements => {
    const at = order.created_at;
    const events = [...[...lowStock, { type: 'order.created' as const, data: orderEventData(order), now: at }].map((e) => eventDocument(tenant, e)), ...booked];
    const writes: BatchWrite[] = [cartConversion(tenant, cart)];
    const couponAt = priced.coupon ? writes.push(couponClaim(tenant, priced.coupon.deal)) - 1 : -1;
    const quoteAt = body.fx_quote_id ? writes.push(quoteClaim(tenant, body.fx_quote_id, orderId)) - 1 : -1;
    const scope = { tenant };
    writes.push(
      insertInto(COLLECTION.orders, order, scope),
      insertInto(COLLECTION.payments, payment, scope),
      ...events.map((e) => insertInto(COLLECTION.events, e, scope)),
    );
    if (opts.completion) writes.push(opts.completion(resultOf(order)));
    return {
      order,
      writes,
      check(matched) {
        if (couponAt !== -1 && matched[couponAt] !== 1) throw validationError(`coupon: ${priced.coupon!.deal.code ?? priced.coupon!.deal.name} is no longer valid`);
        if (quoteAt !== -1 && matched[quoteAt] !== 1) throw quoteUsed(body.fx_quote_id!);
        if (matched[0] !== 1) throw conflict('The cart changed or was checked out during checkout; review it and retry', true);
      },
    };
  };

  const member: CheckoutMember = {
    requests,
    counterSeen: counterRead && counterValue(counterRead[0] as CounterDoc | undefined),
    // Bookings and subscriptions have statements of their own; such checkouts always commit alone.
    groupable: bookable.length === 0 && !items.some((i) => i.billing_plan_id),
    async alone(session) {
      const at = clock.now();
      const orderNumber = await nextOrderNumber(db, tenant, session);
      const { reservations, lowStock } = await reserve(db, tenant, requests, at, session);
      const { order: placed, payment } = documents(at, orderNumber, reservations);
      const booked = bookable.length ? await bookOrderLines(services, tenant, placed, bookable, at, session) : { events: [], bookings: [] };
      const order = withBookedTimes(placed, booked.bookings);
      const batch = statements(order, payment, lowStock, booked.events);
      const done = await writeBatch(services.store, batch.writes, session);
      batch.check(done.matched);
      await createSubscriptionsForOrder(services, tenant, order, session);
      return order;
    },
    together(at, orderNumber, reserved) {
      const { order, payment } = documents(at, orderNumber, reserved.reservations);
      return statements(order, payment, reserved.lowStock, []);
    },
  };

  let order: OrderDoc;
  try {
    order = await commitCheckout(services, tenant, member);
  } catch (err) {
    const placed = await placedAfterAll(services, tenant, orderId, err);
    if (placed === undefined) {
      await provider.cancel({ provider_ref: created.provider_ref, method: body.payment_method }).catch((e: unknown) => {
        services.logger.warn({ err: e, payment_id: paymentId }, 'checkout: voiding the provider payment failed');
      });
    }
    if (!placed) {
      if (err instanceof InsufficientStockError) throw conflict(err.message);
      throw err;
    }
    order = placed;
  }

  if (body.customer.save_details && caller.customerId) await saveCustomerDetails(services, tenant, caller.customerId, contact);

  return resultOf(order);
}

/**
 * Whether a checkout whose commit threw was placed all the same: a commit whose reply was lost (a failover, a
 * closed connection, a write concern error) may have applied, and a group commit that applied but was not
 * confirmed leaves its members to commit alone, where their cart guards then refuse them. Voiding the provider
 * payment of a placed order would leave it unpaid, so the order is looked for first. Answers the order, undefined
 * when it is certainly not there, or null when that cannot be known (the read failed too): the payment is then
 * left as it is (only authorised, nothing captured) and the client told to look before retrying.
 */
async function placedAfterAll(services: Services, tenant: TenantContext, orderId: string, err: unknown): Promise<OrderDoc | null | undefined> {
  if (err instanceof InsufficientStockError) return undefined;
  try {
    return (await tenantOrders(services.db, tenant).findOne({ _id: orderId })) ?? undefined;
  } catch (readErr) {
    services.logger.warn({ err: readErr, order_id: orderId }, 'checkout: could not read whether the order was placed; its provider payment is left as it is');
    return null;
  }
}

/** Fills the signed-in customer's missing name, email and phone from the checkout contact (never overwrites). */
async function saveCustomerDetails(
  services: Services,
  tenant: TenantContext,
  customerId: string,
  contact: { name: string; email: string | null; phone: string | null },
): Promise<void> {
  const customers = tenantCustomers(services.db, tenant);
  for (const field of ['name', 'email', 'phone'] as const) {
    const value = contact[field];
    if (!value) continue;
    try {
      await customers.updateOne(
        { _id: customerId, $or: [{ [field]: null }, { [field]: '' }] } as Filter<CustomerDoc>,
        { $set: { [field]: value, updated_at: services.clock.now() } },
      );
    } catch (err) {
      // Another customer of the business already has this email or phone: keep the profile as it is.
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
}

/** Metadata is a map of strings; the generated type lets members be absent. */
function stringValues(map: Record<string, string | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(map ?? {})) if (v !== undefined) out[k] = v;
  return out;
}
