// What the slot rules need to answer for one service at one location over a time range, read from the store in a
// few queries: the service, its location entry, its qualified active staff, its resources, and every booking
// (not cancelled) and live hold that occupies the service there, one of those staff members, or one of those
// resources over the range. A claim reads it inside its transaction; reads outside one see a consistent snapshot
// per query, which is all a listing needs.
import type { ClientSession, Db, Filter } from 'mongodb';
import { notFound, validationError } from '../../kernel/errors.js';
import type { TenantContext } from '../../store/index.js';
import type { BookingDoc, BookingHoldDoc, ServiceLocationDoc, ServiceRecordDoc } from './model.js';
import { bookingHolds, bookings, resources as resourceDocs, serviceRecords, staff as staffDocs } from './store.js';
import type { Calendar, Occupancy } from './rules/index.js';

export interface CalendarRange {
  from: Date;
  to: Date;
  now: Date;
  /** Leave these out of the occupancy: the hold or booking being changed. */
  exceptHoldIds?: string[];
  exceptBookingId?: string;
}

/** The service, or 404; an inactive service is not bookable (404 too: it is not offered). */
export async function loadService(db: Db, t: TenantContext, serviceId: string, session?: ClientSession): Promise<ServiceRecordDoc> {
  const service = await serviceRecords(db, t).findOne({ _id: serviceId }, { session });
  if (!service || !service.is_active) throw notFound(`Service ${serviceId} not found`);
  return service;
}

/** The location entry a request means: the one named, or the only one; 400 naming `field` when ambiguous or unknown. */
export function pickLocation(service: ServiceRecordDoc, locationId: string | undefined | null, field = 'location_id'): ServiceLocationDoc {
  if (locationId) {
    const loc = service.locations.find((l) => l.location_id === locationId);
    if (!loc) throw validationError(`${field}: the service is not offered at ${locationId} (it is at ${service.locations.map((l) => l.location_id).join(', ')})`);
    return loc;
  }
  if (service.locations.length === 1) return service.locations[0];
  if (service.locations.length === 0) throw validationError(`service_id: ${service._id} has no location to be booked at`);
  throw validationError(`${field}: required, the service is offered at several locations (${service.locations.map((l) => l.location_id).join(', ')})`);
}

/**
 * Only the fields the rules read. A month of a busy calendar is thousands of bookings, and decoding whole documents
 * (ids, history, stamps) was most of an availability request's time: the driver's BSON decoding and the garbage
 * it leaves. Without `_id` too: nothing downstream names an occupancy.
 */
const OCCUPANCY_FIELDS = {
  _id: 0,
  service_id: 1,
  location_id: 1,
  staff_id: 1,
  starts_at: 1,
  ends_at: 1,
  blocks_from: 1,
  blocks_until: 1,
  participant_count: 1,
  resources: 1,
} as const;

type OccupancyFields = Pick<BookingDoc, Exclude<keyof typeof OCCUPANCY_FIELDS, '_id'>>;

const toOccupancy = (d: OccupancyFields): Occupancy => ({
  service_id: d.service_id,
  location_id: d.location_id,
  staff_id: d.staff_id,
  starts_at: d.starts_at,
  ends_at: d.ends_at,
  blocks_from: d.blocks_from,
  blocks_until: d.blocks_until,
  participant_count: d.participant_count,
  resources: d.resources,
});

export async function loadCalendar(
  db: Db,
  t: TenantContext,
  service: ServiceRecordDoc,
  location: ServiceLocationDoc,
  range: CalendarRange,
  session?: ClientSession,
): Promise<Calendar> {
  const [staff, resources] = await Promise.all([
    service.staff_ids.length
      ? staffDocs(db, t).find({ _id: { $in: service.staff_ids }, is_active: true }, { session }).toArray()
      : Promise.resolve([]),
    service.resources.length
      ? resourceDocs(db, t).find({ _id: { $in: service.resources.map((r) => r.resource_id) } }, { session }).toArray()
      : Promise.resolve([]),
  ]);
  // Keep the service's own order of staff: assignment takes the first qualified member who is free.
  staff.sort((a, b) => service.staff_ids.indexOf(a._id) - service.staff_ids.indexOf(b._id));
  const who: Filter<BookingDoc>[] = [{ service_id: service._id, location_id: location.location_id }];
  if (staff.length) who.push({ staff_id: { $in: staff.map((s) => s._id) } });
  if (resources.length) who.push({ 'resources.resource_id': { $in: resources.map((r) => r._id) } });
  const overlap = { blocks_from: { $lt: range.to }, blocks_until: { $gt: range.from } };
  const [booked, held] = await Promise.all([
    bookings(db, t)
      .find({ ...overlap, status: { $ne: 'cancelled' }, $or: who, ...(range.exceptBookingId ? { _id: { $ne: range.exceptBookingId } } : {}) }, { session, projection: OCCUPANCY_FIELDS })
      .toArray() as Promise<OccupancyFields[]>,
    bookingHolds(db, t)
      .find(
        { ...overlap, expires_at: { $gt: range.now }, $or: who as Filter<BookingHoldDoc>[], ...(range.exceptHoldIds?.length ? { _id: { $nin: range.exceptHoldIds } } : {}) },
        { session, projection: OCCUPANCY_FIELDS },
      )
      .toArray() as Promise<OccupancyFields[]>,
  ]);
  return { service, location, staff, resources, occupancy: [...booked.map(toOccupancy), ...held.map(toOccupancy)] };
}
