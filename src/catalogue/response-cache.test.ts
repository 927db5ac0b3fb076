import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CatalogueCache } from './response-cache.js';

const a = { business_id: 'biz_a', livemode: false };
const aLive = { business_id: 'biz_a', livemode: true };

test('answers are kept per tenant, mode and URL', () => {
  const c = new CatalogueCache(60_000);
  c.set(c.key(a, 'listProducts', '/x?limit=2'), { n: 1 });
  assert.equal(c.get(c.key(a, 'listProducts', '/x?limit=2')), { n: 1 });
  assert.is(c.get(c.key(aLive, 'listProducts', '/x?limit=2')), undefined);
  assert.is(c.get(c.key(a, 'listProducts', '/x?limit=3')), undefined);
});

test('invalidating a tenant stops serving its old answers, not other tenants\'', () => {
  const c = new CatalogueCache(60_000);
  c.set(c.key(a, 'getProduct', '/p'), 'old');
  c.set(c.key(aLive, 'getProduct', '/p'), 'live');
  c.invalidate(a);
  assert.is(c.get(c.key(a, 'getProduct', '/p')), undefined);
  assert.is(c.get(c.key(aLive, 'getProduct', '/p')), 'live');
});

test('a zero TTL disables the cache; the size is bounded', () => {
  const off = new CatalogueCache(0);
  off.set(off.key(a, 'x', '/'), 1);
  assert.is(off.get(off.key(a, 'x', '/')), undefined);
  const small = new CatalogueCache(60_000, 10);
  for (let i = 0; i < 25; i++) small.set(small.key(a, 'x', `/${i}`), i);
  assert.is(small.get(small.key(a, 'x', '/0')), undefined);
  assert.is(small.get(small.key(a, 'x', '/24')), 24);
});

test.run();
