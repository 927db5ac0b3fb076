// Completion and the order events an agent receives, over HTTP, one test per scenario of the official suite's webhook
// file in our 2026-04-08 terms (the event stream: placed then shipped; the delivery promised to a known buyer's saved
// address and to a new one), and the UCP relaxations a business may allow (`ucp.require_full_address: false`: no
// buyer contact, a country-only address) against its default (the usual requirements, as recoverable messages at the
// buyer and fulfillment paths, nothing placed). Event bodies are checked against the orderEvent webhook and their
// signatures with the independent verifier.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { updateBusinessSettings } from '../../src/modules/business/index.js';
import { scoped } from '../../src/store/index.js';
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

const success = {
  payment: {
    instruments: [
      { id: 'i', handler_id: 'sandbox', type: 'card', credential: { type: 'token', token: 'success_token' } },
    ],
  },
};
const complete = (id: string) => agent.send('POST', `/checkout-sessions/${id}/complete`, success);
const requireFullAddress = (on: boolean) =>
  updateBusinessSettings(h.db, biz, { ucp: { require_full_address: on } }, h.clock.now(), false);

/** The agent's first event for `orderId` that `match` accepts, verified and valid by the contract. */
async function eventFor(orderId: string, match: (o: any) => boolean = () => true): Promise<any> {
  const r = await arrival(rx, '/agent/orders', (x) => (x.body as any).id === orderId && match(x.body));
  assert.is(await eventRejection(rx, r, keys, h.clock.now()), null);
  assert.equal(orderEventProblems(r.body), []);
  return r.body;
}

test('webhook event stream: the order placed, then shipped, each as the whole order', async () => {
  const created = await agent.create({
    line_items: [line('bouquet_roses')],
    buyer: { email: 'abena@example.com' },
    fulfillment: {
      methods: [
        {
          type: 'shipping',
          destinations: [{ id: 'd', street_address: '4 Lake Rd', address_locality: 'Chicago', address_country: 'US' }],
          selected_destination_id: 'd',
          groups: [{ selected_option_id: 'std-ship' }],
        },
      ],
    },
  });
  const done = (await complete(created.json.id)).json;
  assert.is(done.status, 'completed', JSON.stringify(done));
  const orderId = done.order.id;
  const placed = await eventFor(orderId);
  assert.equal([placed.checkout_id, placed.fulfillment.events], [created.json.id, []]);
  const secret = (
    await h.raw('GET', `/v1/businesses/${biz}/settings`, {
      key: null,
      headers: { authorization: `Bearer ${h.demo.test_business_key}` },
    })
  ).json.data.ucp.simulation_secret;
  const shipping = await h.raw('POST', `/ucp/test/${biz}/testing/simulate-shipping/${orderId}`, {
    key: null,
    headers: { 'simulation-secret': secret },
  });
  assert.is(shipping.status, 200, JSON.stringify(shipping.json));
  const shipped = await eventFor(orderId, (o) => o.fulfillment.events.length > 0);
  assert.equal([shipped.checkout_id, shipped.fulfillment.events[0].type], [created.json.id, 'shipped']);
  const order = rx.received.filter((x) => x.path === '/agent/orders' && (x.body as any).id === orderId);
  assert.is(order.length, 2, 'placed, then shipped');
  assert.not.equal(order[0].headers['webhook-id'], order[1].headers['webhook-id']);
});

test('webhook, known buyer: the saved address chosen is the delivery promised in the event', async () => {
  const created = await agent.create({
    line_items: [line('pot_ceramic')],
    buyer: { first_name: 'John', last_name: 'Doe', email: 'john.doe@example.com' },
    fulfillment: { methods: [{ type: 'shipping' }] },
  });
  const method = created.json.fulfillment.methods[0];
  assert.equal(
    method.destinations.map((d: any) => d.id),
    ['addr_1', 'addr_2'],
  );
  const picked = await agent.update(created.json.id, {
    line_items: [line('pot_ceramic')],
    buyer: { first_name: 'John', last_name: 'Doe', email: 'john.doe@example.com' },
    fulfillment: {
      methods: [{ type: 'shipping', selected_destination_id: 'addr_1', groups: [{ selected_option_id: 'std-ship' }] }],
    },
  });
  assert.is(picked.json.status, 'ready_for_complete', JSON.stringify(picked.json.messages));
  const done = (await complete(created.json.id)).json;
  const event = await eventFor(done.order.id);
  assert.equal(event.fulfillment.expectations[0].destination, {
    first_name: 'John',
    last_name: 'Doe',
    street_address: '123 Main St',
    address_locality: 'Springfield',
    address_region: 'IL',
    postal_code: '62704',
    address_country: 'US',
  });
});

test('relaxed business: a new, partial address and no buyer contact complete; the event promises that address', async () => {
  await requireFullAddress(false);
  try {
    const created = await agent.create({
      line_items: [line('bouquet_tulips')],
      fulfillment: {
        methods: [
          {
            type: 'shipping',
            destinations: [
              { id: 'dest_new', address_country: 'CA', postal_code: 'M5V 2H1', street_address: 'Webhook St' },
            ],
            selected_destination_id: 'dest_new',
            groups: [{ selected_option_id: 'std-ship' }],
          },
        ],
      },
    });
    assert.is(created.json.status, 'ready_for_complete', JSON.stringify(created.json.messages));
    const done = (await complete(created.json.id)).json;
    assert.is(done.status, 'completed', JSON.stringify(done));
    const event = await eventFor(done.order.id);
    assert.is(event.fulfillment.expectations[0].destination.address_country, 'CA');
    const order = await scoped(h.db, h.tenant).collection('orders').findOne({ _id: done.order.id });
    assert.equal(
      [order!.customer.email, order!.customer.phone, order!.delivery_address],
      [null, null, { street_address: 'Webhook St', postal_code: 'M5V 2H1', country: 'CA' }],
    );
    // Country only.
    const bare = await agent.create({
      line_items: [line('bouquet_tulips')],
      fulfillment: {
        methods: [
          {
            type: 'shipping',
            destinations: [{ id: 'us', address_country: 'US' }],
            selected_destination_id: 'us',
            groups: [{ selected_option_id: 'std-ship' }],
          },
        ],
      },
    });
    assert.is((await complete(bare.json.id)).json.status, 'completed');
  } finally {
    await requireFullAddress(true);
  }
});

test('by default: no contact and a partial address are recoverable messages at their paths; nothing is placed', async () => {
  const created = await agent.create({
    line_items: [line('bouquet_tulips')],
    fulfillment: {
      methods: [
        {
          type: 'shipping',
          destinations: [{ id: 'us', address_country: 'US' }],
          selected_destination_id: 'us',
          groups: [{ selected_option_id: 'std-ship' }],
        },
      ],
    },
  });
  const r = await complete(created.json.id);
  assert.is(r.status, 200);
  assert.is(r.json.status, 'incomplete');
  const errors = r.json.messages.filter((m: any) => m.type === 'error');
  assert.ok(
    errors.every((m: any) => m.severity === 'recoverable'),
    JSON.stringify(errors),
  );
  assert.ok(
    errors.some((m: any) => m.path?.startsWith('$.buyer')),
    JSON.stringify(errors),
  );
  assert.ok(
    errors.some((m: any) => m.path?.startsWith('$.fulfillment')),
    JSON.stringify(errors),
  );
  assert.is(await h.db.collection('ucp_orders').countDocuments({ checkout_id: created.json.id }), 0);
  assert.equal(h.responseViolations(), []);
});

test.run();
