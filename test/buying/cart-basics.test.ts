// The session cart over real HTTP, checked against the contract: read, add, merge, change, remove, empty, count
// and total; the session rules; Idempotency-Key on add; stock checks; validation errors; activity signals.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sdk from '../../generated/sdk/storefront/sdk.gen.js';
import { scoped } from '../../src/store/index.js';
import type { ProductDoc } from '../../src/modules/catalogue/model.js';
import { loadActiveCart, priceCart } from '../../src/modules/cart/pricing.js';
import { cartConversion } from '../../src/modules/cart/carts.js';
import { writeBatch } from '../../src/store/transaction.js';
import { startCheckoutEnv, type CheckoutEnv } from './checkout-env.js';
import { eventually } from '../store/helpers.js';

let env: CheckoutEnv;
test.before(async () => {
  env = await startCheckoutEnv();
});
test.after(async () => {
  await env?.close();
});

test('a new session has an empty cart with a stable id, created on first use', async () => {
  const { client } = env.shopper();
  const first = await sdk.getCart({ client });
  assert.is(first.response.status, 200);
  const cart = first.data!.data;
  assert.match(cart.id, /^cart_/);
  assert.equal(cart.items, []);
  assert.equal(cart.pricing, {
    subtotal: '0.00',
    discount_total: '0.00',
    tax_total: '0.00',
    shipping: '0.00',
    total_price: '0.00',
    currency: 'GHS',
  });
  assert.is(cart.coupon, null);
  assert.is((await sdk.getCart({ client })).data!.data.id, cart.id);
  assert.is((await sdk.getCartCount({ client })).data!.data, 0);
  assert.is((await sdk.getCartTotal({ client })).data!.data, '0.00');
  assert.equal((await sdk.listCartItems({ client })).data!.data, []);
});

test('add, merge, change quantity, remove and empty, with tax-exclusive pricing', async () => {
  const { client } = env.shopper();
  const beans = await env.product('house-blend-coffee-beans');
  const chips = await env.product('plantain-chips');
  const added = await sdk.addCartItem({ client, body: { item_id: beans._id, quantity: 2 } });
  assert.is(added.response.status, 201);
  const line = added.data!.data;
  assert.equal(
    [
      line.item_id,
      line.name,
      line.quantity,
      line.unit_price,
      line.line_total,
      line.variant_id,
      line.add_on_options,
      line.special_instructions,
    ],
    [beans._id, beans.name, 2, '85.00', '170.00', null, [], null],
  );
  // The same configuration merges into the line and answers it.
  const merged = await sdk.addCartItem({ client, body: { item_id: beans._id } });
  assert.equal(
    [merged.data!.data.id, merged.data!.data.quantity, merged.data!.data.line_total],
    [line.id, 3, '255.00'],
  );
  // Different special instructions are a different line.
  const noted = await sdk.addCartItem({
    client,
    body: { item_id: chips._id, quantity: 1, special_instructions: 'Extra salty' },
  });
  assert.is.not(noted.data!.data.id, line.id);

  const cart = (await sdk.getCart({ client })).data!.data;
  assert.equal(
    cart.items.map((i) => [i.item_id, i.quantity]),
    [
      [beans._id, 3],
      [chips._id, 1],
    ],
  );
  // 255.00 + 12.00 = 267.00; 15 % VAT = 40.05; total 307.05
  assert.equal(cart.pricing, {
    subtotal: '267.00',
    discount_total: '0.00',
    tax_total: '40.05',
    shipping: '0.00',
    total_price: '307.05',
    currency: 'GHS',
  });
  assert.is((await sdk.getCartCount({ client })).data!.data, 4);
  assert.is((await sdk.getCartTotal({ client })).data!.data, '307.05');
  assert.equal((await sdk.listCartItems({ client })).data!.data, cart.items);

  const patched = await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 5 } });
  assert.is(patched.response.status, 200);
  assert.equal([patched.data!.data.quantity, patched.data!.data.line_total], [5, '425.00']);

  const removed = await sdk.removeCartItem({ client, path: { cart_item_id: line.id } });
  assert.is(removed.response.status, 200);
  assert.equal(
    removed.data!.data.items.map((i) => i.item_id),
    [chips._id],
  );
  assert.is(removed.data!.data.pricing.total_price, '13.80');
  // Gone: removing or changing it again is 404.
  assert.is((await sdk.removeCartItem({ client, path: { cart_item_id: line.id } })).response.status, 404);
  assert.is(
    (await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 1 } })).response.status,
    404,
  );

  const emptied = await sdk.clearCart({ client });
  assert.equal(
    [emptied.data!.data.id, emptied.data!.data.items, emptied.data!.data.pricing.total_price],
    [cart.id, [], '0.00'],
  );
  // Emptying an empty cart succeeds.
  assert.is((await sdk.clearCart({ client })).response.status, 200);
});

