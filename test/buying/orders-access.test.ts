// Order access over real HTTP: a signed-in customer reaches their own orders, a guest reaches one order with its
// bill token, and every mismatch (wrong or missing token, another customer, another mode) is 404, never 403. A guest
// who signs in with OTP attaches their order with its bill token. Customers sign in over HTTP (orders-support.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { startOrders, type OrdersEnv } from './orders-support.js';

let env: OrdersEnv;
test.before(async () => {
  env = await startOrders();
});
test.after(async () => {
  await env?.close();
});

test('a guest reads the order and its payment status with the bill token', async () => {
  const { order, billToken, payment } = await env.seedOrder();
  const got = await sf.getOrder({ client: env.storefront({ billToken }), path: { order_id: order._id } });
  assert.is(got.response.status, 200);
  const data = got.data!.data;
  assert.is(data.id, order._id);
  assert.is(data.order_number, order.order_number);
  assert.is(data.total_price, '195.50');
  assert.is(data.subtotal, '170.00');
  assert.is(data.items[0].unit_price, '85.00');
  assert.is(data.customer_name, 'Ama Mensah');
  assert.is(data.customer_id, null);

  const ps = await sf.getOrderPaymentStatus({ client: env.storefront({ billToken }), path: { order_id: order._id } });
  assert.is(ps.response.status, 200);
  assert.equal(ps.data!.data, {
    order_id: order._id,
    payment_status: 'pending',
    payment_reference: payment._id,
    amount: '195.50',
    currency: 'GHS',
    settled_at: null,
  });
});

test("wrong, missing or another order's token is 404 NOT_FOUND, never 403", async () => {
  const a = await env.seedOrder();
  const b = await env.seedOrder();
  for (const billToken of [undefined, 'bt_wrong', b.billToken, a.billToken + 'x']) {
    const got = await sf.getOrder({ client: env.storefront({ billToken }), path: { order_id: a.order._id } });
    assert.is(got.response.status, 404, `token ${billToken}`);
    assert.is((got.error as { error: { code: string } }).error.code, 'NOT_FOUND');
    const ps = await sf.getOrderPaymentStatus({
      client: env.storefront({ billToken }),
      path: { order_id: a.order._id },
    });
    assert.is(ps.response.status, 404);
  }
  const unknown = await sf.getOrder({
    client: env.storefront({ billToken: a.billToken }),
    path: { order_id: 'ord_doesNotExist123' },
  });
  assert.is(unknown.response.status, 404);
});

test('a signed-in customer reads their own orders; another customer gets 404', async () => {
  const ama = await env.customer();
  const kofi = await env.customer();
  const { order } = await env.seedOrder({ customer_id: ama.id });
  const mine = await sf.getOrder({ client: env.storefront({ customer: ama }), path: { order_id: order._id } });
  assert.is(mine.response.status, 200);
  assert.is(mine.data!.data.customer_id, ama.id);
  const theirs = await sf.getOrder({ client: env.storefront({ customer: kofi }), path: { order_id: order._id } });
  assert.is(theirs.response.status, 404);
  const ps = await sf.getOrderPaymentStatus({
    client: env.storefront({ customer: kofi }),
    path: { order_id: order._id },
  });
  assert.is(ps.response.status, 404);
});

test("the bill token still opens a customer's order for someone holding it", async () => {
  const ama = await env.customer();
  const { order, billToken } = await env.seedOrder({ customer_id: ama.id });
  const got = await sf.getOrder({ client: env.storefront({ billToken }), path: { order_id: order._id } });
  assert.is(got.response.status, 200);
});

test('live keys never see sandbox orders', async () => {
  const { order, billToken } = await env.seedOrder();
  const live = env.storefront({ billToken, key: env.srv.demo!.live_publishable_key });
  const got = await sf.getOrder({ client: live, path: { order_id: order._id } });
  assert.is(got.response.status, 404);
});

