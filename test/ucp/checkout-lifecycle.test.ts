// UCP checkout sessions over HTTP (src/handlers/ucp/checkout.ts → src/flows/ucp/checkout.ts): create, get, update
// as a full replacement, cancel, and the refusals of a session that can no longer change, one test per scenario of the
// official suite's lifecycle file, written for our 2026-04-08 contract. Every answer is checked against the contract
// by the harness.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from '../harness/harness.js';
import type { ProfileServer } from './profile-server.js';
import { line, ucpAgent, type UcpAgent } from './support/agent.js';
import type { FlowerShop } from './support/flower-shop.js';
import { flowerShopSuite } from './support/suite.js';

let h: Harness;
let host: ProfileServer;
let shop: FlowerShop;
let agent: UcpAgent;

flowerShopSuite(test, 'UCP lifecycle flowers', (s) => ({ h, host, shop, agent } = s));

const buyer = { first_name: 'Ama', last_name: 'Mensah', email: 'ama@example.com' };
const usAddress = {
  id: 'dest_home',
  street_address: '12 Elm St',
  address_locality: 'Springfield',
  address_region: 'IL',
  postal_code: '62704',
  address_country: 'US',
};

test("create: 201, priced by the business under the agent's ids, incomplete until shipping is chosen", async () => {
  const r = await agent.create({
    line_items: [{ ...line('bouquet_roses'), item: { id: 'bouquet_roses', title: 'Wrong', price: 1 } }],
    buyer,
    unknown_member: { x: 1 },
  });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const c = r.json;
  assert.match(c.id, /^chk_/);
  assert.is(c.status, 'incomplete');
  assert.is(c.currency, 'USD');
  assert.equal(c.line_items[0].item, {
    id: 'bouquet_roses',
    title: 'Bouquet of Red Roses',
    price: 3500,
    image_url: 'https://flowers.example/bouquet_roses.jpg',
  });
  assert.equal(c.totals, [
    { type: 'subtotal', amount: 3500 },
    { type: 'total', amount: 3500 },
  ]);
  assert.ok(c.continue_url.endsWith(`/checkout-sessions/${c.id}/continue`));
  assert.is(Date.parse(c.expires_at) - h.clock.now().getTime() <= 6 * 3600_000, true);
  assert.ok(c.messages.some((m: any) => m.code === 'missing' && m.path === '$.fulfillment.methods'));
  assert.equal(Object.keys(c.ucp.capabilities).sort(), [
    'dev.ucp.shopping.buyer_consent',
    'dev.ucp.shopping.checkout',
    'dev.ucp.shopping.discount',
    'dev.ucp.shopping.fulfillment',
  ]);
  assert.ok(c.ucp.payment_handlers);
});

/** A session ready to complete: a line, the buyer, a US address with the standard option chosen. */
async function readySession(quantity = 1) {
  const r = await agent.create({
    line_items: [line('bouquet_tulips', quantity)],
    buyer,
    fulfillment: {
      methods: [{ type: 'shipping', destinations: [usAddress], groups: [{ selected_option_id: 'std-ship' }] }],
    },
  });
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.is(r.json.status, 'ready_for_complete', JSON.stringify(r.json.messages));
  return r.json;
}

test('get: the session, for the agent that created it; another agent and an unknown id: not_found', async () => {
  const c = await readySession();
  const r = await agent.get(c.id);
  assert.is(r.status, 200);
  assert.equal(r.json, c);
  const stranger = ucpAgent(h, host, shop.tenant.business_id);
  for (const [who, id] of [
    [stranger, c.id],
    [agent, 'chk_doesnotexist0000000'],
  ] as const) {
    const other = await who.get(id);
    assert.is(other.status, 200);
    assert.equal(other.json, {
      ucp: { version: '2026-04-08', status: 'error' },
      messages: [
        { type: 'error', code: 'not_found', content: `No checkout ${id} for this agent`, severity: 'unrecoverable' },
      ],
    });
  }
});

test('update: a full replacement; the line keeps its id, totals change, what is left out is cleared', async () => {
  const c = await readySession();
  const lineId = c.line_items[0].id;
  const r = await agent.update(c.id, {
    id: 'ignored',
    line_items: [{ id: lineId, item: { id: 'bouquet_tulips' }, quantity: 2 }],
  });
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.json.line_items[0].id, lineId);
  assert.is(r.json.line_items[0].quantity, 2);
  assert.equal(r.json.line_items[0].totals, [
    { type: 'subtotal', amount: 6000 },
    { type: 'total', amount: 6000 },
  ]);
  // Buyer and fulfillment were left out: cleared, so the session is incomplete again.
  assert.is(r.json.buyer, undefined);
  assert.equal(r.json.fulfillment.methods, []);
  assert.is(r.json.status, 'incomplete');
  assert.equal(r.json.totals, [
    { type: 'subtotal', amount: 6000 },
    { type: 'total', amount: 6000 },
  ]);
  assert.equal((await agent.get(c.id)).json, r.json);
});

test('cancel: 200 canceled, no continue_url; cancel and update again: 409 checkout_not_modifiable', async () => {
  const c = await readySession();
  const r = await agent.cancel(c.id);
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.json.status, 'canceled');
  assert.is(r.json.continue_url, undefined);
  const again = await agent.cancel(c.id);
  assert.is(again.status, 409);
  assert.equal(again.json, {
    code: 'checkout_not_modifiable',
    content: `Checkout ${c.id} is canceled and can no longer change`,
  });
  const update = await agent.update(c.id, { line_items: [line('bouquet_tulips')] });
  assert.is(update.status, 409);
  assert.is(update.json.code, 'checkout_not_modifiable');
  assert.is((await agent.get(c.id)).json.status, 'canceled');
});

test('a completed session refuses update and cancel with 409 checkout_not_modifiable', async () => {
  const c = await readySession();
  // Completion is another operation's; the session is marked as completion leaves it.
  const { scoped } = await import('../../src/store/index.js');
  await scoped(h.db, shop.tenant)
    .collection('ucp_checkouts')
    .updateOne({ _id: c.id }, { $set: { status: 'completed' } });
  for (const r of [await agent.update(c.id, { line_items: [line('bouquet_tulips')] }), await agent.cancel(c.id)]) {
    assert.is(r.status, 409);
    assert.equal(r.json, {
      code: 'checkout_not_modifiable',
      content: `Checkout ${c.id} is completed and can no longer change`,
    });
  }
  const now = await agent.get(c.id);
  assert.is(now.json.status, 'completed');
  assert.is(now.json.continue_url, undefined);
});

test('every answer conformed to the contract', () => {
  assert.ok(h.checkedResponses() >= 15, `only ${h.checkedResponses()} answers checked`);
  assert.equal(h.responseViolations(), []);
});

test.run();
