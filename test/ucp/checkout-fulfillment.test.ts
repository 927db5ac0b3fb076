// The UCP fulfillment extension over HTTP (src/flows/ucp/checkout-fulfillment.ts): shipping options from the
// business's zones and rates for the chosen destination (by country, cheapest first, free-shipping rules), the chosen
// option as the `fulfillment` total, an address no zone covers, a business without zones, pickup at the business's
// locations, the address book (a known buyer's saved addresses offered, a new one remembered, an equal one reusing
// its id), and update bodies without method or group ids matched by position. One test per scenario of the official
// suite's fulfillment file, written for our 2026-04-08 contract, plus our own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness } from '../harness/harness.js';
import { legacyAgentProfile, type ProfileServer } from './profile-server.js';
import { amountOf, line, ucpAgent, type UcpAgent } from './support/agent.js';
import { type FlowerShop, seedFlowerShop } from './support/flower-shop.js';
import { flowerShopSuite } from './support/suite.js';

let h: Harness;
let host: ProfileServer;
let shop: FlowerShop;
let agent: UcpAgent;

flowerShopSuite(test, 'UCP fulfillment flowers', (s) => ({ h, host, shop, agent } = s));

const john = { first_name: 'John', last_name: 'Doe', email: 'john.doe@example.com' };
const home = {
  id: 'dest_1',
  first_name: 'John',
  last_name: 'Doe',
  street_address: '123 Main St',
  address_locality: 'Springfield',
  address_region: 'IL',
  postal_code: '62704',
  address_country: 'US',
};
const toronto = {
  street_address: '1 King St W',
  address_locality: 'Toronto',
  postal_code: 'M5V 2H1',
  address_country: 'CA',
};

async function session(body: object = {}) {
  const r = await agent.create({ line_items: [line('bouquet_tulips')], buyer: john, ...body });
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json;
}
/** An update keeping the session's lines and buyer, with these fulfillment methods. */
const ship = (c: any, methods: object[], buyer: object | undefined = john) =>
  agent.update(c.id, {
    line_items: c.line_items.map((l: any) => ({ id: l.id, item: { id: l.item.id }, quantity: l.quantity })),
    ...(buyer && { buyer }),
    fulfillment: { methods },
  });
const options = (r: any) =>
  r.json.fulfillment.methods[0].groups[0].options.map((o: any) => [o.id, o.title, amountOf(o.totals, 'total')]);

test('the flow: a destination brings options, cheapest first; the chosen one is the fulfillment total', async () => {
  const c = await session();
  assert.equal(c.fulfillment, {
    methods: [],
    available_methods: [
      { type: 'shipping', line_item_ids: [c.line_items[0].id] },
      { type: 'pickup', line_item_ids: [c.line_items[0].id] },
    ],
  });
  const withAddress = await ship(c, [{ type: 'shipping', destinations: [home], selected_destination_id: 'dest_1' }]);
  assert.is(withAddress.status, 200);
  const m = withAddress.json.fulfillment.methods[0];
  assert.equal(
    [m.id, m.type, m.line_item_ids, m.selected_destination_id],
    ['method_1', 'shipping', [c.line_items[0].id], 'dest_1'],
  );
  assert.equal(m.destinations, [home]);
  assert.equal(m.groups[0].options, [
    {
      id: 'std-ship',
      title: 'Standard Shipping',
      description: 'Arrives in 3–5 business days',
      totals: [{ type: 'total', amount: 500 }],
    },
    {
      id: 'exp-ship-us',
      title: 'Express Shipping (US)',
      description: 'Arrives in 1 business day',
      totals: [{ type: 'total', amount: 1500 }],
    },
  ]);
  assert.is(m.groups[0].selected_option_id, null);
  assert.is(withAddress.json.status, 'incomplete');
  assert.is(amountOf(withAddress.json.totals, 'fulfillment'), undefined);
  const chosen = await ship(c, [
    {
      type: 'shipping',
      destinations: [home],
      selected_destination_id: 'dest_1',
      groups: [{ selected_option_id: 'exp-ship-us' }],
    },
  ]);
  assert.is(chosen.json.status, 'ready_for_complete', JSON.stringify(chosen.json.messages));
  assert.is(chosen.json.fulfillment.methods[0].groups[0].selected_option_id, 'exp-ship-us');
  assert.equal(chosen.json.totals, [
    { type: 'subtotal', amount: 3000 },
    { type: 'fulfillment', display_text: 'Shipping', amount: 1500 },
    { type: 'total', amount: 4500 },
  ]);
});

