// The scheduling records of service products (collection `services`), matched by product, and the stored form of
// opening hours, which staff schedules share.
import { newId } from '../../kernel/ids.js';
import type { DatedException, ServiceLocationDoc, ServiceRecordDoc, WeeklyInterval } from '../scheduling/index.js';
import { loc, put, setOn, type ApplyContext } from './apply-context.js';
import type { ImportProduct, ImportScheduleException, ImportWeeklyHours } from './format.js';

type ServiceDefinition = Omit<
  ServiceRecordDoc,
  '_id' | 'business_id' | 'livemode' | 'product_id' | 'name' | 'description' | 'is_active' | 'created_at' | 'updated_at'
>;

/**
 * Writes the service record of every service product, and deactivates those of products that are no longer services.
 * Runs before the products, which point at them: returns product slug → service id (null for none).
 */
export function writeServices(ctx: ApplyContext): Map<string, string | null> {
  const serviceIdOf = new Map<string, string | null>();
  for (const p of ctx.file.products) {
    const pid = ctx.id.product.get(p.slug)!;
    const storedService = ctx.stored.serviceByProduct.get(pid);
    const type = p.type ?? 'product';
    if (type !== 'service') {
      // No longer a service: its record stays for past bookings, but cannot be booked.
      if (storedService?.is_active) setOn(ctx, 'services', storedService._id, { is_active: false });
      serviceIdOf.set(p.slug, null);
      continue;
    }
    const definition = p.service ? fromServiceSection(ctx, p) : legacyService(ctx, p);
    if (!definition) {
      // A service product with neither `service` nor `schedules`: whatever record it has is left as it is.
      serviceIdOf.set(p.slug, ctx.stored.productBySlug.get(p.slug)?.service_id ?? null);
      continue;
    }
    const id = storedService?._id ?? newId('service');
    serviceIdOf.set(p.slug, id);
    ctx.ids[`service:${p.slug}`] = id;
    put(ctx, ctx.store.services, 'services', id, !!storedService, {
      product_id: pid,
      name: p.name,
      description: p.description ? p.description : null,
      is_active: p.is_active ?? true,
      ...definition,
    });
  }
  return serviceIdOf;
}

/** The record's scheduling fields from the product's `service` section (defaults filled by the schema). */
function fromServiceSection(ctx: ApplyContext, p: ImportProduct): ServiceDefinition {
  const svc = p.service!;
  return {
    locations: svc.locations.map(
      (l): ServiceLocationDoc => ({
        location_id: loc(ctx, l.location),
        timezone: l.timezone ?? ctx.id.tzOfLocation.get(l.location)!,
        weekly_hours: weeklyHours(l.weekly_hours ?? []),
        exceptions: datedExceptions(l.exceptions ?? []),
      }),
    ),
    duration_minutes: svc.duration_minutes,
    buffer_before_minutes: svc.buffer_before_minutes ?? 0,
    buffer_after_minutes: svc.buffer_after_minutes ?? 0,
    slot_interval_minutes: svc.slot_interval_minutes ?? svc.duration_minutes,
    capacity: svc.capacity ?? 1,
    min_notice_minutes: svc.min_notice_minutes ?? 0,
    max_advance_days: svc.max_advance_days ?? 90,
    cancellation_cutoff_minutes: svc.cancellation_cutoff_minutes ?? 0,
    staff_ids: (svc.staff ?? []).map((ref) => ctx.id.staff.get(ref)!),
    resources: (svc.resources ?? []).map((r) => ({
      resource_id: ctx.id.resource.get(r.resource)!,
      quantity: r.quantity ?? 1,
    })),
  };
}

/**
 * Older documents gave a service only ordering `schedules`: a record built from them (documented on the product's
 * `schedules`). A rule with a location applies there; one without applies at every location of the product's
 * `locations`, else at every location the business has. Null when that yields no location.
 */
function legacyService(ctx: ApplyContext, p: ImportProduct): ServiceDefinition | null {
  const rules = p.schedules ?? [];
  if (!rules.length) return null;
  const everywhere = (p.locations ?? []).length ? p.locations! : [...ctx.id.location.keys()];
  const byLocation = new Map<string, { zone: string; hours: ImportWeeklyHours[] }>();
  for (const r of rules) {
    for (const ref of r.location ? [r.location] : everywhere) {
      if (!byLocation.has(ref))
        byLocation.set(ref, { zone: r.timezone ?? ctx.id.tzOfLocation.get(ref) ?? ctx.defaultTz, hours: [] });
      byLocation.get(ref)!.hours.push({ day_of_week: r.day_of_week, start_time: r.start_time, end_time: r.end_time });
    }
  }
  if (!byLocation.size) return null;
  const variants = p.variants ?? [];
  const duration = (variants.find((v) => v.is_default) ?? variants[0])?.duration_minutes ?? 60;
  return {
    locations: [...byLocation].map(([ref, { zone, hours }]) => ({
      location_id: loc(ctx, ref),
      timezone: zone,
      weekly_hours: mergeHours(hours),
      exceptions: [],
    })),
    duration_minutes: duration,
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    slot_interval_minutes: duration,
    capacity: 1,
    min_notice_minutes: 0,
    max_advance_days: 90,
    cancellation_cutoff_minutes: 0,
    staff_ids: [],
    resources: [],
  };
}

const byStart = <T extends { start_time: string }>(a: T, b: T) =>
  a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0;

/** Weekly hours as stored: by weekday, then opening time. */
export function weeklyHours(hours: ImportWeeklyHours[]): WeeklyInterval[] {
  return hours
    .map((h) => ({ day_of_week: h.day_of_week, start_time: h.start_time, end_time: h.end_time }))
    .sort((a, b) => a.day_of_week - b.day_of_week || byStart(a, b));
}

/** Dated exceptions as stored: by date, each day's intervals by opening time. */
export function datedExceptions(exceptions: ImportScheduleException[]): DatedException[] {
  return exceptions
    .map((e) => ({
      date: e.date,
      intervals: (e.intervals ?? []).map((i) => ({ start_time: i.start_time, end_time: i.end_time })).sort(byStart),
      note: e.note ?? null,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Legacy rules may overlap (one for a location, one for every location): overlapping or touching intervals merge. */
function mergeHours(hours: ImportWeeklyHours[]): WeeklyInterval[] {
  const out: WeeklyInterval[] = [];
  for (const h of weeklyHours(hours)) {
    const last = out[out.length - 1];
    if (last && last.day_of_week === h.day_of_week && h.start_time <= last.end_time) {
      if (h.end_time > last.end_time) last.end_time = h.end_time;
    } else out.push({ ...h });
  }
  return out;
}
