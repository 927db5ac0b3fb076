// The official conformance suite's scenarios that depend on how its flower shop is seeded, and those the other UCP
// tests do not cover, as the suite plays them (a 2026-01-11 agent, its bodies and headers) against our own market
// (fixtures/flower-market.json) seeded as scripts/ucp-flower-shop.ts seeds the suite's files (src/seed/ucp-shop.ts):
// item ids that are SKUs, the discount codes, the rates of a country and of the rest of the world, the free-shipping
// promotions, the buyers' saved addresses; the version in the UCP-Agent header; completing a canceled checkout.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startHarness, type Harness } from '../harness/harness.js';
import { startProfileServer, type ProfileServer } from './profile-server.js';
import { amountOf } from './support/agent.js';
import {
  type LegacyAgent,
  legacyAgent,
  legacyCompleteBody,
  legacyCreateBody,
  legacyUpdateBody,
  MARKET,
  type Market,
  seedMarket,
} from './support/flower-market.js';

let h: Harness;
let host: ProfileServer;
let market: Market;
let agent: LegacyAgent;

test.before(async () => {
  h = await startHarness({ env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  market = await seedMarket(h);
  agent = legacyAgent(h, host, market, 'http://127.0.0.1:9/agent/orders');
});
test.after(async () => {
  await host?.close();
  await h?.close();
});

/** A checkout of `item` × `quantity` with the destination `address`, as the suite's fulfillment tests build one. */
async function shippingTo(address: Record<string, string>, item = MARKET.items.default, quantity = 1) {
  const c = (await agent.create(legacyCreateBody({ item, quantity, fulfillment: false }))).json;
  const method = { type: 'shipping', destinations: [address], selected_destination_id: address.id };
  const r = await agent.update(c.id, legacyUpdateBody(c, { fulfillment: { methods: [method] } }));
  assert.is(r.status, 200, JSON.stringify(r.json));
  return r.json.fulfillment.methods[0].groups[0].options as any[];
}
const optionsOf = (options: any[]) => options.map((o) => [o.id, amountOf(o.totals, 'total')]);

test('seeding: the items by their table ids (SKUs), at the table prices, under the agent’s ids', async () => {
  const c = await agent.create(legacyCreateBody({ item: 'bunch_daisies', quantity: 2, fulfillment: false }));
  assert.is(c.status, 201, JSON.stringify(c.json));
  assert.is(c.json.line_items[0].item.id, 'bunch_daisies');
  assert.is(c.json.line_items[0].item.price, 1800);
  assert.match(c.json.line_items[0].item.title, /^Daisy Bunch/);
  assert.is(amountOf(c.json.totals, 'subtotal'), 3600);
});

test('seeding: the discount codes, percentages compounding in order and a fixed amount', async () => {
  const c = (await agent.create(legacyCreateBody({ fulfillment: false }))).json;
  const both = await agent.update(c.id, legacyUpdateBody(c, { discounts: { codes: ['SPRING15', 'HELLO5'] } }));
  // 32.00 less 15 % is 27.20, less 5 % of that is 25.84.
  assert.is(amountOf(both.json.totals, 'total'), 2584);
  assert.equal(
    both.json.discounts.applied.map((a: any) => [a.code, a.amount]),
    [
      ['SPRING15', 480],
      ['HELLO5', 136],
    ],
  );
  const fixed = await agent.update(c.id, legacyUpdateBody(c, { discounts: { codes: ['TAKE300'] } }));
  assert.is(amountOf(fixed.json.totals, 'total'), 2900);
});

test('dynamic fulfillment: a country’s own express rate; the rest of the world’s anywhere else', async () => {
  assert.equal(optionsOf(await shippingTo({ id: 'd_us', address_country: 'US', postal_code: '53703' })), [
    ['ground', 600],
    ['air-us', 1600],
  ]);
  for (const country of ['CA', 'JP', 'GH'])
    assert.equal(optionsOf(await shippingTo({ id: `d_${country}`, address_country: country })), [
      ['ground', 600],
      ['air-world', 2800],
    ]);
});

test('free shipping: ground above 120.00, and for peonies; the option says it is free', async () => {
  const us = { id: 'd_us', address_country: 'US', postal_code: '53703' };
  const above = await shippingTo(us, MARKET.items.default, 4);
  assert.equal(optionsOf(above)[0], ['ground', 0]);
  assert.match(above[0].title, 'Free');
  assert.equal(optionsOf(above)[1], ['air-us', 1600]);
  const peonies = await shippingTo(us, 'bouquet_peonies');
  assert.equal(optionsOf(peonies)[0], ['ground', 0]);
  assert.match(peonies[0].title, 'Free');
  const below = await shippingTo(us, MARKET.items.default, 1);
  assert.equal(optionsOf(below)[0], ['ground', 600]);
});

test('saved addresses: a known buyer’s by their table ids; one without any, and a stranger: none', async () => {
  const destinationsFor = async (email: string) => {
    const c = (await agent.create(legacyCreateBody({ fulfillment: false, buyer: { email } }))).json;
    const r = await agent.update(c.id, legacyUpdateBody(c, { fulfillment: { methods: [{ type: 'shipping' }] } }));
    return r.json.fulfillment.methods[0].destinations?.map((d: any) => d.id);
  };
  assert.equal(await destinationsFor('ama.owusu@market.example'), ['home_a1', 'home_a2']);
  assert.equal(await destinationsFor('kofi.mensah@market.example'), ['home_b1']);
  assert.is(await destinationsFor('esi.boateng@market.example'), undefined);
  assert.is(await destinationsFor('stranger@elsewhere.example'), undefined);

  // The same address as a saved one, written again by the agent: the saved id.
  const c = (await agent.create(legacyCreateBody({ fulfillment: false, buyer: { email: 'ama.owusu@market.example' } })))
    .json;
  const same = {
    street_address: '14 CEDAR RD',
    address_locality: 'Madison',
    address_region: 'WI',
    postal_code: '53703',
    address_country: 'US',
  };
  const r = await agent.update(
    c.id,
    legacyUpdateBody(c, { fulfillment: { methods: [{ type: 'shipping', destinations: [same] }] } }),
  );
  assert.equal(
    r.json.fulfillment.methods[0].destinations.map((d: any) => d.id),
    ['home_a1'],
  );
});

test('version negotiation: the version in UCP-Agent is not read; a profile that is not a URL is 400', async () => {
  const other = await agent.create(legacyCreateBody(), {
    'ucp-agent': `profile="${agent.profileUrl}"; version="2099-01-01"`,
  });
  assert.is(other.status, 201, JSON.stringify(other.json));
  assert.is(other.json.ucp.version, '2026-01-11');
  // The suite's own header, profile="...": not a URL, so there is nobody to negotiate with.
  const dots = await agent.create(legacyCreateBody(), { 'ucp-agent': 'profile="..."; version="2026-01-11"' });
  assert.is(dots.status, 400);
  assert.is(dots.json.code, 'invalid_profile_url');
});

test('lifecycle: a canceled checkout cannot be completed (409 checkout_not_modifiable)', async () => {
  const c = (await agent.create(legacyCreateBody())).json;
  const canceled = await agent.cancel(c.id);
  assert.is(canceled.json.status, 'canceled');
  const r = await agent.complete(c.id, legacyCompleteBody());
  assert.is(r.status, 409, JSON.stringify(r.json));
  assert.is(r.json.code, 'checkout_not_modifiable');
});

test('every answer conformed to the contract', () => {
  assert.ok(h.checkedResponses() >= 25, `only ${h.checkedResponses()} answers checked`);
  assert.equal(h.responseViolations(), []);
});

test.run();
