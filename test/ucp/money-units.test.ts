// UCP amounts are integers in the currency's ISO 4217 minor unit (src/modules/ucp/rules/minor-units.ts), while the
// service keeps hundredths of the unit for every currency. A yen business (0 decimals) over HTTP: the catalogue's
// prices and price filter, a checkout's line prices, options, discounts and totals, and the placed order's
// projection all speak whole yen, and every totals list still adds up after rounding.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COLLECTION, scoped, sharedCollection } from '../../src/store/index.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { startProfileServer, type ProfileServer } from './profile-server.js';
import { ALL_CHECKOUT, line, ucpAgent, type UcpAgent } from './support/agent.js';
import { seedFlowerShop } from './support/flower-shop.js';

let h: Harness;
let host: ProfileServer;
let agent: UcpAgent;

test.before(async () => {
  h = await startHarness({ env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  const biz = await h.business('UCP yen flowers');
  await seedFlowerShop(h.db, biz.tenant, h.clock.now());
  // The same shop priced in yen: tulips ¥30, roses ¥35, standard shipping ¥5 (hundredths inside: 3000, 3500, 500).
  await sharedCollection(h.db, COLLECTION.businesses).updateOne(
    { _id: biz.tenant.business_id as never },
    { $set: { currency: 'JPY' } },
  );
  const s = scoped(h.db, biz.tenant);
  await s.collection('products').updateMany({}, { $set: { currency: 'JPY' } });
  await s.collection('deals').updateMany({}, { $set: { currency: 'JPY' } });
  agent = ucpAgent(h, host, biz.tenant.business_id, {
    capabilities: [...ALL_CHECKOUT, 'catalog.search', 'catalog.lookup'],
  });
});
test.after(async () => {
  await host?.close();
  await h?.close();
});

const buyer = { first_name: 'Aiko', last_name: 'Sato', email: 'aiko@example.com' };
const home = {
  id: 'dest_home',
  street_address: '12 Elm St',
  address_locality: 'Springfield',
  address_region: 'IL',
  postal_code: '62704',
  address_country: 'US',
};

const addsUp = (totals: { type: string; amount: number }[]) =>
  totals.filter((t) => t.type !== 'total').reduce((n, t) => n + t.amount, 0) ===
  totals.find((t) => t.type === 'total')!.amount;

test('catalogue: prices in yen, and a price filter in yen', async () => {
  const r = await agent.send('POST', '/catalog/search', { filters: { price: { min: 30, max: 30 } } });
  assert.is(r.status, 200, JSON.stringify(r.json));
  const handles = r.json.products.map((p: any) => p.handle);
  assert.ok(handles.includes('bouquet_tulips'), JSON.stringify(handles));
  assert.not.ok(handles.includes('bouquet_roses'), JSON.stringify(handles));
  const tulips = r.json.products.find((p: any) => p.handle === 'bouquet_tulips');
  assert.equal(tulips.variants[0].price, { amount: 30, currency: 'JPY' });
});

test('checkout and order: whole yen, discounts rounded, every totals list adds up', async () => {
  const created = await agent.create({
    line_items: [line('bouquet_tulips'), line('bouquet_roses')],
    buyer,
    discounts: { codes: ['10OFF'] },
    fulfillment: {
      methods: [{ type: 'shipping', destinations: [home], groups: [{ selected_option_id: 'std-ship' }] }],
    },
  });
  assert.is(created.status, 201, JSON.stringify(created.json));
  const c = created.json;
  assert.is(c.currency, 'JPY');
  assert.equal(
    c.line_items.map((l: any) => l.item.price),
    [30, 35],
  );
  // 10 % of ¥35 is ¥3.50: rounded half away from zero to ¥4; the line's total is what is left of its parts.
  assert.equal(c.line_items[1].totals, [
    { type: 'subtotal', amount: 35 },
    { type: 'items_discount', amount: -4 },
    { type: 'total', amount: 31 },
  ]);
  // Inside: 6500 − 650 + 500 = 6350 hundredths (¥63.50). Out: ¥65 − ¥7 (¥6.50 rounded) + ¥5 = ¥63, the sum of
  // the parts (rounding ¥63.50 by itself would give ¥64 and break Σ parts = total).
  assert.equal(c.totals, [
    { type: 'subtotal', amount: 65 },
    { type: 'items_discount', amount: -7 },
    { type: 'fulfillment', display_text: 'Shipping', amount: 5 },
    { type: 'total', amount: 63 },
  ]);
  const option = c.fulfillment.methods[0].groups[0].options.find((o: any) => o.id === 'std-ship');
  assert.equal(option.totals, [{ type: 'total', amount: 5 }]);
  assert.equal(
    c.discounts.applied.map((a: any) => [a.amount, a.allocations.map((x: any) => x.amount)]),
    [[7, [3, 4]]],
  );
  for (const l of c.line_items) assert.ok(addsUp(l.totals), JSON.stringify(l.totals));

  const done = await agent.send('POST', `/checkout-sessions/${c.id}/complete`, {
    payment: {
      instruments: [
        { id: 'i1', handler_id: 'sandbox', type: 'card', credential: { type: 'token', token: 'success_token' } },
      ],
    },
  });
  assert.is(done.json.status, 'completed', JSON.stringify(done.json));
  const order = await agent.send('GET', `/orders/${done.json.order.id}`);
  assert.is(order.status, 200, JSON.stringify(order.json));
  assert.is(order.json.currency, 'JPY');
  assert.equal(
    order.json.line_items.map((l: any) => l.item.price),
    [30, 35],
  );
  assert.ok(addsUp(order.json.totals), JSON.stringify(order.json.totals));
  assert.equal(order.json.totals.at(-1), { type: 'total', amount: 63 });
  assert.equal(h.responseViolations(), []);
});

test.run();
