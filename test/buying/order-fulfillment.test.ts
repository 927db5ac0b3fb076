// Fulfilment of orders over real HTTP with the business key (POST/GET /v1/businesses/{business_id}/orders/{order_id}/
// fulfillments): a partial shipment with carrier and tracking then the rest, delivery completing the order, the
// per-line quantities on the order's platform view; an idempotent replay and a changed body under the same key;
// over-quantity, unknown and booking lines refused naming the field; unpaid, cancelled and dine-in orders refused;
// cash on delivery; scopes; and order.fulfillment_created delivered to a registered endpoint, signed, like the
// other order events.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/sdk.gen.js';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { newId } from '../../src/kernel/ids.js';
import { issueApiKey } from '../../src/modules/keys/index.js';
import type { OrderDoc, OrderItemDoc } from '../../src/modules/orders/model.js';
import { dispatchPendingEvents, runDeliveryAttempt } from '../../src/modules/webhooks/delivery.js';
import { startReceiver, verifyDelivery, type Receiver } from '../webhooks/receiver.js';
import { startOrders, type OrdersEnv } from './orders-support.js';

let env: OrdersEnv;
let biz: string;
let rx: Receiver;
test.before(async () => {
  env = await startOrders();
  biz = env.tenant.business_id;
  rx = await startReceiver();
});
test.after(async () => {
  await env?.close();
  await rx?.close();
});

const goods = (name: string, quantity: number, over: Partial<OrderItemDoc> = {}): OrderItemDoc => ({
  id: newId('lineItem'),
  product_id: newId('product'),
  product_name: name,
  variant_id: null,
  variant_name: null,
  quantity,
  unit_price: 4000,
  total: 4000 * quantity,
  add_on_option_ids: [],
  special_instructions: null,
  scheduled_start: null,
  scheduled_end: null,
  staff_id: null,
  billing_plan_id: null,
  ...over,
});

/** A paid delivery order of three bags of coffee and one mug. */
async function deliveryOrder(over: Partial<OrderDoc> = {}) {
  const items = [goods('House blend coffee beans, 500 g', 3), goods('Enamel mug', 1)];
  const { order } = await env.seedOrder({
    order_type: 'delivery',
    status: 'confirmed',
    payment_status: 'succeeded',
    items,
    ...over,
  });
  return order;
}

const fulfil = (orderId: string, body: unknown, headers: Record<string, string> = {}) =>
  env.raw('POST', `/v1/businesses/${biz}/orders/${orderId}/fulfillments?mode=test`, {
    key: null,
    headers: { authorization: `Bearer ${env.businessKey}`, ...headers },
    body,
  });

/** The order's recorded event types, sorted (one transaction's events share their time, so come in any order). */
const types = async (orderId: string) => (await env.events(orderId)).map((e) => e.type).sort();

