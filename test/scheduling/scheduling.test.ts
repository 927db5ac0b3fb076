// Scheduling over HTTP on the demo business's barista class (Osu: Saturdays 10:00–16:00 and Wednesdays
// 17:00–20:00; East Legon: Sundays and Thursdays; Africa/Accra; 60-minute default, 15 after; capacity 6, the
// private-session variant 1; 2 h minimum notice, 60 days ahead, 24 h cancellation cutoff), with a test clock
// that the tests move: services, slots, the slot check and its reasons, the availability map, booking through the
// cart and checkout, the customer's bookings, cancel (cutoff, refund, capacity back), reschedule (atomic,
// versioned), the business side on the platform API, and each booking event exactly once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { assertDaysInStep } from './support.js';

const MONDAY = new Date('2027-01-04T08:00:00.000Z');
const SATURDAY = '2027-01-09';
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00.000Z`); // Accra is UTC+0 all year
const HOUR = 3_600_000;

let h: Harness;
let serviceId: string;
let productId: string;
let osu: string;
let legon: string;
let solo: string;
let group: string;

test.before(async () => {
  h = await startHarness({ seed: true, now: MONDAY, tickMs: 0 });
  const services = (await h.raw('GET', '/api/v1/scheduling/services')).json.data;
  const barista = services.find((s: { name: string }) => /barista/i.test(s.name));
  serviceId = barista.id;
  productId = barista.product_id;
  [osu, legon] = barista.location_ids;
  solo = barista.variants.find((v: { name: string }) => /private/i.test(v.name)).id;
  group = barista.variants.find((v: { name: string }) => /group/i.test(v.name)).id;
});
test.after(async () => {
  await h?.close();
});

const get = (path: string, init: Parameters<Harness['raw']>[2] = {}) => h.raw('GET', path, init);

/** A guest books `start` (cash, so nothing is paid) and gets the order, its bill token and the booking. */
async function book(
  start: Date,
  opts: {
    variant?: string;
    location?: string;
    quantity?: number;
    headers?: Record<string, string>;
    minutes?: number;
  } = {},
) {
  const shopper = h.shopper({ headers: opts.headers });
  const add = await h.raw('POST', '/api/v1/cart/items', {
    sessionId: shopper.sessionId,
    headers: opts.headers,
    body: {
      item_id: productId,
      variant_id: opts.variant ?? solo,
      location_id: opts.location ?? osu,
      quantity: opts.quantity ?? 1,
      scheduled_start: start.toISOString(),
      scheduled_end: new Date(start.getTime() + (opts.minutes ?? 60) * 60_000).toISOString(),
    },
  });
  if (add.status !== 201) return { ok: false, status: add.status, error: add.json.error } as const;
  const placed = await shopper.checkout(
    {
      cart_id: await shopper.cartId(),
      customer: { name: 'Ama Mensah', email: 'ama@example.com' },
      payment_method: 'cash',
    },
    opts.headers,
  );
  if (placed.status !== 201) return { ok: false, status: placed.status, error: placed.body.error } as const;
  const { order_id, bill_token } = placed.body.data;
  const booking = await h.db.collection('bookings').findOne({ order_id });
  return {
    ok: true,
    status: 201,
    orderId: order_id as string,
    billToken: bill_token as string,
    bookingId: String(booking!._id),
    lineItemId: booking!.line_item_id as string,
  } as const;
}

const events = (type: string, bookingId: string) =>
  h.db.collection('events').countDocuments({ type, 'data.id': bookingId });

/**
 * Every view of the booking says where it is (after checkout, and after each move): the booking (storefront and
 * platform), the line of its order (the storefront's, with the bill token; else as stored), the business's day list
 * and the latest booking event's snapshot; and each move of the booking was an order.updated of its order.
 */
async function assertViewsAgree(orderId: string, billToken: string | null, bookingId: string, start: Date) {
  const asBusiness = { key: null, headers: { authorization: `Bearer ${h.demo!.business_key}` } };
  const bid = h.demo!.business_id;
  const booking = (await h.raw('GET', `/v1/businesses/${bid}/bookings/${bookingId}?mode=test`, asBusiness)).json.data;
  assert.equal([booking.start, booking.end], [start.toISOString(), new Date(start.getTime() + HOUR).toISOString()]);
  const { product_id: _product, ...storefrontView } = booking;
  if (billToken)
    assert.equal((await get(`/api/v1/scheduling/bookings/${bookingId}?token=${billToken}`)).json.data, storefrontView);
  const want = { scheduled_start: booking.start, scheduled_end: booking.end, staff_id: booking.staff_id };
  const order = billToken
    ? (await get(`/api/v1/orders/${orderId}?token=${billToken}`)).json.data
    : (await h.db.collection('orders').findOne({ _id: orderId as never }))!;
  const line = order.items.find((i: { id: string }) => i.id === booking.line_item_id);
  const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d);
  assert.equal(
    { scheduled_start: iso(line.scheduled_start), scheduled_end: iso(line.scheduled_end), staff_id: line.staff_id },
    want,
    'the order line shows its booking',
  );
  const day = booking.start.slice(0, 10);
  const listed = (
    await h.raw('GET', `/v1/businesses/${bid}/bookings?mode=test&date=${day}`, asBusiness)
  ).json.data.bookings.find((x: { id: string }) => x.id === bookingId);
  assert.equal([listed?.start, listed?.staff_id], [booking.start, booking.staff_id]);
  // The clock stands still here (tickMs 0), so the events of one booking share created_at: the last written is last.
  const ofBooking = { type: { $in: ['booking.created', 'booking.rescheduled'] }, 'data.id': bookingId };
  const snapshot = (await h.db.collection('events').find(ofBooking).sort({ $natural: 1 }).toArray()).at(-1)!.data;
  assert.equal([snapshot.start, snapshot.end, snapshot.staff_id], [booking.start, booking.end, booking.staff_id]);
  const rescheduled = await h.db
    .collection('events')
    .countDocuments({ type: 'booking.rescheduled', 'data.id': bookingId });
  assert.ok(
    (await h.db.collection('events').countDocuments({ type: 'order.updated', 'data.id': orderId })) >= rescheduled,
    'each move is an order.updated',
  );
}

test('services: the barista class with its locations and zones, hours, staff, resources and variants', async () => {
  const one = await get(`/api/v1/scheduling/services/${serviceId}`);
  assert.is(one.status, 200);
  const s = one.json.data;
  assert.is(s.product_id, productId);
  assert.equal(
    s.locations.map((l: { timezone: string }) => l.timezone),
    ['Africa/Accra', 'Africa/Accra'],
  );
  assert.equal(
    [
      s.duration_minutes,
      s.buffer_after_minutes,
      s.capacity,
      s.min_notice_minutes,
      s.max_advance_days,
      s.cancellation_cutoff_minutes,
    ],
    [60, 15, 6, 120, 60, 1440],
  );
  assert.is(s.staff.length, 3);
  assert.ok(s.resources.length >= 1);
  assert.is((await get('/api/v1/scheduling/services/svc_doesnotexist00')).status, 404);
});

test('slots: location_id required for a service at two places; a day of slots with the duration of the variant', async () => {
  const none = await get(`/api/v1/scheduling/slots?service_id=${serviceId}&date=${SATURDAY}`);
  assert.is(none.status, 400);
  assert.match(none.json.error.message, /^location_id:/);
  const day = await get(
    `/api/v1/scheduling/slots?service_id=${serviceId}&date=${SATURDAY}&location_id=${osu}&variant_id=${solo}`,
  );
  assert.is(day.status, 200);
  assert.equal(
    [day.json.data.service_id, day.json.data.date, day.json.data.duration_minutes],
    [serviceId, SATURDAY, 60],
  );
  const starts = day.json.data.slots.map((s: { start: string }) => s.start);
  assert.is(starts[0], at(SATURDAY, '10:00').toISOString());
  // The last 60-minute slot ends by 16:00.
  assert.is(starts.at(-1), at(SATURDAY, '15:00').toISOString());
  assert.ok(
    day.json.data.slots.every(
      (s: { is_available: boolean; remaining_capacity: number }) => s.is_available && s.remaining_capacity === 1,
    ),
  );
  const grp = await get(
    `/api/v1/scheduling/slots?service_id=${serviceId}&date=${SATURDAY}&location_id=${osu}&variant_id=${group}`,
  );
  assert.equal([grp.json.data.duration_minutes, grp.json.data.slots[0].remaining_capacity], [90, 6]);
  // A Friday at Osu has no hours: no slots.
  const friday = await get(`/api/v1/scheduling/slots?service_id=${serviceId}&date=2027-01-08&location_id=${osu}`);
  assert.equal(friday.json.data.slots, []);
  assert.is(
    (await get(`/api/v1/scheduling/slots?service_id=${serviceId}&date=2027-13-01&location_id=${osu}`)).status,
    400,
  );
});

test('slots/check says which rule refused', async () => {
  const check = async (start: Date, extra = '') =>
    (
      await get(
        `/api/v1/scheduling/slots/check?service_id=${serviceId}&location_id=${osu}&variant_id=${solo}&slot_time=${encodeURIComponent(start.toISOString())}${extra}`,
      )
    ).json.data;
  const ok = await check(at(SATURDAY, '11:00'));
  assert.equal([ok.is_available, ok.reason, ok.duration_minutes], [true, null, 60]);
  assert.ok(ok.staff_id);
  assert.is((await check(new Date(MONDAY.getTime() - HOUR))).reason, 'in_past');
  assert.is((await check(new Date(MONDAY.getTime() + HOUR))).reason, 'min_notice');
  assert.is((await check(at('2027-03-13', '10:00'))).reason, 'max_advance');
  assert.is((await check(at('2027-01-08', '10:00'))).reason, 'closed');
  assert.is((await check(at(SATURDAY, '15:30'))).reason, 'outside_hours');
  assert.is((await check(at(SATURDAY, '10:10'))).reason, 'outside_hours'); // off the grid
  // Esi teaches at East Legon only: asked for at Osu, nobody qualified works then.
  const services = (await get('/api/v1/scheduling/services')).json.data;
  const esi = services
    .find((x: { id: string }) => x.id === serviceId)
    .staff.find((m: { name: string }) => m.name.startsWith('Esi')).id;
  assert.is((await check(at(SATURDAY, '11:00'), `&staff_id=${esi}`)).reason, 'no_staff');
  const crowd = (
    await get(
      `/api/v1/scheduling/slots/check?service_id=${serviceId}&location_id=${osu}&variant_id=${group}&participant_count=7&slot_time=${at(SATURDAY, '10:00').toISOString()}`,
    )
  ).json.data;
  assert.equal([crowd.is_available, crowd.remaining_capacity, crowd.reason], [false, 6, 'insufficient_capacity']);
  const longer = await check(at(SATURDAY, '10:00'), '&duration_minutes=120');
  assert.equal([longer.duration_minutes, longer.end], [120, at(SATURDAY, '12:00').toISOString()]);
});

test('no_resource: the East Legon bar has one station; a session on it refuses an overlapping start though Esi is free', async () => {
  const check = async (hhmm: string) =>
    (
      await get(
        `/api/v1/scheduling/slots/check?service_id=${serviceId}&location_id=${legon}&variant_id=${solo}&slot_time=${encodeURIComponent(at('2027-01-10', hhmm).toISOString())}`,
      )
    ).json.data;
  assert.equal([(await check('14:30')).is_available, (await check('14:30')).reason], [true, null]);
  const b = await book(at('2027-01-10', '14:00'), { location: legon });
  if (!b.ok) return assert.unreachable(JSON.stringify(b));
  // 14:00–15:00 plus 15 minutes after holds the bar until 15:15: Kwame teaches it, Esi could take 14:30, the bar cannot.
  const refused = await check('14:30');
  assert.equal([refused.is_available, refused.reason], [false, 'no_resource']);
  const later = await check('15:30');
  assert.equal([later.is_available, later.reason], [true, null]);
});

test('availability: a day map; start after end and spans over 62 days are 400 naming end_date', async () => {
  const map = await get(
    `/api/v1/scheduling/availability?service_id=${serviceId}&location_id=${osu}&start_date=2027-01-04&end_date=2027-01-17`,
  );
  assert.is(map.status, 200);
  const days = map.json.data.days as { date: string; available: boolean; slot_count: number }[];
  assert.is(days.length, 14);
  assert.equal(
    days.filter((d) => d.available).map((d) => d.date),
    ['2027-01-06', '2027-01-09', '2027-01-13', '2027-01-16'],
  );
  for (const [from, to] of [
    ['2027-01-10', '2027-01-09'],
    ['2027-01-04', '2027-03-07'],
  ]) {
    const bad = await get(
      `/api/v1/scheduling/availability?service_id=${serviceId}&location_id=${osu}&start_date=${from}&end_date=${to}`,
    );
    assert.is(bad.status, 400);
    assert.match(bad.json.error.message, /^end_date:/);
  }
  assert.is(
    (
      await get(
        `/api/v1/scheduling/availability?service_id=${serviceId}&location_id=${osu}&start_date=2027-01-04&end_date=2027-03-06`,
      )
    ).status,
    200,
  );
});

test('booking through the cart and checkout: a booking with booking.created once; the slot is taken', async () => {
  const b = await book(at(SATURDAY, '12:00'));
  assert.is(b.status, 201, JSON.stringify(b));
  if (!b.ok) return;
  const read = await get(`/api/v1/scheduling/bookings/${b.bookingId}?token=${b.billToken}`);
  assert.is(read.status, 200);
  assert.equal(
    [read.json.data.status, read.json.data.start, read.json.data.location_id, read.json.data.version],
    ['confirmed', at(SATURDAY, '12:00').toISOString(), osu, 1],
  );
  assert.is(await events('booking.created', b.bookingId), 1);
  await assertViewsAgree(b.orderId, b.billToken, b.bookingId, at(SATURDAY, '12:00'));
  assert.is((await get(`/api/v1/scheduling/bookings/${b.bookingId}`)).status, 404); // no token, no session
  assert.is((await get(`/api/v1/scheduling/bookings/${b.bookingId}?token=bt_wrongwrongwrong`)).status, 404);
  const again = await book(at(SATURDAY, '12:00'));
  assert.is(again.status, 409);
  const slot = (
    await get(
      `/api/v1/scheduling/slots/check?service_id=${serviceId}&location_id=${osu}&variant_id=${solo}&slot_time=${at(SATURDAY, '12:00').toISOString()}`,
    )
  ).json.data;
  assert.equal([slot.is_available, slot.remaining_capacity, slot.reason], [false, 0, 'fully_booked']);
});

test('a cart hold lapses after 15 minutes: another shopper takes the slot, and the first checkout is 409 with nothing written', async () => {
  const start = at('2027-01-06', '17:00'); // Wednesday evening at Osu
  const body = {
    item_id: productId,
    variant_id: solo,
    location_id: osu,
    scheduled_start: start.toISOString(),
    scheduled_end: new Date(start.getTime() + HOUR).toISOString(),
  };
  const first = h.shopper();
  assert.is((await h.raw('POST', '/api/v1/cart/items', { sessionId: first.sessionId, body })).status, 201);
  const second = h.shopper();
  assert.is((await h.raw('POST', '/api/v1/cart/items', { sessionId: second.sessionId, body })).status, 409);
  h.clock.set(new Date(MONDAY.getTime() + 16 * 60_000));
  try {
    assert.is((await h.raw('POST', '/api/v1/cart/items', { sessionId: second.sessionId, body })).status, 201);
    const orders = await h.db.collection('orders').countDocuments({});
    const late = await first.checkout({
      cart_id: await first.cartId(),
      customer: { name: 'Kofi', email: 'kofi@example.com' },
      payment_method: 'cash',
    });
    assert.is(late.status, 409);
    assert.match(late.body.error.message, /fully_booked/);
    assert.is(await h.db.collection('orders').countDocuments({}), orders);
    const won = await second.checkout({
      cart_id: await second.cartId(),
      customer: { name: 'Efua', email: 'efua@example.com' },
      payment_method: 'cash',
    });
    assert.is(won.status, 201);
  } finally {
    h.clock.set(MONDAY);
  }
});

test('the signed-in customer lists their bookings, past and upcoming', async () => {
  const customer = await h.customer();
  const b = await book(at(SATURDAY, '13:00'), { headers: customer.headers });
  assert.is(b.status, 201);
  const list = await get('/api/v1/scheduling/bookings', { headers: customer.headers });
  assert.is(list.status, 200);
  assert.equal(
    list.json.data.map((x: { id: string }) => x.id),
    [b.ok ? b.bookingId : ''],
  );
  assert.equal((await get('/api/v1/scheduling/bookings?upcoming=false', { headers: customer.headers })).json.data, []);
  assert.is((await get('/api/v1/scheduling/bookings')).status, 401);
});

test('reschedule: atomic, versioned, the same rules; business or system type is 403 on the storefront', async () => {
  const b = await book(at(SATURDAY, '14:00'));
  assert.is(b.status, 201);
  if (!b.ok) return;
  const move = (start: Date, extra: Record<string, unknown> = {}) =>
    h.raw('POST', `/api/v1/scheduling/bookings/reschedule?token=${b.billToken}`, {
      body: {
        order_id: b.orderId,
        line_item_id: b.lineItemId,
        new_start_time: start.toISOString(),
        new_end_time: new Date(start.getTime() + HOUR).toISOString(),
        ...extra,
      },
    });
  const taken = await move(at(SATURDAY, '12:00'));
  assert.is(taken.status, 409);
  assert.match(taken.json.error.message, /fully_booked/);
  assert.is((await move(at(SATURDAY, '10:00'), { reschedule_type: 'business' })).status, 403);
  const stranger = await move(at(SATURDAY, '10:00'), { new_staff_id: 'stf_NotOfThisClass1' });
  assert.equal([stranger.status, stranger.json.error.message.startsWith('new_staff_id:')], [400, true]);
  const moved = await move(at(SATURDAY, '10:00'), { reason: 'Earlier suits me', expected_version: 1 });
  assert.is(moved.status, 200, JSON.stringify(moved.json));
  assert.equal(
    [moved.json.data.start, moved.json.data.version, moved.json.data.history.length],
    [at(SATURDAY, '10:00').toISOString(), 2, 1],
  );
  assert.equal(
    [moved.json.data.history[0].from_start, moved.json.data.history[0].by],
    [at(SATURDAY, '14:00').toISOString(), 'customer'],
  );
  // The same request again names version 1: stale, refused, nothing moves twice.
  assert.is((await move(at(SATURDAY, '11:00'), { expected_version: 1 })).status, 409);
  assert.is(await events('booking.rescheduled', b.bookingId), 1);
  await assertViewsAgree(b.orderId, b.billToken, b.bookingId, at(SATURDAY, '10:00'));
  // The old time is free again; the new one is taken.
  const check = async (t: Date) =>
    (
      await get(
        `/api/v1/scheduling/slots/check?service_id=${serviceId}&location_id=${osu}&variant_id=${solo}&slot_time=${t.toISOString()}`,
      )
    ).json.data.is_available;
  assert.equal([await check(at(SATURDAY, '14:00')), await check(at(SATURDAY, '10:00'))], [true, false]);
});

test('cancel: inside the cutoff 409; before it, cancelled once, capacity back, a paid line refunded', async () => {
  const slotAt15 = async () =>
    (
      await get(
        `/api/v1/scheduling/slots/check?service_id=${serviceId}&location_id=${osu}&variant_id=${solo}&slot_time=${encodeURIComponent(at(SATURDAY, '15:00').toISOString())}`,
      )
    ).json.data;
  assert.equal([(await slotAt15()).is_available, (await slotAt15()).remaining_capacity], [true, 1]);
  const b = await book(at(SATURDAY, '15:00'));
  if (!b.ok) return assert.unreachable(JSON.stringify(b));
  assert.equal([(await slotAt15()).reason, (await slotAt15()).remaining_capacity], ['fully_booked', 0]);
  const bid = h.demo!.business_id;
  const asBusiness = { key: null, headers: { authorization: `Bearer ${h.demo!.business_key}` } };
  // Paid in cash at the counter: the business marks it paid.
  const paid = await h.raw('POST', `/v1/businesses/${bid}/orders/${b.orderId}/mark-paid?mode=test`, asBusiness);
  assert.is(paid.status, 200, JSON.stringify(paid.json));
  // One client (one storefront session) retrying with the same Idempotency-Key gets the first answer again.
  const sessionId = h.shopper().sessionId;
  const cancel = await h.raw('POST', `/api/v1/scheduling/bookings/${b.bookingId}/cancel?token=${b.billToken}`, {
    sessionId,
    body: { reason: 'Cannot make it' },
    headers: { 'idempotency-key': 'cancel-bk-1' },
  });
  assert.is(cancel.status, 200, JSON.stringify(cancel.json));
  assert.equal([cancel.json.data.status, cancel.json.data.cancellation_reason], ['cancelled', 'Cannot make it']);
  const replay = await h.raw('POST', `/api/v1/scheduling/bookings/${b.bookingId}/cancel?token=${b.billToken}`, {
    sessionId,
    body: { reason: 'Cannot make it' },
    headers: { 'idempotency-key': 'cancel-bk-1' },
  });
  assert.equal([replay.status, replay.headers.get('idempotent-replayed')], [200, 'true']);
  assert.is(await events('booking.cancelled', b.bookingId), 1);
  assert.equal(
    [(await slotAt15()).is_available, (await slotAt15()).remaining_capacity],
    [true, 1],
    'the place is back',
  );
  const order = await h.db.collection('orders').findOne({ _id: b.orderId as never });
  assert.ok(order!.refunded_amount > 0, 'the paid line was refunded');
  assert.is(
    (await h.raw('POST', `/api/v1/scheduling/bookings/${b.bookingId}/cancel?token=${b.billToken}`, { body: {} }))
      .status,
    409,
  );

  // Inside the 24 h cutoff the customer cannot cancel; the business can.
  const soon = await book(at(SATURDAY, '11:00'));
  if (!soon.ok) return assert.unreachable(JSON.stringify(soon));
  h.clock.set(new Date(at(SATURDAY, '11:00').getTime() - 3 * HOUR));
  try {
    const late = await h.raw('POST', `/api/v1/scheduling/bookings/${soon.bookingId}/cancel?token=${soon.billToken}`, {
      body: {},
    });
    assert.is(late.status, 409);
    const byBusiness = await h.raw('POST', `/v1/businesses/${bid}/bookings/${soon.bookingId}/cancel?mode=test`, {
      ...asBusiness,
      body: { reason: 'Instructor ill' },
    });
    assert.is(byBusiness.status, 200, JSON.stringify(byBusiness.json));
    assert.is(byBusiness.json.data.history.at(-1).by, 'business');
  } finally {
    h.clock.set(MONDAY);
  }
});

test('the business side: bookings by day, complete and no-show after the start, reschedule as the business', async () => {
  const bid = h.demo!.business_id;
  const asBusiness = { key: null, headers: { authorization: `Bearer ${h.demo!.business_key}` } };
  const day = await h.raw(
    'GET',
    `/v1/businesses/${bid}/bookings?mode=test&date=${SATURDAY}&location_id=${osu}`,
    asBusiness,
  );
  assert.is(day.status, 200, JSON.stringify(day.json));
  assert.ok(day.json.data.bookings.length >= 2);
  assert.ok(day.json.data.bookings.every((x: { start: string }) => x.start.startsWith(SATURDAY)));
  // Without a date the store pages: one of them, and the total of all.
  const paged = await h.raw('GET', `/v1/businesses/${bid}/bookings?mode=test&limit=1&offset=1`, asBusiness);
  assert.equal([paged.status, paged.json.data.bookings.length, paged.json.data.pagination.offset], [200, 1, 1]);
  assert.ok(paged.json.data.pagination.total >= day.json.data.bookings.length);
  const target = day.json.data.bookings.find((x: { status: string }) => x.status === 'confirmed');
  assert.is(
    (await h.raw('POST', `/v1/businesses/${bid}/bookings/${target.id}/complete?mode=test`, asBusiness)).status,
    409,
  ); // not started
  const moved = await h.raw('POST', `/v1/businesses/${bid}/bookings/${target.id}/reschedule?mode=test`, {
    ...asBusiness,
    body: {
      new_start_time: at('2027-01-16', '10:00').toISOString(),
      new_end_time: at('2027-01-16', '11:00').toISOString(),
      reason: 'Moved by the shop',
    },
  });
  assert.is(moved.status, 200, JSON.stringify(moved.json));
  assert.is(moved.json.data.history.at(-1).by, 'business');
  await assertViewsAgree(target.order_id, null, target.id, at('2027-01-16', '10:00'));
  h.clock.set(at('2027-01-16', '12:00'));
  try {
    const done = await h.raw('POST', `/v1/businesses/${bid}/bookings/${target.id}/complete?mode=test`, asBusiness);
    assert.equal([done.status, done.json.data.status], [200, 'completed']);
    assert.is(
      (await h.raw('POST', `/v1/businesses/${bid}/bookings/${target.id}/complete?mode=test`, asBusiness)).status,
      200,
    ); // again: unchanged
    assert.is(
      (await h.raw('POST', `/v1/businesses/${bid}/bookings/${target.id}/no-show?mode=test`, asBusiness)).status,
      409,
    );
  } finally {
    h.clock.set(MONDAY);
  }
  assert.is(
    (await h.raw('GET', `/v1/businesses/${bid}/bookings/bk_doesnotexist000?mode=test`, asBusiness)).status,
    404,
  );
  void legon;
});

test('the day documents list exactly the bookings the tests above left', async () => {
  // Holds are judged at the latest time the test clock showed: it went back to Monday after the lapse test, which a
  // real clock never does (a hold pruned as lapsed then would look live again at Monday).
  assert.ok((await assertDaysInStep(h.db, at('2027-01-16', '12:00'))) > 0);
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
