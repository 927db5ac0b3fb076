import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { afterPosition, decodeCursor, encodeCursor, queryFingerprint, sortDocument } from './cursor.js';
import { RuleViolation } from './errors.js';

test('a cursor round-trips its position, dates included', () => {
  const fp = queryFingerprint({ sortBy: 'created_at', categoryId: 'cat_1' });
  const at = new Date('2026-01-02T03:04:05.678Z');
  const c = encodeCursor(fp, { keys: [at, 'Latte'], id: 'prod_x' });
  assert.match(c, /^[A-Za-z0-9_-]+$/);
  const back = decodeCursor(c, fp, 2);
  assert.equal(back, { keys: [at, 'Latte'], id: 'prod_x' });
});

test('the fingerprint ignores key order and undefined fields, and changes with any value', () => {
  assert.is(queryFingerprint({ a: 1, b: undefined, c: 'x' }), queryFingerprint({ c: 'x', a: 1 }));
  assert.is.not(queryFingerprint({ a: 1 }), queryFingerprint({ a: 2 }));
  assert.is.not(queryFingerprint({ tags: ['a', 'b'] }), queryFingerprint({ tags: ['b', 'a'] }));
});

test('a cursor for other filters, or a malformed one, is a validation failure', () => {
  const c = encodeCursor(queryFingerprint({ q: 1 }), { keys: ['a'], id: 'prod_1' });
  const kindOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return e instanceof RuleViolation ? `${e.kind}:${e.message}` : 'other';
    }
    return 'none';
  };
  assert.match(
    kindOf(() => decodeCursor(c, queryFingerprint({ q: 2 }), 1)),
    /^invalid:cursor: was issued for other/,
  );
  assert.match(
    kindOf(() => decodeCursor(c, queryFingerprint({ q: 1 }), 2)),
    /^invalid:cursor: is malformed/,
  );
  for (const bad of [
    '!!!',
    'abc',
    Buffer.from('[1]').toString('base64url'),
    Buffer.from('{"v":1,"f":"x","k":[{}],"i":"p"}').toString('base64url'),
  ]) {
    assert.match(
      kindOf(() => decodeCursor(bad, 'x', 1)),
      /^invalid:/,
    );
  }
});

test('afterPosition selects strictly after the last row in (keys…, _id) order', () => {
  const filter = afterPosition(
    [
      ['is_featured', -1],
      ['name', 1],
    ],
    { keys: [true, 'Latte'], id: 'prod_5' },
  );
  assert.equal(filter, {
    $or: [
      { is_featured: { $lt: true } },
      { is_featured: true, name: { $gt: 'Latte' } },
      { is_featured: true, name: 'Latte', _id: { $gt: 'prod_5' } },
    ],
  });
  assert.equal(sortDocument([['name', -1]]), { name: -1, _id: 1 });
});

test.run();
