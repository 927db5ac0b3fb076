// The steps of a checkout (placeOrder in place-order.ts runs them in this order): validate the cart, price it,
// plan its stock and bookings, find the amount to charge and check the pickup location, take the payment at the
// provider, place the order (number, stock, write, through the queue in queue.ts; voiding the payment when that
// fails), and remember the customer's details. Each step is given the call and what the steps before it answered.
import type { ClientSession, Filter } from 'mongodb';
import type { CustomerDoc } from '../../modules/customers/index.js';
import { customers as tenantCustomers } from '../../modules/customers/index.js';
import { newId } from '../../kernel/ids.js';
import type { OrderDoc, ReservationDoc } from '../../modules/orders/index.js';
import { conflict, notFound, validationError } from '../../kernel/errors.js';
import {
  priceCart,
  type PricedCart,
  readVisit,
  isBookingLine,
  shippingProblem,
  type CartDoc,
  CODE_REJECTION_TEXT,
} from '../../modules/cart/index.js';
import { offersPickup, shippingSetup } from '../../modules/shipping/index.js';
import { catalogueView, type CatalogueView } from '../../modules/catalogue/index.js';
import {
  heldCovers,
  InsufficientStockError,
  planLocations,
  reserve,
  type ReservationRequest,
} from '../../modules/inventory/index.js';
import { paymentProviderFor, ProviderUnavailableError, providerUnavailable } from '../../providers/payments/index.js';
import type { Services } from '../../services.js';
import { bookOrderLines, type LineToBook } from '../scheduling/book.js';
import { isDuplicateKeyError, readTogether, type TenantContext } from '../../store/index.js';
import { currentBusiness } from '../../modules/business/index.js';
import { writeBatch } from '../../store/transaction.js';
import { lockedQuote } from '../../modules/fx/index.js';
import { commitCheckout, knownOrderCounter, type CheckoutMember } from './queue.js';
import {
  orders as tenantOrders,
  counterValue,
  nextOrderNumber,
  orderCounterPart,
  type CounterDoc,
} from '../../modules/orders/index.js';
import { storedAddress, type CheckoutBody } from './rules.js';
import { createSubscriptionsForOrder } from '../../modules/subscriptions/index.js';
import type { Charge, Checkout, CheckoutCall, Contact, OrderPlan, PaymentTaken, ValidCart } from './context.js';
import { checkoutStatements, orderDocument, orderItems, paymentDocument, withBookedTimes } from './documents.js';

/**
 * The session's cart (404 unless it is `cart_id`), not empty. The cart, the business and the order counter's value
 * (for the fast path, queue.ts) in one round trip; the counter only when something is read anyway or this process
 * has not seen it yet.
 */
export async function validateCart({ services, caller, body, opts }: CheckoutCall): Promise<ValidCart> {
  const { db } = services;
  const { tenant } = caller;
  const known = knownOrderCounter(services, tenant);
  if (opts.cart) return suppliedCart(services, tenant, opts.cart, body, known);
  const visit = await readVisit(db, tenant, { sessionId: caller.sessionId, customerId: caller.customerId }, [
    orderCounterPart(tenant, known !== undefined),
  ]);
  const { cart, business } = visit;
  const counterRead = visit.extra[0];
  if (!cart || cart._id !== body.cart_id) throw notFound(`Cart ${body.cart_id} not found`);
  if (cart.items.length === 0) throw validationError('cart_id: the cart is empty');
  return {
    cart,
    business,
    // The business's catalogue revision lets pricing and the location plan read the process's cached catalogue.
    view: catalogueView(db, tenant, business),
    counterSeen: counterRead && counterValue(counterRead[0] as CounterDoc | undefined),
  };
}

/** A cart its holder keeps (PlaceOrderOptions.cart): the business from its shared read, and the order counter read
 * only when this process has not seen it. */
