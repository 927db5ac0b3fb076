// The business's order list over HTTP (GET /v1/businesses/{business_id}/orders, scope orders:read): newest first
// with the id as tie-break, pages by limit/offset with the total, filters by status and placing time, live and
// sandbox orders kept apart, each order in the shape the admin operations answer; a key with orders:read made
// through the API; the refusals.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/sdk.gen.js';
import { issueApiKey } from '../../src/modules/keys/api-keys.js';
import type { OrderDoc } from '../../src/modules/orders/model.js';
import { startOrders, type OrdersEnv } from '../buying/orders-support.js';

let env: OrdersEnv;
/** A business of its own, so the list holds exactly what this file seeds. */
let biz: string;
let key: string;
/** Seeded into `biz`, oldest first. */
const seeded: OrderDoc[] = [];
const base = new Date('2026-03-01T12:00:00.000Z').getTime();

test.before(async () => {
  env = await startOrders();
  biz = (await env.business('Order List Co')).tenant.business_id;
  key = (
    await issueApiKey(env.db, {
      kind: 'business',
      livemode: true,
      business_id: biz,
      scopes: ['orders:read', 'orders:write'],
      name: 'lister',
      now: env.clock.now(),
    })
  ).key;
  const statuses = ['pending', 'confirmed', 'pending', 'completed', 'cancelled', 'pending'] as const;
  for (const [i, status] of statuses.entries()) {
    const at = new Date(base + i * 60_000);
    seeded.push(
      (await env.seedOrder({ business_id: biz, livemode: false, status, created_at: at, updated_at: at })).order,
    );
  }
  // Two orders placed in the same millisecond: the id decides their order.
  const tie = new Date(base + 10 * 60_000);
  for (let i = 0; i < 2; i++)
    seeded.push((await env.seedOrder({ business_id: biz, livemode: false, created_at: tie, updated_at: tie })).order);
});
test.after(async () => {
  await env?.close();
});