test('a partial shipment with tracking, the rest, delivery: quantities per line, the status follows', async () => {
  const order = await deliveryOrder();
  const [beans, mug] = order.items;
  const first = await fulfil(
    order._id,
    {
      type: 'shipped',
      line_items: [{ line_item_id: beans.id, quantity: 2 }],
      carrier: 'DHL',
      tracking_number: 'JD0146000062',
      tracking_url: 'https://track.example.com/JD0146000062',
    },
    { 'idempotency-key': `ship-1-${order._id}` },
  );
  assert.is(first.status, 201, JSON.stringify(first.json));
  const { fulfillment, order: after } = first.json.data;
  assert.match(fulfillment.id, /^ful_/);
  assert.equal(
    [
      fulfillment.type,
      fulfillment.line_items,
      fulfillment.carrier,
      fulfillment.tracking_number,
      fulfillment.description,
    ],
    ['shipped', [{ line_item_id: beans.id, quantity: 2 }], 'DHL', 'JD0146000062', null],
  );
  assert.is(fulfillment.occurred_at, (await env.order(order._id)).updated_at.toISOString(), 'the services clock');
  assert.is(after.status, 'preparing');
  assert.is(after.fulfillment.status, 'partial');
  assert.equal(
    after.fulfillment.lines.map((l: any) => [l.line_item_id, l.quantity, l.fulfilled, l.delivered, l.remaining]),
    [
      [beans.id, 3, 2, 0, 1],
      [mug.id, 1, 0, 0, 1],
    ],
  );
  assert.equal(await types(order._id), ['order.fulfillment_created', 'order.updated']);

  // Everything left: the remaining bag and the mug, in one event; every unit out ⇒ ready (out for delivery).
  const rest = await fulfil(order._id, { type: 'shipped', carrier: 'DHL', tracking_number: 'JD0146000063' });
  assert.is(rest.status, 201, JSON.stringify(rest.json));
  assert.equal(rest.json.data.fulfillment.line_items, [
    { line_item_id: beans.id, quantity: 1 },
    { line_item_id: mug.id, quantity: 1 },
  ]);
  assert.equal([rest.json.data.order.status, rest.json.data.order.fulfillment.status], ['ready', 'fulfilled']);

  const transit = await fulfil(order._id, { type: 'in_transit', description: 'At the Kumasi hub' });
  assert.equal([transit.status, transit.json.data.order.status], [201, 'ready']);

  const delivered = await fulfil(order._id, { type: 'delivered', description: 'Left with the reception desk' });
  assert.is(delivered.status, 201, JSON.stringify(delivered.json));
  assert.equal(
    [delivered.json.data.order.status, delivered.json.data.order.fulfillment.status],
    ['completed', 'delivered'],
  );
  assert.equal(await types(order._id), [
    'order.completed',
    ...Array(4).fill('order.fulfillment_created'),
    ...Array(3).fill('order.updated'),
  ]);

  // The order's platform views: the fulfilment read, and the order list.
  const read = await pf.adminListOrderFulfillments({
    client: env.platform(),
    path: { business_id: biz, order_id: order._id },
    query: { mode: 'test' },
  });
  assert.is(read.response.status, 200);
  const f = read.data!.data;
  assert.equal(
    f.events.map((e) => e.type),
    ['shipped', 'shipped', 'in_transit', 'delivered'],
  );
  assert.equal(
    f.lines.map((l) => [l.fulfilled, l.delivered, l.remaining]),
    [
      [3, 3, 0],
      [1, 1, 0],
    ],
  );
  const listed = await pf.adminListOrders({
    client: env.platform(),
    path: { business_id: biz },
    query: { mode: 'test', status: 'completed', limit: 100 },
  });
  const mine = listed.data!.data.orders.find((o) => o.id === order._id)!;
  assert.equal(mine.fulfillment, f);

  const more = await fulfil(order._id, { type: 'shipped' });
  assert.is(more.status, 409, 'nothing left to ship');
  assert.is(more.json.error.message, `Order ${order._id} has no unit not yet shipped or delivered to mark shipped`);
});

test('idempotent: the same key and body replay (recorded once); another body under the key is 409', async () => {
  const order = await deliveryOrder();
  const body = { type: 'shipped', line_items: [{ line_item_id: order.items[0].id, quantity: 1 }] };
  const headers = { 'idempotency-key': `ship-${order._id}` };
  const first = await fulfil(order._id, body, headers);
  assert.is(first.status, 201);
  const again = await fulfil(order._id, body, headers);
  assert.is(again.status, 201);
  assert.is(again.headers.get('idempotent-replayed'), 'true');
  assert.equal(again.json, first.json);
  assert.is((await env.order(order._id)).fulfillments?.length, 1);
  assert.equal(await types(order._id), ['order.fulfillment_created', 'order.updated']);

  const changed = await fulfil(order._id, { ...body, carrier: 'UPS' }, headers);
  assert.is(changed.status, 409);
  assert.is(changed.json.error.code, 'CONFLICT');
  assert.match(changed.json.error.message, /Idempotency-Key/);
});

test('recordings at once never ship more units than ordered', async () => {
  const order = await deliveryOrder();
  const beans = order.items[0];
  const one = { type: 'shipped', line_items: [{ line_item_id: beans.id, quantity: 1 }] };
  const answers = await Promise.all(Array.from({ length: 6 }, () => fulfil(order._id, one)));
  const statuses = answers.map((a) => a.status);
  assert.is(statuses.filter((s) => s === 201).length, 3, statuses.join());
  assert.ok(
    statuses.every((s) => s === 201 || s === 400 || s === 409),
    statuses.join(),
  );
  const stored = await env.order(order._id);
  assert.is(stored.fulfillments?.length, 3);
  assert.is((await types(order._id)).filter((t) => t === 'order.fulfillment_created').length, 3);
});

