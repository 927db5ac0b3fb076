// Stock held by UCP checkout sessions over HTTP (src/flows/ucp/holds.ts): a session ready to complete holds its
// lines' stock until it expires; an update moves the hold, a session that is no longer ready gives it back, and so
// do cancel and the session's lapse (found by reading the session, or by the storefront's own sweep of lapsed
// holds); two agents can never hold more than there is.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Harness, TestBusiness } from '../harness/harness.js';
import type { ProfileServer } from './profile-server.js';
import { line, ucpAgent, type UcpAgent } from './support/agent.js';
import { available, type FlowerShop } from './support/flower-shop.js';
import { flowerShopSuite } from './support/suite.js';

let h: Harness;
let host: ProfileServer;
let biz: TestBusiness;
let shop: FlowerShop;
let agent: UcpAgent;
/** The server's reads of stock levels so far. */
let stockFinds = 0;

flowerShopSuite(
  test,
  'UCP hold flowers',
  (s) => {
    ({ h, host, biz, shop, agent } = s);
    s.h.srv.services.store.client.on('commandStarted', (e) => {
      if (e.commandName === 'find' && e.command.find === 'inventory_levels') stockFinds++;
    });
  },
  { monitorStoreCommands: true },
);

const buyer = { email: 'hold@example.com' };
const home = { id: 'home', street_address: '1 Elm St', address_locality: 'Springfield', address_country: 'US' };
const shipping = {
  methods: [{ type: 'shipping', destinations: [home], groups: [{ selected_option_id: 'std-ship' }] }],
};
const orchids = () => available(h.db, shop, 'orchid_white');

test('a ready session holds its stock; an incomplete one does not; an update moves the hold', async () => {
  const start = await orchids();
  const incomplete = await agent.create({ line_items: [line('orchid_white', 2)], buyer });
  assert.is(incomplete.json.status, 'incomplete');
  assert.is(await orchids(), start);
  const ready = await agent.create({ line_items: [line('orchid_white', 3)], buyer, fulfillment: shipping });
  assert.is(ready.json.status, 'ready_for_complete', JSON.stringify(ready.json.messages));
  assert.is(await orchids(), start - 3);
  const more = await agent.update(ready.json.id, {
    line_items: [line('orchid_white', 5)],
    buyer,
    fulfillment: shipping,
  });
  assert.is(more.json.status, 'ready_for_complete');
  assert.is(await orchids(), start - 5);
  // No longer ready (the fulfillment was left out): the stock goes back.
  const notReady = await agent.update(ready.json.id, { line_items: [line('orchid_white', 5)], buyer });
  assert.is(notReady.json.status, 'incomplete');
  assert.is(await orchids(), start);
  await agent.cancel(incomplete.json.id);
  await agent.cancel(ready.json.id);
});

test('holds move stock in one batch; a hold crossing the low-stock threshold records inventory.low_stock once', async () => {
  const { scoped } = await import('../../src/store/index.js');
  const product = shop.products.bouquet_sunflowers._id;
  const sunflowers = () => available(h.db, shop, 'bouquet_sunflowers');
  const start = await sunflowers();
  // A threshold 5 below what is free now: the first hold stays above it, the second crosses it.
  await scoped(h.db, biz.tenant)
    .collection<any>('products')
    .updateOne({ _id: product }, { $set: { low_stock_threshold: start - 5 } });
  const lowStock = () =>
    h.db.collection('events').countDocuments({ type: 'inventory.low_stock', 'data.product_id': product });
  const first = await agent.create({ line_items: [line('bouquet_sunflowers', 5)], buyer, fulfillment: shipping });
  assert.is(first.json.status, 'ready_for_complete', JSON.stringify(first.json.messages));
  assert.equal([await sunflowers(), await lowStock()], [start - 5, 0]);
  const second = await agent.create({ line_items: [line('bouquet_sunflowers', 1)], buyer, fulfillment: shipping });
  assert.is(second.json.status, 'ready_for_complete', JSON.stringify(second.json.messages));
  assert.equal([await sunflowers(), await lowStock()], [start - 6, 1]);
  // An update that moves a hold releases the old quantity and reserves the new one.
  const moved = await agent.update(first.json.id, {
    line_items: [line('bouquet_sunflowers', 2)],
    buyer,
    fulfillment: shipping,
  });
  assert.is(moved.json.status, 'ready_for_complete');
  assert.is(await sunflowers(), start - 3);
  await agent.cancel(first.json.id);
  await agent.cancel(second.json.id);
  assert.is(await sunflowers(), start);
});

