// Bookings and sign-in codes on a test clock, over HTTP, on the demo business's barista class (Osu: Saturdays
// 10:00–16:00, Africa/Accra = UTC; the private session holds one; 24 h cancellation cutoff): a cart hold made on
// the clock lapses after 15 minutes of the clock's time; a customer attached to the clock cancels before the cutoff
// of the clock's time and not after it (the business still can); a one-time code requested on the clock expires
// after 300 s of it, and neither counts against nor replaces the contact's real-time codes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/sdk.gen.js';
import { codeFromOutbox } from '../harness/customers.js';
import { startHarness, type Harness } from '../harness/harness.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let h: Harness;
let productId: string;
let solo: string;
let osu: string;
/** A Monday 08:00 UTC one to two weeks after the service clock (ahead of real time, as the test clocks are). */
let monday: Date;
/** That week's Saturday (a class day at Osu). */
const saturday = (hhmm: string) =>
  new Date(`${new Date(monday.getTime() + 5 * DAY).toISOString().slice(0, 10)}T${hhmm}:00.000Z`);

test.before(async () => {
  h = await startHarness({ seed: true, tickMs: 0 });
  const next = new Date(h.clock.now().getTime() + 7 * DAY);
  next.setUTCDate(next.getUTCDate() + ((8 - next.getUTCDay()) % 7));
  monday = new Date(`${next.toISOString().slice(0, 10)}T08:00:00.000Z`);
  const services = (await h.raw('GET', '/api/v1/scheduling/services')).json.data;
  const barista = services.find((s: { name: string }) => /barista/i.test(s.name));
  productId = barista.product_id;
  osu = barista.location_ids[0];
  solo = barista.variants.find((v: { name: string }) => /private/i.test(v.name)).id;
});
test.after(async () => {
  await h?.close();
});

const sandbox = () => h.platform(h.demo.test_business_key);

async function createClock(at: Date): Promise<string> {
  const res = await pf.createTestClock({ client: sandbox(), body: { frozen_time: at.toISOString() } });
  assert.is(res.response.status, 201, JSON.stringify(res.error));
  return res.data!.data.id;
}

