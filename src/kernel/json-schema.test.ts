import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { describeAjvError, describePattern, makeAjv } from './json-schema.js';

const failure = (schema: object, value: unknown) => {
  const validate = makeAjv().compile(schema);
  assert.not.ok(validate(value));
  return describeAjvError('body', validate.errors?.[0]);
};

test('a phone pattern failure is said in words with an example, naming the field', () => {
  const msg = failure(
    { type: 'object', properties: { phone: { type: 'string', pattern: '^\\+[1-9][0-9]{7,14}$' } } },
    { phone: '0241234567' },
  );
  assert.is(
    msg,
    'body.phone: must be an E.164 phone number (+, country code and number, digits only), e.g. +233241234567',
  );
});

test('money, country, currency, slug and time patterns have their words', () => {
  for (const [pattern, words] of [
    ['^\\d{1,15}\\.\\d{2}$', /decimal amount string with two fraction digits/],
    ['^[A-Z]{2}$', /ISO 3166-1 country code/],
    ['^[A-Z]{3}$', /ISO 4217 currency code/],
    ['^[a-z0-9]+(?:-[a-z0-9]+)*$', /slug/],
    ['^([01]\\d|2[0-3]):[0-5]\\d$', /HH:MM/],
  ] as const) {
    assert.match(failure({ type: 'string', pattern }, 'not it!'), words);
  }
});

test('an id pattern names its prefix; an unknown pattern uses the schema example, else the pattern', () => {
  assert.is(
    describePattern('^evt_[A-Za-z0-9]{8,64}$'),
    'must be an id starting with "evt_" followed by letters and digits',
  );
  assert.is(
    describePattern('^dk_live_[A-Za-z0-9]{32,64}$'),
    'must be an id starting with "dk_live_" followed by letters and digits',
  );
  assert.is(
    describePattern('^dk_(live|test)_[A-Za-z0-9]{4}$'),
    'must be an id starting with "dk_test_" or "dk_live_" followed by letters and digits',
  );
  assert.is(
    describePattern('^pk_(test|live)_[A-Za-z0-9]{24,64}$'),
    'must be an id starting with "pk_test_" or "pk_live_" followed by letters and digits',
  );
  assert.is(
    failure({ type: 'string', pattern: '^[A-Z]-\\d+$', example: 'A-12' }, 'x'),
    'body: must have the form of "A-12" (pattern ^[A-Z]-\\d+$)',
  );
  assert.is(describePattern('^[A-Z]-\\d+$'), 'must match the pattern ^[A-Z]-\\d+$');
});

test('every pattern of the contract is said in words (except those only servers send)', async () => {
  const { readFileSync, readdirSync } = await import('node:fs');
  const { join } = await import('node:path');
  const dir = join(import.meta.dirname, '..', '..', 'generated', 'openapi');
  const text = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  const patterns = new Set(
    [...text.matchAll(/"pattern": ("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]) as string),
  );
  // Set-Cookie and webhook-signature headers: written by the server, never sent by a client.
  const serverOnly = new Set([
    '^svc_session=;',
    '^svc_session=[^;]+;',
    '^v1,[A-Za-z0-9+/]+={0,2}( v1,[A-Za-z0-9+/]+={0,2})*$',
  ]);
  assert.ok(patterns.size > 50);
  for (const p of patterns) {
    if (serverOnly.has(p)) continue;
    assert.not.match(describePattern(p), /pattern/, p);
  }
});

test.run();
