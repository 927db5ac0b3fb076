// Platform order administration over real HTTP with the business key: status moves (forward only, 409 otherwise),
// cancel, mark-paid for cash, refunds, and the events each change records in the events collection.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/sdk.gen.js';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { startOrders, type OrdersEnv } from './orders-support.js';

let env: OrdersEnv;
let biz: string;
test.before(async () => {
  env = await startOrders();
  biz = env.tenant.business_id;
});
test.after(async () => {
  await env?.close();
});

const types = async (orderId: string) => (await env.events(orderId)).map((e) => e.type).sort();

test('status moves forward, may skip steps, repeats are no-ops; completed emits order.completed', async () => {
  const { order } = await env.seedOrder({ payment_status: 'succeeded' });
  const path = { business_id: biz, order_id: order._id };
  const confirmed = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    body: { status: 'confirmed' },
  });
  assert.is(confirmed.response.status, 200);
  assert.is(confirmed.data!.data.status, 'confirmed');
  const same = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    body: { status: 'confirmed' },
  });
  assert.is(same.response.status, 200);
  assert.equal(await types(order._id), ['order.updated']);

  const ready = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    body: { status: 'ready' },
  });
  assert.is(ready.data!.data.status, 'ready');
  const back = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    body: { status: 'preparing' },
  });
  assert.is(back.response.status, 409);
  const done = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    body: { status: 'completed' },
  });
  assert.is(done.data!.data.status, 'completed');
  assert.equal(await types(order._id), ['order.completed', 'order.updated', 'order.updated', 'order.updated']);
  const after = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    body: { status: 'completed' },
  });
  assert.is(after.response.status, 200, 'same status on a completed order is a no-op');

  const event = (await env.events(order._id)).find((e) => e.type === 'order.completed')!;
  assert.is(event.data.status, 'completed');
  assert.is(event.data.total_price, '195.50');
  assert.match(event._id, /^evt_/);
});

test('no move while the payment failed; no change of a cancelled order', async () => {
  const failed = await env.seedOrder({ payment_status: 'failed' });
  const r1 = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path: { business_id: biz, order_id: failed.order._id },
    body: { status: 'confirmed' },
  });
  assert.is(r1.response.status, 409);
  const cancelled = await env.seedOrder({ status: 'cancelled', payment_status: 'cancelled' });
  const r2 = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path: { business_id: biz, order_id: cancelled.order._id },
    body: { status: 'confirmed' },
  });
  assert.is(r2.response.status, 409);
});

test('unknown order 404; a key without the scope or for another business 403', async () => {
  const r = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path: { business_id: biz, order_id: 'ord_unknown1234' },
    body: { status: 'confirmed' },
  });
  assert.is(r.response.status, 404);
  const { order } = await env.seedOrder();
  const other = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path: { business_id: 'biz_someoneElse123', order_id: order._id },
    body: { status: 'confirmed' },
  });
  assert.is(other.response.status, 403);
  const secret = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(env.secretKey),
    path: { business_id: biz, order_id: order._id },
    body: { status: 'confirmed' },
  });
  assert.ok([401, 403].includes(secret.response.status), String(secret.response.status));
});

test('business cancel: from preparing, idempotent on a cancelled order, 409 on completed; no money moves', async () => {
  const { order, billToken } = await env.seedOrder({ status: 'preparing', payment_status: 'succeeded' });
  const path = { business_id: biz, order_id: order._id };
  const res = await pf.adminCancelOrder({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    body: { reason: 'Out of jollof rice today' },
  });
  assert.is(res.response.status, 200);
  assert.is(res.data!.data.status, 'cancelled');
  assert.is(res.data!.data.cancellation_reason, 'Out of jollof rice today');
  assert.is(res.data!.data.payment_status, 'succeeded', 'a settled payment is left for an explicit refund');
  const again = await pf.adminCancelOrder({ query: { mode: 'test' }, client: env.platform(), path, body: {} });
  assert.is(again.response.status, 200);
  assert.equal(await types(order._id), ['order.cancelled', 'order.updated']);
  const seen = await sf.getOrder({ client: env.storefront({ billToken }), path: { order_id: order._id } });
  assert.is(seen.data!.data.status, 'cancelled');

  const completed = await env.seedOrder({ status: 'completed', payment_status: 'succeeded' });
  const refused = await pf.adminCancelOrder({
    query: { mode: 'test' },
    client: env.platform(),
    path: { business_id: biz, order_id: completed.order._id },
    body: {},
  });
  assert.is(refused.response.status, 409);
});

