// Refunds (src/flows/refund.ts: claim, provider, settle, release, and the job that settles what a crash left) over
// HTTP through the platform refund operation, on orders paid through a real mobile-money checkout. Whatever runs at
// once or fails, the provider pays out once per refund (counted by the sandbox) and every refund it made is
// recorded on the order, its payment and the refunds collection.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settleStaleRefunds, STALE_REFUND_MS } from '../../src/flows/refund.js';
import type { OrderDoc, PaymentDoc, RefundDoc } from '../../src/modules/orders/model.js';
import { sandboxRefundsOf } from '../../src/providers/payments/sandbox.js';
import { tenantFilter } from '../../src/store/index.js';
import { assertStoreDown, failPointsOnly } from './support.js';
import { cardBody, checkedTest, newKey, shopSuite } from './shop.js';

const ctx = shopSuite(test, { seed: true });
const run = failPointsOnly(test);
const it = checkedTest(run, ctx);

/** An order of `quantity` beans paid by mobile money (checkout, then the wallet's code), and its payment id. */
async function paidOrder(
  quantity = 1,
): Promise<{ orderId: string; paymentId: string; total: number; billToken: string; sessionId: string }> {
  const { s, cartId } = await ctx.shop.cart(quantity);
  const r = await s.checkout(
    cardBody(cartId, {
      payment_method: 'mobile_money',
      mobile_money_details: { phone_number: '0241234567', provider: 'mtn' },
    }),
    { 'Idempotency-Key': newKey() },
  );
  assert.is(r.status, 201, JSON.stringify(r.body));
  const paid = await ctx.h.raw('POST', '/api/v1/payments/authorization', {
    sessionId: s.sessionId,
    body: { reference: r.body.data.payment_reference, auth_type: 'otp', value: '123456' },
  });
  assert.is(paid.status, 200, JSON.stringify(paid.json));
  const order = await stored<OrderDoc>('orders', r.body.data.order_id);
  assert.is(order.payment_status, 'succeeded');
  return {
    orderId: order._id,
    paymentId: r.body.data.payment_reference,
    total: order.total_price,
    billToken: r.body.data.bill_token,
    sessionId: s.sessionId,
  };
}

async function stored<T extends { _id: string }>(collection: string, id: string): Promise<T> {
  const doc = await ctx.h.db.collection<T>(collection).findOne(tenantFilter<T>(ctx.h.tenant, { _id: id } as never));
  assert.ok(doc, `${collection} ${id} is stored`);
  return doc as T;
}

const refundsOf = (orderId: string) =>
  ctx.h.db
    .collection<RefundDoc>('refunds')
    .find(tenantFilter<RefundDoc>(ctx.h.tenant, { order_id: orderId }))
    .toArray();

/** The platform refund operation, with the business key. */
const refund = (orderId: string, body: Record<string, unknown>, key?: string) =>
  ctx.h.raw('POST', `/v1/businesses/${ctx.h.tenant.business_id}/orders/${orderId}/refunds?mode=test`, {
    key: null,
    headers: { authorization: `Bearer ${ctx.h.businessKey}`, ...(key ? { 'idempotency-key': key } : {}) },
    body,
  });

/** The order, its payment and its refunds say exactly `refunded` was paid back, nothing held pending. */
async function recorded(orderId: string, paymentId: string, refunded: number): Promise<void> {
  const order = await stored<OrderDoc>('orders', orderId);
  const payment = await stored<PaymentDoc>('payments', paymentId);
  assert.is(order.refunded_amount, refunded, 'the order records what was paid back');
  assert.is(payment.refunded_amount, refunded, 'the payment records what was paid back');
  assert.is(order.refund_pending ?? 0, 0, 'nothing left reserved');
  const rs = await refundsOf(orderId);
  assert.is(
    rs.filter((r) => r.status === 'succeeded').reduce((n, r) => n + r.amount, 0),
    refunded,
    'the refunds collection adds up',
  );
  assert.is(rs.filter((r) => r.status === 'pending').length, 0, 'no refund left pending');
  const made = sandboxRefundsOf(paymentId);
  assert.is(
    made.reduce((n, r) => n + r.amount, 0),
    refunded,
    `the provider paid out exactly that: ${JSON.stringify(made)}`,
  );
}

it('two refunds of the whole remaining amount at once: the provider refunds once, the other is 409 before it asks', async () => {
  const { orderId, paymentId, total } = await paidOrder(2);
  const [a, b] = await Promise.all([refund(orderId, {}, newKey()), refund(orderId, {}, newKey())]);
  const statuses = [a.status, b.status].sort();
  assert.equal(statuses, [201, 409], JSON.stringify([a.json, b.json]));
  const won = a.status === 201 ? a : b;
  assert.is(won.json.data.status, 'succeeded');
  assert.is(won.json.data.order.payment_status, 'refunded');
  assert.is(sandboxRefundsOf(paymentId).length, 1, 'one refund at the provider');
  await recorded(orderId, paymentId, total);
  assert.is((await refundsOf(orderId)).length, 1, 'one refund stored');
});

