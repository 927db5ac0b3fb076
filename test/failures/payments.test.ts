// Payment settlement (src/flows/settle-payment.ts: the stock committed, the payment, its order and the events in one
// transaction's batch) under MongoDB's failures, through the mobile-money authorization over HTTP. Whatever fails, the
// payment settles once (one payment.completed), the stock leaves on-hand once, and the payer is told the truth: the
// authorization is a write without an Idempotency-Key, so a 503 after which it may have settled says it is not
// safe to send again, and the order's payment status says what happened.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventDoc } from '../../src/modules/events/model.js';
import { tenantFilter } from '../../src/store/index.js';
import type { Shopper } from '../harness/harness.js';
import { assertStoreDown, failPointsOnly, NOT_WRITABLE_PRIMARY, SHUTDOWN_IN_PROGRESS } from './support.js';
import { cardBody, checkedTest, newKey, shopSuite } from './shop.js';

const ctx = shopSuite(test, { seed: true });
const run = failPointsOnly(test);
const it = checkedTest(run, ctx);

/** A shopper's mobile-money order of `quantity` beans, waiting for the wallet's code. */
async function mobileMoneyOrder(
  quantity: number,
): Promise<{ s: Shopper; orderId: string; reference: string; billToken: string }> {
  const { s, cartId } = await ctx.shop.cart(quantity);
  const r = await s.checkout(
    cardBody(cartId, {
      payment_method: 'mobile_money',
      mobile_money_details: { phone_number: '0241234567', provider: 'mtn' },
    }),
    { 'Idempotency-Key': newKey() },
  );
  assert.is(r.status, 201, JSON.stringify(r.body));
  return {
    s,
    orderId: r.body.data.order_id,
    reference: r.body.data.payment_reference,
    billToken: r.body.data.bill_token,
  };
}

const authorize = (s: Shopper, reference: string) =>
  ctx.h.raw('POST', '/api/v1/payments/authorization', {
    sessionId: s.sessionId,
    body: { reference, auth_type: 'otp', value: '123456' },
  });

/** What the order says now (over HTTP, as the payer would look, with the order's bill token). */
async function paymentStatus(orderId: string, billToken: string): Promise<string> {
  const r = await ctx.h.raw('GET', `/api/v1/orders/${orderId}/payment-status?token=${billToken}`);
  assert.is(r.status, 200, JSON.stringify(r.json));
  return r.json.data.payment_status;
}

/** How many payment.completed events the order has. */
async function completedEvents(orderId: string): Promise<number> {
  const completed = await ctx.h.db
    .collection<EventDoc>('events')
    .find(tenantFilter<EventDoc>(ctx.h.tenant, { type: 'payment.completed' }))
    .toArray();
  return completed.filter((e) => e.data.id === orderId).length;
}

/** The beans on hand and reserved, summed over their levels. */
async function stock(): Promise<{ onHand: number; reserved: number }> {
  const levels = await ctx.shop.levels();
  return {
    onHand: levels.reduce((n, l) => n + l.quantity_on_hand, 0),
    reserved: levels.reduce((n, l) => n + l.quantity_reserved, 0),
  };
}

/** Settled once: one payment.completed for the order, its stock committed (on hand down by `quantity`), none held. */
async function settledOnce(orderId: string, quantity: number): Promise<void> {
  assert.is(await completedEvents(orderId), 1, 'one payment.completed');
  const { onHand, reserved } = await stock();
  assert.is(onHand, ctx.shop.initial - quantity);
  assert.is(reserved, 0);
}

it("a write conflict on the settlement's batch: the transaction runs again; paid once", async () => {
  const { s, orderId, reference } = await mobileMoneyOrder(2);
  // The settlement's writes go as one bulkWrite (the only one of the authorization: the cart's activity is written).
  const met = await ctx.h.fail({ times: 1 }, { failCommands: ['bulkWrite'], errorCode: 112 });
  const r = await authorize(s, reference);
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.json.data.status, 'approved');
  assert.is(await met(), 1);
  await settledOnce(orderId, 2);
});

it('NotWritablePrimary on every statement of the settlement for a second: withTransaction rides it out; paid once', async () => {
  const { s, orderId, reference } = await mobileMoneyOrder(1);
  await ctx.h.failPoint('alwaysOn', {
    failCommands: ['update', 'findAndModify', 'insert', 'bulkWrite'],
    errorCode: NOT_WRITABLE_PRIMARY,
  });
  setTimeout(() => void ctx.h.off(), 1000);
  const r = await authorize(s, reference);
  assert.is(r.status, 200, JSON.stringify(r.json));
  await settledOnce(orderId, 1);
});

it("a cancel lands between the settlement's reads and its batch: its guard turns the settlement away; the stock released once, nothing paid", async () => {
  const { s, orderId, reference, billToken } = await mobileMoneyOrder(2);
  // The settlement's batch stalls before it runs (its reads are done); the buyer's cancel goes through meanwhile.
  const entered = await ctx.h.failPoint(
    { times: 1 },
    { failCommands: ['bulkWrite'], blockConnection: true, blockTimeMS: 800 },
  );
  const settling = authorize(s, reference);
  await ctx.h.waitForFailPoint(entered + 1);
  const cancel = await ctx.h.raw('POST', `/api/v1/orders/${orderId}/cancel?token=${billToken}`, {
    sessionId: s.sessionId,
  });
  assert.is(cancel.status, 200, JSON.stringify(cancel.json));
  const r = await settling;
  assert.is(r.status, 409, JSON.stringify(r.json));
  assert.is(await paymentStatus(orderId, billToken), 'cancelled');
  assert.is(await completedEvents(orderId), 0, 'nothing paid');
  const { onHand, reserved } = await stock();
  assert.is(onHand, ctx.shop.initial, 'the units stay on hand');
  assert.is(reserved, 0);
});

it('commitTransaction ShutdownInProgress once: committed by the retry; paid once', async () => {
  const { s, orderId, reference } = await mobileMoneyOrder(1);
  const met = await ctx.h.fail({ times: 1 }, { failCommands: ['commitTransaction'], errorCode: SHUTDOWN_IN_PROGRESS });
  assert.is((await authorize(s, reference)).status, 200);
  assert.is(await met(), 1);
  await settledOnce(orderId, 1);
});

it('the settlement committed but its reply failed: 503 not retryable (it may have settled), the order says paid, a second authorization is refused', async () => {
  const { s, orderId, reference, billToken } = await mobileMoneyOrder(3);
  const met = await ctx.h.fail(
    { times: 1 },
    {
      failCommands: ['commitTransaction'],
      writeConcernError: { code: 100, codeName: 'UnsatisfiableWriteConcern', errmsg: 'Not enough data-bearing nodes' },
    },
  );
  assertStoreDown(await authorize(s, reference), false);
  assert.is(await met(), 1);
  assert.is(await paymentStatus(orderId, billToken), 'succeeded');
  const again = await authorize(s, reference);
  assert.is(again.status, 409, 'already settled: nothing is charged or committed twice');
  await settledOnce(orderId, 3);
});

run('every answer was one the contract documents', () => {
  assert.equal(ctx.h.responseViolations(), []);
});

test.run();
