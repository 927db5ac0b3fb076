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
  const confirmed = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(), path, body: { status: 'confirmed' } });
  assert.is(confirmed.response.status, 200);
  assert.is(confirmed.data!.data.status, 'confirmed');
  const same = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(), path, body: { status: 'confirmed' } });
  assert.is(same.response.status, 200);
  assert.equal(await types(order._id), ['order.updated']);

  const ready = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(), path, body: { status: 'ready' } });
  assert.is(ready.data!.data.status, 'ready');
  const back = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(), path, body: { status: 'preparing' } });
  assert.is(back.response.status, 409);
  const done = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(), path, body: { status: 'completed' } });
  assert.is(done.data!.data.status, 'completed');
  assert.equal(await types(order._id), ['order.completed', 'order.updated', 'order.updated', 'order.updated']);
  const after = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(), path, body: { status: 'completed' } });
  assert.is(after.response.status, 200, 'same status on a completed order is a no-op');

  const event = (await env.events(order._id)).find((e) => e.type === 'order.completed')!;
  assert.is(event.data.status, 'completed');
  assert.is(event.data.total_price, '195.50');
  assert.match(event._id, /^evt_/);
});

test('no move while the payment failed; no change of a cancelled order', async () => {
  const failed = await env.seedOrder({ payment_status: 'failed' });
  const r1 = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(), path: { business_id: biz, order_id: failed.order._id }, body: { status: 'confirmed' } });
  assert.is(r1.response.status, 409);
  const cancelled = await env.seedOrder({ status: 'cancelled', payment_status: 'cancelled' });
  const r2 = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(), path: { business_id: biz, order_id: cancelled.order._id }, body: { status: 'confirmed' } });
  assert.is(r2.response.status, 409);
});

test('unknown order 404; a key without the scope or for another business 403', async () => {
  const r = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(), path: { business_id: biz, order_id: 'ord_unknown1234' }, body: { status: 'confirmed' } });
  assert.is(r.response.status, 404);
  const { order } = await env.seedOrder();
  const other = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(), path: { business_id: 'biz_someoneElse123', order_id: order._id }, body: { status: 'confirmed' } });
  assert.is(other.response.status, 403);
  const secret = await pf.adminUpdateOrderStatus({ query: { mode: 'test' }, client: env.platform(env.secretKey), path: { business_id: biz, order_id: order._id }, body: { status: 'confirmed' } });
  assert.ok([401, 403].includes(secret.response.status), String(secret.response.status));
});

test('business cancel: from preparing, idempotent on a cancelled order, 409 on completed; no money moves', async () => {
  const { order, billToken } = await env.seedOrder({ status: 'preparing', payment_status: 'succeeded' });
  const path = { business_id: biz, order_id: order._id };
  const res = await pf.adminCancelOrder({ query: { mode: 'test' }, client: env.platform(), path, body: { reason: 'Out of jollof rice today' } });
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
  const refused = await pf.adminCancelOrder({ query: { mode: 'test' }, client: env.platform(), path: { business_id: biz, order_id: completed.order._id }, body: {} });
  assert.is(refused.response.status, 409);
});

test('mark-paid: cash pending → succeeded with payment.completed; repeats unchanged; card 409', async () => {
  const { order } = await env.seedOrder({ payment_method: 'cash' });
  const path = { business_id: biz, order_id: order._id };
  const res = await pf.adminMarkOrderPaid({ query: { mode: 'test' }, client: env.platform(), path, headers: { 'Idempotency-Key': `paid-${order._id}` } });
  assert.is(res.response.status, 200);
  assert.is(res.data!.data.payment_status, 'succeeded');
  const again = await pf.adminMarkOrderPaid({ query: { mode: 'test' }, client: env.platform(), path });
  assert.is(again.response.status, 200);
  assert.is(again.data!.data.payment_status, 'succeeded');
  const t = await types(order._id);
  assert.ok(t.includes('payment.completed'), t.join());
  assert.is(t.filter((x) => x === 'payment.completed').length, 1);

  const card = await env.seedOrder({ payment_method: 'card' });
  const refused = await pf.adminMarkOrderPaid({ query: { mode: 'test' }, client: env.platform(), path: { business_id: biz, order_id: card.order._id } });
  assert.is(refused.response.status, 409);
  const cancelled = await env.seedOrder({ payment_method: 'cash', status: 'cancelled', payment_status: 'cancelled' });
  const refused2 = await pf.adminMarkOrderPaid({ query: { mode: 'test' }, client: env.platform(), path: { business_id: biz, order_id: cancelled.order._id } });
  assert.is(refused2.response.status, 409);
});

test('refunds: partial then the rest; too much is 400; nothing left is 409; idempotent', async () => {
  const { order } = await env.seedOrder({ status: 'confirmed', payment_status: 'succeeded' });
  const path = { business_id: biz, order_id: order._id };
  const partial = await pf.adminCreateRefund({ query: { mode: 'test' }, client: env.platform(), path, headers: { 'Idempotency-Key': `r1-${order._id}` }, body: { amount: '20.00', reason: 'Missing side dish' } });
  assert.is(partial.response.status, 201);
  const refund = partial.data!.data;
  assert.match(refund.id, /^re_/);
  assert.is(refund.amount, '20.00');
  assert.is(refund.status, 'succeeded');
  assert.is(refund.order.payment_status, 'partially_refunded');
  assert.is(refund.order.refunded_amount, '20.00');
  assert.is(refund.order.status, 'confirmed');

  const replay = await pf.adminCreateRefund({ query: { mode: 'test' }, client: env.platform(), path, headers: { 'Idempotency-Key': `r1-${order._id}` }, body: { amount: '20.00', reason: 'Missing side dish' } });
  assert.is(replay.response.status, 201);
  assert.is(replay.data!.data.id, refund.id);
  assert.is((await env.order(order._id)).refunded_amount, 2000, 'the replay refunded nothing more');

  const tooMuch = await pf.adminCreateRefund({ query: { mode: 'test' }, client: env.platform(), path, body: { amount: '500.00' } });
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
  const r = await pf.adminCreateRefund({ query: { mode: 'test' }, client: env.platform(), path: { business_id: biz, order_id: unpaid.order._id }, body: {} });
  assert.is(r.response.status, 409);
});

test('without mode=test the business key acts on live orders: a sandbox order is 404', async () => {
  const { order } = await env.seedOrder();
  const r = await pf.adminUpdateOrderStatus({ client: env.platform(), path: { business_id: biz, order_id: order._id }, body: { status: 'confirmed' } });
  assert.is(r.response.status, 404);
});

test('responses conform to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
