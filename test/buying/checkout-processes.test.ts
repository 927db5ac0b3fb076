// Checkouts of one business from two API processes at once, on a store that answers a transaction meeting a
// document another transaction holds with WriteConflict at once, as MongoDB does (the embedded server's strict
// mode). Each process queues its own checkouts and commits them by its fast path (src/flows/place-order/queue.ts):
// the order counter's step first in one batch. Across the two processes those batches meet on the counter; the one
// that loses must be run again by withTransaction (its TransientTransactionError label reaching it through the
// batch, src/store/transaction.ts), then take the number after the winner's. What must hold: every checkout
// succeeds, the numbers are unique and consecutive, the stock is exact.
//
// Two servers in this test process stand for two processes: each has its own store client, queues and caches. On
// the embedded pass they share a strict embedded server of this test's; on the process pass, the run's store.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/store/index.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { startTestServer, type TestServer } from '../harness/server.js';
import { dropTestDatabase, externalStore, testStoreUri } from '../harness/store-mode.js';

let a: Harness;
let b: TestServer;
let store: EmbeddedMongo | undefined;
let storeDir: string | undefined;
let uri: string;

test.before(async () => {
  if (externalStore) uri = testStoreUri()!;
  else {
    storeDir = await mkdtemp(join(tmpdir(), 'sfc-processes-'));
    store = await startEmbeddedMongo({ dataDir: storeDir, port: 0, strict: true });
    uri = store.uri;
  }
  a = await startHarness({ seed: true, env: { MONGODB_URI: uri } });
  b = await startTestServer({ env: { MONGODB_URI: uri } });
});
test.after(async () => {
  await b?.close();
  await a?.close();
  if (store) {
    await store.close();
    await rm(storeDir!, { recursive: true, force: true });
  } else if (uri) await dropTestDatabase(uri);
});

/** A JSON request to `base` as a storefront visitor of the demo business. */
async function call(
  base: string,
  method: string,
  path: string,
  sessionId: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(base + path, {
    method,
    headers: {
      'x-api-key': a.demo.publishable_key,
      'x-session-id': sessionId,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as any };
}

/** One shopper's purchase through the server at `base`: add, read, checkout; answers the checkout's answer. */
async function purchase(base: string, beans: string) {
  const session = `sess_${randomUUID().replaceAll('-', '')}`;
  const added = await call(base, 'POST', '/api/v1/cart/items', session, { item_id: beans, quantity: 1 });
  assert.is(added.status, 201, JSON.stringify(added.json));
  const cart = await call(base, 'GET', '/api/v1/cart', session);
  return call(
    base,
    'POST',
    '/api/v1/checkout',
    session,
    { cart_id: cart.json.data.id, customer: { name: 'Ama', email: 'ama@example.com' }, payment_method: 'card' },
    { 'idempotency-key': session },
  );
}

test('30 checkouts of one business through two processes at once: all placed, numbers consecutive, stock exact', async () => {
  const tenant = { business_id: a.demo.business_id, livemode: false };
  const beans = (await a.db.collection('products').findOne({ ...tenant, slug: 'house-blend-coffee-beans' }))!
    ._id as unknown as string;
  const levels = a.db.collection('inventory_levels');
  await levels.updateMany({ ...tenant, product_id: beans }, { $set: { quantity_on_hand: 1000, quantity_reserved: 0 } });
  // One each first, so both processes know the counter and take their fast path from the start.
  for (const base of [a.url, b.url]) assert.is((await purchase(base, beans)).status, 201);

  const results = await Promise.all(Array.from({ length: 30 }, (_, i) => purchase(i % 2 ? b.url : a.url, beans)));
  const failed = results
    .filter((r) => r.status !== 201)
    .map((r) => `${r.status} ${r.json?.error?.code} ${r.json?.error?.message}`);
  assert.equal(failed, [], 'every checkout placed');

  const orders = await a.db.collection('orders').find(tenant).toArray();
  const numbers = orders.map((o) => Number(o.order_number)).sort((x, y) => x - y);
  assert.is(numbers.length, 32);
  assert.equal(
    numbers,
    Array.from({ length: 32 }, (_, i) => numbers[0] + i),
    'unique and consecutive',
  );
  const reserved = (await levels.find({ ...tenant, product_id: beans }).toArray()).reduce(
    (n, l) => n + (l.quantity_reserved ?? 0),
    0,
  );
  assert.is(reserved, 32, 'one unit reserved per order');
});

test.run();
