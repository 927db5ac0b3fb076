// Subscriptions, orders and holds on a sandbox test clock, over real HTTP: a customer attached to a clock buys a
// monthly subscription on the storefront (the call runs on the clock, so what it creates is the clock's), the clock
// is advanced through the platform API, and the renewals, their orders and events follow the clock's time. Nothing
// outside the clock moves with it, and real-time sweeps leave the clock's objects alone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { sweepExpiredReservations } from '../../src/flows/expire-holds.js';
import { renewDueSubscriptions } from '../../src/flows/renew-subscriptions.js';
import type { CartDoc } from '../../src/modules/cart/model.js';
import type { EventDoc } from '../../src/modules/events/model.js';
import type { SubscriptionDoc } from '../../src/modules/subscriptions/model.js';
import { tenantFilter } from '../../src/store/index.js';
import { cardBody, type StorefrontClient } from '../buying/checkout-env.js';
import { cliEnv, dataOf } from '../cli/helpers.js';
import { startSubscriptionsEnv, type SubscriptionsEnv } from '../subscriptions/support.js';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** `months` calendar months after `anchor`, on its day of the month or the month's last day (the plan's rule). */
function monthsAfter(anchor: Date, months: number): Date {
  const at = new Date(anchor);
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(anchor.getUTCDate(), last));
  return at;
}

let env: SubscriptionsEnv;
let testKey: string;

test.before(async () => {
  env = await startSubscriptionsEnv();
  testKey = env.demo.test_business_key!;
});
test.after(async () => {
  await env?.close();
});