test('another session cannot see or change this cart', async () => {
  const a = env.shopper();
  const b = env.shopper();
  const chips = await env.product('plantain-chips');
  const line = (await sdk.addCartItem({ client: a.client, body: { item_id: chips._id } })).data!.data;
  const cartA = (await sdk.getCart({ client: a.client })).data!.data;
  const cartB = (await sdk.getCart({ client: b.client })).data!.data;
  assert.is.not(cartB.id, cartA.id);
  assert.equal(cartB.items, []);
  const patch = await sdk.updateCartItem({ client: b.client, path: { cart_item_id: line.id }, body: { quantity: 9 } });
  assert.is(patch.response.status, 404);
  assert.is((patch.error as any).error.code, 'NOT_FOUND');
  assert.is((await sdk.removeCartItem({ client: b.client, path: { cart_item_id: line.id } })).response.status, 404);
  assert.is((await sdk.getCart({ client: a.client })).data!.data.items[0].quantity, 1);
  // Without a session the server issues a new one, with a new (empty) cart.
  const fresh = await env.raw('GET', '/api/v1/cart');
  assert.is(fresh.status, 200);
  assert.match(fresh.headers.get('x-session-id') ?? '', /^sess_/);
  assert.equal(fresh.json.data.items, []);
});

test('a signed-in customer finds their cart from another session', async () => {
  const customer = await env.customer();
  const phone = env.shopper({ headers: customer.headers });
  const chips = await env.product('plantain-chips');
  await sdk.addCartItem({ client: phone.client, body: { item_id: chips._id, quantity: 2 } });
  const cart = (await sdk.getCart({ client: phone.client })).data!.data;
  const laptop = env.shopper({ headers: customer.headers });
  const seen = (await sdk.getCart({ client: laptop.client })).data!.data;
  assert.equal([seen.id, seen.items.length, seen.items[0].quantity], [cart.id, 1, 2]);
  // A guest on the laptop's session would not see it.
  const guest = await env.raw('GET', '/api/v1/cart', { sessionId: env.shopper().sessionId });
  assert.is.not(guest.json.data.id, cart.id);
});

test('Idempotency-Key on add: a retry replays the first answer and adds nothing; another body is 409', async () => {
  const { client } = env.shopper();
  const chips = await env.product('plantain-chips');
  const headers = { 'Idempotency-Key': 'add-chips-1' };
  const first = await sdk.addCartItem({ client, headers, body: { item_id: chips._id, quantity: 2 } });
  assert.is(first.response.status, 201);
  assert.is(first.response.headers.get('idempotent-replayed'), null);
  const again = await sdk.addCartItem({ client, headers, body: { item_id: chips._id, quantity: 2 } });
  assert.is(again.response.status, 201);
  assert.is(again.response.headers.get('idempotent-replayed'), 'true');
  assert.equal(again.data!.data, first.data!.data);
  assert.is((await sdk.getCartCount({ client })).data!.data, 2);
  const other = await sdk.addCartItem({ client, headers, body: { item_id: chips._id, quantity: 3 } });
  assert.is(other.response.status, 409);
  assert.is((other.error as any).error.code, 'CONFLICT');
  // Without the key, the same add adds again.
  await sdk.addCartItem({ client, body: { item_id: chips._id, quantity: 2 } });
  assert.is((await sdk.getCartCount({ client })).data!.data, 4);
});

test('Idempotency-Key: the answer is kept as its JSON text; a record kept as a document (before) still replays', async () => {
  const { client } = env.shopper();
  const chips = await env.product('plantain-chips');
  const headers = { 'Idempotency-Key': 'add-chips-kept' };
  const first = await sdk.addCartItem({ client, headers, body: { item_id: chips._id, quantity: 1 } });
  assert.is(first.response.status, 201);
  const records = env.db.collection<{ key: string; response: Record<string, unknown> }>('idempotency_keys');
  const record = await records.findOne({ key: 'add-chips-kept' });
  assert.is(typeof record?.response.json, 'string');
  assert.equal(JSON.parse(record!.response.json as string), first.data!.data);
  // As records were written before: the body a document.
  await records.updateOne(
    { key: 'add-chips-kept' },
    { $set: { 'response.data': first.data!.data }, $unset: { 'response.json': '' } },
  );
  const again = await sdk.addCartItem({ client, headers, body: { item_id: chips._id, quantity: 1 } });
  assert.equal([again.response.status, again.response.headers.get('idempotent-replayed')], [201, 'true']);
  assert.equal(again.data!.data, first.data!.data);
});