test('options follow the destination: US express in the US, international express in Canada', async () => {
  const c = await session();
  const us = await ship(c, [
    { type: 'shipping', destinations: [{ ...home, id: 'dest_us' }], selected_destination_id: 'dest_us' },
  ]);
  assert.equal(
    options(us).map((o: any) => o[0]),
    ['std-ship', 'exp-ship-us'],
  );
  const ca = await ship(c, [
    { type: 'shipping', destinations: [{ id: 'dest_ca', ...toronto }], selected_destination_id: 'dest_ca' },
  ]);
  assert.equal(
    options(ca).map((o: any) => o[0]),
    ['std-ship', 'exp-ship-intl'],
  );
  assert.is(options(ca)[1][2], 2500);
});

test('a destination of only a country and postal code gets options and says what the order needs', async () => {
  const c = await session();
  const r = await ship(c, [
    { type: 'shipping', destinations: [{ id: 'dest_us', address_country: 'US', postal_code: '62704' }] },
  ]);
  assert.equal(
    options(r).map((o: any) => o[0]),
    ['std-ship', 'exp-ship-us'],
  );
  assert.is(r.json.fulfillment.methods[0].selected_destination_id, 'dest_us');
  assert.equal(
    r.json.messages.filter((m: any) => m.path?.includes('destinations')).map((m: any) => m.path),
    [
      '$.fulfillment.methods[0].destinations[0].street_address',
      '$.fulfillment.methods[0].destinations[0].address_locality',
    ],
  );
  assert.is(r.json.status, 'incomplete');
});

test('an unknown buyer gets no destinations: the member is left out', async () => {
  const c = await session({ buyer: { first_name: 'Unknown', email: 'unknown@example.com' } });
  const r = await ship(c, [{ type: 'shipping' }], { first_name: 'Unknown', email: 'unknown@example.com' });
  assert.is(r.json.fulfillment.methods[0].destinations, undefined);
  assert.ok(r.json.messages.some((m: any) => m.path === '$.fulfillment.methods[0].destinations'));
});

test('a known buyer without saved addresses gets none', async () => {
  const jane = { first_name: 'Jane', last_name: 'Doe', email: 'jane.doe@example.com' };
  const c = await session({ buyer: jane });
  const r = await ship(c, [{ type: 'shipping' }], jane);
  assert.is(r.json.fulfillment.methods[0].destinations, undefined);
});

test("a known buyer's saved addresses are offered (addr_1, addr_2) when the method brings none", async () => {
  const c = await session();
  const r = await ship(c, [{ type: 'shipping' }]);
  const m = r.json.fulfillment.methods[0];
  // Oldest first (addresses other tests gave for John follow).
  assert.equal(
    m.destinations.slice(0, 2).map((d: any) => [d.id, d.street_address, d.address_country]),
    [
      ['addr_1', '123 Main St', 'US'],
      ['addr_2', '456 Oak Ave', 'US'],
    ],
  );
  assert.is(m.selected_destination_id, undefined);
});

test('choosing one of the saved addresses by id', async () => {
  const c = await session();
  const r = await ship(c, [{ type: 'shipping', selected_destination_id: 'addr_2' }]);
  const m = r.json.fulfillment.methods[0];
  assert.is(m.selected_destination_id, 'addr_2');
  const chosen = m.destinations.find((d: any) => d.id === 'addr_2');
  assert.equal([chosen.street_address, chosen.postal_code], ['456 Oak Ave', '10012']);
  assert.equal(
    options(r).map((o: any) => o[0]),
    ['std-ship', 'exp-ship-us'],
  );
});

