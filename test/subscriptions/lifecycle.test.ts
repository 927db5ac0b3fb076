// Subscriptions over real HTTP, checked against the contract: checkout starts them, the service clock is
// moved across billing periods and the renewal sweep is run as the worker would, and every outcome is read back
// through the API and the recorded events.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { renewDueSubscriptions } from '../../src/flows/renew-subscriptions.js';
import { cardBody } from '../buying/checkout-env.js';
import { startSubscriptionsEnv, type Subscriber, type SubscriptionsEnv } from './support.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * `months` calendar months after `anchor` (a subscription's start), on the anchor's day of the month, or on the
 * month's last day when it is shorter: a monthly plan started on Jan 31 renews on Feb 28, then Mar 31. Period
 * boundaries are counted from the start, never from the previous boundary, so the expected dates hold whatever day
 * the service clock started on (Date's own month arithmetic would roll Jan 31 + 1 month over into March).
 */
function monthsAfter(anchor: Date | string, months: number): Date {
  const a = new Date(anchor);
  const at = new Date(
    Date.UTC(
      a.getUTCFullYear(),
      a.getUTCMonth() + months,
      1,
      a.getUTCHours(),
      a.getUTCMinutes(),
      a.getUTCSeconds(),
      a.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(a.getUTCDate(), lastDay));
  return at;
}

let env: SubscriptionsEnv;

test.before(async () => {
  env = await startSubscriptionsEnv();
});
test.after(async () => {
  await env?.close();
});

const detail = async (s: Subscriber) => {
  const r = await sf.getSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } });
  assert.is(r.response.status, 200, JSON.stringify(r.error));
  return r.data!.data;
};
const moveTo = (at: Date | string, plusMs = 0) => env.srv.clock.set(new Date(at).getTime() + plusMs);
// The sweep renews every due subscription of the server, those of the other tests included: each test checks its
// own subscription's orders, events and state, never the sweep's totals.
const renew = () => renewDueSubscriptions(env.srv.services);
const eventsOf = async (type: string, subscriptionId: string) =>
  (await env.events(type)).filter((e) => e.data.id === subscriptionId);

test('a guest cannot check out a subscription line: 400, nothing created', async () => {
  const shopper = env.shopper();
  await sf.addCartItem({ client: shopper.client, body: { item_id: env.box._id, billing_plan_id: env.monthlyPlan } });
  const before = (await env.orders()).length;
  const r = await shopper.checkout(cardBody(await shopper.cartId()));
  assert.is(r.status, 400);
  assert.is(r.body.error.code, 'VALIDATION_ERROR');
  assert.match(r.body.error.message, /signed-in customer/);
  assert.is((await env.orders()).length, before);
});

test('checkout starts an active subscription: list, detail, and 404 for another customer', async () => {
  const s = await env.subscribe(env.monthlyPlan, 2);
  const list = await sf.listSubscriptions({ client: s.client });
  assert.is(list.response.status, 200);
  assert.is(list.data!.data.length, 1);
  const item = list.data!.data[0];
  assert.is(item.id, s.subscriptionId);
  assert.is(item.customer_id, s.customer.id);
  assert.is(item.status, 'active');
  assert.is(item.amount, '190.00');
  assert.is(item.cancel_at_period_end, false);
  const order = (await env.order(s.orderId))!;
  assert.is(item.current_period_start, order.created_at.toISOString());
  assert.is(item.current_period_end, monthsAfter(order.created_at, 1).toISOString());

  const d = await detail(s);
  assert.equal(d.plan, { id: env.monthlyPlan, name: 'Monthly coffee box', interval: 'month' });
  assert.equal(d.items, [{ product_id: env.box._id, quantity: 2, unit_price: '95.00' }]);
  assert.equal(d.next_invoice, { scheduled_at: item.current_period_end, amount_due: '190.00' });

  const other = await env.subscribe(env.monthlyPlan);
  const foreign = await sf.getSubscription({ client: other.client, path: { subscription_id: s.subscriptionId } });
  assert.is(foreign.response.status, 404);
  assert.is(
    (await sf.pauseSubscription({ client: other.client, path: { subscription_id: s.subscriptionId } })).response.status,
    404,
  );
  const anonymous = env.shopper();
  assert.is((await sf.listSubscriptions({ client: anonymous.client })).response.status, 401);
});

