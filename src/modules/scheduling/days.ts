// Day documents (ScheduleDayDoc in model.ts): for each service at a location, staff member and resource, and each UTC
// date, the bookings and cart holds occupying it then; a staff member's also sums its bookings up as merged busy
// blocks per service and location. They are derived from bookings and holds and changed in the same transaction as
// those, by the functions here:
//   - a claim adds its entry to the day documents of everything it takes (occupy), after reading them: so two claims
//     that could conflict write a document in common, and one of the two transactions aborts and retries;
//   - a cancel, a hold's release and the old time of a reschedule or of a hold claimed again take the entry out
//     (vacate), before any new claim of the same booking or hold (an entry is found by its id);
//   - a hold that lapses needs nothing: its entry carries expires_at, counts for nothing after it, and goes with the
//     next write of that document.
// Why UTC dates: a staff member or resource serving locations in two zones must get the same document for the same
// hour from both. Why they exist: availability for a month reads 31 × (1 + staff + resources) documents by _id
// instead of thousands of bookings, and of a staff member's day only the busy blocks (a few) and the holds, not every
// booking (docs/benchmarks.md, "Scheduling availability"); the claim's conflict comes with the read for free.
// rebuildDays() recomputes them from bookings and holds, for a data directory written before they existed.
import type { AnyBulkWriteOperation, ClientSession, Db } from 'mongodb';
import type { TenantContext } from '../../store/index.js';
import type { BookingDoc, BookingHoldDoc, BusyBlock, DayEntry, ScheduleDayDoc } from './model.js';
import { OccupancyReader } from './occupancy-bson.js';
import { localDatesOf, type Occupancy } from './rules/index.js';
import { everyTenant, scheduleDays } from './store.js';

/** Whose time a day document lists. */
type DayKey =
  | { kind: 'svc'; serviceId: string; locationId: string }
  | { kind: 'stf'; staffId: string }
  | { kind: 'res'; resourceId: string };

const prefix = (t: TenantContext) => `${t.business_id}:${t.livemode ? 'live' : 'test'}`;

function keyPart(k: DayKey): string {
  if (k.kind === 'svc') return `svc:${k.serviceId}:${k.locationId}`;
  if (k.kind === 'stf') return `stf:${k.staffId}`;
  return `res:${k.resourceId}`;
}

/** The UTC dates [from, until) touches. */
const utcDates = (from: Date, until: Date) => localDatesOf(from, until, 'UTC');

/** The keys an occupancy is listed under: its service at its location, its staff member, each of its resources. */
function keysOf(o: Pick<Occupancy, 'service_id' | 'location_id' | 'staff_id' | 'resources'>): DayKey[] {
  const keys: DayKey[] = [{ kind: 'svc', serviceId: o.service_id, locationId: o.location_id }];
  if (o.staff_id) keys.push({ kind: 'stf', staffId: o.staff_id });
  for (const r of o.resources) keys.push({ kind: 'res', resourceId: r.resource_id });
  return keys;
}

/** The day documents' ids for these keys over these dates, in a fixed order (two claims meet on the first, not in a cycle). */
function dayIds(t: TenantContext, keys: DayKey[], dates: string[]): string[] {
  const ids = new Set<string>();
  for (const k of keys) for (const d of dates) ids.add(dayId(t, k, d));
  return [...ids].sort();
}

const dayId = (t: TenantContext, k: DayKey, date: string) => `${prefix(t)}:${keyPart(k)}:${date}`;

const dateOfId = (id: string) => id.slice(id.length - 10);
/** Whether a day document's id is a staff member's (`…:stf:…`; business ids hold no colon). */
const isStaffDay = (id: string) => id.split(':')[2] === 'stf';
const DAY = 86_400_000;

/** The ids of the documents an occupancy is listed in. */
const idsOf = (t: TenantContext, o: Occupancy) => dayIds(t, keysOf(o), utcDates(o.blocks_from, o.blocks_until));

