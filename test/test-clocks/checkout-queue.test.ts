// Checkouts on a test clock and on real time at once keep their own times: the per-business checkout queue
// (src/flows/place-order/queue.ts) commits a group at one time, so it queues per clock too. And a business acting
// on a clock's order without the header (its status moved, cancelled, refunded) does so at the clock's time
// (test-clocks/object-time.ts): the order and its events dated on the clock, never on real time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cardBody, startCheckoutEnv, type CheckoutEnv } from '../buying/checkout-env.js';

let env: CheckoutEnv;
test.before(async () => {
  env = await startCheckoutEnv();
});
test.after(async () => {
  await env?.close();
});

test('checkouts on a clock and on real time at once keep their own times', async () => {
  const beans = (await env.product('house-blend-coffee-beans'))._id;
  await env.setStock(beans, null, { [await env.location('osu')]: 100, [await env.location('east-legon')]: 0 });
  const at = new Date(env.srv.clock.now().getTime() - 10 * 24 * 3600 * 1000);
  const res = await env.fetch(`${env.url}/v1/test_clocks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.demo.test_business_key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ frozen_time: at.toISOString() }),
  });
  const clockId = ((await res.json()) as any).data.id;
  const shoppers = Array.from({ length: 20 }, (_, i) =>
    env.shopper(i % 2 ? { headers: { 'Cimplify-Test-Clock': clockId } } : {}),
  );
  await Promise.all(shoppers.map((s) => s.add(beans, 1)));
  const carts = await Promise.all(shoppers.map((s) => s.cartId()));
  const results = await Promise.all(shoppers.map((s, i) => s.checkout(cardBody(carts[i]))));
  const orders = await Promise.all(results.map((r) => env.order(r.body.data.order_id)));
  const wrong = orders.filter((o) =>
    o!.test_clock_id ? o!.created_at.getTime() !== at.getTime() : o!.created_at.getTime() === at.getTime(),
  );
  assert.is(wrong.length, 0, JSON.stringify(orders.map((o) => [o!.test_clock_id ?? null, o!.created_at])));
});

/** An order placed on a new clock frozen `daysBack` days before real time, and the business key's headers. */
async function clockOrder(daysBack: number, payment: 'card' | 'cash') {
  const beans = (await env.product('house-blend-coffee-beans'))._id;
  await env.setStock(beans, null, { [await env.location('osu')]: 100, [await env.location('east-legon')]: 0 });
  const at = new Date(env.srv.clock.now().getTime() - daysBack * 24 * 3600 * 1000);
  const business = { authorization: `Bearer ${env.demo.test_business_key}`, 'content-type': 'application/json' };
  const made = await env.fetch(`${env.url}/v1/test_clocks`, {
    method: 'POST',
    headers: business,
    body: JSON.stringify({ frozen_time: at.toISOString() }),
  });
  const clockId: string = ((await made.json()) as any).data.id;
  const shopper = env.shopper({ headers: { 'Cimplify-Test-Clock': clockId } });
  await shopper.add(beans, 1);
  const placed = await shopper.checkout(cardBody(await shopper.cartId(), { payment_method: payment }));
  const orderId: string = placed.body.data.order_id;
  const orderUrl = `${env.url}/v1/businesses/${env.demo.business_id}/orders/${orderId}`;
  return { at, business, clockId, orderId, orderUrl };
}

test("a business key without the header moves and cancels a clock order at the clock's time", async () => {
  const { at, business, clockId, orderId, orderUrl } = await clockOrder(20, 'card');
  const moved = await env.fetch(`${orderUrl}/status?mode=test`, {
    method: 'POST',
    headers: business,
    body: JSON.stringify({ status: 'confirmed' }),
  });
  assert.is(moved.status, 200, await moved.clone().text());
  const cancelled = await env.fetch(`${orderUrl}/cancel?mode=test`, { method: 'POST', headers: business, body: '{}' });
  assert.is(cancelled.status, 200, await cancelled.clone().text());
  const order = await env.order(orderId);
  assert.equal([order!.status, order!.updated_at.toISOString()], ['cancelled', at.toISOString()]);
  const events = await env.db
    .collection('events')
    .find({ 'data.id': orderId, type: { $in: ['order.updated', 'order.cancelled'] } })
    .toArray();
  assert.ok(events.length >= 2, JSON.stringify(events.map((e) => e.type)));
  for (const e of events) {
    assert.equal([e.type, e.test_clock_id, e.created_at.toISOString()], [e.type, clockId, at.toISOString()]);
  }
});

test("a business key without the header refunds a clock order at the clock's time; the refund is the clock's", async () => {
  const { at, business, clockId, orderId, orderUrl } = await clockOrder(15, 'cash');
  const paid = await env.fetch(`${orderUrl}/mark-paid?mode=test`, { method: 'POST', headers: business, body: '{}' });
  assert.is(paid.status, 200, await paid.clone().text());
  const refunded = await env.fetch(`${orderUrl}/refunds?mode=test`, {
    method: 'POST',
    headers: { ...business, 'idempotency-key': `clock-refund-${orderId}` },
    body: '{}',
  });
  assert.is(refunded.status, 201, await refunded.clone().text());
  const refund = await env.db.collection('refunds').findOne({ order_id: orderId });
  assert.equal(
    [refund!.test_clock_id, refund!.created_at.toISOString(), refund!.settled_at.toISOString()],
    [clockId, at.toISOString(), at.toISOString()],
  );
  const event = await env.db.collection('events').findOne({ 'data.id': orderId, type: 'payment.refunded' });
  assert.equal([event!.test_clock_id, event!.created_at.toISOString()], [clockId, at.toISOString()]);
});

test.run();
