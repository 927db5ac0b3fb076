// UCP checkout pricing over HTTP: totals as the business prices them (never the agent's), recalculated on update,
// discount codes applied in order and compounding (10OFF then WELCOME20 on 3500 is 2520), a fixed-amount code, an
// unknown code echoed with a warning and not applied, buyer and consent kept, tax added on top or included (an info
// message, no `tax` entry), and what is not for sale or not in stock. One test per scenario of the official suite's
// business_logic file (and its validation scenarios as our 2026-04-08 contract answers them), plus our own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COLLECTION, sharedCollection } from '../../src/store/index.js';
import type { Harness } from '../harness/harness.js';
import { amountOf, line, type UcpAgent } from './support/agent.js';
import type { FlowerShop } from './support/flower-shop.js';
import { flowerShopSuite } from './support/suite.js';

let h: Harness;
let shop: FlowerShop;
let agent: UcpAgent;

flowerShopSuite(test, 'UCP pricing flowers', (s) => ({ h, shop, agent } = s));

const created = async (body: object) => {
  const r = await agent.create(body);
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json;
};
const withCodes = (c: any, codes: string[]) =>
  agent.update(c.id, {
    line_items: c.line_items.map((l: any) => ({ id: l.id, item: l.item, quantity: l.quantity })),
    discounts: { codes },
  });

test('totals on create: the business price, whatever the agent sent; Σ entries = total', async () => {
  const c = await created({
    line_items: [{ item: { id: 'bouquet_roses', title: 'Cheap roses', price: 1 }, quantity: 1, totals: [] }],
  });
  assert.equal(c.line_items[0].totals, [
    { type: 'subtotal', amount: 3500 },
    { type: 'total', amount: 3500 },
  ]);
  assert.is(amountOf(c.totals, 'subtotal'), 3500);
  assert.is(amountOf(c.totals, 'total'), 3500);
});

test('totals recalculated on update: two units cost twice as much', async () => {
  const c = await created({ line_items: [line('bouquet_roses')] });
  const r = await agent.update(c.id, {
    line_items: [{ id: c.line_items[0].id, item: { id: 'bouquet_roses' }, quantity: 2 }],
  });
  assert.is(amountOf(r.json.totals, 'total'), 7000);
});

test('a discount code: 10OFF takes 10 % (3500 → 3150), allocated to the line, items_discount negative', async () => {
  const c = await created({ line_items: [line('bouquet_roses')] });
  const r = await withCodes(c, ['10OFF']);
  assert.is(r.status, 200);
  assert.equal(r.json.discounts, {
    codes: ['10OFF'],
    applied: [
      {
        code: '10OFF',
        title: '10% Off',
        amount: 350,
        priority: 1,
        allocations: [{ path: '$.line_items[0]', amount: 350 }],
      },
    ],
  });
  assert.equal(r.json.totals, [
    { type: 'subtotal', amount: 3500 },
    { type: 'items_discount', amount: -350 },
    { type: 'total', amount: 3150 },
  ]);
  assert.equal(r.json.line_items[0].totals, [
    { type: 'subtotal', amount: 3500 },
    { type: 'items_discount', amount: -350 },
    { type: 'total', amount: 3150 },
  ]);
});

test('several codes compound in the order given: 10OFF then welcome20 (any case) on 3500 is 2520', async () => {
  const c = await created({ line_items: [line('bouquet_roses')] });
  const r = await withCodes(c, ['10OFF', 'welcome20']);
  assert.equal(
    r.json.discounts.applied.map((a: any) => [a.code, a.amount]),
    [
      ['10OFF', 350],
      ['welcome20', 630],
    ],
  );
  assert.is(amountOf(r.json.totals, 'items_discount'), -980);
  assert.is(amountOf(r.json.totals, 'total'), 2520);
  // Nothing about the codes (what is missing is the buyer and the delivery).
  assert.equal(
    r.json.messages.filter((m: any) => m.code !== 'missing'),
    [],
  );
});

test('an unknown code is echoed, not applied, and explained by a warning at its path', async () => {
  const c = await created({ line_items: [line('bouquet_roses')] });
  const r = await withCodes(c, ['10OFF', 'INVALID_CODE']);
  assert.equal(r.json.discounts.codes, ['10OFF', 'INVALID_CODE']);
  assert.equal(
    r.json.discounts.applied.map((a: any) => a.code),
    ['10OFF'],
  );
  assert.is(amountOf(r.json.totals, 'total'), 3150);
  assert.equal(
    r.json.messages.filter((m: any) => m.type === 'warning'),
    [
      {
        type: 'warning',
        code: 'discount_code_invalid',
        content: 'INVALID_CODE is not a valid code',
        path: '$.discounts.codes[1]',
      },
    ],
  );
  // Only an unknown code: no discount entry at all.
  const only = await withCodes(c, ['NOPE']);
  assert.equal(only.json.totals, [
    { type: 'subtotal', amount: 3500 },
    { type: 'total', amount: 3500 },
  ]);
});