async function suppliedCart(
  services: Services,
  tenant: TenantContext,
  cart: CartDoc,
  body: CheckoutBody,
  known: number | undefined,
): Promise<ValidCart> {
  if (cart._id !== body.cart_id) throw notFound(`Cart ${body.cart_id} not found`);
  if (cart.items.length === 0) throw validationError('cart_id: the cart is empty');
  const [business, counterRead] = await Promise.all([
    currentBusiness(services.db, tenant.business_id),
    known === undefined ? readTogether(services.db, [orderCounterPart(tenant, false)]) : undefined,
  ]);
  return {
    cart,
    business,
    view: catalogueView(services.db, tenant, business),
    counterSeen: counterRead ? counterValue(counterRead[0][0] as CounterDoc | undefined) : undefined,
  };
}

/**
 * The cart priced as the cart reads price it, with shipping to the order's address for a delivery order; every line
 * still available, the coupon still valid, the address delivered to and the rate offered there.
 */
export async function priceCheckout(
  { services, caller, body, opts }: CheckoutCall,
  { cart, business }: ValidCart,
): Promise<PricedCart> {
  const shipping = shippingRequest(body, cart);
  const priced = await priceCart(services, caller.tenant, cart, undefined, { business, shipping, codes: opts.codes });
  const broken = priced.lines.find((l) => !l.available);
  if (broken) throw validationError(`cart: ${broken.name}: ${broken.problem ?? 'no longer available'}`);
  if (opts.codes) checkCodes(priced, opts.codes);
  else if (cart.coupon && !priced.coupon) throw validationError(`coupon: ${cart.coupon.code} is no longer valid`);
  const problem =
    priced.shipping &&
    shippingProblem(priced.shipping, 'address_info', 'shipping_rate_id', body.shipping_rate_id ?? null);
  if (problem) throw validationError(problem);
  return priced;
}

/** Every code given still gives something (PlaceOrderOptions.codes). */
function checkCodes(priced: PricedCart, codes: readonly string[]): void {
  const i = priced.codes.findIndex((c) => c.rejection !== null);
  if (i !== -1) {
    throw validationError(`discounts.codes[${i}]: ${codes[i]} ${CODE_REJECTION_TEXT[priced.codes[i].rejection!]}`);
  }
}

/**
 * Where a delivery order ships (its address_info) and with which rate: the body's, which must be offered, else the
 * one chosen on the cart when it is offered there, else the cheapest. Other order types ship nothing.
 */
function shippingRequest(body: CheckoutBody, cart: Readonly<CartDoc>) {
  if ((body.order_type ?? 'pickup') !== 'delivery') return null;
  return {
    address: storedAddress(body.address_info) ?? {},
    rateId: body.shipping_rate_id ?? cart.delivery?.shipping_rate_id ?? null,
    strict: body.shipping_rate_id !== undefined,
  };
}

/**
 * The location each line's stock would come from, the order's lines, and its service lines with a slot, which
 * become bookings in the order's transaction (their cart holds turn into them).
 */
export async function planOrder(
  priced: PricedCart,
  view: CatalogueView,
  held?: readonly ReservationDoc[],
): Promise<OrderPlan> {
  const needed = reservationRequests(priced);
  if (held && !heldCovers(held, needed)) {
    throw conflict('The stock held for this checkout no longer matches its items; complete it again');
  }
  const requests = held ? [] : await planLocations(needed, () => view.locationOrder());
  const items = orderItems(priced);
  const bookable: LineToBook[] = priced.lines.flatMap((pl, i) =>
    isBookingLine(pl.line)
      ? [
          {
            cartLineId: pl.line.id,
            orderLineId: items[i].id,
            product: pl.product,
            variant: pl.variant ?? null,
            start: pl.line.scheduled_start,
            end: pl.line.scheduled_end,
            staffId: pl.line.staff_id,
            participants: pl.line.quantity,
            locationId: pl.line.location_id ?? null,
          },
        ]
      : [],
  );
  return { requests, held: held ? [...held] : [], items, bookable };
}

function reservationRequests(priced: PricedCart): ReservationRequest[] {
  const out: ReservationRequest[] = [];
  for (const pl of priced.lines) {
    const type = pl.inventory.type;
    if (type === 'none') continue;
    const variantId = type === 'variant_level' ? (pl.variant?._id ?? pl.line.variant_id) : null;
    if (type === 'variant_level' && !variantId) throw validationError(`cart: ${pl.name} needs a variant`);
    out.push({
      product: pl.product,
      variant_id: variantId,
      quantity: pl.line.quantity,
      location_id: pl.inventory.location_id,
    });
  }
  return out;
}

