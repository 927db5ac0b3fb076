// test-store: any (the mock against the server, request by request; the store behind the server does not change the contract)
// Mock/server parity: one list of requests, valid ones and invalid ones in each documented way, across the
// surfaces, sent to the mock (`npm run mock`, scripts/mock.ts) and to the real server (the harness, demo business).
// For each, the status, the error code and message, and the body's shape (top-level keys, `success`, the keys of
// `data` and of `error`) must be the same; the table is printed, and any mismatch fails. Both sides' answers are
// also checked against the contract.
//
// The requests carry the server's real ids and credentials (the demo business's keys, a cart in a storefront
// session, mobile-money payments waiting for their code, a guest order and its bill token, signed-in customer and
// Link sessions), made before the list runs; the mock accepts any well-formed key, token and id, so the same
// request is meaningful to both. Left out, because the answer depends on stored state the mock cannot know:
// a cart line or product id that does not exist (404 on the server, the example on the mock), a second
// authorization of a settled payment (409), a payment whose wallet number ends in 1111, the OTP request limit,
// an unknown or revoked key or session, and operations whose handlers have not landed (500 on the server).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startMock, type RunningMock } from '../../scripts/mock.js';
import { conformanceLog, type Violation } from '../harness/conformance.js';
import { newSessionId, startHarness, type Harness, type Shopper } from '../harness/harness.js';

let h: Harness;
let mock: RunningMock;
const mockLog = conformanceLog();

interface Row {
  /** What the row shows. */
  why: string;
  method: string;
  path: string;
  /** X-API-Key (storefront, Link); null sends none. Default: the demo's publishable key on the storefront. */
  key?: string | null;
  /** Authorization: Bearer … (platform keys, customer and Link sessions). */
  bearer?: string;
  session?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is. */
  raw?: string;
  contentType?: string;
  /** What of the answer must be the same beyond its shape (a sandbox outcome). */
  same?: (body: any) => unknown;
}

interface Answer {
  status: number;
  code: string;
  message: string;
  shape: string;
  /** Row.same of the body, as JSON. */
  detail: string;
}

/** The parts of an answer a client relies on: status, error code and message, and the body's shape. */
function summarise(status: number, text: string, same?: Row['same']): Answer {
  let body: any;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    return { status, code: '-', message: '-', shape: `not JSON: ${text.slice(0, 40)}`, detail: '-' };
  }
  const keys = (v: unknown) =>
    Array.isArray(v) ? '[…]' : v && typeof v === 'object' ? `{${Object.keys(v).sort().join(',')}}` : JSON.stringify(v);
  const shape =
    body && typeof body === 'object'
      ? [
          `{${Object.keys(body).sort().join(',')}}`,
          'success' in body ? `success=${body.success}` : '',
          'data' in body ? `data=${keys(body.data)}` : '',
          'error' in body ? `error=${keys(body.error)}` : '',
        ]
          .filter(Boolean)
          .join(' ')
      : String(body);
  return {
    status,
    // UCP's refusals are `{code, content}`, the other surfaces' an `error` object.
    code: body?.error?.code ?? body?.code ?? '-',
    message: body?.error?.message ?? body?.content ?? '-',
    shape,
    detail: same ? JSON.stringify(same(body) ?? null) : '-',
  };
}

async function send(base: string, doFetch: typeof fetch, row: Row, defaultKey: string | null): Promise<Answer> {
  const headers: Record<string, string> = {};
  const key = row.key === undefined ? defaultKey : row.key;
  if (key) headers['x-api-key'] = key;
  if (row.bearer) headers.authorization = `Bearer ${row.bearer}`;
  if (row.session) headers['x-session-id'] = row.session;
  Object.assign(headers, row.headers);
  const body = row.raw ?? (row.body === undefined ? undefined : JSON.stringify(row.body));
  if (body !== undefined) headers['content-type'] = row.contentType ?? 'application/json';
  const res = await doFetch(base + row.path, { method: row.method, headers, body });
  return summarise(res.status, await res.text(), row.same);
}

