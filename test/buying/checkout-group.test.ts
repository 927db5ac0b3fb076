// Checkouts of one business waiting in the process's queue commit together (src/flows/place-order/queue.ts), and
// the outcome is what committing them one at a time would give: numbers consecutive and unique, stock exact, the
// low-stock event once and with the level it crossed to (selling out with more shoppers than stock is
// test/buying/checkout-concurrency.test.ts), and a group whose member fails a guard gives way so the
// others still commit. The service clock moves on every read, so a group shows as orders sharing one created_at
// (the group reads the clock once), and checkouts committed alone each have their own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cardBody, startCheckoutEnv, type CheckoutEnv } from './checkout-env.js';

let env: CheckoutEnv;
let beans: string;
/** The business's locations in the order stock is looked for (oldest first): the first is where checkout tries first. */
let first: string;
let second: string;

test.before(async () => {
  env = await startCheckoutEnv();
  env.moveClockOnEveryRead(20);
  beans = (await env.product('house-blend-coffee-beans'))._id;
  const locations = (await env.locations()).sort(
    (a, b) => a.created_at.getTime() - b.created_at.getTime() || (a._id < b._id ? -1 : 1),
  );
  [first, second] = locations.map((l) => l._id);
});
test.after(async () => {
  await env?.close();
});

const numbersOf = (rows: { order_number: string }[]) => rows.map((o) => Number(o.order_number)).sort((a, b) => a - b);

test('30 checkouts of the last 30 units at once: 30 orders in groups, consecutive numbers, stock exact, low stock once', async () => {
  // All stock at the second location: the group's pooled take moves there whole, as each checkout alone would.
  await env.setStock(beans, null, { [first]: 0, [second]: 30 });
  const lowBefore = (await env.events('inventory.low_stock')).filter((e) => e.data.product_id === beans).length;
  const shoppers = Array.from({ length: 30 }, () => env.shopper());
  await Promise.all(shoppers.map((s) => s.add(beans, 1)));
  const carts = await Promise.all(shoppers.map((s) => s.cartId()));
  const results = await Promise.all(shoppers.map((s, i) => s.checkout(cardBody(carts[i]))));

  const created = results.filter((r) => r.status === 201);
  assert.is(
    created.length,
    30,
    JSON.stringify(
      results
        .filter((r) => r.status !== 201)
        .map((r) => r.body)
        .slice(0, 3),
    ),
  );

  const orders = await Promise.all(created.map((r) => env.order(r.body.data.order_id)));
  const numbers = numbersOf(orders.map((o) => o!));
  assert.equal(
    numbers,
    numbers.map((_, i) => numbers[0] + i),
    'one unbroken run of numbers',
  );
  assert.equal(
    created.map((r) => r.body.data.order_number).sort(),
    orders.map((o) => o!.order_number).sort(),
    'each answer names its order',
  );
  const times = new Map<number, number>();
  for (const o of orders) times.set(o!.created_at.getTime(), (times.get(o!.created_at.getTime()) ?? 0) + 1);
  assert.ok(
    [...times.values()].some((n) => n > 1),
    `some orders were committed together (group sizes ${[...times.values()]})`,
  );
  for (const o of orders)
    assert.equal(o!.reservations, [{ product_id: beans, variant_id: null, location_id: second, quantity: 1 }]);

  const level = (await env.levels(beans)).find((l) => l.location_id === second)!;
  assert.is(level.quantity_on_hand, 30);
  assert.is(level.quantity_reserved, 30);
  const low = (await env.events('inventory.low_stock')).filter((e) => e.data.product_id === beans).slice(lowBefore);
  assert.is(low.length, 1, 'low stock fires once, on crossing');
  assert.is(low[0].data.quantity_available, 4, 'at the level it crossed to (threshold 5)');
});

test('a member whose cart was checked out meanwhile gives way: the others commit, it gets 409, one order per cart', async () => {
  await env.setStock(beans, null, { [first]: 100, [second]: 0 });
  const shoppers = Array.from({ length: 12 }, () => env.shopper());
  await Promise.all(shoppers.map((s) => s.add(beans, 1)));
  const carts = await Promise.all(shoppers.map((s) => s.cartId()));
  // Shopper 0 sends its cart three times at once (three keys): one order, the others refused.
  const attempts = [
    ...shoppers.map((s, i) => s.checkout(cardBody(carts[i]), { 'idempotency-key': `grp-${i}-a-${carts[i]}` })),
    shoppers[0].checkout(cardBody(carts[0]), { 'idempotency-key': `grp-0-b-${carts[0]}` }),
    shoppers[0].checkout(cardBody(carts[0]), { 'idempotency-key': `grp-0-c-${carts[0]}` }),
  ];
  const results = await Promise.all(attempts);
  const mine = [results[0], results[12], results[13]];
  assert.is(mine.filter((r) => r.status === 201).length, 1, JSON.stringify(mine.map((r) => r.status)));
  // An attempt that meets the first one in flight gives way (409, or 400 once the cart is converted); one that
  // arrives after it committed finds no such cart in the session any more (404). All three are the truth.
  assert.ok(
    mine.filter((r) => r.status !== 201).every((r) => [400, 404, 409].includes(r.status)),
    JSON.stringify(mine.map((r) => r.body)),
  );
  assert.ok(
    results.slice(1, 12).every((r) => r.status === 201),
    JSON.stringify(results.slice(1, 12).map((r) => r.status)),
  );

  const orders = (await env.orders()).filter((o) => carts.includes(o.cart_id));
  assert.is(orders.length, 12, 'one order per cart');
  assert.is(new Set(orders.map((o) => o.cart_id)).size, 12);
  assert.is(
    (await env.levels(beans)).find((l) => l.location_id === first)!.quantity_reserved,
    12,
    'stock for exactly the 12 orders',
  );
  const numbers = numbersOf(orders);
  assert.equal(
    numbers,
    numbers.map((_, i) => numbers[0] + i),
    'no number burnt by the group that gave way',
  );
});

test.run();
