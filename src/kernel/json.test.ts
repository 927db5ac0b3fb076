import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { attachedJson, freezeWithJson } from './json.js';

test("an attached text is the value's JSON from then on; the value is frozen so it cannot drift from it", () => {
  const value = freezeWithJson(
    { items: [{ id: 'p1' }], pagination: { limit: 1 } },
    '{"items":[{"id":"p1"}],"pagination":{"limit":1}}',
  );
  assert.is(attachedJson(value), JSON.stringify(value));
  assert.ok(Object.isFrozen(value) && Object.isFrozen(value.items[0]));
  assert.throws(() => {
    (value.pagination as { limit: number }).limit = 2;
  }, TypeError);
});

test('other values have no attached text', () => {
  for (const v of [null, 1, 'x', [1, 2], { a: 1 }]) {
    assert.is(attachedJson(v), undefined);
  }
});

test.run();
