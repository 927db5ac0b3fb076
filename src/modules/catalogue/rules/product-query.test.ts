import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RuleViolation } from './errors.js';
import { parseProductQuery, priceConditions, productFilter, productSort } from './product-query.js';

const kind = (fn: () => unknown) => {
  try {
    fn();
    return 'none';
  } catch (e) {
    return e instanceof RuleViolation ? e.kind : 'other';
  }
};

test('filters become one store filter over active, non-archived products', () => {
  const q = parseProductQuery(
    {
      search: ' Lat.te ',
      tags: 'Hot, coffee,,hot',
      featured: true,
      properties: '{"size":"M, l","roast":"dark"}',
      taxonomy_id: 'aa-1',
      location_id: 'loc_a',
    },
    undefined,
  );
  const f = productFilter(q);
  assert.equal(f, {
    is_active: true,
    archived: false,
    is_featured: true,
    taxonomy_ids: { $regex: '^aa-1(?:[-/.]|$)' },
    search_text: { $regex: 'lat\\.te' },
    tags: { $in: ['coffee', 'hot'] },
    'properties.size': { $in: ['m', 'l'] },
    'properties.roast': { $in: ['dark'] },
    $and: [{ $or: [{ location_ids: { $size: 0 } }, { location_ids: 'loc_a' }] }],
  });
});

test('in_stock uses the ids the caller resolved; untracked products are always in stock', () => {
  const yes = productFilter(parseProductQuery({ in_stock: true }, undefined), { inStockIds: ['p1'] });
  assert.equal(yes.$and, [{ $or: [{ inventory_type: 'none' }, { _id: { $in: ['p1'] } }] }]);
  const no = productFilter(parseProductQuery({ in_stock: false }, undefined), { inStockIds: ['p1'] });
  assert.equal(no.$and, [{ inventory_type: { $ne: 'none' }, _id: { $nin: ['p1'] } }]);
});

test('prices are bounds in major units, on the location price when a location is given', () => {
  const plain = parseProductQuery({ min_price: 5, max_price: 12.5 }, undefined);
  assert.equal(priceConditions(plain), { default_price: { $gte: 500, $lte: 1250 } });
  const located = parseProductQuery({ min_price: 5, location_id: 'loc_a' }, undefined);
  assert.equal(priceConditions(located), { _effective_price: { $gte: 500 } });
  assert.is(
    kind(() => parseProductQuery({ min_price: 10, max_price: 5 }, undefined)),
    'invalid',
  );
});

test('properties must be a JSON object of strings with attribute keys', () => {
  for (const bad of [
    '[1]',
    '"x"',
    'nope',
    '{"size":3}',
    '{"Size":"m"}',
    '{"a.b":"m"}',
    '{"$where":"x"}',
    '{"size":" , "}',
  ]) {
    assert.is(
      kind(() => parseProductQuery({ properties: bad }, undefined)),
      'invalid',
      bad,
    );
  }
});

test('an unknown category slug matches nothing; sort keys follow sort_by and sort_order', () => {
  assert.is(parseProductQuery({ category_slug: 'nope' }, null).matchesNothing, true);
  assert.is(parseProductQuery({ category_slug: 'coffee' }, 'cat_1').categoryId, 'cat_1');
  assert.equal(productSort(parseProductQuery({}, undefined)), [['name', 1]]);
  assert.equal(productSort(parseProductQuery({ sort_by: 'featured', sort_order: 'desc' }, undefined)), [
    ['is_featured', -1],
    ['name', -1],
  ]);
  assert.equal(productSort(parseProductQuery({ sort_by: 'price', location_id: 'loc' }, undefined)), [
    ['_effective_price', 1],
  ]);
});

test('several categories: products in any of them; none at all matches nothing', () => {
  const q = parseProductQuery({ category_ids: ['cat_b', 'cat_a', 'cat_b'] }, undefined);
  assert.equal(q.categoryIds, ['cat_a', 'cat_b']);
  assert.equal(productFilter(q), {
    is_active: true,
    archived: false,
    $and: [{ category_id: { $in: ['cat_a', 'cat_b'] } }],
  });
  assert.is(parseProductQuery({ category_ids: [] }, undefined).matchesNothing, true);
});

test.run();
