// Snapshots carried by events, exactly the contract's closed webhook payload schemas (recordEvent checks them): PlatformEventOrderData (the
// order's headline fields, for order.*), PlatformEventPaymentData (plus the payment, for payment.completed and
// payment.failed) and PlatformEventRefundData (plus the refunded total, for payment.refunded).
import { formatMinor } from '../../kernel/money.js';
import type { OrderDoc, PaymentDoc } from '../orders/model.js';
import type { BookingDoc } from '../scheduling/model.js';

/** `order.created`, `order.updated`, …: PlatformEventOrderData. */
export function orderEventData(order: OrderDoc): Record<string, unknown> & { id: string } {
  return {
    id: order._id,
    order_number: order.order_number,
    status: order.status,
    total_price: formatMinor(order.total_price),
    currency: order.currency,
    payment_status: order.payment_status,
    customer_id: order.customer_id,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
  };
}

/** `payment.completed` / `payment.failed`. */
export function paymentEventData(order: OrderDoc, payment: PaymentDoc): Record<string, unknown> {
  return { ...orderEventData(order), payment_reference: payment._id, amount: formatMinor(payment.amount) };
}

/** `payment.refunded`: `amount` is the payment's, `refunded_amount` the total refunded so far (this refund included). */
export function refundEventData(order: OrderDoc, payment: PaymentDoc): Record<string, unknown> {
  return { ...paymentEventData(order, payment), refunded_amount: formatMinor(order.refunded_amount) };
}

/** `booking.created`, `booking.rescheduled`, `booking.cancelled`: PlatformEventBookingData. */
export function bookingEventData(b: BookingDoc): Record<string, unknown> {
  return {
    id: b._id,
    order_id: b.order_id,
    line_item_id: b.line_item_id,
    service_id: b.service_id,
    variant_id: b.variant_id,
    staff_id: b.staff_id,
    location_id: b.location_id,
    customer_id: b.customer_id,
    status: b.status,
    start: b.starts_at.toISOString(),
    end: b.ends_at.toISOString(),
    participant_count: b.participant_count,
    previous_start: lastMove(b)?.from_starts_at?.toISOString() ?? null,
    previous_end: lastMove(b)?.from_ends_at?.toISOString() ?? null,
    cancellation_reason: b.cancellation_reason,
    created_at: b.created_at.toISOString(),
    updated_at: b.updated_at.toISOString(),
  };
}

/** The booking's latest reschedule: where it was before (the payload's previous_start / previous_end). */
const lastMove = (b: BookingDoc) => b.history.findLast((h) => h.kind === 'rescheduled');
