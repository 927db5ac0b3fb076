// Crash safety of delivery: a process dying between the dispatcher's writes, or between a row and its Agenda job,
// loses no attempt. Crashes are simulated by leaving the store as the dying process would have: an attempt row
// whose job is gone, an event claimed by a dispatcher that fanned it out halfway, a retry never logged. The sweep
// and the dispatcher's lease then put every attempt back, exactly once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as sf from '../../generated/sdk/storefront/sdk.gen.js';
import type { EventDoc } from '../../src/modules/events/model.js';
import {
  ATTEMPT_JOB,
  DISPATCH_LEASE_MS,
  ORPHAN_GRACE_MS,
  dispatchPendingEvents,
  runDeliveryAttempt,
  seriesDeliveryId,
  sweepOrphanedDeliveries,
} from '../../src/modules/webhooks/delivery.js';
import type { DeliveryDoc } from '../../src/modules/webhooks/model.js';
import { startWebhookEnv, type WebhookEnv } from './env.js';
import { startReceiver, type Receiver } from './receiver.js';

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

const db = () => env.srv.services.db;
const rows = () => db().collection<DeliveryDoc>('webhook_deliveries');
const events = () => db().collection<EventDoc & { dispatch_claimed_at?: Date | null }>('events');
const jobs = () => db().collection('agendaJobs');
const jobsFor = (deliveryId: string) => jobs().find({ name: ATTEMPT_JOB, 'data.delivery_id': deliveryId }).toArray();
const services = () => env.srv.services;
const advance = (ms: number) => env.srv.clock.advance(ms);

async function register(path: string, events: string[]) {
  const res = await sf.createWebhook({
    client: env.storefront(),
    body: { url: rx.url(path), events: events as never },
  });
  assert.is(res.response.status, 201);
  return res.data!.data;
}

/** Runs every pending attempt of `webhookId` (as the worker would), returning how many were made. */
async function runPending(webhookId: string): Promise<number> {
  let made = 0;
  for (const row of await rows().find({ webhook_id: webhookId, status: 'pending' }).toArray()) {
    if (await runDeliveryAttempt(services(), row._id)) made++;
  }
  return made;
}

test('a row whose job was lost is re-queued by the sweep once overdue, then delivered once', async () => {
  const hook = await register('/lost-job', ['order.created']);
  const eventId = await env.record('order.created');
  assert.is(await dispatchPendingEvents(services()), 1);
  const row = (await rows().findOne({ webhook_id: hook.id }))!;
  assert.is(row._id, seriesDeliveryId(hook.id, eventId, 1), 'the first attempt has the derived id');
  // The process died between the row and its job.
  assert.is((await jobs().deleteMany({ name: ATTEMPT_JOB, 'data.delivery_id': row._id })).deletedCount, 1);

  // Within the grace period the sweep leaves it alone (its job may just be late).
  assert.is(await sweepOrphanedDeliveries(services()), 0);
  advance(ORPHAN_GRACE_MS + 1000);
  assert.is(await sweepOrphanedDeliveries(services()), 1);
  const [job] = await jobsFor(row._id);
  assert.ok(job && job.nextRunAt, 'a runnable job again');
  // Its job is live now: sweeping again adds nothing.
  assert.is(await sweepOrphanedDeliveries(services()), 0);
  assert.is((await jobsFor(row._id)).length, 1);

  assert.is((await runDeliveryAttempt(services(), row._id))!.status, 'succeeded');
  assert.is(await runDeliveryAttempt(services(), row._id), null, 'made once');
  assert.equal(
    rx.received.filter((r) => r.path === '/lost-job').map((r) => r.body.id),
    [eventId],
  );
  assert.is(await sweepOrphanedDeliveries(services()), 0, 'nothing pending is left');
});

test('a job that ended without making the attempt (it failed) is replaced too', async () => {
  const hook = await register('/failed-job', ['order.updated']);
  await env.record('order.updated');
  await dispatchPendingEvents(services());
  const row = (await rows().findOne({ webhook_id: hook.id }))!;
  // As Agenda leaves a one-off job that threw: not due again, not locked.
  await jobs().updateOne(
    { name: ATTEMPT_JOB, 'data.delivery_id': row._id },
    { $set: { nextRunAt: null, lockedAt: null, failedAt: new Date(), failReason: 'boom' } },
  );
  advance(ORPHAN_GRACE_MS + 1000);
  assert.is(await sweepOrphanedDeliveries(services()), 1);
  assert.is((await jobsFor(row._id)).filter((j) => j.nextRunAt).length, 1);
  assert.is(await runPending(hook.id), 1);
  assert.is(rx.received.filter((r) => r.path === '/failed-job').length, 1);
});

