// Webhook delivery jobs and their retries (src/modules/webhooks/delivery.ts) under MongoDB's failures. Endpoints
// are registered over HTTP, events come from checkouts over HTTP, and the jobs are run as Agenda's job handlers run
// them (dispatch, attempt, sweep; src/jobs/webhooks.ts), with a fail point in the step under test. A store failure
// is to a job what a crash is: the job fails and is run again later. Afterwards every event has reached its
// endpoint (more than once is allowed, always with the same `evt_` id, as the contract says), every attempt row
// ended succeeded or failed, and nothing is left pending or claimed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  ORPHAN_GRACE_MS,
  DISPATCH_LEASE_MS,
  dispatchPendingEvents,
  runDeliveryAttempt,
  sweepOrphanedDeliveries,
} from '../../src/modules/webhooks/delivery.js';
import { ATTEMPT_TIMEOUT_MS } from '../../src/modules/webhooks/http-post.js';
import type { DeliveryDoc } from '../../src/modules/webhooks/model.js';
import { startReceiver, verifyDelivery, type Receiver } from '../webhooks/receiver.js';
import { failPointsOnly, SHUTDOWN_IN_PROGRESS } from './support.js';
import { cardBody, newKey, shopSuite } from './shop.js';

let rx: Receiver;
const ctx = shopSuite(
  test,
  { seed: true },
  {
    async setup({ shop }) {
      await shop.setStock(100);
      rx = await startReceiver();
    },
    teardown: async () => rx?.close(),
  },
);
const it = failPointsOnly(test);
/** A claim older than this belongs to an attempt that died (delivery.ts STALE_CLAIM_MS). */
const STALE_CLAIM_MS = ATTEMPT_TIMEOUT_MS * 6;

const services = () => ctx.h.srv.services;
const rows = () => ctx.h.db.collection<DeliveryDoc>('webhook_deliveries');

/** An endpoint registered over HTTP (secret key) for order.created at `path`. */
async function endpoint(path: string): Promise<{ id: string; secret: string }> {
  const r = await ctx.h.raw('POST', '/api/v1/webhooks', {
    key: ctx.h.secretKey,
    body: { url: rx.url(path), events: ['order.created'] },
  });
  assert.is(r.status, 201, JSON.stringify(r.json));
  return r.json.data;
}

/** A checkout over HTTP: its order.created event; answers the order id. */
async function order(): Promise<string> {
  const { s, cartId } = await ctx.shop.cart(1);
  const r = await s.checkout(cardBody(cartId), { 'Idempotency-Key': newKey() });
  assert.is(r.status, 201, JSON.stringify(r.body));
  return r.body.data.order_id;
}

/** Runs every pending attempt of the endpoint, as the attempt jobs would; answers those that failed to run. */
async function runPending(webhookId: string): Promise<unknown[]> {
  const errors: unknown[] = [];
  for (const row of await rows().find({ webhook_id: webhookId, status: 'pending' }).toArray()) {
    await runDeliveryAttempt(services(), row._id).catch((err: unknown) => errors.push(err));
  }
  return errors;
}

/** The endpoint's deliveries as the business lists them over HTTP. */
async function listed(webhookId: string): Promise<{ status: string; event_id: string }[]> {
  const r = await ctx.h.raw(
    'GET',
    `/v1/businesses/${ctx.h.demo.business_id}/webhooks/${webhookId}/deliveries?limit=100`,
    {
      key: null,
      headers: { authorization: `Bearer ${ctx.h.businessKey}` },
    },
  );
  assert.is(r.status, 200, JSON.stringify(r.json));
  return r.json.data.deliveries ?? r.json.data;
}

/** Everything arrived, signed, for the one event; no attempt is left pending or claimed. */
async function settled(
  hook: { id: string; secret: string },
  path: string,
  orderId: string,
  times: number,
): Promise<void> {
  const got = rx.received.filter((r) => r.path === path);
  assert.is(got.length, times, `${path} received ${got.length}`);
  assert.ok(
    got.every((r) => r.body.data.id === orderId && r.body.id === got[0].body.id),
    'the same evt_ id each time',
  );
  for (const r of got) assert.is(verifyDelivery(hook.secret, r, Number(r.headers['webhook-timestamp'])), null);
  assert.is(await rows().countDocuments({ webhook_id: hook.id, status: 'pending' }), 0, 'nothing pending');
  assert.is(await rows().countDocuments({ webhook_id: hook.id, claimed_at: { $ne: null } }), 0, 'nothing claimed');
  assert.ok((await listed(hook.id)).some((d) => d.status === 'succeeded'));
  // Done with it: later tests' orders are not for it.
  const removed = await ctx.h.raw('DELETE', `/api/v1/webhooks/${hook.id}`, { key: ctx.h.secretKey });
  assert.is(removed.status, 200, JSON.stringify(removed.json));
}

