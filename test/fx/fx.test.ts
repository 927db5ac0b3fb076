// FX over HTTP: indicative rates and locked quotes from a configured rate table (FX_RATES, with a 1.5 % fee),
// conversions into and out of JPY (no decimals) and KWD (three, held to 0.01) worked out by hand, and checkout
// paying in another currency with a quote: the quote's total charged, and an expired, used or mismatched quote
// refused with its own code, a race for one quote won once. Then the Frankfurter adapter wired by environment,
// against a local upstream speaking its API (started here): its rates, a quote's configured lifetime, stale rates
// when it fails, and 503 when there is nothing to fall back on.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, loadConfig } from '../../src/kernel/config.js';
import { toMinor } from '../../src/kernel/money.js';
import type { OrderDoc, PaymentDoc } from '../../src/modules/orders/model.js';
import { startFakeUpstream, type FakeUpstream } from '../harness/fake-upstream.js';
import { startHarness, type Harness, type Shopper } from '../harness/harness.js';

// Units per one US dollar. From GHS: JPY 150 / 12.5 = 12, KWD 0.3075 / 12.5 = 0.0246, USD 1 / 12.5 = 0.08.
const FX_RATES = JSON.stringify({ base: 'USD', rates: { GHS: '12.5', JPY: '150', KWD: '0.3075', EUR: '0.9' } });

let h: Harness;
let live: Harness;
let upstream: FakeUpstream;
let started: Date;
let beans: string;
let chips: string;
const upstreamCalls: string[] = [];
let upstreamDown = false;

/** Units per one euro, like the ECB's; Frankfurter rebases them and leaves out what it does not have (GHS). */
const ECB: Record<string, number> = { EUR: 1, USD: 1.0842, GBP: 0.8571, JPY: 162.51, CHF: 0.9412 };

test.before(async () => {
  upstream = await startFakeUpstream((req, _body, res) => {
    const url = new URL(req.url!, 'http://x');
    upstreamCalls.push(req.url!);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (upstreamDown) return json(503, { message: 'maintenance' });
    if (url.pathname === '/v1/currencies')
      return json(200, {
        CHF: 'Swiss Franc',
        EUR: 'Euro',
        GBP: 'British Pound',
        JPY: 'Japanese Yen',
        USD: 'United States Dollar',
      });
    if (url.pathname === '/v1/latest') {
      const base = url.searchParams.get('base')!;
      const rates: Record<string, number> = {};
      for (const s of url.searchParams.get('symbols')!.split(','))
        if (ECB[base] && ECB[s]) rates[s] = Number((ECB[s] / ECB[base]).toFixed(4));
      if (!Object.keys(rates).length) return json(404, { message: 'not found' });
      return json(200, { amount: 1.0, base, date: '2026-11-20', rates });
    }
    return json(404, { message: 'not found' });
  });
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off', FX_RATES, FX_FEE_BPS: '150' } });
  // The provider took the time of its table when the server started; no request has moved the clock yet.
  started = h.clock.now();
  live = await startHarness({
    seed: true,
    env: {
      RATE_LIMITS: 'off',
      FX_FRANKFURTER_URL: `${upstream.url}/v1`,
      FX_CACHE_MS: '0',
      FX_QUOTE_TTL_SECONDS: '60',
      FX_TIMEOUT_MS: '2000',
    },
  });
  const product = async (slug: string) =>
    String((await h.db.collection('products').findOne({ ...h.tenant, slug }))!._id);
  beans = await product('house-blend-coffee-beans');
  chips = await product('plantain-chips');
});
test.after(async () => {
  await h?.close();
  await live?.close();
  await upstream?.close();
});

const rates = (hh: Harness, query = '') => hh.raw('GET', `/api/v1/fx/rates${query}`);
const quote = (hh: Harness, body: Record<string, unknown>) => hh.raw('POST', '/api/v1/fx/quotes', { body });
const readQuote = (hh: Harness, id: string) => hh.raw('GET', `/api/v1/fx/quotes/${id}`);

