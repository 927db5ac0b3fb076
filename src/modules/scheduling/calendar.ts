// What the slot rules need to answer for one service at one location over a time range, read from the store in
// three queries: the service's qualified active staff, its resources, and the day documents (days.ts readDays) of
// the service there, of those staff members and of those resources, which give what the rules need of every booking
// (not cancelled) and live hold that occupies them. A claim reads it inside its transaction (having vacated the
// booking or hold it changes first); reads outside one see a consistent snapshot per query, which is all a listing
// needs.
import type { ClientSession, Db } from 'mongodb';
import { notFound, validationError } from '../../kernel/errors.js';
import type { TenantContext } from '../../store/index.js';
import { readDays } from './days.js';
import type { ServiceLocationDoc, ServiceRecordDoc } from './model.js';
import { resources as resourceDocs, serviceRecords, staff as staffDocs } from './store.js';
import { dayBounds, terms, type Calendar, type VariantTerms } from './rules/index.js';

export interface CalendarRange {
  from: Date;
  to: Date;
  now: Date;
}

/** The service, or 404; an inactive service is not bookable (404 too: it is not offered). */
export async function loadService(
  db: Db,
  t: TenantContext,
  serviceId: string,
  session?: ClientSession,
): Promise<ServiceRecordDoc> {
  const service = await serviceRecords(db, t).findOne({ _id: serviceId }, { session });
  if (!service || !service.is_active) throw notFound(`Service ${serviceId} not found`);
  return service;
}

/** The location entry a request means: the one named, or the only one; 400 naming `field` when ambiguous or unknown. */
export function pickLocation(
  service: ServiceRecordDoc,
  locationId: string | undefined | null,
  field = 'location_id',
): ServiceLocationDoc {
  if (locationId) {
    const loc = service.locations.find((l) => l.location_id === locationId);
    if (!loc)
      throw validationError(
        `${field}: the service is not offered at ${locationId} (it is at ${service.locations.map((l) => l.location_id).join(', ')})`,
      );
    return loc;
  }
  if (service.locations.length === 1) return service.locations[0];
  if (service.locations.length === 0)
    throw validationError(`service_id: ${service._id} has no location to be booked at`);
  throw validationError(
    `${field}: required, the service is offered at several locations (${service.locations.map((l) => l.location_id).join(', ')})`,
  );
}

/**
 * The span whose occupancy decides the slots of local dates `first`..`last`: their days widened by the buffers a
 * slot blocks before and after it (a slot lies inside its local date: opening hours end by 24:00). Reading a
 * whole day either side instead tripled a one-day request's reads.
 */
export function datesSpan(
  service: ServiceRecordDoc,
  variant: VariantTerms | null,
  zone: string,
  first: string,
  last: string,
): { from: Date; to: Date } {
  const t = terms(service, variant);
  const from = dayBounds(first, zone)[0].getTime() - t.buffer_before_minutes * 60_000;
  const to = dayBounds(last, zone)[1].getTime() + t.buffer_after_minutes * 60_000;
  return { from: new Date(from), to: new Date(to) };
}

/** The span whose occupancy decides one start: the interval a slot starting then blocks (the rules read no more). */
export function startSpan(
  service: ServiceRecordDoc,
  variant: VariantTerms | null,
  start: Date,
  durationMinutes?: number | null,
): { from: Date; to: Date } {
  const t = terms(service, variant, durationMinutes);
  const at = start.getTime();
  return {
    from: new Date(at - t.buffer_before_minutes * 60_000),
    to: new Date(at + (t.duration_minutes + t.buffer_after_minutes) * 60_000),
  };
}

export async function loadCalendar(
  db: Db,
  t: TenantContext,
  service: ServiceRecordDoc,
  location: ServiceLocationDoc,
  range: CalendarRange,
  session?: ClientSession,
): Promise<Calendar> {
  const readStaff = () =>
    service.staff_ids.length
      ? staffDocs(db, t)
          .find({ _id: { $in: service.staff_ids }, is_active: true }, { session })
          .toArray()
      : Promise.resolve([]);
  const readResources = () =>
    service.resources.length
      ? resourceDocs(db, t)
          .find({ _id: { $in: service.resources.map((r) => r.resource_id) } }, { session })
          .toArray()
      : Promise.resolve([]);
  // In turn inside a transaction: MongoDB does not support parallel operations in one (on a replica set the first
  // command starts it, and a second one sent beside it can arrive first and find no transaction).
  const [staff, resources] = session
    ? [await readStaff(), await readResources()]
    : await Promise.all([readStaff(), readResources()]);
  // Keep the service's own order of staff: assignment takes the first qualified member who is free.
  staff.sort((a, b) => service.staff_ids.indexOf(a._id) - service.staff_ids.indexOf(b._id));
  const occupancy = await readDays(
    db,
    t,
    {
      serviceId: service._id,
      locationId: location.location_id,
      staffIds: staff.map((m) => m._id),
      resourceIds: resources.map((r) => r._id),
      from: range.from,
      to: range.to,
      now: range.now,
    },
    session,
  );
  return { service, location, staff, resources, occupancy };
}
