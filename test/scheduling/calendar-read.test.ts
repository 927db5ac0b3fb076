// The calendar read (src/modules/scheduling/calendar.ts) reads the day documents of "whose time is it" (this service
// here, each of its staff members, each of its resources) over the UTC dates of the range, raw, and of a staff
// member's day only the merged busy blocks and the holds. Whatever it does for speed, the slot rules must answer on
// it exactly what they answer on the plain definition: every booking (not cancelled) and live hold of the business
// and mode whose blocked interval meets the range and that belongs to the service at the location, or to one of its
// qualified active staff members, or uses one of its resources, each once. Checked here slot by slot (availability,
// remaining places, the staff member assigned, the refusal) over a random calendar: documents under all three keys,
// group sessions, buffers, bookings across midnight, the range's edges, other tenants, cancelled bookings, lapsed
// holds and an inactive member. The day documents are built by the start-up path for a data directory that has
// bookings but none (ensureDays); the flows keep them in step afterwards (assertDaysInStep in the HTTP suites).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ClientSession, Db } from 'mongodb';
import { newId } from '../../src/kernel/ids.js';
import { loadCalendar } from '../../src/modules/scheduling/calendar.js';
import { daySlots, type Calendar, type SlotQuery } from '../../src/modules/scheduling/rules/index.js';
import { ensureDays, rebuildDays } from '../../src/modules/scheduling/days.js';
import type {
  BookingDoc,
  BookingHoldDoc,
  ResourceDoc,
  ServiceRecordDoc,
  StaffDoc,
} from '../../src/modules/scheduling/model.js';
import type { Occupancy } from '../../src/modules/scheduling/rules/index.js';
import {
  bookingHolds,
  bookings,
  everyTenant,
  resources,
  serviceRecords,
  staff,
} from '../../src/modules/scheduling/store.js';
import { startHarness, type Harness } from '../harness/harness.js';

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

/** Open all day every day (Accra is UTC+0): the rules look at the occupancy of every hour, midnight included. */
const OPEN = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ day_of_week: d, start_time: '00:00', end_time: '24:00' }));