test("list: the customer's orders only, newest first, with status filter and paging", async () => {
  const ama = await env.customer();
  const other = await env.customer();
  const first = await env.seedOrder({ customer_id: ama.id });
  const second = await env.seedOrder({ customer_id: ama.id, status: 'confirmed' });
  const third = await env.seedOrder({ customer_id: ama.id });
  await env.seedOrder({ customer_id: other.id });
  await env.seedOrder();

  const all = await sf.listOrders({ client: env.storefront({ customer: ama }) });
  assert.is(all.response.status, 200);
  assert.equal(
    all.data!.data.map((o) => o.id),
    [third.order._id, second.order._id, first.order._id],
  );

  const confirmed = await sf.listOrders({ client: env.storefront({ customer: ama }), query: { status: 'confirmed' } });
  assert.equal(
    confirmed.data!.data.map((o) => o.id),
    [second.order._id],
  );

  const page2 = await sf.listOrders({ client: env.storefront({ customer: ama }), query: { limit: 2, offset: 2 } });
  assert.equal(
    page2.data!.data.map((o) => o.id),
    [first.order._id],
  );
});

test('list needs a signed-in customer (401)', async () => {
  const guest = await sf.listOrders({ client: env.storefront() });
  assert.is(guest.response.status, 401);
});

test('a guest checks out, signs in with OTP and attaches the order with its bill token; wrong token 404; another owner 409', async () => {
  // A real guest checkout: the bill token comes from its response.
  const placed = await env.checkout();
  assert.match(placed.bill_token, /^bt_/);
  // Then the guest signs in over HTTP (request-otp, the code from the dev outbox, verify-otp).
  const ama = await env.customer();
  const path = { order_id: placed.order_id };
  const attach = (who: Parameters<OrdersEnv['storefront']>[0], customerId: string) =>
    sf.attachOrderCustomer({ client: env.storefront(who), path, body: { customer_id: customerId } });

  // Not hers yet: her session alone does not open it, and a wrong token is 404 (never 403), changing nothing.
  assert.is((await sf.getOrder({ client: env.storefront({ customer: ama }), path })).response.status, 404);
  for (const billToken of ['bt_wrong', placed.bill_token + 'x']) {
    const wrong = await attach({ customer: ama, billToken }, ama.id);
    assert.is(wrong.response.status, 404, billToken);
    assert.is((wrong.error as { error: { code: string } }).error.code, 'NOT_FOUND');
  }
  assert.is((await env.order(placed.order_id)).customer_id, null);

  const ok = await attach({ customer: ama, billToken: placed.bill_token }, ama.id);
  assert.is(ok.response.status, 200);
  assert.is(ok.data!.data.customer_id, ama.id);
  assert.is(ok.data!.data.id, placed.order_id);
  assert.is((await env.order(placed.order_id)).customer_id, ama.id);
  // Now in her history, readable with her session alone.
  const list = await sf.listOrders({ client: env.storefront({ customer: ama }) });
  assert.ok(list.data!.data.some((o) => o.id === placed.order_id));
  assert.is((await sf.getOrder({ client: env.storefront({ customer: ama }), path })).response.status, 200);
  // Again: succeeds unchanged.
  assert.is((await attach({ customer: ama, billToken: placed.bill_token }, ama.id)).response.status, 200);

  // Someone else holding the bill token, signed in as themselves: the order already belongs to Ama, 409 CONFLICT;
  // naming Ama (not the signed-in customer) is 404. Either way it stays hers.
  const kofi = await env.customer();
  const taken = await attach({ customer: kofi, billToken: placed.bill_token }, kofi.id);
  assert.is(taken.response.status, 409);
  assert.is((taken.error as { error: { code: string } }).error.code, 'CONFLICT');
  assert.is((await attach({ customer: kofi, billToken: placed.bill_token }, ama.id)).response.status, 404);
  assert.is((await env.order(placed.order_id)).customer_id, ama.id);
  assert.is((await sf.getOrder({ client: env.storefront({ customer: kofi }), path })).response.status, 404);
  assert.equal(
    (await env.events(placed.order_id)).filter((e) => e.type === 'order.updated').length,
    1,
    'one order.updated, for the attach',
  );
});

test('responses conform to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
