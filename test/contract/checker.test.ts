// test-store: none (the contract and the repository checked, no server)
// The in-process conformance checker (test/harness/conformance.ts) on hand-made responses: it passes a response
// the contract documents and reports each way a response can break it, so "no violations" in the other files
// means something. (test/contract/prism-conformance.test.ts compares it with Prism on real traffic.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkResponse,
  conformanceLog,
  resolveOperation,
  responseProblems,
  type ResponseToCheck,
} from '../harness/conformance.js';

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-request-id': 'req_1',
  'x-ratelimit-limit': '100',
  'x-ratelimit-remaining': '99',
  'x-ratelimit-reset': '1',
};
const unauthorized = {
  success: false,
  error: { code: 'UNAUTHORIZED', message: 'Missing API key: send X-API-Key', retryable: false },
};
const emptyPage = { success: true, data: { items: [], pagination: { next_cursor: null, limit: 20 } } };

const response = (
  over: Partial<Omit<ResponseToCheck, 'headers'>> & { headers?: Record<string, string> } = {},
): ResponseToCheck => ({
  method: 'GET',
  url: 'http://127.0.0.1:1/api/v1/catalogue/products',
  status: 401,
  body: JSON.stringify(unauthorized),
  ...over,
  headers: new Headers(over.headers ?? JSON_HEADERS),
});
const messages = (r: ResponseToCheck) => checkResponse(r).map((f) => `${f.location.join('.')}: ${f.message}`);

test('operations resolve by method and path template; paths outside the API are not checked', () => {
  const op = resolveOperation('GET', '/api/v1/catalogue/products/prod_123');
  assert.is(typeof op === 'object' && op.operation.operationId, 'getProduct');
  const link = resolveOperation('delete', '/v1/link/addresses/addr_1');
  assert.is(typeof link === 'object' && link.surface, 'link');
  assert.match(String(resolveOperation('GET', '/api/v1/nothing')), 'no operation');
  assert.match(String(resolveOperation('POST', '/api/v1/cart/count')), 'documents no POST');
  for (const outside of ['/healthz', '/docs/storefront', '/pay/pay_123', '/checkout/cs_1'])
    assert.is(resolveOperation('GET', outside), undefined, outside);
  assert.equal(messages(response({ url: 'http://127.0.0.1:1/healthz', status: 418, body: 'teapot' })), []);
});

test('a documented answer passes', () => {
  assert.equal(messages(response()), []);
});

test('a body with a wrong type or a missing required field is reported', () => {
  const wrongType = messages(
    response({ body: JSON.stringify({ ...unauthorized, error: { ...unauthorized.error, retryable: 'no' } }) }),
  );
  assert.is(wrongType.length, 1, wrongType.join('\n'));
  assert.match(wrongType[0], /^response\.body: listProducts 401: \/error\/retryable must be boolean/);
  const missing = messages(response({ body: JSON.stringify({ success: false }) }));
  assert.match(missing.join('\n'), "must have required property 'error'");
  const extra = messages(response({ body: JSON.stringify({ ...unauthorized, surprise: 1 }) }));
  assert.match(extra.join('\n'), 'must NOT have additional properties (surprise)');
});

test('a page of the wrong shape is reported against the 200 schema', () => {
  assert.equal(messages(response({ status: 200, body: JSON.stringify(emptyPage) })), []);
  const broken = messages(
    response({
      status: 200,
      body: JSON.stringify({ success: true, data: { items: 'none', pagination: emptyPage.data.pagination } }),
    }),
  );
  assert.match(broken.join('\n'), 'listProducts 200: /data/items must be array');
});

test('an undocumented status is reported', () => {
  const found = messages(response({ status: 418 }));
  assert.is(found.length, 1);
  assert.match(found[0], /^response\.status: listProducts: status 418 is not documented/);
});

test('an undocumented content type, and a body that is not JSON, are reported', () => {
  assert.match(
    messages(response({ headers: { ...JSON_HEADERS, 'content-type': 'text/html' } })).join('\n'),
    'content type "text/html" is not documented',
  );
  assert.match(messages(response({ body: '<html>' })).join('\n'), 'the body is not JSON');
});

test('documented headers that are present must match their schemas', () => {
  const found = messages(response({ headers: { ...JSON_HEADERS, 'x-ratelimit-remaining': 'plenty' } }));
  assert.is(found.length, 1);
  assert.match(
    found[0],
    /^response\.headers\.X-RateLimit-Remaining: listProducts 401: header X-RateLimit-Remaining: plenty/,
  );
  assert.match(
    messages(response({ headers: { ...JSON_HEADERS, 'x-ratelimit-limit': '-1' } })).join('\n'),
    'X-RateLimit-Limit',
  );
});

test('an unknown API path or method is reported', () => {
  assert.match(
    messages(response({ url: '/api/v1/nothing', status: 404 })).join('\n'),
    'no operation of the contract has the path /api/v1/nothing',
  );
  assert.match(
    messages(response({ method: 'POST', url: '/api/v1/cart/count', status: 405 })).join('\n'),
    'documents no POST',
  );
});

test('responseProblems checks a body against an operation by id', () => {
  assert.equal(responseProblems('listProducts', 401, unauthorized), []);
  assert.match(
    responseProblems('listProducts', 401, { success: false, error: { ...unauthorized.error, code: 7 } }).join('\n'),
    /^\/error\/code must be/,
  );
  assert.equal(responseProblems('noSuchOperation', 200, {}), ['no operation noSuchOperation']);
});

test("the harness's fetch records what it sees and leaves the body readable", async () => {
  const answers = [
    new Response(JSON.stringify(unauthorized), { status: 401, headers: JSON_HEADERS }),
    new Response(JSON.stringify({ success: 'yes' }), { status: 401, headers: JSON_HEADERS }),
    new Response('ok', { status: 200, headers: { 'content-type': 'text/plain' } }),
  ];
  const log = conformanceLog(async () => answers.shift()!);
  const first = await log.fetch('http://127.0.0.1:1/api/v1/catalogue/products');
  assert.equal(await first.json(), unauthorized);
  const second = await log.fetch(new Request('http://127.0.0.1:1/api/v1/cart', { method: 'DELETE' }));
  assert.equal(await second.json(), { success: 'yes' });
  await (await log.fetch('http://127.0.0.1:1/healthz')).text();
  assert.is(log.checked(), 2);
  const violations = log.responseViolations();
  assert.equal(
    violations.map((v) => [v.method, new URL(v.url).pathname, v.status]),
    [['DELETE', '/api/v1/cart', 401]],
  );
  assert.ok(violations[0].violations.length >= 2, JSON.stringify(violations[0].violations));
});

test.run();
