// openStore: connects (embedded unless MONGODB_URI), ensures the declared indexes, builds Agenda on the same
// database, scopes tenants, and closes cleanly (the DATA_DIR can be reopened afterwards).
import { rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MongoServerError } from 'mongodb';
import {
  changeCount,
  COLLECTION,
  COLLECTIONS,
  findOneLean,
  openStore,
  scoped,
  startEmbeddedMongo,
  tenantFilter,
  type Store,
} from '../../src/store/index.js';
import { directFor } from '../../src/store/direct.js';
import { defineJob } from '../../src/jobs/index.js';
import { exitWhenDone, tempDir } from './helpers.js';
import { testDatabaseName } from '../../scripts/lib/test-store.mjs';

const dir = tempDir('store-open-');
const dbName = process.env.MONGODB_URI ? testDatabaseName() : undefined;
let store: Store;

test.before(async () => {
  const logs: string[] = [];
  store = await openStore({
    uri: process.env.MONGODB_URI,
    dataDir: dir,
    dbName,
    logger: { info: (m) => logs.push(m) },
  });
  if (!process.env.MONGODB_URI)
    assert.match(logs.join('\n'), /embedded MongoDB listening on mongodb:\/\/127\.0\.0\.1:\d+/);
});
test.after(async () => {
  if (dbName) await store.db.dropDatabase();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  exitWhenDone();
});

