// Bookings as stored: one per service line of an order (created by checkout, moved by reschedule, freed by
// cancellation). Capacity checks count non-cancelled bookings overlapping a slot.
import type { Tenanted } from '../catalogue/model.js';

export type BookingStatus = 'confirmed' | 'cancelled' | 'completed' | 'no_show';

export interface BookingDoc extends Tenanted {
  _id: string; // bk_
  order_id: string;
  line_item_id: string;
  /** The scheduling service record, when the product has one; the product otherwise identifies the service. */
  service_id: string | null;
  product_id: string;
  variant_id: string | null;
  staff_id: string | null;
  location_id: string | null;
  customer_id: string | null;
  status: BookingStatus;
  starts_at: Date;
  ends_at: Date;
  participant_count: number;
  previous_starts_at: Date | null;
  previous_ends_at: Date | null;
  cancellation_reason: string | null;
  created_at: Date;
  updated_at: Date;
  cancelled_at: Date | null;
}

/** A scheduling service record (collection `services`), as the cart reads it: the staff who deliver the service. */
export interface ServiceRecordDoc extends Tenanted {
  _id: string;
  staff_ids?: string[];
  staff?: { id: string }[];
}
