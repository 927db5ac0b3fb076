// Orders, payments and the events they record, as stored. Every multi-document change (checkout, cancel,
// payment settlement) writes its documents and its events in one transaction.
import type { PaymentAuthorizationNextAction } from '../../../generated/sdk/storefront/types.gen.js';
import type { Tenanted } from '../../store/index.js';
import type {
  AppliedDiscount,
  ChosenAddOn,
  ChosenBundleComponent,
  ChosenCompositeComponent,
  LineAllocation,
} from '../cart/index.js';

export type OrderStatus = 'pending' | 'confirmed' | 'preparing' | 'ready' | 'completed' | 'cancelled';
export type OrderType = 'delivery' | 'pickup' | 'dine-in' | 'walk-in';
// The payment vocabulary is the payment providers' (src/providers/payments), shared by the stored documents.
export type { PaymentMethod, PaymentStatus } from '../../providers/payments/provider.js';
import type { PaymentMethod, PaymentStatus } from '../../providers/payments/provider.js';

export interface OrderItemDoc {
  id: string; // li_
  product_id: string;
  product_name: string;
  variant_id: string | null;
  variant_name: string | null;
  quantity: number;
  unit_price: number;
  total: number;
  add_on_option_ids: string[];
  /**
   * What was chosen, with names and add-on prices as the cart priced them at checkout. Absent on lines of orders
   * placed before they were kept (presented as empty lists).
   */
  add_ons?: ChosenAddOn[];
  bundle_selections?: ChosenBundleComponent[];
  composite_selections?: ChosenCompositeComponent[];
  special_instructions: string | null;
  scheduled_start: Date | null;
  scheduled_end: Date | null;
  staff_id: string | null;
  billing_plan_id: string | null;
  /**
   * The line's share of the order's discounts and tax and what it cost the customer, as checkout priced it
   * (cart/rules/allocation.ts): a cancelled booking refunds its line's `paid`. Absent on orders placed before it was
   * kept (refunds then share the order's discounts over all its lines: cart/rules/allocation.ts, orderAllocation).
   */
  allocation?: LineAllocation;
}

/** Stock held for an unpaid order, released on failure, expiry or cancellation. */
export interface ReservationDoc {
  product_id: string;
  variant_id: string | null;
  location_id: string;
  quantity: number;
}

export interface OrderDoc extends Tenanted {
  _id: string; // ord_
  /** Set when created on a sandbox test clock (docs/test-clocks.md): only that clock's advance moves it. */
  test_clock_id?: string;
  order_number: string;
  status: OrderStatus;
  order_type: OrderType;
  items: OrderItemDoc[];
  subtotal: number;
  discount_amount: number;
  tax_amount: number;
  /** Shipping charged for a delivery order (part of total_price); absent on orders placed before shipping existed. */
  shipping?: number;
  /** The shipping rate charged (its id and name then, and its zone), for fulfilment; null when none was. */
  shipping_rate?: { id: string; name: string; zone_id: string } | null;
  total_price: number;
  currency: string;
  customer: { name: string | null; email: string | null; phone: string | null; notes: string | null };
  customer_id: string | null;
  delivery_address: Record<string, string> | null;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  payment_id: string | null;
  refunded_amount: number;
  /**
   * Refunds claimed but not yet confirmed by the provider (minor units; src/flows/refund.ts): reserved so that
   * refunded + pending never passes the total, whatever runs at once. Internal, never presented. Absent until the
   * first refund.
   */
  refund_pending?: number;
  /** SHA-256 of the guest bill token. */
  bill_token_hash: string;
  session_id: string | null;
  cart_id: string;
  location_id: string | null;
  special_instructions: string | null;
  metadata: Record<string, string>;
  coupon: { deal_id: string; code: string } | null;
  /** The discounts making up discount_amount, with their labels. Absent on orders placed before they were kept. */
  discounts?: AppliedDiscount[];
  reservations: ReservationDoc[];
  /** When unreleased reservations of an unpaid order lapse (the expiry job releases them). */
  reservation_expires_at: Date | null;
  /**
   * The stock that left on-hand when the payment settled (its reservations, committed: product, variant, location,
   * quantity), so a cancellation before fulfilment can put the units back where they came from (cancel-order).
   * Emptied when they are put back. Absent on orders that never committed stock (and on orders settled before the
   * field existed, whose units a cancel cannot locate).
   */
  committed_stock?: ReservationDoc[];
  /**
   * How many of its bookings were cancelled one by one (scheduling/change.ts counts each in the cancel's
   * transaction, which makes concurrent cancels of one order's bookings serialise on the order). Absent until then.
   */
  bookings_cancelled?: number;
  pay_currency: string | null;
  fx_quote_id: string | null;
  /**
   * Paid in `pay_currency` with the quote `fx_quote_id`: what the payment charges (the quote's total_amount, fee
   * included, in store units of pay_currency), the rate and the fee, as the quote locked them. Absent on orders paid
   * in their own currency, and on FX orders placed before it was kept.
   */
  fx_charge?: { amount: number; rate: string; fee: number };
  created_at: Date;
  updated_at: Date;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  /**
   * What the business recorded of shipping and handing over the order's goods, oldest first; append-only (each
   * recorded in one transaction with its event: src/flows/fulfil-order.ts). Absent until the first.
   */
  fulfillments?: FulfillmentDoc[];
}

/**
 * The kinds of fulfilment event: UCP's (2026-04-08, the order's `fulfillment.events[].type`), spelled as it spells
 * them, so the UCP order shows them unchanged. What each does to a line's units: rules/fulfillment.ts.
 */
export type FulfillmentEventType =
  | 'processing'
  | 'shipped'
  | 'in_transit'
  | 'failed_attempt'
  | 'delivered'
  | 'undeliverable'
  | 'returned_to_sender'
  | 'canceled';

/** One fulfilment event of an order: which units of which lines, and how to follow them. */
export interface FulfillmentDoc {
  id: string; // ful_
  type: FulfillmentEventType;
  /** When it was recorded (the services' clock). */
  occurred_at: Date;
  /** Lines (of the order's `items`) and units, each line once, each quantity at least 1. */
  line_items: { line_item_id: string; quantity: number }[];
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  description: string | null;
}

export interface PaymentDoc extends Tenanted {
  _id: string; // pay_ (the API's payment_reference)
  /** Set when created on a sandbox test clock (docs/test-clocks.md): only that clock's advance moves it. */
  test_clock_id?: string;
  order_id: string;
  provider: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** The provider's own reference. */
  provider_ref: string | null;
  /** Mobile money: the paying number. */
  phone_number: string | null;
  /** What the payer must do next (otp, redirect), or null. */
  next_action: PaymentAuthorizationNextAction | null;
  success_url: string | null;
  cancel_url: string | null;
  failure_reason: string | null;
  refunded_amount: number;
  settled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A refund the business made, as the platform API reports it. */
export interface RefundDoc {
  _id: string; // re_
  business_id: string;
  livemode: boolean;
  order_id: string;
  payment_id: string;
  amount: number;
  currency: string;
  reason: string | null;
  /** pending: claimed, the provider asked (or about to be); succeeded: recorded on the order; failed: refused. */
  status: 'pending' | 'succeeded' | 'failed';
  /** The provider's reference of the refund, once it confirmed. */
  refund_ref?: string | null;
  created_at: Date;
  /** When it was recorded as succeeded or failed. */
  settled_at?: Date | null;
  /** The sandbox test clock of its order's payment: the refund is dated on it and deleted with it. */
  test_clock_id?: string;
}

export interface CounterDoc {
  _id: string;
  business_id: string;
  livemode: boolean;
  value: number;
}