test('a known buyer giving a new address sees only it, under its id, with the options for it', async () => {
  const c = await session();
  const r = await ship(c, [
    { type: 'shipping', destinations: [{ id: 'dest_new', ...toronto }], selected_destination_id: 'dest_new' },
  ]);
  const m = r.json.fulfillment.methods[0];
  assert.equal(
    m.destinations.map((d: any) => d.id),
    ['dest_new'],
  );
  assert.ok(options(r).some((o: any) => o[0] === 'exp-ship-intl'));
});

test("a new buyer's new address gets an id and is offered again in the buyer's next checkout", async () => {
  const buyer = { first_name: 'New', last_name: 'User', email: 'New.User@Example.com' };
  const c = await session({ buyer });
  const address = {
    street_address: '789 Pine St',
    address_locality: 'Villagetown',
    address_region: 'NY',
    postal_code: '10001',
    address_country: 'US',
  };
  const r = await ship(c, [{ type: 'shipping', destinations: [address] }], buyer);
  const [dest] = r.json.fulfillment.methods[0].destinations;
  assert.match(dest.id, /^addr_/);
  assert.equal({ ...dest, id: undefined }, { id: undefined, ...address });
  const next = await session({ buyer: { email: 'new.user@example.com' } });
  const again = await ship(next, [{ type: 'shipping' }], { email: 'new.user@example.com' });
  assert.equal(
    again.json.fulfillment.methods[0].destinations.map((d: any) => d.id),
    [dest.id],
  );
});

test('an address equal in content to a saved one (case and spacing aside) reuses its id', async () => {
  const c = await session();
  const same = {
    street_address: '123  main st',
    address_locality: 'Springfield',
    address_region: 'il',
    postal_code: '62704',
    address_country: 'us',
    first_name: 'John',
    last_name: 'Doe',
  };
  const r = await ship(c, [{ type: 'shipping', destinations: [same] }]);
  assert.equal(
    r.json.fulfillment.methods[0].destinations.map((d: any) => d.id),
    ['addr_1'],
  );
});

test('free shipping above 100.00: the standard rate costs nothing and says so', async () => {
  const c = await session({ line_items: [line('bouquet_tulips', 4)] });
  const r = await ship(c, [{ type: 'shipping', destinations: [home] }]);
  assert.equal(options(r)[0], ['std-ship', 'Standard Shipping (Free)', 0]);
  assert.equal(options(r)[1], ['exp-ship-us', 'Express Shipping (US)', 1500]);
});

test('free shipping for a product: roses ship free with the standard rate', async () => {
  const c = await session({ line_items: [line('bouquet_roses')] });
  const r = await ship(c, [{ type: 'shipping', destinations: [home], groups: [{ selected_option_id: 'std-ship' }] }]);
  assert.equal(options(r)[0], ['std-ship', 'Standard Shipping (Free)', 0]);
  assert.equal(r.json.totals, [
    { type: 'subtotal', amount: 3500 },
    { type: 'fulfillment', display_text: 'Shipping', amount: 0 },
    { type: 'total', amount: 3500 },
  ]);
});

test('an address no zone covers: address_undeliverable at the destination, no options, incomplete', async () => {
  const c = await session();
  const r = await ship(c, [{ type: 'shipping', destinations: [{ ...home, id: 'dest_fr', address_country: 'FR' }] }]);
  assert.is(r.json.fulfillment.methods[0].groups[0].options, undefined);
  assert.equal(
    r.json.messages.filter((m: any) => m.code === 'address_undeliverable'),
    [
      {
        type: 'error',
        code: 'address_undeliverable',
        content: 'The business does not deliver to "FR"',
        severity: 'recoverable',
        path: '$.fulfillment.methods[0].destinations[0]',
      },
    ],
  );
  assert.is(r.json.status, 'incomplete');
});

test('pickup: the business locations are the destinations; picking one up costs nothing', async () => {
  const c = await session();
  const r = await ship(c, [{ type: 'pickup' }]);
  const m = r.json.fulfillment.methods[0];
  assert.equal(m.destinations, [
    {
      id: shop.location._id,
      name: 'Flower market',
      address: {
        street_address: '1 Market Sq',
        address_locality: 'Springfield',
        address_region: 'IL',
        address_country: 'US',
      },
    },
  ]);
  // The only location is the one meant, and its only option is chosen with it.
  assert.is(m.selected_destination_id, shop.location._id);
  assert.equal(m.groups[0].options, [
    { id: 'pickup', title: 'Pick up at Flower market', totals: [{ type: 'total', amount: 0 }] },
  ]);
  assert.is(m.groups[0].selected_option_id, 'pickup');
  assert.is(r.json.status, 'ready_for_complete', JSON.stringify(r.json.messages));
  assert.is(amountOf(r.json.totals, 'total'), 3000);
});

