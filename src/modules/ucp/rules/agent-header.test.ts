import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLoopbackHost, parseUcpAgentHeader, profileUrlProblem } from './agent-header.js';

const dev = false;
const prod = true;
const URL_A = 'https://agent.example/profiles/shopper.json';

const profileOf = (header: string | undefined, production = prod) => {
  const r = parseUcpAgentHeader(header, production);
  return r.ok ? r.value : r.problem;
};

test('a quoted https profile is the agent profile URL, in both modes', () => {
  for (const mode of [dev, prod])
    assert.equal(profileOf(`profile="${URL_A}"`, mode), { profileUrl: URL_A, version: null });
  // Whitespace around the dictionary is allowed by RFC 8941.
  assert.equal(profileOf(`  profile="${URL_A}"  `), { profileUrl: URL_A, version: null });
});

test('a version parameter (the 2026-01-11 suite sends one) is tolerated and kept', () => {
  assert.equal(profileOf(`profile="${URL_A}"; version="2026-01-11"`), { profileUrl: URL_A, version: '2026-01-11' });
  assert.equal(profileOf(`profile="${URL_A}";version="2026-04-08"`), { profileUrl: URL_A, version: '2026-04-08' });
  // A version that is not a string is ignored, not refused.
  assert.equal(profileOf(`profile="${URL_A}";version=2026`), { profileUrl: URL_A, version: null });
});

test('other members and parameters are ignored; a repeated profile member: the last one counts', () => {
  assert.equal(profileOf(`agent=shopper, profile="${URL_A}";foo=?1, x=1`), { profileUrl: URL_A, version: null });
  assert.equal(profileOf(`profile="https://first.example/p", profile="${URL_A}"`), {
    profileUrl: URL_A,
    version: null,
  });
});

test('a missing or empty header is refused', () => {
  for (const h of [undefined, '', '   ']) assert.match(String(profileOf(h)), /^UCP-Agent: header missing/);
});

test('not a dictionary is refused', () => {
  for (const h of ['profile="unterminated', '"just a string"', 'profile="a" garbage', 'Profile="https://x.example"'])
    assert.match(String(profileOf(h)), /^UCP-Agent: not an RFC 8941 dictionary/, h);
});

test('a dictionary without profile is refused', () => {
  assert.match(String(profileOf('agent="x", version="2026-04-08"')), /^UCP-Agent: no profile member/);
});

test('profile must be a quoted string: a token, a boolean, a number, bytes or an inner list is refused', () => {
  for (const h of [
    'profile=https://agent.example/p.json', // a Token
    'profile', // a bare key is boolean true
    'profile=?1',
    'profile=12',
    'profile=:aGVsbG8=:',
    `profile=("${URL_A}")`,
    `profile=%"${URL_A}"`, // an RFC 9651 display string is not a String either
  ])
    assert.match(String(profileOf(h)), /^UCP-Agent: (profile must be a quoted string|not an RFC 8941 dictionary)/, h);
  assert.match(String(profileOf('profile=https://agent.example/p.json')), /profile must be a quoted string/);
});

test('the URL must be absolute https; credentials refused', () => {
  assert.is(profileOf('profile="/relative/profile.json"'), 'UCP-Agent: profile must be an absolute https URL');
  assert.is(profileOf('profile="not a url"'), 'UCP-Agent: profile must be an absolute https URL');
  assert.is(profileOf('profile="ftp://agent.example/p"'), 'UCP-Agent: profile must be an https URL');
  assert.is(profileOf('profile="http://agent.example/p"'), 'UCP-Agent: profile must be an https URL');
  assert.is(
    profileOf('profile="https://me:secret@agent.example/p"'),
    'UCP-Agent: profile must not carry credentials (user:password@)',
  );
  assert.match(String(profileOf(`profile="https://agent.example/${'a'.repeat(2100)}"`)), /at most 2048 characters/);
});

test('http only for a loopback host, and only outside production', () => {
  for (const url of [
    'http://localhost:8285/p.json',
    'http://127.0.0.1:9/p',
    'http://[::1]:80/p',
    'http://a.localhost/p',
  ]) {
    assert.equal(profileOf(`profile="${url}"`, dev), { profileUrl: url, version: null }, url);
    assert.is(profileOf(`profile="${url}"`, prod), 'UCP-Agent: profile must be an https URL', url);
  }
  assert.is(
    profileOf('profile="http://10.0.0.5/p"', dev),
    'UCP-Agent: profile must be an https URL (http only for a loopback host outside production)',
  );
  assert.is(
    profileOf('profile="http://localhost.evil.example/p"', dev),
    'UCP-Agent: profile must be an https URL (http only for a loopback host outside production)',
  );
});

test('profileUrlProblem and isLoopbackHost (the MCP binding passes the URL bare)', () => {
  assert.is(profileUrlProblem(URL_A, prod), null);
  assert.is(profileUrlProblem('https://', prod), 'must be an absolute https URL');
  assert.ok(isLoopbackHost('LOCALHOST'));
  assert.ok(isLoopbackHost('127.8.9.10'));
  assert.not.ok(isLoopbackHost('127.example.com'));
  assert.not.ok(isLoopbackHost('10.0.0.1'));
});

test.run();
