// Customer actions on an order over real HTTP: cancel (status rules, idempotency, stock release, refund of a
// paid order, events), attach-customer and verify-payment, each with the 404-never-403 access rule.
import { test } from 'uvu';
import type { BookingDoc } from '../../src/modules/scheduling/model.js';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import type { InventoryLevelDoc } from '../../src/modules/catalogue/model.js';
import { startOrders, type OrdersEnv } from './orders-support.js';

let env: OrdersEnv;
test.before(async () => {
  env = await startOrders();
});
test.after(async () => {
  await env?.close();
});

const code = (r: { error?: unknown }) => (r.error as { error: { code: string } } | undefined)?.error.code;

test('a guest cancels a pending order: cancelled, payment cancelled, stock released, events recorded', async () => {
  const level = await env.srv.services.db
    .collection<InventoryLevelDoc>('inventory_levels')
    .findOne({ business_id: env.tenant.business_id, livemode: false, variant_id: null, quantity_on_hand: { $gte: 5 } });
  assert.ok(level, 'the demo business has tracked stock');
  await env.srv.services.db
    .collection<InventoryLevelDoc>('inventory_levels')
    .updateOne({ _id: level!._id }, { $set: { quantity_reserved: 3 } });
  const { order, billToken, payment } = await env.seedOrder({
    reservations: [{ product_id: level!.product_id, variant_id: null, location_id: level!.location_id, quantity: 2 }],
  });

  const res = await sf.cancelOrder({
    client: env.storefront({ billToken }),
    path: { order_id: order._id },
    body: { reason: 'Ordered by mistake' },
  });
  assert.is(res.response.status, 200);
  const data = res.data!.data;
  assert.is(data.status, 'cancelled');
  assert.is(data.payment_status, 'cancelled');
  assert.is(data.cancel_reason, 'Ordered by mistake');
  assert.type(data.cancelled_at, 'string');

  const after = await env.srv.services.db
    .collection<InventoryLevelDoc>('inventory_levels')
    .findOne({ _id: level!._id });
  assert.is(after!.quantity_reserved, 1, "two of the three reserved units were this order's");
  const stored = await env.order(order._id);
  assert.equal(stored.reservations, []);
  const pay = await env.srv.services.db.collection('payments').findOne({ _id: payment._id as never });
  assert.is(pay!.status, 'cancelled');
  const types = (await env.events(order._id)).map((e) => e.type).sort();
  assert.equal(types, ['order.cancelled', 'order.updated']);
});

test('cancel again: 409; with the same Idempotency-Key: the first response is replayed', async () => {
  const { order, billToken } = await env.seedOrder();
  const client = env.storefront({ billToken });
  const key = `cancel-${order._id}`;
  const first = await sf.cancelOrder({
    client,
    path: { order_id: order._id },
    headers: { 'Idempotency-Key': key },
    body: {},
  });
  assert.is(first.response.status, 200);
  const replay = await sf.cancelOrder({
    client,
    path: { order_id: order._id },
    headers: { 'Idempotency-Key': key },
    body: {},
  });
  assert.is(replay.response.status, 200);
  assert.is(replay.response.headers.get('idempotent-replayed'), 'true');
  assert.equal(replay.data!.data, first.data!.data);
  const again = await sf.cancelOrder({ client, path: { order_id: order._id }, body: {} });
  assert.is(again.response.status, 409);
  assert.is(code(again), 'CONFLICT');
  const other = await sf.cancelOrder({
    client,
    path: { order_id: order._id },
    headers: { 'Idempotency-Key': key },
    body: { reason: 'different' },
  });
  assert.is(other.response.status, 409, 'same key, different body');
  assert.equal(
    (await env.events(order._id)).map((e) => e.type).sort(),
    ['order.cancelled', 'order.updated'],
    'events recorded once',
  );
});

