// test-store: none (the contract and the repository checked, no server)
// The mock of every surface behind one port (`npm run mock`): every operation's documented example request gets
// a documented success answer (so the front's validation, which is the server's, lets valid requests through to
// Prism, and Prism agrees they are valid), every answer conforms to the contract (the harness's checker), and the
// generated SDK of each surface gets the documented example back. Errors, sandbox conventions and their parity
// with the real server are test/contract/mock-parity.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startMock, type RunningMock } from '../../scripts/mock.js';
import { createClient as linkClient } from '../../generated/sdk/link/client/index.js';
import { linkGetProfile } from '../../generated/sdk/link/sdk.gen.js';
import { createClient as platformClient } from '../../generated/sdk/platform/client/index.js';
import { listAssets } from '../../generated/sdk/platform/sdk.gen.js';
import { createClient as storefrontClient } from '../../generated/sdk/storefront/client/index.js';
import { addCartItem, listCategories } from '../../generated/sdk/storefront/sdk.gen.js';
import { SURFACES } from '../../src/contract/surfaces.js';
import { allOperations, loadBundled } from '../harness/contract.js';
import { conformanceLog } from '../harness/conformance.js';
import { sampleRequest } from '../harness/samples.js';

let mock: RunningMock;

test.before(async () => {
  mock = await startMock({ logLevel: process.env.TEST_LOG_LEVEL ?? 'silent' });
});
test.after(async () => {
  await mock?.close();
});

/**
 * Example requests the mock answers with an error, as the server would: the support WebSocket needs an Upgrade
 * header fetch cannot send, and Link's first verify-otp example has no `pk_test_` key (live mode), where the
 * mock, which sends no codes, has no code to accept.
 */
const EXPECTED_ERRORS: Record<string, [number, string]> = {
  connectSupportWebSocket: [400, 'BAD_REQUEST'],
  linkVerifyOtp: [401, 'INVALID_OTP'],
};

test('every operation of every surface answers its documented example request with a documented success', async () => {
  const docs = Object.fromEntries(SURFACES.map((s) => [s.name, loadBundled(s.name, 'deref')]));
  const log = conformanceLog();
  const problems: string[] = [];
  const ops = allOperations('deref');
  for (const o of ops) {
    const id = o.operation.operationId as string;
    const req = sampleRequest(docs[o.surface], o.method, o.path);
    let res: Response;
    let text: string;
    try {
      res = await log.fetch(mock.url + req.url, { method: req.method, headers: req.headers, body: req.body });
      text = await res.text();
    } catch (err) {
      problems.push(`${o.method} ${req.url}: ${(err as Error).message} ${(err as Error).cause ?? ''}`);
      continue;
    }
    const documented = Object.keys(o.operation.responses);
    const expected = EXPECTED_ERRORS[id];
    if (expected) {
      const code = JSON.parse(text).error?.code;
      if (res.status !== expected[0] || code !== expected[1])
        problems.push(`${id}: ${res.status} ${code}, expected ${expected.join(' ')}`);
    } else if (res.status >= 300 || !documented.includes(String(res.status))) {
      problems.push(
        `${id} ${o.method} ${req.url}: ${res.status} ${text.slice(0, 200)} (documented ${documented.join(', ')})`,
      );
    }
  }
  assert.ok(ops.length > 150, `only ${ops.length} operations`);
  assert.equal(problems, []);
  assert.equal(log.responseViolations(), []);
  assert.ok(log.checked() >= ops.length);
});

const operations = allOperations('deref');
/** The first named example of an operation's response, as the spec documents it. */
function documentedExample(operationId: string, status: string): unknown {
  const op = operations.find((o) => o.operation.operationId === operationId);
  assert.ok(op, `no operation ${operationId}`);
  const media = op.operation.responses[status].content['application/json'];
  return Object.values<{ value: unknown }>(media.examples)[0].value;
}

test('storefront: listCategories returns the documented example', async () => {
  const client = storefrontClient({ baseUrl: mock.url, auth: () => 'pk_test_0123456789abcdefghijklmn' });
  const { data, response } = await listCategories({ client });
  assert.is(response.status, 200);
  assert.equal(data, documentedExample('listCategories', '200'));
});

test('storefront: addCartItem sends a typed body and gets the documented line back', async () => {
  const client = storefrontClient({ baseUrl: mock.url, auth: () => 'pk_test_0123456789abcdefghijklmn' });
  const { data, response } = await addCartItem({ client, body: { item_id: 'prod_7sKq2LmN9xYt', quantity: 2 } });
  assert.is(response.status, 201);
  assert.equal(data, documentedExample('addCartItem', '201'));
});

