// Order events to an agent of release 2026-01-11 (docs/ucp.md §Agents of release 2026-01-11), one test per scenario of
// the official suite's webhook file in its own terms: the body is the order in that release's shape plus
// `event_type` (`order_placed`, `order_shipped`), `checkout_id`, the order again under `order`, `event_id` (the
// Webhook-Id) and `created_time`; still signed as 2026-04-08 requires (verified with the independent RFC 9421
// verifier) and valid by the contract's orderEvent webhook (UcpLegacyOrderEvent).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { type Received, startReceiver, type Receiver } from '../webhooks/receiver.js';
import { startProfileServer, type ProfileServer } from './profile-server.js';
import {
  type LegacyAgent,
  legacyAgent,
  legacyCompleteBody,
  legacyCreateBody,
  legacyUpdateBody,
  type Market,
  seedMarket,
} from './support/flower-market.js';
import { arrival, eventRejection, orderEventProblems, publishedKeys } from './support/order-events.js';

let h: Harness;
let host: ProfileServer;
let rx: Receiver;
let market: Market;
let agent: LegacyAgent;
let keys: any[];
const HOOK = '/partners/market/events/order';

test.before(async () => {
  h = await startHarness({ env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  rx = await startReceiver();
  market = await seedMarket(h);
  agent = legacyAgent(h, host, market, rx.url(HOOK));
  keys = await publishedKeys(h, market.businessId);
});
test.after(async () => {
  await rx?.close();
  await host?.close();
  await h?.close();
});

/** The event of `type` for `orderId`, verified as an agent would and valid by the contract. */
async function eventOf(orderId: string, type: string): Promise<{ body: any; raw: Received }> {
  const r = await arrival(rx, HOOK, (x) => (x.body as any).id === orderId && (x.body as any).event_type === type);
  assert.is(await eventRejection(rx, r, keys, h.clock.now()), null);
  assert.equal(orderEventProblems(r.body), []);
  return { body: r.body, raw: r };
}

async function completed(body = legacyCreateBody()) {
  const c = (await agent.create(body)).json;
  const done = await agent.complete(c.id, legacyCompleteBody());
  assert.is(done.status, 200, JSON.stringify(done.json));
  return { checkout: c, orderId: done.json.order.id as string };
}

test('webhook event stream: order_placed, then order_shipped with the shipment in the order', async () => {
  const { checkout, orderId } = await completed();
  const placed = await eventOf(orderId, 'order_placed');
  assert.is(placed.body.checkout_id, checkout.id);
  assert.is(placed.body.order.id, orderId);
  assert.is(placed.body.event_id, placed.raw.headers['webhook-id']);
  assert.ok(!Number.isNaN(Date.parse(placed.body.created_time)));
  assert.equal(placed.body.order.line_items, placed.body.line_items);
  assert.ok(Array.isArray(placed.body.ucp.capabilities));

  const shipped = await agent.send('POST', `/testing/simulate-shipping/${orderId}`, undefined, {
    'simulation-secret': market.secret,
  });
  assert.is(shipped.status, 200, JSON.stringify(shipped.json));
  const event = await eventOf(orderId, 'order_shipped');
  assert.is(event.body.checkout_id, checkout.id);
  assert.ok(event.body.order.fulfillment.events.some((e: any) => e.type === 'shipped'));
  assert.equal(event.body.order.line_items[0].quantity, { total: 1, fulfilled: 1 });
  assert.is(event.body.order.line_items[0].status, 'fulfilled');
});

test('webhook, known buyer: the saved address chosen is the delivery the order promises', async () => {
  const c = (
    await agent.create(
      legacyCreateBody({ fulfillment: false, buyer: { fullName: 'Ama Owusu', email: 'ama.owusu@market.example' } }),
    )
  ).json;
  const offered = (await agent.update(c.id, legacyUpdateBody(c, { fulfillment: { methods: [{ type: 'shipping' }] } })))
    .json;
  const dest = offered.fulfillment.methods[0].destinations[0];
  assert.is(dest.id, 'home_a1');
  const chosen = await agent.update(
    c.id,
    legacyUpdateBody(c, {
      fulfillment: {
        methods: [{ type: 'shipping', selected_destination_id: dest.id, groups: [{ selected_option_id: 'ground' }] }],
      },
    }),
  );
  assert.is(chosen.json.status, 'ready_for_complete', JSON.stringify(chosen.json.messages));
  const done = await agent.complete(c.id, legacyCompleteBody());
  const { body } = await eventOf(done.json.order.id, 'order_placed');
  const expectation = body.order.fulfillment.expectations[0];
  assert.is(expectation.destination.address_country, 'US');
  assert.is(expectation.destination.street_address, '14 Cedar Rd');
});

test('webhook, new address: the address given is the delivery the order promises', async () => {
  const c = (
    await agent.create(
      legacyCreateBody({ fulfillment: false, buyer: { fullName: 'Ama Owusu', email: 'ama.owusu@market.example' } }),
    )
  ).json;
  const address = { id: 'dest_new_hook', address_country: 'CA', postal_code: 'M5V 2H1', street_address: 'Queen St' };
  const method = { type: 'shipping', destinations: [address], selected_destination_id: 'dest_new_hook' };
  const withOptions = (await agent.update(c.id, legacyUpdateBody(c, { fulfillment: { methods: [method] } }))).json;
  const option = withOptions.fulfillment.methods[0].groups[0].options[0].id;
  await agent.update(
    c.id,
    legacyUpdateBody(c, { fulfillment: { methods: [{ ...method, groups: [{ selected_option_id: option }] }] } }),
  );
  const done = await agent.complete(c.id, legacyCompleteBody());
  assert.is(done.status, 200, JSON.stringify(done.json));
  const { body } = await eventOf(done.json.order.id, 'order_placed');
  const destination = body.order.fulfillment.expectations[0].destination;
  assert.equal([destination.address_country, destination.street_address], ['CA', 'Queen St']);
});

test('every answer conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
