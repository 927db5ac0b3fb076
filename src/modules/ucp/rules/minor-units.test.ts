import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fromUcpMinor, toUcpMinor, ucpTotals } from './minor-units.js';

test('two-decimal currencies are unchanged; three-decimal ones gain a digit', () => {
  assert.is(toUcpMinor(3500, 'USD'), 3500);
  assert.is(toUcpMinor(-250, 'GHS'), -250);
  assert.is(toUcpMinor(1234, 'KWD'), 12340);
  assert.is(toUcpMinor(-5, 'KWD'), -50);
});

test('zero-decimal currencies: hundredths rounded to the unit, halves away from zero', () => {
  assert.is(toUcpMinor(100000, 'JPY'), 1000);
  assert.is(toUcpMinor(149, 'JPY'), 1);
  assert.is(toUcpMinor(150, 'JPY'), 2);
  assert.is(toUcpMinor(-150, 'JPY'), -2);
  assert.is(toUcpMinor(-49, 'JPY'), 0);
  assert.ok(Object.is(toUcpMinor(-49, 'JPY'), 0), 'never -0');
});

test('an unknown currency code is treated as the service treats every amount: hundredths', () => {
  assert.is(toUcpMinor(1234, 'XXQ'), 1234);
});

test('back: exact for zero and two decimals; three decimals rounded as asked', () => {
  assert.is(fromUcpMinor(1000, 'JPY'), 100000);
  assert.is(fromUcpMinor(3500, 'USD'), 3500);
  assert.is(fromUcpMinor(12340, 'KWD'), 1234);
  assert.is(fromUcpMinor(12345, 'KWD', 'down'), 1234);
  assert.is(fromUcpMinor(12345, 'KWD', 'up'), 1235);
});

test('totals: the parts converted, the total their sum (the invariant holds after rounding)', () => {
  // ¥1,000.50 of goods, a third off (¥333.50), shipping ¥500: each part rounds on its own.
  const out = ucpTotals(
    [
      { type: 'subtotal', amount: 100050 },
      { type: 'items_discount', amount: -33350 },
      { type: 'fulfillment', amount: 50000, display_text: 'Shipping' },
      { type: 'total', amount: 116700 },
    ],
    'JPY',
  );
  assert.equal(out, [
    { type: 'subtotal', amount: 1001 },
    { type: 'items_discount', amount: -334 },
    { type: 'fulfillment', amount: 500, display_text: 'Shipping' },
    { type: 'total', amount: 1167 },
  ]);
  const sum = out.filter((t) => t.type !== 'total').reduce((n, t) => n + t.amount, 0);
  assert.is(sum, out.at(-1)!.amount);
  assert.equal(ucpTotals([{ type: 'total', amount: -1234 }], 'KWD'), [{ type: 'total', amount: -12340 }]);
});

test.run();
