import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkoutTotals, lineTotals, totalOf, type TotalEntry } from './checkout-totals.js';

/** UCP's invariant: the entries other than `total` add up to it. */
const adds = (t: TotalEntry[]) => t.filter((e) => e.type !== 'total').reduce((n, e) => n + e.amount, 0) === totalOf(t);
const count = (t: TotalEntry[], type: string) => t.filter((e) => e.type === type).length;

test('a line: subtotal, its discount negative, total', () => {
  assert.equal(lineTotals({ subtotal: 3500, discount: 980 }), [
    { type: 'subtotal', amount: 3500 },
    { type: 'items_discount', amount: -980 },
    { type: 'total', amount: 2520 },
  ]);
  assert.equal(lineTotals({ subtotal: 1500, discount: 0 }), [
    { type: 'subtotal', amount: 1500 },
    { type: 'total', amount: 1500 },
  ]);
});

test('the checkout: one subtotal and one total; discount, shipping and added tax between; the sum holds', () => {
  const t = checkoutTotals({
    lines: [
      { subtotal: 3500, discount: 350 },
      { subtotal: 1500, discount: 150 },
    ],
    fulfillment: 500,
    tax: 450,
    taxInclusive: false,
    taxCharged: true,
  });
  assert.equal(t, [
    { type: 'subtotal', amount: 5000 },
    { type: 'items_discount', amount: -500 },
    { type: 'fulfillment', display_text: 'Shipping', amount: 500 },
    { type: 'tax', amount: 450 },
    { type: 'total', amount: 5450 },
  ]);
  assert.ok(adds(t));
  assert.equal([count(t, 'subtotal'), count(t, 'total')], [1, 1]);
});

test('inclusive tax has no entry (it is in the subtotal); nothing taxed, chosen or discounted: two entries', () => {
  const inclusive = checkoutTotals({
    lines: [{ subtotal: 1500, discount: 0 }],
    fulfillment: 0,
    tax: 250,
    taxInclusive: true,
    taxCharged: true,
  });
  assert.equal(inclusive, [
    { type: 'subtotal', amount: 1500 },
    { type: 'fulfillment', display_text: 'Shipping', amount: 0 },
    { type: 'total', amount: 1500 },
  ]);
  assert.ok(adds(inclusive));
  const bare = checkoutTotals({ lines: [], fulfillment: null, tax: 0, taxInclusive: false, taxCharged: false });
  assert.equal(bare, [
    { type: 'subtotal', amount: 0 },
    { type: 'total', amount: 0 },
  ]);
  // A business that charges tax shows the entry even at zero.
  const zero = checkoutTotals({
    lines: [{ subtotal: 0, discount: 0 }],
    fulfillment: null,
    tax: 0,
    taxInclusive: false,
    taxCharged: true,
  });
  assert.equal(count(zero, 'tax'), 1);
});

test.run();
