// Delivery end to end: a real receiver verifies both signatures on the raw body; three 500s are retried on the
// schedule (read from the Agenda jobs' nextRunAt, the clock moved to each) and the fourth attempt lands with the same
// evt_ id; the attempt log, replay and test events through the platform API; 410 disables; an exhausted schedule
// marks the endpoint failing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import * as pf from '../../generated/sdk/platform/sdk.gen.js';
import { scoped } from '../../src/store/index.js';
import { ATTEMPT_JOB, dispatchPendingEvents, runDeliveryAttempt } from '../../src/modules/webhooks/delivery.js';
import type { DeliveryDoc } from '../../src/modules/webhooks/model.js';
import { RETRY_OFFSETS_MS, jitterCap } from '../../src/modules/webhooks/rules/retry-schedule.js';
import { startWebhookEnv, type WebhookEnv } from './env.js';
import { startReceiver, verifyDelivery, type Receiver } from './receiver.js';

let env: WebhookEnv;
let rx: Receiver;
test.before(async () => {
  env = await startWebhookEnv();
  rx = await startReceiver();
});
test.after(async () => {
  await env?.close();
  await rx?.close();
});

const deliveries = () => scoped(env.srv.services.db, env.tenant).collection<DeliveryDoc>('webhook_deliveries');
const pendingFor = async (webhookId: string) =>
  (await deliveries().find({ webhook_id: webhookId, status: 'pending' }).toArray()) as DeliveryDoc[];
const jobFor = (deliveryId: string) =>
  env.srv.services.db.collection('agendaJobs').findOne({ name: ATTEMPT_JOB, 'data.delivery_id': deliveryId });
const nowSeconds = () => Math.floor(env.srv.clock.now().getTime() / 1000);

async function register(path: string, events: string[]) {
  const res = await sf.createWebhook({
    client: env.storefront(),
    body: { url: rx.url(path), events: events as never, description: 'test receiver' },
  });
  assert.is(res.response.status, 201);
  return res.data!.data;
}

test('three 500s are retried 1 m, 5 m and 15 m after the first attempt; the fourth attempt arrives with the same id, both signatures valid', async () => {
  const hook = await register('/retry', ['order.created']);
  assert.match(hook.secret, /^whsec_/);
  rx.answer('/retry', 500, 500, 500);
  const eventId = await env.record('order.created');
  assert.is(await dispatchPendingEvents(env.srv.services), 1);
  assert.is(await dispatchPendingEvents(env.srv.services), 0, 'an event is fanned out once');

  let [row] = await pendingFor(hook.id);
  assert.ok(await jobFor(row._id), 'the first attempt is an Agenda job');
  const firstDue = row.scheduled_for.getTime();
  for (let attempt = 1; attempt <= 3; attempt++) {
    const logged = (await runDeliveryAttempt(env.srv.services, row._id))!;
    assert.equal([logged.attempt, logged.status, logged.response_status], [attempt, 'failed', 500]);
    assert.is(await runDeliveryAttempt(env.srv.services, row._id), null, 'an attempt is made once');
    [row] = await pendingFor(hook.id);
    assert.is(row.attempt, attempt + 1);
    const job = await jobFor(row._id);
    // Offsets count from the first attempt, so the whole schedule fits in 24 hours.
    const offset = (job!.nextRunAt as Date).getTime() - firstDue;
    const due = RETRY_OFFSETS_MS[attempt - 1];
    assert.ok(
      offset >= due && offset <= due + jitterCap(due),
      `attempt ${attempt + 1} due ${offset} ms after the first`,
    );
    assert.is(logged.next_attempt_at!.getTime(), (job!.nextRunAt as Date).getTime());
    env.srv.clock.set(job!.nextRunAt as Date);
  }
  const fourth = (await runDeliveryAttempt(env.srv.services, row._id))!;
  assert.equal(
    [fourth.attempt, fourth.status, fourth.response_status, fourth.next_attempt_at],
    [4, 'succeeded', 200, null],
  );
  assert.equal(await pendingFor(hook.id), []);

  const got = rx.received.filter((r) => r.path === '/retry');
  assert.is(got.length, 4);
  for (const r of got) {
    assert.is(r.body.id, eventId);
    assert.is(r.body.type, 'order.created');
    assert.is(verifyDelivery(hook.secret, r, Number(r.headers['webhook-timestamp'])), null);
  }
  assert.is(verifyDelivery(hook.secret, got[3], nowSeconds()), null);
  // A tampered body or another secret fails verification.
  assert.is(
    verifyDelivery(hook.secret, { ...got[3], raw: got[3].raw.replace('order.created', 'order.updated') }, nowSeconds()),
    'X-Service-Signature mismatch',
  );
  assert.is(verifyDelivery('whsec_other', got[3], nowSeconds()), 'X-Service-Signature mismatch');

  const list = await pf.listWebhookDeliveries({
    client: env.platform(),
    path: { business_id: env.tenant.business_id, webhook_id: hook.id },
  });
  assert.is(list.response.status, 200);
  const log = list.data!.data;
  assert.is(log.pagination.total, 4);
  assert.equal(
    log.deliveries.map((d) => [d.attempt, d.status, d.response_status]),
    [
      [4, 'succeeded', 200],
      [3, 'failed', 500],
      [2, 'failed', 500],
      [1, 'failed', 500],
    ],
  );
  assert.ok(log.deliveries.every((d) => d.event_id === eventId && typeof d.latency_ms === 'number'));
  assert.match(log.deliveries[3].error!, /500/);
  assert.ok(log.deliveries[3].next_attempt_at !== null);
  const failedOnly = await pf.listWebhookDeliveries({
    client: env.platform(),
    path: { business_id: env.tenant.business_id, webhook_id: hook.id },
    query: { status: 'failed', limit: 2 },
  });
  assert.equal([failedOnly.data!.data.deliveries.length, failedOnly.data!.data.pagination.total], [2, 3]);

  const [listed] = (await sf.listWebhooks({ client: env.storefront() })).data!.data.filter((w) => w.id === hook.id);
  assert.equal([listed.status, listed.failure_count, 'secret' in listed], ['active', 0, false]);
  assert.ok(listed.last_delivery_at);

  // Replay: the same event, a new attempt numbered after the last, not retried.
  const replay = await pf.replayWebhookDelivery({
    client: env.platform(),
    path: { business_id: env.tenant.business_id, webhook_id: hook.id, delivery_id: log.deliveries[3].id },
  });
  assert.is(replay.response.status, 202);
  assert.equal(
    [replay.data!.data.attempt, replay.data!.data.status, replay.data!.data.event_id],
    [5, 'pending', eventId],
  );
  await runDeliveryAttempt(env.srv.services, replay.data!.data.id);
  const replayed = rx.received.filter((r) => r.path === '/retry');
  assert.is(replayed.length, 5);
  assert.is(replayed[4].body.id, eventId);
  assert.is(replayed[4].raw, got[0].raw, 'the same body');
});

