// Orders placed through UCP checkouts, in UCP's shape (GET …/orders/{id}: src/handlers/ucp/orders.ts →
// src/flows/ucp/orders.ts) and as signed order events (src/flows/ucp/order-events.ts), over HTTP: one test per
// scenario of the official suite's order retrieval files, in our 2026-04-08 terms, plus what the business does on the
// platform API afterwards (ship, refund, cancel), each reaching the agent as the whole order, signed, at once; a
// failed delivery is retried with the same Webhook-Id. Answers are checked against the contract by the harness, event
// bodies against the orderEvent webhook, signatures with the independent verifier.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runDeliveryAttempt } from '../../src/modules/webhooks/delivery.js';
import type { DeliveryDoc } from '../../src/modules/webhooks/model.js';
import { scoped } from '../../src/store/index.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { startReceiver, type Received, type Receiver } from '../webhooks/receiver.js';
import { startProfileServer, type ProfileServer } from './profile-server.js';
import { line, ucpAgent, type UcpAgent } from './support/agent.js';
import { seedFlowerShop } from './support/flower-shop.js';
import { arrival, eventRejection, orderEventProblems, publishedKeys } from './support/order-events.js';

let h: Harness;
let host: ProfileServer;
let rx: Receiver;
let agent: UcpAgent;
let biz: string;
let keys: any[];

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  rx = await startReceiver();
  biz = h.demo.business_id;
  await seedFlowerShop(h.db, h.tenant, h.clock.now());
  agent = ucpAgent(h, host, biz, { webhook: rx.url('/agent/orders') });
  keys = await publishedKeys(h, biz);
});
test.after(async () => {
  await rx?.close();
  await host?.close();
  await h?.close();
});

const buyer = { first_name: 'Kofi', last_name: 'Boateng', email: 'kofi@example.com' };
const home = {
  id: 'dest_home',
  street_address: '9 Oak Ave',
  address_locality: 'Metropolis',
  address_region: 'NY',
  postal_code: '10012',
  address_country: 'US',
};
const success = {
  payment: {
    instruments: [
      { id: 'i1', handler_id: 'sandbox', type: 'card', credential: { type: 'token', token: 'success_token' } },
    ],
  },
};

/** Two lines (roses ×2, a pot), shipped home by express (1500), completed with the success token. */
async function placed(who: UcpAgent = agent) {
  const created = await who.create({
    line_items: [line('bouquet_roses', 2), line('pot_ceramic')],
    buyer,
    discounts: { codes: ['10OFF'] },
    fulfillment: {
      methods: [{ type: 'shipping', destinations: [home], groups: [{ selected_option_id: 'exp-ship-us' }] }],
    },
  });
  assert.is(created.json.status, 'ready_for_complete', JSON.stringify(created.json.messages));
  const done = await who.send('POST', `/checkout-sessions/${created.json.id}/complete`, success);
  assert.is(done.json.status, 'completed', JSON.stringify(done.json));
  return { checkout: done.json, orderId: done.json.order.id as string };
}

const getOrder = (id: string, who: UcpAgent = agent) => who.send('GET', `/orders/${id}`);
const platform = (method: string, path: string, body?: unknown) =>
  h.raw(method, `/v1/businesses/${biz}/orders/${path}?mode=test`, {
    key: null,
    headers: { authorization: `Bearer ${h.businessKey}` },
    body,
  });
const eventsOf = (orderId: string) =>
  rx.received.filter((r) => r.path === '/agent/orders' && (r.body as any).id === orderId);

/** The next event for the order after `seen` earlier ones, verified as the agent would and valid by the contract. */
async function nextEvent(orderId: string, seen: number): Promise<any> {
  const r: Received = await arrival(
    rx,
    '/agent/orders',
    (x) => (x.body as any).id === orderId && eventsOf(orderId).indexOf(x) >= seen,
  );
  assert.is(await eventRejection(rx, r, keys, h.clock.now()), null);
  assert.equal(orderEventProblems(r.body), []);
  return r.body;
}

