import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CREATED_WINDOW_S, createdProblem, requiredComponents } from './request-signature.js';

const req = (method: string, url: string, headers: Record<string, string> = {}, hasBody = false) => ({
  method,
  url,
  headers,
  hasBody,
});

test('a GET without query, agent header or body: method, authority and path only', () => {
  assert.equal(requiredComponents(req('GET', 'https://shop.example/ucp/test/b/orders/o')), [
    '@method',
    '@authority',
    '@path',
  ]);
});

test('the query, UCP-Agent, a write idempotency key and a body each add theirs', () => {
  const headers = { 'ucp-agent': 'profile="https://a.example/p.json"', 'idempotency-key': 'k' };
  assert.equal(requiredComponents(req('post', 'https://shop.example/x?y=1', headers, true)), [
    '@method',
    '@authority',
    '@path',
    '@query',
    'ucp-agent',
    'idempotency-key',
    'content-digest',
    'content-type',
  ]);
  // A GET's idempotency key is not a write's: not required.
  assert.not.ok(requiredComponents(req('GET', 'https://shop.example/x', headers)).includes('idempotency-key'));
});

test('created: absent is fine; within the window either way is fine; beyond it is a problem', () => {
  const now = 1_800_000_000;
  assert.is(createdProblem(undefined, now), null);
  assert.is(createdProblem(now - CREATED_WINDOW_S, now), null);
  assert.is(createdProblem(now + CREATED_WINDOW_S, now), null);
  assert.match(createdProblem(now - CREATED_WINDOW_S - 1, now) ?? '', 'ago');
  assert.match(createdProblem(now + CREATED_WINDOW_S + 1, now) ?? '', 'ahead');
});

test.run();