/** A booking's or hold's entry (only the occupancy's fields: the documents stay small). */
function entryOf(doc: (BookingDoc | BookingHoldDoc) & Occupancy): DayEntry {
  const entry: DayEntry = {
    id: doc._id,
    service_id: doc.service_id,
    location_id: doc.location_id,
    staff_id: doc.staff_id,
    starts_at: doc.starts_at,
    ends_at: doc.ends_at,
    blocks_from: doc.blocks_from,
    blocks_until: doc.blocks_until,
    participant_count: doc.participant_count,
    resources: doc.resources.map((r) => ({ resource_id: r.resource_id, quantity: r.quantity })),
  };
  if ('expires_at' in doc) entry.expires_at = doc.expires_at;
  return entry;
}

/** The bookings' blocked intervals per service and location, merged where they meet or overlap; sorted, so a
 * document written twice from the same bookings is the same. */
function busyOf(
  bookings: Pick<DayEntry, 'service_id' | 'location_id' | 'blocks_from' | 'blocks_until'>[],
): BusyBlock[] {
  const groups = new Map<string, BusyBlock>();
  const sorted = [...bookings].sort(
    (a, b) => a.blocks_from.getTime() - b.blocks_from.getTime() || a.blocks_until.getTime() - b.blocks_until.getTime(),
  );
  for (const e of sorted) {
    const key = `${e.service_id}\u0000${e.location_id}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { service_id: e.service_id, location_id: e.location_id, blocks: [] }));
    const last = g.blocks[g.blocks.length - 1];
    if (last && e.blocks_from.getTime() <= last.until.getTime()) {
      if (e.blocks_until.getTime() > last.until.getTime()) last.until = e.blocks_until;
    } else g.blocks.push({ from: e.blocks_from, until: e.blocks_until });
  }
  return [...groups.values()].sort((a, b) => (a.service_id + a.location_id < b.service_id + b.location_id ? -1 : 1));
}

/** A day document's content from its bookings and holds. */
const contentOf = (id: string, bookings: DayEntry[], holds: DayEntry[]) => ({
  date: dateOfId(id),
  bookings,
  holds,
  busy: isStaffDay(id) ? busyOf(bookings) : [],
});

/**
 * Reads these day documents in the transaction, lets `change` edit each one's bookings and holds (the lapsed holds
 * already dropped), and writes them back whole, with their busy blocks, in one round trip. `create`: a missing
 * document starts empty (a claim), else it is left alone (a release: nothing to take out).
 */
async function rewrite(
  db: Db,
  t: TenantContext,
  ids: string[],
  at: Date,
  session: ClientSession,
  create: boolean,
  change: (day: { bookings: DayEntry[]; holds: DayEntry[] }, id: string) => void,
): Promise<void> {
  if (!ids.length) return;
  const coll = scheduleDays(db, t);
  const found = new Map(
    (await coll.find({ _id: { $in: ids } }, { session }).toArray()).map((d) => [d._id, d] as const),
  );
  const ops: AnyBulkWriteOperation<ScheduleDayDoc>[] = [];
  for (const id of [...ids].sort()) {
    const cur = found.get(id);
    if (!cur && !create) continue;
    const day = { bookings: [...(cur?.bookings ?? [])], holds: (cur?.holds ?? []).filter((h) => h.expires_at! > at) };
    change(day, id);
    ops.push({
      updateOne: {
        filter: { _id: id },
        update: { $set: { ...contentOf(id, day.bookings, day.holds), updated_at: at }, $inc: { version: 1 } },
        upsert: true,
      },
    });
  }
  if (ops.length) await coll.bulkWrite(ops, { session });
}

/** Adds the entry (a hold's when it has expires_at, else a booking's) to every day document it belongs in. */
export async function occupy(
  db: Db,
  t: TenantContext,
  entry: DayEntry,
  at: Date,
  session: ClientSession,
): Promise<void> {
  await rewrite(db, t, idsOf(t, entry), at, session, true, (day) =>
    (entry.expires_at ? day.holds : day.bookings).push(entry),
  );
}

/** Takes the entries of these bookings or holds out of their day documents (a no-op for ones not listed). */
export async function vacate(
  db: Db,
  t: TenantContext,
  docs: ((BookingDoc | BookingHoldDoc) & Occupancy)[],
  at: Date,
  session: ClientSession,
): Promise<void> {
  const leaving = new Map<string, Set<string>>();
  for (const d of docs) for (const id of idsOf(t, d)) leaving.set(id, (leaving.get(id) ?? new Set()).add(d._id));
  await rewrite(db, t, [...leaving.keys()], at, session, false, (day, id) => {
    const gone = leaving.get(id)!;
    day.bookings = day.bookings.filter((e) => !gone.has(e.id));
    day.holds = day.holds.filter((e) => !gone.has(e.id));
  });
}

/**
 * A live hold becomes a booking with the same claim (checkout): in each of its day documents the hold's entry
 * makes way for the booking's, in one write (the documents are the same: same keys, same dates).
 */
export async function holdToBooking(
  db: Db,
  t: TenantContext,
  hold: BookingHoldDoc,
  bookingId: string,
  at: Date,
  session: ClientSession,
): Promise<void> {
  const entry: DayEntry = { ...entryOf(hold), id: bookingId };
  delete entry.expires_at;
  await rewrite(db, t, idsOf(t, hold), at, session, true, (day) => {
    day.holds = day.holds.filter((e) => e.id !== hold._id);
    day.bookings.push(entry);
  });
}

export interface DayRead {
  serviceId: string;
  locationId: string;
  /** The qualified active staff members, and the resources, whose time the rules look at. */
  staffIds: string[];
  resourceIds: string[];
  from: Date;
  to: Date;
  now: Date;
}

/**
 * What the slot rules need to know of who is occupied over [from, to), read from the day documents of the service
 * at the location, of each staff member and of each resource over the range's UTC dates, in one query by _id (raw;
 * occupancy-bson.ts decodes only the fields used). Each booking and live hold comes once, from one document:
 *   - the service's documents: every booking and hold of the service there (the rules count its participants);
 *   - a staff member's: only the time they are busy with other services or places (merged busy blocks, and holds),
 *     as occupancies of that member and nothing else (the service's own bookings came with its documents);
 *   - a resource's: the bookings and holds of other services or places that use it, each from the first of its
 *     resources read, whole (so its staff member and other resources are counted too);
 *   - a booking that crosses midnight UTC is listed on both dates and taken on the date of the first instant it
 *     occupies within the range.
 */
export async function readDays(db: Db, t: TenantContext, read: DayRead, session?: ClientSession): Promise<Occupancy[]> {
  const from = read.from.getTime();
  const to = read.to.getTime();
  if (to <= from) return [];
  const now = read.now.getTime();
  const plan = new Map<string, { kind: DayKey['kind']; who: string; dayStart: number }>();
  for (const date of utcDates(read.from, read.to)) {
    const dayStart = Date.parse(`${date}T00:00:00.000Z`);
    plan.set(dayId(t, { kind: 'svc', serviceId: read.serviceId, locationId: read.locationId }, date), {
      kind: 'svc',
      who: '',
      dayStart,
    });
    for (const s of read.staffIds)
      plan.set(dayId(t, { kind: 'stf', staffId: s }, date), { kind: 'stf', who: s, dayStart });
    for (const r of read.resourceIds)
      plan.set(dayId(t, { kind: 'res', resourceId: r }, date), { kind: 'res', who: r, dayStart });
  }
  const raw = (await scheduleDays(db, t)
    .find({ _id: { $in: [...plan.keys()] } }, { session, raw: true, batchSize: 100_000 })
    .toArray()) as unknown as Uint8Array[];
  const resourceOrder = new Map(read.resourceIds.map((r, i) => [r, i] as const));
  const ours = (o: Occupancy) => o.service_id === read.serviceId && o.location_id === read.locationId;
  const meets = (o: Occupancy) => o.blocks_from.getTime() < to && o.blocks_until.getTime() > from;
  const live = (expiresAt: number | null) => expiresAt === null || expiresAt > now;
  const out: Occupancy[] = [];
  const reader = new OccupancyReader();
  for (const bytes of raw) {
    const day = plan.get(reader.id(bytes));
    if (!day) continue;
    const onThisDate = (o: Occupancy) => {
      const first = Math.max(o.blocks_from.getTime(), from);
      return first >= day.dayStart && first < day.dayStart + DAY;
    };
    if (day.kind === 'svc') {
      const take = (o: Occupancy, expiresAt: number | null) => {
        if (live(expiresAt) && meets(o) && onThisDate(o)) out.push(o);
      };
      reader.readDay(bytes, { bookings: take, holds: take });
    } else if (day.kind === 'stf') {
      const staffId = day.who;
      reader.readDay(bytes, {
        busy: (serviceId, locationId, blockFrom, blockUntil) => {
          if ((serviceId === read.serviceId && locationId === read.locationId) || blockFrom >= to || blockUntil <= from)
            return;
          const f = new Date(blockFrom);
          const u = new Date(blockUntil);
          out.push({
            service_id: serviceId,
            location_id: locationId,
            staff_id: staffId,
            starts_at: f,
            ends_at: u,
            blocks_from: f,
            blocks_until: u,
            participant_count: 0,
            resources: [],
          });
        },
        holds: (o, expiresAt) => {
          if (live(expiresAt) && !ours(o) && meets(o) && onThisDate(o))
            out.push({ ...o, staff_id: staffId, resources: [] });
        },
      });
    } else {
      const take = (o: Occupancy, expiresAt: number | null) => {
        if (!live(expiresAt) || ours(o) || !meets(o) || !onThisDate(o)) return;
        let first = '';
        let best = Infinity;
        for (const r of o.resources) {
          const i = resourceOrder.get(r.resource_id);
          if (i !== undefined && i < best) [best, first] = [i, r.resource_id];
        }
        if (first === day.who) out.push(o);
      };
      reader.readDay(bytes, { bookings: take, holds: take });
    }
  }
  return out;
}

/**
 * Makes every day document list exactly what the bookings (not cancelled) and live holds say; answers how many
 * list something. For a data directory written before day documents existed (ensureDays runs it at start when there
 * are bookings or holds and no day document at all), or to repair one by hand. Idempotent: each document is
 * replaced whole. Not for a store taking claims meanwhile: a claim between its read and its write would be lost.
 */
export async function rebuildDays(db: Db, now: Date): Promise<number> {
  const all = new Map<string, { t: TenantContext; bookings: DayEntry[]; holds: DayEntry[] }>();
  const add = (doc: (BookingDoc | BookingHoldDoc) & Occupancy, kind: 'bookings' | 'holds') => {
    const t = { business_id: doc.business_id, livemode: doc.livemode };
    const entry = entryOf(doc);
    for (const id of idsOf(t, entry)) {
      const day = all.get(id) ?? { t, bookings: [], holds: [] };
      day[kind].push(entry);
      all.set(id, day);
    }
  };
  for await (const b of everyTenant.bookings(db).find({ status: { $ne: 'cancelled' } }, { sort: { _id: 1 } }))
    add(b, 'bookings');
  for await (const h of everyTenant.bookingHolds(db).find({ expires_at: { $gt: now } }, { sort: { _id: 1 } }))
    add(h, 'holds');
  const ops: AnyBulkWriteOperation<ScheduleDayDoc>[] = [...all].map(([id, { t, bookings, holds }]) => ({
    replaceOne: {
      filter: { _id: id },
      replacement: {
        _id: id,
        business_id: t.business_id,
        livemode: t.livemode,
        ...contentOf(id, bookings, holds),
        version: 1,
        updated_at: now,
      },
      upsert: true,
    },
  }));
  const coll = everyTenant.scheduleDays(db);
  // A document that lists something no booking or hold says any more is emptied.
  for await (const d of coll.find({}, { projection: { _id: 1 } })) {
    if (!all.has(d._id))
      ops.push({
        updateOne: { filter: { _id: d._id }, update: { $set: { ...contentOf(d._id, [], []), updated_at: now } } },
      });
  }
  for (let i = 0; i < ops.length; i += 1000) await coll.bulkWrite(ops.slice(i, i + 1000), { ordered: false });
  return all.size;
}

/** Builds the day documents when a data directory has bookings or holds but none yet (see rebuildDays). */
export async function ensureDays(db: Db, now: Date): Promise<number> {
  if (await everyTenant.scheduleDays(db).findOne({}, { projection: { _id: 1 } })) return 0;
  const any =
    (await everyTenant.bookings(db).findOne({}, { projection: { _id: 1 } })) ??
    (await everyTenant.bookingHolds(db).findOne({}, { projection: { _id: 1 } }));
  return any ? rebuildDays(db, now) : 0;
}