/** A platform call with the demo's test-mode business key; answers the status and the parsed body. */
async function platform(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await env.fetch(`${env.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${testKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

async function createClock(at: Date): Promise<string> {
  const r = await platform('POST', '/v1/test_clocks', { frozen_time: at.toISOString(), name: 'subscriptions test' });
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data.id;
}

/** Advances the clock and waits (real time, a few seconds at most) until the advance has ended. */
async function advance(clockId: string, to: Date): Promise<any> {
  const r = await platform('POST', `/v1/test_clocks/${clockId}/advance`, { frozen_time: to.toISOString() });
  assert.is(r.status, 200, JSON.stringify(r.json));
  for (let i = 0; i < 300; i++) {
    const clock = (await platform('GET', `/v1/test_clocks/${clockId}`)).json.data;
    if (clock.status !== 'advancing') {
      assert.is(clock.status, 'ready', JSON.stringify(clock.progress));
      assert.is(clock.frozen_time, to.toISOString());
      return clock;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`clock ${clockId} still advancing`);
}

interface ClockSubscriber {
  clockId: string;
  start: Date;
  client: StorefrontClient;
  subscriptionId: string;
  orderId: string;
}

/** A signed-in customer (not on a clock yet); the session outlives the real-time year the last test moves through. */
async function newCustomer() {
  const customer = await env.customer({ profile: { name: 'Kofi Boateng' } });
  await env.db
    .collection('customer_sessions')
    .updateOne(
      { customer_id: customer.id },
      { $set: { expires_at: new Date(env.srv.clock.now().getTime() + 3 * 366 * DAY_MS) } },
    );
  return customer;
}

/** The customer checks out a subscription line on the storefront; answers the subscription and its order. */
async function buy(customer: { headers: Record<string, string> }, planId: string) {
  const shopper = env.shopper({ headers: customer.headers });
  const added = await sf.addCartItem({
    client: shopper.client,
    body: { item_id: env.box._id, billing_plan_id: planId, quantity: 1 },
  });
  assert.is(added.response.status, 201, JSON.stringify(added.error));
  const placed = await shopper.checkout(cardBody(await shopper.cartId()));
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const orderId: string = placed.body.data.order_id;
  const sub = await env.db
    .collection<SubscriptionDoc>('subscriptions')
    .findOne(tenantFilter<SubscriptionDoc>(env.tenant, { order_id: orderId }));
  if (!sub) throw new Error('checkout created no subscription');
  return { client: shopper.client, subscriptionId: sub._id, orderId };
}

/**
 * A new clock at the harness's time, a signed-in customer attached to it, and a monthly subscription the customer
 * checks out on the storefront (no header: the attachment puts the customer's calls on the clock).
 */
async function subscribeOnClock(planId = env.monthlyPlan): Promise<ClockSubscriber> {
  const start = new Date(env.srv.clock.now().getTime());
  const clockId = await createClock(start);
  const customer = await newCustomer();
  const attached = await platform('POST', `/v1/test_clocks/${clockId}/customers`, { customer_id: customer.id });
  assert.is(attached.status, 200, JSON.stringify(attached.json));
  return { clockId, start, ...(await buy(customer, planId)) };
}

/** Events of `type` about the object `id` (a subscription, or an order: payment events carry their order's id). */
const eventsOf = async (type: string, id: string) => (await env.events(type)).filter((e) => e.data.id === id);

test('a clock-bound checkout’s cart, order, payment, subscription and order.created are the clock’s', async () => {
  const s = await subscribeOnClock();
  const order = (await env.order(s.orderId))!;
  assert.is(order.test_clock_id, s.clockId);
  // The call ran at the clock's frozen time (the harness clock ticks with every request; the clock does not).
  assert.is(order.created_at.toISOString(), s.start.toISOString());
  assert.is((await env.payment(order.payment_id!))!.test_clock_id, s.clockId);
  const cart = await env.db
    .collection<CartDoc>('carts')
    .findOne(tenantFilter<CartDoc>(env.tenant, { _id: order.cart_id }));
  assert.is(cart!.test_clock_id, s.clockId);
  const sub = await env.stored(s.subscriptionId);
  assert.is(sub.test_clock_id, s.clockId);
  assert.is(sub.anchor.toISOString(), s.start.toISOString());
  const created = (await env.events('order.created')).filter((e) => e.data.id === s.orderId);
  assert.is(created.length, 1);
  assert.is(created[0].test_clock_id, s.clockId);
});

test('a cart on a clock in the past is dated on the clock, its clean-up on real time (the store’s TTL)', async () => {
  const real = env.srv.clock.now().getTime();
  const clockId = await createClock(new Date(real - 400 * DAY_MS));
  const shopper = env.shopper({ headers: { 'Cimplify-Test-Clock': clockId } });
  await shopper.add((await env.product('house-blend-coffee-beans'))._id, 1);
  const cart = await env.db
    .collection<CartDoc>('carts')
    .findOne(tenantFilter<CartDoc>(env.tenant, { _id: await shopper.cartId() }));
  assert.is(cart!.test_clock_id, clockId);
  assert.is(cart!.created_at.getTime(), real - 400 * DAY_MS);
  // Thirty days of real time from now, not from the clock's time (which the store's TTL sweep would take at once).
  assert.ok(cart!.expires_at.getTime() >= real + 29 * DAY_MS, cart!.expires_at.toISOString());
});

test('advance 3 months: 3 renewal orders, payments and subscription.renewed, dated on the clock', async () => {
  const s = await subscribeOnClock();
  const clock = await advance(s.clockId, monthsAfter(s.start, 3));
  assert.is(clock.progress.objects.subscriptions, 3);

  const orders = await env.renewalOrders(s.subscriptionId);
  const due = [1, 2, 3].map((m) => monthsAfter(s.start, m).toISOString());
  assert.equal(
    orders.map((o) => o.created_at.toISOString()),
    due,
  );
  for (const o of orders) {
    assert.is(o.test_clock_id, s.clockId);
    assert.is(o.payment_status, 'succeeded');
    const payment = await env.payment(o.payment_id!);
    assert.is(payment!.test_clock_id, s.clockId);
  }
  const renewed = await eventsOf('subscription.renewed', s.subscriptionId);
  assert.equal(
    renewed.map((e) => e.created_at.toISOString()),
    due,
  );
  assert.ok(renewed.every((e) => e.test_clock_id === s.clockId));
  // Each renewal order's order.created and payment.completed are the clock's too (webhooks deliver them on it).
  for (const o of orders) {
    const mine = [...(await eventsOf('order.created', o._id)), ...(await eventsOf('payment.completed', o._id))];
    assert.is(mine.length, 2);
    assert.ok(mine.every((e) => e.test_clock_id === s.clockId && e.created_at.getTime() === o.created_at.getTime()));
  }
  // The customer reads them over HTTP like any order; the subscription is in its fourth period.
  const listed = await sf.listOrders({ client: s.client });
  assert.is(listed.response.status, 200);
  for (const o of orders) assert.ok(listed.data!.data.some((l) => l.id === o._id));
  const detail = await sf.getSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } });
  assert.is(detail.data!.data.subscription.current_period_start, due[2]);
  assert.is(detail.data!.data.subscription.current_period_end, monthsAfter(s.start, 4).toISOString());
});

test('an unpaid order’s stock hold on the clock lapses 30 clock minutes in, not on real time', async () => {
  const beans = (await env.product('house-blend-coffee-beans'))._id;
  const osu = await env.location('osu');
  await env.setStock(beans, null, { [osu]: 10, [await env.location('east-legon')]: 0 });
  const start = new Date(env.srv.clock.now().getTime());
  const clockId = await createClock(start);
  // A guest on the clock through the header (no customer to attach).
  const shopper = env.shopper({ headers: { 'Cimplify-Test-Clock': clockId } });
  await shopper.add(beans, 2);
  const placed = await shopper.checkout(cardBody(await shopper.cartId()));
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const order = (await env.order(placed.body.data.order_id))!;
  assert.is(order.test_clock_id, clockId);
  assert.is(order.reservation_expires_at!.getTime(), start.getTime() + 30 * 60 * 1000);
  const reserved = async () => (await env.levels(beans)).find((l) => l.location_id === osu)!.quantity_reserved;
  assert.is(await reserved(), 2);

  // Real time far past the hold: the real-time sweep releases only orders on no clock.
  const real = env.srv.clock.now().getTime();
  env.srv.clock.set(real + DAY_MS);
  try {
    await sweepExpiredReservations(env.srv.services, env.tenant);
  } finally {
    env.srv.clock.set(real);
  }
  assert.is((await env.order(order._id))!.payment_status, 'pending');
  assert.is(await reserved(), 2);

  const clock = await advance(clockId, new Date(start.getTime() + HOUR_MS));
  assert.is(clock.progress.objects.reservations, 1);
  const lapsed = (await env.order(order._id))!;
  assert.is(lapsed.payment_status, 'failed');
  assert.equal(lapsed.reservations, []);
  assert.is(await reserved(), 0);
  assert.is((await env.payment(order.payment_id!))!.failure_reason, 'expired');
  const failed = await eventsOf('payment.failed', order._id);
  assert.is(failed.length, 1);
  assert.is(failed[0].test_clock_id, clockId);
  assert.is(failed[0].created_at.toISOString(), order.reservation_expires_at!.toISOString());
});

test('a clock’s order paid off the clock (no header, as on the pay page) settles at the clock’s time', async () => {
  const beans = (await env.product('house-blend-coffee-beans'))._id;
  await env.setStock(beans, null, { [await env.location('osu')]: 10, [await env.location('east-legon')]: 0 });
  const at = new Date(env.srv.clock.now().getTime() - 10 * DAY_MS);
  const clockId = await createClock(at);
  const onClock = env.shopper({ headers: { 'Cimplify-Test-Clock': clockId } });
  await onClock.add(beans, 1);
  const placed = await onClock.checkout(
    cardBody(await onClock.cartId(), {
      payment_method: 'mobile_money',
      mobile_money_details: { phone_number: '0241234567', provider: 'mtn' },
    }),
  );
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  // The same storefront session, without the header: the call itself runs on real time.
  const offClock = env.storefront({ sessionId: onClock.sessionId });
  const paid = await sf.authorizePayment({
    client: offClock,
    body: { reference: placed.body.data.payment_reference, auth_type: 'otp', value: '123456' },
  });
  assert.is(paid.response.status, 200, JSON.stringify(paid.error));
  const payment = (await env.payment(placed.body.data.payment_reference))!;
  assert.is(payment.status, 'succeeded');
  assert.is(payment.settled_at!.toISOString(), at.toISOString());
  const completed = await eventsOf('payment.completed', placed.body.data.order_id);
  assert.is(completed.length, 1);
  assert.is(completed[0].created_at.toISOString(), at.toISOString());
  assert.is(completed[0].test_clock_id, clockId);
});

test('deleting a clock gives back the stock its orders hold (a cash hold never lapses) and deletes them', async () => {
  const beans = (await env.product('house-blend-coffee-beans'))._id;
  const osu = await env.location('osu');
  await env.setStock(beans, null, { [osu]: 10, [await env.location('east-legon')]: 0 });
  const clockId = await createClock(new Date(env.srv.clock.now().getTime()));
  const shopper = env.shopper({ headers: { 'Cimplify-Test-Clock': clockId } });
  await shopper.add(beans, 3);
  const placed = await shopper.checkout(cardBody(await shopper.cartId(), { payment_method: 'cash' }));
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  const level = async () => (await env.levels(beans)).find((l) => l.location_id === osu)!;
  assert.is((await level()).quantity_reserved, 3);

  const deleted = await platform('DELETE', `/v1/test_clocks/${clockId}`);
  assert.is(deleted.status, 200, JSON.stringify(deleted.json));
  assert.is(await env.order(placed.body.data.order_id), null);
  assert.is((await level()).quantity_reserved, 0);
  assert.is((await level()).quantity_on_hand, 10);
});

test('skip the next renewal on the clock, advance 3 months: 2 renewals', async () => {
  const s = await subscribeOnClock();
  const path = { subscription_id: s.subscriptionId };
  const skipped = await sf.skipSubscription({ client: s.client, path });
  assert.is(skipped.response.status, 200, JSON.stringify(skipped.error));
  await advance(s.clockId, monthsAfter(s.start, 3));
  const orders = await env.renewalOrders(s.subscriptionId);
  assert.equal(
    orders.map((o) => o.created_at.toISOString()),
    [2, 3].map((m) => monthsAfter(s.start, m).toISOString()),
  );
  assert.is((await eventsOf('subscription.renewed', s.subscriptionId)).length, 2);
});

test('pause on the clock: no renewal however far it goes; resumed (on the clock), renewals go on', async () => {
  const s = await subscribeOnClock();
  const path = { subscription_id: s.subscriptionId };
  assert.is((await sf.pauseSubscription({ client: s.client, path })).response.status, 200);
  await advance(s.clockId, new Date(monthsAfter(s.start, 2).getTime() + HOUR_MS));
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 0);

  // The customer's call runs at the clock's time: the schedule picks up at the period containing it.
  const resumed = await sf.resumeSubscription({ client: s.client, path });
  assert.is(resumed.response.status, 200, JSON.stringify(resumed.error));
  assert.is(resumed.data!.data.subscription.current_period_start, monthsAfter(s.start, 2).toISOString());
  await advance(s.clockId, new Date(monthsAfter(s.start, 4).getTime() + HOUR_MS));
  const orders = await env.renewalOrders(s.subscriptionId);
  assert.equal(
    orders.map((o) => o.created_at.toISOString()),
    [3, 4].map((m) => monthsAfter(s.start, m).toISOString()),
  );
});

test('a declined renewal on the clock is retried after 1 and 3 clock days, then past_due', async () => {
  const s = await subscribeOnClock(env.decliningPlan);
  const end = monthsAfter(s.start, 1);
  await advance(s.clockId, new Date(end.getTime() + 2 * DAY_MS));
  let sub = await env.stored(s.subscriptionId);
  assert.is(sub.failed_attempts, 2);
  assert.is(sub.due_at!.toISOString(), new Date(end.getTime() + 3 * DAY_MS).toISOString());
  await advance(s.clockId, new Date(end.getTime() + 4 * DAY_MS));
  sub = await env.stored(s.subscriptionId);
  assert.is(sub.status, 'past_due');
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 0);
});

test('cancel at period end on the clock: cancelled as the clock reaches it, with subscription.cancelled', async () => {
  const s = await subscribeOnClock();
  const path = { subscription_id: s.subscriptionId };
  assert.is(
    (await sf.cancelSubscription({ client: s.client, path, body: { reason: 'Too much coffee' } })).response.status,
    200,
  );
  await advance(s.clockId, monthsAfter(s.start, 2));
  const sub = await env.stored(s.subscriptionId);
  assert.is(sub.status, 'cancelled');
  assert.is(sub.cancelled_at!.toISOString(), monthsAfter(s.start, 1).toISOString());
  const cancelled = await eventsOf('subscription.cancelled', s.subscriptionId);
  assert.is(cancelled.length, 1);
  assert.is(cancelled[0].test_clock_id, s.clockId);
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 0);
});

test('nothing outside the clock moves with it, and real time does not move the clock’s subscription', async () => {
  const onClock = await subscribeOnClock();
  const outside = await env.subscribe(env.monthlyPlan);
  await advance(onClock.clockId, monthsAfter(onClock.start, 3));
  assert.is((await env.renewalOrders(onClock.subscriptionId)).length, 3);
  assert.is((await env.renewalOrders(outside.subscriptionId)).length, 0);

  // Real time a year on: the real-time sweep renews the other subscription, never the clock's.
  const real = env.srv.clock.now().getTime();
  env.srv.clock.set(real + 366 * DAY_MS);
  try {
    await renewDueSubscriptions(env.srv.services);
    await renewDueSubscriptions(env.srv.services);
  } finally {
    env.srv.clock.set(real);
  }
  assert.ok((await env.renewalOrders(outside.subscriptionId)).length >= 1, 'the real-time sweep ran');
  assert.is((await env.renewalOrders(onClock.subscriptionId)).length, 3);
  const sub = await env.stored(onClock.subscriptionId);
  assert.is(sub.current_period_end.toISOString(), monthsAfter(onClock.start, 4).toISOString());
  assert.is(
    await env.db
      .collection<EventDoc>('events')
      .countDocuments({ test_clock_id: onClock.clockId, 'data.id': outside.subscriptionId } as never),
    0,
  );
});

test('through the CLI binary: clocks create, attach, advance 3 months --wait → 3 renewals', async () => {
  const cli = await cliEnv(env.url);
  try {
    dataOf(await cli.json(['login', '--api-key', '-'], { input: `${testKey}\n` }));
    const start = new Date(env.srv.clock.now().getTime());
    const clock = dataOf(await cli.json(['clocks', 'create', start.toISOString(), '--name', 'cli renewals']));
    const customer = await newCustomer();
    const attached = dataOf(await cli.json(['clocks', 'attach', clock.id, customer.id]));
    assert.equal(attached, { customer_id: customer.id, test_clock_id: clock.id });
    const s = await buy(customer, env.monthlyPlan);
    assert.is((await env.stored(s.subscriptionId)).test_clock_id, clock.id);

    const to = monthsAfter(start, 3).toISOString();
    const advanced = dataOf(await cli.json(['clocks', 'advance', clock.id, to, '--wait']));
    assert.is(advanced.status, 'ready');
    assert.is(advanced.frozen_time, to);
    assert.is(advanced.progress.objects.subscriptions, 3);
    const orders = await env.renewalOrders(s.subscriptionId);
    assert.equal(
      orders.map((o) => o.created_at.toISOString()),
      [1, 2, 3].map((m) => monthsAfter(start, m).toISOString()),
    );
    assert.is((await eventsOf('subscription.renewed', s.subscriptionId)).length, 3);
    cli.assertNoSecrets([testKey]);
  } finally {
    await cli.close();
  }
});

test('every response kept the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
