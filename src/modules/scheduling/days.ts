// Day documents (ScheduleDayDoc in model.ts): for each service at a location, staff member and resource, and each UTC
// date, the bookings and cart holds occupying it then. They are derived from bookings and holds and changed in the
// same transaction as those, by the functions here:
//   - a claim adds its entry to the day documents of everything it takes (occupy), after reading them: so two claims
//     that could conflict write a document in common, and one of the two transactions aborts and retries;
//   - a cancel, a hold's release and the old time of a reschedule or of a hold claimed again take the entry out
//     (vacate), before any new claim of the same booking or hold (an entry is found by its id);
//   - a hold that lapses needs nothing: its entry carries expires_at, counts for nothing after it, and goes with the
//     next claim on that document.
// Why UTC dates: a staff member or resource serving locations in two zones must get the same document for the same
// hour from both. Why they exist: availability for a month reads 31 × (1 + staff + resources) small documents by _id
// instead of thousands of bookings (README, Benchmarks), and the claim's conflict comes with the read for free.
// rebuildDays() recomputes them from bookings and holds, for a data directory written before they existed.
import type { AnyBulkWriteOperation, ClientSession, Db } from 'mongodb';
import type { TenantContext } from '../../store/index.js';
import type { BookingDoc, BookingHoldDoc, DayEntry, ScheduleDayDoc } from './model.js';
import { OccupancyReader } from './occupancy-bson.js';
import { localDatesOf, type Occupancy } from './rules/index.js';
import { everyTenant, scheduleDays } from './store.js';

/** Whose time a day document lists. */
export type DayKey = { kind: 'svc'; serviceId: string; locationId: string } | { kind: 'stf'; staffId: string } | { kind: 'res'; resourceId: string };

const prefix = (t: TenantContext) => `${t.business_id}:${t.livemode ? 'live' : 'test'}`;

function keyPart(k: DayKey): string {
  if (k.kind === 'svc') return `svc:${k.serviceId}:${k.locationId}`;
  if (k.kind === 'stf') return `stf:${k.staffId}`;
  return `res:${k.resourceId}`;
}

/** The UTC dates [from, until) touches. */
const utcDates = (from: Date, until: Date) => localDatesOf(from, until, 'UTC');

/** The keys an occupancy is listed under: its service at its location, its staff member, each of its resources. */
export function keysOf(o: Pick<Occupancy, 'service_id' | 'location_id' | 'staff_id' | 'resources'>): DayKey[] {
  const keys: DayKey[] = [{ kind: 'svc', serviceId: o.service_id, locationId: o.location_id }];
  if (o.staff_id) keys.push({ kind: 'stf', staffId: o.staff_id });
  for (const r of o.resources) keys.push({ kind: 'res', resourceId: r.resource_id });
  return keys;
}

/** The day documents' ids for these keys over these dates, in a fixed order (two claims meet on the first, not in a cycle). */
export function dayIds(t: TenantContext, keys: DayKey[], dates: string[]): string[] {
  const base = prefix(t);
  const ids = new Set<string>();
  for (const k of keys) for (const d of dates) ids.add(`${base}:${keyPart(k)}:${d}`);
  return [...ids].sort();
}

const dateOfId = (id: string) => id.slice(id.length - 10);

/** The ids of the documents an occupancy is listed in. */
const idsOf = (t: TenantContext, o: Occupancy) => dayIds(t, keysOf(o), utcDates(o.blocks_from, o.blocks_until));

/** A booking's or hold's entry (only the occupancy's fields: the documents stay small). */
export function entryOf(doc: (BookingDoc | BookingHoldDoc) & Occupancy): DayEntry {
  return {
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
    expires_at: 'expires_at' in doc ? doc.expires_at : null,
  };
}

/**
 * Adds the entry to every day document it belongs in (created when missing), inside the claim's transaction, and
 * prunes the lapsed holds of those documents on the way.
 */
export async function occupy(db: Db, t: TenantContext, entry: DayEntry, at: Date, session: ClientSession): Promise<void> {
  const ops: AnyBulkWriteOperation<ScheduleDayDoc>[] = [];
  for (const id of idsOf(t, entry)) {
    // Two updates: MongoDB refuses a $pull and a $push of the same array in one.
    ops.push({ updateOne: { filter: { _id: id }, update: { $pull: { entries: { expires_at: { $lte: at } } } } } });
    ops.push({
      updateOne: {
        filter: { _id: id },
        update: { $push: { entries: entry }, $inc: { version: 1 }, $set: { updated_at: at }, $setOnInsert: { date: dateOfId(id) } },
        upsert: true,
      },
    });
  }
  await scheduleDays(db, t).bulkWrite(ops, { session });
}

