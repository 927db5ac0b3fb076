// The scheduling records as the storefront and platform contracts show them (spec/storefront/components/schemas/
// {Service,Booking,SlotDay,SlotCheckResult,ServiceAvailability}.yaml).
import { formatMinor } from '../../kernel/money.js';
import type { VariantDoc } from '../catalogue/index.js';
import type { BookingDoc, BookingHistoryEntry, ResourceDoc, ServiceRecordDoc, StaffDoc } from './model.js';
import type { CheckResult, DaySlots, SlotResult } from './rules/index.js';
import { iso } from '../../kernel/format.js';

export function presentService(
  s: ServiceRecordDoc,
  staff: StaffDoc[],
  resources: ResourceDoc[],
  variants: VariantDoc[],
) {
  const byId = new Map(resources.map((r) => [r._id, r]));
  return {
    id: s._id,
    product_id: s.product_id,
    name: s.name,
    description: s.description,
    duration_minutes: s.duration_minutes,
    buffer_minutes: s.buffer_after_minutes,
    buffer_before_minutes: s.buffer_before_minutes,
    buffer_after_minutes: s.buffer_after_minutes,
    slot_interval_minutes: s.slot_interval_minutes,
    capacity: s.capacity,
    min_notice_minutes: s.min_notice_minutes,
    max_advance_days: s.max_advance_days,
    cancellation_cutoff_minutes: s.cancellation_cutoff_minutes,
    location_ids: s.locations.map((l) => l.location_id),
    locations: s.locations.map((l) => ({
      location_id: l.location_id,
      timezone: l.timezone,
      weekly_hours: l.weekly_hours.map((w) => ({
        day_of_week: w.day_of_week,
        start_time: w.start_time,
        end_time: w.end_time,
      })),
      exceptions: l.exceptions.map((e) => ({
        date: e.date,
        intervals: e.intervals.map((i) => ({ start_time: i.start_time, end_time: i.end_time })),
        note: e.note,
      })),
    })),
    staff: s.staff_ids
      .map((id) => staff.find((m) => m._id === id))
      .filter((m): m is StaffDoc => m !== undefined && m.is_active)
      .map((m) => ({ id: m._id, name: m.name, location_ids: m.schedules.map((x) => x.location_id) })),
    resources: s.resources.flatMap((b) => {
      const r = byId.get(b.resource_id);
      return r
        ? [{ id: r._id, name: r.name, location_id: r.location_id, capacity: r.capacity, quantity_required: b.quantity }]
        : [];
    }),
    variants: variants
      .filter((v) => v.is_active)
      .map((v) => ({
        id: v._id,
        name: v.name,
        price_adjustment: formatMinor(v.price_adjustment),
        is_default: v.is_default,
        duration_minutes: v.duration_minutes ?? null,
        buffer_minutes: v.buffer_minutes ?? null,
        capacity: v.capacity ?? null,
      })),
    // The first location's zone: where a single-location service's dates and hours are read.
    timezone: s.locations[0]?.timezone ?? 'UTC',
  };
}

export const presentSlot = (s: SlotResult) => ({
  start: s.start.toISOString(),
  end: s.end.toISOString(),
  is_available: s.is_available,
  remaining_capacity: s.remaining_capacity,
});

export const presentDay = (serviceId: string, d: DaySlots) => ({
  service_id: serviceId,
  date: d.date,
  duration_minutes: d.duration_minutes,
  slots: d.slots.map(presentSlot),
});

export const presentCheck = (serviceId: string, locationId: string, participants: number, r: CheckResult) => ({
  service_id: serviceId,
  location_id: locationId,
  start: r.start.toISOString(),
  end: r.end.toISOString(),
  duration_minutes: r.duration_minutes,
  participant_count: participants,
  is_available: r.is_available,
  remaining_capacity: r.remaining_capacity,
  staff_id: r.is_available ? r.staff_id : null,
  reason: r.reason,
});

const presentHistory = (h: BookingHistoryEntry) => ({
  at: h.at.toISOString(),
  kind: h.kind,
  by: h.by,
  from_start: iso(h.from_starts_at),
  from_end: iso(h.from_ends_at),
  from_staff_id: h.from_staff_id,
  to_start: iso(h.to_starts_at),
  to_end: iso(h.to_ends_at),
  to_staff_id: h.to_staff_id,
  reason: h.reason,
});

export const presentBooking = (b: BookingDoc) => ({
  id: b._id,
  order_id: b.order_id,
  line_item_id: b.line_item_id,
  service_id: b.service_id,
  variant_id: b.variant_id,
  staff_id: b.staff_id,
  status: b.status,
  start: b.starts_at.toISOString(),
  end: b.ends_at.toISOString(),
  timezone: b.timezone,
  location_id: b.location_id,
  participant_count: b.participant_count,
  customer_id: b.customer_id,
  history: b.history.map(presentHistory),
  version: b.version,
  cancelled_at: iso(b.cancelled_at),
  cancellation_reason: b.cancellation_reason,
  created_at: b.created_at.toISOString(),
  updated_at: b.updated_at.toISOString(),
});