it("the attempt's log write fails after the POST: the job fails, runs again once its claim is stale, and the delivery ends succeeded", async () => {
  const hook = await endpoint('/log-fails');
  const orderId = await order();
  assert.is(await dispatchPendingEvents(services()), 1);
  // The claim (a findAndModify) goes through; the log of the attempt (an update) fails for good.
  const met = await ctx.h.fail('alwaysOn', {
    failCommands: ['update'],
    namespace: ctx.h.ns('webhook_deliveries'),
    errorCode: SHUTDOWN_IN_PROGRESS,
  });
  assert.is((await runPending(hook.id)).length, 1, 'the job failed');
  assert.ok((await met()) >= 1);
  assert.is(rx.received.filter((r) => r.path === '/log-fails').length, 1, 'the POST was made');
  // Run again before the claim is stale: nothing (another worker could be on it).
  await runPending(hook.id);
  assert.is(rx.received.filter((r) => r.path === '/log-fails').length, 1);
  ctx.h.clock.advance(STALE_CLAIM_MS + 1000);
  assert.equal(await runPending(hook.id), []);
  await settled(hook, '/log-fails', orderId, 2);
});

it('queueing the retry of a failed POST fails: the attempt is made again later, and its retry then queued once', async () => {
  const hook = await endpoint('/retry-queue-fails');
  rx.answer('/retry-queue-fails', 500, 500);
  const orderId = await order();
  assert.is(await dispatchPendingEvents(services()), 1);
  const met = await ctx.h.fail('alwaysOn', {
    failCommands: ['insert'],
    namespace: ctx.h.ns('webhook_deliveries'),
    errorCode: SHUTDOWN_IN_PROGRESS,
  });
  assert.is((await runPending(hook.id)).length, 1, 'the job failed before logging its attempt');
  assert.ok((await met()) >= 1);
  ctx.h.clock.advance(STALE_CLAIM_MS + 1000);
  // Made again (the receiver answers 500 once more): its retry is queued this time, and logged failed.
  assert.equal(await runPending(hook.id), []);
  const series = await rows().find({ webhook_id: hook.id }).sort({ attempt: 1 }).toArray();
  assert.equal(
    series.map((r) => [r.attempt, r.status]),
    [
      [1, 'failed'],
      [2, 'pending'],
    ],
  );
  // The retry, when due, is delivered.
  ctx.h.clock.advance(series[1].scheduled_for.getTime() - ctx.h.clock.now().getTime() + 1000);
  assert.equal(await runPending(hook.id), []);
  await settled(hook, '/retry-queue-fails', orderId, 3);
});

it("the attempt's job cannot be written (agendaJobs insert fails): the dispatcher fails, and the lease and the sweep put the attempt back once", async () => {
  const hook = await endpoint('/job-lost');
  const orderId = await order();
  const met = await ctx.h.fail('alwaysOn', {
    failCommands: ['insert', 'findAndModify', 'update'],
    namespace: ctx.h.ns('agendaJobs'),
    errorCode: SHUTDOWN_IN_PROGRESS,
  });
  const dispatched = await dispatchPendingEvents(services()).then(
    () => null,
    (err: unknown) => err,
  );
  assert.ok(dispatched, 'the dispatcher failed');
  assert.ok((await met()) >= 1);
  assert.is(await rows().countDocuments({ webhook_id: hook.id }), 1, 'the row was written before its job');
  // The event's dispatch lease runs out and it is fanned out again (the row exists: no second attempt); the row,
  // overdue and without a job, gets one from the sweep.
  ctx.h.clock.advance(Math.max(DISPATCH_LEASE_MS, ORPHAN_GRACE_MS) + 1000);
  assert.is(await dispatchPendingEvents(services()), 0);
  assert.is(await sweepOrphanedDeliveries(services()), 1);
  assert.equal(await runPending(hook.id), []);
  await settled(hook, '/job-lost', orderId, 1);
});

it("the attempt's claim fails once with ShutdownInProgress: the retryable write is retried, delivered once", async () => {
  const hook = await endpoint('/claim-once');
  const orderId = await order();
  assert.is(await dispatchPendingEvents(services()), 1);
  const met = await ctx.h.fail(
    { times: 1 },
    { failCommands: ['findAndModify'], namespace: ctx.h.ns('webhook_deliveries'), errorCode: SHUTDOWN_IN_PROGRESS },
  );
  assert.equal(await runPending(hook.id), []);
  assert.is(await met(), 1);
  await settled(hook, '/claim-once', orderId, 1);
});

it('every answer was one the contract documents', () => {
  if (ctx.h) assert.equal(ctx.h.responseViolations(), []);
});

test.run();