test('a test event of any type, signed like real deliveries; unknown webhook and delivery are 404', async () => {
  const hook = await register('/test-event', ['order.created']);
  const sent = await pf.sendTestWebhookEvent({
    client: env.platform(),
    path: { business_id: env.tenant.business_id, webhook_id: hook.id },
    body: { event_type: 'inventory.low_stock' },
  });
  assert.is(sent.response.status, 202);
  assert.equal(
    [sent.data!.data.event_type, sent.data!.data.status, sent.data!.data.attempt],
    ['inventory.low_stock', 'pending', 1],
  );
  await runDeliveryAttempt(env.srv.services, sent.data!.data.id);
  const [r] = rx.received.filter((x) => x.path === '/test-event');
  assert.equal([r.body.id, r.body.type], [sent.data!.data.event_id, 'inventory.low_stock']);
  assert.is(verifyDelivery(hook.secret, r, nowSeconds()), null);

  const path = { business_id: env.tenant.business_id, webhook_id: 'whk_doesnotexist0' };
  assert.is((await pf.listWebhookDeliveries({ client: env.platform(), path })).response.status, 404);
  assert.is((await pf.sendTestWebhookEvent({ client: env.platform(), path })).response.status, 404);
  assert.is(
    (
      await pf.replayWebhookDelivery({
        client: env.platform(),
        path: { business_id: env.tenant.business_id, webhook_id: hook.id, delivery_id: 'dlv_doesnotexist0' },
      })
    ).response.status,
    404,
  );
});

test('410 Gone disables the endpoint: no retry, no new deliveries, replay refused', async () => {
  const hook = await register('/gone', ['order.cancelled']);
  rx.answer('/gone', 410);
  await env.record('order.cancelled');
  await dispatchPendingEvents(env.srv.services);
  const [row] = await pendingFor(hook.id);
  const logged = (await runDeliveryAttempt(env.srv.services, row._id))!;
  assert.equal([logged.status, logged.response_status, logged.next_attempt_at], ['failed', 410, null]);
  assert.equal(await pendingFor(hook.id), []);
  const [listed] = (await sf.listWebhooks({ client: env.storefront() })).data!.data.filter((w) => w.id === hook.id);
  assert.equal([listed.status, listed.failure_count], ['disabled', 1]);

  await env.record('order.cancelled');
  await dispatchPendingEvents(env.srv.services);
  assert.equal(await pendingFor(hook.id), [], 'a disabled endpoint gets nothing new');
  const replay = await pf.replayWebhookDelivery({
    client: env.platform(),
    path: { business_id: env.tenant.business_id, webhook_id: hook.id, delivery_id: row._id },
  });
  assert.is(replay.response.status, 409);
  assert.is(rx.received.filter((r) => r.path === '/gone').length, 1);
});