test('mark-paid: cash pending → succeeded with payment.completed; repeats unchanged; card 409', async () => {
  const { order } = await env.seedOrder({ payment_method: 'cash' });
  const path = { business_id: biz, order_id: order._id };
  const res = await pf.adminMarkOrderPaid({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    headers: { 'Idempotency-Key': `paid-${order._id}` },
  });
  assert.is(res.response.status, 200);
  assert.is(res.data!.data.payment_status, 'succeeded');
  const again = await pf.adminMarkOrderPaid({ query: { mode: 'test' }, client: env.platform(), path });
  assert.is(again.response.status, 200);
  assert.is(again.data!.data.payment_status, 'succeeded');
  const t = await types(order._id);
  assert.ok(t.includes('payment.completed'), t.join());
  assert.is(t.filter((x) => x === 'payment.completed').length, 1);

  const card = await env.seedOrder({ payment_method: 'card' });
  const refused = await pf.adminMarkOrderPaid({
    query: { mode: 'test' },
    client: env.platform(),
    path: { business_id: biz, order_id: card.order._id },
  });
  assert.is(refused.response.status, 409);
  const cancelled = await env.seedOrder({ payment_method: 'cash', status: 'cancelled', payment_status: 'cancelled' });
  const refused2 = await pf.adminMarkOrderPaid({
    query: { mode: 'test' },
    client: env.platform(),
    path: { business_id: biz, order_id: cancelled.order._id },
  });
  assert.is(refused2.response.status, 409);
});

test('refunds: partial then the rest; too much is 400; nothing left is 409; idempotent', async () => {
  const { order } = await env.seedOrder({ status: 'confirmed', payment_status: 'succeeded' });
  const path = { business_id: biz, order_id: order._id };
  const partial = await pf.adminCreateRefund({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    headers: { 'Idempotency-Key': `r1-${order._id}` },
    body: { amount: '20.00', reason: 'Missing side dish' },
  });
  assert.is(partial.response.status, 201);
  const refund = partial.data!.data;
  assert.match(refund.id, /^re_/);
  assert.is(refund.amount, '20.00');
  assert.is(refund.status, 'succeeded');
  assert.is(refund.order.payment_status, 'partially_refunded');
  assert.is(refund.order.refunded_amount, '20.00');
  assert.is(refund.order.status, 'confirmed');

  const replay = await pf.adminCreateRefund({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    headers: { 'Idempotency-Key': `r1-${order._id}` },
    body: { amount: '20.00', reason: 'Missing side dish' },
  });
  assert.is(replay.response.status, 201);
  assert.is(replay.data!.data.id, refund.id);
  assert.is((await env.order(order._id)).refunded_amount, 2000, 'the replay refunded nothing more');

  const tooMuch = await pf.adminCreateRefund({
    query: { mode: 'test' },
    client: env.platform(),
    path,
    body: { amount: '500.00' },
  });
  assert.is(tooMuch.response.status, 400);
  const rest = await pf.adminCreateRefund({ query: { mode: 'test' }, client: env.platform(), path, body: {} });
  assert.is(rest.response.status, 201);
  assert.is(rest.data!.data.amount, '175.50');
  assert.is(rest.data!.data.order.payment_status, 'refunded');
  const nothing = await pf.adminCreateRefund({ query: { mode: 'test' }, client: env.platform(), path, body: {} });
  assert.is(nothing.response.status, 409);
  const t = await types(order._id);
  assert.is(t.filter((x) => x === 'payment.refunded').length, 2);

  const unpaid = await env.seedOrder();
  const r = await pf.adminCreateRefund({
    query: { mode: 'test' },
    client: env.platform(),
    path: { business_id: biz, order_id: unpaid.order._id },
    body: {},
  });
  assert.is(r.response.status, 409);
});

