// Webhook deliveries on a test clock, over HTTP: an order placed on a clock set two hours behind real time reaches an
// endpoint registered before it (in real time); the endpoint answers 500, and advancing the clock retries it 1 m,
// 5 m, 15 m, 1 h, 6 h and 24 h of the clock's time after the first attempt, each attempt logged on the clock's time,
// then marks it failing, within seconds of real time. Real-time workers never make the clock's retries, and the
// clock's advance never makes a real-time delivery's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as pf from '../../generated/sdk/platform/sdk.gen.js';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import { recordEvent } from '../../src/modules/events/record.js';
import {
  ATTEMPT_JOB,
  dispatchPendingEvents,
  runDeliveryAttempt,
  sweepOrphanedDeliveries,
} from '../../src/modules/webhooks/delivery.js';
import type { DeliveryDoc } from '../../src/modules/webhooks/model.js';
import { RETRY_OFFSETS_MS, jitterCap } from '../../src/modules/webhooks/rules/retry-schedule.js';
import { sampleEventData } from '../../src/modules/webhooks/samples.js';
import { startHarness, type Harness } from '../harness/harness.js';
import { startReceiver, verifyDelivery, type Receiver } from '../webhooks/receiver.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let h: Harness;
let rx: Receiver;
test.before(async () => {
  h = await startHarness({ seed: true, tickMs: 0 });
  h.defaultKey = h.secretKey; // webhook endpoints are registered with the secret key
  rx = await startReceiver();
});
test.after(async () => {
  await h?.close();
  await rx?.close();
});

const sandbox = () => h.platform(h.demo.test_business_key);
const deliveries = () => h.db.collection<DeliveryDoc>('webhook_deliveries');
const pendingOf = async (webhookId: string) =>
  deliveries().find({ webhook_id: webhookId, status: 'pending' }).toArray();
const jobFor = (deliveryId: string) =>
  h.db.collection('agendaJobs').findOne({ name: ATTEMPT_JOB, 'data.delivery_id': deliveryId });

async function register(path: string) {
  const res = await sf.createWebhook({
    client: h.storefront(),
    body: { url: rx.url(path), events: ['order.created'] },
  });
  assert.is(res.response.status, 201, JSON.stringify(res.error));
  return res.data!.data;
}

async function createClock(at: Date): Promise<string> {
  const res = await pf.createTestClock({ client: sandbox(), body: { frozen_time: at.toISOString(), name: 'outage' } });
  assert.is(res.response.status, 201, JSON.stringify(res.error));
  return res.data!.data.id;
}