test('an update without method or group ids is matched by position: the same method, type and group', async () => {
  const c = await session({ fulfillment: { methods: [{ id: 'ship_a', type: 'shipping', destinations: [home] }] } });
  const m0 = c.fulfillment.methods[0];
  assert.is(m0.id, 'ship_a');
  const r = await ship(c, [{ destinations: [home], groups: [{ selected_option_id: 'std-ship' }] }]);
  const m = r.json.fulfillment.methods[0];
  assert.equal(
    [m.id, m.type, m.groups[0].id, m.groups[0].selected_option_id],
    ['ship_a', 'shipping', m0.groups[0].id, 'std-ship'],
  );
  assert.is(r.json.status, 'ready_for_complete');
  // A pickup method keeps its type when an update leaves it out.
  const p = await ship(c, [{ type: 'pickup' }]);
  const kept = await ship(p.json, [{ selected_destination_id: shop.location._id }]);
  assert.equal([kept.json.fulfillment.methods[0].type, kept.json.fulfillment.methods[0].id], ['pickup', 'ship_a']);
});

test('a business with no shipping zones ships free: one standard option, chosen with the address', async () => {
  const plain = await h.business('UCP florist without zones');
  await seedFlowerShop(h.db, plain.tenant, h.clock.now());
  const { scoped } = await import('../../src/store/index.js');
  await scoped(h.db, plain.tenant).collection('shipping_zones').deleteMany({});
  const other = ucpAgent(h, host, plain.tenant.business_id);
  const r = await other.create({
    line_items: [line('bouquet_tulips')],
    buyer: john,
    fulfillment: { methods: [{ type: 'shipping', destinations: [{ ...home, address_country: 'FR' }] }] },
  });
  const g = r.json.fulfillment.methods[0].groups[0];
  assert.equal(g.options, [{ id: 'standard', title: 'Standard delivery', totals: [{ type: 'total', amount: 0 }] }]);
  assert.is(g.selected_option_id, 'standard');
  assert.is(r.json.status, 'ready_for_complete', JSON.stringify(r.json.messages));
  assert.is(amountOf(r.json.totals, 'fulfillment'), 0);
});

test('a 2026-01-11 agent (read leniently) leaving the buyer out of an update keeps it, and its addresses', async () => {
  host.set('/legacy.json', { body: legacyAgentProfile('http://127.0.0.1:9/hook') });
  const base = `${h.url}/ucp/test/${shop.tenant.business_id}/checkout-sessions`;
  const headers = { 'ucp-agent': `profile="${host.origin}/legacy.json"`, 'content-type': 'application/json' };
  const send = async (url: string, method: string, body: object) =>
    (await h.fetch(url, { method, headers, body: JSON.stringify(body) })).json() as Promise<any>;
  const c = await send(base, 'POST', { line_items: [line('bouquet_roses')], buyer: { email: 'john.doe@example.com' } });
  const u = await send(`${base}/${c.id}`, 'PUT', {
    line_items: [line('bouquet_roses')],
    fulfillment: { methods: [{ type: 'shipping' }] },
  });
  assert.equal(u.buyer, { email: 'john.doe@example.com' });
  assert.equal(
    u.fulfillment.methods[0].destinations.slice(0, 2).map((d: any) => d.id),
    ['addr_1', 'addr_2'],
  );
  // A 2026-04-08 agent's update is a full replacement: the buyer goes.
  const c2 = await session();
  const r = await agent.update(c2.id, { line_items: [line('bouquet_roses')] });
  assert.is(r.json.buyer, undefined);
});

test('every answer conformed to the contract', () => {
  assert.ok(h.checkedResponses() >= 25, `only ${h.checkedResponses()} answers checked`);
  assert.equal(h.responseViolations(), []);
});

test.run();