it('the settle transaction fails (its payment update, MaxTimeMSExpired): 503 retryable; the same key then answers 201 with the one refund', async () => {
  const { orderId, paymentId } = await paidOrder(1);
  const key = newKey();
  const met = await ctx.h.fail('alwaysOn', {
    failCommands: ['update'],
    namespace: ctx.h.ns('payments'),
    errorCode: 50,
  });
  assertStoreDown(await refund(orderId, { amount: '10.00' }, key), true);
  assert.ok((await met()) >= 1, 'the settle met the fail point');
  const [left] = await refundsOf(orderId);
  assert.is(left.status, 'pending', 'the refund the provider made stays claimed');
  assert.is(sandboxRefundsOf(paymentId).length, 1);

  const again = await refund(orderId, { amount: '10.00' }, key);
  assert.is(again.status, 201, JSON.stringify(again.json));
  assert.is(again.json.data.id, left._id, 'the same refund');
  assert.is(again.json.data.status, 'succeeded');
  assert.is(again.json.data.order.refunded_amount, '10.00');
  const made = sandboxRefundsOf(paymentId);
  assert.is(made.length, 1, 'the provider refunded once');
  assert.is(
    made[0].refund_ref,
    (await stored<RefundDoc>('refunds', left._id)).refund_ref,
    "the provider's one refund is the one recorded",
  );
  await recorded(orderId, paymentId, 1000);
  const replay = await refund(orderId, { amount: '10.00' }, key);
  assert.is(replay.json.data.id, left._id);
  await recorded(orderId, paymentId, 1000);
});

it('a refund a crash left pending (settle failing for good) is settled by the job once it is stale, with the same provider refund', async () => {
  const { orderId, paymentId } = await paidOrder(1);
  const met = await ctx.h.fail('alwaysOn', {
    failCommands: ['update'],
    namespace: ctx.h.ns('payments'),
    errorCode: 50,
  });
  assertStoreDown(await refund(orderId, { amount: '5.00' }), false);
  assert.ok((await met()) >= 1);
  const [left] = await refundsOf(orderId);
  assert.is(left.status, 'pending');
  assert.is((await stored<OrderDoc>('orders', orderId)).refund_pending, 500, 'the amount stays reserved');

  assert.equal(
    await settleStaleRefunds(ctx.h.srv.services),
    { settled: 0, released: 0, left: 0 },
    'not stale yet: its call may still be running',
  );
  ctx.h.clock.advance(STALE_REFUND_MS + 1000);
  assert.equal(await settleStaleRefunds(ctx.h.srv.services), { settled: 1, released: 0, left: 0 });
  const done = await stored<RefundDoc>('refunds', left._id);
  assert.is(done.status, 'succeeded');
  assert.is(sandboxRefundsOf(paymentId).length, 1, 'asked again with the same key: the same provider refund');
  assert.is(sandboxRefundsOf(paymentId)[0].refund_ref, done.refund_ref);
  await recorded(orderId, paymentId, 500);
  const o = await ctx.h.raw('GET', `/v1/businesses/${ctx.h.tenant.business_id}/orders?mode=test&limit=100`, {
    key: null,
    headers: { authorization: `Bearer ${ctx.h.businessKey}` },
  });
  assert.is(o.status, 200);
  const presented = o.json.data.orders.find((x: { id: string }) => x.id === orderId);
  assert.is(presented.refunded_amount, '5.00');
  assert.is(presented.payment_status, 'partially_refunded');
  assert.not.ok('refund_pending' in presented, 'the reservation is internal');
  assert.equal(await settleStaleRefunds(ctx.h.srv.services), { settled: 0, released: 0, left: 0 });
});

it("a customer's cancel of a paid order whose refund cannot be recorded (503): the cancel sent again refunds with the same provider refund, once", async () => {
  const { orderId, paymentId, total, billToken, sessionId } = await paidOrder(1);
  const cancel = () =>
    ctx.h.raw('POST', `/api/v1/orders/${orderId}/cancel?token=${billToken}`, {
      sessionId,
      body: { reason: 'Changed my mind' },
    });
  const met = await ctx.h.fail('alwaysOn', {
    failCommands: ['update'],
    namespace: ctx.h.ns('payments'),
    errorCode: 50,
  });
  const first = await cancel();
  assert.is(first.status, 503, JSON.stringify(first.json));
  assert.ok((await met()) >= 1);
  assert.is(sandboxRefundsOf(paymentId).length, 1);
  const again = await cancel();
  assert.is(again.status, 200, JSON.stringify(again.json));
  assert.is(again.json.data.status, 'cancelled');
  assert.is(again.json.data.payment_status, 'refunded');
  assert.is(sandboxRefundsOf(paymentId).length, 1, 'the retry asked for the same refund: paid out once');
  assert.is(sandboxRefundsOf(paymentId)[0].asked, 2);
  await recorded(orderId, paymentId, total);
});

run('every answer was one the contract documents', () => {
  assert.equal(ctx.h.responseViolations(), []);
});

test.run();