test('cancel releases the held stock', async () => {
  const start = await orchids();
  const c = await agent.create({ line_items: [line('orchid_white', 4)], buyer, fulfillment: shipping });
  assert.is(await orchids(), start - 4);
  const r = await agent.cancel(c.json.id);
  assert.is(r.json.status, 'canceled');
  assert.is(await orchids(), start);
});

test('held stock is not the next agent’s: it is told what is left; never more is held than there is', async () => {
  const start = await orchids();
  const first = await agent.create({ line_items: [line('orchid_white', start - 1)], buyer, fulfillment: shipping });
  assert.is(first.json.status, 'ready_for_complete');
  const other = ucpAgent(h, host, biz.tenant.business_id);
  const second = await other.create({ line_items: [line('orchid_white', 2)], buyer, fulfillment: shipping });
  assert.is(second.json.status, 'incomplete');
  assert.ok(
    second.json.messages.some(
      (m: any) => m.code === 'out_of_stock' && m.content.startsWith('White Orchid: only 1 available'),
    ),
  );
  // Several agents at once for the last unit: one holds it.
  const agents = [1, 2, 3, 4].map(() => ucpAgent(h, host, biz.tenant.business_id));
  const racers = await Promise.all(
    agents.map((a) => a.create({ line_items: [line('orchid_white', 1)], buyer, fulfillment: shipping })),
  );
  assert.equal(racers.filter((r) => r.json.status === 'ready_for_complete').length, 1);
  assert.is(await orchids(), 0);
  await agent.cancel(first.json.id);
  assert.is(await orchids(), start - 1);
  for (const [i, r] of racers.entries()) assert.is((await agents[i].cancel(r.json.id)).status, 200);
  assert.is(await orchids(), start);
});

test('an update that leaves the session ready reads no stock: the hold it takes is the check', async () => {
  const c = await agent.create({ line_items: [line('orchid_white', 1)], buyer });
  assert.is(c.json.status, 'incomplete');
  const before = stockFinds;
  const u = await agent.update(c.json.id, { line_items: [line('orchid_white', 2)], buyer, fulfillment: shipping });
  assert.is(u.json.status, 'ready_for_complete', JSON.stringify(u.json.messages));
  assert.is(stockFinds, before, 'no stock read');
  // One left incomplete, asking more than it holds, reads it: its messages say what stock there is.
  const back = await agent.update(c.json.id, { line_items: [line('orchid_white', 3)], buyer });
  assert.is(back.json.status, 'incomplete');
  assert.is(stockFinds, before + 1);
  await agent.cancel(c.json.id);
});

test('an update asking more than there is: told what is left, incomplete, and its hold given back', async () => {
  const start = await orchids();
  const c = await agent.create({ line_items: [line('orchid_white', 2)], buyer, fulfillment: shipping });
  assert.is(c.json.status, 'ready_for_complete');
  assert.is(await orchids(), start - 2);
  const more = await agent.update(c.json.id, {
    line_items: [line('orchid_white', start + 1)],
    buyer,
    fulfillment: shipping,
  });
  assert.is(more.status, 200);
  assert.is(more.json.status, 'incomplete');
  const short = more.json.messages.filter((m: any) => m.code === 'out_of_stock');
  assert.equal(
    short.map((m: any) => m.content),
    [`White Orchid: only ${start} available; lower the quantity`],
  );
  assert.is(await orchids(), start, 'the hold of 2 is given back');
  await agent.cancel(c.json.id);
});

test('a lapsed session answers canceled and its stock is back (read lapse)', async () => {
  const start = await orchids();
  const c = await agent.create({ line_items: [line('orchid_white', 2)], buyer, fulfillment: shipping });
  assert.is(await orchids(), start - 2);
  const expires = Date.parse(c.json.expires_at);
  assert.is(expires - h.clock.now().getTime() > 5 * 3600_000, true);
  h.clock.set(new Date(expires + 60_000));
  const r = await agent.get(c.json.id);
  assert.is(r.json.status, 'canceled');
  assert.is(await orchids(), start);
  const update = await agent.update(c.json.id, { line_items: [line('orchid_white', 1)] });
  assert.is(update.status, 409);
});

