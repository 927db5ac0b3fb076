// Agents of release 2026-01-11 over REST (docs/ucp.md §Agents of release 2026-01-11): every checkout and order
// answer in that release's shape, rendered in one place after the handler (src/modules/ucp/rules/legacy-answer.ts,
// the operation core's last step), fresh and replayed alike; the outcomes that release answers 400; and an agent of
// the current release on the same business unaffected. The business is the flower market seeded as the suite's
// flower shop is; every answer is checked against the contract by the harness (UcpLegacyCheckout, UcpLegacyOrder,
// UcpLegacyRefusal).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COLLECTION, sharedCollection } from '../../src/store/index.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { startProfileServer, type ProfileServer } from './profile-server.js';
import { amountOf, ucpAgent } from './support/agent.js';
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

const CHECKOUT_CAPS = [
  'dev.ucp.shopping.buyer_consent',
  'dev.ucp.shopping.checkout',
  'dev.ucp.shopping.discount',
  'dev.ucp.shopping.fulfillment',
];

test('a checkout in 2026-01-11 shape: capabilities by name, handlers under payment, positive discounts', async () => {
  const r = await agent.create({ ...legacyCreateBody(), discounts: { codes: ['SPRING15'] } });
  assert.is(r.status, 201, JSON.stringify(r.json));
  const c = r.json;
  assert.is(c.ucp.version, '2026-01-11');
  assert.equal(c.ucp.capabilities.map((x: any) => x.name).sort(), CHECKOUT_CAPS);
  assert.is(c.ucp.payment_handlers, undefined);
  assert.equal(
    c.payment.handlers.map((x: any) => [x.id, x.version, x.instrument_schemas.length]),
    [['market_sandbox', '2026-01-11', 1]],
  );
  assert.equal(c.payment.instruments, []);
  assert.is(c.line_items[0].item.id, MARKET.items.default);
  // 15 % of 32.00 is 4.80: positive in 2026-01-11, on the line and in the checkout's totals.
  assert.is(amountOf(c.totals, 'items_discount'), 480);
  assert.is(amountOf(c.line_items[0].totals, 'items_discount'), 480);
  assert.is(amountOf(c.totals, 'total'), 3200 - 480 + 600);
  assert.is(c.discounts.applied[0].amount, 480);

  const got = await agent.get(c.id);
  assert.equal(got.json.totals, c.totals);
  const updated = await agent.update(c.id, legacyUpdateBody(c, { discounts: { codes: ['SPRING15'] } }));
  assert.is(updated.status, 200, JSON.stringify(updated.json));
  assert.ok(Array.isArray(updated.json.ucp.capabilities));
  assert.ok(updated.json.totals.every((t: any) => t.amount >= 0));
});

test('an agent of the current release on the same business is unaffected', async () => {
  const current = ucpAgent(h, host, market.businessId, {
    capabilities: ['checkout', 'fulfillment', 'discount', 'buyer_consent', 'order'],
  });
  const r = await current.create({ ...legacyCreateBody(), discounts: { codes: ['SPRING15'] } });
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.is(r.json.ucp.version, '2026-04-08');
  assert.equal(Object.keys(r.json.ucp.capabilities).sort(), CHECKOUT_CAPS);
  assert.ok(r.json.ucp.payment_handlers);
  assert.is(amountOf(r.json.totals, 'items_discount'), -480);
});

