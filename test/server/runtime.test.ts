// The runtime over real HTTP: health and docs routes, keys and tenancy, rate limits, the storefront session.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
let srv: Harness['srv'];
const keys: Record<string, string> = {};

test.before(async () => {
  // The clock stays still: the rate-limit test counts requests within one second.
  h = await startHarness({ tickMs: 0 });
  srv = h.srv;
  const db = srv.services.db;
  const now = srv.clock.now();
  await db.collection('businesses').insertMany([
    { _id: 'biz_aaaaaaaaaaaa' as never, name: 'A', slug: 'a', currency: 'GHS', created_at: now, updated_at: now },
    { _id: 'biz_bbbbbbbbbbbb' as never, name: 'B', slug: 'b', currency: 'GHS', created_at: now, updated_at: now },
  ]);
  keys.pk = (await issueApiKey(db, { kind: 'publishable', livemode: false, business_id: 'biz_aaaaaaaaaaaa' })).key;
  keys.sk = (await issueApiKey(db, { kind: 'secret', livemode: false, business_id: 'biz_aaaaaaaaaaaa' })).key;
  keys.dk = (
    await issueApiKey(db, {
      kind: 'business',
      livemode: true,
      business_id: 'biz_aaaaaaaaaaaa',
      scopes: ['assets:read'],
    })
  ).key;
  const revoked = await issueApiKey(db, { kind: 'publishable', livemode: false, business_id: 'biz_aaaaaaaaaaaa' });
  await db.collection('api_keys').updateOne({ _id: revoked.doc._id as never }, { $set: { revoked_at: now } });
  keys.revoked = revoked.key;
});
test.after(async () => {
  await h?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(srv.url + path, { headers });

test('health, readiness, docs and the bundled specs are served', async () => {
  assert.is((await get('/healthz')).status, 200);
  const ready = await get('/readyz');
  assert.equal([ready.status, await ready.json()], [200, { status: 'ready' }]);
  const docs = await get('/docs');
  assert.is(docs.status, 200);
  assert.match(await docs.text(), '/docs/storefront');
  assert.match(await (await get('/docs/storefront')).text(), '/docs/assets/redoc.standalone.js');
  const spec = await (await get('/openapi/storefront.json')).json();
  assert.is(spec.openapi, '3.1.0');
  assert.is((await get('/docs/assets/redoc.standalone.js')).status, 200);
});

test('every answer outside the API carries a request id; docs and specs carry security headers; / leads to /docs', async () => {
  for (const path of [
    '/healthz',
    '/readyz',
    '/docs',
    '/docs/storefront',
    '/openapi/storefront.json',
    '/openrpc.json',
    '/no/such/page',
  ]) {
    const res = await get(path);
    assert.match(res.headers.get('x-request-id') ?? '', /^req_/, path);
  }
  const traced = await get('/docs', { 'x-request-id': 'trace-docs-1' });
  assert.is(traced.headers.get('x-request-id'), 'trace-docs-1');
  for (const path of ['/docs', '/docs/platform', '/openapi/link.json', '/healthz']) {
    const res = await get(path);
    assert.is(res.headers.get('x-content-type-options'), 'nosniff', path);
    assert.is(res.headers.get('x-frame-options'), 'DENY', path);
  }
  const root = await fetch(srv.url + '/', { redirect: 'manual' });
  assert.is(root.status, 302);
  assert.is(root.headers.get('location'), '/docs');
});

test('a storefront call without a key is 401 in the envelope, with rate-limit headers', async () => {
  const res = await get('/api/v1/catalogue/products');
  assert.is(res.status, 401);
  assert.equal(await res.json(), {
    success: false,
    error: { code: 'UNAUTHORIZED', message: 'Missing API key: send X-API-Key', retryable: false },
  });
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-request-id'])
    assert.ok(res.headers.get(h), h);
});

test('malformed, unknown and revoked keys are 401', async () => {
  for (const key of ['nonsense', 'pk_test_' + 'z'.repeat(32), keys.revoked]) {
    const res = await get('/api/v1/catalogue/products', { 'x-api-key': key });
    assert.is(res.status, 401, key);
  }
});

test('a publishable key may not manage webhooks (403); a business key is refused on the storefront (403)', async () => {
  let res = await get('/api/v1/webhooks', { 'x-api-key': keys.pk });
  assert.is(res.status, 403);
  assert.match((await res.json()).error.message, /secret key/);
  res = await get('/api/v1/catalogue/products', { 'x-api-key': keys.dk });
  assert.is(res.status, 403);
});

test('X-Business-Id must be a business the key serves', async () => {
  const res = await get('/api/v1/catalogue/products', { 'x-api-key': keys.pk, 'x-business-id': 'biz_bbbbbbbbbbbb' });
  assert.is(res.status, 403);
  assert.match((await res.json()).error.message, /biz_bbbbbbbbbbbb/);
});

test('platform: bearer business key, path business must match, scopes are enforced', async () => {
  let res = await get('/v1/businesses/biz_aaaaaaaaaaaa/assets');
  assert.is(res.status, 401);
  assert.ok((await res.json()).error, 'platform error envelope');
  res = await get('/v1/businesses/biz_bbbbbbbbbbbb/assets', { authorization: `Bearer ${keys.dk}` });
  assert.is(res.status, 403);
  res = await fetch(`${srv.url}/v1/businesses/biz_aaaaaaaaaaaa/assets/init`, {
    method: 'POST',
    headers: { authorization: `Bearer ${keys.dk}`, 'content-type': 'application/json' },
    body: JSON.stringify({ folder: 'a', filename: 'b.png', content_type: 'image/png', size_bytes: 10 }),
  });
  assert.is(res.status, 403);
  assert.match((await res.json()).error.message, /assets:write/);
});

test('the storefront session is issued once (header and cookie) and kept when sent back', async () => {
  const first = await get('/api/v1/catalogue/categories', { 'x-api-key': keys.pk });
  const id = first.headers.get('x-session-id');
  assert.match(id ?? '', /^sess_[A-Za-z0-9]{32}$/);
  assert.match(first.headers.get('set-cookie') ?? '', new RegExp(`sf_session=${id}; Path=/; HttpOnly; SameSite=Lax`));
  const again = await get('/api/v1/catalogue/categories', { 'x-api-key': keys.pk, 'x-session-id': id! });
  assert.is(again.headers.get('x-session-id'), id);
  const viaCookie = await get('/api/v1/catalogue/categories', { 'x-api-key': keys.pk, cookie: `sf_session=${id}` });
  assert.is(viaCookie.headers.get('x-session-id'), id);
  assert.is(viaCookie.headers.get('set-cookie'), null);
});

test('secret-key traffic is limited to 50 requests per second per key, then 429 with Retry-After', async () => {
  const statuses: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i < 51; i++) {
    last = await get('/api/v1/webhooks', { 'x-api-key': keys.sk });
    statuses.push(last.status);
  }
  assert.not.ok(statuses.slice(0, 50).includes(429));
  assert.is(last!.status, 429);
  assert.is(last!.headers.get('retry-after'), '1');
  assert.is(last!.headers.get('x-ratelimit-remaining'), '0');
  assert.is((await last!.json()).error.code, 'RATE_LIMITED');
  srv.clock.advance(1000);
  assert.is.not((await get('/api/v1/webhooks', { 'x-api-key': keys.sk })).status, 429);
});

test('unknown storefront paths are 404 NOT_FOUND with rate-limit headers; wrong method is 405', async () => {
  const res = await get('/api/v1/nothing', { 'x-api-key': keys.pk });
  assert.is(res.status, 404);
  assert.ok(res.headers.get('x-ratelimit-limit'));
  assert.is((await res.json()).error.code, 'NOT_FOUND');
  const m = await fetch(`${srv.url}/api/v1/cart/count`, { method: 'POST', headers: { 'x-api-key': keys.pk } });
  assert.is(m.status, 405);
});

// The same answers also go through Prism's validation proxy once, in test/contract/prism-conformance.test.ts.
test('error answers conform to the contract', async () => {
  const paths = [
    '/api/v1/catalogue/products',
    '/v1/link/profile',
    '/v1/businesses/biz_aaaaaaaaaaaa/assets',
    '/api/v1/cart',
  ];
  for (const p of paths) await (await h.fetch(h.url + p)).arrayBuffer();
  await (await h.fetch(h.url + '/api/v1/webhooks', { headers: { 'x-api-key': keys.pk } })).arrayBuffer();
  assert.equal(h.responseViolations(), []);
});

test.run();