/** Takes the entries of these bookings or holds out of their day documents (a no-op for ones not listed). */
export async function vacate(db: Db, t: TenantContext, docs: ((BookingDoc | BookingHoldDoc) & Occupancy)[], at: Date, session: ClientSession): Promise<void> {
  const byDay = new Map<string, string[]>();
  for (const d of docs) for (const id of idsOf(t, d)) byDay.set(id, [...(byDay.get(id) ?? []), d._id]);
  if (!byDay.size) return;
  await scheduleDays(db, t).bulkWrite(
    [...byDay].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, ids]) => ({
      updateOne: { filter: { _id: id }, update: { $pull: { entries: { id: { $in: ids } } }, $inc: { version: 1 }, $set: { updated_at: at } } },
    })),
    { session },
  );
}

export interface DayRead {
  keys: DayKey[];
  from: Date;
  to: Date;
  now: Date;
}

/**
 * The occupancy of these keys over [from, to): every entry of their day documents whose blocked interval meets the
 * range and that has not lapsed, each once (a booking is listed under its service, staff member and resources, and
 * on each date it touches). One query by _id; the documents come raw and only the entries' fields are decoded
 * (occupancy-bson.ts says why), in one batch.
 */
export async function readDays(db: Db, t: TenantContext, read: DayRead, session?: ClientSession): Promise<Occupancy[]> {
  if (read.to <= read.from) return [];
  const ids = dayIds(t, read.keys, utcDates(read.from, read.to));
  const raw = (await scheduleDays(db, t).find({ _id: { $in: ids } }, { session, raw: true, batchSize: 100_000 }).toArray()) as unknown as Uint8Array[];
  const from = read.from.getTime();
  const to = read.to.getTime();
  const now = read.now.getTime();
  const seen = new Set<string>();
  const out: Occupancy[] = [];
  const reader = new OccupancyReader();
  for (const bytes of raw) {
    reader.readDay(bytes, (id, o, expiresAt) => {
      if (o.blocks_from.getTime() >= to || o.blocks_until.getTime() <= from) return;
      if (expiresAt !== null && expiresAt <= now) return;
      if (seen.has(id)) return;
      seen.add(id);
      out.push(o);
    });
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
  const all = new Map<string, { t: TenantContext; entries: DayEntry[] }>();
  const add = (doc: (BookingDoc | BookingHoldDoc) & Occupancy) => {
    const t = { business_id: doc.business_id, livemode: doc.livemode };
    const entry = entryOf(doc);
    for (const id of idsOf(t, entry)) {
      const day = all.get(id) ?? { t, entries: [] };
      day.entries.push(entry);
      all.set(id, day);
    }
  };
  for await (const b of everyTenant.bookings(db).find({ status: { $ne: 'cancelled' } })) add(b);
  for await (const h of everyTenant.bookingHolds(db).find({ expires_at: { $gt: now } })) add(h);
  const ops: AnyBulkWriteOperation<ScheduleDayDoc>[] = [...all].map(([id, { t, entries }]) => ({
    replaceOne: {
      filter: { _id: id },
      replacement: { _id: id, business_id: t.business_id, livemode: t.livemode, date: dateOfId(id), entries, version: 1, updated_at: now },
      upsert: true,
    },
  }));
  const coll = everyTenant.scheduleDays(db);
  // A document that lists something no booking or hold says any more is emptied.
  for await (const d of coll.find({}, { projection: { _id: 1 } })) {
    if (!all.has(d._id)) ops.push({ updateOne: { filter: { _id: d._id }, update: { $set: { entries: [], updated_at: now } } } });
  }
  for (let i = 0; i < ops.length; i += 1000) await coll.bulkWrite(ops.slice(i, i + 1000), { ordered: false });
  return all.size;
}

/** Builds the day documents when a data directory has bookings or holds but none yet (see rebuildDays). */
export async function ensureDays(db: Db, now: Date): Promise<number> {
  if (await everyTenant.scheduleDays(db).findOne({}, { projection: { _id: 1 } })) return 0;
  const any = (await everyTenant.bookings(db).findOne({}, { projection: { _id: 1 } })) ?? (await everyTenant.bookingHolds(db).findOne({}, { projection: { _id: 1 } }));
  return any ? rebuildDays(db, now) : 0;
}