test('an event half fanned out by a dispatcher that died is taken over when its lease runs out; each endpoint once', async () => {
  const a = await register('/half-a', ['payment.completed']);
  const b = await register('/half-b', ['payment.completed']);
  const eventId = await env.record('payment.completed');
  assert.is(await dispatchPendingEvents(services()), 2);
  // Wind the store back to the moment the dispatcher died: the event claimed but not marked dispatched, a's
  // attempt queued, b's not yet written.
  const bRow = seriesDeliveryId(b.id, eventId, 1);
  await rows().deleteOne({ _id: bRow });
  await jobs().deleteMany({ name: ATTEMPT_JOB, 'data.delivery_id': bRow });
  const claimedAt = env.srv.clock.now();
  await events().updateOne({ _id: eventId }, { $set: { dispatched_at: null, dispatch_claimed_at: claimedAt } });

  // While the lease holds, no other dispatcher touches it.
  assert.is(await dispatchPendingEvents(services()), 0);
  assert.is((await events().findOne({ _id: eventId }))!.dispatched_at, null);
  advance(DISPATCH_LEASE_MS + 1000);
  // Taken over: b gets its attempt; a's, already queued, is not queued again.
  assert.is(await dispatchPendingEvents(services()), 1);
  const done = (await events().findOne({ _id: eventId }))!;
  assert.ok(done.dispatched_at, 'marked dispatched once fanned out');
  assert.is(await dispatchPendingEvents(services()), 0);
  assert.equal(
    (await rows().find({ event_id: eventId }).toArray()).map((r) => r.webhook_id).sort(),
    [a.id, b.id].sort(),
  );
  assert.is((await jobsFor(seriesDeliveryId(a.id, eventId, 1))).length, 1);
  assert.is((await jobsFor(bRow)).length, 1);

  assert.is(await runPending(a.id), 1);
  assert.is(await runPending(b.id), 1);
  assert.is(rx.received.filter((r) => r.path === '/half-a').length, 1);
  assert.is(rx.received.filter((r) => r.path === '/half-b').length, 1);
});

test('an event claimed by a dispatcher that died before writing anything is fanned out after the lease', async () => {
  const hook = await register('/claimed-only', ['order.cancelled']);
  const eventId = await env.record('order.cancelled');
  await events().updateOne({ _id: eventId }, { $set: { dispatch_claimed_at: env.srv.clock.now() } });
  assert.is(await dispatchPendingEvents(services()), 0);
  advance(DISPATCH_LEASE_MS + 1000);
  assert.is(await dispatchPendingEvents(services()), 1);
  assert.is(await runPending(hook.id), 1);
  assert.is(rx.received.filter((r) => r.path === '/claimed-only').length, 1);
});

test('a failed attempt whose worker died before logging it is made again; its retry is queued once', async () => {
  const hook = await register('/died-mid-attempt', ['order.completed']);
  rx.answer('/died-mid-attempt', 500, 500);
  const eventId = await env.record('order.completed');
  await dispatchPendingEvents(services());
  const first = seriesDeliveryId(hook.id, eventId, 1);
  const failed = (await runDeliveryAttempt(services(), first))!;
  assert.equal([failed.status, failed.attempt], ['failed', 1]);
  const retryId = seriesDeliveryId(hook.id, eventId, 2);
  assert.ok(await rows().findOne({ _id: retryId, status: 'pending' }), 'the retry is queued, with the derived id');
  // Wind back to the worker dying after queueing the retry but before logging attempt 1: still pending, claimed.
  await rows().updateOne({ _id: first }, { $set: { status: 'pending', claimed_at: failed.created_at } });
  await jobs().deleteMany({ name: ATTEMPT_JOB, 'data.delivery_id': first });
  advance(ORPHAN_GRACE_MS + 1000);
  // The claim is stale by now, so the sweep gives attempt 1 a job and it is made again (the event may arrive twice).
  assert.is(await sweepOrphanedDeliveries(services()), 1);
  const again = (await runDeliveryAttempt(services(), first))!;
  assert.equal([again.status, again.attempt], ['failed', 1]);
  // Its retry was already queued: still one row and one job for attempt 2.
  assert.is(await rows().countDocuments({ event_id: eventId, attempt: 2 }), 1);
  assert.is((await jobsFor(retryId)).length, 1);
});

test('every response conformed to the contract', () => {
  assert.equal(env.responseViolations(), []);
});

test.run();
