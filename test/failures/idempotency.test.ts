// The Idempotency-Key machinery (src/operations/idempotency.ts) under MongoDB's failures, through checkout over
// HTTP: the claim of the key (an insert into idempotency_keys), the replay (a read of it) and its release after a
// failed call (a delete). Whatever fails, a key never gives two orders, never loses the one order, and never stays
// blocked longer than its lease; and the answers say the truth (shop.ts assertConsistent ends each test).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/index.js';
import { IN_PROGRESS_LEASE_MS } from '../../src/operations/idempotency.js';
import { assertStoreDown, failPointsOnly, NOT_WRITABLE_PRIMARY, SHUTDOWN_IN_PROGRESS } from './support.js';
import { cardBody, checkedTest, newKey, shopSuite } from './shop.js';

const ctx = shopSuite(test, { seed: true });
const run = failPointsOnly(test);
const it = checkedTest(run, ctx);

const records = () => ctx.h.db.collection<{ _id: string; state: string }>('idempotency_keys');

it("the claim's connection closes before its reply: sent again, applied once; 201, one order", async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const met = await ctx.h.fail(
    { times: 1 },
    { failCommands: ['insert'], namespace: ctx.h.ns('idempotency_keys'), closeConnection: true },
  );
  const r = await s.checkout(cardBody(cartId), { 'Idempotency-Key': newKey() });
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.is(await met(), 1);
  assert.is((await ctx.shop.orders()).length, 1);
});

it('the claim meets ShutdownInProgress once (a retryable write the driver retries): retried, 201, one order', async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const met = await ctx.h.fail(
    { times: 1 },
    { failCommands: ['insert'], namespace: ctx.h.ns('idempotency_keys'), errorCode: SHUTDOWN_IN_PROGRESS },
  );
  const r = await s.checkout(cardBody(cartId), { 'Idempotency-Key': newKey() });
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.is(await met(), 1);
});

it('the claim is written but its acknowledgement fails (a write concern error): the call knows its own claim; 201', async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const key = newKey();
  const met = await ctx.h.fail(
    { times: 1 },
    {
      failCommands: ['insert'],
      namespace: ctx.h.ns('idempotency_keys'),
      writeConcernError: { code: 100, codeName: 'UnsatisfiableWriteConcern', errmsg: 'Not enough data-bearing nodes' },
    },
  );
  const r = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(await met(), 1);
  assert.is(r.status, 201, JSON.stringify(r.body));
  const replay = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(replay.headers.get('idempotent-replayed'), 'true');
  assert.is(replay.body.data.order_id, r.body.data.order_id);
});

it('the replay cannot read its record (NotWritablePrimary on every read of it): 503 retryable; once the store answers, the same order', async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const key = newKey();
  const first = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(first.status, 201);
  const met = await ctx.h.fail('alwaysOn', {
    failCommands: ['find'],
    namespace: ctx.h.ns('idempotency_keys'),
    errorCode: NOT_WRITABLE_PRIMARY,
  });
  assertStoreDown(await s.checkout(cardBody(cartId), { 'Idempotency-Key': key }), true);
  assert.ok((await met()) >= 1);
  const replay = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(replay.status, 201);
  assert.is(replay.headers.get('idempotent-replayed'), 'true');
  assert.equal(replay.body.data, first.body.data);
});

it('a failed checkout whose record cannot be released either: 409 retryable while its lease runs, then the key places the one order', async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  const key = newKey();
  const met = await ctx.h.fail('alwaysOn', { failCommands: ['bulkWrite', 'delete'], errorCode: 50 });
  assertStoreDown(await s.checkout(cardBody(cartId), { 'Idempotency-Key': key }), true);
  assert.ok((await met()) >= 2, 'both the checkout and the release failed');
  assert.is(await records().countDocuments({ state: 'in_progress' }), 1, 'the claim is left in progress');
  const blocked = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(blocked.status, 409, JSON.stringify(blocked.body));
  assert.is(blocked.body.error.retryable, true, 'in progress: retry shortly');
  // The lease of a claim whose call died runs out; the key is then usable again, by a call that runs once.
  ctx.h.clock.advance(IN_PROGRESS_LEASE_MS + 1000);
  const again = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(again.status, 201, JSON.stringify(again.body));
  assert.is((await ctx.shop.orders()).length, 1);
});

run('every answer was one the contract documents', () => {
  assert.equal(ctx.h.responseViolations(), []);
});

it("the key's own lookup fails (NotWritablePrimary on every read of it): 503 retryable even for a POST, nothing ran", async () => {
  const { s, cartId } = await ctx.shop.cart(1);
  // A key this process has not looked up yet, so the request must read it.
  const fresh = await issueApiKey(ctx.h.db, {
    kind: 'publishable',
    livemode: true,
    business_id: ctx.h.demo.business_id,
  });
  const met = await ctx.h.fail(
    { times: 4 },
    { failCommands: ['find'], namespace: ctx.h.ns('api_keys'), errorCode: NOT_WRITABLE_PRIMARY },
  );
  const r = await ctx.h.raw('POST', '/api/v1/checkout', {
    key: fresh.key,
    sessionId: s.sessionId,
    body: cardBody(cartId),
  });
  assertStoreDown(r, true);
  assert.ok((await met()) >= 1);
  assert.is((await ctx.shop.orders()).length, 0);
});

test.run();
