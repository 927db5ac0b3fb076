// The worker renews on its own: with WORKER=true the recurring job sweeps due subscriptions, so a subscription
// whose period has ended (on the service clock) gets its renewal order and subscription.renewed without anyone
// calling the sweep.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventDoc } from '../../src/modules/events/model.js';
import type { OrderDoc } from '../../src/modules/orders/model.js';
import type { SubscriptionDoc } from '../../src/modules/subscriptions/model.js';
import { tenantFilter, type TenantContext } from '../../src/store/index.js';
import { eventually, exitWhenDone } from '../store/helpers.js';
import { startTestServer, type TestServer } from '../harness/server.js';

let srv: TestServer;
test.before(async () => {
  srv = await startTestServer({ seed: true, worker: true });
});
test.after(async () => {
  await srv?.close();
  exitWhenDone();
});

test('the recurring job renews a subscription whose period has ended', async () => {
  const db = srv.services.db;
  const tenant: TenantContext = { business_id: srv.demo!.business_id, livemode: false };
  const now = srv.clock.now();
  const start = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  const id = 'sub_WorkerRenewal01';
  const sub: SubscriptionDoc = {
    _id: id,
    ...tenant,
    customer_id: 'cus_WorkerRenewal01',
    order_id: 'ord_WorkerRenewal01',
    billing_plan_id: 'plan_WorkerRenewal1',
    plan: { name: 'Daily', interval: 'day', interval_count: 30 },
    status: 'active',
    anchor: start,
    period_index: 0,
    current_period_start: start,
    current_period_end: now,
    cancel_at_period_end: false,
    cancel_reason: null,
    skip_next: false,
    failed_attempts: 0,
    last_failure_reason: null,
    due_at: now,
    amount: 4500,
    currency: 'GHS',
    items: [
      { product_id: 'prod_WorkerRenewal1', product_name: 'Box', variant_id: null, quantity: 1, unit_price: 4500 },
    ],
    payment_method: 'card',
    order_type: 'pickup',
    contact: { name: 'Ama Mensah', email: 'ama@example.com', phone: null, notes: null },
    delivery_address: null,
    location_id: null,
    cart_id: 'cart_WorkerRenewal1',
    paused_at: null,
    cancelled_at: null,
    created_at: start,
    updated_at: start,
  };
  await db.collection<SubscriptionDoc>('subscriptions').insertOne(sub);
  srv.clock.advance(1000);

  const renewed = await eventually(
    async () =>
      (await db
        .collection<EventDoc>('events')
        .countDocuments(tenantFilter<EventDoc>(tenant, { type: 'subscription.renewed', 'data.id': id } as never))) ===
      1,
    20_000,
    200,
  );
  assert.ok(renewed, 'the worker renewed the subscription');
  const orders = await db
    .collection<OrderDoc>('orders')
    .find(tenantFilter<OrderDoc>(tenant, { 'metadata.subscription_id': id } as never))
    .toArray();
  assert.is(orders.length, 1);
  assert.is(orders[0].payment_status, 'succeeded');
  const after = await db.collection<SubscriptionDoc>('subscriptions').findOne({ _id: id });
  assert.is(after!.period_index, 1);
  assert.is(after!.current_period_start.getTime(), now.getTime());
});

test.run();