test('order retrieval: the order as UCP shows it to the agent whose checkout placed it', async () => {
  const { checkout, orderId } = await placed();
  const r = await getOrder(orderId);
  assert.is(r.status, 200, JSON.stringify(r.json));
  const o = r.json;
  assert.equal([o.id, o.checkout_id, o.label, o.currency], [orderId, checkout.id, checkout.order.label, 'USD']);
  assert.is(o.permalink_url, checkout.order.permalink_url);
  assert.equal(o.ucp, {
    version: '2026-04-08',
    status: 'success',
    capabilities: { 'dev.ucp.shopping.order': [{ version: '2026-04-08' }] },
  });
  assert.equal(
    o.line_items.map((l: any) => [l.item.id, l.quantity, l.status]),
    [
      ['bouquet_roses', { original: 2, total: 2, fulfilled: 0 }, 'processing'],
      ['pot_ceramic', { original: 1, total: 1, fulfilled: 0 }, 'processing'],
    ],
  );
  // 7000 + 1500, 10 % off the items (850), express shipping 1500: the same totals the checkout showed.
  assert.equal(o.totals, checkout.totals);
  assert.equal(o.totals, [
    { type: 'subtotal', amount: 8500 },
    { type: 'items_discount', amount: -850 },
    { type: 'fulfillment', display_text: 'Shipping', amount: 1500 },
    { type: 'total', amount: 9150 },
  ]);
  assert.equal(o.fulfillment.expectations, [
    {
      id: 'exp_1',
      line_items: o.line_items.map((l: any) => ({ id: l.id, quantity: l.quantity.total })),
      method_type: 'shipping',
      destination: {
        street_address: '9 Oak Ave',
        address_locality: 'Metropolis',
        address_region: 'NY',
        postal_code: '10012',
        address_country: 'US',
      },
      description: 'Express Shipping (US)',
    },
  ]);
  assert.equal([o.fulfillment.events, o.adjustments], [[], []]);
  // The event sent when it was placed is the same document.
  const created = await nextEvent(orderId, 0);
  assert.equal({ ...created, ucp: undefined }, { ...o, ucp: undefined });
});

test('another agent, or an order that is not a UCP one, or none at all: not_found (200)', async () => {
  const { orderId } = await placed();
  const stranger = ucpAgent(h, host, biz);
  for (const [who, id] of [
    [stranger, orderId],
    [agent, 'ord_doesnotexist000000'],
  ] as const) {
    const r = await getOrder(id, who);
    assert.is(r.status, 200);
    assert.equal(r.json, {
      ucp: { version: '2026-04-08', status: 'error' },
      messages: [
        { type: 'error', code: 'not_found', content: `No order ${id} placed by this agent`, severity: 'unrecoverable' },
      ],
    });
  }
});

test('order fulfillment retrieval: shipped on the platform API; its event and fulfilled units', async () => {
  const { orderId } = await placed();
  await nextEvent(orderId, 0);
  const order = (await getOrder(orderId)).json;
  const roses = order.line_items[0];
  const shipped = await platform('POST', `${orderId}/fulfillments`, {
    type: 'shipped',
    line_items: [{ line_item_id: roses.id, quantity: 1 }],
    carrier: 'DHL',
    tracking_number: 'JD014600006281230704',
    tracking_url: 'https://tracking.example.com/JD014600006281230704',
  });
  assert.is(shipped.status, 201, JSON.stringify(shipped.json));
  const event = await nextEvent(orderId, 1);
  const r = (await getOrder(orderId)).json;
  assert.equal(event.fulfillment.events, r.fulfillment.events);
  assert.equal(r.fulfillment.events[0], {
    id: shipped.json.data.fulfillment.id,
    occurred_at: shipped.json.data.fulfillment.occurred_at,
    type: 'shipped',
    line_items: [{ id: roses.id, quantity: 1 }],
    tracking_number: 'JD014600006281230704',
    tracking_url: 'https://tracking.example.com/JD014600006281230704',
    carrier: 'DHL',
  });
  assert.equal(
    [r.line_items[0].quantity.fulfilled, r.line_items[0].status, r.line_items[1].status],
    [1, 'partial', 'processing'],
  );
  await platform('POST', `${orderId}/fulfillments`, { type: 'delivered' });
  const delivered = await nextEvent(orderId, 2);
  assert.equal(
    delivered.line_items.map((l: any) => l.status),
    ['fulfilled', 'fulfilled'],
  );
});