async function created(from_currency: string, to_currency: string, amount: string): Promise<any> {
  const r = await quote(h, { from_currency, to_currency, amount });
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data;
}

const refused = (r: { status: number; json: any }, status: number, code: string, message: RegExp) => {
  assert.is(r.status, status, JSON.stringify(r.json));
  assert.equal([r.json.error.code, r.json.error.retryable], [code, status === 503]);
  assert.match(r.json.error.message, message);
};

test('rates: from the business currency by default, every other accepted currency, as_of the table time', async () => {
  const r = await rates(h);
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.data, {
    base: 'GHS',
    rates: { EUR: '0.072', JPY: '12', KWD: '0.0246', USD: '0.08' },
    as_of: started.toISOString(),
  });
});

test('rates: another base among the accepted currencies, cross rates to 10 significant digits', async () => {
  assert.equal((await rates(h, '?base=USD')).json.data.rates, { EUR: '0.9', GHS: '12.5', JPY: '150', KWD: '0.3075' });
  // 12.5 / 0.3075 = 40.650406504…, 150 / 0.3075 = 487.80487804…, 1 / 0.3075, 0.9 / 0.3075
  assert.equal((await rates(h, '?base=KWD')).json.data.rates, {
    EUR: '2.926829268',
    GHS: '40.6504065',
    JPY: '487.804878',
    USD: '3.25203252',
  });
  assert.equal((await rates(h, '?base=JPY')).json.data.rates, {
    EUR: '0.006',
    GHS: '0.08333333333',
    KWD: '0.00205',
    USD: '0.006666666667',
  });
});

test('rates: a base the business does not accept is 400 naming base', async () => {
  refused(
    await rates(h, '?base=ZAR'),
    400,
    'VALIDATION_ERROR',
    /^base: ZAR is not a currency this business accepts \(EUR, GHS, JPY, KWD, USD\)/,
  );
  refused(await rates(h, '?base=XXX'), 400, 'VALIDATION_ERROR', /^base: /);
  refused(await rates(h, '?base=usd'), 400, 'VALIDATION_ERROR', /base/);
});

test('quote: locks the rate with the fee for 15 minutes, reads back the same, unknown ids are 404', async () => {
  const q = await created('GHS', 'JPY', '102.95');
  const { id, created_at, ...rest } = q;
  assert.match(id, /^fxq_[A-Za-z0-9]{20}$/);
  // 102.95 × 12 = 1235.40 → 1235 JPY; fee 1235 × 1.5 % = 18.525 → 19 JPY.
  assert.equal(rest, {
    status: 'active',
    from_currency: 'GHS',
    to_currency: 'JPY',
    rate: '12',
    amount: '102.95',
    converted_amount: '1235.00',
    fee: '19.00',
    total_amount: '1254.00',
    expires_at: new Date(Date.parse(created_at) + 15 * 60_000).toISOString(),
    used_by_order_id: null,
  });
  const read = await readQuote(h, id);
  assert.is(read.status, 200);
  assert.equal(read.json.data, q);
  refused(await readQuote(h, 'fxq_NoSuchQuote000000'), 404, 'NOT_FOUND', /fxq_NoSuchQuote000000/);
  // Another business's quote is not this one's to read.
  const other = await h.business('Other Shop');
  assert.is((await h.raw('GET', `/api/v1/fx/quotes/${id}`, { key: other.publishableKey })).status, 404);
});