test('renewal at period end: charged, a paid renewal order, subscription.renewed, the next period', async () => {
  const s = await env.subscribe(env.monthlyPlan);
  const first = await detail(s);
  await renew();
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 0);

  moveTo(first.subscription.current_period_end, 1000);
  await renew();
  const after = await detail(s);
  assert.is(after.subscription.status, 'active');
  assert.is(after.subscription.current_period_start, first.subscription.current_period_end);
  assert.ok(after.subscription.current_period_end > first.subscription.current_period_end);
  assert.is(after.next_invoice!.scheduled_at, after.subscription.current_period_end);

  const orders = await env.renewalOrders(s.subscriptionId);
  assert.is(orders.length, 1);
  assert.is(orders[0].payment_status, 'succeeded');
  assert.is(orders[0].customer_id, s.customer.id);
  assert.is(orders[0].total_price, 9500);
  const renewed = await eventsOf('subscription.renewed', s.subscriptionId);
  assert.is(renewed.length, 1);
  assert.equal(renewed[0].data, after.subscription);
  assert.is((await env.events('order.created')).filter((e) => e.data.id === orders[0]._id).length, 1);

  // The customer reads the renewal order with the other orders.
  const mine = await sf.listOrders({ client: s.client });
  assert.is(mine.response.status, 200, JSON.stringify(mine.error));
  assert.ok(mine.data!.data.some((o) => o.id === orders[0]._id));

  // Nothing more is due until the new period ends.
  await renew();
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 1);
});

test('skip: the next renewal only, once, Idempotency-Key replayed; the skipped cycle is not charged', async () => {
  const s = await env.subscribe(env.monthlyPlan);
  const before = await detail(s);
  const key = `skip-${s.subscriptionId}`;
  const skipped = await sf.skipSubscription({
    client: s.client,
    path: { subscription_id: s.subscriptionId },
    headers: { 'Idempotency-Key': key },
  });
  assert.is(skipped.response.status, 200);
  const periodEnd = before.subscription.current_period_end;
  const oneLater = monthsAfter(before.subscription.current_period_start, 2);
  assert.is(skipped.data!.data.next_invoice!.scheduled_at, oneLater.toISOString());
  assert.is(skipped.data!.data.subscription.status, 'active');

  const replay = await sf.skipSubscription({
    client: s.client,
    path: { subscription_id: s.subscriptionId },
    headers: { 'Idempotency-Key': key },
  });
  assert.is(replay.response.status, 200);
  assert.is(replay.response.headers.get('idempotent-replayed'), 'true');
  assert.equal(replay.data!.data, skipped.data!.data);
  const again = await sf.skipSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } });
  assert.is(again.response.status, 409);
  assert.is((again.error as any).error.code, 'CONFLICT');

  moveTo(periodEnd, 1000);
  await renew();
  const afterSkip = await detail(s);
  assert.is(afterSkip.subscription.current_period_start, periodEnd);
  assert.is(afterSkip.subscription.current_period_end, oneLater.toISOString());
  assert.is(afterSkip.next_invoice!.scheduled_at, oneLater.toISOString());
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 0);
  assert.is((await eventsOf('subscription.renewed', s.subscriptionId)).length, 0);

  // The cycle after the skipped one renews normally, and can be skipped again now that the skip has passed.
  moveTo(oneLater, 1000);
  await renew();
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 1);
  assert.is((await eventsOf('subscription.renewed', s.subscriptionId)).length, 1);
  assert.is(
    (await sf.skipSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } })).response.status,
    200,
  );
});

test('pause stops renewals while the period runs out; resume continues on the original schedule, charging nothing', async () => {
  const s = await env.subscribe(env.monthlyPlan);
  const first = await detail(s);
  const paused = await sf.pauseSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } });
  assert.is(paused.response.status, 200);
  assert.is(paused.data!.data.subscription.status, 'paused');
  assert.is(paused.data!.data.subscription.current_period_end, first.subscription.current_period_end);
  assert.is(paused.data!.data.next_invoice, null);
  for (const refused of [sf.pauseSubscription, sf.skipSubscription]) {
    assert.is((await refused({ client: s.client, path: { subscription_id: s.subscriptionId } })).response.status, 409);
  }

  // Two periods pass while paused: nothing is charged.
  const firstEnd = new Date(first.subscription.current_period_end);
  moveTo(firstEnd, 40 * DAY_MS);
  await renew();
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 0);
  assert.is((await detail(s)).subscription.status, 'paused');

  const resumed = await sf.resumeSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } });
  assert.is(resumed.response.status, 200);
  const r = resumed.data!.data;
  assert.is(r.subscription.status, 'active');
  // The schedule keeps its day of the month: the period now running is the one after the first.
  const secondEnd = monthsAfter(first.subscription.current_period_start, 2);
  assert.is(r.subscription.current_period_start, secondEnd.toISOString());
  const thirdEnd = monthsAfter(first.subscription.current_period_start, 3);
  assert.is(r.subscription.current_period_end, thirdEnd.toISOString());
  assert.equal(r.next_invoice, { scheduled_at: thirdEnd.toISOString(), amount_due: '95.00' });
  await renew();
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 0);
  assert.is(
    (await sf.resumeSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } })).response.status,
    409,
  );

  moveTo(thirdEnd, 1000);
  await renew();
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 1);
  assert.is((await eventsOf('subscription.renewed', s.subscriptionId)).length, 1);
});

