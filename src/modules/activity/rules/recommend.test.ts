import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ViewCount } from '../model.js';
import {
  CHECK_SLACK,
  computedPopularity,
  readsFor,
  recommend as recommendWith,
  STAND_IN_SIZE,
  standInPopular,
  type AvailableProduct,
  type RankInput,
  type SessionActivity,
  type StandInProduct,
} from './recommend.js';

const at = new Date('2026-11-24T10:00:00.000Z');
const views = (...ids: string[]): ViewCount[] => ids.map((id) => ({ id, count: 1, last_at: at }));
const session = (products: string[], categories: string[] = []): SessionActivity => ({
  viewed_products: views(...products),
  viewed_categories: views(...categories),
});
const all = (...ids: string[]) => new Map<string, AvailableProduct>(ids.map((id) => [id, { name: `Name of ${id}` }]));

/** An availability check answering from `available`, recording the ids it was asked about, round by round. */
function checker(available: ReadonlyMap<string, AvailableProduct>) {
  const rounds: string[][] = [];
  const check = async (ids: string[]) => {
    rounds.push(ids);
    return new Map(ids.flatMap((id) => (available.has(id) ? [[id, available.get(id)!] as const] : [])));
  };
  return { rounds, check };
}
const recommend = (input: RankInput, available: ReadonlyMap<string, AvailableProduct>, limit: number) =>
  recommendWith(input, checker(available).check, limit);

/** A store: mug and beans bought together; beans and grinder viewed together; "hit" the best seller overall. */
const base: Omit<RankInput, 'session' | 'cartProductIds'> = {
  related: [
    { product_id: 'mug', co_view: [], co_purchase: [{ product_id: 'beans', score: 0.3 }] },
    {
      product_id: 'beans',
      co_view: [{ product_id: 'grinder', score: 0.5 }],
      co_purchase: [{ product_id: 'mug', score: 0.3 }],
    },
  ],
  popular: {
    overall: [
      { product_id: 'hit', score: 500 },
      { product_id: 'runner-up', score: 400 },
      { product_id: 'beans', score: 40 },
      { product_id: 'kettle', score: 30 },
    ],
    by_category: {
      coffee: [
        { product_id: 'beans', score: 40 },
        { product_id: 'roast', score: 20 },
      ],
    },
  },
  categories: new Map(),
};
const everything = all('mug', 'beans', 'grinder', 'hit', 'runner-up', 'kettle', 'roast');

test('a session without activity gets the popular products, in popularity order', async () => {
  const r = await recommend({ ...base, session: null, cartProductIds: [] }, everything, 10);
  assert.equal(r, [
    { product: { id: 'hit', name: 'Name of hit' }, reason: 'popular' },
    { product: { id: 'runner-up', name: 'Name of runner-up' }, reason: 'popular' },
    { product: { id: 'beans', name: 'Name of beans' }, reason: 'popular' },
    { product: { id: 'kettle', name: 'Name of kettle' }, reason: 'popular' },
  ]);
  assert.equal(readsFor(null, []), { anchorIds: [] });
});

test("co-purchase with the cart's products beats popularity; cart products are left out", async () => {
  const r = await recommend({ ...base, session: null, cartProductIds: ['mug'] }, everything, 3);
  assert.equal(
    r.map((x) => [x.product.id, x.reason]),
    [
      ['beans', 'frequently_bought_together'],
      ['hit', 'popular'],
      ['runner-up', 'popular'],
    ],
  );
  const both = await recommend({ ...base, session: null, cartProductIds: ['mug', 'beans'] }, everything, 10);
  assert.not.ok(both.some((x) => x.product.id === 'mug' || x.product.id === 'beans'));
  assert.equal(readsFor(session(['grinder', 'mug']), ['mug', 'mug', 'beans']).anchorIds, ['mug', 'beans', 'grinder']);
});