test('quote: JPY and KWD, to and from, exact and rounded half up once to what two decimals can hold', async () => {
  const cases: [
    string,
    string,
    string,
    { rate: string; converted_amount: string; fee: string; total_amount: string },
  ][] = [
    // 100.25 × 0.0246 = 2.46615 KWD → 2.47 (0.01 KWD, never through fils); fee 0.03705 → 0.04
    ['GHS', 'KWD', '100.25', { rate: '0.0246', converted_amount: '2.47', fee: '0.04', total_amount: '2.51' }],
    // 250.00 × 0.0246 = 6.15 KWD; fee 0.09225 → 0.09
    ['GHS', 'KWD', '250.00', { rate: '0.0246', converted_amount: '6.15', fee: '0.09', total_amount: '6.24' }],
    // 6.15 × 40.6504065 = 249.999999975 → 250.00; fee 3.75
    ['KWD', 'GHS', '6.15', { rate: '40.6504065', converted_amount: '250.00', fee: '3.75', total_amount: '253.75' }],
    // 1234 × 0.00205 = 2.5297 → 2.53; fee 0.03795 → 0.04
    ['JPY', 'KWD', '1234.00', { rate: '0.00205', converted_amount: '2.53', fee: '0.04', total_amount: '2.57' }],
    // 2.46 × 487.804878 = 1199.99999988 → 1200 JPY; fee 18
    ['KWD', 'JPY', '2.46', { rate: '487.804878', converted_amount: '1200.00', fee: '18.00', total_amount: '1218.00' }],
    // 1234 × 0.08333333333 = 102.8333333 → 102.83; fee 1.54245 → 1.54
    [
      'JPY',
      'GHS',
      '1234.00',
      { rate: '0.08333333333', converted_amount: '102.83', fee: '1.54', total_amount: '104.37' },
    ],
    // 0.03 × 150 = 4.5 JPY → 5 (half up); fee 0.075 → 0
    ['USD', 'JPY', '0.03', { rate: '150', converted_amount: '5.00', fee: '0.00', total_amount: '5.00' }],
  ];
  for (const [from, to, amount, expected] of cases) {
    const q = await created(from, to, amount);
    assert.equal(
      { rate: q.rate, converted_amount: q.converted_amount, fee: q.fee, total_amount: q.total_amount },
      expected,
      `${amount} ${from} → ${to}`,
    );
  }
});

test('quote: 400 naming the field for identical or unaccepted currencies and amounts that convert to nothing', async () => {
  refused(
    await quote(h, { from_currency: 'GHS', to_currency: 'GHS', amount: '10.00' }),
    400,
    'VALIDATION_ERROR',
    /^to_currency: must differ/,
  );
  refused(
    await quote(h, { from_currency: 'GHS', to_currency: 'ZAR', amount: '10.00' }),
    400,
    'VALIDATION_ERROR',
    /^to_currency: ZAR is not a currency/,
  );
  refused(
    await quote(h, { from_currency: 'NGN', to_currency: 'USD', amount: '10.00' }),
    400,
    'VALIDATION_ERROR',
    /^from_currency: NGN/,
  );
  // 0.01 GHS is 0.12 JPY: less than a yen.
  refused(
    await quote(h, { from_currency: 'GHS', to_currency: 'JPY', amount: '0.01' }),
    400,
    'VALIDATION_ERROR',
    /^amount: 0\.01 GHS comes to less than/,
  );
  refused(
    await quote(h, { from_currency: 'GHS', to_currency: 'USD', amount: '0.00' }),
    400,
    'VALIDATION_ERROR',
    /amount/,
  );
  refused(
    await quote(h, { from_currency: 'GHS', to_currency: 'USD', amount: '1.5' }),
    400,
    'VALIDATION_ERROR',
    /amount/,
  );
  refused(
    await quote(h, { from_currency: 'GHS', to_currency: 'USD', amount: '999999999999999.99' }),
    400,
    'VALIDATION_ERROR',
    /^amount: .* too large/,
  );
  refused(
    await quote(h, { from_currency: 'GHS', to_currency: 'USD', amount: '10.00', rate: '1' }),
    400,
    'VALIDATION_ERROR',
    /rate/,
  );
  assert.is(await h.db.collection('fx_quotes').countDocuments({ amount: 0 }), 0);
});

// ---- paying with a quote at checkout ----

async function shopperWith(...products: string[]): Promise<{ s: Shopper; cartId: string; total: string }> {
  const s = h.shopper();
  for (const p of products) await s.add(p);
  const cart = await h.raw('GET', '/api/v1/cart', { sessionId: s.sessionId });
  return { s, cartId: cart.json.data.id, total: cart.json.data.pricing.total_price };
}

