// The API shapes of an order: the storefront's Order (also the snapshot carried by order.* events), the
// platform's PlatformOrder (the business view after an admin action) and the PaymentStatusRecord. Money leaves
// as two-decimal strings and dates as ISO strings here, and nowhere else.
import { formatMinor } from '../../kernel/money.js';
import { presentAddOn, presentBundleSelection, presentCompositeSelection, presentDiscount } from '../cart/index.js';
import type { OrderDoc, OrderItemDoc, PaymentDoc } from './model.js';
import { iso } from '../../kernel/format.js';
import { presentOrderFulfillment } from './fulfillment.js';

/** What a line keeps of its configuration (the storefront's OrderItem and Link's LinkOrderItem alike). */
export function presentLineChoices(item: OrderItemDoc) {
  return {
    add_on_options: (item.add_ons ?? []).map(presentAddOn),
    bundle_selections: (item.bundle_selections ?? []).map(presentBundleSelection),
    composite_selections: (item.composite_selections ?? []).map(presentCompositeSelection),
    special_instructions: item.special_instructions ?? null,
  };
}

/** The labelled discounts of an order (none listed on orders placed before they were kept). */
export const presentOrderDiscounts = (doc: Pick<OrderDoc, 'discounts'>) => (doc.discounts ?? []).map(presentDiscount);

function presentItem(item: OrderItemDoc) {
  return {
    id: item.id,
    product_id: item.product_id,
    product_name: item.product_name,
    variant_name: item.variant_name,
    quantity: item.quantity,
    unit_price: formatMinor(item.unit_price),
    total: formatMinor(item.total),
    ...presentLineChoices(item),
    scheduled_start: iso(item.scheduled_start),
    scheduled_end: iso(item.scheduled_end),
    staff_id: item.staff_id,
  };
}

/** Stored addresses keep what checkout was given; the API always lists every member (null when absent). */
function presentAddress(address: Record<string, string> | null) {
  if (!address) return null;
  const opt = (k: string) => (typeof address[k] === 'string' && address[k] !== '' ? address[k] : null);
  return {
    street_address: address.street_address ?? '',
    apartment: opt('apartment'),
    city: address.city ?? '',
    region: opt('region'),
    postal_code: opt('postal_code'),
    country: opt('country'),
  };
}

/**
 * What an order paid in another currency charges (the contract's OrderFxCharge, shown by the storefront's Order,
 * Link's LinkOrder and the platform's PlatformOrder alike); null for an order paid in its own currency.
 */
export function presentFxCharge(doc: Pick<OrderDoc, 'pay_currency' | 'fx_quote_id' | 'fx_charge'>) {
  if (!doc.pay_currency || !doc.fx_quote_id || !doc.fx_charge) return null;
  return {
    currency: doc.pay_currency,
    amount: formatMinor(doc.fx_charge.amount),
    rate: doc.fx_charge.rate,
    fee: formatMinor(doc.fx_charge.fee),
    fx_quote_id: doc.fx_quote_id,
  };
}
/** The storefront Order. */
export function presentOrder(doc: OrderDoc) {
  return {
    id: doc._id,
    order_number: doc.order_number,
    status: doc.status,
    order_type: doc.order_type,
    items: doc.items.map(presentItem),
    subtotal: formatMinor(doc.subtotal),
    discount_amount: formatMinor(doc.discount_amount),
    discounts: presentOrderDiscounts(doc),
    tax_amount: formatMinor(doc.tax_amount),
    shipping: formatMinor(doc.shipping ?? 0),
    total_price: formatMinor(doc.total_price),
    currency: doc.currency,
    fx_charge: presentFxCharge(doc),
    payment_status: doc.payment_status,
    payment_method: doc.payment_method,
    customer_id: doc.customer_id,
    customer_name: doc.customer?.name ?? '',
    location_id: doc.location_id,
    delivery_address: presentAddress(doc.delivery_address),
    special_instructions: doc.special_instructions,
    cancel_reason: doc.cancel_reason,
    cancelled_at: iso(doc.cancelled_at),
    created_at: doc.created_at.toISOString(),
    updated_at: doc.updated_at.toISOString(),
  };
}

/** The platform's PlatformOrder. */
export function presentPlatformOrder(doc: OrderDoc) {
  return {
    id: doc._id,
    order_number: doc.order_number,
    status: doc.status,
    order_type: doc.order_type,
    payment_method: doc.payment_method,
    payment_status: doc.payment_status,
    subtotal: formatMinor(doc.subtotal),
    shipping: formatMinor(doc.shipping ?? 0),
    total_price: formatMinor(doc.total_price),
    currency: doc.currency,
    fx_charge: presentFxCharge(doc),
    refunded_amount: formatMinor(doc.refunded_amount ?? 0),
    customer_id: doc.customer_id,
    cancellation_reason: doc.cancel_reason,
    fulfillment: presentOrderFulfillment(doc),
    created_at: doc.created_at.toISOString(),
    updated_at: doc.updated_at.toISOString(),
  };
}

/** The canonical PaymentStatusRecord. The order's payment_status is authoritative (settlement writes both in one
 * transaction); the payment document supplies the reference, amount and settlement time. */
export function presentPaymentStatus(order: OrderDoc, payment: PaymentDoc | null) {
  return {
    order_id: order._id,
    payment_status: order.payment_status,
    payment_reference: payment?._id ?? order.payment_id ?? '',
    amount: formatMinor(payment?.amount ?? order.total_price),
    currency: payment?.currency ?? order.currency,
    settled_at: iso(payment?.settled_at ?? null),
  };
}
