// The UCP test helpers over HTTP (src/handlers/ucp/testing.ts → src/flows/ucp/testing.ts), one test per scenario of
// the official suite's simulation and order-update files, in our 2026-04-08 terms: simulate-shipping guarded by the
// business's test-helper secret (read and set in its platform settings with a test-mode key only), which ships the
// order through the fulfilment flow so that the agent's signed order event goes out; the order update that replaces
// the events and adjustments an order shows; both sandbox-only. Answers are checked against the contract by the
// harness; event bodies against the orderEvent webhook.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { startProfileServer, type ProfileServer } from './profile-server.js';
import { line, ucpAgent, type UcpAgent } from './support/agent.js';
import { seedFlowerShop } from './support/flower-shop.js';
import { arrival, eventRejection, orderEventProblems, publishedKeys } from './support/order-events.js';

let h: Harness;
let host: ProfileServer;
let rx: Receiver;
let agent: UcpAgent;
let biz: string;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  rx = await startReceiver();
  biz = h.demo.business_id;
  await seedFlowerShop(h.db, h.tenant, h.clock.now());
  agent = ucpAgent(h, host, biz, { webhook: rx.url('/agent/orders') });
});
test.after(async () => {
  await rx?.close();
  await host?.close();
  await h?.close();
});

const settings = (key: string, method = 'GET', body?: unknown) =>
  h.raw(method, `/v1/businesses/${biz}/settings`, { key: null, headers: { authorization: `Bearer ${key}` }, body });

async function placed(): Promise<string> {
  const created = await agent.create({
    line_items: [line('bouquet_sunflowers', 2)],
    buyer: { email: 'esi@example.com' },
    fulfillment: {
      methods: [
        {
          type: 'shipping',
          destinations: [{ id: 'd1', street_address: '1 Elm', address_locality: 'Austin', address_country: 'US' }],
          selected_destination_id: 'd1',
          groups: [{ selected_option_id: 'std-ship' }],
        },
      ],
    },
  });
  assert.is(created.json.status, 'ready_for_complete', JSON.stringify(created.json.messages));
  const done = await agent.send('POST', `/checkout-sessions/${created.json.id}/complete`, {
    payment: {
      instruments: [
        { id: 'i', handler_id: 'sandbox', type: 'card', credential: { type: 'token', token: 'success_token' } },
      ],
    },
  });
  assert.is(done.json.status, 'completed', JSON.stringify(done.json));
  return done.json.order.id;
}

const simulate = (orderId: string, secret?: string, mode = 'test') =>
  h.raw('POST', `/ucp/${mode}/${biz}/testing/simulate-shipping/${orderId}`, {
    key: null,
    headers: secret === undefined ? {} : { 'simulation-secret': secret },
  });

test('the secret: shown to a test-mode key only (made on first read), set with a test-mode key only', async () => {
  const test1 = await settings(h.demo.test_business_key);
  assert.is(test1.status, 200, JSON.stringify(test1.json));
  const secret = test1.json.data.ucp.simulation_secret;
  assert.match(secret, /^ucpsim_[A-Za-z0-9]{32}$/);
  assert.is(
    (await settings(h.demo.test_business_key)).json.data.ucp.simulation_secret,
    secret,
    'the same on every read',
  );
  const live = await settings(h.businessKey);
  assert.is(live.json.data.ucp.simulation_secret, undefined);
  const refused = await settings(h.businessKey, 'PATCH', { ucp: { simulation_secret: 'a-secret-of-my-own' } });
  assert.is(refused.status, 403);
  assert.match(refused.json.error.message, /^ucp\.simulation_secret: /);
  const short = await settings(h.demo.test_business_key, 'PATCH', { ucp: { simulation_secret: 'short' } });
  assert.is(short.status, 400);
  const set = await settings(h.demo.test_business_key, 'PATCH', {
    ucp: { simulation_secret: 'conformance-secret-123' },
  });
  assert.is(set.status, 200, JSON.stringify(set.json));
  assert.is(set.json.data.ucp.simulation_secret, 'conformance-secret-123');
  assert.equal(h.responseViolations(), []);
});

test('simulation url security: no secret or a wrong one is 403; live mode does not have the helper (404)', async () => {
  const orderId = await placed();
  for (const secret of [undefined, 'wrong-secret-wrong-secret']) {
    const r = await simulate(orderId, secret);
    assert.is(r.status, 403, JSON.stringify(r.json));
    assert.is(r.json.code, 'forbidden');
  }
  const live = await simulate(orderId, 'conformance-secret-123', 'live');
  assert.is(live.status, 404);
  const unknown = await simulate('ord_doesnotexist000000', 'conformance-secret-123');
  assert.is(unknown.status, 404);
});

