// Completing UCP checkouts over HTTP (src/handlers/ucp/complete.ts → src/flows/ucp/complete.ts) with the sandbox
// payment handler, one test per payment scenario of the official suite (its lifecycle completion, binding,
// card_credential, ap2 and validation payment files), in our 2026-04-08 terms. A ready session completed with
// `success_token` places an order like any other: it is on the platform API and the CLI, its hosted pay page shows
// it paid, the business's `order.created` webhook goes out, and the agent's signed order event arrives and verifies.
// Every answer is checked against the contract by the harness; every event body against the orderEvent webhook.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { dispatchPendingEvents, runDeliveryAttempt } from '../../src/modules/webhooks/delivery.js';
import type { DeliveryDoc } from '../../src/modules/webhooks/model.js';
import { scoped } from '../../src/store/index.js';
import { cliEnv, dataOf, type CliEnv } from '../cli/helpers.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { pressOnPayPage } from '../harness/pages.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { startProfileServer, type ProfileServer } from './profile-server.js';
import { line, ucpAgent, type UcpAgent } from './support/agent.js';
import { type FlowerShop, seedFlowerShop } from './support/flower-shop.js';
import { arrival, eventRejection, orderEventProblems, publishedKeys } from './support/order-events.js';

let h: Harness;
let host: ProfileServer;
let rx: Receiver;
let agent: UcpAgent;
let biz: string;
let shop: FlowerShop;

test.before(async () => {
  h = await startHarness({ seed: true, env: { RATE_LIMITS: 'off' } });
  host = await startProfileServer();
  rx = await startReceiver();
  biz = h.demo.business_id;
  shop = await seedFlowerShop(h.db, h.tenant, h.clock.now());
  agent = ucpAgent(h, host, biz, { webhook: rx.url('/agent/orders') });
});
test.after(async () => {
  await rx?.close();
  await host?.close();
  await h?.close();
});

const buyer = { first_name: 'Ama', last_name: 'Mensah', email: 'ama@example.com' };
const home = {
  id: 'dest_home',
  first_name: 'Ama',
  last_name: 'Mensah',
  street_address: '12 Elm St',
  address_locality: 'Springfield',
  address_region: 'IL',
  postal_code: '62704',
  address_country: 'US',
};
const shipHome = {
  methods: [{ type: 'shipping', destinations: [home], groups: [{ selected_option_id: 'std-ship' }] }],
};

/** A session ready to complete: tulips shipped home by standard shipping (500). */
async function ready(who: UcpAgent = agent, quantity = 1) {
  const r = await who.create({ line_items: [line('bouquet_tulips', quantity)], buyer, fulfillment: shipHome });
  assert.is(r.status, 201, JSON.stringify(r.json));
  assert.is(r.json.status, 'ready_for_complete', JSON.stringify(r.json.messages));
  return r.json;
}

const instrument = (credential?: object, extra: object = {}) => ({
  id: 'instr_1',
  handler_id: 'sandbox',
  type: 'card',
  selected: true,
  display: { brand: 'visa', last_digits: '4242' },
  ...(credential && { credential }),
  ...extra,
});
const pay = (credential?: object, extra?: object) => ({ payment: { instruments: [instrument(credential, extra)] } });
const token = (t: string, type = 'token') => pay({ type, token: t });
const complete = (id: string, body: unknown, headers?: Record<string, string>, who: UcpAgent = agent) =>
  who.send('POST', `/checkout-sessions/${id}/complete`, body, headers);
const ordersOfCheckout = (id: string) => h.db.collection('ucp_orders').countDocuments({ checkout_id: id });