test("a lapsed session's stock is released by the storefront's sweep of lapsed holds, unread", async () => {
  const start = await orchids();
  const c = await agent.create({ line_items: [line('orchid_white', 3)], buyer, fulfillment: shipping });
  assert.is(await orchids(), start - 3);
  h.clock.set(new Date(Date.parse(c.json.expires_at) + 1_000));
  // A storefront stock read sweeps the tenant's lapsed holds first.
  const stock = await h.raw('GET', `/api/v1/inventory/products/${shop.products.orchid_white._id}/stock`, {
    key: biz.publishableKey,
  });
  assert.is(stock.status, 200, JSON.stringify(stock.json));
  assert.is(await orchids(), start);
  const { scoped } = await import('../../src/store/index.js');
  const doc: any = await scoped(h.db, shop.tenant).collection('ucp_checkouts').findOne({ _id: c.json.id });
  assert.equal([doc.status, doc.held_stock, doc.hold_expires_at], ['canceled', [], null]);
});

const payWith = (t: string) => ({
  payment: {
    instruments: [
      { id: 'instr_1', handler_id: 'sandbox', type: 'card', selected: true, credential: { type: 'token', token: t } },
    ],
  },
});
const stored = async (id: string): Promise<any> => {
  const { scoped } = await import('../../src/store/index.js');
  return scoped(h.db, shop.tenant).collection<any>('ucp_checkouts').findOne({ _id: id });
};
const orderOf = async (id: string): Promise<any> => {
  const { scoped } = await import('../../src/store/index.js');
  return scoped(h.db, shop.tenant).collection('orders').findOne({ 'metadata.ucp_checkout_id': id });
};

test("completing hands the session's hold to its order: the stock is taken once, never released and taken again", async () => {
  const start = await orchids();
  const c = await agent.create({ line_items: [line('orchid_white', 2)], buyer, fulfillment: shipping });
  assert.is(await orchids(), start - 2);
  const held = (await stored(c.json.id)).held_stock;
  // The sandbox's escalation (a card without a token): the order is placed and waits for its buyer to pay.
  const r = await agent.send('POST', `/checkout-sessions/${c.json.id}/complete`, {
    payment: { instruments: [{ id: 'instr_1', handler_id: 'sandbox', type: 'card', selected: true }] },
  });
  assert.is(r.json.status, 'requires_escalation', JSON.stringify(r.json.messages));
  assert.is(await orchids(), start - 2);
  const order = await orderOf(c.json.id);
  assert.equal(order.reservations, held);
  const session = await stored(c.json.id);
  assert.equal([session.held_stock, session.hold_expires_at], [[], null]);
  // Paid now with a token on a fresh session: the units leave stock once.
  const paid = await agent.create({ line_items: [line('orchid_white', 1)], buyer, fulfillment: shipping });
  const done = await agent.send('POST', `/checkout-sessions/${paid.json.id}/complete`, payWith('success_token'));
  assert.is(done.json.status, 'completed', JSON.stringify(done.json.messages));
  assert.is(await orchids(), start - 3);
});

test("a completion that died leaves its claim; past the session's expiry the claim lapses and the stock is back", async () => {
  const start = await orchids();
  const c = await agent.create({ line_items: [line('orchid_white', 2)], buyer, fulfillment: shipping });
  assert.is(await orchids(), start - 2);
  // What a process killed between the claim and the order leaves: the session claimed, its hold still on it.
  const { scoped } = await import('../../src/store/index.js');
  await scoped(h.db, shop.tenant)
    .collection<any>('ucp_checkouts')
    .updateOne({ _id: c.json.id }, { $set: { status: 'complete_in_progress', updated_at: h.clock.now() } });
  h.clock.set(new Date(Date.parse(c.json.expires_at) + 1_000));
  const r = await agent.get(c.json.id);
  assert.is(r.json.status, 'canceled');
  assert.is(await orchids(), start);
});

test('every answer conformed to the contract', () => {
  assert.equal(h.responseViolations(), []);
});

test.run();