test('replays are rendered as the first answer was; what is stored is the current release’s shape', async () => {
  const key = 'legacy-replay-create-1';
  const first = await agent.create(legacyCreateBody(), { 'idempotency-key': key });
  const again = await agent.create(legacyCreateBody(), { 'idempotency-key': key });
  // The suite's body carries a fresh random `id` each time it builds one: the same key with another body is 409.
  assert.equal([first.status, again.status, again.json.code], [201, 409, 'idempotency_conflict']);
  const body = legacyCreateBody();
  const a = await agent.create(body, { 'idempotency-key': 'legacy-replay-create-2' });
  const b = await agent.create(body, { 'idempotency-key': 'legacy-replay-create-2' });
  assert.equal([a.status, b.status], [201, 201]);
  assert.equal(b.json, a.json);
  assert.ok(Array.isArray(b.json.ucp.capabilities));
  const record = await sharedCollection(h.db, COLLECTION.idempotency_keys).findOne({
    key: 'legacy-replay-create-2',
  } as never);
  assert.ok(record, 'the idempotency record');
  const stored = JSON.stringify(record);
  assert.ok(stored.includes('payment_handlers'), 'stored in the current release’s shape');
});

test('completion and its replay (recorded inside the completion) in 2026-01-11 shape; the order too', async () => {
  const c = (await agent.create(legacyCreateBody({ quantity: 2 }))).json;
  assert.is(c.status, 'ready_for_complete', JSON.stringify(c.messages));
  const headers = { 'idempotency-key': 'legacy-complete-1' };
  const done = await agent.complete(c.id, legacyCompleteBody(), headers);
  assert.is(done.status, 200, JSON.stringify(done.json));
  assert.is(done.json.status, 'completed');
  assert.ok(Array.isArray(done.json.ucp.capabilities));
  const again = await agent.complete(c.id, legacyCompleteBody(), headers);
  assert.equal([again.status, again.json], [200, done.json]);

  const order = await agent.send('GET', `/orders/${done.json.order.id}`);
  assert.is(order.status, 200, JSON.stringify(order.json));
  assert.equal(order.json.ucp.capabilities, [{ name: 'dev.ucp.shopping.order', version: '2026-01-11' }]);
  assert.equal(order.json.line_items[0].quantity, { total: 2, fulfilled: 0 });
  assert.is(order.json.line_items[0].status, 'processing');
  assert.ok(order.json.totals.every((t: any) => t.amount >= 0));
});

test('2026-01-11 refusals (400 {status, messages, detail}): out of stock, unknown item, too many', async () => {
  const oos = await agent.create(legacyCreateBody({ item: MARKET.items.out_of_stock }));
  assert.is(oos.status, 400, JSON.stringify(oos.json));
  assert.match(oos.json.detail, 'Insufficient stock');
  assert.is(oos.json.messages[0].code, 'out_of_stock');

  const unknown = await agent.create(legacyCreateBody({ item: MARKET.items.unknown }));
  assert.is(unknown.status, 400, JSON.stringify(unknown.json));
  assert.match(unknown.json.detail.toLowerCase(), 'not found');

  const c = (await agent.create(legacyCreateBody())).json;
  const body = legacyUpdateBody(c);
  (body.line_items as any[])[0].quantity = 10_001;
  const over = await agent.update(c.id, body);
  assert.is(over.status, 400, JSON.stringify(over.json));
  assert.match(over.json.detail.toLowerCase(), 'stock');
});

test('2026-01-11 refusal: completing before a fulfillment choice; a declined payment is not one (200)', async () => {
  const bare = (await agent.create(legacyCreateBody({ fulfillment: false }))).json;
  const r = await agent.complete(bare.id, legacyCompleteBody());
  assert.is(r.status, 400, JSON.stringify(r.json));
  assert.match(r.json.detail, 'Fulfillment address and option must be selected');

  // Neither release answers a declined payment with an HTTP error: the checkout, with payment_failed.
  const ready = (await agent.create(legacyCreateBody())).json;
  const declined = await agent.complete(ready.id, legacyCompleteBody('fail_token', 'card_declined'));
  assert.is(declined.status, 200, JSON.stringify(declined.json));
  assert.ok(declined.json.messages.some((m: any) => m.code === 'payment_failed'));
  assert.is(declined.json.status, 'ready_for_complete');
});

test('every answer conformed to the contract', () => {
  assert.ok(h.checkedResponses() >= 15, `only ${h.checkedResponses()} answers checked`);
  assert.equal(h.responseViolations(), []);
});

test.run();
