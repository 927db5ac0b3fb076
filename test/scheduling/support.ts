// A business of its own for a scheduling test: made the way `npm run business -- create` makes one, its catalogue
// (services, staff, resources) imported over HTTP with its business key, and its services as the storefront lists
// them.
import { createBusiness, type BusinessCredentials } from '../../src/flows/create-business.js';
import type { Db } from 'mongodb';
import type { BookingDoc, BookingHoldDoc, DayEntry, ScheduleDayDoc } from '../../src/modules/scheduling/model.js';
import type { Harness } from '../harness/harness.js';

export interface ListedService {
  id: string;
  product_id: string;
  name: string;
  location_ids: string[];
  locations: { location_id: string; timezone: string }[];
}

export async function businessWithCatalogue(
  h: Harness,
  name: string,
  timezone: string,
  catalogue: object,
): Promise<{ businessId: string; credentials: BusinessCredentials; services: ListedService[] }> {
  const deps = { client: h.srv.services.store.client, db: h.db, now: () => h.srv.clock.now() };
  const { business, credentials } = await createBusiness(deps, { name, timezone });
  const imported = await h.raw('POST', `/v1/businesses/${business._id}/catalogue/import?mode=test`, {
    key: null,
    headers: { authorization: `Bearer ${credentials.business_key}` },
    body: catalogue,
  });
  if (imported.status !== 200) throw new Error(`catalogue import: ${imported.status} ${JSON.stringify(imported.json)}`);
  const services = (await h.raw('GET', '/api/v1/scheduling/services', { key: credentials.publishable_key })).json
    .data as ListedService[];
  return { businessId: business._id, credentials, services };
}

/**
 * The day documents (src/modules/scheduling/days.ts) must list exactly what the bookings and holds say, whatever the
 * flows did: for every booking not cancelled and every hold live at `now`, one entry with its occupancy under its
 * service at its location, its staff member and each resource, on each UTC date its blocked interval touches, in
 * `bookings` or `holds`; nothing else that counts (a lapsed hold's entry may linger until the next write there); and
 * on a staff member's document, busy blocks that are its bookings' blocked intervals merged per service and location.
 * Computed here from the definition, across every business in the store; answers how many entries it compared.
 */
export async function assertDaysInStep(db: Db, now: Date): Promise<number> {
  const occupancy = (d: BookingDoc | BookingHoldDoc | DayEntry) =>
    JSON.stringify([
      d.service_id,
      d.location_id,
      d.staff_id,
      d.starts_at,
      d.ends_at,
      d.blocks_from,
      d.blocks_until,
      d.participant_count,
      d.resources.map((r) => [r.resource_id, r.quantity]),
    ]);
  const want = new Map<string, string>();
  const add = (d: BookingDoc | BookingHoldDoc, list: 'bookings' | 'holds') => {
    const base = `${d.business_id}:${d.livemode ? 'live' : 'test'}`;
    const keys = [
      `svc:${d.service_id}:${d.location_id}`,
      ...(d.staff_id ? [`stf:${d.staff_id}`] : []),
      ...d.resources.map((r) => `res:${r.resource_id}`),
    ];
    const first = Date.UTC(d.blocks_from.getUTCFullYear(), d.blocks_from.getUTCMonth(), d.blocks_from.getUTCDate());
    for (let day = first; day < d.blocks_until.getTime(); day += 86_400_000) {
      for (const k of keys)
        want.set(`${base}:${k}:${new Date(day).toISOString().slice(0, 10)} ${list} ${d._id}`, occupancy(d));
    }
  };
  for (const b of await db
    .collection<BookingDoc>('bookings')
    .find({ status: { $ne: 'cancelled' } })
    .toArray())
    add(b, 'bookings');
  for (const x of await db
    .collection<BookingHoldDoc>('booking_holds')
    .find({ expires_at: { $gt: now } })
    .toArray())
    add(x, 'holds');
  const have = new Map<string, string>();
  for (const day of await db.collection<ScheduleDayDoc>('schedule_days').find({}).toArray()) {
    for (const list of ['bookings', 'holds'] as const) {
      for (const e of day[list]) {
        if (e.expires_at && e.expires_at <= now) continue;
        const key = `${day._id} ${list} ${e.id}`;
        if (have.has(key)) throw new Error(`${key}: listed twice`);
        have.set(key, occupancy(e));
      }
    }
    // Busy blocks: the bookings' blocked intervals, sorted and merged where they meet, per service and location.
    const merged = new Map<string, [number, number][]>();
    if (day._id.includes(':stf:')) {
      for (const e of [...day.bookings].sort((a, b) => a.blocks_from.getTime() - b.blocks_from.getTime())) {
        const k = `${e.service_id} ${e.location_id}`;
        const blocks = merged.get(k) ?? [];
        const last = blocks[blocks.length - 1];
        if (last && e.blocks_from.getTime() <= last[1]) last[1] = Math.max(last[1], e.blocks_until.getTime());
        else blocks.push([e.blocks_from.getTime(), e.blocks_until.getTime()]);
        merged.set(k, blocks);
      }
    }
    const busy = new Map(
      day.busy.map((g) => [
        `${g.service_id} ${g.location_id}`,
        g.blocks.map((b) => [b.from.getTime(), b.until.getTime()]),
      ]),
    );
    if (JSON.stringify([...busy].sort()) !== JSON.stringify([...merged].sort()))
      throw new Error(
        `${day._id}: busy blocks ${JSON.stringify([...busy])}, its bookings say ${JSON.stringify([...merged])}`,
      );
  }
  const missing = [...want.keys()].filter((k) => !have.has(k));
  const extra = [...have.keys()].filter((k) => !want.has(k));
  const differ = [...want.keys()].filter((k) => have.has(k) && have.get(k) !== want.get(k));
  if (missing.length || extra.length || differ.length) {
    throw new Error(
      `day documents out of step: missing ${missing.slice(0, 3).join(', ') || 'none'}; extra ${extra.slice(0, 3).join(', ') || 'none'}; differing ${differ.slice(0, 3).join(', ') || 'none'}`,
    );
  }
  return want.size;
}
