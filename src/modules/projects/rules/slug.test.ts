import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freeSlug, SLUG_PATTERN, slugFromName } from './slug.js';

test('a name becomes a slug the contract accepts', () => {
  assert.is(slugFromName('My Shop'), 'my-shop');
  assert.is(slugFromName('  Café — Accra!! '), 'cafe-accra');
  assert.is(slugFromName('***'), 'project');
  const long = slugFromName('a'.repeat(49) + ' b c');
  assert.ok(long.length <= 50 && SLUG_PATTERN.test(long), long);
  for (const n of ['My Shop', 'Café — Accra', 'x', 'A-B', '9 lives']) assert.ok(SLUG_PATTERN.test(slugFromName(n)), n);
});

test('a taken slug gets the first free numeric suffix, still within 50 characters', () => {
  assert.is(freeSlug('shop', new Set()), 'shop');
  assert.is(freeSlug('shop', new Set(['shop'])), 'shop-2');
  assert.is(freeSlug('shop', new Set(['shop', 'shop-2', 'shop-3'])), 'shop-4');
  const fifty = 'a'.repeat(50);
  const next = freeSlug(fifty, new Set([fifty]));
  assert.is(next, 'a'.repeat(48) + '-2');
  assert.ok(SLUG_PATTERN.test(next));
});

test.run();