test('success_token: completed; on the platform, CLI and pay page; order.created and the UCP event', async () => {
  const hook = await sf.createWebhook({
    client: h.storefront(h.secretKey),
    body: { url: rx.url('/business'), events: ['order.created'], description: 'business receiver' },
  });
  assert.is(hook.response.status, 201);
  const c = await ready();
  const r = await complete(c.id, token('success_token'));
  assert.is(r.status, 200, JSON.stringify(r.json));
  const done = r.json;
  assert.is(done.status, 'completed', JSON.stringify(done.messages));
  assert.match(done.order.id, /^ord_/);
  assert.match(done.order.label, /\S/);
  assert.is(
    done.order.permalink_url,
    `${h.srv.services.config.payUrl.replace(/\/+$/, '')}/${(await paymentOf(done.order.id))._id}`,
  );
  assert.is(done.continue_url, undefined, 'no continue_url once completed');
  assert.equal(done.totals.at(-1), { type: 'total', amount: 3500 });

  // The platform API: the order, paid, shipped to the buyer.
  const listed = await h.raw('GET', `/v1/businesses/${biz}/orders?mode=test&limit=5`, {
    key: null,
    headers: { authorization: `Bearer ${h.businessKey}` },
  });
  assert.is(listed.status, 200, JSON.stringify(listed.json));
  const order = listed.json.data.orders.find((o: any) => o.id === done.order.id);
  assert.ok(order, 'the order is listed on the platform API');
  assert.equal([order.payment_status, order.total_price, order.order_type], ['succeeded', '35.00', 'delivery']);

  // The CLI binary lists it.
  const cli: CliEnv = await cliEnv(h.url);
  try {
    dataOf(await cli.json(['login', '--api-key', '-'], { input: h.businessKey }));
    const list = dataOf(await cli.json(['orders', 'list', '--limit', '5']));
    assert.ok(list.orders.some((o: any) => o.id === done.order.id && o.payment_status === 'succeeded'));
  } finally {
    await cli.close();
  }

  // The buyer's link: the hosted pay page, showing the order paid.
  const page = await fetch(done.order.permalink_url);
  const html = await page.text();
  assert.is(page.status, 200);
  assert.ok(html.includes(done.order.label) && html.includes('Payment approved'), html);

  // The business's own webhook: order.created for this order, as for any order.
  assert.ok((await dispatchPendingEvents(h.srv.services)) >= 1);
  const rows = scoped(h.db, h.tenant).collection<DeliveryDoc>('webhook_deliveries');
  const row = await rows.findOne({ webhook_id: hook.data!.data.id, event_type: 'order.created', status: 'pending' });
  assert.ok(row, 'order.created was queued for the business endpoint');
  await runDeliveryAttempt(h.srv.services, row!._id);
  const business = rx.received.filter((x) => x.path === '/business');
  assert.ok(business.some((x) => x.body.type === 'order.created' && (x.body.data as any).id === done.order.id));

  // The agent's order event: the whole order, signed, at once.
  const event = await arrival(rx, '/agent/orders', (x) => (x.body as any).id === done.order.id);
  assert.is(await eventRejection(rx, event, await publishedKeys(h, biz), h.clock.now()), null);
  assert.equal(orderEventProblems(event.body), []);
  const body = event.body as any;
  assert.equal([body.checkout_id, body.label, body.currency], [c.id, done.order.label, 'USD']);
  assert.equal(body.line_items[0].item, { id: 'bouquet_tulips', title: 'Spring Tulips', price: 3000 });
  assert.equal(body.line_items[0].quantity, { original: 1, total: 1, fulfilled: 0 });
  assert.is(body.fulfillment.expectations[0].destination.street_address, '12 Elm St');
  assert.is(
    String(event.headers['ucp-agent']),
    `profile="${h.srv.services.config.apiUrl.replace(/\/+$/, '')}/ucp/test/${biz}/.well-known/ucp"`,
  );
  assert.equal(h.responseViolations(), []);
});

async function paymentOf(orderId: string): Promise<any> {
  return scoped(h.db, h.tenant).collection('payments').findOne({ order_id: orderId });
}

test("success_token: the order is written paid, its stock taken off the shelf, with the settlement's events", async () => {
  const levelOf = async () => {
    const level = await h.db
      .collection('inventory_levels')
      .findOne({ business_id: biz, livemode: false, product_id: shop.products.bouquet_tulips._id });
    return [level!.quantity_on_hand, level!.quantity_reserved ?? 0];
  };
  const [onHand, reserved] = await levelOf();
  const c = await ready(agent, 2);
  assert.equal(await levelOf(), [onHand, reserved + 2], 'the ready session holds 2');
  const r = await complete(c.id, token('success_token'));
  assert.is(r.json.status, 'completed', JSON.stringify(r.json.messages));
  const orderId = r.json.order.id;
  // Committed: the 2 leave the stock on hand and the hold; the order keeps them as committed stock.
  assert.equal(await levelOf(), [onHand - 2, reserved]);
  const order = await h.db.collection('orders').findOne({ _id: orderId });
  assert.equal([order!.payment_status, order!.reservations, order!.reservation_expires_at], ['succeeded', [], null]);
  assert.equal(
    order!.committed_stock.map((s: any) => s.quantity),
    [2],
  );
  const payment = await h.db.collection('payments').findOne({ order_id: orderId });
  assert.is(payment!.status, 'succeeded');
  assert.ok(payment!.settled_at instanceof Date);
  // The events: the order placed, its payment settled and the order updated paid (recorded at one time).
  const events = await h.db.collection('events').find({ business_id: biz, 'data.id': orderId }).toArray();
  const types = events.map((e) => e.type).filter((t) => t !== 'inventory.low_stock');
  assert.equal(types.sort(), ['order.created', 'order.updated', 'payment.completed']);
  assert.is(events.find((e) => e.type === 'order.updated')!.data.payment_status, 'succeeded');
  assert.is((await h.db.collection('ucp_orders').findOne({ _id: orderId }))!.settle_pending, false);
});