async function payWith(
  s: Shopper,
  cartId: string,
  quoteId: string,
  payCurrency = 'USD',
): Promise<{ status: number; json: any }> {
  const r = await s.checkout({
    cart_id: cartId,
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'card',
    pay_currency: payCurrency,
    fx_quote_id: quoteId,
  });
  return { status: r.status, json: r.body };
}

const ordersWithQuote = (id: string) => h.db.collection<OrderDoc>('orders').countDocuments({ fx_quote_id: id });

test('checkout: charges the quote total in pay_currency; the order keeps the cart currency; the quote is used', async () => {
  const { s, cartId, total } = await shopperWith(beans);
  assert.is(total, '97.75'); // 85.00 + 15 % VAT
  const q = await created('GHS', 'USD', total);
  // 97.75 × 0.08 = 7.82 USD; fee 0.1173 → 0.12
  assert.equal([q.converted_amount, q.fee, q.total_amount], ['7.82', '0.12', '7.94']);
  const placed = await payWith(s, cartId, q.id);
  assert.is(placed.status, 201, JSON.stringify(placed.json));
  assert.equal([placed.json.data.amount, placed.json.data.currency], ['7.94', 'USD']);

  const order = await h.db.collection<OrderDoc>('orders').findOne({ _id: placed.json.data.order_id });
  assert.equal(
    [order!.total_price, order!.currency, order!.pay_currency, order!.fx_quote_id],
    [toMinor('97.75'), 'GHS', 'USD', q.id],
  );
  const payment = await h.db.collection<PaymentDoc>('payments').findOne({ _id: placed.json.data.payment_reference });
  assert.equal([payment!.amount, payment!.currency], [toMinor('7.94'), 'USD']);

  const read = (await readQuote(h, q.id)).json.data;
  assert.equal([read.status, read.used_by_order_id], ['used', order!._id]);

  // The order itself says what was charged, wherever it is shown: the storefront's order, the business's list, the
  // payment status (which agrees), and Link's view of the person's orders.
  const charge = { currency: 'USD', amount: '7.94', rate: q.rate, fee: '0.12', fx_quote_id: q.id };
  const token = placed.json.data.bill_token;
  const shown = (await h.raw('GET', `/api/v1/orders/${order!._id}?token=${token}`)).json.data;
  assert.equal([shown.total_price, shown.currency, shown.fx_charge], ['97.75', 'GHS', charge]);
  const status = (await h.raw('GET', `/api/v1/orders/${order!._id}/payment-status?token=${token}`)).json.data;
  assert.equal([status.amount, status.currency], [charge.amount, charge.currency]);
  const asBusiness = { key: null, headers: { authorization: `Bearer ${h.demo.business_key}` } };
  const listed = (await h.raw('GET', `/v1/businesses/${h.demo.business_id}/orders?mode=test&limit=100`, asBusiness))
    .json.data.orders;
  assert.equal(listed.find((o: { id: string }) => o.id === order!._id).fx_charge, charge);
  // Link: the payer signs in with the order's contact (sandbox OTP) and links the guest order to their account.
  const otp = { contact: 'ama@example.com', contact_type: 'email' };
  assert.is((await h.raw('POST', '/v1/link/auth/request-otp', { body: otp })).status, 200);
  const signedIn = await h.raw('POST', '/v1/link/auth/verify-otp', { body: { ...otp, otp_code: '123456' } });
  assert.is(signedIn.status, 200, JSON.stringify(signedIn.json));
  const asPerson = { key: null, headers: { authorization: `Bearer ${signedIn.json.data.session_token}` } };
  const enrolled = await h.raw('POST', '/v1/link/enroll-and-link-order', {
    ...asPerson,
    body: { order_id: order!._id, business_id: h.demo.business_id },
  });
  assert.equal([enrolled.status, enrolled.json.data?.order?.fx_charge], [200, charge], JSON.stringify(enrolled.json));
  assert.equal((await h.raw('GET', `/v1/link/orders/${order!._id}`, asPerson)).json.data.fx_charge, charge);
  // An order paid in its own currency shows none.
  const plain = await shopperWith(beans);
  const own = await plain.s.checkout({
    cart_id: plain.cartId,
    customer: { name: 'Ama Mensah', email: 'ama@example.com' },
    payment_method: 'card',
  });
  assert.is(
    (await h.raw('GET', `/api/v1/orders/${own.body.data.order_id}?token=${own.body.data.bill_token}`)).json.data
      .fx_charge,
    null,
  );
});