async function advance(clockId: string, to: Date): Promise<void> {
  const res = await pf.advanceTestClock({
    client: sandbox(),
    path: { clock_id: clockId },
    body: { frozen_time: to.toISOString() },
  });
  assert.is(res.response.status, 200, JSON.stringify(res.error));
  for (const began = Date.now(); ; ) {
    const got = (await pf.getTestClock({ client: sandbox(), path: { clock_id: clockId } })).data!.data;
    if (got.status !== 'advancing') return assert.equal([got.status, got.frozen_time], ['ready', to.toISOString()]);
    if (Date.now() - began > 60_000) throw new Error(`clock ${clockId} still advancing after a minute`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const line = (start: Date) => ({
  item_id: productId,
  variant_id: solo,
  location_id: osu,
  scheduled_start: start.toISOString(),
  scheduled_end: new Date(start.getTime() + HOUR).toISOString(),
});

test('a cart hold on the clock lapses after 15 minutes of its time; then another shopper takes the slot', async () => {
  const clockId = await createClock(monday);
  const onClock = { 'cimplify-test-clock': clockId };
  const body = line(saturday('12:00'));
  const first = h.shopper({ headers: onClock });
  const held = await h.raw('POST', '/api/v1/cart/items', { sessionId: first.sessionId, headers: onClock, body });
  assert.is(held.status, 201, JSON.stringify(held.json));
  const hold = await h.db.collection('booking_holds').findOne({ cart_id: await first.cartId() });
  assert.equal([hold!.test_clock_id, hold!.expires_at], [clockId, new Date(monday.getTime() + 15 * MINUTE)]);

  const second = h.shopper({ headers: onClock });
  const tryToTake = () => h.raw('POST', '/api/v1/cart/items', { sessionId: second.sessionId, headers: onClock, body });
  assert.is((await tryToTake()).status, 409);
  await advance(clockId, new Date(monday.getTime() + 14 * MINUTE));
  assert.is((await tryToTake()).status, 409, 'held for 15 minutes of the clock');
  await advance(clockId, new Date(monday.getTime() + 16 * MINUTE));
  assert.is((await tryToTake()).status, 201, 'lapsed after 15 minutes of the clock');
  const late = await first.checkout(
    { cart_id: await first.cartId(), customer: { name: 'Kofi', email: 'kofi@example.com' }, payment_method: 'cash' },
    onClock,
  );
  assert.is(late.status, 409, JSON.stringify(late.body));
});

test('an attached customer cancels before the cutoff on the clock, not after it; the business still can', async () => {
  const clockId = await createClock(monday);
  const customer = await h.customer();
  const attached = await pf.attachTestClockCustomer({
    client: sandbox(),
    path: { clock_id: clockId },
    body: { customer_id: customer.id },
  });
  assert.is(attached.response.status, 200, JSON.stringify(attached.error));
  const book = async (start: Date) => {
    const shopper = h.shopper({ headers: customer.headers });
    const add = await h.raw('POST', '/api/v1/cart/items', {
      sessionId: shopper.sessionId,
      headers: customer.headers,
      body: line(start),
    });
    assert.is(add.status, 201, JSON.stringify(add.json));
    const placed = await shopper.checkout(
      { cart_id: await shopper.cartId(), customer: { name: 'Ama', email: customer.contact }, payment_method: 'cash' },
      customer.headers,
    );
    assert.is(placed.status, 201, JSON.stringify(placed.body));
    return (await h.db.collection('bookings').findOne({ order_id: placed.body.data.order_id }))!;
  };
  const cancel = (id: string) =>
    h.raw('POST', `/api/v1/scheduling/bookings/${id}/cancel`, { headers: customer.headers, body: {} });

  const early = await book(saturday('13:00'));
  const later = await book(saturday('14:00'));
  assert.equal([early.test_clock_id, early.created_at], [clockId, monday], 'booked on the clock');
  assert.is((await cancel(String(early._id))).status, 200, 'days before the cutoff');

  // Saturday 10:00 on the clock: the 14:00 class is 4 hours away, inside the 24-hour cutoff.
  await advance(clockId, saturday('10:00'));
  const refused = await cancel(String(later._id));
  assert.is(refused.status, 409, JSON.stringify(refused.json));
  assert.match(refused.json.error.message, /within 1440 minutes/);
  const byBusiness = await h.raw(
    'POST',
    `/v1/businesses/${h.demo.business_id}/bookings/${String(later._id)}/cancel?mode=test`,
    { key: null, headers: { authorization: `Bearer ${h.demo.business_key}` }, body: { reason: 'Instructor ill' } },
  );
  assert.is(byBusiness.status, 200, JSON.stringify(byBusiness.json));
  const event = await h.db.collection('events').findOne({ type: 'booking.cancelled', 'data.id': String(early._id) });
  assert.equal([event!.test_clock_id, event!.created_at], [clockId, monday]);
});

test('a code sent on the clock expires after 300 s of its time, and stays apart from real-time codes', async () => {
  const clockId = await createClock(monday);
  const onClock = { 'cimplify-test-clock': clockId };
  const contact = `clock.${Date.now()}@example.com`;
  const request = (headers: Record<string, string> = {}) =>
    h.raw('POST', '/api/v1/auth/request-otp', { body: { contact, contact_type: 'email' }, headers });
  const verify = (code: string, headers: Record<string, string> = {}) =>
    h.raw('POST', '/api/v1/auth/verify-otp', { body: { contact, contact_type: 'email', otp_code: code }, headers });

  assert.is((await request(onClock)).status, 200);
  const expiring = await codeFromOutbox(h.db, contact);
  await advance(clockId, new Date(monday.getTime() + 301_000));
  const expired = await verify(expiring, onClock);
  assert.equal([expired.status, expired.json.error.code], [401, 'INVALID_OTP']);

  assert.is((await request(onClock)).status, 200);
  const fresh = await codeFromOutbox(h.db, contact);
  assert.is((await verify(fresh)).status, 401, 'a code of the clock is not valid on real time');
  await advance(clockId, new Date(monday.getTime() + 600_000));
  assert.is((await verify(fresh, onClock)).status, 200, 'valid 299 s of the clock after it was sent');

  // The clock's codes neither use up the contact's real-time request limit (5 per 15 minutes) nor replace its code.
  assert.is((await request()).status, 200);
  const real = await codeFromOutbox(h.db, contact);
  for (let i = 0; i < 3; i++) assert.is((await request(onClock)).status, 200);
  assert.is((await request(onClock)).status, 429, 'the clock has its own limit: 5 within 15 minutes of it');
  assert.is((await verify(real)).status, 200, 'the real-time code still works');
});

test.run();