test('validation: empty item_id, quantity outside 1..100 (also after merging), unknown fields', async () => {
  const { client, sessionId } = env.shopper();
  const chips = await env.product('plantain-chips');
  for (const body of [
    { item_id: '' },
    { item_id: chips._id, quantity: 0 },
    { item_id: chips._id, quantity: 101 },
    { item_id: chips._id, colour: 'red' },
    {},
  ]) {
    const res = await env.raw('POST', '/api/v1/cart/items', { sessionId, body });
    assert.is(res.status, 400, JSON.stringify(body));
    assert.is(res.json.error.code, 'VALIDATION_ERROR');
  }
  const line = (await sdk.addCartItem({ client, body: { item_id: chips._id, quantity: 60 } })).data!.data;
  const over = await sdk.addCartItem({ client, body: { item_id: chips._id, quantity: 41 } });
  assert.is(over.response.status, 400);
  assert.match((over.error as any).error.message, /quantity/);
  assert.is((await sdk.addCartItem({ client, body: { item_id: chips._id, quantity: 40 } })).data!.data.quantity, 100);
  for (const quantity of [0, 101]) {
    const res = await env.raw('PATCH', `/api/v1/cart/items/${line.id}`, { sessionId, body: { quantity } });
    assert.is(res.status, 400);
  }
  assert.is((await env.raw('POST', '/api/v1/cart/coupons', { sessionId, body: {} })).status, 400);
});

test('404 for a product or variant absent for the business, or inactive', async () => {
  const { client } = env.shopper();
  const missing = await sdk.addCartItem({ client, body: { item_id: 'prod_DoesNotExist0001' } });
  assert.is(missing.response.status, 404);
  assert.is((missing.error as any).error.code, 'NOT_FOUND');
  const latte = await env.product('iced-latte');
  const noVariant = await sdk.addCartItem({ client, body: { item_id: latte._id, variant_id: 'var_DoesNotExist0001' } });
  assert.is(noVariant.response.status, 404);
  const products = scoped(env.srv.services.db, env.tenant).collection<ProductDoc>('products');
  const chips = await env.product('plantain-chips');
  await products.updateOne({ _id: chips._id }, { $set: { is_active: false } });
  try {
    assert.is((await sdk.addCartItem({ client, body: { item_id: chips._id } })).response.status, 404);
  } finally {
    await products.updateOne({ _id: chips._id }, { $set: { is_active: true } });
  }
  // The live mode's products are another tenant: the test key cannot add them.
  const live = await scoped(env.srv.services.db, { ...env.tenant, livemode: true })
    .collection<ProductDoc>('products')
    .findOne({ slug: 'plantain-chips' });
  assert.is((await sdk.addCartItem({ client, body: { item_id: live!._id } })).response.status, 404);
});

test('stock: a tracked product cannot be added (or raised) beyond what is available over the locations', async () => {
  const { client } = env.shopper();
  const beans = await env.product('house-blend-coffee-beans'); // 18 + 12 on hand
  const tooMany = await sdk.addCartItem({ client, body: { item_id: beans._id, quantity: 31 } });
  assert.is(tooMany.response.status, 409);
  assert.is((tooMany.error as any).error.code, 'CONFLICT');
  const line = (await sdk.addCartItem({ client, body: { item_id: beans._id, quantity: 25 } })).data!.data;
  assert.is((await sdk.addCartItem({ client, body: { item_id: beans._id, quantity: 6 } })).response.status, 409);
  // Another line of the same product counts too.
  assert.is(
    (await sdk.addCartItem({ client, body: { item_id: beans._id, quantity: 6, special_instructions: 'gift wrap' } }))
      .response.status,
    409,
  );
  assert.is(
    (await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 31 } })).response.status,
    409,
  );
  assert.is(
    (await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 30 } })).response.status,
    200,
  );
  // Reserved units are not available: with 5 reserved at Osu only 25 can be sold.
  const levels = env.srv.services.db.collection('inventory_levels');
  const osu = {
    business_id: env.tenant.business_id,
    livemode: false,
    product_id: beans._id,
    variant_id: null,
    quantity_on_hand: 18,
  };
  await levels.updateOne(osu, { $set: { quantity_reserved: 5 } });
  try {
    // Lowering is always allowed, even below what is now available.
    assert.is(
      (await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 20 } })).response.status,
      200,
    );
    assert.is(
      (await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 26 } })).response.status,
      409,
    );
    assert.is(
      (await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 25 } })).response.status,
      200,
    );
  } finally {
    await levels.updateOne(osu, { $set: { quantity_reserved: 0 } });
  }
});

