import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { EnvSealError, keyId, open, seal } from './seal.js';

const key = randomBytes(32);
const row = 'biz_1/live/prj_1/production/API_TOKEN';

const refused = (fn: () => unknown): EnvSealError => {
  try {
    fn();
  } catch (err) {
    assert.instance(err, EnvSealError);
    return err as EnvSealError;
  }
  throw new assert.Assertion({
    message: 'expected an EnvSealError',
    generated: false,
    operator: 'throws',
    expects: 'throw',
    actual: 'returned',
  });
};

test('a sealed value opens under its key and row, and holds nothing of the value in clear', () => {
  const value = 'sk_live_0123456789abcdef ünïcødé';
  const sealed = seal(key, value, row);
  assert.ok(sealed.startsWith(`v1.${keyId(key)}.`), sealed);
  assert.not.ok(sealed.includes('sk_live'));
  assert.is(open(key, sealed, row), value);
  assert.is.not(seal(key, value, row), sealed, 'a fresh IV every time');
  assert.is(open(key, seal(key, '', row), row), '');
});

test('another key is named as such, not answered as garbage', () => {
  const other = randomBytes(32);
  const err = refused(() => open(other, seal(key, 'x', row), row));
  assert.is(err.reason, 'other-key');
  assert.match(err.message, keyId(key));
  assert.match(err.message, keyId(other));
});

test('changed bytes or another row fail the authentication tag', () => {
  const sealed = seal(key, 'secret', row);
  assert.is(refused(() => open(key, sealed, 'biz_1/live/prj_2/production/API_TOKEN')).reason, 'damaged');
  const [v, id, payload] = sealed.split('.');
  const bytes = Buffer.from(payload, 'base64url');
  bytes[14] ^= 1;
  assert.is(refused(() => open(key, `${v}.${id}.${bytes.toString('base64url')}`, row)).reason, 'damaged');
  assert.is(refused(() => open(key, 'plain text', row)).reason, 'damaged');
  assert.is(refused(() => open(key, `v1.${id}.AAAA`, row)).reason, 'damaged');
});

test.run();