test('a fixed-amount code: FIXED500 takes 500 (3500 → 3000)', async () => {
  const c = await created({ line_items: [line('bouquet_roses')], discounts: { codes: ['FIXED500'] } });
  assert.equal(
    c.discounts.applied.map((a: any) => [a.code, a.title, a.amount]),
    [['FIXED500', '$5.00 Off', 500]],
  );
  assert.is(amountOf(c.totals, 'total'), 3000);
});

test('buyer consent is kept and echoed', async () => {
  const consent = { marketing: true, analytics: false, sale_of_data: false };
  const c = await created({
    line_items: [line('bouquet_roses')],
    buyer: { first_name: 'Consent', last_name: 'Tester', email: 'consent@example.com', consent },
  });
  const r = await agent.get(c.id);
  assert.equal(r.json.buyer, { first_name: 'Consent', last_name: 'Tester', email: 'consent@example.com', consent });
});

test('buyer details given on update are kept', async () => {
  const c = await created({ line_items: [line('bouquet_roses')] });
  await agent.update(c.id, {
    line_items: [line('bouquet_roses')],
    buyer: { email: 'test@example.com', first_name: 'Test', last_name: 'User' },
  });
  assert.equal((await agent.get(c.id)).json.buyer, {
    first_name: 'Test',
    last_name: 'User',
    email: 'test@example.com',
  });
});

test('nothing for sale on create: 200 error response, out_of_stock and item_unavailable, no session made', async () => {
  const r = await agent.create({ line_items: [line('gardenias'), line('pink_wumpus')] });
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.equal(r.json, {
    ucp: { version: '2026-04-08', status: 'error' },
    messages: [
      {
        type: 'error',
        code: 'item_unavailable',
        content: 'Item pink_wumpus is not for sale here',
        severity: 'unrecoverable',
      },
      {
        type: 'error',
        code: 'out_of_stock',
        content: 'Gardenias: out of stock',
        severity: 'unrecoverable',
        path: '$.line_items[0]',
      },
    ],
  });
  assert.is(
    await sharedCollection(h.db, COLLECTION.ucp_checkouts).countDocuments({ 'line_items.item_id': 'gardenias' }),
    0,
  );
});

test('some lines unavailable: a session with messages; more than the stock left is a message', async () => {
  const c = await created({ line_items: [line('bouquet_roses'), line('pink_wumpus'), line('orchid_white', 9)] });
  assert.equal(
    c.line_items.map((l: any) => [l.item.id, l.quantity]),
    [
      ['bouquet_roses', 1],
      ['orchid_white', 9],
    ],
  );
  assert.is(c.status, 'incomplete');
  const errors = c.messages.filter((m: any) => m.code !== 'missing');
  assert.equal(errors, [
    {
      type: 'error',
      code: 'item_unavailable',
      content: 'Item pink_wumpus is not for sale here',
      severity: 'recoverable',
    },
    {
      type: 'error',
      code: 'out_of_stock',
      content: 'White Orchid: only 8 available; lower the quantity',
      severity: 'recoverable',
      path: '$.line_items[1]',
    },
  ]);
});

test('tax added on top is a `tax` entry; tax included in prices is an info message and no entry', async () => {
  const businesses = sharedCollection(h.db, COLLECTION.businesses);
  const id = shop.tenant.business_id as never;
  try {
    await businesses.updateOne({ _id: id }, { $set: { tax: { rate_bps: 1000, inclusive: false, label: 'Tax' } } });
    const on = await created({ line_items: [line('bouquet_roses')], discounts: { codes: ['10OFF'] } });
    assert.equal(on.totals, [
      { type: 'subtotal', amount: 3500 },
      { type: 'items_discount', amount: -350 },
      { type: 'tax', amount: 315 },
      { type: 'total', amount: 3465 },
    ]);
    await businesses.updateOne({ _id: id }, { $set: { tax: { rate_bps: 2000, inclusive: true, label: 'VAT' } } });
    const inc = await created({ line_items: [line('pot_ceramic')] });
    assert.equal(inc.totals, [
      { type: 'subtotal', amount: 1500 },
      { type: 'total', amount: 1500 },
    ]);
    assert.ok(
      inc.messages.some(
        (m: any) => m.type === 'info' && m.code === 'tax_included' && m.content === 'Prices include 2.50 USD of tax',
      ),
    );
  } finally {
    await businesses.updateOne({ _id: id }, { $set: { tax: { rate_bps: 0, inclusive: false, label: 'Tax' } } });
  }
});

test('every answer conformed to the contract', () => {
  assert.ok(h.checkedResponses() >= 18, `only ${h.checkedResponses()} answers checked`);
  assert.equal(h.responseViolations(), []);
});

test.run();
