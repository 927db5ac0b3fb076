// Link enrollment and orders over real HTTP: check-status before and after enrolling, enroll (201 then 200),
// enroll-and-link-order (atomic, no duplicates, conflicts), and the orders list and read across businesses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as link from '../../generated/sdk/link/sdk.gen.js';
import { startLinkEnv, uniquePhone, type LinkEnv } from './link-env.js';

let env: LinkEnv;
let sandbox: Record<string, string>;
test.before(async () => {
  env = await startLinkEnv();
  sandbox = { 'x-api-key': env.srv.demo!.publishable_key };
});
test.after(async () => {
  await env?.close();
});

const code = (r: { error?: unknown }) => (r.error as { error: { code: string } }).error.code;

test("check-status is true only for an enrolled account's verified contact; enroll answers 201 then 200", async () => {
  const a = await env.signIn();
  const before = await link.linkCheckStatus({ client: env.anonymous(sandbox), body: { contact: a.contact } });
  assert.is(before.response.status, 200);
  assert.is(before.data!.data.is_link_customer, false);

  const first = await link.linkEnroll({ client: a.client, body: { contact: a.contact, name: 'Ama Mensah' } });
  assert.is(first.response.status, 201);
  assert.equal(first.data!.data, { account_id: a.accountId, customer_id: a.customerId, created: true });
  const repeat = await link.linkEnroll({ client: a.client, body: { contact: a.contact, name: 'Someone Else' } });
  assert.is(repeat.response.status, 200);
  assert.is(repeat.data!.data.created, false);
  assert.is((await link.linkGetProfile({ client: a.client })).data!.data.name, 'Ama Mensah');

  assert.is(
    (await link.linkCheckStatus({ client: env.anonymous(sandbox), body: { contact: a.contact } })).data!.data
      .is_link_customer,
    true,
  );
  // Live mode does not see sandbox accounts.
  assert.is(
    (await link.linkCheckStatus({ client: env.anonymous(), body: { contact: a.contact } })).data!.data.is_link_customer,
    false,
  );

  const notMine = await link.linkEnroll({ client: a.client, body: { contact: uniquePhone(), name: 'Ama' } });
  assert.is(notMine.response.status, 403);
  assert.is(code(notMine), 'FORBIDDEN');
  const bad = await link.linkEnroll({ client: a.client, body: { contact: a.contact, name: '' } });
  assert.is(bad.response.status, 400);
  const badKey = await link.linkCheckStatus({
    client: env.anonymous({ 'x-api-key': 'pk_test_doesnotexist1234' }),
    body: { contact: a.contact },
  });
  assert.is(badKey.response.status, 401);
});

test('check-status allows 30 requests per minute per IP', async () => {
  env.srv.clock.advance(120_000);
  let limited: Response | undefined;
  for (let i = 0; i < 31 && !limited; i++) {
    const r = await link.linkCheckStatus({ client: env.anonymous(), body: { contact: uniquePhone() } });
    if (r.response.status === 429) limited = r.response;
  }
  assert.ok(limited, 'the 31st request within a minute is refused');
  assert.ok(Number(limited!.headers.get('retry-after')) > 0);
  env.srv.clock.advance(61_000);
});

test('enroll-and-link-order attaches the order, saves address and wallet once, sets the order type', async () => {
  const a = await env.signIn();
  const order = await env.seedOrder({ phone: a.contact });
  const body = {
    order_id: order._id,
    business_id: order.business_id,
    address: { label: 'Home', street_address: '14 Ring Road East', city: 'Accra', country: 'GH' },
    mobile_money: { phone_number: '+233241234567', provider: 'mtn' as const },
    order_type: 'delivery' as const,
  };
  const r = await link.linkEnrollAndLinkOrder({ client: a.client, body });
  assert.is(r.response.status, 200);
  const d = r.data!.data;
  assert.equal(d.enrollment, { account_id: a.accountId, customer_id: a.customerId, created: true });
  assert.is(d.order.id, order._id);
  assert.is(d.order.total_price, '40.25');
  assert.ok(d.order.business_name.length > 0);
  assert.is(d.address!.is_default, true);
  assert.is(d.mobile_money!.is_default, true);
  assert.equal(d.preferences, {
    preferred_order_type: 'delivery',
    default_address_id: d.address!.id,
    notify_on_order: true,
  });

  // Repeating it (same order, same details) duplicates nothing.
  const again = await link.linkEnrollAndLinkOrder({ client: a.client, body });
  assert.is(again.response.status, 200);
  assert.is(again.data!.data.enrollment.created, false);
  assert.is(again.data!.data.address!.id, d.address!.id);
  assert.is(again.data!.data.mobile_money!.id, d.mobile_money!.id);
  assert.is((await link.linkListAddresses({ client: a.client })).data!.data.length, 1);

  const list = await link.linkListOrders({ client: a.client });
  assert.equal(
    list.data!.data.items.map((o) => o.id),
    [order._id],
  );
  assert.equal(list.data!.data.pagination, { limit: 20, offset: 0, total: 1, has_more: false });
});