// Stock through a real checkout of the demo's tracked house blend (one unit): reserved at checkout, committed when
// the payment settles, and back on hand when the paid order is cancelled before fulfilment.
const houseBlend = async () =>
  (await env.db.collection('products').findOne({ ...env.tenant, slug: 'house-blend-coffee-beans' }))!
    ._id as unknown as string;
/** On hand and available per location (GET …/stock) and the availability answer for one unit (GET …/availability). */
const stockOf = async (productId: string) => {
  const stock = await sf.getProductStock({ client: env.storefront(), path: { product_id: productId } });
  assert.is(stock.response.status, 200);
  const availability = await sf.getProductAvailability({
    client: env.storefront(),
    path: { product_id: productId },
    query: { quantity: 1 },
  });
  assert.is(availability.response.status, 200);
  const locations = Object.fromEntries(
    stock.data!.data.locations.map((l) => [
      l.location_id,
      { on_hand: l.quantity_on_hand, available: l.quantity_available },
    ]),
  );
  return { locations, available: availability.data!.data.quantity_available };
};
const total = (s: Awaited<ReturnType<typeof stockOf>>, k: 'on_hand' | 'available') =>
  Object.values(s.locations).reduce((n, l) => n + (l[k] ?? 0), 0);

/** A guest cash checkout of one bag, marked paid by the business: the unit leaves on-hand stock. */
async function paidCashOrder(productId: string, before: Awaited<ReturnType<typeof stockOf>>) {
  const placed = await env.checkout({ payment_method: 'cash' });
  const held = await stockOf(productId);
  assert.is(total(held, 'on_hand'), total(before, 'on_hand'), 'checkout reserves, on hand unchanged');
  assert.is(total(held, 'available'), total(before, 'available') - 1, 'checkout reserves one unit');
  const path = { business_id: biz, order_id: placed.order_id };
  const paid = await pf.adminMarkOrderPaid({ query: { mode: 'test' }, client: env.platform(), path });
  assert.is(paid.response.status, 200);
  assert.is(paid.data!.data.payment_status, 'succeeded');
  const settled = await stockOf(productId);
  assert.is(total(settled, 'on_hand'), total(before, 'on_hand') - 1, 'settlement commits the unit');
  assert.is(total(settled, 'available'), total(before, 'available') - 1);
  const stored = await env.order(placed.order_id);
  assert.equal(stored.reservations, []);
  assert.is(stored.committed_stock?.length, 1);
  return { placed, path, settled };
}

test('a paid cash order cancelled by the customer: refunded, and the unit is back on hand exactly once', async () => {
  const product = await houseBlend();
  const before = await stockOf(product);
  assert.ok(total(before, 'on_hand') >= 2, 'the demo house blend is stocked');
  const { placed, path, settled } = await paidCashOrder(product, before);

  const client = env.storefront({ billToken: placed.bill_token });
  const cancel = await sf.cancelOrder({
    client,
    path: { order_id: placed.order_id },
    body: { reason: 'Changed my mind' },
  });
  assert.is(cancel.response.status, 200);
  assert.is(cancel.data!.data.status, 'cancelled');
  assert.is(cancel.data!.data.payment_status, 'refunded');
  assert.equal(await stockOf(product), before, 'on hand and availability are back to their values before the order');
  const stored = await env.order(placed.order_id);
  assert.equal(stored.reservations, []);
  assert.equal(stored.committed_stock, []);

  // Cancelling again adds nothing: the customer gets 409, the business the order unchanged.
  const again = await sf.cancelOrder({ client, path: { order_id: placed.order_id }, body: {} });
  assert.is(again.response.status, 409);
  const byBusiness = await pf.adminCancelOrder({ query: { mode: 'test' }, client: env.platform(), path, body: {} });
  assert.is(byBusiness.response.status, 200);
  assert.equal(await stockOf(product), before, 'no unit added twice');
  assert.ok(total(settled, 'on_hand') < total(before, 'on_hand'));
  const t = await types(placed.order_id);
  assert.is(t.filter((x) => x === 'order.cancelled').length, 1);
  assert.is(t.filter((x) => x === 'payment.refunded').length, 1);
  assert.is(t.filter((x) => x === 'payment.completed').length, 1);
});

