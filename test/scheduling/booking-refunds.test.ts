// Cancelling a booking of a paid order, over HTTP on the demo business (VAT 15 % added on top; the barista class's
// private session 150.00; the classic tee 120.00 with the automatic "GHS 5 off merch" deal; coupon WELCOME10, 10 %
// off every line): the refund is what the customer paid for the line (its share of the discounts and of the tax,
// shared as checkout priced the order), and an order left with nothing to fulfil is cancelled with one
// order.cancelled and one payment.refunded. The clock is fixed (a Monday in January 2027); the bookings are on the
// following Saturday and Wednesday.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';

const MONDAY = new Date('2027-01-04T08:00:00.000Z');
const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00.000Z`); // Accra is UTC+0 all year
const HOUR = 3_600_000;

let h: Harness;
let productId: string;
let osu: string;
let solo: string;
let tee: { id: string; variant: string };

test.before(async () => {
  h = await startHarness({ seed: true, now: MONDAY, tickMs: 0 });
  const services = (await h.raw('GET', '/api/v1/scheduling/services')).json.data;
  const barista = services.find((s: { name: string }) => /barista/i.test(s.name));
  productId = barista.product_id;
  osu = barista.location_ids[0];
  solo = barista.variants.find((v: { name: string }) => /private/i.test(v.name)).id;
  const product = await h.db
    .collection('products')
    .findOne({ business_id: h.demo.business_id, livemode: false, slug: 'classic-tee' });
  const variant = await h.db
    .collection('variants')
    .findOne({ business_id: h.demo.business_id, livemode: false, sku: 'TEE-BLK-M' });
  tee = { id: String(product!._id), variant: String(variant!._id) };
});
test.after(async () => {
  await h?.close();
});

const asBusiness = () => ({ key: null, headers: { authorization: `Bearer ${h.demo.business_key}` } });

/** A guest's order of private sessions at `starts` (and a tee, and the coupon, when asked), paid in cash at the counter when `paid`. */
async function order(starts: Date[], opts: { tee?: boolean; coupon?: boolean; paid?: boolean } = {}) {
  const shopper = h.shopper();
  for (const start of starts) {
    const body = {
      item_id: productId,
      variant_id: solo,
      location_id: osu,
      scheduled_start: start.toISOString(),
      scheduled_end: new Date(start.getTime() + HOUR).toISOString(),
    };
    const added = await h.raw('POST', '/api/v1/cart/items', { sessionId: shopper.sessionId, body });
    assert.is(added.status, 201, JSON.stringify(added.json));
  }
  if (opts.tee) await shopper.add(tee.id, 1, tee.variant);
  if (opts.coupon)
    assert.is(
      (
        await h.raw('POST', '/api/v1/cart/coupons', {
          sessionId: shopper.sessionId,
          body: { coupon_code: 'WELCOME10' },
        })
      ).status,
      200,
    );
  const placed = await shopper.checkout({
    cart_id: await shopper.cartId(),
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'cash',
  });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const { order_id: orderId, bill_token: token } = placed.body.data as { order_id: string; bill_token: string };
  if (opts.paid !== false) {
    const paid = await h.raw(
      'POST',
      `/v1/businesses/${h.demo.business_id}/orders/${orderId}/mark-paid?mode=test`,
      asBusiness(),
    );
    assert.is(paid.status, 200, JSON.stringify(paid.json));
  }
  const lines = (await read(orderId, token)).items as { id: string; product_id: string }[];
  const bookings = await h.db
    .collection('bookings')
    .find({ order_id: orderId }, { sort: { starts_at: 1 } })
    .toArray();
  return { orderId, token, lines, bookings: bookings.map((b) => String(b._id)) };
}

const read = async (orderId: string, token: string) => {
  const r = await h.raw('GET', `/api/v1/orders/${orderId}?token=${token}`);
  assert.is(r.status, 200);
  return r.json.data;
};
const cancelAsCustomer = (bookingId: string, token: string) =>
  h.raw('POST', `/api/v1/scheduling/bookings/${bookingId}/cancel?token=${token}`, {
    body: { reason: 'Cannot make it' },
  });
const cancelAsBusiness = (bookingId: string) =>
  h.raw('POST', `/v1/businesses/${h.demo.business_id}/bookings/${bookingId}/cancel?mode=test`, {
    ...asBusiness(),
    body: {},
  });
/** The business's view of the order (its list shows the refunded total). */
async function platformOrder(orderId: string) {
  const list = await h.raw('GET', `/v1/businesses/${h.demo.business_id}/orders?mode=test&limit=100`, asBusiness());
  assert.is(list.status, 200);
  return list.json.data.orders.find((o: { id: string }) => o.id === orderId);
}
const eventsOf = async (orderId: string) =>
  (
    await h.db
      .collection('events')
      .find({ 'data.id': orderId }, { sort: { created_at: 1, _id: 1 } })
      .toArray()
  ).map((e) => ({ type: e.type as string, data: e.data }));
const count = (events: { type: string }[], type: string) => events.filter((e) => e.type === type).length;

test('the only booking of a paid order (150.00 + 22.50 VAT) cancelled: 172.50 back, the order cancelled, each event once', async () => {
  const o = await order([at('2027-01-09', '10:00')]);
  assert.equal(
    [(await read(o.orderId, o.token)).total_price, (await read(o.orderId, o.token)).tax_amount],
    ['172.50', '22.50'],
  );
  const cancelled = await cancelAsCustomer(o.bookings[0], o.token);
  assert.is(cancelled.status, 200, JSON.stringify(cancelled.json));
  const after = await read(o.orderId, o.token);
  assert.equal([after.status, after.payment_status, after.cancel_reason], ['cancelled', 'refunded', 'Cannot make it']);
  assert.ok(after.cancelled_at);
  assert.is((await platformOrder(o.orderId)).refunded_amount, '172.50');
  const events = await eventsOf(o.orderId);
  assert.equal([count(events, 'order.cancelled'), count(events, 'payment.refunded')], [1, 1]);
  assert.is(events.find((e) => e.type === 'payment.refunded')!.data.refunded_amount, '172.50');
  // Nothing is left to cancel: the order is final, and the customer's cancel of it is 409.
  assert.is((await h.raw('POST', `/api/v1/orders/${o.orderId}/cancel?token=${o.token}`, { body: {} })).status, 409);
});

test('a booking next to goods, with a deal and a coupon: its line back with its shares; the order stays to be fulfilled', async () => {
  // 150.00 + 120.00 = 270.00; the merch deal takes 5.00 off the tee; WELCOME10 takes 27.00, shared over what is left
  // of the lines (150.00 and 115.00): 15.28 and 11.72; VAT on 238.00 is 35.70, shared over 134.72 and 103.28:
  // 20.21 and 15.49. The session's line cost 134.72 + 20.21 = 154.93 of the 273.70 paid.
  const o = await order([at('2027-01-09', '11:00')], { tee: true, coupon: true });
  const before = await read(o.orderId, o.token);
  assert.equal(
    [before.subtotal, before.discount_amount, before.tax_amount, before.total_price],
    ['270.00', '32.00', '35.70', '273.70'],
  );
  assert.is((await cancelAsCustomer(o.bookings[0], o.token)).status, 200);
  const after = await read(o.orderId, o.token);
  assert.equal([after.status, after.payment_status], ['pending', 'partially_refunded']);
  assert.is((await platformOrder(o.orderId)).refunded_amount, '154.93');
  const events = await eventsOf(o.orderId);
  assert.equal([count(events, 'order.cancelled'), count(events, 'payment.refunded')], [0, 1]);
});

test('two bookings: each cancel refunds its line; the last one cancels the order and refunds the rest', async () => {
  // 300.00 − 30.00 (WELCOME10) + 40.50 VAT = 310.50, 155.25 a line.
  const o = await order([at('2027-01-13', '17:00'), at('2027-01-13', '18:30')], { coupon: true });
  assert.is((await read(o.orderId, o.token)).total_price, '310.50');
  assert.is((await cancelAsBusiness(o.bookings[0])).status, 200);
  assert.equal(
    [(await read(o.orderId, o.token)).status, (await platformOrder(o.orderId)).refunded_amount],
    ['pending', '155.25'],
  );
  assert.is((await cancelAsCustomer(o.bookings[1], o.token)).status, 200);
  const after = await read(o.orderId, o.token);
  assert.equal([after.status, after.payment_status], ['cancelled', 'refunded']);
  assert.is((await platformOrder(o.orderId)).refunded_amount, '310.50');
  const events = await eventsOf(o.orderId);
  assert.equal([count(events, 'order.cancelled'), count(events, 'payment.refunded')], [1, 2]);
});

test('the last two bookings of an order cancelled at once: the order is cancelled once, everything refunded', async () => {
  // On two days, so the two cancels share no day document: only the order can make them see each other.
  const o = await order([at('2027-01-16', '10:00'), at('2027-01-20', '17:00')]);
  const [a, b] = await Promise.all([cancelAsBusiness(o.bookings[0]), cancelAsCustomer(o.bookings[1], o.token)]);
  assert.equal([a.status, b.status], [200, 200], JSON.stringify([a.json, b.json]));
  const after = await read(o.orderId, o.token);
  assert.equal([after.status, after.payment_status], ['cancelled', 'refunded']);
  assert.is((await platformOrder(o.orderId)).refunded_amount, '345.00');
  assert.is(count(await eventsOf(o.orderId), 'order.cancelled'), 1);
});

test('an unpaid order whose only booking is cancelled is cancelled with its payment, with nothing refunded', async () => {
  const o = await order([at('2027-01-09', '12:00')], { paid: false });
  assert.is((await cancelAsCustomer(o.bookings[0], o.token)).status, 200);
  const after = await read(o.orderId, o.token);
  assert.equal([after.status, after.payment_status], ['cancelled', 'cancelled']);
  const events = await eventsOf(o.orderId);
  assert.equal([count(events, 'order.cancelled'), count(events, 'payment.refunded')], [1, 0]);
});

test('every response above conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
