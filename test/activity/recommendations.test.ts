// Recommendations over HTTP: views recorded through the events API by twenty sessions, two orders placed through
// the cart and checkout, the recommendations job run on the server's own services, then
// GET /api/v1/activity/recommendations: popular products for a fresh session, co-purchase with the cart beating
// popularity, the cart's products, inactive and out-of-stock products left out, similar products from co-views and
// category pages, `limit` (default 10, 1 to 50), one answer for one state, and a new business the job has not
// computed yet (its featured and newest products stand in for the popular ones).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBase62 } from '../../src/kernel/ids.js';
import { recomputeAllRelated, recomputeRelated } from '../../src/modules/activity/recommendations.js';
import type { InventoryLevelDoc, ProductDoc } from '../../src/modules/catalogue/model.js';
import { scoped } from '../../src/store/index.js';
import { cardBody } from '../buying/checkout-env.js';
import { productDoc } from '../catalogue/fixtures.js';
import { newSessionId, startHarness, type Harness, type Shopper } from '../harness/harness.js';

let h: Harness;
/** Product ids by name. */
const p: Record<string, string> = {};
const FILLERS = Array.from({ length: 12 }, (_, i) => `filler-${String(i + 1).padStart(2, '0')}`);
const TEA = `cat_${'T'.repeat(12)}`;

const products = () => scoped(h.db, h.tenant).collection<ProductDoc>('products');
const levels = () => scoped(h.db, h.tenant).collection<InventoryLevelDoc>('inventory_levels');
const events = (sessionId: string, list: unknown[]) =>
  h.raw('POST', '/api/v1/activity/events', { sessionId, body: { events: list } });
const recommendations = async (sessionId: string, query = '') => {
  const r = await h.raw('GET', `/api/v1/activity/recommendations${query}`, { sessionId });
  assert.is(r.status, 200, JSON.stringify(r.json));
  return r.json.data.recommendations as { product: { id: string; name: string }; reason: string }[];
};
const pairs = (list: { product: { id: string }; reason: string }[]) => list.map((x) => [name(x.product.id), x.reason]);
const name = (id: string) => Object.keys(p).find((k) => p[k] === id) ?? id;
const byId = (...names: string[]) => [...names].sort((a, b) => (p[a] < p[b] ? -1 : 1));

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  const now = h.clock.now();
  const docs = [
    productDoc(h.tenant, now, { name: 'dripper' }),
    productDoc(h.tenant, now, { name: 'filters' }),
    productDoc(h.tenant, now, { name: 'hit' }),
    productDoc(h.tenant, now, { name: 'green tea', category_id: TEA }),
    ...FILLERS.map((n) => productDoc(h.tenant, now, { name: n })),
  ];
  await products().insertMany(docs);
  for (const d of docs) p[d.name] = d._id;

  // Twenty sessions view "hit"; filler-N is viewed by the first 14 − N of them (13 down to 2), along with it.
  for (let k = 0; k < 20; k++) {
    const viewed = ['hit', ...FILLERS.filter((_, i) => k < 13 - i)];
    const r = await events(
      newSessionId(),
      viewed.map((n) => ({ type: 'product_view', product_id: p[n] })),
    );
    assert.is(r.status, 200, JSON.stringify(r.json));
  }
  await events(newSessionId(), [{ type: 'product_view', product_id: p['green tea'], category_id: TEA }]);
  // Two orders of the dripper with filters: popularity 2 sessions × 3 (cart adds) + 2 units × 5 = 16 each, under the
  // hit's 20 views.
  for (let i = 0; i < 2; i++) {
    const s = h.shopper();
    await s.add(p.dripper);
    await s.add(p.filters);
    const placed = await s.checkout(cardBody(await s.cartId()));
    assert.is(placed.status, 201, JSON.stringify(placed.body));
  }
  assert.is(await recomputeAllRelated(h.srv.services), 1);
});
test.after(async () => {
  await h?.close();
});

test('the job computes each tenant with new signals once, and again only after new signals', async () => {
  assert.is(await recomputeAllRelated(h.srv.services), 0);
  const r = await recomputeRelated(h.srv.services, h.tenant);
  assert.equal({ sessions: r.sessions, orders: r.orders }, { sessions: 21, orders: 2 });
  assert.ok(r.products >= 14, `${r.products} related documents`);
  await events(newSessionId(), [{ type: 'product_view', product_id: p.hit }]);
  assert.is(await recomputeAllRelated(h.srv.services), 1);
});

test('a fresh session gets the popular products, best first, 10 by default', async () => {
  const r = await recommendations(newSessionId());
  assert.equal(pairs(r), [
    ['hit', 'popular'],
    ...byId('dripper', 'filters').map((n) => [n, 'popular']),
    ...FILLERS.slice(0, 7).map((n) => [n, 'popular']),
  ]);
  assert.is(r[0].product.name, 'hit');
});

test('limit: 1 to 50; 0 and 51 are refused', async () => {
  const s = newSessionId();
  assert.equal(pairs(await recommendations(s, '?limit=3')), pairs((await recommendations(s)).slice(0, 3)));
  // Every product with a signal, and no more.
  assert.is((await recommendations(s, '?limit=50')).length, 4 + FILLERS.length);
  for (const bad of ['0', '51']) {
    const r = await h.raw('GET', `/api/v1/activity/recommendations?limit=${bad}`, { sessionId: s });
    assert.is(r.status, 400, bad);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
  }
});

let withDripper: Shopper;

