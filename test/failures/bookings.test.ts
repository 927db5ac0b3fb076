// Booking claims (src/flows/scheduling/claim.ts: a slot is taken by writing the day documents of everything it
// uses, in the transaction of the cart hold or of the checkout that books it) under MongoDB's failures, over HTTP.
// Whatever fails, a slot never holds more than its capacity, no booking is made twice, the day documents list
// exactly the bookings and holds there are (assertDaysInStep), and the answers say the truth.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exitWhenDone } from '../store/helpers.js';
import { assertDaysInStep, businessWithCatalogue } from '../scheduling/support.js';
import {
  assertStoreDown,
  failPointsOnly,
  startFailureHarness,
  NOT_WRITABLE_PRIMARY,
  type FailureHarness,
} from './support.js';
import { newKey } from './shop.js';

const NOW = new Date('2027-02-01T08:00:00.000Z'); // a Monday
const DAY = '2027-02-03'; // the Wednesday after
const HOUR = 3_600_000;

let h: FailureHarness | null;
let pk: string;
let group: { serviceId: string; productId: string };
const it = failPointsOnly(test);
/** A new hour of the day for each test, so their slots are their own. */
let nextHour = 9;

test.before(async () => {
  h = await startFailureHarness({ now: NOW, tickMs: 0, env: { RATE_LIMITS: 'off' } });
  if (!h) return;
  const hours = [{ day_of_week: 3, start_time: '08:00', end_time: '20:00' }];
  const doc = {
    version: 1,
    locations: [{ ref: 'studio', name: 'Studio', timezone: 'Africa/Accra' }],
    products: [
      {
        slug: 'group-class',
        name: 'Group class',
        type: 'service',
        price: '50.00',
        service: {
          duration_minutes: 60,
          slot_interval_minutes: 60,
          capacity: 2,
          min_notice_minutes: 0,
          max_advance_days: 30,
          cancellation_cutoff_minutes: 0,
          locations: [{ location: 'studio', weekly_hours: hours }],
        },
      },
    ],
  };
  const { credentials, services } = await businessWithCatalogue(h, 'Failure Studio', 'Africa/Accra', doc);
  pk = credentials.publishable_key;
  const s = services.find((x) => x.name === 'Group class')!;
  group = { serviceId: s.id, productId: s.product_id };
});
test.after(async () => {
  await h?.close();
  exitWhenDone();
});

const slot = () => new Date(`${DAY}T${String(nextHour++).padStart(2, '0')}:00:00.000Z`);
const bookingsAt = (start: Date) =>
  h!.db
    .collection('bookings')
    .countDocuments({ service_id: group.serviceId, starts_at: start, status: { $ne: 'cancelled' } });

/** A shopper holding `start` in their cart; checkout() books it (with `key`, when given). */
async function holder(start: Date) {
  const sessionId = h!.shopper().sessionId;
  const add = await h!.raw('POST', '/api/v1/cart/items', {
    key: pk,
    sessionId,
    body: {
      item_id: group.productId,
      scheduled_start: start.toISOString(),
      scheduled_end: new Date(start.getTime() + HOUR).toISOString(),
    },
  });
  assert.is(add.status, 201, JSON.stringify(add.json));
  const cartId = (await h!.raw('GET', '/api/v1/cart', { key: pk, sessionId })).json.data.id;
  return {
    sessionId,
    checkout: (key?: string) =>
      h!.raw('POST', '/api/v1/checkout', {
        key: pk,
        sessionId,
        headers: key ? { 'idempotency-key': key } : {},
        body: { cart_id: cartId, customer: { name: 'Kofi', email: 'kofi@example.com' }, payment_method: 'cash' },
      }),
  };
}

/** The day documents agree with the bookings and holds, and the slot is not over capacity. */
async function inStep(start: Date, bookings: number): Promise<void> {
  await assertDaysInStep(h!.db, h!.clock.now());
  assert.is(await bookingsAt(start), bookings);
}

it('a write conflict on the day document at checkout: the transaction runs again; one booking', async () => {
  await h!.off();
  const start = slot();
  const a = await holder(start);
  const met = await h!.fail(
    { times: 1 },
    { failCommands: ['update'], namespace: h!.ns('schedule_days'), errorCode: 112 },
  );
  const r = await a.checkout(newKey());
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.is(await met(), 1);
  await inStep(start, 1);
});

it('the claims of a slot (capacity 2) fail now and then with NotWritablePrimary while six shoppers race for it: two bookings, the rest refused', async () => {
  await h!.off();
  const start = slot();
  const racers = await Promise.all(Array.from({ length: 6 }, () => holder(start).catch(() => null)));
  // Cart holds claim the slot too: two hold it, the others were refused at add-to-cart.
  const holding = racers.filter((x) => x !== null);
  assert.is(holding.length, 2);
  await h!.failPoint(
    { times: 3 },
    { failCommands: ['update', 'find'], namespace: h!.ns('schedule_days'), errorCode: NOT_WRITABLE_PRIMARY },
  );
  const answers = await Promise.all(holding.map((x) => x!.checkout(newKey())));
  assert.equal(
    answers.map((r) => r.status),
    [201, 201],
    JSON.stringify(answers.map((r) => r.json)),
  );
  await h!.off();
  // A third shopper now finds the slot full.
  const late = await h!.raw('POST', '/api/v1/cart/items', {
    key: pk,
    sessionId: h!.shopper().sessionId,
    body: {
      item_id: group.productId,
      scheduled_start: start.toISOString(),
      scheduled_end: new Date(start.getTime() + HOUR).toISOString(),
    },
  });
  assert.is(late.status, 409);
  await inStep(start, 2);
});

it('the booking checkout commits but its reply fails (a write concern error): with a key, 201 and the one booking', async () => {
  await h!.off();
  const start = slot();
  const a = await holder(start);
  const key = newKey();
  const met = await h!.fail(
    { times: 1 },
    {
      failCommands: ['commitTransaction'],
      writeConcernError: { code: 100, codeName: 'UnsatisfiableWriteConcern', errmsg: 'Not enough data-bearing nodes' },
    },
  );
  const r = await a.checkout(key);
  assert.is(await met(), 1);
  assert.is(r.status, 201, JSON.stringify(r.json));
  const replay = await a.checkout(key);
  assert.is(replay.json.data.order_id, r.json.data.order_id);
  await inStep(start, 1);
});

it('holding a slot fails for good (the day document write): 503 not retryable, nothing held; adding it again holds it once', async () => {
  await h!.off();
  const start = slot();
  const sessionId = h!.shopper().sessionId;
  const add = () =>
    h!.raw('POST', '/api/v1/cart/items', {
      key: pk,
      sessionId,
      body: {
        item_id: group.productId,
        scheduled_start: start.toISOString(),
        scheduled_end: new Date(start.getTime() + HOUR).toISOString(),
      },
    });
  const met = await h!.fail('alwaysOn', { failCommands: ['update'], namespace: h!.ns('schedule_days'), errorCode: 50 });
  assertStoreDown(await add(), false);
  assert.ok((await met()) >= 1);
  assert.is(await h!.db.collection('booking_holds').countDocuments({ starts_at: start }), 0, 'no hold');
  assert.is((await add()).status, 201);
  assert.is(await h!.db.collection('booking_holds').countDocuments({ starts_at: start }), 1);
  await inStep(start, 0);
});

it('every answer was one the contract documents', () => {
  if (h) assert.equal(h.responseViolations(), []);
});

test.run();