function serviceDoc(): ServiceRecordDoc {
  return {
    ...tenant,
    _id: SERVICE,
    product_id: 'prod_cr',
    name: 'Calendar read',
    description: null,
    locations: [{ location_id: LOCATION, timezone: 'Africa/Accra', weekly_hours: OPEN, exceptions: [] }],
    duration_minutes: 60,
    buffer_before_minutes: 15,
    buffer_after_minutes: 10,
    slot_interval_minutes: 30,
    capacity: 3,
    min_notice_minutes: 0,
    max_advance_days: 30,
    cancellation_cutoff_minutes: 0,
    staff_ids: STAFF,
    resources: [
      { resource_id: RESOURCES[0], quantity: 1 },
      { resource_id: RESOURCES[1], quantity: 2 },
    ],
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
    STAFF.map(
      (id): StaffDoc => ({
        ...tenant,
        _id: id,
        ref: id,
        name: id,
        schedules: [{ location_id: LOCATION, weekly_hours: OPEN, exceptions: [] }],
        is_active: id !== 'stf_cr_off',
        created_at: NOW,
        updated_at: NOW,
      }),
    ),
  );
  await resources(db, tenant).insertMany(
    RESOURCES.map(
      (id): ResourceDoc => ({
        ...tenant,
        _id: id,
        ref: id,
        name: id,
        location_id: LOCATION,
        capacity: 2,
        created_at: NOW,
        updated_at: NOW,
      }),
    ),
  );
  const random = rng(2027);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const docs: BookingDoc[] = [];
  const holds: BookingHoldDoc[] = [];
  for (let i = 0; i < 240; i++) {
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
      resources: pick([
        [],
        [],
        [{ resource_id: RESOURCES[0], quantity: 1 }],
        [
          { resource_id: 'res_cr_other', quantity: 1 },
          { resource_id: RESOURCES[1], quantity: 2 },
        ],
        [
          { resource_id: RESOURCES[1], quantity: 1 },
          { resource_id: RESOURCES[0], quantity: 1 },
        ],
      ]),
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

/** The definition, with whole documents and a filter in plain code. */
async function definition(from: Date, to: Date, now: Date): Promise<Occupancy[]> {
  const active = new Set(STAFF.filter((s) => s !== 'stf_cr_off'));
  const mine = (d: BookingDoc | BookingHoldDoc) =>
    d.blocks_from < to &&
    d.blocks_until > from &&
    ((d.service_id === SERVICE && d.location_id === LOCATION) ||
      (d.staff_id !== null && active.has(d.staff_id)) ||
      d.resources.some((r) => RESOURCES.includes(r.resource_id)));
  const b = (await bookings(db, tenant).find({}).toArray()).filter((d) => d.status !== 'cancelled' && mine(d));
  const hs = (await bookingHolds(db, tenant).find({}).toArray()).filter((d) => d.expires_at > now && mine(d));
  return [...b, ...hs];
}

const QUERIES: Omit<SlotQuery, 'now'>[] = [
  { participants: 1 },
  { participants: 2 },
  { participants: 1, staffId: STAFF[1] },
];
const DATES = ['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04'];

/** Every slot of `date` for each query, on a calendar. */
const slotsOn = (cal: Calendar, date: string, now: Date) =>
  QUERIES.map((q) => daySlots(cal, date, { ...q, now }).slots);

/** The read calendar and the definition's answer the same for every slot of each date, read over that day and an hour either side. */
async function compare(now: Date, session?: ClientSession): Promise<Record<string, number>> {
  const service = serviceDoc();
  const seen: Record<string, number> = {};
  for (const date of DATES) {
    const from = new Date(Date.parse(`${date}T00:00:00Z`) - HOUR);
    const to = new Date(from.getTime() + 26 * HOUR);
    const read = await loadCalendar(db, tenant, service, service.locations[0], { from, to, now }, session);
    const plain = { ...read, occupancy: await definition(from, to, now) };
    const got = slotsOn(read, date, now);
    assert.equal(got, slotsOn(plain, date, now), `${date} at ${now.toISOString()}`);
    for (const s of got.flat())
      seen[s.is_available ? 'available' : String(s.reason)] =
        (seen[s.is_available ? 'available' : String(s.reason)] ?? 0) + 1;
  }
  return seen;
}

test('the rules answer the same on the read calendar as on the definition, slot by slot', async () => {
  const seen = await compare(NOW);
  // The data must exercise it: slots open, full, and refused for want of staff and of resources.
  for (const outcome of ['available', 'fully_booked', 'no_staff', 'no_resource'])
    assert.ok((seen[outcome] ?? 0) > 3, `${outcome}: ${JSON.stringify(seen)}`);
  // Inside a transaction (as a claim reads it; the reads then run one after another) the same.
  const session = h.srv.services.store.client.startSession();
  try {
    await session.withTransaction(() => compare(NOW, session));
  } finally {
    await session.endSession();
  }
  const all = await bookings(db, tenant)
    .find({
      service_id: SERVICE,
      location_id: LOCATION,
      staff_id: { $in: STAFF.slice(0, 3) },
      'resources.resource_id': RESOURCES[1],
    })
    .toArray();
  assert.ok(all.length > 3, 'bookings under all three keys');
});

test('start-up builds the day documents once; a rebuild leaves them as they are; holds lapse on the clock', async () => {
  assert.ok(built > 50, `built ${built} day documents`);
  assert.is(await ensureDays(db, NOW), 0, 'not again once there are some');
  const snapshot = async () =>
    (
      await everyTenant
        .scheduleDays(db)
        .find({}, { sort: { _id: 1 }, projection: { updated_at: 0 } })
        .toArray()
    ).map((d) => JSON.stringify(d));
  const before = await snapshot();
  await rebuildDays(db, NOW);
  assert.equal(await snapshot(), before);
  // Twenty minutes on, every hold has lapsed (they were made to expire within 15): the same again without them.
  await compare(new Date(NOW.getTime() + 20 * 60_000));
});

test.run();
