// Issue 36's acceptance: a UCP agent buys from the demo business as `npm start` seeds it, and from a business just
// made the way `npm run business -- create` makes one, with nothing set up for agents beyond what any business has
// (a catalogue, and for the new one shipping rates). The agent speaks REST: it reads the profile (where it finds the
// sandbox payment handler's id), searches the catalogue, creates a checkout with a buyer and a delivery address,
// completes it with the sandbox `success_token`, and the order is the business's own: listed by the platform API,
// readable in UCP's shape by the agent. Every answer is checked against the contract by the harness.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createBusiness } from '../../src/flows/create-business.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { startProfileServer, type ProfileServer } from './profile-server.js';
import { ALL_CHECKOUT, amountOf, line, ucpAgent, type UcpAgent } from './support/agent.js';

let h: Harness;
let host: ProfileServer;
/** An agent that browses the catalogue and checks out. */
const SHOPPER = [...ALL_CHECKOUT, 'catalog.search', 'catalog.lookup'];

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
});
test.after(async () => {
  await host?.close();
  await h?.close();
});

const buyer = { first_name: 'Esi', last_name: 'Owusu', email: 'esi@example.com' };
const accra = {
  first_name: 'Esi',
  last_name: 'Owusu',
  street_address: '4 Lagos Avenue',
  address_locality: 'Accra',
  address_region: 'Greater Accra',
  address_country: 'GH',
};

type Totals = { type: string; amount: number }[];
const money = (minor: number) => (minor / 100).toFixed(2);

/** The sandbox handler's instance id, as the agent learns it: from the business's test-mode profile. */
async function sandboxHandlerId(agent: UcpAgent): Promise<string> {
  const profile = await agent.send('GET', '/.well-known/ucp');
  assert.is(profile.status, 200, JSON.stringify(profile.json));
  const handlers = Object.values(profile.json.ucp.payment_handlers ?? {}).flat() as { id: string }[];
  assert.is(handlers.length, 1, JSON.stringify(profile.json.ucp.payment_handlers));
  return handlers[0].id;
}

/** Search, check out one unit of the first thing found for `query`, pay with the sandbox token; the order's id. */
async function buy(agent: UcpAgent, query: string): Promise<{ orderId: string; totals: Totals; itemId: string }> {
  const handlerId = await sandboxHandlerId(agent);
  const found = await agent.send('POST', '/catalog/search', { query });
  assert.is(found.status, 200, JSON.stringify(found.json));
  const itemId: string = found.json.products[0].variants[0].id;

  const created = await agent.create({
    line_items: [line(itemId)],
    buyer,
    fulfillment: { methods: [{ type: 'shipping', destinations: [{ id: 'home', ...accra }] }] },
  });
  assert.is(created.status, 201, JSON.stringify(created.json));
  assert.is(created.json.status, 'ready_for_complete', JSON.stringify(created.json.messages));

  const paid = await agent.send('POST', `/checkout-sessions/${created.json.id}/complete`, {
    payment: {
      instruments: [
        { id: 'i1', handler_id: handlerId, type: 'card', credential: { type: 'token', token: 'success_token' } },
      ],
    },
  });
  assert.is(paid.status, 200, JSON.stringify(paid.json));
  assert.is(paid.json.status, 'completed', JSON.stringify(paid.json.messages));
  return { orderId: paid.json.order.id, totals: paid.json.totals, itemId };
}

async function platformOrder(businessId: string, key: string, orderId: string): Promise<any> {
  const r = await h.raw('GET', `/v1/businesses/${businessId}/orders?mode=test&limit=20`, {
    key: null,
    headers: { authorization: `Bearer ${key}` },
  });
  assert.is(r.status, 200, JSON.stringify(r.json));
  return r.json.data.orders.find((o: any) => o.id === orderId);
}

test('the demo business, as seeded: an agent buys coffee beans, delivered free (no zones)', async () => {
  const agent = ucpAgent(h, host, h.demo.business_id, { capabilities: SHOPPER });
  const { orderId, totals, itemId } = await buy(agent, 'house blend');
  assert.is(amountOf(totals, 'subtotal'), 8500);
  assert.is(amountOf(totals, 'fulfillment'), 0, 'no zones: delivery costs nothing, as on the storefront');

  const order = await platformOrder(h.demo.business_id, h.businessKey, orderId);
  assert.ok(order, 'the order is on the platform API');
  assert.equal(
    [order.payment_status, order.order_type, order.total_price],
    ['succeeded', 'delivery', money(amountOf(totals, 'total')!)],
  );

  const read = await agent.send('GET', `/orders/${orderId}`);
  assert.is(read.status, 200, JSON.stringify(read.json));
  assert.is(read.json.line_items[0].item.id, itemId);
  assert.equal(h.responseViolations(), []);
});

test('a business just created, with a catalogue and one shipping zone: the agent pays the rate', async () => {
  const deps = { client: h.srv.services.store.client, db: h.srv.services.db, now: () => h.srv.clock.now() };
  const { business, credentials } = await createBusiness(deps, {
    name: 'Fresh Pottery',
    currency: 'GHS',
    timezone: 'Africa/Accra',
  });
  const imported = await h.raw('POST', `/v1/businesses/${business._id}/catalogue/import?mode=test`, {
    key: null,
    headers: { authorization: `Bearer ${credentials.test_business_key}` },
    body: {
      version: 1,
      products: [{ slug: 'clay-mug', name: 'Clay mug', price: '40.00', weight_grams: 400 }],
      shipping: {
        zones: [
          {
            ref: 'ghana',
            name: 'Ghana',
            destinations: [{ country: 'GH' }],
            rates: [{ ref: 'standard', name: 'Standard', price: { type: 'flat', amount: '10.00' } }],
          },
        ],
      },
    },
  });
  assert.is(imported.status, 200, JSON.stringify(imported.json));

  const agent = ucpAgent(h, host, business._id, { capabilities: SHOPPER });
  const { orderId, totals } = await buy(agent, 'mug');
  assert.equal([amountOf(totals, 'subtotal'), amountOf(totals, 'fulfillment')], [4000, 1000], 'the mug and the rate');
  const total = amountOf(totals, 'total')!;
  assert.is(total, 4000 + 1000 + (amountOf(totals, 'tax') ?? 0));

  const order = await platformOrder(business._id, credentials.test_business_key, orderId);
  assert.ok(order, 'the order is on the platform API');
  assert.equal([order.payment_status, order.shipping, order.total_price], ['succeeded', '10.00', money(total)]);
  assert.equal(h.responseViolations(), []);
});

test.run();
