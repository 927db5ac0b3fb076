// The calendar read (src/modules/scheduling/calendar.ts) reads the day documents of "whose time is it" (this service
// here, each of its staff members, each of its resources) over the UTC dates of the range, raw, decoding only the
// entries' fields. Whatever it does for speed, it must return exactly what the plain definition gives: every booking
// (not cancelled) and live hold of the business and mode whose blocked interval meets the range and that belongs to
// the service at the location, or to one of its qualified active staff members, or uses one of its resources — each
// once. Checked here against that definition over random calendars, including documents under all three keys, the
// range's edges, other tenants, cancelled bookings, lapsed holds and an inactive member. The day documents are built
// here by the start-up path for a data directory that has bookings but none (ensureDays); the flows keep them in
// step afterwards (test/scheduling/concurrency.test.ts checks that against the same kind of definition).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ClientSession, Db } from 'mongodb';
import { newId } from '../../src/kernel/ids.js';
import { loadCalendar } from '../../src/modules/scheduling/calendar.js';
import { ensureDays, rebuildDays } from '../../src/modules/scheduling/days.js';
import type { BookingDoc, BookingHoldDoc, ResourceDoc, ServiceRecordDoc, StaffDoc } from '../../src/modules/scheduling/model.js';
import type { Occupancy } from '../../src/modules/scheduling/rules/index.js';
import { bookingHolds, bookings, everyTenant, resources, serviceRecords, staff } from '../../src/modules/scheduling/store.js';
import { startHarness, type Harness } from '../support/harness.js';

const NOW = new Date('2027-02-01T08:00:00.000Z');
const HOUR = 3_600_000;
const tenant = { business_id: 'biz_calendarread00000000', livemode: false };
const other = { business_id: 'biz_calendarreadother000', livemode: false };

let h: Harness;
let db: Db;

/** A small seeded PRNG (mulberry32), so a failure reproduces. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SERVICE = 'svc_calendarread_main';
const LOCATION = 'loc_calendarread_a';
const STAFF = ['stf_cr_1', 'stf_cr_2', 'stf_cr_3', 'stf_cr_off']; // the last one inactive
const RESOURCES = ['res_cr_room', 'res_cr_chair'];

function serviceDoc(): ServiceRecordDoc {
  return {
    ...tenant,
    _id: SERVICE,
    product_id: 'prod_cr',
    name: 'Calendar read',
    description: null,
    locations: [{ location_id: LOCATION, timezone: 'Africa/Accra', weekly_hours: [], exceptions: [] }],
    duration_minutes: 60,
    buffer_before_minutes: 0,
    buffer_after_minutes: 0,
    slot_interval_minutes: 60,
    capacity: 3,
    min_notice_minutes: 0,
    max_advance_days: 30,
    cancellation_cutoff_minutes: 0,
    staff_ids: STAFF,
    resources: [{ resource_id: RESOURCES[0], quantity: 1 }, { resource_id: RESOURCES[1], quantity: 2 }],
    is_active: true,
    created_at: NOW,
    updated_at: NOW,
  };
}

test.before(async () => {
  h = await startHarness({ now: NOW, tickMs: 0 });
  db = h.srv.services.db;
  await serviceRecords(db, tenant).insertOne(serviceDoc());
  await staff(db, tenant).insertMany(
    STAFF.map((id): StaffDoc => ({ ...tenant, _id: id, ref: id, name: id, schedules: [], is_active: id !== 'stf_cr_off', created_at: NOW, updated_at: NOW })),
  );
  await resources(db, tenant).insertMany(
    RESOURCES.map((id): ResourceDoc => ({ ...tenant, _id: id, ref: id, name: id, location_id: LOCATION, capacity: 2, created_at: NOW, updated_at: NOW })),
  );
  const random = rng(2027);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const docs: BookingDoc[] = [];
  const holds: BookingHoldDoc[] = [];
  for (let i = 0; i < 600; i++) {
    // Whole hours over four days around the range, so many documents touch its edges exactly.
    const starts = new Date(NOW.getTime() + Math.floor(random() * 96) * HOUR);
    const ends = new Date(starts.getTime() + pick([1, 2]) * HOUR);
    const common = {
      service_id: pick([SERVICE, SERVICE, 'svc_calendarread_other']),
      location_id: pick([LOCATION, LOCATION, 'loc_calendarread_b']),
      staff_id: pick([...STAFF, 'stf_cr_elsewhere', null]),
      starts_at: starts,
      ends_at: ends,
      blocks_from: new Date(starts.getTime() - pick([0, 0, 15 * 60_000])),
      blocks_until: new Date(ends.getTime() + pick([0, 10 * 60_000])),
      participant_count: pick([1, 1, 2, 3]),
      resources: pick([[], [], [{ resource_id: RESOURCES[0], quantity: 1 }], [{ resource_id: 'res_cr_other', quantity: 1 }, { resource_id: RESOURCES[1], quantity: 2 }]]),
    };
    const t = random() < 0.1 ? other : tenant;
    if (random() < 0.75) {
      docs.push({
        ...t,
        ...common,
        _id: newId('booking'),
        order_id: newId('order'),
        line_item_id: newId('lineItem'),
        product_id: 'prod_cr',
        variant_id: null,
        timezone: 'Africa/Accra',
        customer_id: null,
        status: pick(['confirmed', 'confirmed', 'completed', 'cancelled', 'no_show']),
        history: [],
        version: 1,
        cancellation_reason: null,
        created_at: NOW,
        updated_at: NOW,
        cancelled_at: null,
      });
    } else {
      holds.push({
        ...t,
        ...common,
        _id: newId('bookingHold'),
        cart_id: newId('cart'),
        line_item_id: newId('lineItem'),
        variant_id: null,
        expires_at: new Date(NOW.getTime() + pick([-1, 1]) * 15 * 60_000),
        created_at: NOW,
      });
    }
  }
  // Written through the raw collections: the tenant stamp of a scoped collection would overwrite `other`.
  await db.collection<BookingDoc>('bookings').insertMany(docs);
  await db.collection<BookingHoldDoc>('booking_holds').insertMany(holds);
  built = await ensureDays(db, NOW);
});

let built = 0;
test.after(async () => {
  await h?.close();
});

const key = (o: Occupancy) =>
  JSON.stringify([o.service_id, o.location_id, o.staff_id, o.starts_at.toISOString(), o.ends_at.toISOString(), o.blocks_from.toISOString(), o.blocks_until.toISOString(), o.participant_count, o.resources]);

/** The definition, with whole documents and a filter in plain code. */
async function expected(from: Date, to: Date, now: Date): Promise<string[]> {
  const active = new Set(STAFF.filter((s) => s !== 'stf_cr_off'));
  const mine = (d: BookingDoc | BookingHoldDoc) =>
    d.blocks_from < to &&
    d.blocks_until > from &&
    ((d.service_id === SERVICE && d.location_id === LOCATION) || (d.staff_id !== null && active.has(d.staff_id)) || d.resources.some((r) => RESOURCES.includes(r.resource_id)));
  const b = (await bookings(db, tenant).find({}).toArray()).filter((d) => d.status !== 'cancelled' && mine(d));
  const hs = (await bookingHolds(db, tenant).find({}).toArray()).filter((d) => d.expires_at > now && mine(d));
  return [...b, ...hs].map(key).sort();
}

