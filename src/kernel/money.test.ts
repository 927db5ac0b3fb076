import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatMinor, isMoneyString, percentOf, toMinor } from './money.js';

test('strings and numbers parse to exact minor units', () => {
  assert.is(toMinor('12.50'), 1250);
  assert.is(toMinor('12.5'), 1250);
  assert.is(toMinor('12'), 1200);
  assert.is(toMinor('-0.05'), -5);
  assert.is(toMinor(0.1 + 0.2), 30);
  assert.is(toMinor('0.10') + toMinor('0.20'), toMinor('0.30'));
});

test('anything else is a RangeError', () => {
  for (const bad of ['1.005', 'abc', '1e3', '', '.5', NaN, Infinity])
    assert.throws(() => toMinor(bad as string), RangeError);
});

test('formatting always has two fraction digits', () => {
  assert.is(formatMinor(1250), '12.50');
  assert.is(formatMinor(5), '0.05');
  assert.is(formatMinor(-5), '-0.05');
  assert.is(formatMinor(0), '0.00');
  assert.ok(isMoneyString(formatMinor(123456789)));
  assert.throws(() => formatMinor(1.5), RangeError);
});

test('percentages round half away from zero', () => {
  assert.is(percentOf(1000, 1250), 125);
  assert.is(percentOf(1005, 1000), 101); // 100.5 → 101
  assert.is(percentOf(-1005, 1000), -101);
  assert.is(percentOf(333, 3333), 111); // 110.99 → 111
});

test.run();
