import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RatePrice, ShippingRate } from '../model.js';
import { chosenOption, rateAmount, rateOptions, type ShippingLine } from './rates.js';

const rate = (id: string, price: RatePrice, over: Partial<ShippingRate> = {}): ShippingRate => ({
  id,
  name: id,
  price,
  min_delivery_days: null,
  max_delivery_days: null,
  free_above: null,
  free_product_ids: [],
  ...over,
});
const line = (product_id: string, quantity: number, unit: number, grams = 0, ships = true): ShippingLine => ({
  product_id,
  quantity,
  line_total: unit * quantity,
  weight_grams: grams,
  ships,
});

const flat = rate('shr_flat', { type: 'flat', amount: 1500 });
const byWeight = rate('shr_kg', {
  type: 'weight',
  bands: [
    { up_to: 1000, amount: 1000 },
    { up_to: 5000, amount: 2500 },
  ],
});
const bySubtotal = rate('shr_sub', {
  type: 'subtotal',
  bands: [
    { up_to: 4999, amount: 800 },
    { up_to: null, amount: 300 },
  ],
});

test('flat: one amount whatever the cart', () => {
  assert.is(rateAmount(flat, [line('p1', 1, 100)]), 1500);
  assert.is(rateAmount(flat, [line('p1', 40, 10_000, 2000)]), 1500);
});

test('weight bands: inclusive upper bounds; past the last closed band the rate is not offered', () => {
  assert.is(rateAmount(byWeight, [line('p1', 2, 500, 500)]), 1000); // exactly 1000 g
  assert.is(rateAmount(byWeight, [line('p1', 2, 500, 501)]), 2500);
  assert.is(rateAmount(byWeight, [line('p1', 1, 500, 300), line('p2', 3, 100, 1500)]), 2500); // 4800 g
  assert.is(rateAmount(byWeight, [line('p1', 11, 500, 500)]), null); // 5500 g
  // Products without a weight weigh nothing.
  assert.is(rateAmount(byWeight, [line('p1', 50, 500)]), 1000);
});

test('subtotal bands, with an open last band', () => {
  assert.is(rateAmount(bySubtotal, [line('p1', 1, 4999)]), 800);
  assert.is(rateAmount(bySubtotal, [line('p1', 1, 5000)]), 300);
  assert.is(rateAmount(bySubtotal, [line('p1', 100, 100_000)]), 300);
});

test('free above a subtotal: from that total on, and not for a cart the rate cannot take', () => {
  const free = rate('shr_f', byWeight.price, { free_above: 10_000 });
  assert.is(rateAmount(free, [line('p1', 1, 9_999, 100)]), 1000);
  assert.is(rateAmount(free, [line('p1', 1, 10_000, 100)]), 0);
  assert.is(rateAmount(free, [line('p1', 1, 20_000, 6000)]), null);
});

test('free products and services do not count; a cart of only them ships free', () => {
  const r = rate('shr_p', bySubtotal.price, { free_product_ids: ['gift'] });
  assert.is(rateAmount(r, [line('gift', 1, 1_000)]), 0);
  assert.is(rateAmount(r, [line('svc', 1, 9_000, 0, false)]), 0);
  // The other line alone decides the band: 1000 + 6000 would be the open band, 1000 alone is the first.
  assert.is(rateAmount(r, [line('p1', 1, 1_000), line('gift', 1, 6_000)]), 800);
  const heavy = rate('shr_h', byWeight.price, { free_product_ids: ['anvil'] });
  assert.is(rateAmount(heavy, [line('anvil', 1, 100, 90_000), line('p1', 1, 100, 200)]), 1000);
});

test('options in zone order, and the one charged: the chosen one, or the cheapest (first of equals)', () => {
  const express = rate('shr_x', { type: 'flat', amount: 3000 });
  const same = rate('shr_same', { type: 'flat', amount: 1000 });
  const zone = { rates: [express, byWeight, same] };
  const options = rateOptions(zone, [line('p1', 1, 100, 800)]);
  assert.equal(
    options.map((o) => [o.rate.id, o.amount]),
    [
      ['shr_x', 3000],
      ['shr_kg', 1000],
      ['shr_same', 1000],
    ],
  );
  assert.is(chosenOption(options)?.rate.id, 'shr_kg');
  assert.is(chosenOption(options, 'shr_x')?.rate.id, 'shr_x');
  assert.is(chosenOption(options, 'shr_unknown'), null);
  // Too heavy for the weight rate: it is not offered at all.
  assert.equal(
    rateOptions(zone, [line('p1', 1, 100, 9000)]).map((o) => o.rate.id),
    ['shr_x', 'shr_same'],
  );
  assert.is(chosenOption([]), null);
});

test.run();
