// Stock safety and double-order safety under concurrent checkouts, over real HTTP on a real port, every response
// checked against the contract.
//   - 200 shoppers, each with 1 unit of a product that has exactly 50 units: exactly 50 orders, 150 × 409, stock
//     never negative; once the 50 payments settle, on hand is 0.
//   - 100 simultaneous checkouts of one cart with one Idempotency-Key: exactly one order; every response is that
//     order (the original or its replay) or a 409.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { authorizePayment, getProductStock } from '../../generated/sdk/storefront/sdk.gen.js';
import { startCheckoutEnv, type CheckoutEnv } from './checkout-env.js';

let env: CheckoutEnv;
let beans: string;
let osu: string;
let eastLegon: string;

test.before(async () => {
  env = await startCheckoutEnv();
  // 150 ms per read: every request reads the clock at least twice, so the 200 shoppers (one IP here, many in
  // life) stay under the per-IP limits (100/s, and 250/min of the business's 1000/min), while a whole file spans
  // about ten minutes of service time (holds last 30).
  env.moveClockOnEveryRead(150);
  beans = (await env.product('house-blend-coffee-beans'))._id;
  osu = await env.location('osu');
  eastLegon = await env.location('east-legon');
});
test.after(async () => {
  await env?.close();
});

const mobileMoney = (cartId: string) => ({
  cart_id: cartId,
  customer: { name: 'Ama Mensah', phone: '+233241234567' },
  payment_method: 'mobile_money' as const,
  mobile_money_details: { phone_number: '0241234567', provider: 'mtn' as const },
});

test('200 concurrent checkouts of 50 units: exactly 50 orders, stock ends at 0, never negative', async () => {
  await env.setStock(beans, null, { [osu]: 50, [eastLegon]: 0 });
  const shoppers = Array.from({ length: 200 }, () => env.shopper());
  const ta = performance.now();
  await Promise.all(shoppers.map((s) => s.add(beans, 1)));
  if (process.env.DEBUG_TIMING) console.log('200 adds', performance.now() - ta);
  const carts = await Promise.all(shoppers.map((s) => s.cartId()));

  const t0 = performance.now();
  const results = await Promise.all(shoppers.map((s, i) => s.checkout(mobileMoney(carts[i]))));
  if (process.env.DEBUG_TIMING) console.log('200 checkouts', performance.now() - t0);
  const created = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status === 409);
  const others = results
    .filter((r) => r.status !== 201 && r.status !== 409)
    .map((r) => `${r.status} ${r.body?.error?.code ?? ''} ${r.body?.error?.message ?? ''}`);
  assert.is(created.length, 50, `other answers: ${JSON.stringify(others.slice(0, 5))}`);
  assert.is(refused.length, 150, `other answers (${others.length}): ${JSON.stringify(others.slice(0, 5))}`);
  assert.ok(refused.every((r) => r.body.error.code === 'CONFLICT'));

  const orders = (await env.orders()).filter((o) => o.items.some((i) => i.product_id === beans));
  assert.is(orders.length, 50);
  assert.is(new Set(orders.map((o) => o.order_number)).size, 50, 'order numbers are unique');

  // Through the inventory endpoint: all 50 on hand are held, none available.
  const reader = env.shopper();
  const held = await getProductStock({
    client: reader.client,
    path: { product_id: beans },
    query: { location_id: osu },
  });
  assert.equal(held.data!.data.locations, [{ location_id: osu, quantity_on_hand: 50, quantity_available: 0 }]);

  // Settle every order: the units leave the shelf.
  const settled = await Promise.all(
    created.map((r, i) =>
      authorizePayment({
        client: shoppers[results.indexOf(created[i])].client,
        body: { reference: r.body.data.payment_reference, auth_type: 'otp', value: '123456' },
      }),
    ),
  );
  assert.ok(settled.every((a) => a.data?.data.status === 'approved'));
  const after = await getProductStock({
    client: reader.client,
    path: { product_id: beans },
    query: { location_id: osu },
  });
  assert.equal(after.data!.data.locations, [{ location_id: osu, quantity_on_hand: 0, quantity_available: 0 }]);

  // And in the store: nothing below zero anywhere.
  for (const l of await env.levels(beans)) {
    assert.ok(l.quantity_on_hand >= 0 && (l.quantity_reserved ?? 0) >= 0, JSON.stringify(l));
    assert.ok(l.quantity_on_hand - (l.quantity_reserved ?? 0) >= 0, JSON.stringify(l));
  }
  assert.is((await env.levels(beans)).find((l) => l.location_id === osu)!.quantity_on_hand, 0);
  assert.is(
    (await env.events('inventory.low_stock')).filter((e) => e.data.product_id === beans).length,
    1,
    'low stock fires once, on crossing',
  );
});

test('100 concurrent checkouts with one Idempotency-Key: one order; every answer is that order or 409', async () => {
  await env.setStock(beans, null, { [osu]: 50, [eastLegon]: 0 });
  const s = env.shopper();
  await s.add(beans, 2);
  const cartId = await s.cartId();
  const results = await Promise.all(
    Array.from({ length: 100 }, () => s.checkout(mobileMoney(cartId), { 'Idempotency-Key': 'one-key-for-all' })),
  );
  const ok = results.filter((r) => r.status === 201);
  const conflicts = results.filter((r) => r.status === 409);
  assert.is(ok.length + conflicts.length, 100, JSON.stringify(results.map((r) => r.status)));
  assert.ok(ok.length >= 1);
  const ids = new Set(ok.map((r) => r.body.data.order_id));
  assert.is(ids.size, 1, 'every success is the same order');
  assert.is(
    ok.filter((r) => r.headers.get('idempotent-replayed') !== 'true').length,
    1,
    'only the original is not a replay',
  );
  const orders = (await env.orders()).filter((o) => o.cart_id === cartId);
  assert.is(orders.length, 1);
  assert.is(orders[0]._id, [...ids][0]);
  const level = (await env.levels(beans)).find((l) => l.location_id === osu)!;
  assert.is(level.quantity_reserved, 2, 'reserved once');
  // A late retry with the same key replays the same order.
  const late = await s.checkout(mobileMoney(cartId), { 'Idempotency-Key': 'one-key-for-all' });
  assert.is(late.status, 201);
  assert.is(late.headers.get('idempotent-replayed'), 'true');
  assert.is(late.body.data.order_id, orders[0]._id);
});

test('every response under load conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