test('checkout: a quote another order used is 409 FX_QUOTE_USED, and nothing is created', async () => {
  const first = await shopperWith(beans);
  const q = await created('GHS', 'USD', first.total);
  assert.is((await payWith(first.s, first.cartId, q.id)).status, 201);
  const second = await shopperWith(beans);
  assert.is(second.total, first.total);
  refused(
    await payWith(second.s, second.cartId, q.id),
    409,
    'FX_QUOTE_USED',
    /^fx_quote_id: .*already used by another order/,
  );
  assert.is(await ordersWithQuote(q.id), 1);
  assert.is(
    (await h.raw('GET', '/api/v1/cart', { sessionId: second.s.sessionId })).json.data.items.length,
    1,
    'the cart is left as it was',
  );
});

test('checkout: two checkouts racing for one quote give exactly one order', async () => {
  const a = await shopperWith(beans);
  const b = await shopperWith(beans);
  const q = await created('GHS', 'USD', a.total);
  const results = await Promise.all([payWith(a.s, a.cartId, q.id), payWith(b.s, b.cartId, q.id)]);
  assert.equal(results.map((r) => r.status).sort(), [201, 409], JSON.stringify(results.map((r) => r.json)));
  const lost = results.find((r) => r.status === 409)!;
  assert.is(lost.json.error.code, 'FX_QUOTE_USED');
  assert.is(await ordersWithQuote(q.id), 1);
});

test('checkout: a quote for another amount or currency pair is 409 FX_QUOTE_MISMATCH', async () => {
  const { s, cartId, total } = await shopperWith(beans);
  const q = await created('GHS', 'USD', total);
  await s.add(chips); // the cart changed after quoting
  refused(
    await payWith(s, cartId, q.id),
    409,
    'FX_QUOTE_MISMATCH',
    /^fx_quote_id: the quote is for 97\.75 GHS but the cart total is /,
  );
  const fresh = await shopperWith(beans);
  refused(
    await payWith(fresh.s, fresh.cartId, q.id, 'EUR'),
    409,
    'FX_QUOTE_MISMATCH',
    /converts GHS to USD, not GHS to EUR/,
  );
  const fromUsd = await created('USD', 'JPY', fresh.total);
  refused(
    await payWith(fresh.s, fresh.cartId, fromUsd.id, 'JPY'),
    409,
    'FX_QUOTE_MISMATCH',
    /converts USD to JPY, not GHS to JPY/,
  );
  assert.is(await ordersWithQuote(q.id), 0);
  // An unknown quote stays a validation error naming the field.
  refused(
    await payWith(fresh.s, fresh.cartId, 'fxq_NoSuchQuote000000'),
    400,
    'VALIDATION_ERROR',
    /^fx_quote_id: unknown FX quote/,
  );
});

test('checkout: once expires_at passes the quote reads expired and checkout is 409 FX_QUOTE_EXPIRED', async () => {
  const { s, cartId, total } = await shopperWith(beans);
  const q = await created('GHS', 'USD', total);
  // Requests tick the clock a second each: 15 minutes from the quote, less what they already moved it.
  h.clock.set(Date.parse(q.expires_at) - 1_000);
  assert.is((await readQuote(h, q.id)).json.data.status, 'expired', 'one tick later it is expires_at');
  refused(
    await payWith(s, cartId, q.id),
    409,
    'FX_QUOTE_EXPIRED',
    new RegExp(`^fx_quote_id: the FX quote expired at ${q.expires_at.replace(/\./g, '\\.')}`),
  );
  assert.is(await ordersWithQuote(q.id), 0);
});

