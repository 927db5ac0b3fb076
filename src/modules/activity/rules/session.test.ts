import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SESSION_VIEW_CAP } from '../model.js';
import { cartUnitsOf, foldSession, snapshotOf, type FoldContext } from './session.js';

const t0 = new Date('2026-11-24T10:00:00.000Z');
const ctx = (ms = 0): FoldContext => ({
  business_id: 'biz_1',
  livemode: false,
  session_id: 's1',
  key: 'biz_1:test:s1',
  now: new Date(t0.getTime() + ms),
  ttlMs: 1000,
});

test('a first batch starts the session; a second view of a product is a repeat view', () => {
  const s = foldSession(
    null,
    [{ type: 'product_view', product_id: 'p1' }, { type: 'product_view', product_id: 'p1' }, { type: 'search' }],
    ctx(),
  );
  assert.equal(s.signal_counts, { product_view: 1, repeat_view: 1, search: 1 });
  assert.is(s.version, 1);
  assert.is(s.event_count, 3);
  assert.is(s.expires_at.getTime(), t0.getTime() + 1000);
  const again = foldSession(s, [{ type: 'product_view', product_id: 'p1' }], ctx(5000));
  assert.equal(again.signal_counts, { product_view: 1, repeat_view: 2, search: 1 });
  assert.is(again.version, 2);
  assert.is(again.first_at.getTime(), t0.getTime());
  assert.is(again.last_at.getTime(), t0.getTime() + 5000);
});

test('the snapshot orders views by count, most recent first among equals', () => {
  let s = foldSession(
    null,
    [
      { type: 'product_view', product_id: 'a' },
      { type: 'product_view', product_id: 'b' },
      { type: 'category_view', category_id: 'c1' },
    ],
    ctx(),
  );
  s = foldSession(
    s,
    [
      { type: 'product_view', product_id: 'c' },
      { type: 'product_view', product_id: 'a' },
    ],
    ctx(1000),
  );
  assert.equal(snapshotOf(s), {
    viewed_products: [
      { product_id: 'a', count: 2 },
      { product_id: 'c', count: 1 },
      { product_id: 'b', count: 1 },
    ],
    viewed_categories: [{ category_id: 'c1', count: 1 }],
    search_count: 0,
  });
  assert.equal(
    s.viewed_products.map((v) => v.id),
    ['a', 'c', 'b'],
  );
});

test('views are capped; the least recent drop off', () => {
  const events = Array.from({ length: SESSION_VIEW_CAP + 5 }, (_, i) => ({
    type: 'product_view' as const,
    product_id: `p${i}`,
  }));
  const s = foldSession(null, events, ctx());
  assert.is(s.viewed_products.length, SESSION_VIEW_CAP);
  assert.is(s.viewed_products[0].id, `p${SESSION_VIEW_CAP + 4}`);
  assert.not.ok(s.viewed_products.some((v) => v.id === 'p0'));
});

test('cart events keep net units per product, never below zero', () => {
  let s = foldSession(
    null,
    [
      { type: 'cart_add', product_id: 'a', quantity: 3 },
      { type: 'cart_add', product_id: 'b' },
    ],
    ctx(),
  );
  assert.equal(s.cart_units, { a: 3, b: 1 });
  s = foldSession(
    s,
    [
      { type: 'cart_remove', product_id: 'a', quantity: 1 },
      { type: 'cart_remove', product_id: 'b', quantity: 5 },
    ],
    ctx(10),
  );
  assert.equal(s.cart_units, { a: 2 });
  assert.is(cartUnitsOf(s), 2);
  assert.is(cartUnitsOf(null), 0);
});

test('dismissed codes survive folding', () => {
  const s = { ...foldSession(null, [{ type: 'search' }], ctx()), dismissed: ['cart_waiting'] };
  assert.equal(foldSession(s, [{ type: 'search' }], ctx(1)).dismissed, ['cart_waiting']);
});

test.run();
