import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CatalogueCache } from './response-cache.js';

const a = { business_id: 'biz_a', livemode: false };
const aLive = { business_id: 'biz_a', livemode: true };
const b = { business_id: 'biz_b', livemode: false };

test('answers are kept per tenant, mode, operation and URL', () => {
  const c = new CatalogueCache(60_000);
  c.set(c.slot(a, 'listProducts', '/x?limit=2'), { n: 1 });
  assert.equal(c.get(c.slot(a, 'listProducts', '/x?limit=2')), { n: 1 });
  assert.is(c.get(c.slot(aLive, 'listProducts', '/x?limit=2')), undefined);
  assert.is(c.get(c.slot(b, 'listProducts', '/x?limit=2')), undefined);
  assert.is(c.get(c.slot(a, 'listProducts', '/x?limit=3')), undefined);
  assert.is(c.get(c.slot(a, 'listCategories', '/x?limit=2')), undefined);
});

test("invalidating a tenant stops serving its old answers, not other tenants'", () => {
  const c = new CatalogueCache(60_000);
  c.set(c.slot(a, 'getProduct', '/p'), 'old');
  c.set(c.slot(aLive, 'getProduct', '/p'), 'live');
  c.invalidate(a);
  assert.is(c.get(c.slot(a, 'getProduct', '/p')), undefined);
  assert.is(c.get(c.slot(aLive, 'getProduct', '/p')), 'live');
});

test('an answer computed from before an invalidation is not kept', () => {
  const c = new CatalogueCache(60_000);
  const before = c.slot(a, 'getProduct', '/p');
  c.invalidate(a);
  c.set(before, 'stale');
  assert.is(c.get(c.slot(a, 'getProduct', '/p')), undefined);
  const after = c.slot(a, 'getProduct', '/p');
  c.set(after, 'fresh');
  assert.is(c.get(c.slot(a, 'getProduct', '/p')), 'fresh');
});

test('entries expire after the TTL', async () => {
  const c = new CatalogueCache(5);
  c.set(c.slot(a, 'x', '/'), 1);
  assert.is(c.get(c.slot(a, 'x', '/')), 1);
  await new Promise((r) => setTimeout(r, 10));
  assert.is(c.get(c.slot(a, 'x', '/')), undefined);
});

test('a zero TTL disables the cache; the size is bounded', () => {
  const off = new CatalogueCache(0);
  off.set(off.slot(a, 'x', '/'), 1);
  assert.is(off.get(off.slot(a, 'x', '/')), undefined);
  const small = new CatalogueCache(60_000, 10);
  for (let i = 0; i < 25; i++) small.set(small.slot(a, 'x', `/${i}`), i);
  assert.is(small.get(small.slot(a, 'x', '/0')), undefined);
  assert.is(small.get(small.slot(a, 'x', '/24')), 24);
  let held = 0;
  for (let i = 0; i < 25; i++) if (small.get(small.slot(a, 'x', `/${i}`)) !== undefined) held++;
  assert.ok(held <= 10 && held >= 9, `held ${held}`);
});

test('concurrent misses share one computation until it settles; an invalidation starts afresh', async () => {
  const c = new CatalogueCache(60_000);
  const slot = c.slot(a, 'x', '/');
  assert.is(c.pending(slot), undefined);
  let release!: (v: string) => void;
  const work = c.share(slot, new Promise<string>((r) => (release = r)));
  assert.is(c.pending(c.slot(a, 'x', '/')), work);
  assert.is(c.pending(c.slot(aLive, 'x', '/')), undefined);
  release('done');
  assert.is(await work, 'done');
  assert.is(c.pending(c.slot(a, 'x', '/')), undefined);

  const failing = c.share(c.slot(a, 'x', '/'), Promise.reject(new Error('boom')));
  await failing.catch(() => undefined);
  assert.is(c.pending(c.slot(a, 'x', '/')), undefined);

  // A promise that never settles, so nothing awaits it: the slot only has to hold it until invalidate.
  void c.share(c.slot(a, 'x', '/'), new Promise<string>(() => undefined));
  c.invalidate(a);
  assert.is(c.pending(c.slot(a, 'x', '/')), undefined);
});

test.run();