test('cart writes record cart_add and cart_remove activity', async () => {
  const { client, sessionId } = env.shopper();
  const chips = await env.product('plantain-chips');
  const beans = await env.product('house-blend-coffee-beans');
  const line = (await sdk.addCartItem({ client, body: { item_id: chips._id, quantity: 2 } })).data!.data;
  await sdk.addCartItem({ client, body: { item_id: beans._id } });
  await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 5 } });
  await sdk.updateCartItem({ client, path: { cart_item_id: line.id }, body: { quantity: 1 } });
  await sdk.removeCartItem({ client, path: { cart_item_id: line.id } });
  await sdk.clearCart({ client });
  // The signals are written behind the answers, within milliseconds (src/modules/activity/record.ts): wait for them.
  const signals = env.srv.services.db.collection('activity');
  const mine = { business_id: env.tenant.business_id, livemode: false, session_id: sessionId };
  assert.ok(await eventually(async () => (await signals.countDocuments(mine)) >= 6, 5_000, 10), 'six signals recorded');
  const rows = await signals.find(mine).sort({ created_at: 1 }).toArray();
  assert.equal(
    rows.map((r) => [r.type, r.product_id, r.quantity, r.price]),
    [
      ['cart_add', chips._id, 2, 1200],
      ['cart_add', beans._id, 1, 8500],
      ['cart_add', chips._id, 3, 1200],
      ['cart_remove', chips._id, 4, 1200],
      ['cart_remove', chips._id, 1, 1200],
      ['cart_remove', beans._id, 1, 8500],
    ],
  );
  // Only the opaque session: no customer id (or anything else about the person) is kept with a signal.
  assert.ok(rows.every((r) => !('customer_id' in r)));
  assert.ok(rows.every((r) => /^act_/.test(r._id as unknown as string) && r.created_at instanceof Date));
});

test('concurrent adds to one cart all land', async () => {
  const { client } = env.shopper();
  const chips = await env.product('plantain-chips');
  const beans = await env.product('house-blend-coffee-beans');
  const results = await Promise.all([
    ...Array.from({ length: 6 }, () => sdk.addCartItem({ client, body: { item_id: chips._id } })),
    ...Array.from({ length: 4 }, () => sdk.addCartItem({ client, body: { item_id: beans._id } })),
  ]);
  assert.ok(results.every((r) => r.response.status === 201));
  const cart = (await sdk.getCart({ client })).data!.data;
  assert.equal(cart.items.map((i) => i.quantity).sort(), [4, 6]);
});

test("checkout's interface: loadActiveCart, priceCart and cartConversion", async () => {
  const { client, sessionId } = env.shopper();
  const beans = await env.product('house-blend-coffee-beans');
  const tee = await env.product('classic-tee');
  await sdk.addCartItem({ client, body: { item_id: beans._id, quantity: 2 } });
  await sdk.addCartItem({ client, body: { item_id: tee._id } });
  const services = env.srv.services;
  const cart = await loadActiveCart(services, env.tenant, sessionId, null);
  assert.ok(cart);
  assert.is(cart!.status, 'active');
  const priced = await priceCart(services, env.tenant, cart!);
  assert.equal(
    priced.lines.map((l) => [
      l.line.product_id,
      l.product._id,
      l.variant?.sku ?? null,
      l.name,
      l.unit_price,
      l.line_total,
      l.inventory,
      l.available,
    ]),
    [
      [beans._id, beans._id, null, beans.name, 8500, 17000, { type: 'tracked', location_id: null }, true],
      [tee._id, tee._id, 'TEE-BLK-M', tee.name, 12000, 12000, { type: 'variant_level', location_id: null }, true],
    ],
  );
  // 290.00 − 5.00 (merch deal) = 285.00; 15 % = 42.75
  assert.equal(priced.pricing, {
    subtotal: 29000,
    discount_total: 500,
    tax_total: 4275,
    shipping: 0,
    total_price: 32775,
    currency: 'GHS',
  });
  // Inside a transaction, as checkout calls it.
  const s = services.store.client.startSession();
  try {
    await s.withTransaction(async () => {
      const inTxn = await loadActiveCart(services, env.tenant, sessionId, null, s);
      assert.is(inTxn!._id, cart!._id);
      assert.is((await priceCart(services, env.tenant, inTxn!, s)).pricing.total_price, 32775);
      await writeBatch(services.store, [cartConversion(env.tenant, inTxn!)], s);
    });
  } finally {
    await s.endSession();
  }
  assert.is(await loadActiveCart(services, env.tenant, sessionId, null), null);
  // The session starts a new, empty cart; the converted one can no longer be changed through the API.
  const next = (await sdk.getCart({ client })).data!.data;
  assert.is.not(next.id, cart!._id);
  assert.equal(next.items, []);
  assert.is(
    (await sdk.updateCartItem({ client, path: { cart_item_id: cart!.items[0].id }, body: { quantity: 1 } })).response
      .status,
    404,
  );
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