const list = (query: Record<string, string | number> = {}, as: string | null = key, businessId = biz) =>
  env.raw(
    'GET',
    `/v1/businesses/${businessId}/orders?${new URLSearchParams({ mode: 'test', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
    {
      key: null,
      headers: as ? { authorization: `Bearer ${as}` } : {},
    },
  );
const newestFirst = () =>
  [...seeded].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a._id < b._id ? 1 : -1));
const ids = (r: { json: any }) => r.json.data.orders.map((o: any) => o.id);

test('newest first, ties by id; default page of 20 with the total; each order as the admin operations show it', async () => {
  const r = await list();
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(
    ids(r),
    newestFirst().map((o) => o._id),
  );
  assert.equal(r.json.data.pagination, { limit: 20, offset: 0, total: seeded.length });
  // The admin operations' PlatformOrder: what moving the order answers is what the list shows.
  const order = seeded[1];
  const moved = await env.raw('POST', `/v1/businesses/${biz}/orders/${order._id}/status?mode=test`, {
    key: null,
    headers: { authorization: `Bearer ${key}` },
    body: { status: 'preparing' },
  });
  assert.is(moved.status, 200, JSON.stringify(moved.json));
  const listed = (await list()).json.data.orders.find((o: any) => o.id === order._id);
  assert.equal(listed, moved.json.data);
});

test('pages by limit and offset without overlap, the same total on every page', async () => {
  const all = newestFirst().map((o) => o._id);
  const pages: string[] = [];
  for (let offset = 0; offset < all.length; offset += 3) {
    const r = await list({ limit: 3, offset });
    assert.is(r.status, 200);
    assert.equal(r.json.data.pagination, { limit: 3, offset, total: all.length });
    pages.push(...ids(r));
  }
  assert.equal(pages, all);
  const past = await list({ offset: 100 });
  assert.equal([ids(past), past.json.data.pagination.total], [[], all.length]);
});

test('filters: status, created_gte and created_lt, together; a window that ends before it starts is 400', async () => {
  const pending = await list({ status: 'pending' });
  const expected = newestFirst()
    .filter((o) => o.status === 'pending')
    .map((o) => o._id);
  assert.ok(expected.length >= 3);
  assert.equal(ids(pending), expected);
  assert.is(pending.json.data.pagination.total, expected.length);

  const from = new Date(base + 60_000).toISOString();
  const to = new Date(base + 4 * 60_000).toISOString();
  const window = await list({ created_gte: from, created_lt: to });
  assert.equal(ids(window), [seeded[3]._id, seeded[2]._id, seeded[1]._id], 'from is inclusive, to exclusive');
  const both = await list({ created_gte: from, created_lt: to, status: 'pending' });
  assert.equal(ids(both), [seeded[2]._id]);

  for (const [query, field] of [
    [{ created_gte: to, created_lt: from }, 'created_lt'],
    [{ created_gte: from, created_lt: from }, 'created_lt'],
    [{ created_gte: 'yesterday' }, 'created_gte'],
    [{ status: 'shipped' }, 'status'],
    [{ limit: 101 }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ mode: 'staging' }, 'mode'],
  ] as const) {
    const r = await list(query);
    assert.is(r.status, 400, `${JSON.stringify(query)} → ${JSON.stringify(r.json)}`);
    assert.is(r.json.error.code, 'VALIDATION_ERROR');
    assert.ok(r.json.error.message.includes(field), `${field}: ${r.json.error.message}`);
  }
});

test('live and sandbox orders are apart: without mode=test the live ones only', async () => {
  const live = (await env.seedOrder({ business_id: biz, livemode: true })).order;
  const r = await env.raw('GET', `/v1/businesses/${biz}/orders`, {
    key: null,
    headers: { authorization: `Bearer ${key}` },
  });
  assert.is(r.status, 200);
  assert.equal(ids(r), [live._id]);
  assert.not.ok(ids(await list()).includes(live._id));
});

test("a real checkout shows up at the top of the demo business's sandbox list, through the generated SDK", async () => {
  const placed = await env.checkout();
  const r = await pf.adminListOrders({
    client: env.platform(),
    path: { business_id: env.demo.business_id },
    query: { mode: 'test', limit: 1 },
  });
  assert.is(r.response.status, 200);
  assert.is(r.data!.data.orders[0].id, placed.order_id);
  assert.is(r.data!.data.orders[0].order_number, placed.order_number);
  assert.is(r.data!.data.orders[0].total_price, placed.amount);
});

test('scopes: a key made through the API with only orders:read lists; orders:write alone, another business, no key are refused', async () => {
  const created = await env.raw('POST', `/v1/businesses/${env.demo.business_id}/api-keys`, {
    key: null,
    headers: { authorization: `Bearer ${env.businessKey}` },
    body: { name: 'order reader', scopes: ['orders:read'] },
  });
  assert.is(created.status, 201, JSON.stringify(created.json));
  assert.equal(created.json.data.scopes, ['orders:read']);
  assert.is((await list({}, created.json.data.secret, env.demo.business_id)).status, 200);

  const writer = (
    await issueApiKey(env.db, {
      kind: 'business',
      livemode: true,
      business_id: biz,
      scopes: ['orders:write'],
      name: 'writer',
      now: env.clock.now(),
    })
  ).key;
  const denied = await list({}, writer);
  assert.is(denied.status, 403, JSON.stringify(denied.json));
  assert.is(denied.json.error.code, 'FORBIDDEN');
  assert.ok(denied.json.error.message.includes('orders:read'), denied.json.error.message);

  const across = await list({}, key, env.demo.business_id);
  assert.is(across.status, 403);
  assert.is(across.json.error.code, 'FORBIDDEN');
  for (const k of [null, `dk_live_${'x'.repeat(32)}`]) {
    const r = await list({}, k);
    assert.is(r.status, 401);
    assert.is(r.json.error.code, 'UNAUTHORIZED');
  }
});

test('every response matched the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
