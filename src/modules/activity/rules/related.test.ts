import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BASKET_CAP, NEIGHBOURS_KEPT, PAIR_SHRINK, RelatedSignals, type CatalogueEntry } from './related.js';

const catalogueOf = (ids: string[], over: Record<string, Partial<CatalogueEntry>> = {}) =>
  new Map(ids.map((id) => [id, { category_id: 'cat_a', active: true, ...over[id] }]));

const cosine = (both: number, a: number, b: number) =>
  Math.round((both / Math.sqrt(a * b)) * (both / (both + PAIR_SHRINK)) * 1e6) / 1e6;

test('co-view: cosine of the sessions that viewed both, damped for rare pairs, best first', () => {
  const s = new RelatedSignals();
  // a and b together in three sessions; a and c together once; c alone in two more sessions.
  for (const [session, ids] of [
    ['s1', ['a', 'b']],
    ['s2', ['a', 'b']],
    ['s3', ['b', 'a']],
    ['s4', ['a', 'c']],
    ['s5', ['c']],
    ['s6', ['c']],
  ] as const) {
    for (const id of ids) s.view(session, id);
  }
  const r = s.compute(catalogueOf(['a', 'b', 'c']));
  const a = r.related.find((x) => x.product_id === 'a')!;
  assert.equal(a.co_view, [
    { product_id: 'b', score: cosine(3, 4, 3) },
    { product_id: 'c', score: cosine(1, 4, 3) },
  ]);
  assert.equal(a.co_purchase, []);
  assert.is(s.sessionCount, 6);
});

test('a product in every session does not dominate: cosine divides by its frequency', () => {
  const s = new RelatedSignals();
  // "hub" is in all 20 sessions; x and y share 4 of them.
  for (let i = 0; i < 20; i++) {
    s.view(`s${i}`, 'hub');
    if (i < 4) {
      s.view(`s${i}`, 'x');
      s.view(`s${i}`, 'y');
    }
  }
  const x = s.compute(catalogueOf(['hub', 'x', 'y'])).related.find((r) => r.product_id === 'x')!;
  assert.equal(
    x.co_view.map((n) => n.product_id),
    ['y', 'hub'],
  );
});

test("a session's basket is its BASKET_CAP most recent distinct views; a repeat view keeps a product in it", () => {
  const s = new RelatedSignals();
  s.view('bot', 'first');
  for (let i = 0; i < BASKET_CAP - 1; i++) s.view('bot', `p${String(i).padStart(2, '0')}`);
  s.view('bot', 'first'); // seen again: now the most recent, so p00 drops off when one more arrives
  s.view('bot', 'last');
  const ids = ['first', 'last', ...Array.from({ length: BASKET_CAP - 1 }, (_, i) => `p${String(i).padStart(2, '0')}`)];
  const r = s.compute(catalogueOf(ids));
  const last = r.related.find((x) => x.product_id === 'last')!;
  const neighbours = last.co_view.map((n) => n.product_id);
  assert.ok(neighbours.includes('first'));
  assert.not.ok(
    r.related.some((x) => x.product_id === 'p00'),
    'p00 left the basket',
  );
  // At most NEIGHBOURS_KEPT neighbours, ties (all equal here) by product id.
  assert.is(neighbours.length, NEIGHBOURS_KEPT);
  assert.equal(neighbours, [...neighbours].sort());
});

test('co-purchase from orders; unknown and inactive products are never neighbours, inactive ones keep their own', () => {
  const s = new RelatedSignals();
  s.order([
    { product_id: 'mug', quantity: 1 },
    { product_id: 'beans', quantity: 2 },
    { product_id: 'ghost', quantity: 1 },
  ]);
  s.order([
    { product_id: 'mug', quantity: 1 },
    { product_id: 'beans', quantity: 1 },
    { product_id: 'old', quantity: 1 },
  ]);
  s.order([{ product_id: 'filter', quantity: 1 }]);
  const r = s.compute(catalogueOf(['mug', 'beans', 'filter', 'old'], { old: { active: false } }));
  assert.equal(
    r.related.map((x) => x.product_id),
    ['beans', 'mug', 'old'],
  );
  assert.equal(r.related.find((x) => x.product_id === 'mug')!.co_purchase, [
    { product_id: 'beans', score: cosine(2, 2, 2) },
  ]);
  assert.equal(
    r.related.find((x) => x.product_id === 'old')!.co_purchase.map((n) => n.product_id),
    ['beans', 'mug'],
  );
  assert.is(s.orderCount, 3);
});

test('popularity: sessions that viewed, sessions that added to a cart, units ordered; per category too', () => {
  const s = new RelatedSignals();
  for (let i = 0; i < 5; i++) s.view(`s${i}`, 'viewed'); // 5 sessions: 5
  for (let i = 0; i < 50; i++) s.view('s0', 'reloaded'); // one session reloading: 1
  s.cartAdd('s1', 'added');
  s.cartAdd('s1', 'added'); // the same session again: still one
  s.cartAdd('s2', 'added'); // 2 sessions × 3 = 6
  s.order([{ product_id: 'bulk', quantity: 1000 }]); // capped at 10 units × 5 = 50
  s.view('s3', 'gone');
  s.view('s4', 'other-cat');
  const catalogue = catalogueOf(['viewed', 'reloaded', 'added', 'bulk', 'other-cat'], {
    'other-cat': { category_id: 'cat_b' },
    bulk: { category_id: null },
  });
  const { popular } = s.compute(catalogue);
  assert.equal(popular.overall, [
    { product_id: 'bulk', score: 50 },
    { product_id: 'added', score: 6 },
    { product_id: 'viewed', score: 5 },
    { product_id: 'other-cat', score: 1 },
    { product_id: 'reloaded', score: 1 },
  ]);
  assert.equal(Object.keys(popular.by_category).sort(), ['cat_a', 'cat_b']);
  assert.equal(
    popular.by_category.cat_a.map((n) => n.product_id),
    ['added', 'viewed', 'reloaded'],
  );
  assert.equal(popular.by_category.cat_b, [{ product_id: 'other-cat', score: 1 }]);
});

test('the same signals in the same order give the same documents', () => {
  const feed = (s: RelatedSignals) => {
    for (let i = 0; i < 200; i++) s.view(`s${i % 37}`, `p${(i * 7) % 23}`);
    for (let i = 0; i < 30; i++)
      s.order([
        { product_id: `p${i % 5}`, quantity: 1 },
        { product_id: `p${(i * 3) % 11}`, quantity: 2 },
      ]);
  };
  const ids = Array.from({ length: 23 }, (_, i) => `p${i}`);
  const one = new RelatedSignals();
  const two = new RelatedSignals();
  feed(one);
  feed(two);
  assert.equal(one.compute(catalogueOf(ids)), two.compute(catalogueOf(ids)));
});

test.run();
