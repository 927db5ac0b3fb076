import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RatePrice } from '../model.js';
import { zoneProblems } from './validate.js';

const rate = (price: RatePrice, over: Record<string, unknown> = {}) => ({
  price,
  min_delivery_days: null,
  max_delivery_days: null,
  free_above: null,
  ...over,
});

test('a well-formed zone has no problems', () => {
  const bands = [
    { up_to: 1000, amount: 500 },
    { up_to: null, amount: 900 },
  ];
  const rates = [
    rate({ type: 'flat', amount: 0 }),
    rate({ type: 'weight', bands }, { min_delivery_days: 1, max_delivery_days: 1, free_above: 0 }),
  ];
  assert.equal(zoneProblems({ rates }), []);
});

test('bands out of order, an open band before the last, negative amounts, reversed days, a repeated id', () => {
  const problems = zoneProblems({
    rates: [
      rate({ type: 'flat', amount: -1 }, { id: 'shr_a' }),
      rate(
        {
          type: 'subtotal',
          bands: [
            { up_to: 5000, amount: 100 },
            { up_to: 5000, amount: 50 },
            { up_to: null, amount: -5 },
            { up_to: 9000, amount: 0 },
          ],
        },
        { min_delivery_days: 5, max_delivery_days: 2, free_above: -100, id: 'shr_a' },
      ),
      rate({ type: 'weight', bands: [{ up_to: -1, amount: 0 }] }),
    ],
  });
  assert.equal(
    problems.map((p) => `${p.path.join('.')}: ${p.message}`),
    [
      'rates.0.price.amount: must not be negative',
      'rates.1.price.bands.1.up_to_subtotal: bands must be in increasing order',
      'rates.1.price.bands.2.amount: must not be negative',
      'rates.1.price.bands.2.up_to_subtotal: only the last band may be open (null)',
      'rates.1.free_above: must not be negative',
      'rates.1.max_delivery_days: must not be less than min_delivery_days',
      'rates.1.id: shr_a appears twice',
      'rates.2.price.bands.0.up_to_grams: must not be negative',
    ],
  );
});

test.run();