/** A checkout's outcome: the payment status, and whether (and to which page) the payer is sent. */
const payNext = (b: any) => [
  b.data?.payment_status,
  b.data?.redirect_url === null ? null : new URL(b.data.redirect_url).pathname.split('/')[1],
];

let rows: Row[] = [];
const results: { row: Row; server: Answer; mock: Answer }[] = [];

test.before(async () => {
  h = await startHarness({ seed: true });
  mock = await startMock({ logLevel: process.env.TEST_LOG_LEVEL ?? 'silent' });

  const biz = h.demo.business_id;
  const beans = await h.db.collection('products').findOne({ ...h.tenant, slug: 'house-blend-coffee-beans' });
  assert.ok(beans, 'demo product house-blend-coffee-beans');
  const product = String(beans._id);
  const withCart = async (): Promise<Shopper & { cart: string }> => {
    const s = h.shopper();
    await s.add(product, 1);
    return Object.assign(s, { cart: await s.cartId() });
  };
  const mm = { phone_number: '0241234567', provider: 'mtn' as const };
  const customer = { name: 'Ama Mensah', phone: '+233241234567' };

  // A cart for the refused checkouts (each leaves the cart as it was), one for each successful checkout.
  const refused = await withCart();
  const byCard = await withCart();
  const byWallet = await withCart();
  const forSession = await withCart();
  // Two mobile-money payments waiting for their wallet code, and a guest order with its bill token.
  // (A publishable key may authorize only payments of its own storefront session's orders.)
  const waiting: { reference: string; session: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const s = await withCart();
    const placed = await s.checkout({
      cart_id: s.cart,
      customer,
      payment_method: 'mobile_money',
      mobile_money_details: mm,
    });
    assert.is(placed.status, 201, JSON.stringify(placed.body));
    waiting.push({ reference: placed.body.data.payment_reference, session: s.sessionId });
  }
  const guest = await withCart();
  const order = await guest.checkout({ cart_id: guest.cart, customer, payment_method: 'cash' });
  assert.is(order.status, 201, JSON.stringify(order.body));
  const { order_id, bill_token } = order.body.data;
  // A signed-in storefront customer, and a Link session signed in with the sandbox code.
  const shopper = await h.customer();
  const linkSignIn = await h.fetch(`${h.url}/v1/link/auth/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': h.publishableKey },
    body: JSON.stringify({ contact: 'parity.link@example.com', contact_type: 'email', otp_code: '123456' }),
  });
  assert.is(linkSignIn.status, 200);
  const linkToken: string = ((await linkSignIn.json()) as any).data.session_token;

  const sk = h.secretKey;
  const dk = h.businessKey;
  rows = [
    // --- storefront: reads, credentials, routing ---
    { why: 'valid read', method: 'GET', path: '/api/v1/catalogue/categories' },
    { why: 'valid list with a query', method: 'GET', path: '/api/v1/catalogue/products?limit=5' },
    { why: 'missing key', method: 'GET', path: '/api/v1/catalogue/categories', key: null },
    { why: 'malformed key', method: 'GET', path: '/api/v1/catalogue/categories', key: 'pk_test_short' },
    { why: 'business key on the storefront', method: 'GET', path: '/api/v1/catalogue/categories', key: dk },
    { why: 'publishable key where a secret key is needed', method: 'GET', path: '/api/v1/webhooks' },
    { why: 'unknown route', method: 'GET', path: '/api/v1/catalogue/nothing-here' },
    { why: 'unknown route outside every surface', method: 'GET', path: '/nothing-here', key: null },
    { why: 'method not allowed', method: 'DELETE', path: '/api/v1/catalogue/categories' },
    { why: 'customer route without a bearer session', method: 'GET', path: '/api/v1/auth/user' },
    { why: 'customer route with a bearer session', method: 'GET', path: '/api/v1/auth/user', bearer: shopper.token },
    // --- storefront: query and body validation ---
    { why: 'wrong type in the query', method: 'GET', path: '/api/v1/catalogue/products?limit=abc' },
    { why: 'over-limit query value', method: 'GET', path: '/api/v1/catalogue/products?limit=1000' },
    {
      why: 'valid write',
      method: 'POST',
      path: '/api/v1/cart/items',
      session: newSessionId(),
      body: { item_id: product, quantity: 2 },
    },
    { why: 'invalid JSON', method: 'POST', path: '/api/v1/cart/items', raw: '{"item_id": ' },
    {
      why: 'not JSON at all',
      method: 'POST',
      path: '/api/v1/cart/items',
      raw: 'item_id=x',
      contentType: 'application/x-www-form-urlencoded',
    },
    {
      why: 'wrong type in the body',
      method: 'POST',
      path: '/api/v1/cart/items',
      body: { item_id: product, quantity: 'two' },
    },
    { why: 'missing required field', method: 'POST', path: '/api/v1/cart/items', body: { quantity: 1 } },
    { why: 'over-limit value', method: 'POST', path: '/api/v1/cart/items', body: { item_id: product, quantity: 101 } },
    {
      why: 'unknown field',
      method: 'POST',
      path: '/api/v1/cart/items',
      body: { item_id: product, quantity: 1, colour: 'red' },
    },
    { why: 'missing body', method: 'POST', path: '/api/v1/cart/items' },
    {
      why: 'body on a POST that takes none',
      method: 'POST',
      path: `/api/v1/orders/${order_id}/verify-payment?token=${bill_token}`,
      body: { note: 'x' },
    },
    // --- storefront: sign-in (sandbox code 123456 with a _test_ key) ---
    {
      why: 'request a code',
      method: 'POST',
      path: '/api/v1/auth/request-otp',
      body: { contact: 'parity.one@example.com', contact_type: 'email' },
    },
    {
      why: 'request a code for a malformed phone',
      method: 'POST',
      path: '/api/v1/auth/request-otp',
      body: { contact: '0241234567' },
    },
    {
      why: 'sign in with the sandbox code',
      method: 'POST',
      path: '/api/v1/auth/verify-otp',
      body: { contact: '+233201110001', otp_code: '123456' },
    },
    {
      why: 'sign in with a wrong code',
      method: 'POST',
      path: '/api/v1/auth/verify-otp',
      body: { contact: '+233201110002', otp_code: '654321' },
    },
    {
      why: 'sign in, legacy path, wrong code',
      method: 'POST',
      path: '/api/v1/auth/otp/verify',
      body: { contact: '+233201110003', otp_code: '000000' },
    },
    {
      why: 'sign in with a code of the wrong form',
      method: 'POST',
      path: '/api/v1/auth/verify-otp',
      body: { contact: '+233201110004', otp_code: '12-4' },
    },
    {
      why: 'sign in, email contact of the phone type',
      method: 'POST',
      path: '/api/v1/auth/verify-otp',
      body: { contact: 'ama@example.com', contact_type: 'phone', otp_code: '123456' },
    },
    {
      why: 'sign in with a live key and the sandbox code',
      method: 'POST',
      path: '/api/v1/auth/verify-otp',
      key: h.demo.live_publishable_key,
      body: { contact: '+233201110005', otp_code: '123456' },
    },
    // --- storefront: checkout and payments (sandbox) ---
    {
      why: 'checkout by card',
      method: 'POST',
      path: '/api/v1/checkout',
      session: byCard.sessionId,
      body: {
        cart_id: byCard.cart,
        customer,
        payment_method: 'card',
        metadata: { success_url: 'https://shop.example.com/thanks' },
      },
      same: payNext,
    },
    {
      why: 'checkout by mobile money',
      method: 'POST',
      path: '/api/v1/checkout',
      session: byWallet.sessionId,
      body: { cart_id: byWallet.cart, customer, payment_method: 'mobile_money', mobile_money_details: mm },
      same: payNext,
    },
    {
      why: 'wallet number ending 0000: provider unreachable',
      method: 'POST',
      path: '/api/v1/checkout',
      session: refused.sessionId,
      body: {
        cart_id: refused.cart,
        customer,
        payment_method: 'mobile_money',
        mobile_money_details: { ...mm, phone_number: '0241230000' },
      },
    },
    {
      why: 'unknown enum value',
      method: 'POST',
      path: '/api/v1/checkout',
      session: refused.sessionId,
      body: { cart_id: refused.cart, customer, payment_method: 'bitcoin' },
    },
    {
      why: 'mobile money without wallet details',
      method: 'POST',
      path: '/api/v1/checkout',
      session: refused.sessionId,
      body: { cart_id: refused.cart, customer, payment_method: 'mobile_money' },
    },
    {
      why: 'delivery without a street address',
      method: 'POST',
      path: '/api/v1/checkout',
      session: refused.sessionId,
      body: {
        cart_id: refused.cart,
        customer,
        payment_method: 'cash',
        order_type: 'delivery',
        address_info: { city: 'Accra' },
      },
    },
    {
      why: 'return URL that is not http(s)',
      method: 'POST',
      path: '/api/v1/checkout',
      session: refused.sessionId,
      body: {
        cart_id: refused.cart,
        customer,
        payment_method: 'card',
        metadata: { success_url: 'ftp://shop.example.com/x' },
      },
    },
    {
      why: 'Idempotency-Key header and body field differ',
      method: 'POST',
      path: '/api/v1/checkout',
      session: refused.sessionId,
      body: { cart_id: refused.cart, customer, payment_method: 'cash', idempotency_key: 'a-body-key-0001' },
    },
    {
      why: 'wallet code other than 123456',
      method: 'POST',
      path: '/api/v1/payments/authorization',
      session: waiting[0].session,
      body: { reference: waiting[0].reference, auth_type: 'otp', value: '999999' },
      same: (b) => b.data?.status,
    },
    {
      why: 'wallet code 123456',
      method: 'POST',
      path: '/api/v1/payments/authorization',
      session: waiting[1].session,
      body: { reference: waiting[1].reference, auth_type: 'otp', value: '123456' },
      same: (b) => b.data?.status,
    },
    // --- storefront: guest orders ---
    { why: 'guest order with its bill token', method: 'GET', path: `/api/v1/orders/${order_id}?token=${bill_token}` },
    { why: 'guest order without bill token or session', method: 'GET', path: `/api/v1/orders/${order_id}` },
    { why: 'payment status without bill token', method: 'GET', path: `/api/v1/orders/${order_id}/payment-status` },
    // --- Link ---
    {
      why: 'Link sign-in with the sandbox code',
      method: 'POST',
      path: '/v1/link/auth/verify-otp',
      body: { contact: 'parity.two@example.com', contact_type: 'email', otp_code: '123456' },
    },
    {
      why: 'Link sign-in with a wrong code',
      method: 'POST',
      path: '/v1/link/auth/verify-otp',
      body: { contact: 'parity.three@example.com', contact_type: 'email', otp_code: '222222' },
    },
    {
      why: 'Link sign-in without a key (live)',
      method: 'POST',
      path: '/v1/link/auth/verify-otp',
      key: null,
      body: { contact: 'parity.four@example.com', contact_type: 'email', otp_code: '123456' },
    },
    {
      why: 'Link sign-in, code too short',
      method: 'POST',
      path: '/v1/link/auth/verify-otp',
      body: { contact: 'parity.five@example.com', contact_type: 'email', otp_code: '12' },
    },
    {
      why: 'Link sign-in, code of the wrong form',
      method: 'POST',
      path: '/v1/link/auth/verify-otp',
      body: { contact: 'parity.six@example.com', contact_type: 'email', otp_code: '12-45' },
    },
    {
      why: 'Link sign-in with a malformed key',
      method: 'POST',
      path: '/v1/link/auth/verify-otp',
      key: 'pk_test_nope',
      body: { contact: 'parity.seven@example.com', contact_type: 'email', otp_code: '123456' },
    },
    {
      why: 'Link request a code, invalid email',
      method: 'POST',
      path: '/v1/link/auth/request-otp',
      body: { contact: 'not-an-email', contact_type: 'email' },
    },
    { why: 'Link profile', method: 'GET', path: '/v1/link/profile', key: null, bearer: linkToken },
    { why: 'Link profile without a session', method: 'GET', path: '/v1/link/profile', key: null },
    {
      why: 'Link address, invalid country',
      method: 'POST',
      path: '/v1/link/addresses',
      key: null,
      bearer: linkToken,
      body: { street_address: '1 Oxford St', city: 'Accra', country: 'gh' },
    },
    {
      why: 'Link address',
      method: 'POST',
      path: '/v1/link/addresses',
      key: null,
      bearer: linkToken,
      body: { street_address: '1 Oxford St', city: 'Accra', country: 'GH' },
    },
    { why: 'Link unknown route', method: 'GET', path: '/v1/link/nothing-here', key: null },
    // --- platform ---
    {
      why: 'catalogue import, dry run',
      method: 'POST',
      path: `/v1/businesses/${biz}/catalogue/import?mode=test&dry_run=true`,
      key: null,
      bearer: dk,
      body: { version: 1, products: [{ slug: 'parity-tea', name: 'Parity tea', price: '12.00' }] },
    },
    {
      why: 'body over 1 MiB',
      method: 'POST',
      path: `/v1/businesses/${biz}/catalogue/import?mode=test`,
      key: null,
      bearer: dk,
      raw: JSON.stringify({ version: 1, products: [{ slug: 'x'.repeat(1_100_000) }] }),
    },
    {
      why: 'catalogue import, unknown version',
      method: 'POST',
      path: `/v1/businesses/${biz}/catalogue/import?mode=test&dry_run=true`,
      key: null,
      bearer: dk,
      body: { version: 2, products: [] },
    },
    {
      why: 'platform without a bearer key',
      method: 'POST',
      path: `/v1/businesses/${biz}/catalogue/import`,
      key: null,
      body: { version: 1 },
    },
    {
      why: 'platform with a publishable key',
      method: 'POST',
      path: `/v1/businesses/${biz}/catalogue/import`,
      key: null,
      bearer: h.publishableKey,
      body: { version: 1 },
    },
    {
      why: 'platform, body on a POST that takes none',
      method: 'POST',
      path: `/v1/businesses/${biz}/orders/${order_id}/mark-paid?mode=test`,
      key: null,
      bearer: dk,
      body: { paid: true },
    },
    {
      why: 'hosted checkout session',
      method: 'POST',
      path: '/v1/checkout/sessions',
      key: null,
      bearer: sk,
      body: {
        cart_id: forSession.cart,
        success_url: 'https://shop.example.com/done',
        cancel_url: 'https://shop.example.com/cart',
      },
    },
    {
      why: 'hosted checkout session, bad return URL',
      method: 'POST',
      path: '/v1/checkout/sessions',
      key: null,
      bearer: sk,
      body: { cart_id: forSession.cart, success_url: 'https://shop.example.com/done', cancel_url: '/cart' },
    },
    {
      why: 'hosted checkout session with a publishable key',
      method: 'POST',
      path: '/v1/checkout/sessions',
      key: null,
      bearer: h.publishableKey,
      body: {
        cart_id: forSession.cart,
        success_url: 'https://shop.example.com/done',
        cancel_url: 'https://shop.example.com/cart',
      },
    },
    // --- UCP (no key: the URL names the business and the mode) ---
    { why: 'UCP business profile', method: 'GET', path: `/ucp/test/${h.demo.business_id}/.well-known/ucp`, key: null },
    { why: 'UCP unknown mode', method: 'GET', path: `/ucp/sandbox/${h.demo.business_id}/.well-known/ucp`, key: null },
    { why: 'UCP unknown route', method: 'GET', path: `/ucp/test/${h.demo.business_id}/nothing-here`, key: null },
  ];
  // The Idempotency-Key row sends a header that differs from its body field.
  rows.find((r) => r.why.startsWith('Idempotency-Key'))!.headers = { 'idempotency-key': 'a-header-key-0001' };
});

test.after(async () => {
  await mock?.close();
  await h?.close();
});

test('the mock answers every request of the list as the server does', async () => {
  const table: string[] = [];
  const mismatches: string[] = [];
  const cell = (a: Answer) => `${a.status} ${a.code}`;
  for (const row of rows) {
    const defaultKey = row.path.startsWith('/api/') || row.path.startsWith('/v1/link/') ? h.publishableKey : null;
    const server = await send(h.url, h.fetch, row, defaultKey);
    const mocked = await send(mock.url, mockLog.fetch, row, defaultKey);
    results.push({ row, server, mock: mocked });
    const differs = (['status', 'code', 'message', 'shape', 'detail'] as const).filter((k) => server[k] !== mocked[k]);
    table.push(
      `${`${row.method} ${row.path.replace(/\?.*/, '')}`.slice(0, 62).padEnd(62)} ${cell(server).padEnd(26)} ${cell(mocked).padEnd(26)} ${differs.length ? `MISMATCH (${differs.join(', ')})` : 'ok'}  ${row.why}`,
    );
    if (differs.length)
      mismatches.push(
        `${row.why}: ${row.method} ${row.path}\n    server ${JSON.stringify(server)}\n    mock   ${JSON.stringify(mocked)}`,
      );
  }
  console.log(`\n${'request'.padEnd(62)} ${'server'.padEnd(26)} ${'mock'.padEnd(26)} match\n${table.join('\n')}\n`);
  assert.ok(rows.length >= 60, `only ${rows.length} requests`);
  assert.equal(mismatches, []);
});

test('the list is meaningful: valid requests succeed, each kind of refusal occurs, validation names the field', () => {
  // Guards against a list that "matches" because both sides refuse everything (a broken fixture, a bad key).
  assert.is(results.length, rows.length);
  const statuses = new Set(results.map((r) => r.server.status));
  for (const s of [200, 201, 400, 401, 403, 404, 405, 413, 415, 503])
    assert.ok(statuses.has(s), `no request answered ${s}`);
  const codes = new Set(results.map((r) => r.server.code));
  for (const c of [
    'VALIDATION_ERROR',
    'BAD_REQUEST',
    'UNAUTHORIZED',
    'INVALID_OTP',
    'FORBIDDEN',
    'NOT_FOUND',
    'SERVICE_UNAVAILABLE',
  ]) {
    assert.ok(codes.has(c), `no request answered ${c}`);
  }
  assert.ok(results.filter((r) => r.server.status < 300).length >= 15, 'fewer than 15 successful requests');
  // Every validation error of the mock names the field (`body.quantity: must be <= 100`).
  for (const r of results.filter((x) => x.mock.code === 'VALIDATION_ERROR')) {
    assert.match(r.mock.message, /^[a-z_][\w.-]*: \S/, `${r.row.why}: ${r.mock.message}`);
  }
});

/**
 * Findings that are not about the answers: the unknown routes of the list are requests outside the contract on
 * purpose (the checker reports the request).
 */
const expected = (v: Violation) => v.violations.every((f) => f.location[0] === 'request');

test('every answer of both conforms to the contract', () => {
  assert.equal(
    h.responseViolations().filter((v) => !expected(v)),
    [],
  );
  assert.equal(
    mockLog.responseViolations().filter((v) => !expected(v)),
    [],
  );
  // The same requests were checked on both sides.
  assert.is(mockLog.responseViolations().length, h.responseViolations().length);
});

test.run();
