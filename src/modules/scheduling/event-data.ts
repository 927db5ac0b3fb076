// The snapshot booking events carry: exactly the contract's closed PlatformEventBookingData (recordEvent checks it).
import type { BookingDoc } from './model.js';

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
