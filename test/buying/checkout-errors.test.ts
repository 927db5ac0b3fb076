// Checkout's documented errors and its idempotency, over real HTTP, checked against the contract: 400 for each
// body rule, 404 for a cart that is not the session's, 409 for stock that ran out, replay of the first result
// (Idempotent-Replayed: true) for the same key and body, 409 for the same key with another body.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cardBody, startCheckoutEnv, type CheckoutEnv, type Shopper } from './checkout-env.js';

let env: CheckoutEnv;
let beans: string;
let osu: string;
let eastLegon: string;

test.before(async () => {
  env = await startCheckoutEnv();
  beans = (await env.product('house-blend-coffee-beans'))._id;
  osu = await env.location('osu');
  eastLegon = await env.location('east-legon');
  await env.setStock(beans, null, { [osu]: 40, [eastLegon]: 0 });
});
test.after(async () => {
  await env?.close();
});

async function withCart(quantity = 1): Promise<{ s: Shopper; cartId: string }> {
  const s = env.shopper();
  await s.add(beans, quantity);
  return { s, cartId: await s.cartId() };
}

const expect400 = async (
  s: Shopper,
  body: Record<string, unknown>,
  field: RegExp,
  headers: Record<string, string> = {},
) => {
  const r = await s.checkout(body, headers);
  assert.is(r.status, 400, JSON.stringify(r.body));
  assert.is(r.body.error.code, 'VALIDATION_ERROR');
  assert.match(r.body.error.message, field);
};

test('400 VALIDATION_ERROR: contact, payment method, mobile money, delivery address, keys, FX', async () => {
  const { s, cartId } = await withCart();
  await expect400(s, { cart_id: cartId, customer: { name: 'Ama' }, payment_method: 'card' }, /email|phone|customer/);
  await expect400(
    s,
    { cart_id: cartId, customer: { name: 'Ama', email: 'not-an-email' }, payment_method: 'card' },
    /email/,
  );
  await expect400(
    s,
    { cart_id: cartId, customer: { name: 'Ama', phone: '0241234567' }, payment_method: 'card' },
    /phone/,
  );
  await expect400(
    s,
    { cart_id: cartId, customer: { name: 'Ama', email: 'a@example.com' }, payment_method: '' },
    /payment_method/,
  );
  await expect400(
    s,
    { cart_id: cartId, customer: { name: 'Ama', email: 'a@example.com' }, payment_method: 'bitcoin' },
    /payment_method/,
  );
  await expect400(s, cardBody(cartId, { payment_method: 'mobile_money' }), /mobile_money_details/);
  await expect400(
    s,
    cardBody(cartId, {
      payment_method: 'mobile_money',
      mobile_money_details: { phone_number: '0241234567', provider: 'other' },
    }),
    /provider_other/,
  );
  await expect400(s, cardBody(cartId, { order_type: 'delivery' }), /street_address/);
  await expect400(
    s,
    cardBody(cartId, { order_type: 'delivery', address_info: { street_address: '12 Oxford Street' } }),
    /city/,
  );
  await expect400(s, cardBody(cartId, { idempotency_key: 'body-key' }), /idempotency_key/, {
    'Idempotency-Key': 'header-key',
  });
  await expect400(s, cardBody(cartId, { pay_currency: 'USD', fx_quote_id: 'fxq_unknownQuote1' }), /fx_quote_id/);
  await expect400(s, cardBody(cartId, { pay_currency: 'USD' }), /fx_quote_id/);
  await expect400(s, cardBody(cartId, { address_info: { location_id: 'loc_nowhere123' } }), /location_id/);
  await expect400(s, { ...cardBody(cartId), surprise: true }, /surprise/);
  assert.is((await env.orders()).length, 0, 'no validation failure creates anything');
});

test('400 VALIDATION_ERROR for return URLs that are not absolute http(s) URLs, naming the field; nothing created', async () => {
  const { s, cartId } = await withCart();
  const before = (await env.orders()).length;
  const ok = 'https://shop.example.com/cart';
  for (const bad of [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/thanks',
    '//evil.example/x',
    'https://u:p@evil.example/',
    `https://shop.example.com/${'a'.repeat(2030)}`,
  ]) {
    await expect400(s, cardBody(cartId, { metadata: { success_url: bad, cancel_url: ok } }), /metadata\.success_url: /);
    await expect400(s, cardBody(cartId, { metadata: { success_url: ok, cancel_url: bad } }), /metadata\.cancel_url: /);
  }
  assert.is((await env.orders()).length, before, 'no order created');
  const placed = await s.checkout(
    cardBody(cartId, { metadata: { success_url: 'https://shop.example.com/thanks', cancel_url: ok } }),
  );
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const payment = await env.payment(placed.body.data.payment_reference);
  assert.is(payment!.success_url, 'https://shop.example.com/thanks');
  assert.is(payment!.cancel_url, ok);
});

