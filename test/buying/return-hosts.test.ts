// The business's return hosts over HTTP: the platform settings operations (read, change, validation, scopes), then
// each place a return URL is accepted or followed with a list set: checkout sessions' success_url / cancel_url,
// the storefront checkout's metadata URLs, the hosted checkout page's Cancel link and redirect, and the pay page's
// redirect (a URL stored before its host left the list is not followed). An empty list lifts the restriction.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/sdk.gen.js';
import { csrfOf, page } from '../harness/pages.js';
import { startOrders, type OrdersEnv } from './orders-support.js';

let env: OrdersEnv;
test.before(async () => {
  env = await startOrders();
});
test.after(async () => {
  await env?.close();
});

const settingsPath = (businessId = env.demo.business_id) => `/v1/businesses/${businessId}/settings`;
/** A platform call with a business key (the demo's by default), raw so bodies the SDK types refuse can be sent. */
async function platformCall(method: 'GET' | 'PATCH', body?: unknown, opts: { key?: string; businessId?: string } = {}) {
  const res = await env.fetch(`${env.url}${settingsPath(opts.businessId)}`, {
    method,
    headers: {
      authorization: `Bearer ${opts.key ?? env.businessKey}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}
const setHosts = async (return_url_hosts: string[]) => {
  const r = await platformCall('PATCH', { return_url_hosts });
  assert.is(r.status, 200, JSON.stringify(r.json));
  return r.json.data.return_url_hosts as string[];
};

const createSession = (cartId: string, success_url: string, cancel_url: string) =>
  pf.createCheckoutSession({ client: env.platform(env.secretKey), body: { cart_id: cartId, success_url, cancel_url } });
const errorOf = (r: { error?: unknown }) => (r.error as { error: { code: string; message: string } }).error;

test('settings: empty by default; a change answers the stored list (lower case, each once); bad entries are named', async () => {
  const read = await platformCall('GET');
  assert.is(read.status, 200, JSON.stringify(read.json));
  assert.equal(read.json.data.return_url_hosts, []);

  assert.equal(await setHosts(['Shop.Example.com', '*.Brand.example', 'shop.example.com']), [
    'shop.example.com',
    '*.brand.example',
  ]);
  assert.equal((await platformCall('GET')).json.data.return_url_hosts, ['shop.example.com', '*.brand.example']);

  for (const [bad, message] of [
    [['ok.example', 'https://evil.example'], /^return_url_hosts\[1\]: must be a host name/],
    [['shop.example.com:8443'], /^return_url_hosts\[0\]: must be a host name/],
    [['*.com'], /^return_url_hosts\[0\]: a wildcard must name at least two labels/],
  ] as const) {
    const r = await platformCall('PATCH', { return_url_hosts: bad });
    assert.is(r.status, 400, JSON.stringify(bad));
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.match(r.json.error.message, message);
  }
  for (const body of [
    {},
    { return_url_hosts: ['a.example'], allowed_origins: [] },
    { return_url_hosts: Array.from({ length: 51 }, (_, i) => `h${i}.example`) },
  ]) {
    const r = await platformCall('PATCH', body);
    assert.is(r.status, 400, JSON.stringify(body).slice(0, 80));
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
  }
  assert.equal(
    (await platformCall('GET')).json.data.return_url_hosts,
    ['shop.example.com', '*.brand.example'],
    'a refused change changes nothing',
  );
});

test('settings: scopes settings:read / settings:write; another business is 403', async () => {
  const created = await pf.createApiKey({
    client: env.platform(),
    path: { business_id: env.demo.business_id },
    body: { name: 'read-only settings', scopes: ['settings:read'] },
  });
  assert.is(created.response.status, 201, JSON.stringify(created.error));
  const readOnly = (created.data as { data: { secret: string } }).data.secret;
  assert.is((await platformCall('GET', undefined, { key: readOnly })).status, 200);
  const denied = await platformCall('PATCH', { return_url_hosts: [] }, { key: readOnly });
  assert.is(denied.status, 403);
  assert.match(denied.json.error.message, /settings:write/);
  const other = await env.business('Elsewhere Ltd');
  assert.is((await platformCall('GET', undefined, { businessId: other.tenant.business_id })).status, 403);
});

test('checkout sessions: a host outside the list is 400 naming the field; listed hosts and subdomains of a wildcard pass', async () => {
  await setHosts(['shop.example.com', '*.brand.example']);
  const { cartId } = await env.cartWithItem();
  const sessions = () => env.srv.services.db.collection('checkout_sessions').countDocuments({});
  const before = await sessions();
  const evil = await createSession(
    cartId,
    'https://evil.example/thanks?s={CHECKOUT_SESSION_ID}',
    'https://shop.example.com/cart',
  );
  assert.is(evil.response.status, 400);
  assert.equal(errorOf(evil), {
    code: 'VALIDATION_ERROR',
    message: "success_url: host evil.example is not one of the business's return_url_hosts",
    retryable: false,
  });
  const apex = await createSession(cartId, 'https://shop.example.com/thanks', 'https://brand.example/cart');
  assert.is(apex.response.status, 400);
  assert.match(
    errorOf(apex).message,
    /^cancel_url: host brand\.example is not one of the business's return_url_hosts$/,
  );
  assert.is(await sessions(), before, 'no session created');

  const ok = await createSession(
    cartId,
    'https://SHOP.example.com:8443/thanks?s={CHECKOUT_SESSION_ID}',
    'https://eu.brand.example/cart',
  );
  assert.is(ok.response.status, 201, JSON.stringify(ok.error));
});

test('storefront checkout: metadata URLs outside the list are 400 naming the field; listed ones are stored', async () => {
  await setHosts(['shop.example.com']);
  const { sessionId, cartId } = await env.cartWithItem();
  const body = (metadata: Record<string, string>) => ({
    cart_id: cartId,
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'card',
    metadata,
  });
  const bad = await env.raw('POST', '/api/v1/checkout', {
    sessionId,
    body: body({ success_url: 'https://shop.example.com/thanks', cancel_url: 'https://evil.example/cart' }),
  });
  assert.is(bad.status, 400, JSON.stringify(bad.json));
  assert.is(bad.json.error.code, 'VALIDATION_ERROR');
  assert.is(
    bad.json.error.message,
    "metadata.cancel_url: host evil.example is not one of the business's return_url_hosts",
  );
  const placed = await env.raw('POST', '/api/v1/checkout', {
    sessionId,
    body: body({ success_url: 'https://shop.example.com/thanks', cancel_url: 'https://shop.example.com/cart' }),
  });
  assert.is(placed.status, 201, JSON.stringify(placed.json));
});

test('hosted pages: URLs stored before their host left the list are not followed (no Cancel link, the outcome shown)', async () => {
  await setHosts([]);
  const { cartId } = await env.cartWithItem();
  const created = await createSession(
    cartId,
    'https://old-shop.example/thanks?s={CHECKOUT_SESSION_ID}',
    'https://old-shop.example/cart',
  );
  assert.is(created.response.status, 201, JSON.stringify(created.error));
  const cs = created.data!.data;
  const open = await page(cs.url);
  assert.match(open.html, /id="cancel"/, 'unrestricted: the Cancel link is there');

  await setHosts(['shop.example.com']);
  const restricted = await page(cs.url);
  assert.is(restricted.status, 200);
  assert.not.match(restricted.html, /id="cancel"/);
  assert.not.ok(restricted.html.includes('old-shop.example'));
  const submitted = await page(cs.url, {
    form: { csrf_token: csrfOf(restricted.html), name: 'Ama Mensah', email: 'ama@example.com', payment_method: 'card' },
    cookie: restricted.cookie,
  });
  assert.is(submitted.status, 303, submitted.html.slice(0, 400));
  const pay = await page(submitted.location!);
  const approved = await page(`${submitted.location}/approve`, {
    form: { csrf_token: csrfOf(pay.html) },
    cookie: pay.cookie,
  });
  assert.is(approved.status, 200);
  assert.is(approved.location, null);
  assert.match(approved.html, /data-status="succeeded"/);

  // The pay page of a storefront checkout whose URLs were accepted before the list changed.
  const { payment } = await env.seedOrder(
    {},
    { success_url: 'https://old-shop.example/thanks', cancel_url: 'https://shop.example.com/cart' },
  );
  const payPage = await page(`${env.srv.url}/pay/${payment._id}`);
  const done = await page(`${env.srv.url}/pay/${payment._id}/approve`, {
    form: { csrf_token: csrfOf(payPage.html) },
    cookie: payPage.cookie,
  });
  assert.is(done.status, 200);
  assert.is(done.location, null);
  const declined = await env.seedOrder(
    {},
    { success_url: 'https://old-shop.example/thanks', cancel_url: 'https://shop.example.com/cart' },
  );
  const payPage2 = await page(`${env.srv.url}/pay/${declined.payment._id}`);
  const no = await page(`${env.srv.url}/pay/${declined.payment._id}/decline`, {
    form: { csrf_token: csrfOf(payPage2.html) },
    cookie: payPage2.cookie,
  });
  assert.is(no.status, 303);
  assert.is(no.location, 'https://shop.example.com/cart', 'a listed host is still followed');
});

test('an empty list lifts the restriction', async () => {
  await setHosts(['shop.example.com']);
  const { cartId } = await env.cartWithItem();
  assert.is(
    (await createSession(cartId, 'https://elsewhere.example/thanks', 'https://elsewhere.example/cart')).response.status,
    400,
  );
  assert.equal(await setHosts([]), []);
  assert.is(
    (await createSession(cartId, 'https://elsewhere.example/thanks', 'https://elsewhere.example/cart')).response.status,
    201,
  );
});

test('responses conform to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
