// No double booking, provably: 50 shoppers add the same slot (capacity 3) to their carts and check out at once;
// exactly 3 bookings exist afterwards, every other flow got 409 CONFLICT, and the slot reads remaining_capacity 0.
// Then 10 bookings race to reschedule into the one free slot of a capacity-1 service: exactly one moves. Both run
// on the real store through the same claim path a replica set would run (day documents read and written in each transaction).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertDaysInStep, businessWithCatalogue } from './support.js';
import { startHarness, type Harness } from '../harness/harness.js';

const NOW = new Date('2027-02-01T08:00:00.000Z'); // a Monday
const DAY = '2027-02-03'; // Wednesday
const HOUR = 3_600_000;

let h: Harness;
let pk: string;
let group: { serviceId: string; productId: string };
let solo: { serviceId: string; productId: string };

test.before(async () => {
  // One client IP sends every request here: the rate limits have their own tests.
  h = await startHarness({ now: NOW, tickMs: 0, env: { RATE_LIMITS: 'off' } });
  const hours = [{ day_of_week: 3, start_time: '09:00', end_time: '17:00' }];
  const service = (capacity: number) => ({
    duration_minutes: 60,
    slot_interval_minutes: 60,
    capacity,
    min_notice_minutes: 0,
    max_advance_days: 30,
    cancellation_cutoff_minutes: 0,
    locations: [{ location: 'studio', weekly_hours: hours }],
  });
  const doc = {
    version: 1,
    locations: [{ ref: 'studio', name: 'Studio', timezone: 'Africa/Accra' }],
    products: [
      { slug: 'group-class', name: 'Group class', type: 'service', price: '50.00', service: service(3) },
      { slug: 'private-class', name: 'Private class', type: 'service', price: '90.00', service: service(1) },
    ],
  };
  const { credentials, services } = await businessWithCatalogue(h, 'Race Studio', 'Africa/Accra', doc);
  pk = credentials.publishable_key;
  const pick = (name: string) => {
    const s = services.find((x) => x.name === name)!;
    return { serviceId: s.id, productId: s.product_id };
  };
  group = pick('Group class');
  solo = pick('Private class');
});
test.after(async () => {
  await h?.close();
});

const slotAt = (hhmm: string) => new Date(`${DAY}T${hhmm}:00.000Z`);

async function flow(
  productId: string,
  start: Date,
): Promise<{ status: number; orderId?: string; billToken?: string; code?: string }> {
  const sessionId = h.shopper().sessionId;
  const add = await h.raw('POST', '/api/v1/cart/items', {
    key: pk,
    sessionId,
    body: {
      item_id: productId,
      scheduled_start: start.toISOString(),
      scheduled_end: new Date(start.getTime() + HOUR).toISOString(),
    },
  });
  if (add.status !== 201) return { status: add.status, code: add.json.error?.code };
  const cart = await h.raw('GET', '/api/v1/cart', { key: pk, sessionId });
  const placed = await h.raw('POST', '/api/v1/checkout', {
    key: pk,
    sessionId,
    body: {
      cart_id: cart.json.data.id,
      customer: { name: 'Racer', email: 'racer@example.com' },
      payment_method: 'cash',
    },
  });
  if (placed.status !== 201) return { status: placed.status, code: placed.json.error?.code };
  return { status: 201, orderId: placed.json.data.order_id, billToken: placed.json.data.bill_token };
}

test('50 concurrent add-to-cart + checkout flows for one slot of capacity 3: exactly 3 bookings, the rest 409', async () => {
  const start = slotAt('10:00');
  const results = await Promise.all(Array.from({ length: 50 }, () => flow(group.productId, start)));
  const won = results.filter((r) => r.status === 201);
  const lost = results.filter((r) => r.status !== 201);
  assert.is(won.length, 3, JSON.stringify(results.map((r) => r.status)));
  assert.ok(
    lost.every((r) => r.status === 409 && r.code === 'CONFLICT'),
    JSON.stringify(lost.slice(0, 3)),
  );
  const stored = await h.db
    .collection('bookings')
    .countDocuments({ service_id: group.serviceId, starts_at: start, status: { $ne: 'cancelled' } });
  assert.is(stored, 3);
  const check = await h.raw(
    'GET',
    `/api/v1/scheduling/slots/check?service_id=${group.serviceId}&slot_time=${start.toISOString()}`,
    { key: pk },
  );
  assert.equal(
    [check.json.data.is_available, check.json.data.remaining_capacity, check.json.data.reason],
    [false, 0, 'fully_booked'],
  );
  assert.is(
    await h.db.collection('events').countDocuments({ type: 'booking.created', 'data.service_id': group.serviceId }),
    3,
  );
});