test('declared collections and indexes exist after start', async () => {
  const names = new Set((await store.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  for (const name of Object.keys(COLLECTIONS)) assert.ok(names.has(name), `collection ${name}`);
  const orderIdx = await store.db.collection('orders').indexes();
  const unique = orderIdx.find((i) => i.key.order_number === 1);
  assert.ok(unique?.unique, 'orders: unique business_id+livemode+order_number');
  assert.equal(Object.keys(unique!.key), ['business_id', 'livemode', 'order_number']);
  const ttl = (await store.db.collection('idempotency_keys').indexes()).find((i) => i.expireAfterSeconds !== undefined);
  assert.is(ttl?.expireAfterSeconds, 24 * 60 * 60);
  assert.ok((await store.db.collection('api_keys').indexes()).some((i) => i.key.key_hash === 1 && i.unique));
  await store.ensureIndexes(); // idempotent
});

test('an index declared with other options than the stored one is rebuilt as declared (a changed TTL)', async () => {
  const quotes = store.db.collection('fx_quotes');
  const ttlOf = async () => (await quotes.indexes()).find((i) => i.key.expires_at === 1)?.expireAfterSeconds;
  const name = (await quotes.indexes()).find((i) => i.key.expires_at === 1)!.name!;
  // A data directory from before the grace period: the same key, swept at expiry.
  await quotes.dropIndex(name);
  await quotes.createIndex({ expires_at: 1 }, { expireAfterSeconds: 0 });
  assert.is(await ttlOf(), 0);
  await store.ensureIndexes();
  assert.is(await ttlOf(), 24 * 60 * 60);
  assert.is((await quotes.indexes()).filter((i) => i.key.expires_at === 1).length, 1);
});

test('order numbers are unique per tenant and mode only', async () => {
  const orders = store.db.collection('orders');
  await orders.insertOne({ _id: 'ord_1' as never, business_id: 'biz_a', livemode: false, order_number: 1001 });
  await orders.insertOne({ _id: 'ord_2' as never, business_id: 'biz_a', livemode: true, order_number: 1001 });
  await orders.insertOne({ _id: 'ord_3' as never, business_id: 'biz_b', livemode: false, order_number: 1001 });
  try {
    await orders.insertOne({ _id: 'ord_4' as never, business_id: 'biz_a', livemode: false, order_number: 1001 });
    assert.unreachable('duplicate order number');
  } catch (err) {
    assert.instance(err, MongoServerError);
    assert.is((err as MongoServerError).code, 11000);
  }
});

test('scoped() confines every read and write to one tenant and mode', async () => {
  const a = scoped(store.db, { business_id: 'biz_a', livemode: false }).collection('products');
  const b = scoped(store.db, { business_id: 'biz_b', livemode: false }).collection('products');
  const aLive = scoped(store.db, { business_id: 'biz_a', livemode: true }).collection('products');
  await a.insertOne({ _id: 'prod_a' as never, name: 'A' });
  await b.insertOne({ _id: 'prod_b' as never, name: 'B', business_id: 'biz_a' });
  assert.equal(
    (await a.find({}).toArray()).map((d) => d._id),
    ['prod_a'],
  );
  assert.is(await b.findOne({ _id: 'prod_a' as never }), null, 'another tenant cannot read it by id');
  assert.is(await aLive.findOne({ _id: 'prod_a' as never }), null, 'live mode cannot read test data');
  assert.is(
    (await b.findOne({ _id: 'prod_b' as never }))!.business_id,
    'biz_b',
    'the context wins over a business_id in the document',
  );
  assert.is((await b.updateOne({ _id: 'prod_a' as never }, { $set: { name: 'hacked' } })).matchedCount, 0);
  await a.updateOne({ _id: 'prod_a' as never }, { $set: { business_id: 'biz_b', name: 'A2' } });
  const raw = await store.db.collection('products').findOne({ _id: 'prod_a' as never });
  assert.equal([raw!.business_id, raw!.name], ['biz_a', 'A2'], 'updates cannot move a document to another tenant');
  assert.is((await b.deleteMany({})).deletedCount, 1);
  assert.is(await store.db.collection('products').countDocuments({ _id: 'prod_a' as never }), 1);
  const agg = await a.aggregate([{ $group: { _id: null, n: { $sum: 1 } } }]).toArray();
  assert.equal(agg, [{ _id: null, n: 1 }]);
  await a.updateOne({ sku: 'new' }, { $set: { name: 'upserted' } }, { upsert: true });
  const up = await store.db.collection('products').findOne({ sku: 'new' });
  assert.equal([up!.business_id, up!.livemode], ['biz_a', false], 'upserts are stamped with the tenant');
  assert.equal(tenantFilter({ business_id: 'x', livemode: true }, { business_id: 'y', a: 1 }), {
    business_id: 'x',
    a: 1,
    livemode: true,
  });
});

test('agenda is built on the same database', async () => {
  assert.ok(store.agenda);
  let ran = 0;
  defineJob(store.agenda!, 'store-smoke', async () => {
    ran++;
  });
  await store.agenda!.start();
  await store.agenda!.now('store-smoke');
  for (let i = 0; i < 100 && ran === 0; i++) await new Promise((r) => setTimeout(r, 100));
  assert.is(ran, 1);
  assert.ok(await store.db.collection('agendaJobs').findOne({ name: 'store-smoke' }));
  await store.agenda!.stop();
});

test('close releases the data directory so it can be reopened', async () => {
  const other = tempDir('store-reopen-');
  try {
    const s1 = await openStore({ dataDir: other, agenda: false });
    await s1.db
      .collection('customers')
      .insertOne({ _id: 'cus_1' as never, business_id: 'b', livemode: false, email: 'x@y' });
    await s1.close();
    const s2 = await openStore({ dataDir: other, agenda: false });
    assert.ok(await s2.db.collection('customers').findOne({ _id: 'cus_1' as never }));
    await s2.close();
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});

test('with a URI it takes none of the in-process shortcuts: no server thread, no direct line, no change counts', async () => {
  // A store in another process, as MONGODB_URI names one (here the embedded server on this thread, reached by TCP).
  const elsewhere = tempDir('store-elsewhere-');
  const server = await startEmbeddedMongo({ dataDir: elsewhere });
  const local = tempDir('store-local-');
  const shortcuts = (s: Store) => ({
    thread: s.embedded !== undefined,
    direct: directFor(s.client) !== undefined,
    counts:
      changeCount(s.db, COLLECTION.businesses) !== undefined ||
      changeCount(s.db, COLLECTION.carts, 'sess_x') !== undefined,
  });
  try {
    const remote = await openStore({ uri: server.uri, dataDir: local, agenda: false, monitorCommands: true });
    try {
      assert.equal(shortcuts(remote), { thread: false, direct: false, counts: false });
      // The hot reads go through the driver, on its pooled connections (the direct line reports 'direct').
      const seen: unknown[] = [];
      remote.client.on('commandStarted', (e) => e.commandName === 'find' && seen.push(e.connectionId));
      await findOneLean(remote.db.collection(COLLECTION.businesses), { _id: 'biz_none' as never });
      assert.is(seen.length, 1);
      assert.is.not(seen[0], 'direct');
    } finally {
      await remote.close();
    }
    // The same calls without a URI: all three are there, so the check above is not vacuous.
    const own = await openStore({ dataDir: local, agenda: false, ensureIndexes: false });
    try {
      assert.equal(shortcuts(own), { thread: true, direct: true, counts: true });
    } finally {
      await own.close();
    }
  } finally {
    await server.close();
    rmSync(elsewhere, { recursive: true, force: true });
    rmSync(local, { recursive: true, force: true });
  }
});

test.run();