test('viewed products: co-viewed and same-category products are similar, the viewed ones recently viewed', async () => {
  const input: RankInput = {
    ...base,
    session: session(['beans']),
    cartProductIds: [],
    categories: new Map([['beans', 'coffee']]),
  };
  assert.equal(readsFor(input.session, []), { anchorIds: ['beans'] });
  const r = (await recommend(input, everything, 10)).map((x) => [x.product.id, x.reason]);
  // beans: 1 (viewed, its own category's best: +1); grinder 2 × 0.5 = 1; mug 3 × ½ × 0.3; roast 1 × 20/40.
  assert.equal(r.slice(0, 5), [
    ['beans', 'recently_viewed'],
    ['grinder', 'similar'],
    ['roast', 'similar'],
    ['mug', 'frequently_bought_together'],
    ['hit', 'popular'],
  ]);
  // A cart product's category is no affinity: only what the session viewed is.
  const carted = await recommend(
    { ...base, session: null, cartProductIds: ['grinder'], categories: new Map([['grinder', 'coffee']]) },
    everything,
    10,
  );
  assert.ok(carted.every((x) => x.reason === 'popular'));
  // A category page viewed makes its products similar too, without any viewed product.
  const page = await recommend({ ...base, session: session([], ['coffee']), cartProductIds: [] }, everything, 2);
  assert.equal(
    page.map((x) => [x.product.id, x.reason]),
    [
      ['beans', 'similar'],
      ['roast', 'similar'],
    ],
  );
});

test('recently viewed: the most recent first, and never what is in the cart', async () => {
  const r = await recommend(
    { ...base, popular: null, related: [], session: session(['c', 'b', 'a']), cartProductIds: ['b'] },
    all('a', 'b', 'c'),
    10,
  );
  assert.equal(
    r.map((x) => [x.product.id, x.reason]),
    [
      ['c', 'recently_viewed'],
      ['a', 'recently_viewed'],
    ],
  );
});

test('products not in the available set are left out, and the next ones take their place', async () => {
  const available = all('runner-up', 'kettle', 'beans');
  const r = await recommend({ ...base, session: null, cartProductIds: ['mug'] }, available, 10);
  assert.equal(
    r.map((x) => x.product.id),
    ['beans', 'runner-up', 'kettle'],
  );
});

test('limit: at most that many, best first', async () => {
  const r = await recommend({ ...base, session: null, cartProductIds: [] }, everything, 2);
  assert.equal(
    r.map((x) => x.product.id),
    ['hit', 'runner-up'],
  );
  assert.equal(await recommend({ ...base, session: null, cartProductIds: [] }, everything, 0), []);
});

test('availability is checked best first, limit plus slack a round, another round only when too few were available', async () => {
  const overall = Array.from({ length: 40 }, (_, i) => ({
    product_id: `p${String(i).padStart(2, '0')}`,
    score: 100 - i,
  }));
  const id = (i: number) => `p${String(i).padStart(2, '0')}`;
  const input: RankInput = { ...base, popular: { overall, by_category: {} }, session: null, cartProductIds: [] };
  const plenty = checker(all(...overall.map((n) => n.product_id)));
  assert.equal(
    (await recommendWith(input, plenty.check, 5)).map((x) => x.product.id),
    [0, 1, 2, 3, 4].map(id),
  );
  assert.equal(plenty.rounds, [Array.from({ length: 5 + CHECK_SLACK }, (_, i) => id(i))]);

  // Only p30 and later are available: rounds of 15 until 5 are found, each starting where the last stopped.
  const scarce = checker(all(...overall.slice(30).map((n) => n.product_id)));
  assert.equal(
    (await recommendWith(input, scarce.check, 5)).map((x) => x.product.id),
    [30, 31, 32, 33, 34].map(id),
  );
  assert.equal(
    scarce.rounds.map((r) => [r[0], r.length]),
    [
      [id(0), 15],
      [id(15), 15],
      [id(30), 10],
    ],
  );
  // Ids the check answers without being asked are ignored.
  const liar = async () => all('intruder', 'hit');
  assert.equal(
    (await recommendWith({ ...base, session: null, cartProductIds: [] }, liar, 10)).map((x) => x.product.id),
    ['hit'],
  );
});