test('customers cannot cancel once preparation started (409), nor a stranger (404)', async () => {
  for (const status of ['preparing', 'ready', 'completed'] as const) {
    const { order, billToken } = await env.seedOrder({ status, payment_status: 'succeeded' });
    const res = await sf.cancelOrder({
      client: env.storefront({ billToken }),
      path: { order_id: order._id },
      body: {},
    });
    assert.is(res.response.status, 409, status);
  }
  const { order } = await env.seedOrder();
  const stranger = await sf.cancelOrder({
    client: env.storefront({ billToken: 'bt_nope' }),
    path: { order_id: order._id },
    body: {},
  });
  assert.is(stranger.response.status, 404);
  const kofi = await env.customer();
  const otherCustomer = await sf.cancelOrder({
    client: env.storefront({ customer: kofi }),
    path: { order_id: order._id },
    body: {},
  });
  assert.is(otherCustomer.response.status, 404);
  assert.is((await env.order(order._id)).status, 'pending');
});

test('cancelling frees the bookings of service lines (booking.cancelled)', async () => {
  const { order, billToken } = await env.seedOrder();
  const db = env.srv.services.db;
  const at = new Date('2026-11-01T09:00:00.000Z');
  const booking: BookingDoc = {
    _id: 'bk_testBooking0001',
    ...env.tenant,
    order_id: order._id,
    line_item_id: order.items[0].id,
    service_id: 'svc_testService0001',
    product_id: order.items[0].product_id,
    variant_id: null,
    staff_id: null,
    location_id: 'loc_testLocation01',
    timezone: 'Africa/Accra',
    customer_id: null,
    status: 'confirmed',
    starts_at: new Date('2026-12-01T10:00:00.000Z'),
    ends_at: new Date('2026-12-01T10:30:00.000Z'),
    blocks_from: new Date('2026-12-01T10:00:00.000Z'),
    blocks_until: new Date('2026-12-01T10:30:00.000Z'),
    participant_count: 1,
    resources: [],
    history: [],
    version: 1,
    cancellation_reason: null,
    created_at: at,
    updated_at: at,
    cancelled_at: null,
  };
  await db.collection<BookingDoc>('bookings').insertOne(booking);
  const res = await sf.cancelOrder({ client: env.storefront({ billToken }), path: { order_id: order._id }, body: {} });
  assert.is(res.response.status, 200);
  const stored = await db.collection<BookingDoc>('bookings').findOne({ _id: 'bk_testBooking0001' });
  assert.is(stored!.status, 'cancelled');
  assert.equal((await env.events(order._id)).map((e) => e.type).sort(), [
    'booking.cancelled',
    'order.cancelled',
    'order.updated',
  ]);
});

test('a reason over 500 characters is 400', async () => {
  const { order, billToken } = await env.seedOrder();
  const res = await sf.cancelOrder({
    client: env.storefront({ billToken }),
    path: { order_id: order._id },
    body: { reason: 'x'.repeat(501) },
  });
  assert.is(res.response.status, 400);
});

test('cancelling a paid confirmed order refunds it in full (payment.refunded)', async () => {
  const ama = await env.customer();
  const { order } = await env.seedOrder({ customer_id: ama.id, status: 'confirmed', payment_status: 'succeeded' });
  const res = await sf.cancelOrder({
    client: env.storefront({ customer: ama }),
    path: { order_id: order._id },
    body: {},
  });
  assert.is(res.response.status, 200);
  assert.is(res.data!.data.status, 'cancelled');
  assert.is(res.data!.data.payment_status, 'refunded');
  const stored = await env.order(order._id);
  assert.is(stored.refunded_amount, order.total_price);
  const types = (await env.events(order._id)).map((e) => e.type).sort();
  assert.ok(types.includes('payment.refunded'), types.join());
  assert.ok(types.includes('order.cancelled'), types.join());
});

