// A visit's cart without a round trip per step (src/modules/cart/carts.ts): with the embedded store in the
// process, the session's cart is read again only when a change of that session's carts became visible, and after
// the process's own write it is answered from that write. What must hold: the view and the checkout after an add
// read no cart; a change written by anyone else (another client, as another process would) is seen by the next
// request; a checkout's conversion starts the session on a new cart; another session's writes cost this one nothing.
// On MONGODB_URI (a store in another process) there are no change counts: every lookup reads, so the tests that
// count the lookups saved are the embedded store's only; a change by another client is read at once in both.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MongoClient, type Db } from 'mongodb';
import { startHarness, type Harness } from '../harness/harness.js';
import { embeddedOnly } from '../harness/store-mode.js';

let h: Harness;
let other: MongoClient;
let otherDb: Db;
/** The server's session-cart lookups so far (find on carts by session_id). */
let cartFinds = 0;

test.before(async () => {
  h = await startHarness({ seed: true, monitorStoreCommands: true });
  h.srv.services.store.client.on('commandStarted', (e) => {
    if (e.commandName === 'find' && e.command.find === 'carts' && e.command.filter?.session_id) cartFinds++;
    // Through MONGODB_URI the lookup is one aggregate with the business document (src/modules/cart/carts.ts readVisit).
    if (e.commandName === 'aggregate' && e.command.aggregate === 'carts' && e.command.pipeline?.[0]?.$match?.session_id)
      cartFinds++;
  });
  other = new MongoClient(h.srv.services.config.mongodbUri ?? h.srv.services.store.embedded!.uri);
  otherDb = other.db(h.srv.services.db.databaseName);
});
test.after(async () => {
  await other?.close();
  await h?.close();
});

async function productId(slug: string): Promise<string> {
  const p = await h.db.collection('products').findOne({ business_id: h.demo.business_id, livemode: false, slug });
  assert.ok(p, slug);
  return p!._id as unknown as string;
}

const counted = embeddedOnly(test, 'counts the cart lookups that the change counts of the store in this process save');

counted('after an add, the view and the checkout read no cart; the conversion starts a new cart', async () => {
  const beans = await productId('house-blend-coffee-beans');
  const shopper = h.shopper();
  const before = cartFinds;
  await shopper.add(beans, 2);
  assert.is(cartFinds, before + 1, 'the first add looks the session up once');

  const viewed = await h.raw('GET', '/api/v1/cart', { sessionId: shopper.sessionId });
  assert.is(viewed.status, 200);
  assert.is(viewed.json.data.items[0].quantity, 2);
  await shopper.add(beans, 1);
  const again = await h.raw('GET', '/api/v1/cart', { sessionId: shopper.sessionId });
  assert.is(again.json.data.items[0].quantity, 3, 'the second add, answered from its own write');
  assert.is(cartFinds, before + 1, 'no lookup after the first');

  const placed = await shopper.checkout({
    cart_id: again.json.data.id,
    customer: { name: 'Ama', email: 'ama@example.com' },
    payment_method: 'card',
  });
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const order = await h.db.collection('orders').findOne({ _id: placed.body.data.order_id });
  assert.is(order?.items[0].quantity, 3, 'the order has the cart as last written');
  assert.is(cartFinds, before + 1, 'the checkout found the cart without a read');

  const after = await h.raw('GET', '/api/v1/cart', { sessionId: shopper.sessionId });
  assert.is(cartFinds, before + 2, 'the conversion moved the count: read again');
  assert.not.equal(after.json.data.id, again.json.data.id, 'a new cart');
  assert.equal(after.json.data.items, []);
});

test('a change written by another client is read by the next request', async () => {
  const beans = await productId('house-blend-coffee-beans');
  const shopper = h.shopper();
  await shopper.add(beans, 1);
  const cartId = await shopper.cartId();
  const before = cartFinds;
  // As another process would: straight to the store, the cart's revision moved as a cart write moves it.
  const written = await otherDb
    .collection('carts')
    .updateOne({ _id: cartId as never }, { $set: { 'items.0.quantity': 5 }, $inc: { revision: 1 } });
  assert.is(written.modifiedCount, 1);
  const viewed = await h.raw('GET', '/api/v1/cart', { sessionId: shopper.sessionId });
  assert.is(viewed.json.data.items[0].quantity, 5);
  assert.is(cartFinds, before + 1);
  // And an add after it builds on the stored cart, not on the one this process wrote last.
  await shopper.add(beans, 1);
  const added = await h.raw('GET', '/api/v1/cart', { sessionId: shopper.sessionId });
  assert.is(added.json.data.items[0].quantity, 6);
});

counted("another session's writes do not make this session read again", async () => {
  const beans = await productId('house-blend-coffee-beans');
  const mine = h.shopper();
  await mine.add(beans, 1);
  await h.raw('GET', '/api/v1/cart', { sessionId: mine.sessionId });
  const before = cartFinds;
  const theirs = h.shopper();
  await theirs.add(beans, 1);
  await theirs.add(beans, 1);
  assert.is(cartFinds, before + 1, 'their first add looked theirs up');
  const viewed = await h.raw('GET', '/api/v1/cart', { sessionId: mine.sessionId });
  assert.is(viewed.json.data.items[0].quantity, 1);
  assert.is(cartFinds, before + 1, 'mine was not read again');
});

test.run();