test('10 reschedules racing into the one free slot of a capacity-1 service: exactly one moves', async () => {
  const times = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];
  const booked = [];
  for (const t of times) {
    const r = await flow(solo.productId, slotAt(t));
    assert.is(r.status, 201);
    booked.push(r);
  }
  // Every hour of the day is taken but one: 09:00 is freed by cancelling it.
  const first = booked[0];
  const firstBooking = await h.db.collection('bookings').findOne({ order_id: first.orderId });
  const cancel = await h.raw(
    'POST',
    `/api/v1/scheduling/bookings/${firstBooking!._id}/cancel?token=${first.billToken}`,
    { key: pk, body: {} },
  );
  assert.is(cancel.status, 200, JSON.stringify(cancel.json));
  const racers = booked.slice(1);
  const moves = await Promise.all(
    racers.map(async (r) => {
      const b = await h.db.collection('bookings').findOne({ order_id: r.orderId });
      const res = await h.raw('POST', `/api/v1/scheduling/bookings/reschedule?token=${r.billToken}`, {
        key: pk,
        body: {
          order_id: r.orderId,
          line_item_id: b!.line_item_id,
          new_start_time: slotAt('09:00').toISOString(),
          new_end_time: slotAt('10:00').toISOString(),
        },
      });
      return { status: res.status, code: res.json.error?.code };
    }),
  );
  assert.is(moves.filter((m) => m.status === 200).length, 1, JSON.stringify(moves));
  assert.ok(moves.filter((m) => m.status !== 200).every((m) => m.status === 409 && m.code === 'CONFLICT'));
  const at9 = await h.db
    .collection('bookings')
    .countDocuments({ service_id: solo.serviceId, starts_at: slotAt('09:00'), status: 'confirmed' });
  assert.is(at9, 1);
  assert.is(
    await h.db.collection('events').countDocuments({ type: 'booking.rescheduled', 'data.service_id': solo.serviceId }),
    1,
  );
});

test('one staff member serving two zones: racing claims at the same instant from New York and London, one wins', async () => {
  // 01:00Z on 2027-02-04 is 20:00 on the 3rd in New York and 01:00 on the 4th in London: day documents keyed by each
  // location's local date would differ, and both claims would commit.
  const allDay = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ day_of_week: d, start_time: '00:00', end_time: '24:00' }));
  const service = (loc: string) => ({
    duration_minutes: 60,
    slot_interval_minutes: 60,
    capacity: 1,
    min_notice_minutes: 0,
    max_advance_days: 30,
    cancellation_cutoff_minutes: 0,
    locations: [{ location: loc, weekly_hours: allDay }],
    staff: ['coach'],
  });
  const doc = {
    version: 1,
    locations: [
      { ref: 'ny', name: 'New York', timezone: 'America/New_York' },
      { ref: 'london', name: 'London', timezone: 'Europe/London' },
    ],
    staff: [
      {
        ref: 'coach',
        name: 'Coach',
        schedules: [
          { location: 'ny', weekly_hours: allDay },
          { location: 'london', weekly_hours: allDay },
        ],
      },
    ],
    products: [
      { slug: 'ny-call', name: 'NY call', type: 'service', price: '10.00', service: service('ny') },
      { slug: 'london-call', name: 'London call', type: 'service', price: '10.00', service: service('london') },
    ],
  };
  const { credentials, services } = await businessWithCatalogue(h, 'Two Zones Coaching', 'Europe/London', doc);
  const key = credentials.publishable_key;
  const start = new Date('2027-02-04T01:00:00.000Z');
  const attempt = async (productId: string) => {
    const res = await h.raw('POST', '/api/v1/cart/items', {
      key,
      sessionId: h.shopper().sessionId,
      body: {
        item_id: productId,
        scheduled_start: start.toISOString(),
        scheduled_end: new Date(start.getTime() + HOUR).toISOString(),
      },
    });
    return res.status;
  };
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(services[i % 2].product_id)));
  assert.is(results.filter((r) => r === 201).length, 1, JSON.stringify(results));
  assert.ok(results.filter((r) => r !== 201).every((r) => r === 409));
});

test('the day documents list exactly the bookings and live holds the tests above left', async () => {
  assert.ok((await assertDaysInStep(h.db, h.srv.clock.now())) > 0);
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