test('attach-customer: needs the bill token and the same signed-in customer; idempotent; 409 for another owner', async () => {
  const ama = await env.customer();
  const kofi = await env.customer();
  const { order, billToken } = await env.seedOrder();

  const noToken = await sf.attachOrderCustomer({
    client: env.storefront({ customer: ama }),
    path: { order_id: order._id },
    body: { customer_id: ama.id },
  });
  assert.is(noToken.response.status, 404);
  const otherCustomer = await sf.attachOrderCustomer({
    client: env.storefront({ customer: kofi, billToken }),
    path: { order_id: order._id },
    body: { customer_id: ama.id },
  });
  assert.is(otherCustomer.response.status, 404);
  const notSignedIn = await sf.attachOrderCustomer({
    client: env.storefront({ billToken }),
    path: { order_id: order._id },
    body: { customer_id: ama.id },
  });
  assert.is(notSignedIn.response.status, 401);

  const ok = await sf.attachOrderCustomer({
    client: env.storefront({ customer: ama, billToken }),
    path: { order_id: order._id },
    body: { customer_id: ama.id },
  });
  assert.is(ok.response.status, 200);
  assert.is(ok.data!.data.customer_id, ama.id);
  const again = await sf.attachOrderCustomer({
    client: env.storefront({ customer: ama, billToken }),
    path: { order_id: order._id },
    body: { customer_id: ama.id },
  });
  assert.is(again.response.status, 200);
  assert.equal((await env.events(order._id)).map((e) => e.type).sort(), ['order.updated'], 'the no-op records nothing');

  // Now Ama's: it is in her list, and the secret key cannot hand it to Kofi.
  const list = await sf.listOrders({ client: env.storefront({ customer: ama }) });
  assert.ok(list.data!.data.some((o) => o.id === order._id));
  const steal = await sf.attachOrderCustomer({
    client: env.storefront({ key: env.secretKey, billToken }),
    path: { order_id: order._id },
    body: { customer_id: kofi.id },
  });
  assert.is(steal.response.status, 409);
});

test('attach-customer with a secret key: any customer of the business; an unknown customer is 404', async () => {
  const ama = await env.customer();
  const { order, billToken } = await env.seedOrder();
  const unknown = await sf.attachOrderCustomer({
    client: env.storefront({ key: env.secretKey, billToken }),
    path: { order_id: order._id },
    body: { customer_id: 'cus_unknown12345' },
  });
  assert.is(unknown.response.status, 404);
  const ok = await sf.attachOrderCustomer({
    client: env.storefront({ key: env.secretKey, billToken }),
    path: { order_id: order._id },
    body: { customer_id: ama.id },
  });
  assert.is(ok.response.status, 200);
  assert.is(ok.data!.data.customer_id, ama.id);
});

test('verify-payment answers the canonical record; access rule applies', async () => {
  const { order, billToken, payment } = await env.seedOrder();
  const res = await sf.verifyOrderPayment({ client: env.storefront({ billToken }), path: { order_id: order._id } });
  assert.is(res.response.status, 200);
  assert.is(res.data!.data.payment_status, 'pending');
  assert.is(res.data!.data.payment_reference, payment._id);
  const denied = await sf.verifyOrderPayment({
    client: env.storefront({ billToken: 'bt_wrong' }),
    path: { order_id: order._id },
  });
  assert.is(denied.response.status, 404);

  const cash = await env.seedOrder({ payment_method: 'cash' });
  const cashRes = await sf.verifyOrderPayment({
    client: env.storefront({ billToken: cash.billToken }),
    path: { order_id: cash.order._id },
  });
  assert.is(cashRes.response.status, 200);
  assert.is(cashRes.data!.data.payment_status, 'pending');
});

test('verify-payment records what the provider reports when it moved on', async () => {
  // The provider's record (the sandbox reads the payment back) says succeeded; the order still says pending.
  const { order, billToken } = await env.seedOrder({}, { status: 'processing' });
  await env.srv.services.db
    .collection('payments')
    .updateOne({ _id: order.payment_id as never }, { $set: { status: 'processing' } });
  const res = await sf.verifyOrderPayment({ client: env.storefront({ billToken }), path: { order_id: order._id } });
  assert.is(res.response.status, 200);
  assert.is(res.data!.data.payment_status, 'processing');
  assert.equal((await env.events(order._id)).map((e) => e.type).sort(), ['order.updated']);
});

test('responses conform to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
