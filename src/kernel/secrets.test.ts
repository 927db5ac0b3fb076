import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { hashSecret, newKey, newOtpCode, openText, parseKey, safeEqual, sealText } from './secrets.js';

test('generated keys parse back to their kind and mode', () => {
  assert.equal(parseKey(newKey('publishable', 'test')), { kind: 'publishable', mode: 'test', livemode: false });
  assert.equal(parseKey(newKey('secret', 'live')), { kind: 'secret', mode: 'live', livemode: true });
  assert.equal(parseKey(newKey('business', 'live')), { kind: 'business', mode: 'live', livemode: true });
  assert.equal(parseKey(newKey('business', 'test')), { kind: 'business', mode: 'test', livemode: false });
});

test('malformed keys are refused', () => {
  for (const bad of ['', 'pk_test_', 'pk_test_short', 'xk_live_' + 'a'.repeat(32), 'pk_test_' + 'a'.repeat(31) + '!']) {
    assert.is(parseKey(bad), undefined, bad);
  }
});

test('hashes are stable hex; comparison is exact', () => {
  assert.match(hashSecret('x'), /^[0-9a-f]{64}$/);
  assert.is(hashSecret('x'), hashSecret('x'));
  assert.ok(safeEqual('abc', 'abc'));
  assert.not.ok(safeEqual('abc', 'abd'));
  assert.not.ok(safeEqual('abc', 'abcd'));
});

test('OTP codes are six digits', () => {
  for (let i = 0; i < 200; i++) assert.match(newOtpCode(), /^\d{6}$/);
});

test('sealed text opens only with its key and its context, and not once changed', () => {
  const key = randomBytes(32);
  const sealed = sealText(key, '{"d":"secret"}', 'row-1');
  assert.match(sealed, /^v1\.[A-Za-z0-9_-]+$/);
  assert.not.ok(sealed.includes('secret'));
  assert.is(openText(key, sealed, 'row-1'), '{"d":"secret"}');
  assert.throws(() => openText(randomBytes(32), sealed, 'row-1'));
  assert.throws(() => openText(key, sealed, 'row-2'));
  const bytes = Buffer.from(sealed.slice(3), 'base64url');
  bytes[14] ^= 1;
  assert.throws(() => openText(key, `v1.${bytes.toString('base64url')}`, 'row-1'));
  assert.throws(() => openText(key, 'v2.AAAA', 'row-1'), /format/);
});

test.run();
