// What the slot rules need to answer for one service at one location over a time range, read from the store in a
// few queries: the service, its location entry, its qualified active staff, its resources, and every booking
// (not cancelled) and live hold that occupies the service there, one of those staff members, or one of those
// resources over the range. A claim reads it inside its transaction; reads outside one see a consistent snapshot
// per query, which is all a listing needs.
import type { ClientSession, Db, Filter } from 'mongodb';
import { notFound, validationError } from '../../kernel/errors.js';
import type { ScopedCollection, TenantContext } from '../../store/index.js';
import type { BookingDoc, BookingHoldDoc, ServiceLocationDoc, ServiceRecordDoc } from './model.js';
import { bookingHolds, bookings, resources as resourceDocs, serviceRecords, staff as staffDocs } from './store.js';
import { OccupancyReader } from './occupancy-bson.js';
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
 * Runs the reads at once, or one after another inside a transaction: MongoDB does not support parallel operations
 * in one transaction (on a replica set the first command starts it, and a second one sent beside it can arrive
 * first and find no transaction).
 */
async function inTurn<T>(session: ClientSession | undefined, reads: (() => Promise<T>)[]): Promise<T[]> {
  if (!session) return Promise.all(reads.map((r) => r()));
  const out: T[] = [];
  for (const r of reads) out.push(await r());
  return out;
}

/** Whose occupancy a calendar reads: a store filter and the same condition as a test of an occupancy. */
interface Branch {
  filter: Filter<BookingDoc & BookingHoldDoc>;
  has(o: Occupancy): boolean;
}

/**
 * Every document of `coll` matching `base` and one of `branches`, as occupancy, each once. One query per branch
 * rather than one `$or` (unless `oneQuery`): each branch has its own index (service + location, staff, resource,
 * each then blocks_from), and the embedded store plans an index for top-level conditions only, so an `$or` would
 * be matched against every document of the business. A document an earlier branch also matches was read there
 * and is dropped. Documents come raw and only the occupancy's fields are decoded (occupancy-bson.ts says why), in
 * one batch per query (the default first batch of 101 would cost most queries a second round trip).
 */
async function readOccupancy<T extends BookingDoc | BookingHoldDoc>(
  coll: ScopedCollection<T>,
  base: Filter<T>,
  branches: Branch[],
  session: ClientSession | undefined,
  oneQuery = false,
): Promise<Occupancy[]> {
  const filters = oneQuery ? [{ ...base, $or: branches.map((b) => b.filter) }] : branches.map((b) => ({ ...base, ...b.filter }));
  const lists = await inTurn(
    session,
    filters.map((f) => () => coll.find(f as Filter<T>, { session, raw: true, batchSize: 100_000 }).toArray() as unknown as Promise<Uint8Array[]>),
  );
  const out: Occupancy[] = [];
  lists.forEach((list, i) => {
    const reader = new OccupancyReader();
    for (const bytes of list) {
      const o = reader.read(bytes);
      let seen = false;
      for (let j = 0; j < i && !seen; j++) seen = branches[j].has(o);
      if (!seen) out.push(o);
    }
  });
  return out;
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
    service.staff_ids.length ? staffDocs(db, t).find({ _id: { $in: service.staff_ids }, is_active: true }, { session }).toArray() : Promise.resolve([]);
  const readResources = () =>
    service.resources.length
      ? resourceDocs(db, t).find({ _id: { $in: service.resources.map((r) => r.resource_id) } }, { session }).toArray()
      : Promise.resolve([]);
  // In turn inside a transaction (inTurn says why).
  const [staff, resources] = session ? [await readStaff(), await readResources()] : await Promise.all([readStaff(), readResources()]);
  // Keep the service's own order of staff: assignment takes the first qualified member who is free.
  staff.sort((a, b) => service.staff_ids.indexOf(a._id) - service.staff_ids.indexOf(b._id));
  // One branch per staff member and per resource: the embedded store bounds an index scan by an `$in` or by a
  // range, not both, so `staff_id: { $in }` would walk every booking those members ever had.
  const who: Branch[] = [
    { filter: { service_id: service._id, location_id: location.location_id }, has: (o) => o.service_id === service._id && o.location_id === location.location_id },
    ...staff.map((s): Branch => ({ filter: { staff_id: s._id }, has: (o) => o.staff_id === s._id })),
    ...resources.map((r): Branch => ({ filter: { 'resources.resource_id': r._id }, has: (o) => o.resources.some((x) => x.resource_id === r._id) })),
  ];
  const overlap = { blocks_from: { $lt: range.to }, blocks_until: { $gt: range.from } };
  const bookingsBase = { ...overlap, status: { $ne: 'cancelled' as const }, ...(range.exceptBookingId ? { _id: { $ne: range.exceptBookingId } } : {}) };
  const holdsBase = { ...overlap, expires_at: { $gt: range.now }, ...(range.exceptHoldIds?.length ? { _id: { $nin: range.exceptHoldIds } } : {}) };
  const [booked, held] = await inTurn(session, [
    () => readOccupancy(bookings(db, t), bookingsBase, who, session),
    // Holds are few (live carts only; lapsed ones are swept within the hour): one query over all of them costs less
    // than a round trip per branch.
    () => readOccupancy(bookingHolds(db, t), holdsBase, who, session, true),
  ]);
  return { service, location, staff, resources, occupancy: booked.concat(held) };
}
