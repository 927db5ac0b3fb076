import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configurationKey, findMergeTarget, isMergeable, unitsInCart } from './lines.js';
import type { CartLineDoc } from '../model.js';

const at = new Date('2026-07-06T10:00:00Z');
const line = (over: Partial<CartLineDoc> = {}): CartLineDoc => ({
  id: 'ci_1',
  product_id: 'prod_a',
  variant_id: null,
  quantity: 1,
  add_on_option_ids: [],
  special_instructions: null,
  bundle_selections: [],
  composite_selections: [],
  scheduled_start: null,
  scheduled_end: null,
  staff_id: null,
  billing_plan_id: null,
  quote_id: null,
  quoted_unit_price: null,
  quote_expires_at: null,
  added_at: at,
  ...over,
});

test('same product, variant, option set, selections and instructions merge; order of options does not matter', () => {
  const a = line({
    add_on_option_ids: ['aoo_1', 'aoo_2'],
    composite_selections: [
      { component_id: 'c1', quantity: 1 },
      { component_id: 'c2', quantity: 2 },
    ],
  });
  const b = line({
    id: 'ci_2',
    add_on_option_ids: ['aoo_2', 'aoo_1'],
    composite_selections: [
      { component_id: 'c2', quantity: 2 },
      { component_id: 'c1', quantity: 1 },
    ],
  });
  assert.is(configurationKey(a), configurationKey(b));
  assert.is(findMergeTarget([a], b)?.id, 'ci_1');
  for (const other of [
    line({ variant_id: 'var_x' }),
    line({ add_on_option_ids: ['aoo_1'] }),
    line({ special_instructions: 'no ice' }),
    line({ billing_plan_id: 'plan_1' }),
    line({ bundle_selections: [{ component_id: 'c', variant_id: 'v', quantity: 1 }] }),
  ]) {
    assert.is(findMergeTarget([line()], other), undefined);
  }
});

test('booking and quoted lines never merge', () => {
  const booking = line({ scheduled_start: at, scheduled_end: new Date(at.getTime() + 3600_000) });
  const quoted = line({ quote_id: 'pq_1', quoted_unit_price: 100, quote_expires_at: at });
  assert.not.ok(isMergeable(booking));
  assert.not.ok(isMergeable(quoted));
  assert.is(findMergeTarget([booking], line()), undefined);
  assert.is(findMergeTarget([line()], quoted), undefined);
});

test('units in the cart count every line of the product, or of one variant', () => {
  const lines = [
    line({ id: 'a', quantity: 2, variant_id: 'v1' }),
    line({ id: 'b', quantity: 3, variant_id: 'v2' }),
    line({ id: 'c', product_id: 'prod_b', quantity: 7 }),
  ];
  assert.is(unitsInCart(lines, 'prod_a', null), 5);
  assert.is(unitsInCart(lines, 'prod_a', 'v2'), 3);
  assert.is(unitsInCart(lines, 'prod_a', null, 'a'), 3);
});

test.run();