test('link: linkGetProfile with a bearer session returns the documented example, stamped with the time of the answer', async () => {
  const client = linkClient({ baseUrl: mock.url, auth: () => 'lst_0123456789abcdefghijklmnopqrstuv' });
  const before = Date.now();
  const { data, response } = await linkGetProfile({ client });
  assert.is(response.status, 200);
  const example = documentedExample('linkGetProfile', '200') as { meta: { timestamp: string } };
  const stamped = Date.parse(data!.meta.timestamp);
  assert.ok(stamped >= before - 1000 && stamped <= Date.now() + 1000, data!.meta.timestamp);
  assert.equal({ ...data, meta: example.meta }, example);
});

test('platform: listAssets with a business key returns the documented example', async () => {
  const client = platformClient({ baseUrl: mock.url, auth: () => 'dk_live_0123456789abcdefghijklmnopqrstuv' });
  const { data, response } = await listAssets({ client, path: { business_id: 'biz_7sKq2LmN9xYt' } });
  assert.is(response.status, 200);
  assert.equal(data, documentedExample('listAssets', '200'));
});

test("ucp: a checkout is created (201, the bare example) with unknown fields; no UCP-Agent is UCP's 400", async () => {
  const path = '/ucp/test/biz_7sKq2LmN9xYt/checkout-sessions';
  const body = JSON.stringify({ line_items: [{ item: { id: 'prod_7sKq2LmN9xYt' }, quantity: 1 }], surprise: true });
  const headers = { 'content-type': 'application/json', 'ucp-agent': 'profile="https://agent.example/p.json"' };
  const created = await fetch(mock.url + path, { method: 'POST', headers, body });
  assert.is(created.status, 201);
  // The example's links to pages the mock serves too (the sandbox handler's guide) point at the mock.
  const answered = (await created.text()).split(mock.url).join('http://127.0.0.1:8080');
  assert.equal(JSON.parse(answered), documentedExample('createUcpCheckout', '201'));
  const anonymous = await fetch(mock.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  assert.is(anonymous.status, 400);
  assert.is(((await anonymous.json()) as { code: string }).code, 'invalid_profile_url');
});

test("a bad body gets the contract's envelope naming the field, not a canned example", async () => {
  const client = storefrontClient({ baseUrl: mock.url, auth: () => 'pk_test_0123456789abcdefghijklmn' });
  const over = await addCartItem({ client, body: { item_id: 'prod_7sKq2LmN9xYt', quantity: 101 } });
  assert.is(over.response.status, 400);
  assert.equal(over.error, {
    success: false,
    error: { code: 'VALIDATION_ERROR', message: 'body.quantity: must be <= 100', retryable: false },
  });
  const missing = await addCartItem({ client, body: { quantity: 2 } as never });
  assert.is(missing.response.status, 400);
  assert.equal(missing.error, {
    success: false,
    error: { code: 'VALIDATION_ERROR', message: 'body.item_id: is required', retryable: false },
  });
});

test('headers carry real values: a fresh session per client, kept when sent back; rate limits; request ids', async () => {
  const key = { 'x-api-key': 'pk_test_0123456789abcdefghijklmn' };
  const first = await fetch(`${mock.url}/api/v1/cart`, { headers: key });
  const second = await fetch(`${mock.url}/api/v1/cart`, { headers: key });
  await first.arrayBuffer();
  await second.arrayBuffer();
  const session = first.headers.get('x-session-id') ?? '';
  assert.match(session, /^sess_[A-Za-z0-9]{32}$/);
  assert.is.not(second.headers.get('x-session-id'), session);
  assert.match(
    first.headers.get('set-cookie') ?? '',
    new RegExp(`^sf_session=${session}; Path=/; HttpOnly; SameSite=Lax`),
  );
  const again = await fetch(`${mock.url}/api/v1/cart`, { headers: { ...key, 'x-session-id': session } });
  await again.arrayBuffer();
  assert.is(again.headers.get('x-session-id'), session);
  assert.is(again.headers.get('set-cookie'), null);
  // The storefront's tightest publishable limit is 100 per second per IP; each request spends one.
  assert.is(first.headers.get('x-ratelimit-limit'), '100');
  assert.ok(Number(second.headers.get('x-ratelimit-remaining')) < 100);
  assert.match(first.headers.get('x-request-id') ?? '', /^req_[0-9a-f]{12}[0-9a-z]+$/);
  assert.is.not(second.headers.get('x-request-id'), first.headers.get('x-request-id'));
  const echoed = await fetch(`${mock.url}/api/v1/cart`, { headers: { ...key, 'x-request-id': 'trace-42' } });
  await echoed.arrayBuffer();
  assert.is(echoed.headers.get('x-request-id'), 'trace-42');
});

test("checkout by card links to the mock's own pay page, which returns to success_url and cancel_url", async () => {
  const res = await fetch(`${mock.url}/api/v1/checkout`, {
    method: 'POST',
    headers: { 'x-api-key': 'pk_test_0123456789abcdefghijklmn', 'content-type': 'application/json' },
    body: JSON.stringify({
      cart_id: 'cart_8fK2mQ7xLp3N',
      customer: { name: 'Ama Mensah', email: 'ama@example.com' },
      payment_method: 'card',
      metadata: { success_url: 'https://shop.example.com/thanks', cancel_url: 'https://shop.example.com/cart' },
    }),
  });
  assert.is(res.status, 201);
  const { data } = (await res.json()) as { data: { redirect_url: string; payment_reference: string } };
  const pay = new URL(data.redirect_url);
  assert.is(pay.origin, mock.url);
  assert.is(pay.pathname, `/pay/${data.payment_reference}`);
  const page = await fetch(data.redirect_url);
  assert.is(page.status, 200);
  const html = await page.text();
  const action = (id: string) =>
    new RegExp(`<form method="post" action="([^"]+)">\\s*<button[^>]*id="${id}"`)
      .exec(html)?.[1]
      ?.replace(/&amp;/g, '&');
  const approve = action('approve');
  const decline = action('decline');
  assert.ok(approve && decline, html);
  const approved = await fetch(new URL(approve!, mock.url), { method: 'POST', redirect: 'manual' });
  assert.is(approved.status, 303);
  assert.is(approved.headers.get('location'), 'https://shop.example.com/thanks');
  const declined = await fetch(new URL(decline!, mock.url), { method: 'POST', redirect: 'manual' });
  assert.is(declined.status, 303);
  assert.is(declined.headers.get('location'), 'https://shop.example.com/cart');
  // Without return URLs the page shows the outcome, as the sandbox's does.
  const bare = await fetch(`${mock.url}/pay/${data.payment_reference}/approve`, { method: 'POST' });
  assert.is(bare.status, 200);
  assert.match(await bare.text(), /id="outcome" data-status="succeeded"/);
});

test("a checkout session's url is the mock's own checkout page, which returns to its URLs", async () => {
  const res = await fetch(`${mock.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_0123456789abcdefghijklmn', 'content-type': 'application/json' },
    body: JSON.stringify({
      cart_id: 'cart_Ab3dEf6hIj9k',
      success_url: 'https://shop.example.com/done?s={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example.com/cart',
    }),
  });
  assert.is(res.status, 201);
  const { data } = (await res.json()) as { data: { id: string; url: string; cart_id: string; success_url: string } };
  // The answer echoes the request, as the server's does.
  assert.is(data.cart_id, 'cart_Ab3dEf6hIj9k');
  assert.is(data.success_url, 'https://shop.example.com/done?s={CHECKOUT_SESSION_ID}');
  const url = new URL(data.url);
  assert.is(url.origin + url.pathname, `${mock.url}/checkout/${data.id}`);
  const page = await fetch(data.url);
  assert.is(page.status, 200);
  const html = await page.text();
  const pay = /<form method="post" action="([^"]+)">\s*<button[^>]*id="pay"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  assert.ok(pay, html);
  const paid = await fetch(new URL(pay!, mock.url), { method: 'POST', redirect: 'manual' });
  assert.is(paid.status, 303);
  assert.is(paid.headers.get('location'), `https://shop.example.com/done?s=${data.id}`);
  const bad = await fetch(`${mock.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_0123456789abcdefghijklmn', 'content-type': 'application/json' },
    body: JSON.stringify({
      cart_id: 'cart_Ab3dEf6hIj9k',
      success_url: 'javascript:alert(1)',
      cancel_url: 'https://shop.example.com/cart',
    }),
  });
  assert.is(bad.status, 400);
  assert.match(((await bad.json()) as { error: { message: string } }).error.message, /\bsuccess_url: /);
});

test('Prefer picks another documented answer, after validation', async () => {
  const key = { 'x-api-key': 'pk_test_0123456789abcdefghijklmn' };
  const notFound = await fetch(`${mock.url}/api/v1/catalogue/products/prod_x`, {
    headers: { ...key, prefer: 'code=404' },
  });
  assert.is(notFound.status, 404);
  assert.is(((await notFound.json()) as { error: { code: string } }).error.code, 'NOT_FOUND');
  const failed = await fetch(`${mock.url}/api/v1/payments/authorization`, {
    method: 'POST',
    headers: { ...key, 'content-type': 'application/json', prefer: 'example=pending' },
    body: JSON.stringify({ reference: 'pay_4Hs8Kd2Mn6Pq', auth_type: 'three_ds', value: 'ok' }),
  });
  assert.is(failed.status, 200);
  const body = (await failed.json()) as { data: { status: string; next_action: { redirect_url: string } } };
  assert.is(body.data.status, 'pending');
  // The example's 3-D Secure link points at the mock's pay page, which serves it.
  assert.ok(body.data.next_action.redirect_url.startsWith(`${mock.url}/pay/`), body.data.next_action.redirect_url);
  assert.is((await fetch(body.data.next_action.redirect_url)).status, 200);
  const invalid = await fetch(`${mock.url}/api/v1/catalogue/products?limit=abc`, {
    headers: { ...key, prefer: 'code=200' },
  });
  assert.is(invalid.status, 400);
  assert.match(((await invalid.json()) as { error: { message: string } }).error.message, /^query\.limit: /);
});

test.run();