test('refused naming the field: more than is left, an unknown line, a line twice, a booking, bad values', async () => {
  const booking = goods('Espresso masterclass', 1, {
    scheduled_start: new Date('2026-12-01T10:00:00Z'),
    scheduled_end: new Date('2026-12-01T12:00:00Z'),
  });
  const order = await deliveryOrder({ items: [goods('House blend coffee beans, 500 g', 3), booking] });
  const beans = order.items[0];
  assert.is(
    (await fulfil(order._id, { type: 'shipped', line_items: [{ line_item_id: beans.id, quantity: 2 }] })).status,
    201,
  );

  const state = '(3 ordered, 2 in transit, 0 delivered)';
  const cases: [unknown, string][] = [
    [
      { type: 'shipped', line_items: [{ line_item_id: beans.id, quantity: 2 }] },
      `body.line_items.0.quantity: 2 is more than the 1 unit(s) of ${beans.id} not yet shipped or delivered ${state}`,
    ],
    [
      { type: 'returned_to_sender', line_items: [{ line_item_id: beans.id, quantity: 3 }] },
      `body.line_items.0.quantity: 3 is more than the 2 unit(s) of ${beans.id} in transit ${state}`,
    ],
    [
      { type: 'shipped', line_items: [{ line_item_id: 'li_notOnThisOrder1', quantity: 1 }] },
      'body.line_items.0.line_item_id: the order has no line li_notOnThisOrder1',
    ],
    [
      { type: 'delivered', line_items: [{ line_item_id: beans.id }, { line_item_id: beans.id }] },
      `body.line_items.1.line_item_id: ${beans.id} is listed twice`,
    ],
    [
      { type: 'shipped', line_items: [{ line_item_id: booking.id, quantity: 1 }] },
      `body.line_items.0.line_item_id: ${booking.id} is a booking; a booking is fulfilled by completing it`,
    ],
  ];
  for (const [body, message] of cases) {
    const r = await fulfil(order._id, body);
    assert.is(r.status, 400, JSON.stringify(r.json));
    assert.equal([r.json.error.code, r.json.error.message], ['VALIDATION_ERROR', message]);
  }
  for (const [body, field] of [
    [{ type: 'shipped', line_items: [{ line_item_id: beans.id, quantity: 0 }] }, 'body.line_items.0.quantity'],
    [{ type: 'lost' }, 'body.type'],
    [{ type: 'shipped', tracking_url: 'ftp://track.example.com/1' }, 'body.tracking_url'],
    [{ type: 'shipped', line_items: [] }, 'body.line_items'],
  ] as const) {
    const r = await fulfil(order._id, body);
    assert.is(r.status, 400, JSON.stringify(r.json));
    assert.ok(r.json.error.message.startsWith(`${field}:`), r.json.error.message);
  }
  const seen = await env.order(order._id);
  assert.is(seen.fulfillments?.length, 1, 'nothing refused was recorded');
  assert.is(seen.status, 'preparing', 'an order with a booking goes no further than preparing');
});

test('refused orders: unpaid card, failed payment, cancelled, dine-in (409); cash on delivery goes', async () => {
  const refused: [Partial<OrderDoc>, RegExp][] = [
    [{ payment_status: 'pending' }, /is not paid \(payment pending\)/],
    [{ payment_status: 'failed' }, /is not paid \(payment failed\)/],
    [{ status: 'cancelled', payment_status: 'succeeded' }, /is cancelled$/],
    [{ order_type: 'dine-in' }, /is a dine-in order: fulfilment is recorded for delivery and pickup orders/],
  ];
  for (const [over, message] of refused) {
    const order = await deliveryOrder(over);
    const r = await fulfil(order._id, { type: 'shipped' });
    assert.is(r.status, 409, JSON.stringify(r.json));
    assert.equal(r.json.error.code, 'CONFLICT');
    assert.match(r.json.error.message, message);
    assert.equal(await types(order._id), []);
  }
  // A real checkout: a guest's cash pickup order, handed over at the counter before it is paid.
  const placed = await env.checkout({ payment_method: 'cash' });
  const handed = await fulfil(placed.order_id, { type: 'delivered' });
  assert.is(handed.status, 201, JSON.stringify(handed.json));
  assert.equal(
    [handed.json.data.order.status, handed.json.data.order.payment_status, handed.json.data.order.order_type],
    ['completed', 'pending', 'pickup'],
  );
  const unknown = await fulfil('ord_unknown12345', { type: 'shipped' });
  assert.is(unknown.status, 404);
});