test('the business cancels a paid order: restocked while confirmed, not once preparing; no money moves', async () => {
  const product = await houseBlend();
  const before = await stockOf(product);

  const confirmed = await paidCashOrder(product, before);
  const move = await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path: confirmed.path,
    body: { status: 'confirmed' },
  });
  assert.is(move.response.status, 200);
  const cancelled = await pf.adminCancelOrder({
    query: { mode: 'test' },
    client: env.platform(),
    path: confirmed.path,
    body: { reason: 'Closed today' },
  });
  assert.is(cancelled.response.status, 200);
  assert.is(cancelled.data!.data.payment_status, 'succeeded', 'the business refunds separately');
  assert.equal(await stockOf(product), before, 'the unit is back on hand');

  // Fulfilment started: the goods may be made or packed, so the business's cancel leaves the count to the business.
  const preparing = await paidCashOrder(product, before);
  await pf.adminUpdateOrderStatus({
    query: { mode: 'test' },
    client: env.platform(),
    path: preparing.path,
    body: { status: 'preparing' },
  });
  const customerCancel = await sf.cancelOrder({
    client: env.storefront({ billToken: preparing.placed.bill_token }),
    path: { order_id: preparing.placed.order_id },
    body: {},
  });
  assert.is(customerCancel.response.status, 409, 'preparing wins over the customer cancel');
  const late = await pf.adminCancelOrder({
    query: { mode: 'test' },
    client: env.platform(),
    path: preparing.path,
    body: {},
  });
  assert.is(late.response.status, 200);
  assert.equal(await stockOf(product), preparing.settled, 'no restock after fulfilment started');
  assert.is((await env.order(preparing.placed.order_id)).committed_stock?.length, 1);
});

test('a mobile money order settled through the sandbox, then cancelled by the customer: the unit comes back', async () => {
  // Card payments settle on the hosted pay page through the same settlePayment; mobile money settles through the
  // authorization endpoint, reachable from here without a browser.
  const product = await houseBlend();
  const before = await stockOf(product);
  const placed = await env.checkout({
    payment_method: 'mobile_money',
    mobile_money_details: { phone_number: '0241234567', provider: 'mtn' },
  });
  const auth = await sf.authorizePayment({
    client: env.storefront({ key: env.secretKey }),
    body: { reference: placed.payment_reference, auth_type: 'otp', value: '123456' },
  });
  assert.is(auth.data?.data.status, 'approved');
  const settled = await stockOf(product);
  assert.is(total(settled, 'on_hand'), total(before, 'on_hand') - 1);

  const cancel = await sf.cancelOrder({
    client: env.storefront({ billToken: placed.bill_token }),
    path: { order_id: placed.order_id },
    body: {},
  });
  assert.is(cancel.response.status, 200);
  assert.is(cancel.data!.data.payment_status, 'refunded');
  assert.equal(await stockOf(product), before);
});

test('without mode=test the business key acts on live orders: a sandbox order is 404', async () => {
  const { order } = await env.seedOrder();
  const r = await pf.adminUpdateOrderStatus({
    client: env.platform(),
    path: { business_id: biz, order_id: order._id },
    body: { status: 'confirmed' },
  });
  assert.is(r.response.status, 404);
});

test('responses conform to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
