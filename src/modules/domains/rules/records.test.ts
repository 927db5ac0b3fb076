import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dnsTarget, isApex, isPlatformHostname, verificationName, verificationOutcome } from './records.js';

const EXPECTED = 'sfv-4b9e1c7a2d8f6e3b5a0c9d1e7f2a4b6c';
const NAME = verificationName('shop.example.com');

test('apex: two labels, or three under a country registry level; everything else is a subdomain', () => {
  for (const h of ['example.com', 'mamaafrica.com.gh', 'shop.co.uk', 'x.org.ng']) assert.ok(isApex(h), h);
  for (const h of ['shop.example.com', 'shop.mamaafrica.com.gh', 'www.example.co', 'a.b.example.com'])
    assert.not.ok(isApex(h), h);
});

test('routing record: CNAME for subdomains; A at an apex when there is an address; A everywhere without a CNAME target', () => {
  const both = { cnameTarget: 'cname.sites.example', aRecord: '203.0.113.7' };
  assert.equal(dnsTarget('shop.example.com', both), {
    type: 'CNAME',
    name: 'shop.example.com',
    value: 'cname.sites.example',
  });
  assert.equal(dnsTarget('example.com', both), { type: 'A', name: 'example.com', value: '203.0.113.7' });
  assert.equal(dnsTarget('example.com', { ...both, aRecord: null }).type, 'CNAME');
  assert.equal(dnsTarget('shop.example.com', { cnameTarget: null, aRecord: '127.0.0.1' }), {
    type: 'A',
    name: 'shop.example.com',
    value: '127.0.0.1',
  });
});

test('platform hostnames: each one and everything under it, and nothing that merely ends the same', () => {
  const own = ['sites.example', 'api.example.com'];
  for (const h of ['sites.example', 'a.sites.example', 'x.y.api.example.com']) assert.ok(isPlatformHostname(h, own), h);
  for (const h of ['mysites.example', 'example.com', 'shop.example.com']) assert.not.ok(isPlatformHostname(h, own), h);
});

test('verification: the expected value among others verifies (quotes pasted into a form too)', () => {
  assert.equal(verificationOutcome(NAME, EXPECTED, { records: ['v=spf1 -all', EXPECTED] }), { verified: true });
  assert.equal(verificationOutcome(NAME, EXPECTED, { records: [` "${EXPECTED}" `] }), { verified: true });
  assert.equal(verificationOutcome(NAME, EXPECTED, { records: [EXPECTED.toUpperCase()] }).verified, false);
});

test('verification failures say what DNS answered', () => {
  assert.equal(verificationOutcome(NAME, EXPECTED, { records: [], absent: 'NXDOMAIN' }), {
    verified: false,
    error: `TXT record ${NAME} not found: the name does not exist (NXDOMAIN)`,
  });
  assert.equal(verificationOutcome(NAME, EXPECTED, { records: [], absent: 'NODATA' }), {
    verified: false,
    error: `TXT record ${NAME} not found: the name exists but has no TXT records`,
  });
  assert.match(
    (verificationOutcome(NAME, EXPECTED, { records: [], absent: 'SERVFAIL' }) as { error: string }).error,
    /answered SERVFAIL/,
  );
  assert.equal(verificationOutcome(NAME, EXPECTED, { records: ['sfv-old'] }), {
    verified: false,
    error: `TXT record ${NAME} has "sfv-old" but not "${EXPECTED}"`,
  });
});

test('a failure message stays within 500 characters: long values cut, surplus records counted', () => {
  const long = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(37)}.test`;
  const records = Array.from({ length: 40 }, (_, i) => `value-${i}-${'x'.repeat(200)}`);
  const out = verificationOutcome(verificationName(long), EXPECTED, { records }) as { verified: false; error: string };
  assert.ok(out.error.length <= 500, String(out.error.length));
  assert.match(out.error, /"value-0-x{69}\.\.\."/);
  assert.match(out.error, /and \d+ more but not "sfv-/);
});

test.run();