async function actual(from: Date, to: Date, now: Date, session?: ClientSession): Promise<string[]> {
  const service = serviceDoc();
  const cal = await loadCalendar(db, tenant, service, service.locations[0], { from, to, now }, session);
  return cal.occupancy.map(key).sort();
}

test('the read equals the definition over ranges of an hour to four days, each document once', async () => {
  const ranges: [number, number][] = [[0, 96], [10, 11], [24, 48], [-5, 3], [47, 49], [95, 120]];
  let total = 0;
  for (const [a, b] of ranges) {
    const from = new Date(NOW.getTime() + a * HOUR);
    const to = new Date(NOW.getTime() + b * HOUR);
    const want = await expected(from, to, NOW);
    assert.equal(await actual(from, to, NOW), want, `range ${a}..${b} h`);
    total += want.length;
  }
  // Inside a transaction (as a claim reads it; the reads then run one after another) the same.
  const session = h.srv.services.store.client.startSession();
  try {
    const from = new Date(NOW.getTime() + 10 * HOUR);
    const to = new Date(NOW.getTime() + 40 * HOUR);
    let read: string[] = [];
    await session.withTransaction(async () => {
      read = await actual(from, to, NOW, session);
    });
    assert.equal(read, await expected(from, to, NOW), 'in a transaction');
  } finally {
    await session.endSession();
  }
  // The data must exercise it: documents in the ranges, and some of them in more than one branch.
  assert.ok(total > 300, `only ${total} documents in the ranges`);
  const all = await bookings(db, tenant).find({ service_id: SERVICE, location_id: LOCATION, staff_id: { $in: STAFF.slice(0, 3) }, 'resources.resource_id': RESOURCES[1] }).toArray();
  assert.ok(all.length > 3, 'bookings in all three branches');
});

test('start-up builds the day documents once; a rebuild leaves them as they are; a hold lapses on the clock', async () => {
  assert.ok(built > 50, `built ${built} day documents`);
  assert.is(await ensureDays(db, NOW), 0, 'not again once there are some');
  const snapshot = async () => (await everyTenant.scheduleDays(db).find({}, { sort: { _id: 1 }, projection: { updated_at: 0 } }).toArray()).map((d) => JSON.stringify(d));
  const before = await snapshot();
  await rebuildDays(db, NOW);
  assert.equal(await snapshot(), before);
  // Twenty minutes on, every hold has lapsed (they were made to expire within 15): the read sees bookings only.
  const later = new Date(NOW.getTime() + 20 * 60_000);
  const from = NOW;
  const to = new Date(NOW.getTime() + 96 * HOUR);
  const want = await expected(from, to, later);
  assert.equal(await actual(from, to, later), want);
  assert.ok(want.length < (await expected(from, to, NOW)).length, 'the holds were in the range');
});

test.run();