/** The amount to charge: the cart's total, or with an FX quote the converted amount with its fee (the quote's total). */
export async function chargeFor({ services, caller, body }: CheckoutCall, priced: PricedCart): Promise<Charge> {
  const total = priced.pricing.total_price;
  const currency = priced.pricing.currency;
  if (!(body.fx_quote_id && body.pay_currency)) return { amount: total, currency };
  const quote = await lockedQuote(
    services.db,
    caller.tenant,
    body.fx_quote_id,
    body.pay_currency,
    currency,
    total,
    services.clock.now(),
  );
  return {
    amount: quote.total_amount,
    currency: quote.to_currency,
    fxCharge: { amount: quote.total_amount, rate: quote.rate, fee: quote.fee },
  };
}

/**
 * A pickup location the checkout names must be one of the business's, and for a pickup order one that offers
 * pickup (the business's shipping settings; every location until it chooses).
 */
export async function checkPickup(
  { services, caller, body }: CheckoutCall,
  { view, business }: ValidCart,
): Promise<void> {
  const pickup = body.address_info?.location_id;
  if (!pickup) return;
  if (!(await view.locationOrder()).includes(pickup)) {
    throw validationError(`address_info.location_id: unknown location ${pickup}`);
  }
  if ((body.order_type ?? 'pickup') !== 'pickup') return;
  const { pickupLocationIds } = await shippingSetup(services.db, caller.tenant, business);
  if (!offersPickup(pickupLocationIds, pickup))
    throw validationError(`address_info.location_id: ${pickup} does not offer pickup`);
}

/**
 * The payment created at the provider, before the order's transaction: a provider outage (503) must leave nothing
 * behind, and a provider call must not hold the transaction open.
 */
export async function takePayment({ services, caller, body }: CheckoutCall, charge: Charge): Promise<PaymentTaken> {
  const orderId = newId('order');
  const paymentId = newId('payment');
  const provider = paymentProviderFor(caller.tenant, { payUrl: services.config.payUrl });
  const contact = { name: body.customer.name, email: body.customer.email ?? null, phone: body.customer.phone ?? null };
  try {
    const created = await provider.createPayment({
      payment_id: paymentId,
      order_id: orderId,
      method: body.payment_method,
      amount: charge.amount,
      currency: charge.currency,
      mobile_money: walletOf(body),
      customer: contact,
    });
    return { orderId, paymentId, provider, created, contact };
  } catch (err) {
    throw checkoutProviderError(err);
  }
}

/** The wallet a mobile-money checkout names, as the payment provider takes it. */
export const walletOf = (body: Pick<CheckoutBody, 'mobile_money_details'>) =>
  body.mobile_money_details
    ? {
        phone_number: body.mobile_money_details.phone_number,
        provider: body.mobile_money_details.provider_other ?? body.mobile_money_details.provider,
      }
    : null;

/** A provider that could not take the payment: 503 saying nothing was created (and, when transient, how to retry). */
export function checkoutProviderError(err: unknown): unknown {
  if (!(err instanceof ProviderUnavailableError)) return err;
  return providerUnavailable(
    err,
    err.transient
      ? `${err.message}; nothing was created, retry with the same Idempotency-Key`
      : `${err.message}; nothing was created`,
  );
}

/**
 * The order placed through the business's checkout queue (queue.ts). When that fails (stock ran out, a conflict)
 * the provider payment is voided as compensation (nothing was charged yet for any method at that point), unless
 * the order is there after all (placedAfterAll).
 */
export async function place(checkout: Checkout): Promise<OrderDoc> {
  const { services, caller, body, taken } = checkout;
  const member = checkoutMember(checkout);
  try {
    return await commitCheckout(services, caller.tenant, member);
  } catch (err) {
    const placed = await placedAfterAll(services, caller.tenant, taken.orderId, err);
    if (placed === undefined) {
      await taken.provider
        .cancel({ provider_ref: taken.created.provider_ref, method: body.payment_method })
        .catch((e: unknown) => {
          services.logger.warn(
            { err: e, payment_id: taken.paymentId },
            'checkout: voiding the provider payment failed',
          );
        });
    }
    if (!placed) {
      if (err instanceof InsufficientStockError) throw conflict(err.message);
      throw err;
    }
    return placed;
  }
}

