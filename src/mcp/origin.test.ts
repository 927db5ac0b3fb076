import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normaliseOrigin, parseAllowedOrigins } from '../kernel/origins.js';
import { hostAllowed, originAllowed, originPolicy } from './origin.js';

const dev = originPolicy({
  allowed: ['https://agent.example.com'],
  production: false,
  serverUrls: ['http://127.0.0.1:8080', 'http://api.dev.test:8080'],
});
const prod = originPolicy({
  allowed: ['https://agent.example.com'],
  production: true,
  serverUrls: ['https://api.example.com'],
});

test('MCP_ALLOWED_ORIGINS: origins as browsers serialise them; anything else stops the start, naming it', () => {
  assert.equal(parseAllowedOrigins(undefined), []);
  assert.equal(parseAllowedOrigins(' https://Agent.Example.com , http://tools.test:3000 '), [
    'https://agent.example.com',
    'http://tools.test:3000',
  ]);
  assert.equal(parseAllowedOrigins('https://a.test:443'), ['https://a.test']);
  assert.throws(() => parseAllowedOrigins('https://a.test/path'), /"https:\/\/a.test\/path" is not an origin/);
  assert.throws(() => parseAllowedOrigins('a.test'), /not an origin/);
  assert.throws(() => parseAllowedOrigins('ftp://a.test'), /not an origin/);
  assert.is(normaliseOrigin('null'), undefined);
});

test('Origin: the allowlist in every mode; loopback over http on any port in dev mode only', () => {
  assert.ok(originAllowed('https://agent.example.com', prod));
  assert.ok(originAllowed('https://AGENT.example.com', prod));
  assert.not.ok(originAllowed('https://agent.example.com:8443', prod));
  assert.not.ok(originAllowed('http://localhost:5173', prod));
  assert.ok(originAllowed('http://localhost:5173', dev));
  assert.ok(originAllowed('http://127.0.0.1:6274', dev));
  assert.ok(originAllowed('http://localhost', dev));
  assert.not.ok(originAllowed('https://localhost.evil.test', dev));
  assert.not.ok(originAllowed('http://evil.test', dev));
  assert.not.ok(originAllowed('null', dev));
  assert.not.ok(originAllowed('http://localhost:5173/path', dev));
});

test('Host (dev mode): this server by name, or loopback on any port; anything else is a rebinding attempt', () => {
  assert.ok(hostAllowed('127.0.0.1:8080', dev));
  assert.ok(hostAllowed('api.dev.test:8080', dev));
  assert.ok(hostAllowed('localhost:41234', dev));
  assert.ok(hostAllowed('[::1]:9000', dev));
  assert.ok(hostAllowed('LOCALHOST', dev));
  assert.not.ok(hostAllowed('evil.example.com', dev));
  assert.not.ok(hostAllowed('api.dev.test:9999', dev));
  assert.not.ok(hostAllowed('evil.test@localhost', dev));
  assert.not.ok(hostAllowed(undefined, dev));
  // In production the server answers on its public name, where rebinding gains nothing: not checked.
  assert.ok(hostAllowed('evil.example.com', prod));
});

test.run();
