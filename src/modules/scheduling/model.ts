// The scheduling area as stored. A bookable service (`svc_`, collection `services`) belongs to a catalogue product
// of type `service` (product.service_id ↔ service.product_id) and says where, when and with whom it can be booked;
// staff (`stf_`) and resources (`res_`) have their own calendars; a booking (`bk_`) is one service line of an order;
// a hold (`bkh_`) is a cart line's claim on a slot until checkout turns it into a booking or it lapses.
//
// Times of day are wall-clock "HH:MM" in the location's IANA zone ("24:00" closes at the end of the day); dates
// are "YYYY-MM-DD" local dates of that zone. Stored instants (starts_at, ends_at, …) are UTC Dates. The rules that
// turn one into the other are in rules/ (pure, one module for slots, check, availability, cart, checkout and
// reschedule).
import type { Tenanted } from '../../store/index.js';

/** One opening interval of a weekday, local wall-clock time. */
export interface WeeklyInterval {
  /** 0 = Sunday … 6 = Saturday (the local date's weekday). */
  day_of_week: number;
  start_time: string; // "HH:MM"
  end_time: string; // "HH:MM" or "24:00", after start_time
}

/** A dated exception: closed all day (no intervals) or special hours replacing the weekly ones that day. */
export interface DatedException {
  date: string; // "YYYY-MM-DD", local
  /** Empty: closed that day. Otherwise the only open intervals of that date. */
  intervals: { start_time: string; end_time: string }[];
  note: string | null;
}

/** Where a service is delivered, with that location's zone and hours for this service. */
export interface ServiceLocationDoc {
  location_id: string;
  /** IANA zone of the location: every wall-clock time and local date of this location is in it. */
  timezone: string;
  weekly_hours: WeeklyInterval[];
  exceptions: DatedException[];
}

export interface ServiceRecordDoc extends Tenanted {
  _id: string; // svc_
  product_id: string;
  name: string;
  description: string | null;
  locations: ServiceLocationDoc[];
  /** Default length of one booking; a variant's duration_minutes overrides it. */
  duration_minutes: number;
  /** Kept free before each booking (set-up) and after it (clean-up); a variant's buffer_minutes overrides `after`. */
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  /** Slot starts are on this grid from the opening time of each interval. */
  slot_interval_minutes: number;
  /** Participants per slot; a variant's capacity overrides it. */
  capacity: number;
  /** A slot must start at least this long after now. */
  min_notice_minutes: number;
  /** …and at most this many days ahead (local dates of the location). */
  max_advance_days: number;
  /** Cancelling or rescheduling (by the customer) is refused this close to the start. */
  cancellation_cutoff_minutes: number;
  /** Qualified staff; empty = the service needs no staff member. */
  staff_ids: string[];
  /** Resources every booking holds for its duration plus buffers. */
  resources: { resource_id: string; quantity: number }[];
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface StaffDoc extends Tenanted {
  _id: string; // stf_
  ref: string | null;
  name: string;
  /** Working hours per location, local to that location's zone. */
  schedules: { location_id: string; weekly_hours: WeeklyInterval[]; exceptions: DatedException[] }[];
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface ResourceDoc extends Tenanted {
  _id: string; // res_
  ref: string | null;
  name: string;
  location_id: string;
  /** Units available at once (a room: 1; a row of 4 chairs: 4). */
  capacity: number;
  created_at: Date;
  updated_at: Date;
}

export type BookingStatus = 'confirmed' | 'cancelled' | 'completed' | 'no_show';

export interface BookingHistoryEntry {
  at: Date;
  kind: 'rescheduled' | 'cancelled' | 'completed' | 'no_show';
  by: 'customer' | 'business' | 'system';
  from_starts_at: Date | null;
  from_ends_at: Date | null;
  from_staff_id: string | null;
  to_starts_at: Date | null;
  to_ends_at: Date | null;
  to_staff_id: string | null;
  reason: string | null;
}

/** A booking (not cancelled) or a live hold, as the rules see it: what the two documents share. */
export interface Occupancy {
  service_id: string;
  location_id: string;
  staff_id: string | null;
  starts_at: Date;
  ends_at: Date;
  blocks_from: Date;
  blocks_until: Date;
  participant_count: number;
  resources: { resource_id: string; quantity: number }[];
}

/**
 * A booking: one service line of an order. `starts_at`..`ends_at` is the appointment; the interval it occupies
 * (for capacity, staff and resources) adds the service's buffers: `blocks_from`..`blocks_until`.
 */
export interface BookingDoc extends Tenanted, Occupancy {
  _id: string; // bk_
  /** Booked on a sandbox test clock (docs/test-clocks.md): its times are the clock's. */
  test_clock_id?: string;
  order_id: string;
  line_item_id: string;
  product_id: string;
  variant_id: string | null;
  timezone: string;
  customer_id: string | null;
  status: BookingStatus;
  history: BookingHistoryEntry[];
  /** Bumped by every change: a reschedule or cancel names the version it read, so a stale request cannot apply twice. */
  version: number;
  cancellation_reason: string | null;
  created_at: Date;
  updated_at: Date;
  cancelled_at: Date | null;
}

/**
 * A cart line's claim on a slot: counted like a booking by every capacity check until `expires_at`, released when
 * the line goes, turned into a booking by checkout (same transaction as the order).
 */
export interface BookingHoldDoc extends Tenanted, Occupancy {
  _id: string; // bkh_
  /** Held on a sandbox test clock: it lapses HOLD_MINUTES of the clock's time after it was claimed. */
  test_clock_id?: string;
  cart_id: string;
  line_item_id: string;
  variant_id: string | null;
  expires_at: Date;
  created_at: Date;
}

/** What a day document keeps of one booking or hold: its id and occupancy; a hold's also when it lapses. */
export interface DayEntry extends Occupancy {
  /** The booking's or hold's `_id`. */
  id: string;
  /** A hold's `expires_at` (after it the entry counts for nothing); bookings have none. */
  expires_at?: Date;
}

/** A staff member's booked time on one day for one service at one location: its bookings' blocked intervals, merged. */
export interface BusyBlock {
  service_id: string;
  location_id: string;
  blocks: { from: Date; until: Date }[];
}

/**
 * One per (service, location, UTC date), per (staff member, UTC date) and per (resource, UTC date): every booking
 * (not cancelled) and cart hold occupying it that date. days.ts keeps them in step with bookings and holds, in the
 * same transaction as every change of those, and says why they exist: availability reads a month as a few hundred
 * of these instead of thousands of bookings, and two claims that could conflict write the same one, so one of two
 * racing transactions aborts with a write conflict and retries against what the other committed (this turns "count
 * overlaps, then insert", write skew under snapshot isolation, into a serialisable claim).
 */
export interface ScheduleDayDoc extends Tenanted {
  /** `${business}:${mode}:svc:${service_id}:${location_id}:${date}`, `…:stf:${staff_id}:${date}` or
   * `…:res:${resource_id}:${date}`. */
  _id: string;
  /** The UTC date, YYYY-MM-DD. */
  date: string;
  bookings: DayEntry[];
  holds: DayEntry[];
  /** A staff member's document: `bookings` summed up per service and location (empty on the other kinds). */
  busy: BusyBlock[];
  version: number;
  updated_at: Date;
}