test('a refund on the platform API: an adjustment (money back, negative); the agent is told', async () => {
  const { orderId } = await placed();
  await nextEvent(orderId, 0);
  const refunded = await platform('POST', `${orderId}/refunds`, { amount: '10.00', reason: 'A stem was broken' });
  assert.is(refunded.status, 201, JSON.stringify(refunded.json));
  const event = await nextEvent(orderId, 1);
  const [adjustment] = event.adjustments;
  assert.equal(
    [adjustment.type, adjustment.status, adjustment.totals, adjustment.description],
    ['refund', 'completed', [{ type: 'total', amount: -1000 }], 'A stem was broken'],
  );
  assert.equal((await getOrder(orderId)).json.adjustments, event.adjustments);
});

test('a cancellation on the platform API: every line removed, a cancellation adjustment, the agent told', async () => {
  const { orderId } = await placed();
  await nextEvent(orderId, 0);
  const cancelled = await platform('POST', `${orderId}/cancel`, { reason: 'Out of roses today' });
  assert.is(cancelled.status, 200, JSON.stringify(cancelled.json));
  const event = await nextEvent(orderId, 1);
  assert.equal(
    event.line_items.map((l: any) => [l.quantity.total, l.status]),
    [
      [0, 'removed'],
      [0, 'removed'],
    ],
  );
  const cancellation = event.adjustments.find((a: any) => a.type === 'cancellation');
  assert.equal(
    [cancellation.status, cancellation.line_items.map((l: any) => l.quantity), cancellation.description],
    ['completed', [-2, -1], 'Out of roses today'],
  );
});

test('a completion that died between placing and settling: the next read of the order settles it', async () => {
  // As a process dying right after the order's transaction leaves it: the payment pending, the record marked.
  const { orderId } = await placed();
  const t = scoped(h.db, h.tenant);
  const col = (name: 'orders' | 'payments' | 'ucp_orders') => t.collection<{ _id: string } & Record<string, any>>(name);
  await col('orders').updateOne({ _id: orderId }, { $set: { payment_status: 'pending' } });
  await col('payments').updateOne({ order_id: orderId }, { $set: { status: 'pending', settled_at: null } });
  await col('ucp_orders').updateOne({ _id: orderId }, { $set: { settle_pending: true } });
  assert.is((await getOrder(orderId)).status, 200);
  const [order, payment, record] = await Promise.all([
    col('orders').findOne({ _id: orderId }),
    col('payments').findOne({ order_id: orderId }),
    col('ucp_orders').findOne({ _id: orderId }),
  ]);
  assert.equal([order!.payment_status, payment!.status, record!.settle_pending], ['succeeded', 'succeeded', false]);
});

test('webhook: a refused delivery is retried on the schedule with the same Webhook-Id, signed afresh', async () => {
  const flaky = ucpAgent(h, host, biz, { webhook: rx.url('/agent/flaky') });
  rx.answer('/agent/flaky', 500);
  const { orderId } = await placed(flaky);
  const first = await arrival(rx, '/agent/flaky', (x) => (x.body as any).id === orderId);
  const rows = scoped(h.db, h.tenant).collection<DeliveryDoc>('webhook_deliveries');
  let retry: DeliveryDoc | null = null;
  for (let i = 0; i < 100 && !retry; i++) {
    retry = await rows.findOne({
      webhook_id: null,
      event_id: String(first.headers['webhook-id']),
      status: 'pending',
      attempt: 2,
    });
    if (!retry) await new Promise((r) => setTimeout(r, 10));
  }
  assert.ok(retry, 'the second attempt is queued');
  h.clock.set(retry!.scheduled_for);
  await runDeliveryAttempt(h.srv.services, retry!._id);
  const both = rx.received.filter((x) => x.path === '/agent/flaky' && (x.body as any).id === orderId);
  assert.is(both.length, 2);
  assert.is(both[1].headers['webhook-id'], both[0].headers['webhook-id']);
  assert.is(both[1].raw, both[0].raw, 'the same body, byte for byte');
  assert.is(await eventRejection(rx, both[1], keys, h.clock.now()), null);
  assert.equal(h.responseViolations(), []);
});

test.run();