test("co-purchase with the cart's products beats popularity; the cart's products are left out", async () => {
  withDripper = h.shopper();
  await withDripper.add(p.dripper);
  const r = await recommendations(withDripper.sessionId);
  assert.equal(pairs(r).slice(0, 3), [
    ['filters', 'frequently_bought_together'],
    ['hit', 'popular'],
    [FILLERS[0], 'popular'],
  ]);
  assert.not.ok(r.some((x) => x.product.id === p.dripper));
});

test('inactive and out-of-stock products are left out, and come back when sellable again', async () => {
  await products().updateOne({ _id: p.filters }, { $set: { is_active: false } });
  assert.not.ok((await recommendations(withDripper.sessionId)).some((x) => x.product.id === p.filters));
  await products().updateOne({ _id: p.filters }, { $set: { is_active: true } });
  assert.is((await recommendations(withDripper.sessionId))[0].product.id, p.filters);

  // The hit's stock is counted: none left (on hand all reserved) is out of stock; one free unit is in stock.
  const location = (await scoped(h.db, h.tenant).collection<{ _id: string }>('locations').findOne({}))!._id;
  await products().updateOne({ _id: p.hit }, { $set: { inventory_type: 'tracked' } });
  const level = {
    _id: `inv_${randomBase62(16)}`,
    ...h.tenant,
    product_id: p.hit,
    variant_id: null,
    location_id: location,
    quantity_on_hand: 4,
    quantity_reserved: 4,
    updated_at: h.clock.now(),
  };
  await levels().insertOne(level);
  const fresh = newSessionId();
  assert.not.ok((await recommendations(fresh)).some((x) => x.product.id === p.hit));
  await levels().updateOne({ _id: level._id }, { $set: { quantity_reserved: 3 } });
  assert.is((await recommendations(fresh))[0].product.id, p.hit);
});

test('a viewed product is recently viewed, its co-viewed products similar; a category page makes its products similar', async () => {
  const s = newSessionId();
  await events(s, [{ type: 'product_view', product_id: p[FILLERS[11]] }]);
  const r = pairs(await recommendations(s, '?limit=5'));
  assert.equal(r[0], [FILLERS[11], 'recently_viewed']);
  // filler-12 was viewed only with the hit and filler-01 … filler-11: those are its neighbours, the closest first.
  assert.equal(
    r.slice(1).map(([, reason]) => reason),
    ['similar', 'similar', 'similar', 'similar'],
  );
  assert.is(r[1][0], FILLERS[10]);

  const page = newSessionId();
  await events(page, [{ type: 'category_view', category_id: TEA }]);
  assert.equal(pairs(await recommendations(page, '?limit=2')), [
    ['green tea', 'similar'],
    ['hit', 'popular'],
  ]);
});

test('the same state gives the same answer', async () => {
  const s = newSessionId();
  await events(
    s,
    [FILLERS[3], 'hit', FILLERS[8]].map((n) => ({ type: 'product_view', product_id: p[n] })),
  );
  const first = await recommendations(s, '?limit=20');
  const again = await recommendations(s, '?limit=20');
  assert.equal(again, first);
  assert.equal(await recommendations(withDripper.sessionId), await recommendations(withDripper.sessionId));
});

test('a new business, before any computation: a viewed product, then its featured products, then its newest', async () => {
  const biz = await h.business('Fresh Roasters');
  const their = () => scoped(h.db, biz.tenant).collection<ProductDoc>('products');
  const ago = (days: number) => new Date(h.clock.now().getTime() - days * 86_400_000);
  const docs = [
    productDoc(biz.tenant, ago(9), { name: 'viewed' }),
    productDoc(biz.tenant, ago(8), { name: 'featured older', is_featured: true }),
    productDoc(biz.tenant, ago(3), { name: 'featured newer', is_featured: true }),
    productDoc(biz.tenant, ago(1), { name: 'newest' }),
    productDoc(biz.tenant, ago(5), { name: 'middle' }),
    productDoc(biz.tenant, ago(7), { name: 'oldest' }),
    productDoc(biz.tenant, ago(0), { name: 'inactive featured', is_featured: true, is_active: false }),
  ];
  await their().insertMany(docs);
  for (const d of docs) p[d.name] = d._id;
  const s = newSessionId();
  const viewed = await h.raw('POST', '/api/v1/activity/events', {
    key: biz.publishableKey,
    sessionId: s,
    body: { events: [{ type: 'product_view', product_id: p.viewed }] },
  });
  assert.is(viewed.status, 200, JSON.stringify(viewed.json));
  assert.is(
    await h.db.collection('activity_related').countDocuments({ business_id: biz.tenant.business_id }),
    0,
    'no computation yet',
  );

  const r = await h.raw('GET', '/api/v1/activity/recommendations?limit=5', { key: biz.publishableKey, sessionId: s });
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(pairs(r.json.data.recommendations), [
    ['viewed', 'recently_viewed'],
    ['featured newer', 'popular'],
    ['featured older', 'popular'],
    ['newest', 'popular'],
    ['middle', 'popular'],
  ]);
  // A session without activity gets the same stand-in, and never another business's products.
  const other = await h.raw('GET', '/api/v1/activity/recommendations', {
    key: biz.publishableKey,
    sessionId: newSessionId(),
  });
  assert.equal(
    pairs(other.json.data.recommendations).map(([n]) => n),
    ['featured newer', 'featured older', 'newest', 'middle', 'oldest', 'viewed'],
  );
});

test('every response matched the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
