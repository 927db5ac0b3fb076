import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { keepJson, keptJson } from './json.js';

test("a kept text is the value's JSON from then on; the value is frozen so it cannot drift from it", () => {
  const value = keepJson(
    { items: [{ id: 'p1' }], pagination: { limit: 1 } },
    '{"items":[{"id":"p1"}],"pagination":{"limit":1}}',
  );
  assert.is(keptJson(value), JSON.stringify(value));
  assert.ok(Object.isFrozen(value) && Object.isFrozen(value.items[0]));
  assert.throws(() => {
    (value.pagination as { limit: number }).limit = 2;
  }, TypeError);
});

test('other values have no kept text', () => {
  for (const v of [null, 1, 'x', [1, 2], { a: 1 }]) {
    assert.is(keptJson(v), undefined);
  }
});

test.run();
