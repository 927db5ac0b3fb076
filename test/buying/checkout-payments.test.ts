// Checkout through every sandbox payment path (SANDBOX.md), over real HTTP, checked against the contract:
// card → pending + redirect to the hosted pay page; mobile money → authorization approves (123456) or fails (any
// other value), 0000 → 503 with nothing created and the key still usable, 1111 → declined whatever the value;
// cash → pending. Settlement commits or releases the reserved stock and records the payment events.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { authorizePayment } from '../../generated/sdk/storefront/sdk.gen.js';
import { makeAjv } from '../harness/ajv.js';
import { refundPayment } from '../../src/flows/refund.js';
import { AppError } from '../../src/kernel/errors.js';
import { newId } from '../../src/kernel/ids.js';
import { cardBody, startCheckoutEnv, type CheckoutEnv } from './checkout-env.js';

let env: CheckoutEnv;
let beans: string;
let osu: string;
let eastLegon: string;
/** All of the beans at Osu, none at East Legon. */
const stockAtOsu = (n: number) => env.setStock(beans, null, { [osu]: n, [eastLegon]: 0 });

test.before(async () => {
  env = await startCheckoutEnv();
  beans = (await env.product('house-blend-coffee-beans'))._id;
  osu = await env.location('osu');
  eastLegon = await env.location('east-legon');
});
test.after(async () => {
  await env?.close();
});

const mobileMoney = (cartId: string, phone: string, extra: Record<string, unknown> = {}) =>
  cardBody(cartId, {
    payment_method: 'mobile_money',
    mobile_money_details: { phone_number: phone, provider: 'mtn' },
    ...extra,
  });

async function reservedOf(productId: string) {
  return (await env.levels(productId)).reduce((n, l) => n + (l.quantity_reserved ?? 0), 0);
}
async function onHandOf(productId: string) {
  return (await env.levels(productId)).reduce((n, l) => n + l.quantity_on_hand, 0);
}

test('card: pending, redirect to the hosted pay page, order and payment stored, stock reserved, order.created', async () => {
  await stockAtOsu(20);
  const s = env.shopper();
  await s.add(beans, 2);
  const cartId = await s.cartId();
  const r = await s.checkout(cardBody(cartId));
  assert.is(r.status, 201, JSON.stringify(r.body));
  const d = r.body.data;
  assert.is(d.payment_status, 'pending');
  assert.match(d.order_id, /^ord_/);
  assert.match(d.payment_reference, /^pay_/);
  assert.is(d.redirect_url, `${env.srv.services.config.payUrl}/${d.payment_reference}`);
  assert.ok(d.bill_token.length >= 32);
  assert.is(d.currency, 'GHS');
  // 2 × 85.00 = 170.00, + 15 % VAT (tax-exclusive demo business) = 195.50
  assert.is(d.amount, '195.50');
  assert.match(d.order_number, /^\d+$/);

  const order = await env.order(d.order_id);
  assert.ok(order);
  assert.is(order!.status, 'pending');
  assert.is(order!.payment_status, 'pending');
  assert.is(order!.total_price, 19550);
  assert.is(order!.customer_id, null);
  assert.is(order!.reservations.length, 1);
  assert.is(order!.reservations[0].quantity, 2);
  assert.ok(order!.reservation_expires_at, 'card orders hold stock for a limited time');
  assert.is.not(order!.bill_token_hash, d.bill_token, 'the bill token is stored hashed');
  assert.is(await reservedOf(beans), 2);

  const created = (await env.events('order.created')).filter((e) => e.data.id === d.order_id);
  assert.is(created.length, 1);
  assert.is(created[0].data.status, 'pending');

  // The cart was converted: the session has no cart with those lines any more.
  const again = await s.checkout(cardBody(cartId));
  assert.is(again.status, 404);
});

test('mobile money: otp 123456 approves, settles the payment and commits the stock', async () => {
  await stockAtOsu(10);
  const s = env.shopper();
  await s.add(beans, 3);
  const r = await s.checkout(mobileMoney(await s.cartId(), '0241234567'));
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.is(r.body.data.redirect_url, null);
  assert.is(await reservedOf(beans), 3);

  const a = await authorizePayment({
    client: s.client,
    body: { reference: r.body.data.payment_reference, auth_type: 'otp', value: '123456' },
  });
  assert.is(a.response.status, 200, JSON.stringify(a.error));
  assert.equal(a.data!.data, { reference: r.body.data.payment_reference, status: 'approved', next_action: null });

  const order = await env.order(r.body.data.order_id);
  assert.is(order!.payment_status, 'succeeded');
  assert.is(order!.status, 'pending', 'the business confirms the order; payment does not');
  assert.equal(order!.reservations, []);
  assert.is(await reservedOf(beans), 0);
  assert.is(await onHandOf(beans), 7);
  const payment = await env.payment(r.body.data.payment_reference);
  assert.is(payment!.status, 'succeeded');
  assert.ok(payment!.settled_at);
  const completed = (await env.events('payment.completed')).filter((e) => e.data.id === r.body.data.order_id);
  assert.is(completed.length, 1);
  assert.is(completed[0].data.payment_reference, r.body.data.payment_reference);
  assert.ok(
    (await env.events('order.updated')).some(
      (e) => e.data.id === r.body.data.order_id && e.data.payment_status === 'succeeded',
    ),
  );

  // Settled: a second authorization is refused.
  const twice = await authorizePayment({
    client: s.client,
    body: { reference: r.body.data.payment_reference, auth_type: 'otp', value: '123456' },
  });
  assert.is(twice.response.status, 409);
});