/** Makes every attempt of the endpoint's pending event, each at its due time; `between(n)` runs after attempt n. */
async function exhaust(webhookId: string, between: (attempt: number) => Promise<void> = async () => {}) {
  let last: DeliveryDoc | null = null;
  for (let attempt = 1; attempt <= 7; attempt++) {
    const [row] = (await pendingFor(webhookId)).filter((r) => r.kind === 'event');
    assert.is(row.attempt, attempt);
    env.srv.clock.set(Math.max(env.srv.clock.now().getTime(), row.scheduled_for.getTime()));
    last = await runDeliveryAttempt(env.srv.services, row._id);
    await between(attempt);
  }
  assert.equal([last!.attempt, last!.status, last!.next_attempt_at], [7, 'failed', null]);
  assert.equal(await pendingFor(webhookId), []);
  return last!;
}

const listed = async (webhookId: string) =>
  (await sf.listWebhooks({ client: env.storefront() })).data!.data.find((w) => w.id === webhookId)!;

test('an event whose 24 hours of retries all fail disables the endpoint; enabling it resumes it, with replays', async () => {
  const hook = await register('/down', ['payment.failed']);
  rx.answer('/down', ...Array(7).fill(503));
  await env.record('payment.failed');
  await dispatchPendingEvents(env.srv.services);
  const last = await exhaust(hook.id);
  let now = await listed(hook.id);
  assert.equal([now.status, now.failure_count], ['disabled', 7]);

  // Disabled: no new event reaches it, no test event, no replay.
  await env.record('payment.failed');
  await dispatchPendingEvents(env.srv.services);
  assert.equal(await pendingFor(hook.id), [], 'a disabled endpoint gets nothing new');
  const path = { business_id: env.tenant.business_id, webhook_id: hook.id };
  const refused = await pf.sendTestWebhookEvent({ client: env.platform(), path });
  assert.is(refused.response.status, 409);
  assert.match((refused.error as any).error.message, 'failed for 24 hours');

  const enabled = await pf.enableWebhook({ client: env.platform(), path });
  assert.is(enabled.response.status, 200);
  assert.equal(enabled.data!.data, { id: hook.id, status: 'active', failure_count: 0 });
  now = await listed(hook.id);
  assert.equal([now.status, now.failure_count], ['active', 0]);
  // The missed event is sent by replaying its last attempt; new events are delivered again.
  const replay = await pf.replayWebhookDelivery({ client: env.platform(), path: { ...path, delivery_id: last._id } });
  assert.is(replay.response.status, 202);
  assert.is((await runDeliveryAttempt(env.srv.services, replay.data!.data.id))!.status, 'succeeded');
  await env.record('payment.failed');
  await dispatchPendingEvents(env.srv.services);
  const [fresh] = await pendingFor(hook.id);
  assert.is((await runDeliveryAttempt(env.srv.services, fresh._id))!.status, 'succeeded');
  // Enabling an endpoint that is not disabled leaves it as it is.
  const again = await pf.enableWebhook({ client: env.platform(), path });
  assert.equal(again.data!.data, { id: hook.id, status: 'active', failure_count: 0 });
  const unknown = await pf.enableWebhook({ client: env.platform(), path: { ...path, webhook_id: 'whk_none' } });
  assert.is(unknown.response.status, 404);
});

test('an event that exhausts the schedule while other deliveries succeed marks it failing; a success, active', async () => {
  const hook = await register('/flaky', ['payment.failed']);
  rx.answer('/flaky', 503, 503, 503);
  await env.record('payment.failed');
  await dispatchPendingEvents(env.srv.services);
  const path = { business_id: env.tenant.business_id, webhook_id: hook.id };
  await exhaust(hook.id, async (attempt) => {
    if (attempt !== 3) return;
    // Between the third and fourth attempt a test event gets through; the event's four attempts left fail.
    rx.answer('/flaky', 200, 503, 503, 503, 503);
    const sent = await pf.sendTestWebhookEvent({ client: env.platform(), path });
    assert.is((await runDeliveryAttempt(env.srv.services, sent.data!.data.id))!.status, 'succeeded');
  });
  let now = await listed(hook.id);
  assert.equal([now.status, now.failure_count], ['failing', 4]);

  const sent = await pf.sendTestWebhookEvent({ client: env.platform(), path });
  assert.is(sent.data!.data.event_type, 'order.created');
  await runDeliveryAttempt(env.srv.services, sent.data!.data.id);
  now = await listed(hook.id);
  assert.equal([now.status, now.failure_count], ['active', 0]);
});

test('deleting an endpoint drops its queued attempts', async () => {
  const hook = await register('/deleted', ['order.updated']);
  await env.record('order.updated');
  await dispatchPendingEvents(env.srv.services);
  const [row] = await pendingFor(hook.id);
  const del = await sf.deleteWebhook({ client: env.storefront(), path: { webhook_id: hook.id } });
  assert.equal(del.data!.data, { id: hook.id, deleted: true });
  assert.is(await jobFor(row._id), null);
  assert.is(await runDeliveryAttempt(env.srv.services, row._id), null);
  assert.is(rx.received.filter((r) => r.path === '/deleted').length, 0);
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
