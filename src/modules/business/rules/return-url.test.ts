import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  hostAllowed,
  isAllowedReturnUrl,
  normalizeReturnHosts,
  RETURN_HOSTS_MAX,
  returnHostsViolation,
  returnUrlViolation,
} from './return-url.js';

const dev = false;
const prod = true;

test('absolute http(s) URLs pass in dev mode; https only in production mode', () => {
  for (const ok of [
    'https://shop.example.com/thanks',
    'https://shop.example.com',
    'HTTPS://Shop.Example.com/Thanks?a=1&b=%20c#done',
    "https://shop.example.com:8443/a/b;c?x=(1)*!$',=:@",
    'https://[::1]:8443/back',
    'https://xn--caf-dma.example/caf%C3%A9',
  ]) {
    assert.is(returnUrlViolation('success_url', ok, dev), null, ok);
    assert.is(returnUrlViolation('success_url', ok, prod), null, ok);
  }
  assert.is(returnUrlViolation('success_url', 'http://localhost:3000/thanks', dev), null);
  assert.is(
    returnUrlViolation('success_url', 'http://localhost:3000/thanks', prod),
    'success_url: must use https in production mode',
  );
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
    assert.match(
      returnUrlViolation('metadata.success_url', bad, dev) ?? '',
      /^metadata\.success_url: must be an absolute http\(s\) URL$/,
      bad,
    );
    assert.match(
      returnUrlViolation('metadata.success_url', bad, prod) ?? '',
      /^metadata\.success_url: must be an absolute https URL$/,
      bad,
    );
  }
  assert.is(returnUrlViolation('cancel_url', 42, dev), 'cancel_url: must be an absolute http(s) URL');
});

test('credentials, a missing host, whitespace, control and non-ASCII characters are refused', () => {
  assert.match(
    returnUrlViolation('cancel_url', 'https://user:pass@evil.example/', dev) ?? '',
    /^cancel_url: must not contain credentials/,
  );
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
    assert.match(
      returnUrlViolation('cancel_url', bad, dev) ?? '',
      /^cancel_url: must be a URI of printable ASCII characters/,
      JSON.stringify(bad),
    );
  }
  assert.match(returnUrlViolation('cancel_url', 'https://[not-ipv6]/', dev) ?? '', /^cancel_url: must be an absolute/);
});

test('at most 2048 characters', () => {
  const base = 'https://shop.example.com/';
  assert.is(returnUrlViolation('success_url', base + 'a'.repeat(2048 - base.length), dev), null);
  assert.is(
    returnUrlViolation('success_url', base + 'a'.repeat(2049 - base.length), dev),
    'success_url: must be at most 2048 characters',
  );
});

test('isAllowedReturnUrl is the same rule, for the pages', () => {
  assert.ok(isAllowedReturnUrl('https://shop.example.com/thanks', prod));
  assert.not.ok(isAllowedReturnUrl('javascript:alert(document.cookie)', dev));
  assert.not.ok(isAllowedReturnUrl('http://shop.example.com/thanks', prod));
  assert.not.ok(isAllowedReturnUrl(null, dev));
});

test('return hosts: empty allows any host; an entry its host exactly; a wildcard any host below it, not itself', () => {
  assert.ok(hostAllowed('anything.example', []));
  const hosts = ['shop.example.com', '*.brand.example', 'localhost', '127.0.0.1'];
  for (const ok of [
    'shop.example.com',
    'SHOP.Example.COM',
    'a.brand.example',
    'a.b.brand.example',
    'localhost',
    '127.0.0.1',
  ]) {
    assert.ok(hostAllowed(ok, hosts), ok);
  }
  for (const bad of [
    'example.com',
    'www.shop.example.com',
    'shop.example.com.evil.example',
    'brand.example',
    'evilbrand.example',
    '.brand.example',
    'a..brand.example',
    'brand.example.evil',
    '[::1]',
  ]) {
    assert.not.ok(hostAllowed(bad, hosts), bad);
  }
});

test('return hosts in the URL rule: the host as a browser reads it, port and userinfo tricks included, naming the field', () => {
  const hosts = ['shop.example.com'];
  for (const ok of [
    'https://shop.example.com/thanks',
    'https://SHOP.example.com:8443/x',
    'https://shop%2Eexample.com/x',
  ]) {
    assert.is(returnUrlViolation('success_url', ok, prod, hosts), null, ok);
  }
  assert.is(
    returnUrlViolation('success_url', 'https://evil.example/thanks', prod, hosts),
    "success_url: host evil.example is not one of the business's return_url_hosts",
  );
  assert.match(
    returnUrlViolation('cancel_url', 'https://shop.example.com.evil.example/', dev, hosts) ?? '',
    /^cancel_url: host shop\.example\.com\.evil\.example is not one/,
  );
  assert.match(
    returnUrlViolation('cancel_url', 'https://shop.example.com@evil.example/', dev, hosts) ?? '',
    /^cancel_url: must not contain credentials/,
  );
  // The scheme keeps its own rule: an allowed host over http is still refused in production mode.
  assert.is(
    returnUrlViolation('success_url', 'http://shop.example.com/', prod, hosts),
    'success_url: must use https in production mode',
  );
  assert.ok(isAllowedReturnUrl('https://shop.example.com/', prod, hosts));
  assert.not.ok(isAllowedReturnUrl('https://evil.example/', prod, hosts));
  assert.ok(isAllowedReturnUrl('https://evil.example/', prod, []));
});

test('return host entries: host names and wildcards only, each bad one named; stored in lower case, once', () => {
  assert.is(returnHostsViolation('return_url_hosts', []), null);
  assert.is(
    returnHostsViolation('return_url_hosts', [
      'Shop.Example.com',
      '*.brand.example',
      'localhost',
      '127.0.0.1',
      'xn--caf-dma.example',
      'a-b.example',
    ]),
    null,
  );
  for (const bad of [
    'https://shop.example.com',
    'shop.example.com:8443',
    'shop.example.com/',
    'shop.example.com.',
    '-shop.example.com',
    'shop-.example.com',
    'shop..example.com',
    'shop_x.example.com',
    'café.example',
    '*',
    '*.*.example.com',
    'a.*.example.com',
    '[::1]',
    ' shop.example.com',
    `${'a'.repeat(64)}.example`,
  ]) {
    assert.match(
      returnHostsViolation('return_url_hosts', ['ok.example', bad]) ?? '',
      /^return_url_hosts\[1\]: must be a host name such as shop\.example\.com or a wildcard/,
      bad,
    );
  }
  assert.is(
    returnHostsViolation('return_url_hosts', ['*.com']),
    'return_url_hosts[0]: a wildcard must name at least two labels after *. (such as *.example.com)',
  );
  const long = `${Array.from({ length: 4 }, () => 'a'.repeat(63)).join('.')}`; // 255 characters
  assert.is(returnHostsViolation('return_url_hosts', [long]), 'return_url_hosts[0]: must be at most 253 characters');
  const many = Array.from({ length: RETURN_HOSTS_MAX + 1 }, (_, i) => `h${i}.example`);
  assert.is(returnHostsViolation('return_url_hosts', many), `return_url_hosts: at most ${RETURN_HOSTS_MAX} hosts`);
  assert.equal(normalizeReturnHosts(['Shop.Example.com', '*.Brand.example', 'shop.example.com']), [
    'shop.example.com',
    '*.brand.example',
  ]);
});

test.run();
