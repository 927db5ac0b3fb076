import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  assetUrl,
  customerFileUrl,
  isMediaType,
  nameProblem,
  normalContentType,
  parseHostedPath,
  secretToken,
} from './rules.js';

test('names: the interface forbids "..", backslashes and line breaks; lengths; no "/" in a file name', () => {
  assert.is(nameProblem('folder', ''), null);
  assert.is(nameProblem('folder', 'products/hero'), null);
  assert.is(nameProblem('filename', 'jollof bowl (1).jpg'), null);
  assert.match(nameProblem('folder', 'a/../b')!, /\.\./);
  assert.match(nameProblem('filename', 'x..jpg')!, /\.\./);
  assert.match(nameProblem('filename', 'a\\b.jpg')!, /backslash/);
  assert.match(nameProblem('folder', 'a\nb')!, /line break/);
  assert.match(nameProblem('filename', 'a\rb')!, /line break/);
  assert.match(nameProblem('filename', 'a\u0007b')!, /control/);
  assert.match(nameProblem('filename', 'a/b.jpg')!, /"\/"/);
  assert.match(nameProblem('filename', '')!, /empty/);
  assert.match(nameProblem('folder', '/abs')!, /leading/);
  assert.match(nameProblem('folder', 'a//b')!, /doubled/);
  assert.is(nameProblem('filename', 'x'.repeat(500)), null);
  assert.match(nameProblem('filename', 'x'.repeat(501))!, /^filename: at most 500/);
  assert.match(nameProblem('folder', 'x'.repeat(201))!, /^folder: at most 200/);
});

test('media types: syntax, and compared without case or spaces', () => {
  assert.ok(isMediaType('image/jpeg'));
  assert.ok(isMediaType('text/plain; charset=utf-8'));
  assert.not.ok(isMediaType('jpeg'));
  assert.not.ok(isMediaType('image/'));
  assert.is(normalContentType('Text/Plain ;Charset=UTF-8'), 'text/plain; charset=utf-8');
});

test('addresses: an asset by business, id and name; a customer file by token; both parse back', () => {
  const a = assetUrl('http://h/files/', 'biz_A1', 'up_B2', 'hero image #1.jpg');
  assert.is(a, 'http://h/files/biz_A1/up_B2/hero%20image%20%231.jpg');
  assert.equal(parseHostedPath(a.slice('http://h/files'.length)), {
    kind: 'asset',
    businessId: 'biz_A1',
    uploadId: 'up_B2',
    filename: 'hero image #1.jpg',
  });
  const t = secretToken('ptk_');
  assert.match(t, /^ptk_[A-Za-z0-9_-]{32}$/);
  const c = customerFileUrl('http://h/files', t, 'photo.png');
  assert.equal(parseHostedPath(c.slice('http://h/files'.length)), {
    kind: 'customer',
    token: t,
    filename: 'photo.png',
  });
  for (const bad of [
    '/',
    '/biz_A1/up_B2',
    '/biz_A1/up_B2/a/b',
    '/x/up_B2/a',
    '/biz_A1/upl_B2/a',
    '/biz_A1/up_B2/%E0%A4%A',
  ])
    assert.is(parseHostedPath(bad), null, bad);
});

test.run();