test('simulate shipping: the order shipped, the agent gets the signed event with it; again, nothing more', async () => {
  const orderId = await placed();
  const seen = rx.received.length;
  const r = await simulate(orderId, 'conformance-secret-123');
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json, { status: 'shipped' });
  const event = await arrival(
    rx,
    '/agent/orders',
    (x) =>
      rx.received.indexOf(x) >= seen && (x.body as any).id === orderId && (x.body as any).fulfillment.events.length > 0,
  );
  assert.is(await eventRejection(rx, event, await publishedKeys(h, biz), h.clock.now()), null);
  assert.equal(orderEventProblems(event.body), []);
  const body = event.body as any;
  assert.equal([body.fulfillment.events[0].type, body.fulfillment.events[0].carrier], ['shipped', 'Sandbox Post']);
  assert.equal([body.line_items[0].quantity.fulfilled, body.line_items[0].status], [2, 'fulfilled']);
  const order = (await agent.send('GET', `/orders/${orderId}`)).json;
  assert.equal(order.fulfillment.events, body.fulfillment.events);
  const again = await simulate(orderId, 'conformance-secret-123');
  assert.equal([again.status, again.json], [200, { status: 'shipped' }]);
  assert.is((await agent.send('GET', `/orders/${orderId}`)).json.fulfillment.events.length, 1);
});

test('order update and adjustments: the events and adjustments given replace those shown; the agent told', async () => {
  const orderId = await placed();
  const order = (await agent.send('GET', `/orders/${orderId}`)).json;
  const lineId = order.line_items[0].id;
  const events = [
    {
      id: 'evt_sim_1',
      occurred_at: '2026-04-12T09:00:00Z',
      type: 'delivered',
      line_items: [{ id: lineId, quantity: 2 }],
      tracking_number: 'T1',
      tracking_url: 'https://tracking.example.com/T1',
    },
  ];
  const adjustments = [
    { id: 'adj_1', type: 'refund', occurred_at: '2026-04-13T09:00:00Z', status: 'completed', amount: 500 },
  ];
  const seen = rx.received.length;
  const r = await agent.send('PUT', `/orders/${orderId}`, {
    ...order,
    fulfillment: { ...order.fulfillment, events },
    adjustments,
  });
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal([r.json.fulfillment.events, r.json.adjustments], [events, adjustments]);
  const event = await arrival(
    rx,
    '/agent/orders',
    // The order's first event (its placing) may still be on its way: the one wanted carries the new adjustments.
    (x) => rx.received.indexOf(x) >= seen && (x.body as any).id === orderId && (x.body as any).adjustments.length > 0,
  );
  assert.equal((event.body as any).adjustments, adjustments);
  assert.equal(orderEventProblems(event.body), []);
  assert.equal((await agent.send('GET', `/orders/${orderId}`)).json.adjustments, adjustments);
});

test('invalid adjustment status and a malformed payload: 422 naming the field; nothing changes', async () => {
  const orderId = await placed();
  const bad = await agent.send('PUT', `/orders/${orderId}`, {
    adjustments: [{ id: 'a', type: 'refund', occurred_at: '2026-04-13T09:00:00Z', status: 'done' }],
  });
  assert.is(bad.status, 422, JSON.stringify(bad.json));
  assert.equal(bad.json, {
    code: 'invalid_order_update',
    content: 'adjustments[0].status: must be one of pending, completed, failed',
  });
  // The suite's malformed payload: an object where the list goes.
  const malformed = await agent.send('PUT', `/orders/${orderId}`, { adjustments: { id: 'adj_1', amount: 100 } });
  assert.is(malformed.status, 422, JSON.stringify(malformed.json));
  assert.equal(malformed.json, { code: 'invalid_order_update', content: 'adjustments: must be a list' });
  const events = await agent.send('PUT', `/orders/${orderId}`, { fulfillment: { events: 'shipped' } });
  assert.equal([events.status, events.json.content], [422, 'fulfillment.events: must be a list']);
  assert.equal((await agent.send('GET', `/orders/${orderId}`)).json.adjustments, []);
});

test('the order update is the placing agent’s, in test mode only', async () => {
  const orderId = await placed();
  const stranger = ucpAgent(h, host, biz);
  const r = await stranger.send('PUT', `/orders/${orderId}`, { adjustments: [] });
  assert.equal([r.status, r.json.messages[0].code], [200, 'not_found']);
  const liveAgent = ucpAgent(h, host, biz, { mode: 'live' });
  const live = await liveAgent.send('PUT', `/orders/${orderId}`, { adjustments: [] });
  assert.is(live.status, 404);
  assert.equal(h.responseViolations(), []);
});

test.run();
