import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isAllowedReturnUrl, returnUrlViolation } from './return-url.js';

const dev = false;
const prod = true;

test('absolute http(s) URLs pass in dev mode; https only in production mode', () => {
  for (const ok of [
    'https://shop.example.com/thanks',
    'https://shop.example.com',
    'HTTPS://Shop.Example.com/Thanks?a=1&b=%20c#done',
    'https://shop.example.com:8443/a/b;c?x=(1)*!$\',=:@',
    'https://[::1]:8443/back',
    'https://xn--caf-dma.example/caf%C3%A9',
  ]) {
    assert.is(returnUrlViolation('success_url', ok, dev), null, ok);
    assert.is(returnUrlViolation('success_url', ok, prod), null, ok);
  }
  assert.is(returnUrlViolation('success_url', 'http://localhost:3000/thanks', dev), null);
  assert.is(returnUrlViolation('success_url', 'http://localhost:3000/thanks', prod), 'success_url: must use https in production mode');
});

test('other schemes, relative and protocol-relative URLs are refused, naming the field', () => {
  for (const bad of [
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example.com/x',
    '/thanks',
    'thanks',
    '//evil.example/x',
    'https:evil.example',
    'https:/evil.example',
    ' https://shop.example.com/',
    '',
  ]) {
    assert.match(returnUrlViolation('metadata.success_url', bad, dev) ?? '', /^metadata\.success_url: must be an absolute http\(s\) URL$/, bad);
    assert.match(returnUrlViolation('metadata.success_url', bad, prod) ?? '', /^metadata\.success_url: must be an absolute https URL$/, bad);
  }
  assert.is(returnUrlViolation('cancel_url', 42, dev), 'cancel_url: must be an absolute http(s) URL');
});

test('credentials, a missing host, whitespace, control and non-ASCII characters are refused', () => {
  assert.match(returnUrlViolation('cancel_url', 'https://user:pass@evil.example/', dev) ?? '', /^cancel_url: must not contain credentials/);
  assert.match(returnUrlViolation('cancel_url', 'https://shop.example.com@evil.example/', dev) ?? '', /credentials/);
  assert.match(returnUrlViolation('cancel_url', 'https://@evil.example/', dev) ?? '', /credentials/);
  assert.match(returnUrlViolation('cancel_url', 'https:///evil.example', dev) ?? '', /^cancel_url: must name a host$/);
  for (const bad of [
    'https://shop.example.com/a b',
    'https://shop.example.com/\r\nSet-Cookie: x=1',
    'https://shop.example.com/\tx',
    'https://shop.example.com\\@evil.example/',
    'https://shop.example.com/café',
    'https://shop.example.com/%zz',
    'https://shop.example.com/{CHECKOUT_SESSION_ID}',
    'https://shop.example.com/a[1]',
  ]) {
    assert.match(returnUrlViolation('cancel_url', bad, dev) ?? '', /^cancel_url: must be a URI of printable ASCII characters/, JSON.stringify(bad));
  }
  assert.match(returnUrlViolation('cancel_url', 'https://[not-ipv6]/', dev) ?? '', /^cancel_url: must be an absolute/);
});

test('at most 2048 characters', () => {
  const base = 'https://shop.example.com/';
  assert.is(returnUrlViolation('success_url', base + 'a'.repeat(2048 - base.length), dev), null);
  assert.is(returnUrlViolation('success_url', base + 'a'.repeat(2049 - base.length), dev), 'success_url: must be at most 2048 characters');
});

test('isAllowedReturnUrl is the same rule, for the pages', () => {
  assert.ok(isAllowedReturnUrl('https://shop.example.com/thanks', prod));
  assert.not.ok(isAllowedReturnUrl('javascript:alert(document.cookie)', dev));
  assert.not.ok(isAllowedReturnUrl('http://shop.example.com/thanks', prod));
  assert.not.ok(isAllowedReturnUrl(null, dev));
});

test.run();