/** The checkout as the queue commits it: alone, or in a batch shared with the other checkouts taken. */
function checkoutMember(checkout: Checkout): CheckoutMember {
  const { plan } = checkout;
  return {
    requests: plan.requests,
    counterSeen: checkout.counterSeen,
    // Bookings and subscriptions have statements of their own; such checkouts always commit alone.
    groupable: plan.bookable.length === 0 && !plan.items.some((i) => i.billing_plan_id),
    placeAlone: (session) => placeAlone(checkout, session),
    batchStatements(at, orderNumber, reserved) {
      const order = orderDocument(checkout, at, orderNumber, [...checkout.plan.held, ...reserved.reservations]);
      return checkoutStatements(checkout, order, paymentDocument(checkout, at), reserved.lowStock, []);
    },
  };
}

/** The checkout's own transaction: its order number, its stock, its bookings, the batch, then its subscriptions. */
async function placeAlone(checkout: Checkout, session: ClientSession): Promise<OrderDoc> {
  const {
    services,
    caller: { tenant },
    plan,
  } = checkout;
  const { db, clock } = services;
  const at = clock.now();
  const orderNumber = await nextOrderNumber(db, tenant, session);
  const { reservations, lowStock } = await reserve(db, tenant, plan.requests, at, session);
  const placed = orderDocument(checkout, at, orderNumber, [...plan.held, ...reservations]);
  const payment = paymentDocument(checkout, at);
  const booked = plan.bookable.length
    ? await bookOrderLines(services, tenant, placed, plan.bookable, at, session)
    : { events: [], bookings: [] };
  const batch = checkoutStatements(
    checkout,
    withBookedTimes(placed, booked.bookings),
    payment,
    lowStock,
    booked.events,
  );
  const done = await writeBatch(services.store, batch.writes, session);
  batch.check(done.matched);
  await createSubscriptionsForOrder(services, tenant, batch.order, session);
  return batch.order;
}

/**
 * Whether a checkout whose commit threw was placed all the same: a commit whose reply was lost (a failover, a
 * closed connection, a write concern error) may have applied, and a group commit that applied but was not
 * confirmed leaves its members to commit alone, where their cart guards then refuse them. Voiding the provider
 * payment of a placed order would leave it unpaid, so the order is looked for first. Answers the order, undefined
 * when it is certainly not there, or null when that cannot be known (the read failed too): the payment is then
 * left as it is (only authorised, nothing captured) and the client told to look before retrying.
 */
async function placedAfterAll(
  services: Services,
  tenant: TenantContext,
  orderId: string,
  err: unknown,
): Promise<OrderDoc | null | undefined> {
  if (err instanceof InsufficientStockError) return undefined;
  try {
    return (await tenantOrders(services.db, tenant).findOne({ _id: orderId })) ?? undefined;
  } catch (readErr) {
    services.logger.warn(
      { err: readErr, order_id: orderId },
      'checkout: could not read whether the order was placed; its provider payment is left as it is',
    );
    return null;
  }
}

/** With `save_details`, the signed-in customer's missing name, email and phone from the checkout contact. */
export async function rememberCustomer({ services, caller, body, taken }: Checkout): Promise<void> {
  if (body.customer.save_details && caller.customerId)
    await saveCustomerDetails(services, caller.tenant, caller.customerId, taken.contact);
}

/** Fills the signed-in customer's missing name, email and phone from the checkout contact (never overwrites). */
async function saveCustomerDetails(
  services: Services,
  tenant: TenantContext,
  customerId: string,
  contact: Contact,
): Promise<void> {
  const customers = tenantCustomers(services.db, tenant);
  for (const field of ['name', 'email', 'phone'] as const) {
    const value = contact[field];
    if (!value) continue;
    try {
      await customers.updateOne({ _id: customerId, $or: [{ [field]: null }, { [field]: '' }] } as Filter<CustomerDoc>, {
        $set: { [field]: value, updated_at: services.clock.now() },
      });
    } catch (err) {
      // Another customer of the business already has this email or phone: keep the profile as it is.
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
}