test('mobile money: a wrong code fails the payment and releases the stock', async () => {
  await stockAtOsu(10);
  const s = env.shopper();
  await s.add(beans, 4);
  const r = await s.checkout(mobileMoney(await s.cartId(), '+233241234567'));
  assert.is(r.status, 201);
  const a = await authorizePayment({
    client: s.client,
    body: { reference: r.body.data.payment_reference, auth_type: 'otp', value: '000000' },
  });
  assert.is(a.response.status, 200);
  assert.is(a.data!.data.status, 'failed');
  const order = await env.order(r.body.data.order_id);
  assert.is(order!.payment_status, 'failed');
  assert.is(await reservedOf(beans), 0);
  assert.is(await onHandOf(beans), 10);
  assert.ok((await env.events('payment.failed')).some((e) => e.data.id === r.body.data.order_id));
});

test('mobile money ending 1111: declined whatever the value', async () => {
  const s = env.shopper();
  await s.add(beans, 1);
  const r = await s.checkout(mobileMoney(await s.cartId(), '0241231111'));
  assert.is(r.status, 201);
  const a = await authorizePayment({
    client: s.client,
    body: { reference: r.body.data.payment_reference, auth_type: 'otp', value: '123456' },
  });
  assert.is(a.data!.data.status, 'failed');
  assert.is((await env.order(r.body.data.order_id))!.payment_status, 'failed');
});

test('mobile money ending 0000: 503 retryable, nothing created, the same key stays usable', async () => {
  await stockAtOsu(10);
  const s = env.shopper();
  await s.add(beans, 1);
  const cartId = await s.cartId();
  const before = (await env.orders()).length;
  const key = 'chk-unreachable-1';
  for (let i = 0; i < 2; i++) {
    const r = await s.checkout(mobileMoney(cartId, '0241230000'), { 'Idempotency-Key': key });
    assert.is(r.status, 503, JSON.stringify(r.body));
    assert.is(r.body.error.code, 'SERVICE_UNAVAILABLE');
    assert.is(r.body.error.retryable, true);
    assert.is(r.headers.get('idempotent-replayed'), null, 'a 503 is never replayed: the key is not burnt');
  }
  assert.is((await env.orders()).length, before);
  assert.is(await reservedOf(beans), 0);
  // The cart is untouched and checks out once the provider answers (another wallet, a new key).
  const ok = await s.checkout(mobileMoney(cartId, '0241234567'), { 'Idempotency-Key': 'chk-unreachable-2' });
  assert.is(ok.status, 201);
});

test('cash: pending, no redirect, stock held without expiry; card and cash cannot be authorized here', async () => {
  await stockAtOsu(10);
  const s = env.shopper();
  await s.add(beans, 1);
  const r = await s.checkout(cardBody(await s.cartId(), { payment_method: 'cash' }));
  assert.is(r.status, 201);
  assert.is(r.body.data.payment_status, 'pending');
  assert.is(r.body.data.redirect_url, null);
  const order = await env.order(r.body.data.order_id);
  assert.is(order!.reservation_expires_at, null);
  assert.is(await reservedOf(beans), 1);
  const a = await authorizePayment({
    client: s.client,
    body: { reference: r.body.data.payment_reference, auth_type: 'otp', value: '123456' },
  });
  assert.is(a.response.status, 409);
});

test('authorization: unknown reference and another session’s payment are 404; the wrong auth_type is 400', async () => {
  const s = env.shopper();
  await s.add(beans, 1);
  const r = await s.checkout(mobileMoney(await s.cartId(), '0241234567'));
  const ref = r.body.data.payment_reference;
  const other = env.shopper();
  const stranger = await authorizePayment({
    client: other.client,
    body: { reference: ref, auth_type: 'otp', value: '123456' },
  });
  assert.is(stranger.response.status, 404);
  const unknown = await authorizePayment({
    client: s.client,
    body: { reference: 'pay_doesNotExist1', auth_type: 'otp', value: '123456' },
  });
  assert.is(unknown.response.status, 404);
  const wrongType = await authorizePayment({
    client: s.client,
    body: { reference: ref, auth_type: 'three_ds', value: 'x' },
  });
  assert.is(wrongType.response.status, 400);
  assert.is((await env.order(r.body.data.order_id))!.payment_status, 'pending', 'nothing changed');
  // A secret key may authorize any payment of the business.
  const server = env.shopper({ key: env.secretKey });
  const ok = await authorizePayment({
    client: server.client,
    body: { reference: ref, auth_type: 'otp', value: '123456' },
  });
  assert.is(ok.data?.data.status, 'approved');
});