/** Advances the clock and waits until it is ready again; answers the real milliseconds it took. */
async function advance(clockId: string, to: Date): Promise<number> {
  const began = Date.now();
  const res = await pf.advanceTestClock({
    client: sandbox(),
    path: { clock_id: clockId },
    body: { frozen_time: to.toISOString() },
  });
  assert.is(res.response.status, 200, JSON.stringify(res.error));
  for (;;) {
    const got = (await pf.getTestClock({ client: sandbox(), path: { clock_id: clockId } })).data!.data;
    if (got.status !== 'advancing') {
      assert.equal([got.status, got.frozen_time, got.progress.last_error], ['ready', to.toISOString(), null]);
      return Date.now() - began;
    }
    if (Date.now() - began > 60_000) throw new Error(`clock ${clockId} still advancing after a minute`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Places an order on the clock over the storefront (the clock named by header); answers the order id. */
async function orderOnClock(clockId: string): Promise<string> {
  const headers = { 'cimplify-test-clock': clockId };
  const shopper = h.shopper({ key: h.publishableKey, headers });
  const beans = await h.db
    .collection('products')
    .findOne({ business_id: h.demo.business_id, livemode: false, slug: 'house-blend-coffee-beans' });
  await shopper.add(String(beans!._id), 1);
  const placed = await shopper.checkout(
    { cart_id: await shopper.cartId(), customer: { name: 'Ama', email: 'ama@example.com' }, payment_method: 'cash' },
    headers,
  );
  assert.is(placed.status, 201, JSON.stringify(placed.body));
  return placed.body.data.order_id;
}

test('a clock event reaches an older endpoint; 500s retried on the clock 1 m … 24 h, then failing', async () => {
  const down = await register('/down');
  rx.answer('/down', ...Array(7).fill(500));
  // Two hours behind real time: the order's events are dated before the endpoint was registered.
  const t0 = new Date(h.clock.now().getTime() - 2 * HOUR);
  const clockId = await createClock(t0);
  const orderId = await orderOnClock(clockId);
  const event = await h.db.collection('events').findOne({ type: 'order.created', 'data.id': orderId });
  assert.equal([event!.test_clock_id, event!.created_at], [clockId, t0]);

  // The real-time dispatcher fans it out at once, and its first attempt (the job's work) is made at once, on the
  // clock's time of the event.
  assert.is(await dispatchPendingEvents(h.srv.services), 1);
  const [first] = await pendingOf(down.id);
  assert.equal([first.test_clock_id, first.attempt, first.scheduled_for], [clockId, 1, t0]);
  assert.ok(await jobFor(first._id), 'the first attempt is a job, due at once');
  const made = (await runDeliveryAttempt(h.srv.services, first._id))!;
  assert.equal([made.attempt, made.status, made.response_status, made.created_at], [1, 'failed', 500, t0]);

  // Its retry is the clock's: no job, not made by the real-time attempt job nor by the orphan sweep, however late.
  const [retry] = await pendingOf(down.id);
  assert.equal([retry.attempt, retry.test_clock_id], [2, clockId]);
  assert.is(await jobFor(retry._id), null, 'a clock retry has no job');
  assert.is(await runDeliveryAttempt(h.srv.services, retry._id), null, 'the real-time job does not make it');
  const realStart = h.clock.now();
  h.clock.set(new Date(realStart.getTime() + 3 * HOUR));
  try {
    assert.is(await sweepOrphanedDeliveries(h.srv.services), 0, 'the orphan sweep leaves it to the clock');
  } finally {
    h.clock.set(realStart);
  }
  assert.is(rx.received.filter((r) => r.path === '/down').length, 1);

  // Advancing the clock makes the retries at their times of the clock, within seconds of real time.
  let took = await advance(clockId, new Date(t0.getTime() + 30 * MINUTE));
  took += await advance(clockId, new Date(t0.getTime() + 25 * HOUR));
  assert.ok(took < 30_000, `a day of retries took ${took} ms of real time`);
  assert.equal(h.clock.now(), realStart, 'the service clock did not move');

  const log = await pf.listWebhookDeliveries({
    client: h.platform(),
    path: { business_id: h.demo.business_id, webhook_id: down.id },
    query: { limit: 20 },
  });
  assert.is(log.response.status, 200);
  const attempts = log.data!.data.deliveries.slice().reverse();
  assert.equal(
    attempts.map((d) => [d.attempt, d.status, d.response_status]),
    [1, 2, 3, 4, 5, 6, 7].map((n) => [n, 'failed', 500]),
  );
  for (const [i, offset] of RETRY_OFFSETS_MS.entries()) {
    const at = new Date(attempts[i + 1].created_at).getTime() - t0.getTime();
    assert.ok(
      at >= offset && at <= offset + jitterCap(offset),
      `attempt ${i + 2} made ${at / MINUTE} min of clock time after the first (due ${offset / MINUTE})`,
    );
    assert.is(attempts[i].next_attempt_at, attempts[i + 1].created_at, 'each logged when the next is due');
  }
  assert.is(attempts[6].next_attempt_at, null, 'no retry after 24 h');
  const [hook] = (await sf.listWebhooks({ client: h.storefront() })).data!.data.filter((w) => w.id === down.id);
  assert.equal([hook.status, hook.failure_count], ['disabled', 7], 'disabled after 24 h of the clock');

  // Every attempt carried the same event dated on the clock, signed; Webhook-Timestamp is the real time of sending.
  const got = rx.received.filter((r) => r.path === '/down');
  assert.is(got.length, 7);
  const realSeconds = Math.floor(realStart.getTime() / 1000);
  for (const r of got) {
    assert.equal([r.body.id, r.body.created_at], [event!._id, t0.toISOString()]);
    assert.is(verifyDelivery(down.secret, r, realSeconds), null);
  }
});

test("a clock's advance retries its own delivery to an endpoint, not a real-time one", async () => {
  const real = await register('/real-down');
  rx.answer('/real-down', 500, 500);
  const tenant = { business_id: h.demo.business_id, livemode: false };
  const data = sampleEventData('order.created');
  const onReal = await recordEvent(h.db, tenant, { type: 'order.created', data, now: h.clock.now() });
  const t0 = new Date(h.clock.now().getTime() + 24 * HOUR);
  const clockId = await createClock(t0);
  await recordEvent(h.db, tenant, { type: 'order.created', data, now: t0, test_clock_id: clockId });
  await dispatchPendingEvents(h.srv.services);
  const firsts = await pendingOf(real.id);
  assert.is(firsts.length, 2, 'a first attempt for each event');
  for (const row of firsts) assert.is((await runDeliveryAttempt(h.srv.services, row._id))?.response_status, 500);
  const retries = await pendingOf(real.id);
  const realRetry = retries.find((r) => !r.test_clock_id)!;
  const clockRetry = retries.find((r) => r.test_clock_id === clockId)!;
  assert.equal((await jobFor(realRetry._id))?.nextRunAt, realRetry.scheduled_for, 'real time: a job at its time');

  await advance(clockId, new Date(t0.getTime() + 2 * HOUR));
  const realAfter = await deliveries().findOne({ _id: realRetry._id });
  assert.equal([realAfter!.status, realAfter!.attempt], ['pending', 2], "the real event's retry waits for real time");
  const clockAfter = await deliveries().findOne({ _id: clockRetry._id });
  assert.equal([clockAfter!.status, clockAfter!.response_status], ['succeeded', 200]);
  const toReal = rx.received.filter((r) => r.path === '/real-down' && r.body.id === onReal._id);
  assert.is(toReal.length, 1);
});

test.run();