test('scopes: orders:read reads but cannot record; another business 403', async () => {
  const order = await deliveryOrder();
  const reader = (
    await issueApiKey(env.db, {
      kind: 'business',
      livemode: true,
      business_id: biz,
      scopes: ['orders:read'],
      name: 'reader',
      now: env.clock.now(),
    })
  ).key;
  const read = await pf.adminListOrderFulfillments({
    client: env.platform(reader),
    path: { business_id: biz, order_id: order._id },
    query: { mode: 'test' },
  });
  assert.is(read.response.status, 200);
  assert.equal(read.data!.data, {
    status: 'unfulfilled',
    lines: order.items.map((i) => ({
      line_item_id: i.id,
      product_name: i.product_name,
      variant_name: null,
      quantity: i.quantity,
      fulfilled: 0,
      delivered: 0,
      remaining: i.quantity,
    })),
    events: [],
  });
  const denied = await fulfil(order._id, { type: 'shipped' }, { authorization: `Bearer ${reader}` });
  assert.is(denied.status, 403);
  assert.match(denied.json.error.message, /orders:write/);
  const across = await env.raw('POST', `/v1/businesses/biz_someoneElse123/orders/${order._id}/fulfillments`, {
    key: null,
    headers: { authorization: `Bearer ${env.businessKey}` },
    body: { type: 'shipped' },
  });
  assert.is(across.status, 403);
});

test('order.fulfillment_created is delivered to a subscribed endpoint, signed, with order.updated', async () => {
  const hook = await sf.createWebhook({
    client: env.storefront({ key: env.secretKey }),
    body: { url: rx.url('/fulfil'), events: ['order.fulfillment_created', 'order.updated'] },
  });
  assert.is(hook.response.status, 201, JSON.stringify(hook.error));
  const order = await deliveryOrder();
  const r = await fulfil(order._id, {
    type: 'shipped',
    line_items: [{ line_item_id: order.items[1].id }],
    carrier: 'GIG Logistics',
    tracking_number: 'GIG-778812',
  });
  assert.is(r.status, 201, JSON.stringify(r.json));

  await dispatchPendingEvents(env.srv.services);
  const rows = await env.db
    .collection('webhook_deliveries')
    .find({ webhook_id: hook.data!.data.id, status: 'pending' })
    .toArray();
  for (const row of rows) await runDeliveryAttempt(env.srv.services, String(row._id));
  const got = rx.received.filter((x) => x.path === '/fulfil' && x.body.data.id === order._id);
  assert.equal(got.map((x) => x.body.type).sort(), ['order.fulfillment_created', 'order.updated']);
  const created = got.find((x) => x.body.type === 'order.fulfillment_created')!;
  assert.is(verifyDelivery(hook.data!.data.secret, created, Number(created.headers['webhook-timestamp'])), null);
  const data = created.body.data as any;
  assert.equal(
    [
      data.status,
      data.fulfillment_status,
      data.fulfillment.id,
      data.fulfillment.carrier,
      data.fulfillment.tracking_number,
    ],
    ['preparing', 'partial', r.json.data.fulfillment.id, 'GIG Logistics', 'GIG-778812'],
  );
  assert.equal(data.fulfillment.line_items, [{ line_item_id: order.items[1].id, quantity: 1 }]);
  assert.equal(
    data.lines.map((l: any) => [l.line_item_id, l.fulfilled]),
    [
      [order.items[0].id, 0],
      [order.items[1].id, 1],
    ],
  );
});

test('every response kept to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
