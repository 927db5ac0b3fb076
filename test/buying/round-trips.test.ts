// The store round trips of a purchase on the production path: the store in another process, reached through
// MONGODB_URI only, so none of the in-process shortcuts (direct line, change counts) exist. Adding to the cart
// reads the cart, the business and the product's stock in one round trip and writes the cart; the cart read is one
// round trip; checkout claims its Idempotency-Key, reads the cart, the business and the order counter in one, and
// commits the order in one batch and the commit (src/flows/place-order/queue.ts, the fast path): 2 + 1 + 4.
// Counted by the server's store client, as `npm run bench:checkout -- --store process` counts them from outside.
// What the shortcuts must not cost: another writer's change (as another process would make it) is seen by the next
// request, and a checkout after the order counter moved elsewhere still takes the next number.
//
// On the embedded pass the test runs its own embedded server in this process, reached over TCP through
// MONGODB_URI like any MongoDB; on the process pass (or a user's MONGODB_URI) it uses that store.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type CommandStartedEvent, type Db } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/store/index.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { externalStore } from '../harness/store-mode.js';

let h: Harness;
let store: EmbeddedMongo | undefined;
let storeDir: string | undefined;
let other: MongoClient;
let otherDb: Db;
/** The names of the store commands the server sent since the last take(): `find carts`, `bulkWrite orders+…`. */
let sent: string[] = [];

const nameOf = (e: CommandStartedEvent) => {
  const nsInfo = e.command.nsInfo as { ns: string }[] | undefined;
  const target = e.commandName === 'bulkWrite' && nsInfo ? nsInfo.map((n) => n.ns).join('+') : e.command[e.commandName];
  return typeof target === 'string' ? `${e.commandName} ${target}` : e.commandName;
};
/**
 * The commands of the request just made, less the activity signals a cart write queues (written a moment later, for
 * every session at once: in no request's path) and the API key's lookup (once per KEY_CACHE_MS per process, and a
 * loaded machine can take that long between two purchases).
 */
const take = () => {
  const own = sent.filter((n) => !/activity_|api_keys/.test(n));
  sent = [];
  return own;
};

test.before(async () => {
  let env: Record<string, string> = {};
  if (!externalStore) {
    storeDir = await mkdtemp(join(tmpdir(), 'sfc-round-trips-'));
    store = await startEmbeddedMongo({ dataDir: storeDir, port: 0 });
    env = { MONGODB_URI: store.uri };
  }
  h = await startHarness({ seed: true, monitorStoreCommands: true, env });
  assert.ok(h.srv.services.config.mongodbUri, 'the server reaches its store through MONGODB_URI');
  h.srv.services.store.client.on('commandStarted', (e) => sent.push(nameOf(e)));
  other = new MongoClient(h.srv.services.config.mongodbUri!);
  otherDb = other.db(h.srv.services.db.databaseName);
});
test.after(async () => {
  await other?.close();
  await h?.close();
  if (store) {
    // The harness leaves a store it was given: the database goes with the server that held it.
    await store.close();
    await rm(storeDir!, { recursive: true, force: true });
  }
});

async function productId(slug: string): Promise<string> {
  const p = await h.db.collection('products').findOne({ business_id: h.demo.business_id, livemode: false, slug });
  assert.ok(p, slug);
  return p!._id as unknown as string;
}

/** One purchase by a new shopper: each step's store commands, and the order. */
async function purchase(beans: string) {
  const shopper = h.shopper();
  take();
  await shopper.add(beans, 1);
  const add = take();
  const cartId = await shopper.cartId();
  const read = take();
  const placed = await shopper.checkout(
    { cart_id: cartId, customer: { name: 'Ama', email: 'ama@example.com' }, payment_method: 'card' },
    { 'idempotency-key': `rt-${shopper.sessionId}` },
  );
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const checkout = take();
  return {
    add,
    read,
    checkout,
    order: placed.body.data as { order_id: string; order_number: string },
    shopper,
    cartId,
  };
}

