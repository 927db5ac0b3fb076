import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { heldCovers } from './held.js';

const product = (id: string) => ({ _id: id, name: id, low_stock_threshold: null, location_ids: [] });
const req = (id: string, quantity: number, location_id: string | null = null, variant_id: string | null = null) => ({
  product: product(id),
  variant_id,
  quantity,
  location_id,
});
const held = (id: string, quantity: number, location_id = 'loc_a', variant_id: string | null = null) => ({
  product_id: id,
  variant_id,
  location_id,
  quantity,
});

test('a hold covers the same lines, in any order and at any location for a request naming none', () => {
  assert.ok(heldCovers([held('p1', 2), held('p2', 1, 'loc_b')], [req('p2', 1), req('p1', 2)]));
  assert.ok(heldCovers([], []));
});

test('a different quantity, product, variant or count does not cover', () => {
  assert.not.ok(heldCovers([held('p1', 2)], [req('p1', 3)]));
  assert.not.ok(heldCovers([held('p1', 2)], [req('p9', 2)]));
  assert.not.ok(heldCovers([held('p1', 2, 'loc_a', 'v1')], [req('p1', 2, null, 'v2')]));
  assert.not.ok(heldCovers([held('p1', 2)], [req('p1', 2), req('p1', 2)]));
  assert.not.ok(heldCovers([held('p1', 2), held('p1', 2)], [req('p1', 2)]));
});

test('a request naming a location needs the hold there; fixed requests are paired first', () => {
  assert.not.ok(heldCovers([held('p1', 2, 'loc_a')], [req('p1', 2, 'loc_b')]));
  // Paired in the given order, the free request would take loc_b's and leave the fixed one without a match.
  assert.ok(heldCovers([held('p1', 1, 'loc_b'), held('p1', 1, 'loc_a')], [req('p1', 1), req('p1', 1, 'loc_b')]));
});

test.run();