test('completions at once of one session: one order, its stock taken once; the others are refused', async () => {
  const onHand = async () =>
    (await h.db
      .collection('inventory_levels')
      .findOne({ business_id: biz, livemode: false, product_id: shop.products.bouquet_tulips._id }))!.quantity_on_hand;
  const before = await onHand();
  const c = await ready(agent, 3);
  const answers = await Promise.all(
    [1, 2, 3, 4].map((i) => complete(c.id, token('success_token'), { 'idempotency-key': `race-${c.id}-${i}` })),
  );
  const completed = answers.filter((a) => a.status === 200 && a.json.status === 'completed');
  assert.is(completed.length, 1, JSON.stringify(answers.map((a) => [a.status, a.json?.status ?? a.json])));
  for (const a of answers.filter((x) => !completed.includes(x))) assert.is(a.status, 409, JSON.stringify(a.json));
  assert.is(await ordersOfCheckout(c.id), 1);
  assert.is(await h.db.collection('orders').countDocuments({ 'metadata.ucp_checkout_id': c.id }), 1);
  assert.is(await onHand(), before - 3);
});

test('fail_token (or any other token): payment_failed, still ready; then success_token completes it', async () => {
  const c = await ready();
  for (const t of ['fail_token', 'tok_unknown']) {
    const r = await complete(c.id, token(t));
    assert.is(r.status, 200, JSON.stringify(r.json));
    assert.is(r.json.status, 'ready_for_complete');
    const failed = r.json.messages.find((m: any) => m.code === 'payment_failed');
    assert.equal([failed.type, failed.severity, failed.path], ['error', 'recoverable', '$.payment.instruments[0]']);
    assert.is(r.json.order, undefined);
    assert.is(await ordersOfCheckout(c.id), 0, 'no order for a declined payment');
  }
  const again = await complete(c.id, token('success_token'));
  assert.is(again.json.status, 'completed', JSON.stringify(again.json.messages));
});

test('binding: the credential type is ignored (stripe_token with a binding) and unknown members are too', async () => {
  const c = await ready();
  const r = await complete(c.id, {
    ...pay({ type: 'stripe_token', token: 'success_token', binding: { checkout_id: c.id } }),
    risk_signals: {},
    signals: { 'dev.ucp.buyer_ip': '203.0.113.9' },
  });
  assert.is(r.json.status, 'completed', JSON.stringify(r.json));
});

test('ap2: a mandate the agent did not negotiate is ignored', async () => {
  const c = await ready();
  const r = await complete(c.id, { ...token('success_token'), ap2: { checkout_mandate: 'eyJhbGciOi...' } });
  assert.is(r.json.status, 'completed', JSON.stringify(r.json));
});

test('card_credential: a raw card number pays in test mode; the test decline card is declined', async () => {
  const pan = (number: string) => ({
    type: 'card',
    card_number_type: 'fpan',
    number,
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
  });
  const declined = await ready();
  const no = await complete(declined.id, pay(pan('4000000000000002')));
  assert.is(no.json.status, 'ready_for_complete');
  assert.ok(no.json.messages.some((m: any) => m.code === 'payment_failed'));
  const c = await ready();
  const r = await complete(c.id, pay(pan('4242424242424242')));
  assert.is(r.json.status, 'completed', JSON.stringify(r.json));
  assert.not.ok(JSON.stringify(r.json).includes('4242424242424242'), 'the card number is never echoed');
});

test('live mode refuses a raw card number (PCI), saying so; nothing is placed', async () => {
  const live = { business_id: biz, livemode: true };
  await seedFlowerShop(h.db, live, h.clock.now());
  const liveAgent = ucpAgent(h, host, biz, { mode: 'live', webhook: rx.url('/agent/live') });
  const c = await ready(liveAgent);
  const r = await complete(
    c.id,
    pay({ type: 'card', card_number_type: 'fpan', number: '4242424242424242' }),
    {},
    liveAgent,
  );
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.json.status, 'ready_for_complete');
  const m = r.json.messages.find((x: any) => x.code === 'payment_failed');
  assert.match(m.content, /PCI/);
  assert.is(m.path, '$.payment.instruments[0].credential');
  // The sandbox's tokens are not live money either.
  const t = await complete(c.id, token('success_token'), {}, liveAgent);
  assert.match(t.json.messages.find((x: any) => x.code === 'payment_failed').content, /live mode/);
  // Paying on the business page needs a live payment provider, which this service does not have yet: 503, and the
  // claim on the checkout is undone (it is ready again, its stock held again).
  const page = await complete(c.id, pay(), {}, liveAgent);
  assert.is(page.status, 503, JSON.stringify(page.json));
  assert.is(page.json.code, 'service_unavailable');
  const after = (await liveAgent.get(c.id)).json;
  assert.is(after.status, 'ready_for_complete');
  const held = await h.db.collection('ucp_checkouts').findOne({ _id: c.id });
  assert.ok(held!.held_stock.length > 0, 'the stock is held again');
  assert.is(await ordersOfCheckout(c.id), 0);
});