test('deterministic: equal scores go by product id, and the same state gives the same answer', async () => {
  const tied = { overall: ['z', 'b', 'm', 'a'].map((product_id) => ({ product_id, score: 7 })), by_category: {} };
  const input: RankInput = { ...base, popular: tied, session: null, cartProductIds: [] };
  const r = await recommend(input, all('a', 'b', 'm', 'z'), 10);
  assert.equal(
    r.map((x) => x.product.id),
    ['a', 'b', 'm', 'z'],
  );
  const busy: RankInput = {
    ...base,
    session: session(['beans', 'grinder', 'kettle'], ['coffee']),
    cartProductIds: ['mug'],
    categories: new Map([['beans', 'coffee']]),
  };
  assert.equal(await recommend(busy, everything, 10), await recommend(busy, everything, 10));
});

const day = (d: number) => new Date(Date.UTC(2026, 10, d));
const standIn = (id: string, o: Partial<StandInProduct> = {}): StandInProduct => ({
  _id: id,
  category_id: null,
  is_featured: false,
  created_at: day(1),
  ...o,
});

test('stand-in popularity: featured first, then newest first, ties by the greater id; per category the same; capped', () => {
  const p = standInPopular([
    standIn('old', { created_at: day(1) }),
    standIn('new', { created_at: day(9), category_id: 'cups' }),
    standIn('star-old', { is_featured: true, created_at: day(2), category_id: 'cups' }),
    standIn('star-new', { is_featured: true, created_at: day(5) }),
    standIn('tie-a', { created_at: day(3) }),
    standIn('tie-b', { created_at: day(3) }),
    standIn('new', { created_at: day(9), category_id: 'cups' }),
  ]);
  assert.equal(
    p.overall.map((n) => n.product_id),
    ['star-new', 'star-old', 'new', 'tie-b', 'tie-a', 'old'],
  );
  assert.ok(p.overall.every((n, i) => i === 0 || n.score < p.overall[i - 1].score));
  assert.equal(Object.keys(p.by_category), ['cups']);
  assert.equal(
    p.by_category.cups.map((n) => n.product_id),
    ['star-old', 'new'],
  );
  const many = standInPopular(
    Array.from({ length: STAND_IN_SIZE + 5 }, (_, i) => standIn(`p${i}`, { created_at: day(1 + (i % 28)) })),
  );
  assert.is(many.overall.length, STAND_IN_SIZE);
  assert.equal(standInPopular([]), { overall: [], by_category: {} });
});

test('a computed popularity is used only when it has products', () => {
  assert.is(computedPopularity(null), null);
  assert.is(computedPopularity({ overall: [], by_category: {} }), null);
  const computed = { overall: [{ product_id: 'hit', score: 3 }], by_category: {} };
  assert.is(computedPopularity(computed), computed);
});

test('a new business (stand-in popularity): a viewed product, then the featured and newest products fill the list', async () => {
  const catalogue = [
    standIn('viewed', { created_at: day(1) }),
    standIn('star', { is_featured: true, created_at: day(2) }),
    standIn('newest', { created_at: day(8) }),
    standIn('older', { created_at: day(4) }),
  ];
  const input: RankInput = {
    session: session(['viewed']),
    cartProductIds: ['older'],
    related: [],
    popular: standInPopular(catalogue),
    categories: new Map(),
  };
  const r = await recommend(input, all('viewed', 'star', 'newest', 'older'), 10);
  assert.equal(
    r.map((x) => [x.product.id, x.reason]),
    [
      ['viewed', 'recently_viewed'],
      ['star', 'popular'],
      ['newest', 'popular'],
    ],
  );
});

test.run();