test('an expired hold is released: the payment fails as expired and the stock comes back', async () => {
  await stockAtOsu(2);
  const s = env.shopper();
  await s.add(beans, 2);
  const r = await s.checkout(cardBody(await s.cartId()));
  assert.is(r.status, 201);
  const late = env.shopper();
  await late.add(beans, 1).catch(() => undefined);
  env.srv.clock.advance(31 * 60 * 1000);
  const stock = await env.raw('GET', `/api/v1/inventory/products/${beans}/stock?location_id=${osu}`);
  assert.is(stock.status, 200);
  assert.is(stock.json.data.locations[0].quantity_available, 2);
  const order = await env.order(r.body.data.order_id);
  assert.is(order!.payment_status, 'failed');
  assert.equal(order!.reservations, []);
  assert.is((await env.payment(r.body.data.payment_reference))!.failure_reason, 'expired');
});

test('refunds (the platform refund and cancel endpoints call refundPayment): partial, the rest, then nothing left', async () => {
  await stockAtOsu(10);
  const s = env.shopper();
  await s.add(beans, 1);
  const r = await s.checkout(mobileMoney(await s.cartId(), '0241234567'));
  const ref = r.body.data.payment_reference;
  const unpaid = await refundPayment(env.srv.services, env.tenant, ref, {
    refundId: newId('refund'),
    amount: 100,
    reason: null,
  }).catch((e: unknown) => e);
  assert.ok(unpaid instanceof AppError && unpaid.code === 'CONFLICT', 'an unpaid payment cannot be refunded');
  await authorizePayment({ client: s.client, body: { reference: ref, auth_type: 'otp', value: '123456' } });
  const part = await refundPayment(env.srv.services, env.tenant, ref, {
    refundId: newId('refund'),
    amount: 1000,
    reason: 'one bag was damaged',
  });
  assert.is(part.order.payment_status, 'partially_refunded');
  assert.is(part.order.refunded_amount, 1000);
  const tooMuch = await refundPayment(env.srv.services, env.tenant, ref, {
    refundId: newId('refund'),
    amount: 9775 - 1000 + 1,
    reason: null,
  }).catch((e: unknown) => e);
  assert.ok(tooMuch instanceof AppError && tooMuch.code === 'VALIDATION_ERROR');
  const rest = await refundPayment(env.srv.services, env.tenant, ref, { refundId: newId('refund'), reason: null });
  assert.is(rest.order.payment_status, 'refunded');
  assert.is(rest.order.refunded_amount, 9775);
  assert.is((await env.payment(ref))!.status, 'refunded');
  const none = await refundPayment(env.srv.services, env.tenant, ref, {
    refundId: newId('refund'),
    reason: null,
  }).catch((e: unknown) => e);
  assert.ok(none instanceof AppError && none.code === 'CONFLICT');
  const refunds = (await env.events('payment.refunded')).filter((e) => e.data.payment_reference === ref);
  // Both refunds happen at one instant of the test clock, so the two events tie on created_at: compare as a set.
  assert.equal(refunds.map((e) => e.data.refunded_amount).sort(), ['10.00', '97.75']);
});

test('every event checkout and settlement recorded matches its webhook payload schema in the platform contract', async () => {
  const spec = JSON.parse(
    readFileSync(new URL('../../generated/openapi/platform.deref.json', import.meta.url), 'utf8'),
  );
  const ajv = makeAjv();
  const schemaOf: Record<string, string> = {
    'order.created': 'PlatformEventOrderData',
    'order.updated': 'PlatformEventOrderData',
    'payment.completed': 'PlatformEventPaymentData',
    'payment.failed': 'PlatformEventPaymentData',
    'inventory.low_stock': 'PlatformEventLowStockData',
    'payment.refunded': 'PlatformEventRefundData',
  };
  const events = await env.events();
  const seen = new Set(events.map((e) => e.type));
  for (const type of ['order.created', 'order.updated', 'payment.completed', 'payment.failed'])
    assert.ok(seen.has(type as never), type);
  for (const e of events) {
    const name = schemaOf[e.type];
    assert.ok(name, `unexpected event ${e.type}`);
    const validate = ajv.compile(spec.components.schemas[name]);
    assert.ok(validate(e.data), `${e.type}: ${JSON.stringify(validate.errors)}`);
    assert.match(e._id, /^evt_/);
  }
});

test('zero response violations against the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
