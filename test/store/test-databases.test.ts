// On MONGODB_URI (a user's MongoDB, or the runner's process pass) the tests leave no database behind: a test
// server's database is dropped once the server has stopped (its stop still writes: the cart activity it queued), a
// lastingStore's outlives its servers until remove(), and withDatabase() names a database without losing where the
// credentials are checked. Without MONGODB_URI the file runs the same on an embedded server of its own reached by URI.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { listDatabases, withDatabase } from '../../scripts/lib/test-store.mjs';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/store/embedded/index.js';
import { startTestServer } from '../harness/server.js';
import { lastingStore } from '../harness/store-mode.js';
import { exitWhenDone, tempDir } from './helpers.js';

let own: { server: EmbeddedMongo; dir: string } | undefined;
let uri: string;

test.before(async () => {
  if (!process.env.MONGODB_URI) {
    const dir = tempDir('test-databases-');
    own = { server: await startEmbeddedMongo({ dataDir: dir }), dir };
    // What the harness reads to choose its store: from here on, this process's servers are on that URI.
    process.env.MONGODB_URI = own.server.uri;
  }
  uri = process.env.MONGODB_URI!;
});
test.after(async () => {
  if (own) {
    delete process.env.MONGODB_URI;
    await own.server.close();
    rmSync(own.dir, { recursive: true, force: true });
  }
  exitWhenDone();
});

const exists = async (name: string) => (await listDatabases(uri)).includes(name);

test("a test server's database is gone after close(), though the stop writes the cart activity queued by the last request", async () => {
  const srv = await startTestServer({ seed: true });
  const name = srv.services.db.databaseName;
  assert.match(name, /^t_/);
  assert.ok(await exists(name));
  const product = await srv.services.db
    .collection('products')
    .findOne({ business_id: srv.demo!.business_id, livemode: false, slug: 'house-blend-coffee-beans' });
  // The add's activity signals are queued behind its answer (activity/record.ts) and written at the latest when the
  // server stops: a drop sent before the stop would see the database made again by that write.
  const added = await fetch(`${srv.url}/api/v1/cart/items`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': srv.demo!.publishable_key,
      'x-session-id': `sess_${'d'.repeat(32)}`,
    },
    body: JSON.stringify({ item_id: product!._id, quantity: 1 }),
  });
  assert.is(added.status, 201, await added.text());
  await srv.close();
  assert.not.ok(await exists(name), `${name} left behind`);
});

test('a lastingStore keeps its database across a restart, and remove() drops it', async () => {
  const store = await lastingStore();
  const first = await startTestServer({ env: store.env });
  const name = first.services.db.databaseName;
  await first.services.db.collection('businesses').insertOne({ _id: 'biz_lasting' as never, name: 'Lasting' });
  await first.close();
  assert.ok(await exists(name), 'kept after the first server stopped');
  const second = await startTestServer({ env: store.env });
  assert.is(second.services.db.databaseName, name);
  assert.ok(await second.services.db.collection('businesses').findOne({ _id: 'biz_lasting' as never }));
  await second.close();
  await store.remove();
  assert.not.ok(await exists(name), `${name} left behind`);
});

test('withDatabase names the database and keeps where the credentials are checked', () => {
  const name = 't_ab12cd_1_x_0';
  assert.is(
    withDatabase('mongodb://127.0.0.1:27017/?directConnection=true', name),
    `mongodb://127.0.0.1:27017/${name}?directConnection=true`,
  );
  assert.is(withDatabase('mongodb://db.example:27017', name), `mongodb://db.example:27017/${name}`);
  // Credentials were checked against the path's database (admin without one): it stays their authSource.
  assert.is(
    withDatabase('mongodb://u:p@a,b/shop?replicaSet=rs0', name),
    `mongodb://u:p@a,b/${name}?replicaSet=rs0&authSource=shop`,
  );
  assert.is(withDatabase('mongodb://u:p@a/', name), `mongodb://u:p@a/${name}?authSource=admin`);
  assert.is(withDatabase('mongodb://u:p@a/shop?authSource=other', name), `mongodb://u:p@a/${name}?authSource=other`);
  // mongodb+srv takes authSource from its DNS record, never from the path.
  assert.is(
    withDatabase('mongodb+srv://u:p@cluster0.example.net/shop?retryWrites=true', name),
    `mongodb+srv://u:p@cluster0.example.net/${name}?retryWrites=true`,
  );
  assert.throws(() => withDatabase('postgres://x', name), /mongodb:\/\/ or mongodb\+srv:\/\//);
});

test.run();
