// The catalogue cache across processes (src/modules/catalogue/cache.ts, src/store/revisions.ts): process B prices
// carts and lists products from its cached catalogue, and a change imported through process A is priced and listed
// by B's very next request (a new price, a new automatic deal, a product taken off sale), with no wait; a checkout through B charges the
// new total. The stamp itself: a catalogue write gives the business a new revision, in the write's transaction;
// a checkout (which writes no catalogue input) leaves it alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBase62 } from '../../src/kernel/ids.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { realClockStart } from '../harness/server.js';
import { startChildServer, type ChildServer } from '../harness/child-server.js';

let h: Harness;
let b: ChildServer;
let childDir: string;

test.before(async () => {
  // B runs on the real clock: A's clock starts there too, or a deal A imports would not have started for B. A minute
  // before it: a deal starts at A's time, and B must be past that even if the machine's clock is set back a little
  // meanwhile (a virtual machine's clock can step: the one explanation found for a CI run whose B priced without it).
  h = await startHarness({ seed: true, now: new Date(realClockStart().getTime() - 60_000) });
  childDir = await mkdtemp(join(tmpdir(), 'cache-rev-'));
  const { config, store } = h.srv.services;
  // B without the response cache: its lists come from its listing, checked against the revision at each request.
  b = await startChildServer({
    storeUri: config.mongodbUri ?? store.embedded!.uri,
    dataDir: childDir,
    env: { CATALOGUE_CACHE_MS: '0' },
  });
});
test.after(async () => {
  await b?.stop();
  await h?.close();
  await rm(childDir, { recursive: true, force: true });
});

const revision = async () =>
  (await h.db.collection('businesses').findOne({ _id: h.demo.business_id as never }))?.catalogue_rev as
    | string
    | undefined;

/** A storefront request to process B. */
async function onB(
  method: string,
  path: string,
  sessionId: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(b.url + path, {
    method,
    headers: {
      'x-api-key': h.publishableKey,
      'x-session-id': sessionId,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as any };
}

/** Imports a partial catalogue through process A (products and deals it does not name are left alone). */
async function importOnA(doc: object) {
  const r = await h.raw('POST', `/v1/businesses/${h.demo.business_id}/catalogue/import?mode=test`, {
    key: null,
    headers: { authorization: `Bearer ${h.businessKey}` },
    body: { version: 1, ...doc },
  });
  assert.is(r.status, 200, JSON.stringify(r.json));
}

test('a price, a deal and a product change imported through A are priced by B at its next request', async () => {
  const sessionId = `sess_${randomBase62(32)}`;
  const beans = await h.db
    .collection('products')
    .findOne({ business_id: h.demo.business_id, livemode: false, slug: 'house-blend-coffee-beans' });
  const added = await onB('POST', '/api/v1/cart/items', sessionId, { item_id: beans!._id, quantity: 2 });
  assert.is(added.status, 201, JSON.stringify(added.json));
  const before = await onB('GET', '/api/v1/cart', sessionId);
  assert.is(before.json.data.items[0].unit_price, '85.00');
  const listed = async () =>
    (await onB('GET', '/api/v1/catalogue/products?limit=100', sessionId)).json.data.items.find(
      (p: { id: string }) => p.id === String(beans!._id),
    );
  assert.is((await listed()).default_price, '85.00');
  // B has now priced the cart from its cache; A changes the price.
  const rev0 = await revision();
  await importOnA({ products: [{ slug: 'house-blend-coffee-beans', name: beans!.name, price: '99.00' }] });
  const rev1 = await revision();
  assert.ok(rev1 && rev1 !== rev0, 'the import gives the business a new catalogue revision');
  const repriced = await onB('GET', '/api/v1/cart', sessionId);
  assert.is(repriced.json.data.items[0].unit_price, '99.00');
  assert.is((await listed()).default_price, '99.00', 'B lists the new price at once');
  assert.is(repriced.json.data.pricing.subtotal, '198.00');

  // A new automatic deal (no code) applies at B's next read.
  await importOnA({
    deals: [{ ref: 'cache-test-10', name: 'Ten off everything', discount_type: 'percentage', value: '10.00' }],
  });
  const discounted = await onB('GET', '/api/v1/cart', sessionId);
  assert.is(discounted.json.data.pricing.discount_total, '19.80', JSON.stringify(discounted.json.data.pricing));

  // A checkout through B charges the new total, and leaves the revision as it was (no catalogue input changed).
  const rev2 = await revision();
  const checkout = await onB(
    'POST',
    '/api/v1/checkout',
    sessionId,
    {
      cart_id: discounted.json.data.id,
      customer: { name: 'Cache Test', email: 'cache@example.com' },
      payment_method: 'card',
    },
    { 'idempotency-key': randomBase62(24) },
  );
  assert.is(checkout.status, 201, JSON.stringify(checkout.json));
  assert.is(checkout.json.data.amount, discounted.json.data.pricing.total_price);
  assert.is(await revision(), rev2);

  // Taken off sale through A: B refuses to add it at once.
  await importOnA({
    products: [{ slug: 'house-blend-coffee-beans', name: beans!.name, price: '99.00', is_active: false }],
  });
  const refused = await onB('POST', '/api/v1/cart/items', `sess_${randomBase62(32)}`, {
    item_id: beans!._id,
    quantity: 1,
  });
  assert.is(refused.status, 404, JSON.stringify(refused.json));
  assert.is(await listed(), undefined, 'and no longer lists it');
});

test.run();