test('400 for an empty cart', async () => {
  const { s, cartId } = await withCart();
  const removed = await env.raw('DELETE', '/api/v1/cart', { sessionId: s.sessionId });
  assert.ok(removed.status < 300, JSON.stringify(removed.json));
  await expect400(s, cardBody(cartId), /empty/);
});

test('404 NOT_FOUND: unknown cart, and another session’s cart', async () => {
  const { cartId } = await withCart();
  const other = env.shopper();
  await other.add(beans, 1);
  const unknown = await other.checkout(cardBody('cart_doesNotExist1'));
  assert.is(unknown.status, 404);
  const foreign = await other.checkout(cardBody(cartId));
  assert.is(foreign.status, 404);
  assert.is(foreign.body.error.code, 'NOT_FOUND');
});

test('409 CONFLICT when the stock ran out; the cart stays and nothing is reserved', async () => {
  const { s, cartId } = await withCart(3);
  await env.setStock(beans, null, { [osu]: 2, [eastLegon]: 0 });
  const r = await s.checkout(cardBody(cartId));
  assert.is(r.status, 409, JSON.stringify(r.body));
  assert.is(r.body.error.code, 'CONFLICT');
  const levels = await env.levels(beans);
  assert.is(
    levels.reduce((n, l) => n + (l.quantity_reserved ?? 0), 0),
    0,
  );
  await env.setStock(beans, null, { [osu]: 40, [eastLegon]: 0 });
  const retry = await s.checkout(cardBody(cartId));
  assert.is(retry.status, 201, 'the same cart checks out once stock is back');
});

test('idempotency: the same key and body replay the first result; another body is 409', async () => {
  const { s, cartId } = await withCart(1);
  const key = 'chk-replay-1';
  const first = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(first.status, 201);
  assert.is(first.headers.get('idempotent-replayed'), null);
  const again = await s.checkout(cardBody(cartId), { 'Idempotency-Key': key });
  assert.is(again.status, 201);
  assert.is(again.headers.get('idempotent-replayed'), 'true');
  assert.equal(again.body, first.body);
  // The body field means the same as the header, and is not part of what is compared.
  const viaBody = await s.checkout(cardBody(cartId, { idempotency_key: key }));
  assert.is(viaBody.status, 201);
  assert.is(viaBody.body.data.order_id, first.body.data.order_id);
  const different = await s.checkout(cardBody(cartId, { special_instructions: 'ring twice' }), {
    'Idempotency-Key': key,
  });
  assert.is(different.status, 409);
  assert.is(different.body.error.code, 'CONFLICT');
  const orders = (await env.orders()).filter((o) => o.cart_id === cartId);
  assert.is(orders.length, 1, 'one order for the key');
});

test('a signed-in customer owns the order and save_details fills a missing phone', async () => {
  // Signed in with the email, so the customer has no phone yet.
  const customer = await env.customer({ contact: 'kofi@example.com', profile: { name: 'Kofi' } });
  assert.is((await env.srv.services.db.collection('customers').findOne({ _id: customer.id as never }))!.phone, null);
  const s = env.shopper({ headers: customer.headers });
  await s.add(beans, 1);
  const r = await s.checkout(
    cardBody(await s.cartId(), {
      customer: { name: 'Kofi', email: 'kofi@example.com', phone: '+233201234567', save_details: true },
    }),
  );
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.is((await env.order(r.body.data.order_id))!.customer_id, customer.id);
  const saved = await env.srv.services.db.collection('customers').findOne({ _id: customer.id as never });
  assert.is(saved!.phone, '+233201234567');
  assert.is(saved!.email, 'kofi@example.com');
});

test('delivery orders keep the address; order numbers are distinct and readable', async () => {
  const { s, cartId } = await withCart(1);
  const r = await s.checkout(
    cardBody(cartId, {
      order_type: 'delivery',
      address_info: { street_address: '12 Oxford Street', city: 'Accra', country: 'GH' },
    }),
  );
  assert.is(r.status, 201);
  const order = await env.order(r.body.data.order_id);
  assert.equal(order!.delivery_address, { street_address: '12 Oxford Street', city: 'Accra', country: 'GH' });
  const numbers = (await env.orders()).map((o) => o.order_number);
  assert.is(new Set(numbers).size, numbers.length);
});

test('zero response violations against the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
