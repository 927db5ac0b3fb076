// Checkout: the session cart becomes an order with a pending payment. placeOrder runs the steps in steps.ts, and
// placing writes what documents.ts builds:
//
//   1. outside any transaction: load the session's cart (404 unless it is `cart_id`) with the business document
//      and the order counter's value in one round trip (carts.ts readVisit; validateCart), price it (the same
//      priceCart as the cart reads; priceCheckout), pick the location each line's stock would come from and build
//      the order's lines and bookings (planOrder), check the FX quote (chargeFor) and the pickup location
//      (checkPickup), and create the payment at the provider (takePayment);
//   2. (place) one transaction of guarded writes, in three round trips before the commit:
//        a. take the next order number. Every checkout of the business writes this counter, so it goes first: a
//           transaction that collides with another checkout finds out at its first statement, before it has done
//           any other work, and withTransaction runs it again (TransientTransactionError). A queue per business
//           in this process (queue.ts) keeps such collisions rare;
//        b. reserve stock per line (a conditional update each: never oversells), unless the caller holds it for the
//           order already (PlaceOrderOptions.held: a UCP session's hold, which the order takes over as it is);
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
import type { Services } from '../../services.js';
import { newToken } from '../../kernel/secrets.js';
import type { Checkout, CheckoutCaller, CheckoutResult, PlaceOrderOptions } from './context.js';
import { resultOf } from './documents.js';
import type { CheckoutBody } from './rules.js';
import {
  chargeFor,
  checkPickup,
  place,
  planOrder,
  priceCheckout,
  rememberCustomer,
  takePayment,
  validateCart,
} from './steps.js';

export type { CheckoutCaller, CheckoutResult, PlaceOrderOptions } from './context.js';
export { checkoutProviderError, walletOf } from './steps.js';
export { HolderChanged } from './documents.js';

/** The checkout's steps in order (steps.ts); each throws the checkout's error, and only placing compensates. */
export async function placeOrder(
  services: Services,
  caller: CheckoutCaller,
  body: CheckoutBody,
  opts: PlaceOrderOptions = {},
): Promise<CheckoutResult> {
  const call = { services, caller, body, opts };
  const valid = await validateCart(call);
  const priced = await priceCheckout(call, valid);
  const plan = await planOrder(priced, valid.view, opts.held);
  const charge = await chargeFor(call, priced);
  await checkPickup(call, valid);
  const taken = await takePayment(call, charge);
  const checkout: Checkout = { ...call, ...valid, priced, plan, charge, taken, billToken: newToken('bt') };
  const order = await place(checkout);
  await rememberCustomer(checkout);
  return resultOf(checkout, order);
}