test('pause and resume within the period keep the period and the next renewal date', async () => {
  const s = await env.subscribe(env.monthlyPlan);
  const first = await detail(s);
  await sf.pauseSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } });
  const resumed = await sf.resumeSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } });
  assert.equal(resumed.data!.data, first);
});

test('cancel at period end: pending until the period ends, then cancelled with subscription.cancelled', async () => {
  const s = await env.subscribe(env.monthlyPlan);
  const first = await detail(s);
  const path = { subscription_id: s.subscriptionId };
  const tooLong = await sf.cancelSubscription({ client: s.client, path, body: { reason: 'x'.repeat(501) } });
  assert.is(tooLong.response.status, 400);
  const cancelled = await sf.cancelSubscription({ client: s.client, path, body: { reason: 'Moving abroad' } });
  assert.is(cancelled.response.status, 200);
  assert.equal(cancelled.data, { success: true, data: null });
  const pending = await detail(s);
  assert.is(pending.subscription.status, 'active');
  assert.is(pending.subscription.cancel_at_period_end, true);
  assert.is(pending.next_invoice, null);
  assert.is((await env.stored(s.subscriptionId)).cancel_reason, 'Moving abroad');
  assert.is((await sf.cancelSubscription({ client: s.client, path })).response.status, 200);
  for (const refused of [sf.pauseSubscription, sf.skipSubscription, sf.resumeSubscription]) {
    assert.is((await refused({ client: s.client, path })).response.status, 409);
  }
  assert.is((await eventsOf('subscription.cancelled', s.subscriptionId)).length, 0);

  moveTo(first.subscription.current_period_end, 1000);
  await renew();
  const ended = await detail(s);
  assert.is(ended.subscription.status, 'cancelled');
  assert.is(ended.next_invoice, null);
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 0);
  const events = await eventsOf('subscription.cancelled', s.subscriptionId);
  assert.is(events.length, 1);
  assert.equal(events[0].data, ended.subscription);
  assert.is((await sf.cancelSubscription({ client: s.client, path })).response.status, 409);
  assert.is((await sf.resumeSubscription({ client: s.client, path })).response.status, 409);
  // A cancelled subscription is still listed.
  assert.is((await sf.listSubscriptions({ client: s.client })).data!.data[0].status, 'cancelled');
});

test('a declined renewal is retried after 1 and 3 days, then the subscription is past_due; cancel ends it at once', async () => {
  const s = await env.subscribe(env.decliningPlan);
  const first = await detail(s);
  assert.is(first.subscription.amount, '20.13');
  const end = new Date(first.subscription.current_period_end);

  moveTo(end, 1000);
  await renew();
  assert.is((await env.stored(s.subscriptionId)).failed_attempts, 1);
  let d = await detail(s);
  assert.is(d.subscription.status, 'active');
  assert.is(d.subscription.current_period_end, end.toISOString());
  assert.is(d.next_invoice!.scheduled_at, new Date(end.getTime() + DAY_MS).toISOString());
  assert.is(
    (await sf.skipSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } })).response.status,
    409,
  );

  // Not yet due again half a day later.
  moveTo(end, DAY_MS / 2);
  await renew();
  assert.is((await env.stored(s.subscriptionId)).failed_attempts, 1);
  moveTo(end, DAY_MS + 1000);
  await renew();
  assert.is((await env.stored(s.subscriptionId)).failed_attempts, 2);
  d = await detail(s);
  assert.is(d.next_invoice!.scheduled_at, new Date(end.getTime() + 3 * DAY_MS).toISOString());

  moveTo(end, 3 * DAY_MS + 1000);
  await renew();
  d = await detail(s);
  assert.is(d.subscription.status, 'past_due');
  assert.is(d.next_invoice, null);
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 0);
  assert.is((await eventsOf('subscription.renewed', s.subscriptionId)).length, 0);
  moveTo(end, 30 * DAY_MS);
  await renew();
  assert.is((await env.renewalOrders(s.subscriptionId)).length, 0);

  for (const refused of [sf.pauseSubscription, sf.skipSubscription, sf.resumeSubscription]) {
    assert.is((await refused({ client: s.client, path: { subscription_id: s.subscriptionId } })).response.status, 409);
  }
  assert.is(
    (await sf.cancelSubscription({ client: s.client, path: { subscription_id: s.subscriptionId } })).response.status,
    200,
  );
  assert.is((await detail(s)).subscription.status, 'cancelled');
  assert.is((await eventsOf('subscription.cancelled', s.subscriptionId)).length, 1);
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