test('a purchase takes 7 store round trips: add 2, cart read 1, checkout 4', async () => {
  const beans = await productId('house-blend-coffee-beans');
  // The first one fills what a process keeps between requests (the key, the catalogue's cached copy).
  await purchase(beans);
  const { add, read, checkout } = await purchase(beans);
  assert.equal(
    add,
    ['aggregate carts', 'insert carts'],
    'add: the cart, the business and the stock in one read; the cart written',
  );
  assert.equal(read, ['aggregate carts'], 'the cart read: the cart and the business in one read');
  assert.is(checkout.length, 4, `checkout: ${checkout.join(', ')}`);
  assert.equal(
    checkout.slice(0, 2),
    ['insert idempotency_keys', 'aggregate carts'],
    'the key claimed, then the cart, business and counter read',
  );
  assert.match(
    checkout[2],
    /^bulkWrite .*counters\+.*inventory_levels\+.*orders/,
    'the counter, the stock and the order in one batch',
  );
  assert.is(checkout[3], 'commitTransaction');
});

test('another writer moved the order counter: the next checkout takes the number after it', async () => {
  // On the default store: with the embedded store in the process the checkout reads no counter (it expects the value
  // its last checkout left, and finds out at the batch's first write that the counter moved); through MONGODB_URI it
  // reads the counter with the cart. Either way the number follows the other writer's.
  const own = await startHarness({ seed: true });
  const client = new MongoClient(own.srv.services.config.mongodbUri ?? own.srv.services.store.embedded!.uri);
  try {
    const db = client.db(own.srv.services.db.databaseName);
    const beans = (await own.db
      .collection('products')
      .findOne({ business_id: own.demo.business_id, livemode: false, slug: 'house-blend-coffee-beans' }))!
      ._id as unknown as string;
    const buy = async () => {
      const shopper = own.shopper();
      await shopper.add(beans, 1);
      const placed = await shopper.checkout({
        cart_id: await shopper.cartId(),
        customer: { name: 'Ama', email: 'ama@example.com' },
        payment_method: 'card',
      });
      assert.is(placed.status, 201, JSON.stringify(placed.body));
      return Number(placed.body.data.order_number);
    };
    const first = await buy();
    // As another process's checkouts would, between this process's two.
    const id = `order_number:${own.demo.business_id}:false`;
    await db.collection('counters').updateOne({ _id: id as never }, { $inc: { value: 3 } });
    const second = await buy();
    assert.is(second, first + 4, 'the number after the three taken elsewhere');
    assert.is(await buy(), second + 1, 'and the next after it');
    const counter = await db.collection('counters').findOne({ _id: id as never });
    assert.is(counter?.value, second + 1 - 1000, 'the counter at the last number');
    const numbers = (
      await own.db.collection('orders').find({ business_id: own.demo.business_id, livemode: false }).toArray()
    ).map((o) => o.order_number);
    assert.is(new Set(numbers).size, numbers.length, 'numbers unique');
  } finally {
    await client.close();
    await own.close();
  }
});

test('a change another writer makes to the business or the cart is seen by the next request', async () => {
  const beans = await productId('house-blend-coffee-beans');
  const shopper = h.shopper();
  await shopper.add(beans, 1);
  const before = await h.raw('GET', '/api/v1/cart', { sessionId: shopper.sessionId });
  const business = await otherDb.collection('businesses').findOne({ _id: h.demo.business_id as never });
  await otherDb
    .collection('businesses')
    .updateOne(
      { _id: h.demo.business_id as never },
      { $set: { 'tax.rate_bps': business!.tax.rate_bps + 1000, 'tax.inclusive': false } },
    );
  const cartId = before.json.data.id;
  await otherDb
    .collection('carts')
    .updateOne({ _id: cartId as never }, { $set: { 'items.0.quantity': 3 }, $inc: { revision: 1 } });
  try {
    const after = await h.raw('GET', '/api/v1/cart', { sessionId: shopper.sessionId });
    assert.is(after.json.data.items[0].quantity, 3, 'the cart as the other writer left it');
    assert.not.equal(
      after.json.data.pricing.tax_total,
      before.json.data.pricing.tax_total,
      'priced with the tax as the other writer set it',
    );
    const placed = await shopper.checkout({
      cart_id: cartId,
      customer: { name: 'Ama', email: 'ama@example.com' },
      payment_method: 'card',
    });
    assert.is(placed.status, 201, JSON.stringify(placed.body));
    const order = await h.db.collection('orders').findOne({ _id: placed.body.data.order_id });
    assert.is(order?.items[0].quantity, 3);
    assert.is(
      order?.tax_amount,
      Number(after.json.data.pricing.tax_total.replace('.', '')),
      'the order charges what the cart showed',
    );
  } finally {
    await otherDb
      .collection('businesses')
      .updateOne({ _id: h.demo.business_id as never }, { $set: { tax: business!.tax } });
  }
});

test.run();