test('escalation: a card without a credential goes to the pay page; paying there completes the checkout', async () => {
  const c = await ready();
  const r = await complete(c.id, pay());
  assert.is(r.status, 200, JSON.stringify(r.json));
  const waiting = r.json;
  assert.is(waiting.status, 'requires_escalation');
  const m = waiting.messages.find((x: any) => x.severity === 'requires_buyer_input');
  assert.ok(m, JSON.stringify(waiting.messages));
  const payUrl = h.srv.services.config.payUrl.replace(/\/+$/, '');
  assert.ok(waiting.continue_url.startsWith(`${payUrl}/pay_`), waiting.continue_url);
  assert.is((await agent.get(c.id)).json.status, 'requires_escalation');
  // The agent cannot place a second order meanwhile.
  assert.is((await complete(c.id, token('success_token'))).status, 409);

  // The buyer approves on the hosted pay page.
  const approved = await pressOnPayPage(waiting.continue_url, 'approve');
  assert.is(approved.status, 200, approved.html);

  const after = await agent.get(c.id);
  assert.is(after.json.status, 'completed', JSON.stringify(after.json));
  const [record] = await h.db.collection('ucp_orders').find({ checkout_id: c.id }).toArray();
  const event = await arrival(rx, '/agent/orders', (x) => (x.body as any).id === record._id);
  assert.equal(orderEventProblems(event.body), []);
  assert.is(await eventRejection(rx, event, await publishedKeys(h, biz), h.clock.now()), null);
});

test('escalation declined on the pay page: the checkout can be completed again with another instrument', async () => {
  const c = await ready();
  const waiting = (await complete(c.id, pay(undefined, { type: 'mobile_money' }))).json;
  assert.is(waiting.status, 'requires_escalation');
  await pressOnPayPage(waiting.continue_url, 'decline');
  const read = (await agent.get(c.id)).json;
  assert.ok(
    read.messages.some((m: any) => m.code === 'payment_failed'),
    JSON.stringify(read),
  );
  const r = await complete(c.id, token('success_token'));
  assert.is(r.json.status, 'completed', JSON.stringify(r.json));
});

test('validation: completing before a fulfillment option is chosen answers the messages, places nothing', async () => {
  const created = await agent.create({
    line_items: [line('bouquet_tulips')],
    buyer,
    fulfillment: { methods: [{ type: 'shipping', destinations: [home] }] },
  });
  const r = await complete(created.json.id, token('success_token'));
  assert.is(r.status, 200, JSON.stringify(r.json));
  assert.is(r.json.status, 'incomplete');
  const m = r.json.messages.find((x: any) => x.type === 'error');
  assert.equal([m.severity, m.path?.startsWith('$.fulfillment')], ['recoverable', true]);
  assert.is(await ordersOfCheckout(created.json.id), 0);
});

test('no payment instrument: payment_required at $.payment', async () => {
  const c = await ready();
  const r = await complete(c.id, {});
  assert.is(r.json.status, 'ready_for_complete');
  assert.ok(r.json.messages.some((m: any) => m.code === 'payment_required' && m.path === '$.payment'));
});

test('idempotency: same key and body replays the first answer (one order); another body is 409', async () => {
  const c = await ready();
  const key = crypto.randomUUID();
  const first = await complete(c.id, token('success_token'), { 'idempotency-key': key });
  assert.is(first.json.status, 'completed');
  const again = await complete(c.id, token('success_token'), { 'idempotency-key': key });
  assert.is(again.status, 200);
  assert.equal(again.json, first.json);
  assert.is(await ordersOfCheckout(c.id), 1);
  const changed = await complete(c.id, token('fail_token'), { 'idempotency-key': key });
  assert.is(changed.status, 409);
  assert.is(changed.json.code, 'idempotency_conflict');
});

test('a completed checkout cannot be completed again: 409 checkout_not_modifiable', async () => {
  const c = await ready();
  assert.is((await complete(c.id, token('success_token'))).json.status, 'completed');
  const r = await complete(c.id, token('success_token'));
  assert.is(r.status, 409);
  assert.is(r.json.code, 'checkout_not_modifiable');
});

test('another agent completing the checkout: not_found', async () => {
  const c = await ready();
  const stranger = ucpAgent(h, host, biz);
  const r = await complete(c.id, token('success_token'), {}, stranger);
  assert.is(r.status, 200);
  assert.is(r.json.messages[0].code, 'not_found');
  assert.is(await ordersOfCheckout(c.id), 0);
  assert.equal(h.responseViolations(), []);
});

test.run();