test("enroll-and-link-order: another contact's order is 404, an order attached to someone else is 409, nothing half-done", async () => {
  const a = await env.signIn();
  const b = await env.signIn();
  const theirs = await env.seedOrder({ phone: b.contact });
  const r = await link.linkEnrollAndLinkOrder({
    client: a.client,
    body: { order_id: theirs._id, business_id: theirs.business_id, order_type: 'pickup' },
  });
  assert.is(r.response.status, 404);
  assert.is(code(r), 'NOT_FOUND');
  const wrongBiz = await link.linkEnrollAndLinkOrder({
    client: b.client,
    body: { order_id: theirs._id, business_id: 'biz_other' },
  });
  assert.is(wrongBiz.response.status, 404);

  const taken = await env.seedOrder({ phone: a.contact }, { customer_id: 'cus_someoneelse' });
  const c = await link.linkEnrollAndLinkOrder({
    client: a.client,
    body: {
      order_id: taken._id,
      business_id: taken.business_id,
      address: { street_address: 'X', city: 'Accra', country: 'GH' },
    },
  });
  assert.is(c.response.status, 409);
  assert.is((await link.linkListAddresses({ client: a.client })).data!.data.length, 0, 'nothing was saved');
  assert.is(
    (await link.linkCheckStatus({ client: env.anonymous(sandbox), body: { contact: a.contact } })).data!.data
      .is_link_customer,
    false,
  );
});

test("orders: newest first, business filter, pagination, another customer's order is 404", async () => {
  const a = await env.signIn({ type: 'email' });
  const b = await env.signIn();
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    env.srv.clock.advance(1000);
    const o = await env.seedOrder({ email: a.contact }, { customer_id: a.customerId, created_at: env.srv.clock.now() });
    ids.push(o._id);
  }
  const other = await env.seedOrder({ phone: b.contact }, { customer_id: b.customerId });
  const page = await link.linkListOrders({ client: a.client, query: { limit: 2 } });
  assert.equal(
    page.data!.data.items.map((o) => o.id),
    [ids[2], ids[1]],
  );
  assert.equal(page.data!.data.pagination, { limit: 2, offset: 0, total: 3, has_more: true });
  const next = await link.linkListOrders({ client: a.client, query: { limit: 2, offset: 2 } });
  assert.equal(
    next.data!.data.items.map((o) => o.id),
    [ids[0]],
  );
  const biz = env.srv.demo!.business_id;
  assert.is(
    (await link.linkListOrders({ client: a.client, query: { business_id: biz } })).data!.data.pagination.total,
    3,
  );
  assert.is(
    (await link.linkListOrders({ client: a.client, query: { business_id: 'biz_unknown' } })).data!.data.pagination
      .total,
    0,
  );

  const one = await link.linkGetOrder({ client: a.client, path: { order_id: ids[0] } });
  assert.is(one.response.status, 200);
  assert.is(one.data!.data.items[0].unit_price, '35.00');
  for (const r of [
    await link.linkGetOrder({ client: a.client, path: { order_id: other._id } }),
    await link.linkGetOrder({ client: a.client, path: { order_id: ids[0] }, query: { business_id: 'biz_unknown' } }),
    await link.linkGetOrder({ client: a.client, path: { order_id: 'ord_doesnotexist' } }),
  ]) {
    assert.is(r.response.status, 404);
    assert.is(code(r), 'NOT_FOUND');
  }
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
