import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ViewCount } from '../model.js';
import {
  CHECK_SLACK, candidatesToCheck, rankCandidates, readsFor, recommend, type AvailableProduct, type RankInput, type SessionActivity,
} from './recommend.js';

const at = new Date('2026-11-24T10:00:00.000Z');
const views = (...ids: string[]): ViewCount[] => ids.map((id) => ({ id, count: 1, last_at: at }));
const session = (products: string[], categories: string[] = []): SessionActivity => ({ viewed_products: views(...products), viewed_categories: views(...categories) });
const all = (...ids: string[]) => new Map<string, AvailableProduct>(ids.map((id) => [id, { name: `Name of ${id}` }]));

/** A store: mug and beans bought together; beans and grinder viewed together; "hit" the best seller overall. */
const base: Omit<RankInput, 'session' | 'cartProductIds'> = {
  related: [
    { product_id: 'mug', co_view: [], co_purchase: [{ product_id: 'beans', score: 0.3 }] },
    { product_id: 'beans', co_view: [{ product_id: 'grinder', score: 0.5 }], co_purchase: [{ product_id: 'mug', score: 0.3 }] },
  ],
  popular: {
    overall: [
      { product_id: 'hit', score: 500 },
      { product_id: 'runner-up', score: 400 },
      { product_id: 'beans', score: 40 },
      { product_id: 'kettle', score: 30 },
    ],
    by_category: { coffee: [{ product_id: 'beans', score: 40 }, { product_id: 'roast', score: 20 }] },
  },
  categories: new Map(),
};
const everything = all('mug', 'beans', 'grinder', 'hit', 'runner-up', 'kettle', 'roast');

test('a session without activity gets the popular products, in popularity order', () => {
  const r = recommend({ ...base, session: null, cartProductIds: [] }, everything, 10);
  assert.equal(r, [
    { product: { id: 'hit', name: 'Name of hit' }, reason: 'popular' },
    { product: { id: 'runner-up', name: 'Name of runner-up' }, reason: 'popular' },
    { product: { id: 'beans', name: 'Name of beans' }, reason: 'popular' },
    { product: { id: 'kettle', name: 'Name of kettle' }, reason: 'popular' },
  ]);
  assert.equal(readsFor(null, []), { anchorIds: [] });
});

test("co-purchase with the cart's products beats popularity; cart products are left out", () => {
  const r = recommend({ ...base, session: null, cartProductIds: ['mug'] }, everything, 3);
  assert.equal(r.map((x) => [x.product.id, x.reason]), [
    ['beans', 'frequently_bought_together'],
    ['hit', 'popular'],
    ['runner-up', 'popular'],
  ]);
  const both = recommend({ ...base, session: null, cartProductIds: ['mug', 'beans'] }, everything, 10);
  assert.not.ok(both.some((x) => x.product.id === 'mug' || x.product.id === 'beans'));
  assert.equal(readsFor(session(['grinder', 'mug']), ['mug', 'mug', 'beans']).anchorIds, ['mug', 'beans', 'grinder']);
});

test('viewed products: co-viewed and same-category products are similar, the viewed ones recently viewed', () => {
  const input: RankInput = { ...base, session: session(['beans']), cartProductIds: [], categories: new Map([['beans', 'coffee']]) };
  assert.equal(readsFor(input.session, []), { anchorIds: ['beans'] });
  const r = recommend(input, everything, 10).map((x) => [x.product.id, x.reason]);
  // beans: 1 (viewed, its own category's best: +1); grinder 2 × 0.5 = 1; mug 3 × ½ × 0.3; roast 1 × 20/40.
  assert.equal(r.slice(0, 5), [
    ['beans', 'recently_viewed'],
    ['grinder', 'similar'],
    ['roast', 'similar'],
    ['mug', 'frequently_bought_together'],
    ['hit', 'popular'],
  ]);
  // A cart product's category is no affinity: only what the session viewed is.
  const carted = recommend({ ...base, session: null, cartProductIds: ['grinder'], categories: new Map([['grinder', 'coffee']]) }, everything, 10);
  assert.ok(carted.every((x) => x.reason === 'popular'));
  // A category page viewed makes its products similar too, without any viewed product.
  const page = recommend({ ...base, session: session([], ['coffee']), cartProductIds: [] }, everything, 2);
  assert.equal(page.map((x) => [x.product.id, x.reason]), [['beans', 'similar'], ['roast', 'similar']]);
});

test('recently viewed: the most recent first, and never what is in the cart', () => {
  const r = recommend({ ...base, popular: null, related: [], session: session(['c', 'b', 'a']), cartProductIds: ['b'] }, all('a', 'b', 'c'), 10);
  assert.equal(r.map((x) => [x.product.id, x.reason]), [['c', 'recently_viewed'], ['a', 'recently_viewed']]);
});

test('products not in the available set are left out, and the next ones take their place', () => {
  const available = all('runner-up', 'kettle', 'beans');
  const r = recommend({ ...base, session: null, cartProductIds: ['mug'] }, available, 10);
  assert.equal(r.map((x) => x.product.id), ['beans', 'runner-up', 'kettle']);
});

test('limit: at most that many, best first', () => {
  const r = recommend({ ...base, session: null, cartProductIds: [] }, everything, 2);
  assert.equal(r.map((x) => x.product.id), ['hit', 'runner-up']);
  assert.equal(recommend({ ...base, session: null, cartProductIds: [] }, everything, 0), []);
});

test('which candidates to check: the best unchecked ones, limit plus slack', () => {
  const overall = Array.from({ length: 40 }, (_, i) => ({ product_id: `p${String(i).padStart(2, '0')}`, score: 100 - i }));
  const ranked = rankCandidates({ ...base, popular: { overall, by_category: {} }, session: null, cartProductIds: [] });
  const first = candidatesToCheck(ranked, 5, new Set());
  assert.is(first.length, 5 + CHECK_SLACK);
  assert.is(first[0], 'p00');
  const next = candidatesToCheck(ranked, 5, new Set(first));
  assert.is(next[0], `p${String(5 + CHECK_SLACK).padStart(2, '0')}`);
  assert.equal(candidatesToCheck(ranked, 50, new Set(overall.map((n) => n.product_id))), []);
});

test('deterministic: equal scores go by product id, and the same state gives the same answer', () => {
  const tied = { overall: ['z', 'b', 'm', 'a'].map((product_id) => ({ product_id, score: 7 })), by_category: {} };
  const input: RankInput = { ...base, popular: tied, session: null, cartProductIds: [] };
  const r = recommend(input, all('a', 'b', 'm', 'z'), 10);
  assert.equal(r.map((x) => x.product.id), ['a', 'b', 'm', 'z']);
  const busy: RankInput = { ...base, session: session(['beans', 'grinder', 'kettle'], ['coffee']), cartProductIds: ['mug'], categories: new Map([['beans', 'coffee']]) };
  assert.equal(recommend(busy, everything, 10), recommend(busy, everything, 10));
});

test.run();