// ---- the Frankfurter adapter, configured by environment ----

test('frankfurter: the listed currencies are the accepted ones; rates and as_of from the service', async () => {
  const before = upstreamCalls.length;
  const r = await rates(live, '?base=EUR');
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json.data, {
    base: 'EUR',
    rates: { CHF: '0.9412', GBP: '0.8571', JPY: '162.51', USD: '1.0842' },
    as_of: '2026-11-20T00:00:00.000Z',
  });
  assert.equal(upstreamCalls.slice(before), ['/v1/currencies', '/v1/latest?base=EUR&symbols=CHF,GBP,JPY,USD']);
  refused(await rates(live, '?base=ZAR'), 400, 'VALIDATION_ERROR', /^base: ZAR/);
  // The demo business's cedi is not among the ECB's currencies: its own rates cannot be had.
  refused(await rates(live), 503, 'SERVICE_UNAVAILABLE', /no rate|404/);
});

test('frankfurter: a quote at the service rate, valid for FX_QUOTE_TTL_SECONDS, no fee by default', async () => {
  const r = await quote(live, { from_currency: 'EUR', to_currency: 'JPY', amount: '100.00' });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const q = r.json.data;
  assert.equal([q.rate, q.converted_amount, q.fee, q.total_amount], ['162.51', '16251.00', '0.00', '16251.00']);
  assert.is(Date.parse(q.expires_at) - Date.parse(q.created_at), 60_000);
});

test('frankfurter: when the service fails, rates fetched earlier answer; without them it is 503, retryable', async () => {
  const fresh = (await rates(live, '?base=EUR')).json.data;
  upstreamDown = true;
  try {
    const before = upstreamCalls.length;
    const stale = await rates(live, '?base=EUR');
    assert.is(stale.status, 200, JSON.stringify(stale.json));
    assert.equal(stale.json.data, fresh);
    assert.ok(upstreamCalls.length > before, 'the service was asked first (FX_CACHE_MS=0)');
    refused(
      await quote(live, { from_currency: 'USD', to_currency: 'GBP', amount: '10.00' }),
      503,
      'SERVICE_UNAVAILABLE',
      /Exchange rates are unavailable: .*503/,
    );
  } finally {
    upstreamDown = false;
  }
});

// ---- configuration ----

test('configuration: defaults, and every bad FX setting named at once', () => {
  const { fx } = loadConfig({});
  assert.equal(fx, {
    table: undefined,
    frankfurterUrl: undefined,
    timeoutMs: 5_000,
    cacheMs: 600_000,
    feeBps: 0,
    quoteTtlSeconds: 900,
  });
  try {
    loadConfig({
      FX_FEE_BPS: '-1',
      FX_QUOTE_TTL_SECONDS: '5',
      FX_FRANKFURTER_URL: 'ftp://rates.example',
      FX_CACHE_MS: 'soon',
    });
    assert.unreachable('should have thrown');
  } catch (err) {
    assert.instance(err, ConfigError);
    assert.equal((err as ConfigError).problems.map((p) => p.split('=')[0]).sort(), [
      'FX_CACHE_MS',
      'FX_FEE_BPS',
      'FX_FRANKFURTER_URL',
      'FX_QUOTE_TTL_SECONDS',
    ]);
  }
});

test('configuration: a rate table that is not right stops the start, naming the problem', async () => {
  try {
    const started = await startHarness({ env: { FX_RATES: '{"base":"USD","rates":{"GHS":15.4}}' } });
    await started.close();
    assert.unreachable('should not have started');
  } catch (err) {
    assert.match((err as Error).message, /rates\.GHS must be a positive decimal string/);
  }
});

test('every answer matched the contract', () => {
  assert.equal(h.responseViolations(), []);
  assert.equal(live.responseViolations(), []);
});

test.run();
