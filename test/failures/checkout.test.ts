// Checkout under MongoDB's failures, over HTTP: each test injects one failure with a fail point while a shopper
// checks out, and ends with what is stored (shop.ts assertConsistent: stock exact, no order twice, nothing left
// half-done) and with what the shopper was told: 201 with the order, or a 503 that tells the truth (`retryable:
// true` only where repeating the request is safe; the same Idempotency-Key then gives the one order).
//
// Checkout's transaction goes two ways (src/flows/place-order/queue.ts): the fast path, one batch (`bulkWrite`: the
// order counter, the stock, the cart, the order, its payment, its events, the idempotency record) and the commit;
// and its own path, taken when stock crosses its low-stock threshold: the counter, the stock (`findAndModify` on
// inventory_levels), then the batch with the order. Each test checks that its fail point was met.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  assertStoreDown,
  failPointsOnly,
  NOT_WRITABLE_PRIMARY,
  PRIMARY_STEPPED_DOWN,
  SHUTDOWN_IN_PROGRESS,
  type FailData,
  type FailMode,
} from './support.js';
import { cardBody, checkedTest, newKey, shopSuite } from './shop.js';

const ctx = shopSuite(test, { seed: true });
const run = failPointsOnly(test);
/** A test that starts with 20 beans at one location and no fail point, and ends with the stored state checked. */
const it = checkedTest(run, ctx);

const fail = (mode: FailMode, data: FailData) => ctx.h.fail(mode, data);

it('a write conflict on the batch (counter, stock, order): the transaction runs again; one order, stock exact', async () => {
  const { s, cartId } = await ctx.shop.cart(2);
  const met = await fail({ times: 1 }, { failCommands: ['bulkWrite'], errorCode: 112 });
  const r = await s.checkout(cardBody(cartId), { 'Idempotency-Key': newKey() });
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.is(await met(), 1);
  assert.is((await ctx.shop.orders()).length, 1);
});

it("NotWritablePrimary on the stock reservation (the transaction's own path): the transaction runs again", async () => {
  await ctx.shop.setStock(20, 100);
  const { s, cartId } = await ctx.shop.cart(2);
  const met = await fail(
    { times: 1 },
    {
      failCommands: ['findAndModify', 'update'],
      namespace: ctx.h.ns('inventory_levels'),
      errorCode: NOT_WRITABLE_PRIMARY,
    },
  );
  const r = await s.checkout(cardBody(cartId), { 'Idempotency-Key': newKey() });
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.is(await met(), 1);
  const [order] = await ctx.shop.orders();
  assert.equal(
    order.reservations.map((x) => x.quantity),
    [2],
  );
});

it('the order insert fails for good (MaxTimeMSExpired): 503 retryable with a key, nothing held; the same key places the one order', async () => {
  await ctx.shop.setStock(20, 100);
  const { s, cartId } = await ctx.shop.cart(2);
  const key = newKey();
  const met = await fail('alwaysOn', { failCommands: ['bulkWrite'], errorCode: 50 });
  assertStoreDown(await s.checkout(cardBody(cartId), { 'Idempotency-Key': key }), true);
  assert.ok((await met()) >= 1);
  assert.is((await ctx.shop.orders()).length, 0, 'no order');
  assert.is(
    (await ctx.shop.levels()).reduce((n, l) => n + l.quantity_reserved, 0),
    0,
    'no stock held',
  );
  const again = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(again.status, 201, JSON.stringify(again.body));
  assert.is(again.headers.get('idempotent-replayed'), null, 'it ran: the failed call had stored nothing');
});

it('the store fails before checkout reaches its transaction (its reads): 503 retryable with a key; the same key places the one order', async () => {
  // Another shopper's cart write after this cart's means checkout reads the cart again: that read fails, before
  // the handler has built its transaction (and so before it completes the key's record in it).
  const { s, cartId } = await ctx.shop.cart(1);
  await ctx.shop.cart(1);
  const key = newKey();
  const met = await fail('alwaysOn', { failCommands: ['find', 'aggregate'], errorCode: NOT_WRITABLE_PRIMARY });
  assertStoreDown(await s.checkout(cardBody(cartId), { 'Idempotency-Key': key }), true);
  assert.ok((await met()) >= 1, 'the products read failed');
  await ctx.h.off();
  assert.is((await ctx.shop.orders()).length, 0, 'no order');
  const again = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(again.status, 201, JSON.stringify(again.body));
  assert.is((await ctx.shop.orders()).length, 1);
});

