// Issue 32, point 26: answers a fuzz of every operation found outside the contract, over HTTP, each now documented
// and valid. A key sent with an X-Business-Id it does not serve is 403 on the Link operations and the upload PUT
// target too (it was undocumented there); a paging parameter out of range (`page=1e309` read as Infinity used to
// answer 200 with `pagination.page: null`) is 400 naming the field, as is any number no JSON number can be.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';

let h: Harness;
let other: string;
test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  other = (await h.business('Elsewhere Shop')).tenant.business_id;
});
test.after(async () => {
  await h?.close();
});

const notServed = (res: { status: number; json: any }, envelope: 'link' | 'storefront') => {
  assert.is(res.status, 403, JSON.stringify(res.json));
  assert.is(res.json.error.code, 'FORBIDDEN');
  assert.is(res.json.error.message, `This key does not act for business ${other}`);
  if (envelope === 'link') assert.equal(res.json.status, { code: 403, success: false });
};

test('an X-Business-Id the key does not serve: 403 on the Link sign-in, account operations and the upload target', async () => {
  const headers = { 'x-business-id': other };
  notServed(await h.raw('POST', '/v1/link/auth/request-otp', { body: { contact: '+233241234567' }, headers }), 'link');
  notServed(await h.raw('POST', '/v1/link/check-status', { body: { contact: '+233241234567' }, headers }), 'link');
  notServed(await h.raw('POST', '/v1/link/auth/refresh', { headers }), 'link');
  notServed(await h.raw('GET', '/v1/link/profile', { headers }), 'link');

  const started = await h.raw('POST', '/api/v1/uploads/init', {
    sessionId: h.shopper().sessionId,
    body: { filename: 'a.png', content_type: 'image/png', size_bytes: 3 },
  });
  const target = new URL(started.json.data.upload_url).pathname;
  const put = await h.fetch(`${h.url}${target}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png', 'x-api-key': h.publishableKey, ...headers },
    body: 'abc',
  });
  notServed({ status: put.status, json: await put.json() }, 'storefront');
});

test('paging out of range is 400 VALIDATION_ERROR naming the parameter, on every surface', async () => {
  const platform = (q: string) =>
    h.raw('GET', `/v1/businesses/${h.demo.business_id}/assets?${q}`, {
      key: null,
      headers: { authorization: `Bearer ${h.businessKey}` },
    });
  for (const [q, message] of [
    ['page=1e309', 'query.page: must be <= 1000000'],
    ['page=1000001', 'query.page: must be <= 1000000'],
    ['page=Infinity', 'query.page: must be <= 1000000'],
  ]) {
    const r = await platform(q);
    assert.is(r.status, 400, q);
    assert.equal([r.json.error.code, r.json.error.message], ['VALIDATION_ERROR', message], q);
  }
  const last = await platform('page=1000000');
  assert.is(last.status, 200);
  assert.is(last.json.data.pagination.page, 1000000);

  const orders = await h.raw('GET', `/v1/businesses/${h.demo.business_id}/orders?offset=1e309`, {
    key: null,
    headers: { authorization: `Bearer ${h.businessKey}` },
  });
  assert.equal([orders.status, orders.json.error.message], [400, 'query.offset: must be <= 100000000']);
  const products = await h.raw('GET', '/api/v1/catalogue/products?page=1e309');
  assert.equal([products.status, products.json.error.message], [400, 'query.page: must be <= 1000000']);
  const categoryProducts = await h.raw('GET', '/api/v1/catalogue/categories/cat_nope0000000/products?offset=1e309');
  assert.equal(
    [categoryProducts.status, categoryProducts.json.error.message],
    [400, 'query.offset: must be <= 100000000'],
  );
});

test('a number no JSON number can be is refused naming the field: a price bound, a body field', async () => {
  const price = await h.raw('GET', '/api/v1/catalogue/products?min_price=1e309');
  assert.equal(
    [price.status, price.json.error.code, price.json.error.message],
    [400, 'VALIDATION_ERROR', 'query.min_price: must be a finite number'],
  );
  const body = await h.raw('POST', '/api/v1/cart/items', {
    sessionId: h.shopper().sessionId,
    rawBody: '{"item_id":"prod_x","quantity":1e309}',
  });
  assert.equal([body.status, body.json.error.code], [400, 'VALIDATION_ERROR']);
  assert.match(body.json.error.message, /^body\.quantity: /);
});

test('every answer above was documented', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
