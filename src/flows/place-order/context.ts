// What a checkout's steps (steps.ts) are given and answer, and placeOrder's own types (place-order.ts exports
// them): types only, so the steps, the documents they write and placeOrder all read them without a cycle.
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import type { BatchWrite } from '../../store/transaction.js';
import type { BusinessDoc } from '../../modules/business/index.js';
import type { CartDoc, PricedCart } from '../../modules/cart/index.js';
import type { CatalogueView } from '../../modules/catalogue/index.js';
import type { ReservationRequest } from '../../modules/inventory/index.js';
import type { OrderDoc, OrderItemDoc, ReservationDoc } from '../../modules/orders/index.js';
import type { CreatedPayment, PaymentProvider } from '../../providers/payments/index.js';
import type { LineToBook } from '../scheduling/book.js';
import type { CheckoutBody } from './rules.js';

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

export interface PlaceOrderOptions {
  /**
   * Writes to commit with the order, given the answer and the order (the call's idempotency record completed with
   * it, so the order and its replayable answer cannot be separated; a UCP checkout's completion and record too).
   */
  completion?: (result: CheckoutResult, order: OrderDoc) => BatchWrite | BatchWrite[] | CompletionWrites;
  /**
   * Discount codes to apply in this order instead of the cart's coupon (a UCP checkout's; the storefront passes
   * none). Each must still give something now, or the checkout is refused naming it (`discounts.codes[i]`), so an
   * order never costs more than the priced session its buyer saw: pass the codes that session applied. Every one
   * is claimed with the order (its usage limit holds as the coupon's does).
   */
  codes?: readonly string[];
  /**
   * Stock already reserved for exactly this checkout's lines (a UCP checkout session's hold, kept until its order is
   * placed): the order takes these reservations over as its own instead of reserving the stock again, so placing it
   * writes no stock level. They must pair off with the order's stock lines (inventory's heldCovers), else the
   * checkout is refused with 409; the caller clears them from their holder in the order's transaction (completion).
   */
  held?: readonly ReservationDoc[];
  /**
   * The payment is settled as the order is placed (a UCP sandbox success token: nothing is left to wait for), so the
   * order is written paid in its own transaction: the payment succeeded, its stock committed (remembered as
   * `committed_stock`), and after `order.created` the events a settlement records (`payment.completed`,
   * `order.updated`), as settle-payment.ts would have written them a moment later in a transaction of its own.
   */
  settled?: boolean;
  /**
   * The cart as its holder keeps it (a UCP checkout session's, derived from the session), used instead of reading
   * the session's cart. It is not stored, before placing or with the order: it lives in its holder, which keeps the
   * order's id, and a converted cart is read by nothing (it would only wait for its expiry to be deleted). Whatever
   * guards the holder against a concurrent change must be a guarded completion write (CompletionWrites).
   */
  cart?: CartDoc;
}

/** Completion writes, some of them guarded: each of `guarded` must match one document, else the placement rolls
 * back and throws HolderChanged (its holder changed meanwhile: the caller reads it again). */
export interface CompletionWrites {
  guarded: BatchWrite[];
  writes: BatchWrite[];
}

/** The call as made: what every step is given. */
export interface CheckoutCall {
  services: Services;
  caller: CheckoutCaller;
  body: CheckoutBody;
  opts: PlaceOrderOptions;
}

/** validateCart: the cart to check out, the catalogue it is priced from, and the order counter read with it. */
export interface ValidCart {
  cart: Readonly<CartDoc>;
  business: Readonly<BusinessDoc> | null;
  view: CatalogueView;
  /** The order counter's value as read with the cart, when it was (queue.ts's fast path). */
  counterSeen: number | undefined;
}

/** planOrder: the order's lines, the stock they take (each with its location) and the bookings they make. */
export interface OrderPlan {
  /** The stock to reserve now. */
  requests: ReservationRequest[];
  /** The stock the order takes over, reserved already (PlaceOrderOptions.held). */
  held: ReservationDoc[];
  items: OrderItemDoc[];
  bookable: LineToBook[];
}

/** chargeFor: what the payment is for, in the cart's currency or, with an FX quote, the quote's. */
export interface Charge {
  amount: number;
  currency: string;
  fxCharge?: OrderDoc['fx_charge'];
}

export interface Contact {
  name: string;
  email: string | null;
  phone: string | null;
}

/** takePayment: the ids the order and payment will have and the payment as the provider created it. */
export interface PaymentTaken {
  orderId: string;
  paymentId: string;
  provider: PaymentProvider;
  created: CreatedPayment;
  contact: Contact;
}

/** Everything the place step needs: the call and each earlier step's answer. */
export interface Checkout extends CheckoutCall, ValidCart {
  priced: PricedCart;
  plan: OrderPlan;
  charge: Charge;
  taken: PaymentTaken;
  /** The bill's access token, given to the client once; the order keeps its hash. */
  billToken: string;
}