it('the same without a key: 503 not retryable (the shopper is told to look first), nothing held', async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const met = await fail('alwaysOn', { failCommands: ['bulkWrite'], errorCode: 50 });
  assertStoreDown(await s.checkout(cardBody(cartId)), false);
  assert.ok((await met()) >= 1);
  assert.is((await ctx.shop.orders()).length, 0);
  const again = await s.checkout(cardBody(cartId));
  assert.is(again.status, 201, JSON.stringify(again.body));
});

it('commitTransaction ShutdownInProgress once: the driver commits again; one order', async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const met = await fail({ times: 1 }, { failCommands: ['commitTransaction'], errorCode: SHUTDOWN_IN_PROGRESS });
  const r = await s.checkout(cardBody(cartId), { 'Idempotency-Key': newKey() });
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.is(await met(), 1);
});

it('commitTransaction PrimarySteppedDown with UnknownTransactionCommitResult, twice: withTransaction commits again', async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const met = await fail(
    { times: 2 },
    {
      failCommands: ['commitTransaction'],
      errorCode: PRIMARY_STEPPED_DOWN,
      errorLabels: ['UnknownTransactionCommitResult'],
    },
  );
  const r = await s.checkout(cardBody(cartId), { 'Idempotency-Key': newKey() });
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.is(await met(), 2);
});

it('commitTransaction MaxTimeMSExpired with UnknownTransactionCommitResult (withTransaction gives up): answered at once; the same key gives the one order', async () => {
  // The driver does not commit again after MaxTimeMSExpired; the transaction is still open on the server. The
  // service must settle the outcome (commit again: a commit is idempotent) rather than leave the transaction to
  // hold the order counter, the stock and the idempotency record until its 60 s lifetime ends.
  const { s, cartId } = await ctx.shop.cart(1);
  const key = newKey();
  const met = await fail(
    { times: 1 },
    { failCommands: ['commitTransaction'], errorCode: 50, errorLabels: ['UnknownTransactionCommitResult'] },
  );
  const t0 = Date.now();
  const r = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  const took = Date.now() - t0;
  assert.is(await met(), 1);
  if (r.status !== 201) assertStoreDown(r, true);
  assert.ok(took < 10_000, `answered after ${took} ms`);
  const again = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(again.status, 201, JSON.stringify(again.body));
  if (r.status === 201) assert.is(again.body.data.order_id, r.body.data.order_id);
  assert.is((await ctx.shop.orders()).length, 1);
});

it('the commit applied but its reply failed (a write concern error): the shopper gets the one order, and the key replays it', async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const key = newKey();
  const met = await fail(
    { times: 1 },
    {
      failCommands: ['commitTransaction'],
      writeConcernError: { code: 100, codeName: 'UnsatisfiableWriteConcern', errmsg: 'Not enough data-bearing nodes' },
    },
  );
  const r = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(await met(), 1);
  assert.is(r.status, 201, JSON.stringify(r.body));
  const again = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(again.status, 201);
  assert.is(again.headers.get('idempotent-replayed'), 'true');
  assert.equal(again.body.data, r.body.data);
  const [order] = await ctx.shop.orders();
  assert.is(order._id, r.body.data.order_id);
  assert.is((await ctx.shop.payment(order.payment_id!))!.status, 'pending', 'the payment stands');
});

it('the commit applied but its reply failed, without a key: the order is read back, so 201 with the one order', async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const met = await fail(
    { times: 1 },
    {
      failCommands: ['commitTransaction'],
      writeConcernError: { code: 100, codeName: 'UnsatisfiableWriteConcern', errmsg: 'Not enough data-bearing nodes' },
    },
  );
  const r = await s.checkout(cardBody(cartId));
  assert.is(await met(), 1);
  assert.is(r.status, 201, JSON.stringify(r.body));
  const orders = await ctx.shop.orders();
  assert.is(orders.length, 1, 'the order was placed');
  assert.is(orders[0]._id, r.body.data.order_id);
  // Checking the same cart out again cannot place a second order: it was converted with the first.
  const again = await s.checkout(cardBody(cartId));
  assert.ok(again.status === 404 || again.status === 400, JSON.stringify(again.body));
  assert.is((await ctx.shop.orders()).length, 1);
});

it('a connection closed after the commit (the customer profile update that follows it): 201, one order', async () => {
  const c = await ctx.shop.customerCart(1);
  const met = await fail(
    { times: 1 },
    { failCommands: ['update'], namespace: ctx.h.ns('customers'), closeConnection: true },
  );
  const r = await c.checkout(
    cardBody(c.cartId, {
      customer: { name: 'Ama Mensah', email: 'ama@example.com', phone: '+233241234567', save_details: true },
    } as never),
    newKey(),
  );
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.is(await met(), 1);
  assert.is((await ctx.shop.orders()).length, 1);
});

run('every answer was one the contract documents', () => {
  assert.equal(ctx.h.responseViolations(), []);
});

test.run();
